// Words for what happened to a damaged saved-games file: where it was set aside and, game by
// game, how much was recovered.

import type { Recovery, SalvageReport } from '../types';

/** One game's fate in a sentence. */
export function salvageLine(g: SalvageReport): string {
  const actions = (n: number) => `${n} action${n === 1 ? '' : 's'}`;
  if (g.outcome === 'whole') return `“${g.name}”: recovered whole (${actions(g.recovered)}).`;
  if (g.outcome === 'partly') {
    const lost = g.lost === null ? 'some later actions were lost' : `the last ${actions(g.lost)} were lost`;
    return `“${g.name}”: recovered up to action ${g.recovered}; ${lost}${g.why ? ` (${g.why})` : ''}.`;
  }
  return `“${g.name}”: could not be recovered${g.why ? ` (${g.why})` : ''}.`;
}

/** The headline: how many games came back whole, partly, or not at all. */
export function recoverySummary(r: Recovery): string {
  const count = (o: string) => r.games.filter((g) => g.outcome === o).length;
  const games = (n: number) => `${n} game${n === 1 ? '' : 's'}`;
  if (r.games.length === 0) return 'No game could be read from it.';
  const parts = [`${games(count('whole'))} recovered whole`];
  if (count('partly')) parts.push(`${games(count('partly'))} partly`);
  if (count('lost')) parts.push(`${games(count('lost'))} not at all`);
  return `${parts.join(', ')}.`;
}

/** The key under which a page remembers that it showed this notice (each file once). */
export function recoverySeenKey(r: Recovery): string {
  return `epochs.recovery-seen.${r.moved_to}`;
}
