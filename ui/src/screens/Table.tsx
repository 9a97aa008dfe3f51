// The table: boards, players, what the seat to act may do, hand-offs, the end screen.

import { useCallback, useMemo, useRef, useState } from 'preact/hooks';
import type { Api } from '../api';
import type {
  Action,
  ActionType,
  Age,
  BuildingType,
  BuildingView,
  Cards,
  KhronosGameView,
  LegalGroup,
  LogLine,
  Square,
} from '../types';
import { AGES } from '../types';
import type { Candidate } from '../logic/candidates';
import {
  ALL_TYPES,
  actionsOf,
  buildableTypes,
  buildingAt,
  candidates,
  candidatesAt,
  cycle,
  findByDiscard,
} from '../logic/candidates';
import { mapInfo, probeFootprint, terrainAt } from '../logic/squares';
import { AGE_TITLE, TYPE_INFO, cardsText, earnings, ecus, seatStyles } from '../logic/format';
import type { SeatStyle } from '../logic/format';
import { Board } from '../components/Board';
import { CardPicker, PlayersPanel, TableCounts, TurnTrack } from '../components/Panels';
import { EndScreen } from '../components/EndScreen';
import { RulesPanel } from '../components/Rules';
import { SeatChip } from '../components/Seat';

type Mode =
  | null
  | { kind: 'place'; group: ActionType; building?: BuildingType }
  | { kind: 'travel'; pawn: number }
  | { kind: 'exchange' }
  | { kind: 'end_turn' };

import { BotTurn, ErrorScreen, HandOffFrame, NoticeBox, SidePanel as ChromeSidePanel } from '../components/TableChrome';
import { useTableSession } from '../components/tableSession';

const NONE: Cards = { military: 0, religious: 0, civil: 0 };
const summaries = new WeakMap<LegalGroup[], { groups: Set<ActionType>; constructTypes: BuildingType[]; upgradeTypes: BuildingType[] }>();
/** What the menu needs from the legal actions, computed once per list (not on every render). */
function legalSummary(legal: LegalGroup[]) {
  let s = summaries.get(legal);
  if (!s) {
    s = { groups: new Set(legal.map((g) => g.group)), constructTypes: buildableTypes(legal, 'construct'), upgradeTypes: buildableTypes(legal, 'upgrade') };
    summaries.set(legal, s);
  }
  return s;
}
const NO_CANDIDATES: Candidate[] = [];
const NO_BUILDINGS: BuildingView[] = [];

const GROUP_TITLE: Partial<Record<ActionType, string>> = {
  construct: 'Build',
  upgrade: 'Upgrade',
  demolish: 'Demolish',
  populate: 'Populate',
  renovate: 'Renovate',
  choose_downsize: 'Choose the building to downsize',
  place_downsized: 'Choose the squares the smaller building keeps',
};

function HandOff({ pub, styles, seat, log, onReady }: { pub: KhronosGameView; styles: SeatStyle[]; seat: number; log: LogLine[]; onReady: () => void }) {
  const s = styles[seat];
  const st = pub.state;
  const pending = st.pending && st.pending.chooser === seat;
  const lastSeq = log.length ? log[log.length - 1].seq : -1;
  const recent = earnings(log).filter((e) => e.seq === lastSeq);
  const reason = pending
    ? `${s.name} must make a decision for ${styles[st.active]?.name ?? 'the active player'}’s move.`
    : st.active === seat && st.pending === null
      ? `Turn ${st.turn} of 7: ${s.name}’s turn.`
      : `${s.name} must act.`;
  return (
    <HandOffFrame style={s} reason={reason} onReady={onReady}>
      {recent.length > 0 && (
        <div class="earnings-banner" role="status">
          <h3>Turn {recent[0].turn} earnings</h3>
          <ul>
            {recent.map((e, i) => (
              <li key={i}>
                {e.name} earned {ecus(e.ecus)} in the {e.age}
              </li>
            ))}
          </ul>
        </div>
      )}
    </HandOffFrame>
  );
}

