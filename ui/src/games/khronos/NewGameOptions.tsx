// Khronos's part of the new-game form: the variants (Hold'em, discarding all unused cards)
// and the map (the designed default, or a map file).

import type { NewGameChoices, NewGamePart } from '../game';
import { t } from '../../i18n';
import { rich } from './rich';

/** What Khronos's fieldsets of the new-game form hold. */
export interface KhronosSetup {
  holdem: boolean;
  discardAll: boolean;
  /** Whether the game is played on a map file rather than the designed default map. */
  useMapFile: boolean;
  /** The map file chosen, if any: its name and text. */
  mapFile: { name: string; text: string } | null;
}

/** The variants and the map of a new Khronos game. */
function Options({ value, onChange }: { value: KhronosSetup; onChange: (change: (value: KhronosSetup) => KhronosSetup) => void }) {
  const { holdem, discardAll, useMapFile, mapFile } = value;
  return (
    <>
      <fieldset>
        <legend>{t('khronos-new-variants')}</legend>
        <label class="check">
          <input
            type="checkbox"
            checked={holdem}
            onChange={(e) => onChange((v) => ({ ...v, holdem: (e.target as HTMLInputElement).checked }))}
          />
          {t('khronos-new-holdem')}
        </label>
        <label class="check">
          <input
            type="checkbox"
            checked={discardAll}
            onChange={(e) => onChange((v) => ({ ...v, discardAll: (e.target as HTMLInputElement).checked }))}
          />
          {t('khronos-new-discard-all')}
        </label>
      </fieldset>
      <fieldset>
        <legend>{t('khronos-new-map')}</legend>
        <label class="check">
          <input type="radio" name="map" checked={!useMapFile} onChange={() => onChange((v) => ({ ...v, useMapFile: false }))} />{' '}
          {t('khronos-new-default-map')}
        </label>
        <label class="check">
          <input type="radio" name="map" checked={useMapFile} onChange={() => onChange((v) => ({ ...v, useMapFile: true }))} />{' '}
          <span>{rich(t('khronos-new-map-file-choice'))}</span>
        </label>
        {useMapFile && (
          <label>
            <span>{mapFile ? t('khronos-new-map-file-chosen', { name: mapFile.name }) : t('khronos-new-map-file')}</span>
            <input
              type="file"
              accept=".txt,text/plain"
              onChange={async (e) => {
                const f = (e.target as HTMLInputElement).files?.[0];
                const chosen = f ? { name: f.name, text: await f.text() } : null;
                onChange((v) => ({ ...v, mapFile: chosen }));
              }}
            />
          </label>
        )}
      </fieldset>
    </>
  );
}

/** Khronos's part of the new-game form (its words read when shown: getters). */
export const NEW_KHRONOS: NewGamePart<KhronosSetup> = {
  get choice() {
    return t('khronos-new-choice');
  },
  get playersLegend() {
    return t('khronos-new-players');
  },
  get tooFewPlayers() {
    return t('khronos-new-too-few');
  },
  defaults: { holdem: false, discardAll: false, useMapFile: false, mapFile: null },
  Options,
  request({ holdem, discardAll, useMapFile, mapFile }): NewGameChoices | { error: string } {
    if (useMapFile && !mapFile) return { error: t('khronos-new-no-map-file') };
    return { options: { holdem, discard_all: discardAll }, map: useMapFile && mapFile ? mapFile.text : undefined };
  },
};
