// The Rules pages answer every refusal: each rule code the engine can refuse an action with
// names a ruling (ui/src/generated/rulings.ts, written from the engine's `Rule` enums and kept
// current by crates/engine/tests/rule_codes.rs), and each of those rulings has a section on its
// game's Rules page, worded in every language. A code added to the engine without a section
// fails here (the engine's sources are read too, so even before rulings.ts is rewritten).

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULINGS } from '../generated/rulings';
import { LANGUAGES } from '../i18n/languages';
import { setLanguage } from '../i18n';
import { KHRONOS_SECTIONS, SURCHARGES } from './khronos/Rules';
import { TEMPUS_SECTIONS } from './tempus/TempusRules';
import type { RuleSection } from './ruleSections';
import { khronosWords } from './khronos/gameWords';
import { lineRules, rulingHref, toldLines } from '../table/logWords';
import type { AnyGameWords } from '../table/logWords';
import type { LogLine } from '../types';
import { parseHash } from '../routes';

const HERE = new URL('.', import.meta.url).pathname;
const ROOT = join(HERE, '..', '..', '..');

const SECTIONS: Record<keyof typeof RULINGS, readonly RuleSection[]> = { khronos: KHRONOS_SECTIONS, tempus: TEMPUS_SECTIONS };

/** The ids of every message of language `code`'s catalogue, with their text. */
function catalogue(code: string): Map<string, string> {
  const dir = join(HERE, '..', 'i18n', 'messages', code);
  const out = new Map<string, string>();
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.ftl'))) {
    for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
      const m = /^([a-z][a-z0-9-]*)\s*=\s*(.*)$/.exec(line);
      if (m) out.set(m[1], m[2]);
    }
  }
  return out;
}

/** The rule codes and rulings of the engine's `rules!` table in `crates/engine/src/GAME/error.rs`. */
function engineRules(game: string): Record<string, string> {
  const text = readFileSync(join(ROOT, 'crates', 'engine', 'src', game, 'error.rs'), 'utf8');
  return Object.fromEntries([...text.matchAll(/=>\s*"([a-z-]+)",\s*"([A-Z]\d+[a-z]?)"/g)].map((m) => [m[1], m[2]]));
}

/** The catalogue ids a section's words use (its title and each paragraph). */
function sectionIds(game: string, [code, paragraphs]: RuleSection): string[] {
  const c = code.toLowerCase();
  return [`${game}-ruling-${c}-title`, ...Array.from({ length: paragraphs }, (_, i) => `${game}-ruling-${c}-${i + 1}`)];
}

afterAll(() => setLanguage('en'));

describe('the Rules pages answer every rule', () => {
  for (const game of Object.keys(RULINGS) as (keyof typeof RULINGS)[]) {
    it(`${game}: the UI's rule codes are the engine's`, () => {
      expect(engineRules(game)).toEqual(RULINGS[game]);
    });

    it(`${game}: every rule code the engine can give has a section`, () => {
      const codes = new Set(SECTIONS[game].map(([code]) => code));
      const missing = Object.entries(RULINGS[game]).filter(([, ruling]) => !codes.has(ruling));
      expect(missing, 'rule codes whose ruling has no section').toEqual([]);
    });

    it(`${game}: each section appears once`, () => {
      const codes = SECTIONS[game].map(([code]) => code);
      expect(new Set(codes).size).toBe(codes.length);
    });

    for (const { code: lang } of LANGUAGES) {
      it(`${game}: every section is worded in ${lang}`, () => {
        const words = catalogue(lang);
        const missing = SECTIONS[game].flatMap((s) => sectionIds(game, s)).filter((id) => !words.get(id)?.trim());
        expect(missing).toEqual([]);
      });
    }

    it(`${game}: French sections put a no-break space before : ; ! ?`, () => {
      const words = catalogue('fr');
      const wrong = SECTIONS[game].flatMap((s) => sectionIds(game, s)).filter((id) => /(^|[^\u00a0])[:;!?]/.test(words.get(id) ?? ''));
      expect(wrong).toEqual([]);
    });
  }

  it('a refusal of each game links to a section the route scrolls to', () => {
    for (const game of Object.keys(RULINGS) as (keyof typeof RULINGS)[]) {
      for (const ruling of Object.values(RULINGS[game])) {
        expect(parseHash(rulingHref(game, ruling))).toEqual({ page: 'rules', game, section: ruling });
      }
    }
  });

  it('the forest and mountain surcharges are the ruling K12 has', () => {
    // K12: forest +1 with 2-3 players, 0 with 4-5; mountain +2 with 2-3, +1 with 4, 0 with 5.
    expect(SURCHARGES.map((s) => [s.players, s.forest, s.mountain])).toEqual([
      [2, 1, 2],
      [3, 1, 2],
      [4, 0, 1],
      [5, 0, 0],
    ]);
  });

  it('a ripple that stopped links, in the log, to the rule it would have broken', () => {
    const words = khronosWords as unknown as AnyGameWords;
    const line = (reason: string): LogLine =>
      ({
        seq: 3,
        seat: 0,
        facts: [{ event: 'ripple_stopped', age: 'faith', building: 'keep', reason }],
        action: null,
        marks: [],
      }) as unknown as LogLine;
    expect(lineRules(words, 'khronos', line('dominion'))).toEqual([{ ruling: 'K19', href: '#/rules/khronos/K19' }]);
    expect(lineRules(words, 'khronos', line('hierarchy'))).toEqual([{ ruling: 'K20', href: '#/rules/khronos/K20' }]);
    expect(lineRules(words, 'khronos', line('no-tile'))).toEqual([{ ruling: 'K5', href: '#/rules/khronos/K5' }]);
    const built = {
      seq: 4,
      seat: 0,
      facts: [{ event: 'travelled', seat: 0, pawn: 0, from: 'might', to: 'faith' }],
      action: null,
      marks: [],
    } as unknown as LogLine;
    expect(lineRules(words, 'khronos', built)).toEqual([]);
    const [told] = toldLines(words, { game: 'khronos', seats: [{ name: 'Anna' }] }, [line('dominion')]);
    expect(told.rules).toEqual([{ ruling: 'K19', href: '#/rules/khronos/K19' }]);
  });
});
