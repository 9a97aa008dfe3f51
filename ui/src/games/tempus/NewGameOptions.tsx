// Tempus's part of the new-game form: the Atlantis option and how the island is made (placed
// by the players, or at random).

import type { NewGameChoices, NewGamePart } from '../game';
import { t } from '../../i18n';

/** What Tempus's fieldsets of the new-game form hold. */
export interface TempusSetup {
  atlantis: boolean;
  /** The island placed by the players tile by tile, or a random one. */
  island: 'placed' | 'random';
}

/** The options and the island of a new Tempus game. */
function Options({ value, onChange }: { value: TempusSetup; onChange: (change: (value: TempusSetup) => TempusSetup) => void }) {
  const { atlantis, island } = value;
  return (
    <>
      <fieldset>
        <legend>{t('tempus-new-options')}</legend>
        <label class="check">
          <input
            type="checkbox"
            checked={atlantis}
            onChange={(e) => onChange((v) => ({ ...v, atlantis: (e.target as HTMLInputElement).checked }))}
          />
          {t('tempus-new-atlantis')}
        </label>
      </fieldset>
      <fieldset>
        <legend>{t('tempus-new-island')}</legend>
        <label class="check">
          <input type="radio" name="island" checked={island === 'placed'} onChange={() => onChange((v) => ({ ...v, island: 'placed' }))} />{' '}
          {t('tempus-new-placed')}
        </label>
        <label class="check">
          <input type="radio" name="island" checked={island === 'random'} onChange={() => onChange((v) => ({ ...v, island: 'random' }))} />{' '}
          {t('tempus-new-random')}
        </label>
      </fieldset>
    </>
  );
}

/** Tempus's part of the new-game form. */
export const NEW_TEMPUS: NewGamePart<TempusSetup> = {
  // Words read when shown (getters), in the language of the moment.
  get choice() {
    return t('tempus-new-choice');
  },
  get playersLegend() {
    return t('tempus-new-players');
  },
  get tooFewPlayers() {
    return t('tempus-new-too-few');
  },
  defaults: { atlantis: false, island: 'placed' },
  Options,
  request: ({ atlantis, island }): NewGameChoices => ({ options: { atlantis }, map: island }),
};
