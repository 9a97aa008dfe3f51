// Khronos's part of the new-game form: the variants (Hold'em, discarding all unused cards)
// and the map (the designed default, or a map file).

import type { NewGameChoices, NewGamePart } from '../game';

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
        <legend>Variants</legend>
        <label class="check">
          <input type="checkbox" checked={holdem} onChange={(e) => onChange((v) => ({ ...v, holdem: (e.target as HTMLInputElement).checked }))} />
          Hold’em: three face-up cards to swap for free at the start of a turn
        </label>
        <label class="check">
          <input type="checkbox" checked={discardAll} onChange={(e) => onChange((v) => ({ ...v, discardAll: (e.target as HTMLInputElement).checked }))} />
          House rule: discard all unused cards at the end of each turn
        </label>
      </fieldset>
      <fieldset>
        <legend>Map</legend>
        <label class="check">
          <input type="radio" name="map" checked={!useMapFile} onChange={() => onChange((v) => ({ ...v, useMapFile: false }))} /> The designed default map (12 × 10, river,
          forests, mountains, 10 printed Hamlets)
        </label>
        <label class="check">
          <input type="radio" name="map" checked={useMapFile} onChange={() => onChange((v) => ({ ...v, useMapFile: true }))} />{' '}
          <span>
            A map file (a text grid: <code>.</code> plain, <code>f</code> forest, <code>m</code> mountain, <code>~</code> river, upper case for
            a printed Hamlet)
          </span>
        </label>
        {useMapFile && (
          <label>
            <span>Map file{mapFile ? `: ${mapFile.name}` : ''}</span>
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

/** Khronos's part of the new-game form. */
export const NEW_KHRONOS: NewGamePart<KhronosSetup> = {
  choice: 'build through three ages',
  playersLegend: 'Players (2 to 5, in turn order)',
  minPlayers: 2,
  maxPlayers: 5,
  tooFewPlayers: 'Khronos needs 2 to 5 players.',
  defaults: { holdem: false, discardAll: false, useMapFile: false, mapFile: null },
  Options,
  request({ holdem, discardAll, useMapFile, mapFile }): NewGameChoices | { error: string } {
    if (useMapFile && !mapFile) return { error: 'Choose a map file, or play on the designed default map.' };
    return { options: { holdem, discard_all: discardAll }, map: useMapFile && mapFile ? mapFile.text : undefined };
  },
};
