// The three boards as anyone may see them, with what the latest actions changed and nothing
// to tap: for stepping through moves and for the replay screen.

import { useEffect, useMemo, useState } from 'preact/hooks';
import type { SeatStyle } from '../../table/format';
import type { Mark } from '../../types';
import type { Age, KhronosState, Square } from './types';
import { mapInfo } from './squares';
import { placeCounts } from './selection';
import { BoardArea } from './BoardArea';

const nothing = () => undefined;
const named = (_age: Age, sq: Square) => sq;

export function PublicBoards({ state, styles, recent }: { state: KhronosState; styles: SeatStyle[]; recent: Mark[] }) {
  const [tab, setTab] = useState<Age>('might');
  const mapKey = `${state.map.join('\n')}|${state.terrain.join(',')}`;
  const map = useMemo(() => mapInfo(state.map, state.terrain), [mapKey]);
  const counts = useMemo(() => placeCounts([]), []);
  // Where one board shows at a time, it is one the step changed.
  useEffect(() => {
    const boards = recent.map((m) => m.board);
    if (boards.length && !boards.includes(tab)) setTab(boards[0] as Age);
  }, [recent]);
  return (
    <BoardArea
      state={state}
      map={map}
      styles={styles}
      tab={tab}
      onTab={setTab}
      mode={null}
      cands={[]}
      counts={counts}
      sel={null}
      hoverCand={null}
      busy
      onTravel={nothing}
      travelFrom={null}
      onSquare={nothing}
      onTap={nothing}
      onHover={nothing}
      describeSquare={named}
      marks={recent}
    />
  );
}
