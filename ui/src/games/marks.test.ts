// The marks' tooltips in each game's words: the host says what a piece is as a fact, and the
// device names it in its own language (issue 40: a French device said "babies", "Keep").

import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { markWords } from '../table/marks';
import type { Mark, MarkPiece } from '../generated/protocol';
import { khronosWords } from './khronos/gameWords';
import { tempusWords } from './tempus/gameWords';

afterEach(() => setLanguage('en'));

const mark = (board: string, kind: Mark['kind'], piece: MarkPiece): Mark => ({ board, kind, at: ['A1'], piece });

/** Each kind of piece of each game, in a mark as the host sends it. */
const KHRONOS: Mark[] = [
  mark('might', 'built', { kind: 'building', building: 'keep' }),
  mark('faith', 'removed', { kind: 'building', building: 'chapel' }),
  mark('might', 'changed', { kind: 'building', building: 'castle' }),
  mark('reason', 'built', { kind: 'ruin', building: 'keep' }),
  mark('reason', 'built', { kind: 'ruin', building: 'abbey' }),
];
const TEMPUS: Mark[] = [
  mark('map', 'built', { kind: 'tile', tile: 5 }),
  mark('map', 'added', { kind: 'babies', count: 2 }),
  mark('map', 'added', { kind: 'babies', count: 1 }),
  mark('map', 'removed', { kind: 'tokens', count: 1 }),
  mark('map', 'removed', { kind: 'tokens', count: 3 }),
  mark('map', 'built', { kind: 'city', value: 2 }),
  mark('map', 'removed', { kind: 'city', value: 2 }),
  mark('map', 'built', { kind: 'atlantis' }),
  mark('map', 'removed', { kind: 'converted_token' }),
];

const words = (marks: Mark[], game: typeof khronosWords | typeof tempusWords) => marks.map((m) => markWords(m, game));

/** English words the host used to send, none of which a French tooltip may hold. */
const ENGLISH =
  /\b(new|removed|added|changed|Keep|Chapel|Castle|Abbey|ruin|of|a|an|tile|babies|baby|tokens?|city|value|Atlantis|converted)\b/;

describe('what a mark says the piece is', () => {
  it('in English, as the host used to say it', () => {
    setLanguage('en');
    expect(words(KHRONOS, khronosWords)).toEqual([
      'new Keep',
      'removed: Chapel',
      'changed Castle',
      'new ruin of a Keep',
      'new ruin of an Abbey',
    ]);
    expect(words(TEMPUS, tempusWords)).toEqual([
      'new tile 5',
      'added babies',
      'added babies',
      'removed: 1 token',
      'removed: 3 tokens',
      'new city of value 2',
      'removed: city of value 2',
      'new Atlantis',
      'removed: a converted token',
    ]);
  });

  it('in French, on a French device: no English word', () => {
    setLanguage('fr');
    const khronos = words(KHRONOS, khronosWords);
    const tempus = words(TEMPUS, tempusWords);
    expect(khronos).toEqual([
      'nouveau\u00a0: Donjon',
      'retiré\u00a0: Chapelle',
      'modifié\u00a0: Château',
      'nouveau\u00a0: ruine d’un Donjon',
      'nouveau\u00a0: ruine d’une Abbaye',
    ]);
    expect(tempus).toEqual([
      'nouveau\u00a0: tuile 5',
      'ajouté\u00a0: 2 bébés',
      'ajouté\u00a0: 1 bébé',
      'retiré\u00a0: 1 jeton',
      'retiré\u00a0: 3 jetons',
      'nouveau\u00a0: cité de valeur 2',
      'retiré\u00a0: cité de valeur 2',
      'nouveau\u00a0: Atlantide',
      'retiré\u00a0: un jeton converti',
    ]);
    for (const text of [...khronos, ...tempus]) expect(text, text).not.toMatch(ENGLISH);
  });

  it('leaves out a piece the game does not know: the change alone', () => {
    setLanguage('fr');
    expect(markWords(mark('map', 'built', { kind: 'building', building: 'keep' }), tempusWords)).toBe('nouveau');
    expect(markWords(mark('might', 'built', { kind: 'tile', tile: 5 }), khronosWords)).toBe('nouveau');
  });
});
