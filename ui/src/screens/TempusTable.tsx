// The Tempus table: the island, players and era display, what the seat to act may do,
// hand-offs between seats (fights and progress plays included), the end screen.

import { useMemo, useState } from 'preact/hooks';
import type { Api } from '../api';
import type { HexName, TAction, TLegalAction, TempusState } from '../tempusTypes';
import { seatStyles } from '../logic/format';
import { ALL_HEXES, isLand, islandCells, neighbour, tileHexes, viewBoxOf } from '../logic/hex';
import {
  actionsOf,
  babyHexes,
  byHex,
  cityOptions,
  describeHex,
  fightOptions,
  handoffReason,
  moveOptions,
  phaseTitle,
  toggle,
} from '../logic/tempus';
import { HexMap, MapLegend } from '../components/HexMap';
import { EraDisplay, FightPanel, ProgressPanel, TCounts, TPlayers } from '../components/TempusPanels';
import { TempusEnd } from '../components/TempusEnd';
import type { Mode } from '../components/TempusActions';
import { ActionPanel } from '../components/TempusActions';
import { TempusRulesPanel } from '../components/TempusRules';
import { BotTurn, ErrorScreen, HandOffFrame, NoticeBox, SidePanel } from '../components/TableChrome';
import { useTableSession } from '../components/tableSession';
import { SeatChip } from '../components/Seat';


function HandOff({ state, names, styles, seat, onReady }: { state: TempusState; names: string[]; styles: ReturnType<typeof seatStyles>; seat: number; onReady: () => void }) {
  return <HandOffFrame style={styles[seat]} reason={handoffReason(state, seat, names)} onReady={onReady} />;
}

