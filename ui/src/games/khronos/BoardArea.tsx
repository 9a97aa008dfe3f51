// The three boards of the Khronos table: a tab per age (with how many places each offers
// while placing), each board with the Adventurers on it and, while travelling, a button to
// travel there.

import type { SeatStyle } from '../../table/format';
import { SeatChip } from '../../table/Seat';
import type { Age, KhronosDomain, KhronosState, Square } from './types';
import { AGES } from './types';
import type { Candidate } from './candidates';
import type { MapInfo } from './squares';
import type { Mode } from './selection';
import { NO_BUILDINGS } from './selection';
import { ageTitle } from './format';
import { t } from '../../i18n';
import { rich } from './rich';
import { Board } from './Board';
import type { Mark } from '../../types';
import { useMemo, useRef } from 'preact/hooks';
import { useBringIntoReach } from '../../table/reach';
import { marksOn } from '../../table/marks';
import { Zoomable } from '../../table/Zoomable';

export interface BoardAreaProps {
  state: KhronosState;
  map: MapInfo;
  styles: SeatStyle[];
  tab: Age;
  onTab: (a: Age) => void;
  /** The mode in force. */
  mode: Mode;
  cands: Candidate[];
  counts: Record<Age, number>;
  sel: Candidate | null;
  hoverCand: Candidate | null;
  busy: boolean;
  onTravel: (pawn: number, to: Age) => void;
  /** The board the Adventurer chosen to travel stands on (it is not a destination). */
  travelFrom: Age | null;
  /** Stable callbacks for the boards. */
  onSquare: (age: Age, sq: Square) => void;
  onTap: (age: Age) => void;
  onHover: (age: Age, sq: Square | null) => void;
  describeSquare: (age: Age, sq: Square) => string;
  /** What the latest actions changed, highlighted on the boards; while `previewing`, what
   * the action about to be confirmed (or a hint) would change. */
  marks: Mark[];
  /** Whether `state` is the engine's preview of an action not yet taken: one chosen and
   * waiting for Confirm, or a hint's. */
  previewing?: 'choice' | 'hint' | null;
}

const NO_MARKS: Mark[] = [];

/** What the boards' tiles are drawn with, once for the three boards: the grain of their faces. */
function TileDefs() {
  return (
    <svg class="defs" aria-hidden="true" focusable="false" width="0" height="0">
      <defs>
        <pattern id="kh-grain" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(-28)">
          <path d="M0 2 H9 M0 5.5 H4 M5.5 5.5 H9 M0 8 H6" class="kh-grain-ink" />
        </pattern>
      </defs>
    </svg>
  );
}
const NO_DOMAINS: KhronosDomain[] = [];

