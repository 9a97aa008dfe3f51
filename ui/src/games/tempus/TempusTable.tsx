// The Tempus table: the island, players and era display, what the seat to act may do,
// hand-offs between seats (fights and progress plays included), the public island while
// another device's seat acts, the end screen, each passed as a part into the screen both
// games share (table/TableScreen.tsx), which chooses among them. It holds the selection state and renders;
// what the map offers and what a tap means is worked out by the pure functions of
// selection.ts, how the selection moves on by the reducer of selectionReducer.ts.

import { useEffect, useMemo, useReducer } from 'preact/hooks';
import type { Api } from '../../api';
import { seatStyles } from '../../table/format';
import { FirstPlayerNote, HandOffFrame, SinceLastTurn } from '../../table/BetweenTurns';
import { DamagedLog, HintButton, hintPreview, NoticeBox } from '../../table/Notices';
import { TableScreen } from '../../table/TableScreen';
import { mayChangeSeats, SeatsEditor } from '../../table/SidePanel';
import { isGame, useTableSession } from '../../table/tableSession';
import { highlightedLines, marksOf } from '../../table/marks';
import type { StepState } from '../../table/steps';
import { stepMarks, useSteps } from '../../table/steps';
import { StepBar } from '../../table/StepBar';
import { NEXT_TO_DO, useRescueFocus } from '../../table/focus';
import { Zoomable } from '../../table/Zoomable';
import { PublicIsland, useIsland } from './PublicIsland';
import type { HexName, TAction, TLegalAction, TPlayer } from './types';
import { describeHex, handoffReason, seatHasPrivate } from './tempus';
import type { HexTap } from './selection';
import { fightMarks, mapChoices, mapOptions, mapViewBox, probing, selectedHexes, tapHex, tilePreview } from './selection';
import { NO_SELECTION, reduce } from './selectionReducer';
import { HexMap, MapLegend } from './HexMap';
import { EraDisplay, FightPanel, ProgressPanel, TCounts, TPlayers } from './TempusPanels';
import { TempusEnd } from './TempusEnd';
import { ActionPanel } from './TempusActions';
import { SidePanel, TempusHeader } from './TempusHeader';
import { hintInWords } from '../../table/logWords';
import { tempusWords } from './gameWords';
import { t } from '../../i18n';
import { eraInWords } from './words';