export function TempusTable({ api, gameId }: { api: Api; gameId: number }) {
  // Selections.
  const [mode, setMode] = useState<Mode>(null);
  const [from, setFrom] = useState<HexName | null>(null);
  const [picked, setPicked] = useState<HexName[]>([]);
  const [cards, setCards] = useState<number[]>([]);
  const [rotation, setRotation] = useState(0);
  const [hover, setHover] = useState<HexName | null>(null);

  const resetSelection = () => {
    setMode(null);
    setFrom(null);
    setPicked([]);
    setCards([]);
    setHover(null);
  };

  const { pub, screen, view, legal, log, notice, setNotice, busy, busyRef, panel, setPanel, fatal, botError, seat, reveal, act, undo, explain } =
    useTableSession(api, gameId, 'tempus', resetSelection);

  const shown = view ?? pub;
  const state = shown?.state;
  const seatsKey = JSON.stringify(shown?.seats ?? []);
  const styles = useMemo(() => seatStyles(shown?.seats ?? []), [seatsKey]);
  const names = styles.map((s) => s.name);
  const islandKey = state ? state.island.join('') : '';
  const cells = useMemo(() => islandCells(state?.island ?? []), [islandKey]);
  const spots = useMemo(() => new Map(state?.board ?? []), [state]);
  const sanitation = useMemo(() => {
    const m = new Map<HexName, number>();
    for (const [h] of state?.sanitation ?? []) m.set(h, (m.get(h) ?? 0) + 1);
    return m;
  }, [state]);

  if (fatal && !shown) return <ErrorScreen message={fatal} />;
  if (!shown || !state || !screen) return <main class="loading">Opening the table…</main>;

  const chooseOrExplain = (la: TLegalAction | undefined | null, probe: TAction) => (la ? act(la.action) : explain(probe));

  const header = (
    <header class="table-header">
      <a class="home-link" href="#/" aria-label="Saved games">
        ← Games
      </a>
      <h1 class="game-title">{shown.name}</h1>
      <span class="era-turn" data-round={state.round}>
        {state.phase === 'setup' ? 'Setup' : `Era turn ${state.round} · ${phaseTitle(state)}`}
      </span>
      {!state.finished && state.to_act !== null && styles[state.to_act] && (
        <span class="whose">
          <SeatChip s={styles[state.to_act]} size={20} label="" /> {styles[state.to_act].name} to act
        </span>
      )}
      <span class="header-buttons">
        <button type="button" class="secondary" aria-pressed={panel === 'log'} onClick={() => setPanel(panel === 'log' ? null : 'log')}>
          Log
        </button>
        <button type="button" class="secondary" aria-pressed={panel === 'rules'} onClick={() => setPanel(panel === 'rules' ? null : 'rules')}>
          Rules
        </button>
      </span>
    </header>
  );
  const side = <SidePanel panel={panel} log={log} onClose={() => setPanel(null)} rulesTitle="Rules of Tempus (summary)" rules={<TempusRulesPanel />} />;

  if (screen.kind === 'bot') {
    return (
      <main class="table-page tempus" data-screen="bot" data-seq={shown.seq} data-game="tempus">
        {header}
        <BotTurn style={styles[screen.seat]} log={log} error={botError} />
        {side}
      </main>
    );
  }
  if (screen.kind === 'handoff' || screen.kind === 'waiting') {
    return (
      <main class="table-page tempus" data-screen={screen.kind} data-seq={shown.seq} data-game="tempus">
        {header}
        {screen.kind === 'handoff' ? (
          <HandOff state={state} names={names} styles={styles} seat={screen.seat} onReady={reveal} />
        ) : (
          <p class="muted">Waiting…</p>
        )}
        {side}
      </main>
    );
  }

  // ----- what the map offers -----
  const pending = state.pending && state.pending.seat === seat ? state.pending : null;
  const me = seat !== null ? state.players[seat] : null;
  const hand = me?.hand ?? [];
  const moving = state.turn.moving !== null && state.active === seat && !pending;
  const moves = moving ? moveOptions(legal) : new Map<HexName, HexName[]>();
  const placeTiles = pending?.decision === 'place_tile' ? actionsOf(legal, 'place_tile') : [];
  const tileCentres = new Set(placeTiles.map((la) => (la.action.type === 'place_tile' ? la.action.at : '')));
  const tokenSpots = pending?.decision === 'place_token' ? byHex(actionsOf(legal, 'place_token'), (a) => (a.type === 'place_token' ? a.at : null)) : null;
  const cityOpts = mode?.kind === 'city' ? cityOptions(legal) : null;
  const fights = mode?.kind === 'fight' ? fightOptions(legal, mode.leader) : null;
  const sanOpts = mode?.kind === 'sanitation' ? byHex(actionsOf(legal, 'sanitation'), (a) => (a.type === 'play_sanitation' ? a.at : null)) : null;
  const relOpts = mode?.kind === 'religion' ? byHex(actionsOf(legal, 'religion'), (a) => (a.type === 'play_religion' ? a.at : null)) : null;
  const atlOpts = mode?.kind === 'atlantis' ? byHex(actionsOf(legal, 'atlantis'), (a) => (a.type === 'atlantis' ? a.at : null)) : null;
  const babies = mode?.kind === 'babies' ? babyHexes(legal) : null;

  let choices = new Set<HexName>();
  if (placeTiles.length) choices = tileCentres;
  else if (tokenSpots) choices = new Set(tokenSpots.keys());
  else if (moving) choices = from ? new Set([...(moves.get(from) ?? []), ...moves.keys()]) : new Set(moves.keys());
  else if (babies) choices = babies;
  else if (cityOpts) choices = new Set(cityOpts.keys());
  else if (fights) {
    if (from) choices = new Set((fights.get(from) ?? []).map((la) => (la.action.type === 'fight' ? la.action.to : '')));
    else choices = new Set(fights.keys());
  } else if (sanOpts) choices = new Set(sanOpts.keys());
  else if (relOpts) {
    if (from) choices = new Set((relOpts.get(from) ?? []).map((la) => (la.action.type === 'play_religion' ? la.action.into : '')));
    else choices = new Set(relOpts.keys());
  } else if (atlOpts) choices = new Set(atlOpts.keys());
  const probe = !!(placeTiles.length || tokenSpots || moving || mode);

  const selected = new Set<HexName>([...picked, ...(from ? [from] : [])]);
  const drawn = state.drawn_tile;
  const previewAt = placeTiles.length ? (picked[0] ?? hover) : null;
  const previewHexes = drawn && previewAt ? tileHexes(previewAt, rotation, drawn.terrains) : null;
  const preview = previewHexes ? { hexes: previewHexes, ok: tileCentres.has(previewAt!) } : null;

  const landHexes = ALL_HEXES.filter((h) => isLand(cells.get(h)));
  const viewBox = state.phase === 'setup' && (placeTiles.length > 0 || landHexes.length === 0) ? viewBoxOf([]) : viewBoxOf(landHexes, 1);

  const marked = new Map<HexName, string>();
  if (state.fight) {
    marked.set(state.fight.from, 'attack');
    marked.set(state.fight.to, 'defend');
  }

  const onHex = (h: HexName) => {
    if (seat === null || busyRef.current) return;
    setNotice(null);
    if (placeTiles.length) {
      if (tileCentres.has(h)) setPicked([h]);
      else explain({ type: 'place_tile', at: h, rotation });
      return;
    }
    if (tokenSpots) {
      chooseOrExplain(tokenSpots.get(h)?.[0], { type: 'place_token', at: h });
      return;
    }
    if (moving) {
      if (from && (moves.get(from) ?? []).includes(h)) act({ type: 'move_token', from, to: h });
      else if (from === h) setFrom(null);
      else if (moves.has(h)) setFrom(h);
      else if (from) explain({ type: 'move_token', from, to: h });
      else setNotice({ kind: 'info', text: `No token of yours can move from ${h} now.` });
      return;
    }
    if (!mode) return;
    switch (mode.kind) {
      case 'babies':
        if (babies?.has(h)) setPicked(toggle(picked, h));
        else explain({ type: 'babies', at: [h] });
        return;
      case 'city':
        if (cityOpts?.has(h)) setFrom(h);
        else explain({ type: 'build_city', at: h, value: 2 });
        return;
      case 'fight': {
        if (!fights) return;
        if (from) {
          const la = (fights.get(from) ?? []).find((x) => x.action.type === 'fight' && x.action.to === h);
          if (la) act(la.action);
          else if (fights.has(h)) setFrom(h);
          else explain({ type: 'fight', from, to: h, leader: null });
        } else if (fights.has(h)) setFrom(h);
        else setNotice({ kind: 'info', text: `${h} cannot attack now: choose a highlighted hex of yours.` });
        return;
      }
      case 'sanitation': {
        const card = hand.find((c) => c.startsWith('sanitation/')) ?? 'sanitation/grassland';
        chooseOrExplain(sanOpts?.get(h)?.[0], { type: 'play_sanitation', card, at: h });
        return;
      }
      case 'religion': {
        const card = hand.find((c) => c.startsWith('religion/')) ?? 'religion/grassland';
        if (from) {
          const la = (relOpts?.get(from) ?? []).find((x) => x.action.type === 'play_religion' && x.action.into === h);
          if (la) act(la.action);
          else if (relOpts?.has(h)) setFrom(h);
          else explain({ type: 'play_religion', card, at: from, into: h });
        } else if (relOpts?.has(h)) setFrom(h);
        else {
          const into = neighbour(h, 0) ?? h;
          explain({ type: 'play_religion', card, at: h, into });
        }
        return;
      }
      case 'atlantis':
        if (atlOpts?.has(h)) setFrom(h);
        else setNotice({ kind: 'info', text: `Atlantis cannot be built on ${h}: it needs a free open-sea hex next to 5 of your tokens, not next to a city, in an era with ships.` });
        return;
    }
  };

  const describe = (h: HexName) => describeHex(h, cells.get(h), spots.get(h), names, sanitation.get(h) ?? 0);

  const map = (
    <HexMap
      cells={cells}
      spots={spots}
      sanitation={sanitation}
      styles={styles}
      viewBox={viewBox}
      choices={choices}
      probe={probe}
      selected={selected}
      marked={marked}
      preview={preview}
      describe={describe}
      tabbable={placeTiles.length === 0}
      onHex={onHex}
      onHover={(h) => setHover(h)}
    />
  );

  if (screen.kind === 'finished') {
    return (
      <main class="table-page tempus" data-screen="finished" data-seq={shown.seq} data-game="tempus">
        {header}
        <div class="end-layout">
          <TempusEnd state={state} styles={styles} />
          <section class="board-area" aria-label="The final island">
            {map}
            <MapLegend />
          </section>
        </div>
        {side}
      </main>
    );
  }
  if (seat === null || !me) return <main class="loading">Opening the table…</main>;

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
      pickCentre={(h) => {
        setNotice(null);
        setPicked(h ? [h] : []);
      }}
      cards={cards}
      setCards={setCards}
      rotation={rotation}
      setRotation={setRotation}
      moving={moving}
      placeTiles={placeTiles}
      cityOpts={cityOpts}
      atlOpts={atlOpts}
      start={(m) => {
        resetSelection();
        setNotice(null);
        setMode(m);
      }}
      cancel={() => {
        resetSelection();
        setNotice(null);
      }}
      act={act}
      explain={explain}
      inform={(text) => setNotice({ kind: 'info', text })}
      chooseOrExplain={chooseOrExplain}
      undo={undo}
    />
  );

  return (
    <main class="table-page tempus" data-screen="play" data-seat={seat} data-seq={shown.seq} data-game="tempus" data-phase={state.phase} aria-busy={busy}>
      {header}
      <div class="table-body">
        <section class="board-area" aria-label="The island">
          {map}
          <MapLegend />
        </section>
        <section class="panel" aria-label="Players and actions">
          <FightPanel state={state} styles={styles} />
          <ProgressPanel state={state} styles={styles} />
          <div class="actions" aria-label="Your move">
            <h2 class="actions-title">
              {pending ? `${styles[seat].name}, a decision` : `${styles[seat].name}’s move`}
              {state.phase === 'actions' && <span class="muted"> · era {me.era} {me.era_name}</span>}
            </h2>
            <NoticeBox notice={notice} onClose={() => setNotice(null)} />
            <fieldset class="action-fieldset" disabled={busy}>
              {panelBody}
              {pending && view?.can_undo === seat && (
                <button type="button" class="secondary" onClick={undo} disabled={busy}>
                  Undo
                </button>
              )}
            </fieldset>
          </div>
          <TPlayers state={state} styles={styles} viewer={seat} />
          {log.length > 0 && (
            <section class="latest" aria-label="Latest in the game log">
              <h3>Latest</h3>
              <ol>
                {log.slice(-4).map((l) => (
                  <li key={l.seq}>{l.text}</li>
                ))}
              </ol>
            </section>
          )}
          <div class="side-info">
            <TCounts state={state} />
            <EraDisplay state={state} styles={styles} />
          </div>
        </section>
      </div>
      {side}
    </main>
  );
}