export function BoardArea({
  state,
  map,
  styles,
  tab,
  onTab,
  mode,
  cands,
  counts,
  sel,
  hoverCand,
  busy,
  onTravel,
  travelFrom,
  onSquare,
  onTap,
  onHover,
  describeSquare,
  marks,
  previewing,
}: BoardAreaProps) {
  const byAge = useMemo(() => {
    const m = {} as Record<Age, Mark[]>;
    for (const a of AGES) {
      const on = marksOn(marks, a);
      m[a] = on.length ? on : NO_MARKS;
    }
    return m;
  }, [marks]);
  const changedAges = AGES.filter((a) => byAge[a].length > 0);
  // On a phone, a building type chosen in the move panel below brings the boards up to tap on,
  // and so does a hint drawn on them.
  const area = useRef<HTMLElement>(null);
  useBringIntoReach(
    area,
    mode?.kind === 'place' && mode.building ? `${mode.group}:${mode.building}` : previewing === 'hint' ? 'hint' : null,
  );
  return (
    <section
      ref={area}
      class={`boards${previewing ? ' previewing' : ''}${mode?.kind === 'travel' ? ' travelling' : ''}`}
      aria-label={t('khronos-boards')}
      data-previewing={previewing ?? undefined}
    >
      {previewing && (
        <p class="boards-preview" role="status">
          {rich(
            changedAges.length > 0
              ? t('khronos-preview-changes', { previewing, ages: changedAges.map(ageTitle).join(', ') })
              : t('khronos-preview', { previewing }),
          )}
        </p>
      )}
      <div class="tabs" role="tablist" aria-label={t('khronos-boards')}>
        {AGES.map((a) => (
          <button
            key={a}
            type="button"
            role="tab"
            id={`tab-${a}`}
            aria-selected={tab === a}
            aria-controls={`board-${a}`}
            class={`tab${tab === a ? ' current' : ''}`}
            onClick={() => onTab(a)}
          >
            {ageTitle(a)}
            {byAge[a].length > 0 && (
              <span class="tab-changed" data-changed={a}>
                {' '}
                <span aria-hidden="true">●</span>
                <span class="sr-only">{previewing ? t('khronos-tab-would-change') : t('khronos-tab-changed')}</span>
              </span>
            )}
            {mode?.kind === 'place' && counts[a] > 0 ? (
              <span class="tab-count">
                <span class="tab-sep"> · </span>
                {t('khronos-tab-places', { count: counts[a] })}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <TileDefs />
      <div class="board-row">
        {AGES.map((a) => {
          const pawnsHere = state.players.flatMap((p, i) => p.pawns.map((pa, n) => ({ seat: i, n, pa })).filter((x) => x.pa === a));
          const isSelAge = sel?.age === a;
          const arrived = new Set(byAge[a].filter((m) => m.kind === 'arrived').map((m) => m.seat));
          return (
            <div
              key={a}
              id={`board-${a}`}
              class={`board-wrap fills${tab === a ? ' current' : ''}`}
              role="tabpanel"
              aria-labelledby={`tab-${a}`}
              data-age={a}
            >
              <div class="board-head">
                <h2>{ageTitle(a)}</h2>
                <span class="pawns-here" role="group" aria-label={t('khronos-board-adventurers', { age: t('khronos-age', { age: a }) })}>
                  {pawnsHere.map((x) => (
                    <span
                      key={`${x.seat}-${x.n}`}
                      class={arrived.has(x.seat) ? 'pawn arrived' : 'pawn'}
                      data-arrived={arrived.has(x.seat) ? x.seat : undefined}
                    >
                      <SeatChip
                        s={styles[x.seat]}
                        size={20}
                        label={
                          arrived.has(x.seat)
                            ? t('khronos-board-adventurer-arrived', { name: styles[x.seat].name, pawn: x.n + 1 })
                            : t('khronos-board-adventurer', { name: styles[x.seat].name, pawn: x.n + 1 })
                        }
                      />
                    </span>
                  ))}
                </span>
                {mode?.kind === 'travel' && travelFrom !== a && (
                  <button type="button" class="travel-here" onClick={() => onTravel(mode.pawn, a)} disabled={busy}>
                    {t('khronos-board-travel-here', { pawn: mode.pawn + 1 })}
                  </button>
                )}
              </div>
              <Zoomable label={t('khronos-board-zoom', { age: a })}>
                <Board
                  age={a}
                  board={state.boards[AGES.indexOf(a)] ?? NO_BUILDINGS}
                  domains={state.domains?.[AGES.indexOf(a)] ?? NO_DOMAINS}
                  map={map}
                  styles={styles}
                  cands={cands}
                  placing={mode?.kind === 'place'}
                  selected={isSelAge ? sel?.squares : null}
                  preview={hoverCand && hoverCand.age === a ? hoverCand.squares : null}
                  onSquare={onSquare}
                  onTap={onTap}
                  onHover={onHover}
                  describeSquare={describeSquare}
                  recent={byAge[a]}
                />
              </Zoomable>
            </div>
          );
        })}
      </div>
    </section>
  );
}