export function TempusTable({ api, gameId }: { api: Api; gameId: number }) {
  // Selections.
  const [{ mode, from, picked, cards, rotation, hover }, dispatch] = useReducer(reduce, NO_SELECTION);

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
    busyRef,
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
    passedTo,
  } = useTableSession(api, gameId, { key: 'tempus', words: tempusWords }, resetSelection, seatHasPrivate);

  const shown = view ?? pub;
  const state = shown?.state;
  // What the latest actions changed: the seat's own last action, or what the others did since
  // it last played; on a public screen, the latest action.
  const marks = useMemo(() => marksOf(highlightedLines(log, seat)), [log, seat]);
  const walk = useSteps(api, gameId);
  const walkState = walk.steps?.view && isGame(walk.steps.view, 'tempus') ? walk.steps.view.state : null;
  const walkMarks = useMemo(() => (walk.steps ? stepMarks(walk.steps) : []), [walk.steps]);
  useEffect(() => walk.stop(), [view?.seq, seat, screen?.kind === 'handoff' ? screen.seat : null]);
  useRescueFocus([screen?.kind, seat, shown?.seq, mode?.kind, walk.steps === null], NEXT_TO_DO);
  const seatsKey = JSON.stringify(shown?.seats ?? []);
  const styles = useMemo(() => seatStyles(shown?.seats ?? []), [seatsKey]);
  const names = styles.map((s) => s.name);
  // A hint is drawn on the island as the engine says it would leave it (while nothing else is
  // being chosen).
  const hinted = mode === null && screen?.kind === 'play' ? hintPreview(notice, shown?.seq) : null;
  const island = (hinted?.state as typeof state | null | undefined) ?? state;
  const { cells, spots, sanitation } = useIsland(island);

  if (!shown || !state || !screen) return <TableScreen fatal={shown ? null : fatal} opening={t('tempus-opening')} table={null} />;

  const chooseOrExplain = (la: TLegalAction | undefined | null, probe: TAction) => (la ? act(la.action) : explain(probe));

  const header = (
    <>
      <TempusHeader
        name={shown.name}
        state={state}
        styles={styles}
        panel={panel}
        setPanel={setPanel}
        seatsButton={mayChangeSeats(api) && !shown.finished}
        hint={
          screen.kind === 'play' && seat !== null ? (
            <HintButton
              api={api}
              gameId={gameId}
              seat={seat}
              seq={shown.seq}
              words={(h) =>
                hintInWords(
                  tempusWords,
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
      <DamagedLog api={api} view={shown} onRepaired={() => refresh(true)} />
    </>
  );
  const side = (
    <SidePanel
      panel={panel}
      log={log}
      onClose={() => setPanel(null)}
      seats={<SeatsEditor api={api} gameId={gameId} seats={shown.seats} onChanged={() => refresh(true)} />}
    />
  );

  // What the others did, played again on the public island: from the hand-off screen (before
  // the seat's private view is shown) or from the seat's table.
  const stepsBody = (steps: StepState, forSeat: number) => {
    const ws = walkState ?? state;
    return (
      <div class="table-body">
        <section class="board-area" aria-label={t('tempus-island')}>
          <PublicIsland state={ws} styles={styles} recent={walkMarks} />
          <MapLegend />
        </section>
        <section class="panel" aria-label={t('tempus-step-by-step')}>
          <StepBar steps={steps} title={t('tempus-steps-since', { name: styles[forSeat].name })} go={walk.go} stop={walk.stop} />
          <TPlayers state={ws} styles={styles} viewer={null} />
        </section>
      </div>
    );
  };
  const handoffBody = (forSeat: number) => (
    <HandOffFrame style={styles[forSeat]} reason={handoffReason(state, forSeat, names)} onReady={reveal}>
      <FirstPlayerNote log={log} styles={styles} seat={forSeat} game="tempus" ruling="T26" />
      <SinceLastTurn log={log} style={styles[forSeat]} onShow={(lines) => walk.start(lines)} />
    </HandOffFrame>
  );

  // ----- what the map offers -----
  const me = seat !== null ? state.players[seat] : null;
  const options = mapOptions(state, legal, seat, mode);
  const { pending, moving, placeTiles, cityOpts, atlOpts } = options;

  const apply = (tap: HexTap) => {
    switch (tap.kind) {
      case 'act':
        return act(tap.action);
      case 'explain':
        return explain(tap.action);
      case 'inform':
        return setNotice({ kind: 'info', text: tap.text });
      case 'from':
      case 'picked':
        return dispatch({ type: 'hexTapped', tap });
    }
  };
  const onHex = (h: HexName) => {
    if (seat === null || busyRef.current) return;
    setNotice(null);
    apply(tapHex(options, mode, { from, picked, rotation }, me?.hand ?? [], h));
  };

  const map = (
    <Zoomable label={t('tempus-island-zoom')}>
      <HexMap
        cells={cells}
        spots={spots}
        sanitation={sanitation}
        styles={styles}
        viewBox={mapViewBox(state, cells, options)}
        choices={mapChoices(options, from)}
        probe={probing(options, mode)}
        selected={selectedHexes(picked, from)}
        marked={fightMarks(state)}
        preview={tilePreview(state, options, picked, hover, rotation)}
        describe={(h) => describeHex(h, cells.get(h), spots.get(h), names, sanitation.get(h) ?? 0)}
        tabbable={placeTiles.length === 0}
        onHex={onHex}
        onHover={(hex) => dispatch({ type: 'hovered', hex })}
        recent={hinted ? hinted.marks : marks}
        hinted={!!hinted}
      />
    </Zoomable>
  );

  // Another device's seat or a bot must act: the public island and players, nobody's hand;
  // a bot's moves show on the island as it makes them.
  const othersBody = () => (
    <div class="table-body">
      <section class="board-area" aria-label={t('tempus-island')}>
        {map}
        <MapLegend />
      </section>
      <section class="panel" aria-label={t('tempus-players')}>
        <FightPanel state={state} styles={styles} />
        <ProgressPanel state={state} styles={styles} />
        {/* The one person at this device sees their own cards while they wait, to plan. */}
        {watching ? (
          <TPlayers state={watching.view.state} styles={styles} viewer={watching.seat} />
        ) : (
          <TPlayers state={state} styles={styles} viewer={null} />
        )}
        <div class="side-info">
          <TCounts state={state} />
          <EraDisplay state={state} styles={styles} />
        </div>
      </section>
    </div>
  );
  const finishedBody = () => (
    <div class="end-layout">
      <TempusEnd state={state} styles={styles} gameId={gameId} />
      <section class="board-area" aria-label={t('tempus-island-final')}>
        {map}
        <MapLegend />
      </section>
    </div>
  );

  // ----- the table for the seat to act -----
  const playBody = (seat: number, me: TPlayer) => {
    const cancel = () => {
      dispatch({ type: 'cancelled' });
      setNotice(null);
    };
    const panelBody = (
      <ActionPanel
        state={state}
        legal={legal}
        seat={seat}
        me={me}
        styles={styles}
        canUndo={view?.can_undo === seat}
        busy={busy}
        mode={mode}
        from={from}
        picked={picked}
        pickCentre={(hex) => {
          setNotice(null);
          dispatch({ type: 'centrePicked', hex });
        }}
        cards={cards}
        setCards={(cards) => dispatch({ type: 'cardsPicked', cards })}
        rotation={rotation}
        setRotation={(rotation) => dispatch({ type: 'tileTurned', rotation })}
        moving={moving}
        placeTiles={placeTiles}
        cityOpts={cityOpts}
        atlOpts={atlOpts}
        start={(mode) => {
          setNotice(null);
          dispatch({ type: 'modeStarted', mode });
        }}
        cancel={cancel}
        act={act}
        explain={explain}
        inform={(text) => setNotice({ kind: 'info', text })}
        chooseOrExplain={chooseOrExplain}
        undo={undo}
      />
    );

    return (
      <div class="table-body">
        <section class="board-area fills" aria-label={t('tempus-island')} data-previewing={hinted ? 'hint' : undefined}>
          {hinted && (
            <p class="boards-preview" role="status">
              <strong>{t('tempus-preview-title')}</strong> {t('tempus-preview')}
            </p>
          )}
          {map}
          <MapLegend />
        </section>
        <section class="panel" aria-label={t('tempus-players-actions')}>
          <TPlayers state={state} styles={styles} viewer={seat} />
          <div class="panel-moves">
            <FightPanel state={state} styles={styles} />
            <ProgressPanel state={state} styles={styles} />
            <div class="actions" aria-label={t('tempus-your-move')}>
              <h2 class="actions-title" tabIndex={-1}>
                {pending
                  ? t('tempus-heading-decision', { name: styles[seat].name })
                  : t('tempus-heading-move', { name: styles[seat].name })}
                {state.phase === 'actions' && (
                  <span class="muted"> {t('tempus-heading-era', { era: me.era, name: eraInWords(me.era) })}</span>
                )}
              </h2>
              {passedTo === seat && (
                <p class="pass-cue" role="status" data-pass-cue={seat}>
                  <strong>{t('tempus-pass-title', { name: styles[seat].name })}</strong> {t('tempus-pass', { name: styles[seat].name })}
                </p>
              )}
              <NoticeBox notice={notice} onClose={() => setNotice(null)} onPlay={(plan) => actInTurn(plan as TAction[])} />
              <fieldset class="action-fieldset" disabled={busy}>
                {panelBody}
                {pending && view?.can_undo === seat && (
                  <button type="button" class="secondary" onClick={undo} disabled={busy}>
                    {t('tempus-undo')}
                  </button>
                )}
              </fieldset>
            </div>
            <FirstPlayerNote log={log} styles={styles} seat={seat} game="tempus" ruling="T26" />
            <SinceLastTurn log={log} style={styles[seat]} onShow={(lines) => walk.start(lines)} />
            <div class="side-info">
              <TCounts state={state} />
              <EraDisplay state={state} styles={styles} />
            </div>
          </div>
        </section>
      </div>
    );
  };

  return (
    <TableScreen
      opening={t('tempus-opening')}
      table={{
        screen,
        publicSeq: shown.seq,
        steps: walk.steps,
        seated: seat !== null && me ? { seat, seq: shown.seq, busy, body: () => playBody(seat, me) } : null,
        unseated: t('tempus-opening'),
        frame: (kind) => ({
          class: 'tempus',
          game: 'tempus',
          phase: kind === 'away' || kind === 'bot' || kind === 'play' ? state.phase : undefined,
        }),
        header: () => header,
        side,
        walk: stepsBody,
        handoff: handoffBody,
        waiting: () => <p class="muted">{t('tempus-waiting')}</p>,
        others: { api, gameId, styles, log, botError },
        othersBody,
        finished: finishedBody,
      }}
    />
  );
}
