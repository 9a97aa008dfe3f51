// Tempus's words as the shared table code asks for them (table/logWords.ts): its log, buttons,
// points and refusals. The registry's entry (index.tsx) and the table (TempusTable.tsx) hand
// them in, so that nothing shared has to look a game up.

import type { GameWordsPart } from '../../table/logWords';
import type { MarkPiece } from '../../generated/protocol';
import { t } from '../../i18n';
import { actionLabel, factInWords, pointsInWords, ruleTitle, ruleWhy } from './words';
import { whyInWords } from './whyWords';

/** What a mark on the island says the piece is or was: a map tile, babies, tokens lost, a
 * city, Atlantis, a converted token; `null` for a piece Tempus has not. */
export function markPieceInWords(piece: MarkPiece): string | null {
  switch (piece.kind) {
    case 'tile':
      return t('tempus-mark-tile', { tile: piece.tile });
    case 'babies':
      return t('tempus-mark-babies', { count: piece.count });
    case 'tokens':
      return t('tempus-mark-tokens', { count: piece.count });
    case 'city':
      return t('tempus-mark-city', { value: piece.value });
    case 'atlantis':
      return t('tempus-mark-atlantis');
    case 'converted_token':
      return t('tempus-mark-converted-token');
    default:
      return null;
  }
}

/** How Tempus's log, buttons and points are put into words, in the device's language. */
export const tempusWords: GameWordsPart<'tempus'> = {
  fact: factInWords,
  label: actionLabel,
  points: pointsInWords,
  pointsName: () => t('tempus-points-name'),
  ruleTitle,
  ruleWhy,
  refusal: whyInWords,
  piece: markPieceInWords,
};