export function Table({ api, gameId }: { api: Api; gameId: number }) {
  const [mode, setMode] = useState<Mode>(null);
  const [sel, setSel] = useState<Candidate | null>(null);
  const [variant, setVariant] = useState(0);
  const [hover, setHover] = useState<{ age: Age; sq: Square } | null>(null);
  const [tab, setTab] = useState<Age>('might');
  const [picked, setPicked] = useState<Cards>(NONE);

  const resetSelection = () => {
    setMode(null);
    setSel(null);
    setVariant(0);
    setHover(null);
    setPicked(NONE);
  };

  const { pub, screen, view, legal, log, notice, setNotice, busy, panel, setPanel, fatal, botError, seat, reveal, act, undo, explain } =
    useTableSession(api, gameId, 'khronos', resetSelection);

  const shown = view ?? pub;
  const state = shown?.state;
  // Keyed by content: every view is a fresh object, but seats and map rarely change, and
  // stable references let the boards skip re-rendering.
  const seatsKey = JSON.stringify(shown?.seats ?? []);
  const styles = useMemo(() => seatStyles(shown?.seats ?? []), [seatsKey]);
  const mapKey = state ? `${state.map.join('\n')}|${state.terrain.join(',')}` : '';
  const map = useMemo(() => (state ? mapInfo(state.map, state.terrain) : null), [mapKey]);
  // The latest handlers, reached through stable functions handed to the boards.
  const handlers = useRef<{ onSquare: (age: Age, sq: Square) => void; describe: (age: Age, sq: Square) => string }>({
    onSquare: () => undefined,
    describe: (_age, sq) => sq,
  });
  const boardOnSquare = useCallback((age: Age, sq: Square) => handlers.current.onSquare(age, sq), []);
  const boardDescribe = useCallback((age: Age, sq: Square) => handlers.current.describe(age, sq), []);
  const boardOnHover = useCallback(
    (age: Age, sq: Square | null) => setHover((h) => (sq ? (h && h.age === age && h.sq === sq ? h : { age, sq }) : h === null ? h : null)),
    [],
  );
  const pendingGroup = legal.find((g) => g.group === 'choose_downsize' || g.group === 'place_downsized')?.group;
  const effMode: Mode = pendingGroup ? { kind: 'place', group: pendingGroup } : mode;
  const placeGroup = effMode && effMode.kind === 'place' ? effMode.group : null;
  const placeBuilding = effMode && effMode.kind === 'place' ? effMode.building : undefined;
  const cands: Candidate[] = useMemo(
    () => (placeGroup && state ? candidates(state, legal, placeGroup, placeBuilding) : NO_CANDIDATES),
    [state, legal, placeGroup, placeBuilding],
  );

  if (fatal && !shown) return <ErrorScreen message={fatal} />;
  if (!shown || !state || !map || !screen) {
    return <main class="loading">Opening the table…</main>;
  }


  // ----- what the board highlights -----
  const me = seat !== null ? state.players[seat] : null;

  const hoverCand =
    hover && effMode?.kind === 'place'
      ? (sel && sel.age === hover.age && sel.squares.includes(hover.sq) ? sel : candidatesAt(cands, hover.age, hover.sq)[0])
      : null;

  const onSquare = (age: Age, sq: Square) => {
    if (!effMode || seat === null) return;
    if (effMode.kind === 'travel') {
      travelTo(effMode.pawn, age);
      return;
    }
    if (effMode.kind !== 'place') return;
    const list = candidatesAt(cands, age, sq);
    if (list.length) {
      const cur = sel && list.some((c) => c.key === sel.key) ? sel : null;
      const next = cur ? cycle(list, cur) : list[0];
      setSel(next);
      setVariant(0);
      setNotice(list.length > 1 ? { kind: 'info', text: `${list.length} shapes contain ${sq}: tap it again for the next one.` } : null);
      return;
    }
    setSel(null);
    explain(probeAction(effMode, age, sq));
  };

  const probeAction = (m: { group: ActionType; building?: BuildingType }, age: Age, sq: Square): Action => {
    switch (m.group) {
      case 'construct': {
        const b = m.building ?? 'watchtower';
        return { type: 'construct', age, building: b, squares: probeFootprint(map, sq, TYPE_INFO[b].size), extra: NONE };
      }
      case 'upgrade': {
        const b = m.building ?? 'keep';
        const at = buildingAt(state, age, sq);
        const squares = at ? probeFootprint(map, at.squares[0], TYPE_INFO[b].size) : probeFootprint(map, sq, TYPE_INFO[b].size);
        return { type: 'upgrade', age, at: sq, building: b, squares, extra: NONE };
      }
      case 'demolish':
        return { type: 'demolish', age, at: sq };
      case 'populate':
        return { type: 'populate', at: sq };
      case 'renovate':
        return { type: 'renovate', at: sq, cards: 1 };
      case 'choose_downsize':
        return { type: 'choose_downsize', at: sq };
      case 'place_downsized': {
        const size = state.pending && state.pending.decision === 'place_downsized' ? state.pending.options[0]?.length ?? 1 : 1;
        return { type: 'place_downsized', squares: probeFootprint(map, sq, size) };
      }
      default:
        return { type: 'populate', at: sq };
    }
  };

  const travelTo = (pawn: number, age: Age) => {
    const la = actionsOf(legal, 'travel').find((x) => x.action.type === 'travel' && x.action.pawn === pawn && x.action.to === age);
    if (la) act(la.action);
    else explain({ type: 'travel', pawn, to: age });
  };

  const chooseType = (group: 'construct' | 'upgrade', t: BuildingType, available: boolean) => {
    if (available) {
      setMode({ kind: 'place', group, building: t });
      setSel(null);
      setNotice(null);
      const c = candidates(state, legal, group, t);
      const ages = new Set(c.map((x) => x.age));
      if (!ages.has(tab) && c.length) setTab(c[0].age);
      return;
    }
    // Ask the server why: the same building on a free square of a board where we have an Adventurer.
    const age: Age = me?.pawns.find((a) => a !== 'reason') ?? 'might';
    const board = state.boards[AGES.indexOf(age)];
    const taken = new Set(board.flatMap((b) => b.squares));
    let sq = 'A1';
    for (let y = 0; y < map.height && sq === 'A1'; y++)
      for (let x = 0; x < map.width; x++) {
        const s = `${String.fromCharCode(65 + x)}${y + 1}`;
        if (!taken.has(s) && terrainAt(map, s) === 'plain') {
          sq = s;
          break;
        }
      }
    if (group === 'construct') explain({ type: 'construct', age, building: t, squares: probeFootprint(map, sq, TYPE_INFO[t].size), extra: NONE });
    else setNotice({ kind: 'info', text: `No building can be upgraded to a ${TYPE_INFO[t].title} now.` });
  };

  const describeSquare = (age: Age, sq: Square) => {
    const list = candidatesAt(cands, age, sq);
    const first = list[0]?.variants[0]?.label ?? sq;
    return `${sq}, ${terrainAt(map, sq)}: ${first}${list.length > 1 ? ` (${list.length} shapes)` : ''}`;
  };
  handlers.current.onSquare = onSquare;
  handlers.current.describe = describeSquare;

  // ----- the hand-off and end screens -----
  if (screen.kind === 'bot' && pub) {
    return (
      <main class="table-page" data-screen="bot" data-seq={pub.seq}>
        <TableHeader view={pub} styles={styles} onPanel={setPanel} panel={panel} />
        <BotTurn style={styles[screen.seat]} log={log} error={botError} />
        <SidePanel panel={panel} log={log} onClose={() => setPanel(null)} />
      </main>
    );
  }
  if (screen.kind === 'handoff' && pub) {
    return (
      <main class="table-page" data-screen="handoff" data-seq={pub.seq}>
        <TableHeader view={pub} styles={styles} onPanel={setPanel} panel={panel} />
        <HandOff pub={pub} styles={styles} seat={screen.seat} log={log} onReady={reveal} />
      </main>
    );
  }
  if (screen.kind === 'finished' && pub) {
    return (
      <main class="table-page" data-screen="finished" data-seq={pub.seq}>
        <TableHeader view={pub} styles={styles} onPanel={setPanel} panel={panel} />
        <EndScreen view={pub} styles={styles} />
        <div class="end-earnings">
          <EarningsList log={log} />
        </div>
        <SidePanel panel={panel} log={log} onClose={() => setPanel(null)} />
      </main>
    );
  }
  if (screen.kind === 'waiting' || !view || seat === null || !me) {
    return <main class="loading">Waiting for the table…</main>;
  }

  // ----- the table for the seat to act -----
  const { groups, constructTypes, upgradeTypes } = legalSummary(legal);
  const selVariant = sel ? sel.variants[Math.min(variant, sel.variants.length - 1)] : null;
  const placeTitle =
    effMode?.kind === 'place'
      ? effMode.building
        ? `${GROUP_TITLE[effMode.group]} ${effMode.group === 'upgrade' ? 'to ' : ''}a ${TYPE_INFO[effMode.building].title}`
        : GROUP_TITLE[effMode.group]
      : '';
  const exchangeMatch = effMode?.kind === 'exchange' ? findByDiscard(legal, 'exchange', picked) : undefined;
  const endMatch = effMode?.kind === 'end_turn' ? findByDiscard(legal, 'end_turn', state.options.discard_all ? me.hand ?? NONE : picked) : undefined;
  const counts = Object.fromEntries(AGES.map((a) => [a, cands.filter((c) => c.age === a).length])) as Record<Age, number>;

  return (
    <main class="table-page" data-screen="play" data-seat={seat} data-seq={view.seq} aria-busy={busy}>
      <TableHeader view={view} styles={styles} onPanel={setPanel} panel={panel} />
      <div class="table-layout">
        <section class="boards" aria-label="Boards">
          <div class="tabs" role="tablist" aria-label="Boards">
            {AGES.map((a) => (
              <button
                key={a}
                type="button"
                role="tab"
                id={`tab-${a}`}
                aria-selected={tab === a}
                aria-controls={`board-${a}`}
                class={`tab${tab === a ? ' current' : ''}`}
                onClick={() => setTab(a)}
              >
                {AGE_TITLE[a]}
                {effMode?.kind === 'place' && counts[a] > 0 ? <span class="tab-count"> · {counts[a]} places</span> : null}
              </button>
            ))}
          </div>
          <div class="board-row">
            {AGES.map((a) => {
              const pawnsHere = state.players.flatMap((p, i) => p.pawns.map((pa, n) => ({ seat: i, n, pa })).filter((x) => x.pa === a));
              const isSelAge = sel?.age === a;
              return (
                <div key={a} id={`board-${a}`} class={`board-wrap${tab === a ? ' current' : ''}`} role="tabpanel" aria-labelledby={`tab-${a}`} data-age={a}>
                  <div class="board-head">
                    <h2>{AGE_TITLE[a]}</h2>
                    <span class="pawns-here" aria-label={`Adventurers in the ${AGE_TITLE[a]}`}>
                      {pawnsHere.map((x) => (
                        <SeatChip key={`${x.seat}-${x.n}`} s={styles[x.seat]} size={20} label={`${styles[x.seat].name}'s Adventurer ${x.n + 1}`} />
                      ))}
                    </span>
                    {effMode?.kind === 'travel' && (
                      <button type="button" class="travel-here" onClick={() => travelTo(effMode.pawn, a)} disabled={busy}>
                        Adventurer {effMode.pawn + 1} travels here
                      </button>
                    )}
                  </div>
                  <Board
                    age={a}
                    board={state.boards[AGES.indexOf(a)] ?? NO_BUILDINGS}
                    map={map}
                    styles={styles}
                    cands={cands}
                    placing={effMode?.kind === 'place'}
                    selected={isSelAge ? sel?.squares : null}
                    preview={hoverCand && hoverCand.age === a ? hoverCand.squares : null}
                    interactive={!!effMode}
                    onSquare={boardOnSquare}
                    onHover={boardOnHover}
                    describeSquare={boardDescribe}
                  />
                </div>
              );
            })}
          </div>
        </section>
        <section class="panel" aria-label="Players and actions">
          <PlayersPanel
            state={state}
            styles={styles}
            viewer={seat}
            onPawn={(n) => (mode?.kind === 'travel' && mode.pawn === n ? setMode(null) : (setMode({ kind: 'travel', pawn: n }), setSel(null)))}
            pawnMode={mode?.kind === 'travel' ? mode.pawn : null}
          />
          <div class="actions" aria-label="Your move">
            <h2 class="actions-title">
              {pendingGroup ? `${styles[seat].name}, a decision` : `${styles[seat].name}’s move`}
              <span class="muted"> · {state.cards_played} of 4 cards played</span>
            </h2>
            <NoticeBox notice={notice} onClose={() => setNotice(null)} />
            <fieldset class="action-fieldset" disabled={busy}>
            {effMode === null && (
              <div class="menu">
                {groups.has('exchange') && (
                  <button type="button" onClick={() => (setMode({ kind: 'exchange' }), setPicked(NONE))}>
                    Exchange cards (2 Ecus)…
                  </button>
                )}
                {actionsOf(legal, 'swap').length > 0 && (
                  <div class="swaps" role="group" aria-label="Hold’em swaps">
                    {actionsOf(legal, 'swap').map((la, i) => (
                      <button type="button" key={i} class="secondary" onClick={() => act(la.action)} disabled={busy}>
                        {la.label}
                      </button>
                    ))}
                  </div>
                )}
                <div class="type-grid" role="group" aria-label="Build">
                  <span class="group-label">Build</span>
                  {ALL_TYPES.map((t) => {
                    const ok = constructTypes.includes(t);
                    const info = TYPE_INFO[t];
                    return (
                      <button
                        type="button"
                        key={t}
                        class={`type-btn kind-${info.kind}${ok ? '' : ' unavailable'}`}
                        data-build={t}
                        onClick={() => chooseType('construct', t, ok)}
                        aria-label={`Build a ${info.title} (value ${info.size})${ok ? '' : ', not possible now: tap to see why'}`}
                      >
                        <span class="type-abbr" aria-hidden="true">
                          {info.abbr}
                        </span>
                        <span class="type-name">{info.title}</span>
                      </button>
                    );
                  })}
                </div>
                {upgradeTypes.length > 0 && (
                  <div class="type-grid" role="group" aria-label="Upgrade">
                    <span class="group-label">Upgrade to</span>
                    {upgradeTypes.map((t) => (
                      <button type="button" key={t} class={`type-btn kind-${TYPE_INFO[t].kind}`} data-upgrade={t} onClick={() => chooseType('upgrade', t, true)}>
                        <span class="type-abbr" aria-hidden="true">
                          {TYPE_INFO[t].abbr}
                        </span>
                        <span class="type-name">{TYPE_INFO[t].title}</span>
                      </button>
                    ))}
                  </div>
                )}
                <div class="menu-row">
                  {(['demolish', 'populate', 'renovate'] as const).map((g) =>
                    groups.has(g) ? (
                      <button type="button" key={g} data-group={g} onClick={() => (setMode({ kind: 'place', group: g }), setSel(null), setTab(g === 'demolish' ? tab : 'reason'))}>
                        {GROUP_TITLE[g]}…
                      </button>
                    ) : null,
                  )}
                </div>
                <p class="muted hint">Travel: tap one of your Adventurers above, then a board.</p>
                <div class="menu-row end-row">
                  {view.can_undo === seat && (
                    <button type="button" class="secondary" onClick={undo} disabled={busy}>
                      Undo
                    </button>
                  )}
                  {groups.has('end_turn') && (
                    <button type="button" class="primary" onClick={() => (setMode({ kind: 'end_turn' }), setPicked(NONE))}>
                      End the turn…
                    </button>
                  )}
                </div>
              </div>
            )}
            {effMode?.kind === 'place' && (
              <div class="placing">
                <h3>{placeTitle}</h3>
                <p class="muted">
                  {cands.length === 0
                    ? 'Nowhere is possible.'
                    : `${cands.length} possible place${cands.length > 1 ? 's' : ''}, highlighted. Tap a square; tap it again for another shape.`}
                </p>
                {cands.length > 0 && (
                  <label class="cand-select">
                    <span>Or choose from the list</span>
                    <select
                      value={sel?.key ?? ''}
                      onChange={(e) => {
                        const c = cands.find((x) => x.key === (e.target as HTMLSelectElement).value) ?? null;
                        setSel(c);
                        setVariant(0);
                        if (c) setTab(c.age);
                      }}
                    >
                      <option value="">—</option>
                      {cands.map((c) => (
                        <option key={c.key} value={c.key}>
                          {c.variants[0].label.replace(/ \(\+.*\)$/, '')}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                {sel && selVariant && (
                  <div class="selected" data-selected={sel.key}>
                    <p class="selected-label">{selVariant.label}</p>
                    {sel.variants.length > 1 && (
                      <fieldset class="variants">
                        <legend>{sel.group === 'renovate' ? 'Cards to pay now' : 'Pay the surcharge with'}</legend>
                        {sel.variants.map((v, i) => {
                          const a = v.action;
                          const text =
                            a.type === 'construct' || a.type === 'upgrade'
                              ? cardsText(a.extra)
                              : a.type === 'renovate'
                                ? `${a.cards} card${a.cards > 1 ? 's' : ''}`
                                : v.label;
                          return (
                            <label key={i} class="check">
                              <input type="radio" name="variant" checked={i === variant} onChange={() => setVariant(i)} /> {text}
                            </label>
                          );
                        })}
                      </fieldset>
                    )}
                    <button type="button" class="primary" onClick={() => act(selVariant.action)} disabled={busy}>
                      Confirm
                    </button>
                  </div>
                )}
                {!pendingGroup && (
                  <button type="button" class="secondary" onClick={() => (resetSelection(), setNotice(null))}>
                    Cancel
                  </button>
                )}
              </div>
            )}
            {effMode?.kind === 'travel' && (
              <div class="placing">
                <h3>Travel with Adventurer {effMode.pawn + 1}</h3>
                <p>
                  Adventurer {effMode.pawn + 1} is in the {AGE_TITLE[me.pawns[effMode.pawn]]}. Tap the board it should travel to (1 Ecu).
                </p>
                <div class="menu-row">
                  {AGES.map((a) => (
                    <button type="button" key={a} onClick={() => travelTo(effMode.pawn, a)} disabled={busy}>
                      To the {AGE_TITLE[a]}
                    </button>
                  ))}
                </div>
                <button type="button" class="secondary" onClick={resetSelection}>
                  Cancel
                </button>
              </div>
            )}
            {effMode?.kind === 'exchange' && me.hand && (
              <div class="placing">
                <h3>Exchange: pay 2 Ecus, discard, draw back to 4</h3>
                <CardPicker hand={me.hand} value={picked} onChange={setPicked} legend="Cards to discard" />
                <button
                  type="button"
                  class="primary"
                  disabled={busy}
                  onClick={() => (exchangeMatch ? act(exchangeMatch.action) : explain({ type: 'exchange', discard: picked }))}
                >
                  Exchange {cardsText(picked)}
                </button>
                <button type="button" class="secondary" onClick={resetSelection}>
                  Cancel
                </button>
              </div>
            )}
            {effMode?.kind === 'end_turn' && me.hand && (
              <div class="placing end-turn">
                <h3>End the turn?</h3>
                {state.options.discard_all ? (
                  <p>House rule: every unused card is discarded ({cardsText(me.hand)}); you then draw back to 4.</p>
                ) : (
                  <CardPicker hand={me.hand} value={picked} onChange={setPicked} legend="Cards to discard before drawing back to 4" />
                )}
                <button
                  type="button"
                  class="primary"
                  disabled={busy}
                  onClick={() =>
                    endMatch
                      ? act(endMatch.action)
                      : explain({ type: 'end_turn', discard: state.options.discard_all ? me.hand ?? NONE : picked })
                  }
                >
                  Yes, end the turn
                </button>
                <button type="button" class="secondary" onClick={resetSelection}>
                  Not yet
                </button>
              </div>
            )}
            </fieldset>
          </div>
          <div class="side-info">
            <TableCounts state={state} />
            <EarningsList log={log} />
          </div>
        </section>
      </div>
      <SidePanel panel={panel} log={log} onClose={() => setPanel(null)} />
    </main>
  );
}

function TableHeader({ view, styles, onPanel, panel }: { view: KhronosGameView; styles: SeatStyle[]; onPanel: (p: 'log' | 'rules' | null) => void; panel: 'log' | 'rules' | null }) {
  const st = view.state;
  const active = styles[st.active];
  return (
    <header class="table-header">
      <a class="home-link" href="#/" aria-label="Saved games">
        ← Games
      </a>
      <h1 class="game-title">{view.name}</h1>
      <TurnTrack turn={st.turn} finished={st.finished} />
      {!st.finished && active && (
        <span class="whose">
          <SeatChip s={active} size={20} label="" /> {active.name}’s turn
          {st.pending && styles[st.pending.chooser] && st.pending.chooser !== st.active ? ` · ${styles[st.pending.chooser].name} decides` : ''}
        </span>
      )}
      <span class="header-buttons">
        <button type="button" class="secondary" aria-pressed={panel === 'log'} onClick={() => onPanel(panel === 'log' ? null : 'log')}>
          Log
        </button>
        <button type="button" class="secondary" aria-pressed={panel === 'rules'} onClick={() => onPanel(panel === 'rules' ? null : 'rules')}>
          Rules
        </button>
      </span>
    </header>
  );
}

function EarningsList({ log }: { log: LogLine[] }) {
  const list = earnings(log);
  if (!list.length) return null;
  const turns = [...new Set(list.map((e) => e.turn))];
  return (
    <section class="earnings" aria-label="Earnings">
      {turns.map((t) => (
        <div key={t}>
          <h3>Turn {t} earnings</h3>
          <ul>
            {list
              .filter((e) => e.turn === t)
              .map((e, i) => (
                <li key={i}>
                  {e.name}: {ecus(e.ecus)} from the {e.age}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function SidePanel({ panel, log, onClose }: { panel: 'log' | 'rules' | null; log: LogLine[]; onClose: () => void }) {
  return <ChromeSidePanel panel={panel} log={log} onClose={onClose} rulesTitle="Rules of Khronos (summary)" rules={<RulesPanel />} />;
}
