// Tempus's part of the new-game form: the Atlantis option and how the island is made (placed
// by the players, or at random).

import type { NewGameChoices, NewGamePart } from '../game';

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
        <legend>Options</legend>
        <label class="check">
          <input type="checkbox" checked={atlantis} onChange={(e) => onChange((v) => ({ ...v, atlantis: (e.target as HTMLInputElement).checked }))} />
          Atlantis: two blue cities that may be built on the open sea in an era with ships
        </label>
      </fieldset>
      <fieldset>
        <legend>Island</legend>
        <label class="check">
          <input type="radio" name="island" checked={island === 'placed'} onChange={() => onChange((v) => ({ ...v, island: 'placed' }))} /> Placed by the players, tile by
          tile
        </label>
        <label class="check">
          <input type="radio" name="island" checked={island === 'random'} onChange={() => onChange((v) => ({ ...v, island: 'random' }))} /> A random island (from the
          seed)
        </label>
      </fieldset>
    </>
  );
}

/** Tempus's part of the new-game form. */
export const NEW_TEMPUS: NewGamePart<TempusSetup> = {
  choice: 'civilisations on an island through ten eras',
  playersLegend: 'Players (3 to 5, or 2 for the 2-player variant; in turn order)',
  minPlayers: 2,
  maxPlayers: 5,
  tooFewPlayers: 'Tempus needs 2 (variant) to 5 players.',
  defaults: { atlantis: false, island: 'placed' },
  Options,
  request: ({ atlantis, island }): NewGameChoices => ({ options: { atlantis }, map: island }),
};
