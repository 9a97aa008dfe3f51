// Words for what happened to a damaged saved-games file: where it was set aside and, game by
// game, how much was recovered.

import type { Recovery, SalvageReport } from '../types';
import { t } from '../i18n';
import { whole } from '../table/format';

/** One game's fate in a sentence. */
export function salvageLine(g: SalvageReport): string {
  if (g.outcome === 'whole') return t('recovery-whole', { name: g.name, count: whole(g.recovered) });
  if (g.outcome === 'partly') {
    const lost = g.lost === null ? t('recovery-lost-some') : t('recovery-lost-last', { count: whole(g.lost) });
    const recovered = { name: g.name, action: whole(g.recovered), lost };
    return g.why ? t('recovery-partly-why', { ...recovered, why: g.why }) : t('recovery-partly', recovered);
  }
  return g.why ? t('recovery-none-why', { name: g.name, why: g.why }) : t('recovery-none', { name: g.name });
}

/** The headline: how many games came back whole, partly, or not at all. */
export function recoverySummary(r: Recovery): string {
  const count = (o: string) => r.games.filter((g) => g.outcome === o).length;
  if (r.games.length === 0) return t('recovery-nothing');
  const parts = [t('recovery-summary-whole', { count: count('whole') })];
  if (count('partly')) parts.push(t('recovery-summary-partly', { count: count('partly') }));
  if (count('lost')) parts.push(t('recovery-summary-lost', { count: count('lost') }));
  return t('recovery-summary', { parts: parts.join(', ') });
}

/** The key under which a page remembers that it showed this notice (each file once). */
export function recoverySeenKey(r: Recovery): string {
  return `epochs.recovery-seen.${r.moved_to}`;
}
