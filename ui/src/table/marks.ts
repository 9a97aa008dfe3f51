// Which of the log's changes a board highlights, and in words: a seat's own last action, or
// everything the others did since that seat last played; on a public screen the latest action.

import type { LogLine, Mark } from '../types';
import { t } from '../i18n';
import { sinceLastTurn } from './format';
import type { AnyGameWords } from './logWords';

/** The log lines whose changes the boards highlight for `viewer` (`null`: a public screen). */
export function highlightedLines(log: LogLine[], viewer: number | null): LogLine[] {
  const last = log[log.length - 1];
  if (!last) return [];
  if (viewer === null || last.seat === viewer) return [last];
  return sinceLastTurn(log, viewer);
}

/** Every mark of `lines`, the latest last (so that it is drawn on top). */
export function marksOf(lines: LogLine[]): Mark[] {
  return lines.flatMap((l) => l.marks ?? []);
}

/** The marks on `board`. */
export function marksOn(marks: Mark[], board: string): Mark[] {
  return marks.filter((m) => m.board === board);
}

/** A mark in a few words, in the device's language, for its tooltip: "new Keep", "removed: city
 * of value 2". The host says what the piece is as a fact; the game's `words` name it (a piece
 * they do not know, or none, leaves the change alone: "new"). */
export function markWords(m: Mark, words: Pick<AnyGameWords, 'piece'>): string {
  if (m.kind === 'moved' && m.from) return t('table-mark-moved-from', { from: m.from });
  if (m.kind === 'fight' && m.from) return t('table-mark-fight-from', { from: m.from });
  const what = m.piece ? words.piece(m.piece) : null;
  return what ? t('table-mark-what', { kind: m.kind, what }) : t('table-mark', { kind: m.kind });
}
