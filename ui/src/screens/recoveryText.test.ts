import { describe, expect, it } from 'vitest';
import { recoverySummary, salvageLine } from './recoveryText';
import type { Recovery } from '../types';

const recovery: Recovery = {
  moved_to: '/data/epochs.sqlite.damaged-1',
  reason: 'failed its integrity check: page 7',
  games: [
    { id: 1, name: 'Sunday', recovered: 60, lost: 0, outcome: 'whole', why: null },
    { id: 2, name: 'Rematch', recovered: 23, lost: 37, outcome: 'partly', why: 'action 24 could not be read' },
    { id: 3, name: 'Old', recovered: 1, lost: null, outcome: 'partly', why: null },
    { id: 4, name: 'Game 4', recovered: 0, lost: null, outcome: 'lost', why: 'its record could not be read' },
  ],
};

describe('the recovery notice', () => {
  it('counts the games recovered whole, partly and not at all', () => {
    expect(recoverySummary(recovery)).toBe('1 game recovered whole, 2 games partly, 1 game not at all.');
    expect(recoverySummary({ ...recovery, games: [] })).toBe('No game could be read from it.');
  });

  it('says of each game how much came back and why not all', () => {
    expect(salvageLine(recovery.games[0])).toBe('“Sunday”: recovered whole (60 actions).');
    expect(salvageLine(recovery.games[1])).toBe(
      '“Rematch”: recovered up to action 23; the last 37 actions were lost (action 24 could not be read).',
    );
    expect(salvageLine(recovery.games[2])).toBe('“Old”: recovered up to action 1; some later actions were lost.');
    expect(salvageLine(recovery.games[3])).toBe('“Game 4”: could not be recovered (its record could not be read).');
  });
});

describe('backups', () => {
  it('gives a backup size in words', async () => {
    const { sizeText } = await import('./Backups');
    expect(sizeText(512)).toBe('512 bytes');
    expect(sizeText(40_960)).toBe('40 KB');
    expect(sizeText(3_250_000)).toBe('3.1 MB');
  });
});
