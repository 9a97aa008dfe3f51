// The log and the buttons in words, from the host's facts, in every language. The English
// words must be exactly those the host used to send as sentences (kept beside the facts in
// fixtures/, written by crates/table/tests/log_facts.rs and by hand for every kind of event
// and action); every other language's rendering of the same facts is kept as a snapshot, to be
// read by a speaker when it changes.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, setLanguage } from './index';
import { lineInWords, actionInWords } from '../table/logWords';
import type { AnyGameWords } from '../table/logWords';
import { gameOf } from '../games';
import type { GameAction, LogLine } from '../types';

/** The words of the game of key `game` (the registry's; a key no game has fails the test). */
function wordsOf(game: string): AnyGameWords {
  const found = gameOf(game);
  if (!found) throw new Error(`no game ${game}`);
  return found.words as AnyGameWords;
}

const HERE = new URL('.', import.meta.url).pathname;
const fixture = (name: string) => JSON.parse(readFileSync(join(HERE, 'fixtures', name), 'utf8'));

interface Kept extends LogLine {
  text: string;
  viewer: number | null;
}

const GOLDEN = ['khronos-2p-finished', 'khronos-4p-holdem-finished', 'tempus-3p-finished'];
const every = fixture('every-fact.json') as {
  names: string[];
  [game: string]:
    | { lines: { facts: LogLine['facts']; text: string; viewer: number | null }[]; labels: { action: GameAction; label: string }[] }
    | string[];
};
const games = ['khronos', 'tempus'] as const;
const part = (g: (typeof games)[number]) =>
  every[g] as { lines: { facts: LogLine['facts']; text: string }[]; labels: { action: GameAction; label: string }[] };

describe('the log in English is what the host used to say', () => {
  beforeAll(() => setLanguage('en'));
  for (const name of GOLDEN) {
    it(`every line of ${name}, for a public screen and for the first seat`, () => {
      const { game, names, lines } = fixture(`${name}.log.json`) as { game: string; names: string[]; lines: Kept[] };
      for (const l of lines) expect(lineInWords(wordsOf(game), l, names), `line ${l.seq} for ${l.viewer}`).toBe(l.text);
    });
  }
  for (const g of games) {
    it(`every kind of ${g} fact`, () => {
      for (const l of part(g).lines)
        expect(lineInWords(wordsOf(g), { seq: 0, seat: 0, facts: l.facts, action: null, marks: [] }, every.names as string[])).toBe(l.text);
    });
    it(`every kind of ${g} action's button`, () => {
      for (const { action, label } of part(g).labels) expect(actionInWords(wordsOf(g), action)).toBe(label);
    });
  }
});

for (const { code } of LANGUAGES.filter((l) => l.code !== 'en')) {
  describe(`the log in ${code}`, () => {
    beforeAll(() => setLanguage(code));
    afterAll(() => setLanguage('en'));
    for (const g of games) {
      it(`every kind of ${g} fact and button`, () => {
        const facts = part(g).lines.map((l) =>
          lineInWords(wordsOf(g), { seq: 0, seat: 0, facts: l.facts, action: null, marks: [] }, every.names as string[]),
        );
        const labels = part(g).labels.map((l) => actionInWords(wordsOf(g), l.action));
        for (const words of [...facts, ...labels]) expect(words.length).toBeGreaterThan(0);
        expect({ facts, labels }).toMatchSnapshot();
      });
    }
    it('a seeded game of each', () => {
      for (const name of [GOLDEN[0], GOLDEN[2]]) {
        const { game, names, lines } = fixture(`${name}.log.json`) as { game: string; names: string[]; lines: Kept[] };
        expect(lines.filter((l) => l.viewer === null).map((l) => lineInWords(wordsOf(game), l, names))).toMatchSnapshot(name);
      }
    });
  });
}
