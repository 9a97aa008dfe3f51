// What readers found clumsy or wrong at the table (issue 40's playtest), in both languages:
// each case fails with the old wording.

import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage, t } from '.';
import { lineInWords } from '../table/logWords';
import type { AnyGameWords } from '../table/logWords';
import { gameOf } from '../games';
import type { LogLine } from '../types';

/** The words of the game of key `game` (the registry's; a key no game has fails the test). */
function wordsOf(game: string): AnyGameWords {
  const found = gameOf(game);
  if (!found) throw new Error(`no game ${game}`);
  return found.words as AnyGameWords;
}

afterEach(() => setLanguage('en'));

describe('the words players tripped over', () => {
  it('a tile not turned says so, in either language', () => {
    setLanguage('en');
    expect(t('tempus-tile-turned', { count: 0 })).toBe('Not turned');
    expect(t('tempus-tile-turned', { count: 2 })).toBe('Turned 2 sixths');
    setLanguage('fr');
    // French counts 0 as singular: the old words said « Tournée de 0 sixième ».
    expect(t('tempus-tile-turned', { count: 0 })).toBe('Pas tournée');
    expect(t('tempus-tile-turned', { count: 1 })).toBe('Tournée de 1 sixième');
  });

  it('playing no card is offered plainly, and a touch screen is not told to point', () => {
    setLanguage('en');
    expect(t('tempus-attack-title')).toBe('Your attack: choose cards to play face down, or none');
    expect(t('tempus-tile-help')).toMatch(/^Highlighted hexes .* Tap or point at a hex/);
    setLanguage('fr');
    expect(t('tempus-tile-help')).toContain('Touchez ou survolez un hexagone');
  });

  it('the cards drawn at the end of a turn are counted as cards', () => {
    setLanguage('en');
    expect(t('khronos-fact-turn-ended', { name: 'Ben', drawn: 0 })).toBe('Ben ended the turn and drew no card');
    expect(t('khronos-fact-turn-ended', { name: 'Ben', drawn: 2 })).toBe('Ben ended the turn and drew 2 cards');
    setLanguage('fr');
    expect(t('khronos-fact-turn-ended', { name: 'Ben', drawn: 0 })).toBe('Ben a fini son tour et n’a pioché aucune carte');
    expect(t('khronos-fact-turn-ended', { name: 'Ben', drawn: 1 })).toBe('Ben a fini son tour et a pioché 1 carte');
  });

  it('a ripple that wipes out a renovation says so', () => {
    const fact: LogLine['facts'][number] = {
      event: 'renovation_lost',
      age: 'reason',
      building: 'keep',
      squares: ['B2', 'C2'],
      complete: true,
      cube: null,
    };
    setLanguage('en');
    expect(lineInWords(wordsOf('khronos'), { seq: 0, seat: 0, facts: [fact], action: null, marks: [] }, ['Anna', 'Ben'])).toBe(
      'The renovation of a Keep on B2-C2 in the Age of Reason is lost: it is a ruin again',
    );
    setLanguage('fr');
    expect(
      lineInWords(
        wordsOf('khronos'),
        {
          seq: 0,
          seat: 0,
          facts: [{ ...fact, building: 'castle', complete: false, cube: 1 } as LogLine['facts'][number]],
          action: null,
          marks: [],
        },
        ['Anna', 'Ben'],
      ),
    ).toMatch(/^Un Château sur B2-C2 à l’Âge de la Raison perd la rénovation commencée par Ben, dont le cube lui revient$/);
  });

  it('French reads as a French reader would write it', () => {
    setLanguage('fr');
    // A clause after a semicolon starts in lower case; the line's first clause is capitalised.
    const over = { event: 'game_over', winners: [0] } as LogLine['facts'][number];
    const earned = { event: 'earned', seat: 0, age: 'might', ecus: 2 } as LogLine['facts'][number];
    expect(lineInWords(wordsOf('khronos'), { seq: 0, seat: 0, facts: [earned, over], action: null, marks: [] }, ['Anna'])).toMatch(
      /\s; la partie est finie\s: Anna gagne$/,
    );
    expect(lineInWords(wordsOf('khronos'), { seq: 0, seat: 0, facts: [over], action: null, marks: [] }, ['Anna'])).toMatch(
      /^La partie est finie\s: Anna gagne$/,
    );
    expect(t('khronos-cards-of', { count: 2, colour: 'religious' })).toBe('2 cartes Religieuses');
    expect(t('khronos-cards-of', { count: 1, colour: 'civil' })).toBe('1 carte Civile');
    expect(t('khronos-label-end-turn')).toBe('Finir le tour en gardant toutes vos cartes');
    expect(t('hint-reason-nothing', { points: 'écus', estimate: 'x' })).toMatch(/^Sur le moment, cela ne change les écus de personne/);
    expect(t('khronos-rules-building-upgrade')).toMatch(/^Remplacez un bâtiment par un plus grand/);
    expect(t('tempus-mode-title', { mode: 'babies' })).toContain('touchez vos hexagones de prairie');
    expect(t('home-tagline', { count: 2, games: 'Khronos et Tempus' })).toContain('toutes les règles appliquées pour vous');
  });
});
