// Tests of the registry of games: every game has every part, the keys are the generated
// protocol's, and an unknown key finds no game (never another game in its place).

import { describe, expect, it } from 'vitest';
import type { GameKey, GameSummary } from '../types';
import type { Game } from './game';
import { GAME_PLAYERS } from '../generated/protocol';
import { GAMES, gameOf, gameOfView, gameTitle, summaryWords, unknownGameMessage } from './index';
import { parseHash } from '../routes';

/** Every part of a game; fails to compile while a part of `Game` is missing from the list. */
const PARTS = [
  'key',
  'title',
  'box',
  'Table',
  'layoutClass',
  'PublicBoard',
  'PlayersPanel',
  'Rules',
  'status',
  'seatScore',
  'picture',
  'newGame',
  'words',
  'lessons',
] as const;
const everyPartListed: Exclude<keyof Game, (typeof PARTS)[number]> extends never ? true : never = true;

/**
 * The generated protocol's game keys (`GameKey`) as a list: the record's type makes it fail to
 * compile while a generated key is missing here or a key here is not generated.
 */
const GENERATED_KEYS: Record<GameKey, true> = { khronos: true, tempus: true };

describe('the registry of games', () => {
  it('gives every game every part', () => {
    expect(everyPartListed).toBe(true);
    for (const g of GAMES) {
      for (const part of PARTS) expect(g[part], `${g.key}.${part}`).toBeDefined();
      expect(g.key).toMatch(/^[\w-]+$/);
      expect(g.title.length).toBeGreaterThan(0);
      expect(g.layoutClass.length).toBeGreaterThan(0);
      for (const component of [g.Table, g.PublicBoard, g.PlayersPanel, g.Rules, g.box.Drawing, g.newGame.Options]) {
        expect(typeof component).toBe('function');
      }
      expect(g.box.pitch.length).toBeGreaterThan(0);
      expect(g.box.players.length).toBeGreaterThan(0);
      expect(typeof g.status({ to_act: 'Anna' })).toBe('string');
      expect(Object.keys(g.picture.cells).length).toBeGreaterThan(0);
      expect(g.picture.whole.length).toBeGreaterThan(0);
      expect(g.picture.cell.one.length * g.picture.cell.many.length).toBeGreaterThan(0);
      const n = g.newGame;
      expect(n.choice.length * n.playersLegend.length * n.tooFewPlayers.length).toBeGreaterThan(0);
      const seats = GAME_PLAYERS[g.key];
      expect(seats.min).toBeGreaterThanOrEqual(1);
      expect(seats.max).toBeGreaterThanOrEqual(seats.min);
      // A game may start with its options as they first show.
      expect(n.request(n.defaults)).not.toHaveProperty('error');
      // Its lessons, read from its lesson files: each names its words and asks for its moves.
      expect(g.lessons.length).toBeGreaterThan(0);
      for (const l of g.lessons) {
        expect(l.key.startsWith(`${g.key}-`)).toBe(true);
        expect(l.seats).toBeGreaterThanOrEqual(seats.min);
        expect(l.seats).toBeLessThanOrEqual(seats.max);
        expect(l.steps.length).toBeGreaterThan(0);
        for (const step of l.steps) expect(step.say && step.try && step.then, `${l.key}'s words`).toBeTruthy();
      }
    }
  });

  it('lists each generated game once, under its own key', () => {
    const keys = GAMES.map((g) => g.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(Object.keys(GENERATED_KEYS).sort());
    for (const g of GAMES) expect(gameOf(g.key)).toBe(g);
  });

  it('finds no game for an unknown key, and says so', () => {
    expect(gameOf('unknown')).toBeUndefined();
    expect(gameOf('')).toBeUndefined();
    expect(gameOf('Khronos')).toBeUndefined();
    expect(gameTitle('unknown')).toBe('Unknown game “unknown”');
    expect(unknownGameMessage('chess')).toMatch(/“chess”.*does not know/);
    const view = { game: 'unknown' } as unknown as Parameters<typeof gameOfView>[0];
    expect(gameOfView(view)).toBeUndefined();
    expect(parseHash('#/new/unknown')).toEqual({ page: 'home' });
    expect(parseHash('#/rules/unknown')).toEqual({ page: 'home' });
  });

  it('names each game and says where a saved one stands', () => {
    expect(GAMES.map((g) => gameTitle(g.key))).toEqual(['Khronos', 'Tempus']);
    const [khronos, tempus] = GAMES;
    expect(khronos.status({ turn: 3, to_act: 'Anna' })).toBe('Turn 3 of 7 · Anna to move');
    expect(tempus.status({ to_act: null })).toBe('setting up the island · — to act');
    expect(tempus.status({ round: 4, to_act: 'Ben' })).toBe('era turn 4 · Ben to act');
    for (const g of GAMES) expect(parseHash(`#/rules/${g.key}`)).toEqual({ page: 'rules', game: g.key });
  });

  it("reads each game's own part of a saved game's preview: its standing and each seat's score", () => {
    const summary = (game: string, preview: object) =>
      ({ id: 1, name: 'g', game, seats: [], actions: 3, updated_at: 0, finished: false, preview }) as unknown as GameSummary;
    const k = summaryWords(
      summary('khronos', { game: 'khronos', players: ['A', 'B'], to_act: 'B', finished: false, winners: [], turn: 2, ecus: [7, 1] }),
    );
    expect(k?.status).toBe('Turn 2 of 7 · B to move');
    expect([k?.seatScore(0), k?.seatScore(1), k?.seatScore(2)]).toEqual(['7 Ecus', '1 Ecu', null]);
    const t = summaryWords(
      summary('tempus', {
        game: 'tempus',
        players: ['A', 'B', 'C'],
        to_act: 'C',
        finished: false,
        winners: [],
        round: 1,
        eras: [1, 1, 2],
        points: [1, 0, 4],
      }),
    );
    expect(t?.status).toBe('era turn 1 · C to act');
    expect([t?.seatScore(0), t?.seatScore(2)]).toEqual(['1 victory point', '4 victory points']);
    expect(summaryWords(summary('unknown', {}))).toBeUndefined();
  });
});
