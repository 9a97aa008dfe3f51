// Khronos's words as the shared table code asks for them (table/logWords.ts): its log, buttons,
// points and refusals. The registry's entry (index.tsx) and the table (KhronosTable.tsx) hand
// them in, so that nothing shared has to look a game up.

import type { GameWordsPart } from '../../table/logWords';
import type { MarkPiece } from '../../generated/protocol';
import { t } from '../../i18n';
import { actionLabel, buildingTitle, ecusInWords, factInWords, ruleTitle, ruleWhy } from './words';
import { whyInWords } from './whyWords';
import { RULINGS } from '../../generated/rulings';

/** What a mark on a board says the piece is or was: a building ("Keep") or the ruin a ripple
 * left in the Age of Reason ("ruin of a Keep"); `null` for a piece Khronos has not. */
export function markPieceInWords(piece: MarkPiece): string | null {
  switch (piece.kind) {
    case 'building':
      return buildingTitle(piece.building);
    case 'ruin':
      return t('khronos-mark-ruin', { building: piece.building });
    default:
      return null;
  }
}

/** How Khronos's log, buttons and points are put into words, in the device's language. */
export const khronosWords: GameWordsPart<'khronos'> = {
  fact: factInWords,
  label: actionLabel,
  points: ecusInWords,
  pointsName: () => t('khronos-points-name'),
  ruleTitle,
  ruleWhy,
  refusal: whyInWords,
  piece: markPieceInWords,
  // A player who ends an earnings turn sees what they earned before passing the device on.
  moment: (f, seat) => f.event === 'earned' && f.seat === seat,
  // A ripple that stopped names the rule it would have broken (the engine's rule code).
  factRuling: (f) => (f.event === 'ripple_stopped' ? (RULINGS.khronos[f.reason] ?? null) : null),
};
