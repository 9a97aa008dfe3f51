// The Khronos table screen: the boards, the players, what the seat to act may do, hand-offs,
// the public boards while another device's seat acts, the end screen, each passed as a part
// into the screen both games share (table/TableScreen.tsx), which chooses among them. It holds the selection state and renders; what a selection means is
// worked out by the pure functions of selection.ts, how it moves on by the reducer of selectionReducer.ts.

import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import type { Api } from '../../api';
import { seatStyles } from '../../table/format';
import { FirstPlayerNote, SinceLastTurn } from '../../table/BetweenTurns';
import { DamagedLog, HintButton, hintPreview } from '../../table/Notices';
import type { ActionPreview } from '../../types';
import { TableScreen } from '../../table/TableScreen';
import { mayChangeSeats, SeatsEditor } from '../../table/SidePanel';
import { isGame, useTableSession } from '../../table/tableSession';
import { highlightedLines, marksOf } from '../../table/marks';
import type { StepState } from '../../table/steps';
import { stepMarks, useSteps } from '../../table/steps';
import { StepBar } from '../../table/StepBar';
import { NEXT_TO_DO, useRescueFocus } from '../../table/focus';
import type { Age, BuildingType, KhronosGameView, PlayerView, Square } from './types';
import { candidates } from './candidates';
import { mapInfo } from './squares';
import type { Send } from './selection';
import { chosenVariant, describeSquare, effectiveMode, hoverCandidate, placeCandidates, placeCounts, tapSquare, travel } from './selection';
import { NO_SELECTION, reduce } from './selectionReducer';
import { whyNotType } from './probe';
import { EarningsComing, EarningsList, EarningsNow, PlayersPanel, TableCounts } from './Panels';
import { EndScreen } from './EndScreen';
import { HandOff } from './HandOff';
import { SidePanel, TableHeader } from './TableHeader';
import { BoardArea } from './BoardArea';
import { TileStock } from './Stock';
import { MovePanel } from './MovePanel';
import { PublicBoards } from './PublicBoards';
import { hintInWords, previewInWords } from '../../table/logWords';
import { khronosWords } from './gameWords';
import { t } from '../../i18n';

