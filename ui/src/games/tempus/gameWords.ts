// Tempus's words as the shared table code asks for them (table/logWords.ts): its log, buttons,
// points and refusals. The registry's entry (index.tsx) and the table (TempusTable.tsx) hand
// them in, so that nothing shared has to look a game up.

import type { GameWordsPart } from '../../table/logWords';
import { t } from '../../i18n';
import { actionLabel, factInWords, pointsInWords, ruleTitle, ruleWhy } from './words';
import { whyInWords } from './whyWords';

/** How Tempus's log, buttons and points are put into words, in the device's language. */
export const tempusWords: GameWordsPart<'tempus'> = {
  fact: factInWords,
  label: actionLabel,
  points: pointsInWords,
  pointsName: () => t('tempus-points-name'),
  ruleTitle,
  ruleWhy,
  refusal: whyInWords,
};
