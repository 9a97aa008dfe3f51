// The message catalogues are complete: every language has every message of English and no
// other, each with the same arguments; every message is used by the code and every message the
// code asks for exists; each catalogue reads without an error.

import { FluentBundle, FluentResource } from '@fluent/bundle';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

const HERE = new URL('.', import.meta.url).pathname;
const SRC = join(HERE, '..');

/** A language's catalogue: the files of its folder, one after another. */
function catalogue(code: string): string {
  const dir = join(HERE, 'messages', code);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ftl'))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
}

it('every language has the same catalogue files', () => {
  const files = (code: string) => readdirSync(join(HERE, 'messages', code)).sort();
  for (const { code } of LANGUAGES) expect(files(code), code).toEqual(files('en'));
});

/** Each message of a catalogue with the names of the arguments it uses. */
function messages(text: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  let id: string | null = null;
  for (const line of text.split('\n')) {
    const start = /^([a-z][a-z0-9-]*)\s*=/.exec(line);
    if (start) {
      id = start[1];
      out.set(id, new Set());
    } else if (!/^\s/.test(line)) id = null;
    if (id) for (const m of line.matchAll(/\{\s*\$([a-zA-Z][\w-]*)/g)) out.get(id)?.add(m[1]);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The ids the code asks for (`t('id'`), and the prefixes of ids it makes (`t(\`prefix-${`). */
function used(): { ids: Set<string>; prefixes: Set<string> } {
  const ids = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bt\(\s*'([a-z][a-z0-9-]*)'/g)) ids.add(m[1]);
    for (const m of text.matchAll(/\bt\(\s*`([a-z][a-z0-9-]*-)\$\{/g)) prefixes.add(m[1]);
  }
  // The lessons name their words in their files (crates/table/src/<game>/lessons/*.json).
  const crates = join(SRC, '../../crates/table/src');
  for (const game of readdirSync(crates)) {
    const dir = join(crates, game, 'lessons');
    if (!statSync(join(crates, game)).isDirectory() || !readdirSync(join(crates, game)).includes('lessons')) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/"(lesson-[a-z0-9-]+)"/g)) ids.add(m[1]);
    }
  }
  return { ids, prefixes };
}

const english = messages(catalogue('en'));

describe('message catalogues', () => {
  for (const { code } of LANGUAGES) {
    it(`${code} reads without errors`, () => {
      const bundle = new FluentBundle(code);
      expect(bundle.addResource(new FluentResource(catalogue(code)))).toEqual([]);
    });
    if (code === 'en') continue;
    it(`${code} has every message of English, no other, with the same arguments`, () => {
      const theirs = messages(catalogue(code));
      expect(
        [...theirs.keys()].filter((id) => !english.has(id)),
        'messages English lacks',
      ).toEqual([]);
      expect(
        [...english.keys()].filter((id) => !theirs.has(id)),
        'messages missing',
      ).toEqual([]);
      for (const [id, args] of english) expect([...(theirs.get(id) ?? [])].sort(), `arguments of ${id}`).toEqual([...args].sort());
    });
  }

  it('every message is used, and every message used exists', () => {
    const { ids, prefixes } = used();
    expect(
      [...ids].filter((id) => !english.has(id)),
      'asked for, but in no catalogue',
    ).toEqual([]);
    const unused = [...english.keys()].filter((id) => !ids.has(id) && ![...prefixes].some((p) => id.startsWith(p)));
    expect(unused, 'in the catalogues, but never asked for').toEqual([]);
  });
});