export function KhronosTable({ api, gameId }: { api: Api; gameId: number }) {
  const [{ mode, sel, variant, hover, tab, picked }, dispatch] = useReducer(reduce, NO_SELECTION);

  const resetSelection = () => dispatch({ type: 'viewArrived' });

  const {
    pub,
    screen,
    view,
    watching,
    legal,
    log,
    notice,
    setNotice,
    busy,
    panel,
    setPanel,
    fatal,
    botError,
    seat,
    refresh,
    reveal,
    act,
    actInTurn,
    undo,
    explain,
  } = useTableSession(api, gameId, { key: 'khronos', words: khronosWords }, resetSelection);

  // What the chosen placement would do, computed by the engine on a copy before Confirm.
  const [preview, setPreview] = useState<ActionPreview | null>(null);
  const chosen = seat !== null ? (chosenVariant(sel, variant)?.action ?? null) : null;
  const chosenKey = chosen ? JSON.stringify(chosen) : null;
  useEffect(() => {
    setPreview(null);
    if (!chosen || seat === null) return;
    let live = true;
    api.preview(gameId, seat, chosen).then((p) => {
      if (live) setPreview(p);
    });
    return () => {
      live = false;
    };
  }, [chosenKey, seat, view?.seq]);

  const shown = view ?? pub;
  const state = shown?.state;
  // What the latest actions changed: the seat's own last action, or what the others did since
  // it last played; on a public screen, the latest action.
  const marks = useMemo(() => marksOf(highlightedLines(log, seat)), [log, seat]);
  const walk = useSteps(api, gameId);
  const walkState = walk.steps?.view && isGame(walk.steps.view, 'khronos') ? walk.steps.view.state : null;
  const walkMarks = useMemo(() => (walk.steps ? stepMarks(walk.steps) : []), [walk.steps]);
  useEffect(() => walk.stop(), [view?.seq, seat, screen?.kind === 'handoff' ? screen.seat : null]);
  useRescueFocus([screen?.kind, seat, shown?.seq, mode?.kind, walk.steps === null], NEXT_TO_DO);
  // Keyed by content: every view is a fresh object, but seats and map rarely change, and
  // stable references let the boards skip re-rendering.
  const seatsKey = JSON.stringify(shown?.seats ?? []);
  const styles = useMemo(() => seatStyles(shown?.seats ?? []), [seatsKey]);
  const mapKey = state ? `${state.map.join('\n')}|${state.terrain.join(',')}` : '';
  const map = useMemo(() => (state ? mapInfo(state.map, state.terrain) : null), [mapKey]);
  // The latest handlers, reached through stable functions handed to the boards.
  const handlers = useRef<{
    onSquare: (age: Age, sq: Square) => void;
    onTap: (age: Age) => void;
    describe: (age: Age, sq: Square) => string;
  }>({
    onSquare: () => undefined,
    onTap: () => undefined,
    describe: (_age, sq) => sq,
  });
  const boardOnSquare = useCallback((age: Age, sq: Square) => handlers.current.onSquare(age, sq), []);
  const boardOnTap = useCallback((age: Age) => handlers.current.onTap(age), []);
  const boardDescribe = useCallback((age: Age, sq: Square) => handlers.current.describe(age, sq), []);
  const boardOnHover = useCallback((age: Age, sq: Square | null) => dispatch({ type: 'hovered', age, sq }), []);
  const effMode = effectiveMode(legal, mode);
  const placeGroup = effMode && effMode.kind === 'place' ? effMode.group : null;
  const placeBuilding = effMode && effMode.kind === 'place' ? effMode.building : undefined;
  const cands = useMemo(() => placeCandidates(state, legal, placeGroup, placeBuilding), [state, legal, placeGroup, placeBuilding]);

  if (!shown || !state || !map || !screen) {
    return <TableScreen fatal={shown ? null : fatal} opening={t('khronos-table-opening')} table={null} />;
  }

  const me = seat !== null ? state.players[seat] : null;
  const send = (s: Send) => (s.kind === 'act' ? act(s.action) : explain(s.action));
  // A refused journey (the rule is shown) leaves the Adventurer unselected, not waiting for a
  // destination it cannot reach.
  const travelTo = (pawn: number, to: Age) => {
    const s = travel(legal, pawn, to);
    if (s.kind !== 'act') dispatch({ type: 'travelRefused' });
    send(s);
  };

  const onSquare = (age: Age, sq: Square) => {
    if (seat === null) return;
    const tap = tapSquare({ state, map, legal, mode: effMode, cands, sel }, age, sq);
    dispatch({ type: 'squareTapped', tap });
    if (tap.kind === 'select') setNotice(tap.hint ? { kind: 'info', text: tap.hint } : null);
    else if (tap.kind === 'travel') send(tap.send);
    else if (tap.kind === 'why') explain(tap.action);
  };

  const chooseType = (group: 'construct' | 'upgrade', b: BuildingType, available: boolean) => {
    if (available) {
      dispatch({ type: 'buildingTypeChosen', group, building: b, places: candidates(state, legal, group, b) });
      setNotice(null);
      return;
    }
    const why = whyNotType(state, map, me, group, b);
    if (why.kind === 'inform') setNotice({ kind: 'info', text: why.text });
    else send(why);
  };

  handlers.current.onSquare = onSquare;
  // A board tapped while an Adventurer travels: that age is the destination.
  handlers.current.onTap = (age) => {
    if (effMode?.kind === 'travel') travelTo(effMode.pawn, age);
  };
  handlers.current.describe = (age, sq) => describeSquare(map, cands, age, sq);

  // ----- the header and side panel of every screen -----
  const header = (v: KhronosGameView, hint?: boolean) => (
    <>
      <TableHeader
        view={v}
        styles={styles}
        onPanel={setPanel}
        panel={panel}
        seatsButton={mayChangeSeats(api) && !v.finished}
        hint={
          hint && seat !== null ? (
            <HintButton
              api={api}
              gameId={gameId}
              seat={seat}
              seq={v.seq}
              words={(h) =>
                hintInWords(
                  khronosWords,
                  h,
                  seat,
                  styles.map((s) => s.name),
                )
              }
              onNotice={setNotice}
            />
          ) : undefined
        }
      />
      <DamagedLog api={api} view={v} onRepaired={() => refresh(true)} />
    </>
  );
  const seatsShown = (pub ?? view)?.seats ?? [];
  const side = (
    <SidePanel
      panel={panel}
      log={log}
      onClose={() => setPanel(null)}
      seats={<SeatsEditor api={api} gameId={gameId} seats={seatsShown} onChanged={() => refresh(true)} />}
    />
  );
  // What the others did, played again on the public boards: from the hand-off screen (before
  // the seat's private view is shown) or from the seat's table.
  const stepsBody = (steps: StepState, forSeat: number) => {
    const ws = walkState ?? state;
    return (
      <div class="table-layout">
        <PublicBoards state={ws} styles={styles} recent={walkMarks} />
        <section class="panel" aria-label={t('khronos-table-steps')}>
          <StepBar steps={steps} title={t('khronos-table-since', { name: styles[forSeat].name })} go={walk.go} stop={walk.stop} />
          <PlayersPanel state={ws} styles={styles} viewer={null} />
        </section>
      </div>
    );
  };
  const handoffBody = (forSeat: number) =>
    pub && <HandOff pub={pub} styles={styles} seat={forSeat} log={log} onReady={reveal} onShow={(lines) => walk.start(lines)} />;
  // Another device's seat or a bot must act: the public boards and players, nobody's hand;
  // a bot's moves show on the boards as it makes them.
  const othersBody = () => (
    <div class="table-layout">
      <PublicBoards state={state} styles={styles} recent={marks} />
      <section class="panel" aria-label={t('khronos-players')}>
        {/* The one person at this device sees their own cards while they wait, to plan. */}
        {watching ? (
          <PlayersPanel state={watching.view.state} styles={styles} viewer={watching.seat} />
        ) : (
          <PlayersPanel state={state} styles={styles} viewer={null} />
        )}
        <div class="side-info">
          <TableCounts state={state} />
          <EarningsList log={log} names={styles.map((s) => s.name)} />
        </div>
      </section>
    </div>
  );
  const finishedBody = () =>
    pub && (
      <>
        <EndScreen view={pub} styles={styles} />
        <div class="end-earnings">
          <EarningsList log={log} names={styles.map((s) => s.name)} />
        </div>
        <section class="end-boards" aria-labelledby="end-boards-title">
          <h2 id="end-boards-title">{t('khronos-table-final-boards')}</h2>
          <PublicBoards state={state} styles={styles} recent={[]} />
        </section>
      </>
    );

  // ----- the table for the seat to act -----
  // Before Confirm (or for a hint), the boards are drawn as the engine says the action would
  // leave them, with every place it changes marked.
  const playBody = (view: KhronosGameView, seat: number, me: PlayerView) => {
    const hinted = mode || chosen ? null : hintPreview(notice, view.seq);
    const onBoards = (chosen ? preview : null) ?? hinted;
    const boardState = onBoards ? ((onBoards.state as typeof state | null) ?? state) : state;
    return (
      <div class="table-layout">
        <BoardArea
          state={boardState}
          previewing={onBoards ? (hinted ? 'hint' : 'choice') : null}
          map={map}
          styles={styles}
          tab={tab}
          onTab={(tab) => dispatch({ type: 'tabChosen', tab })}
          mode={effMode}
          cands={cands}
          counts={placeCounts(cands)}
          sel={sel}
          hoverCand={hoverCandidate(effMode, cands, sel, hover)}
          busy={busy}
          onTravel={travelTo}
          travelFrom={mode?.kind === 'travel' && me ? (me.pawns[mode.pawn] ?? null) : null}
          onSquare={boardOnSquare}
          onTap={boardOnTap}
          onHover={boardOnHover}
          describeSquare={boardDescribe}
          marks={onBoards ? onBoards.marks : marks}
        />
        <section class="panel" aria-label={t('khronos-table-panel')}>
          <PlayersPanel
            state={state}
            styles={styles}
            viewer={seat}
            onPawn={(pawn) => dispatch({ type: 'pawnTapped', pawn })}
            pawnMode={mode?.kind === 'travel' ? mode.pawn : null}
          />
          <div class="panel-moves">
            <MovePanel
              preview={
                preview
                  ? previewInWords(
                      khronosWords,
                      preview,
                      styles.map((s) => s.name),
                    )
                  : null
              }
              state={state}
              legal={legal}
              me={me}
              name={styles[seat].name}
              canUndo={view.can_undo === seat}
              busy={busy}
              notice={notice}
              closeNotice={() => setNotice(null)}
              mode={effMode}
              cands={cands}
              sel={sel}
              variant={variant}
              picked={picked}
              act={act}
              playHint={actInTurn}
              undo={undo}
              send={send}
              travel={travelTo}
              startCards={(kind) => dispatch({ type: 'cardsStarted', kind })}
              startGroup={(group) => dispatch({ type: 'groupChosen', group })}
              chooseType={chooseType}
              pick={(cand) => dispatch({ type: 'placePicked', cand })}
              setVariant={(variant) => dispatch({ type: 'variantPicked', variant })}
              setPicked={(cards) => dispatch({ type: 'cardsPicked', cards })}
              reset={() => dispatch({ type: 'cancelled' })}
              cancel={() => {
                dispatch({ type: 'cancelled' });
                setNotice(null);
              }}
            />
            <FirstPlayerNote log={log} styles={styles} seat={seat} game="khronos" ruling="K28" />
            <SinceLastTurn log={log} style={styles[seat]} onShow={(lines) => walk.start(lines)} />
            <div class="side-info">
              {state.active === seat && <EarningsComing state={state} />}
              <EarningsNow state={state} seat={seat} />
              <TileStock state={state} />
              <TableCounts state={state} />
              <EarningsList log={log} names={styles.map((s) => s.name)} />
            </div>
          </div>
        </section>
      </div>
    );
  };

  return (
    <TableScreen
      opening={t('khronos-table-opening')}
      table={{
        screen,
        publicSeq: pub?.seq ?? null,
        steps: walk.steps,
        seated: view && seat !== null && me ? { seat, seq: view.seq, busy, body: () => playBody(view, seat, me) } : null,
        unseated: t('khronos-table-waiting'),
        frame: (kind) => (kind === 'play' ? { class: 'khronos', game: 'khronos' } : {}),
        header: (kind, seated) => header(seated && view ? view : (pub ?? shown), kind === 'play'),
        side,
        walk: stepsBody,
        handoff: handoffBody,
        others: { api, gameId, styles, log, botError },
        othersBody,
        finished: finishedBody,
      }}
    />
  );
}
