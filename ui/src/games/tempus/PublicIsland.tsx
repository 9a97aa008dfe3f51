// The island as anyone may see it, with what the latest actions changed and nothing to tap:
// for stepping through moves and for the replay screen.

import { useMemo } from 'preact/hooks';
import type { SeatStyle } from '../../table/format';
import type { Mark } from '../../types';
import type { HexName, TempusState } from './types';
import { ALL_HEXES, islandCells, isLand, viewBoxOf } from './hex';
import { describeHex } from './tempus';
import { fightMarks } from './selection';
import { HexMap } from './HexMap';

const NONE = new Set<HexName>();

/** What the island view of `state` draws: terrain by hex, pieces by hex, Sanitation cards by hex. */
export function useIsland(state: TempusState | undefined) {
  const islandKey = state ? state.island.join('') : '';
  const cells = useMemo(() => islandCells(state?.island ?? []), [islandKey]);
  const spots = useMemo(() => new Map(state?.board ?? []), [state]);
  const sanitation = useMemo(() => {
    const m = new Map<HexName, number>();
    for (const [h] of state?.sanitation ?? []) m.set(h, (m.get(h) ?? 0) + 1);
    return m;
  }, [state]);
  return { cells, spots, sanitation };
}

export function PublicIsland({ state, styles, recent }: { state: TempusState; styles: SeatStyle[]; recent: Mark[] }) {
  const { cells, spots, sanitation } = useIsland(state);
  const land = ALL_HEXES.filter((h) => isLand(cells.get(h)));
  const names = styles.map((s) => s.name);
  return (
    <HexMap
      cells={cells}
      spots={spots}
      sanitation={sanitation}
      styles={styles}
      viewBox={land.length ? viewBoxOf(land, 1) : viewBoxOf([])}
      choices={NONE}
      probe={false}
      selected={NONE}
      marked={fightMarks(state)}
      preview={null}
      describe={(h) => describeHex(h, cells.get(h), spots.get(h), names, sanitation.get(h) ?? 0)}
      onHex={() => undefined}
      onHover={() => undefined}
      recent={recent}
    />
  );
}
