// The part of a table screen that every game shares: which screen this device may show (the
// hand-off rules, and on a LAN only the seats this device holds), fetching the views, legal
// actions and log for it, acting as the revealed seat, undo, asking why an action is
// refused, and letting bots move.

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Api } from '../api';
import type { ApplyOutcomeOf, GameKey, GameView, GameViewOf, Games, LegalGroupOf, LobbyGame } from '../types';
import { toApiError } from '../transport';
import { t } from '../i18n';
import { tellTurn } from '../yourTurn';
import { whole } from './format';
import type { Screen } from './handoff';
import { afterAction, botSeats, decideScreen, defaultMemory, localHumans, othersMovedSince, passCue } from './handoff';
import { hostSeatsOf, localSeatsOf, tableOnly } from '../network';
import type { Notice } from './Notices';
import { useBotTurn } from './BotTurn';
import { hasMoment, linesInWords, toldLines } from './logWords';
import type { AnyGameWords, GameWordsPart } from './logWords';
import type { ToldLine } from './logWords';
import { lessonRefusal, useLesson } from './lesson';

/** How long an action's answer may take before the table shows itself busy. */
const BUSY_SHOWN_AFTER_MS = 120;

/**
 * The seat whose own view this device shows while it waits (`screen` is another device's seat
 * or a bot acting): its one person's seat, when exactly one person plays at this device (a
 * joined phone, or one player against bots); else none, as several people may share it.
 */
export function watcherOf(screen: Screen, local: number[] | null, bots: number[], seats: number): number | null {
  if (screen.kind !== 'away' && screen.kind !== 'bot') return null;
  const people = (local ?? Array.from({ length: seats }, (_, s) => s)).filter((s) => !bots.includes(s));
  return people.length === 1 ? people[0] : null;
}

/** Whether `view` is a view of a game of kind `key`. */
export function isGame<K extends GameKey>(view: GameView | GameViewOf<K>, key: K): view is GameViewOf<K> {
  return view.game === key;
}

/**
 * The seats this device plays in `gameId` now (`null`: every seat). A device that joined holds
 * the seats of its grant; the host device plays the seats no other device holds.
 */
async function seatsHere(api: Api, gameId: number): Promise<number[] | null> {
  const grant = api.transport.grant;
  if (grant?.role !== 'host') return localSeatsOf(grant, gameId);
  if (tableOnly.has(gameId)) return [];
  const lobby = await api.transport.call<LobbyGame[]>('lobby', {}).catch((): LobbyGame[] => []);
  return hostSeatsOf(lobby.find((g) => g.id === gameId));
}

/** What a table screen tells the session of its game: the game's key (views of another game
 * are refused) and its words (the log, notices and refusals are said in them). */
export interface TableGame<K extends GameKey> {
  key: K;
  words: GameWordsPart<K>;
}

/**
 * State and actions of a table screen for game `gameId`, a game of kind `game.key`;
 * `resetSelection` clears the screen's own selection state.
 */
export function useTableSession<K extends GameKey>(
  api: Api,
  gameId: number,
  game: TableGame<K>,
  resetSelection: () => void,
  /**
   * Whether `seat` has anything private in the public view `pub` (cards in hand): a seat
   * with nothing private is shown without a hand-off screen. Every seat has, unless told.
   */
  privateIn?: (pub: GameViewOf<K>, seat: number) => boolean,
) {
  type V = GameViewOf<K>;
  type A = Games[K]['action'];
  const key = game.key;
  const words = game.words as AnyGameWords;
  const memory = useMemo(defaultMemory, []);
  const [pub, setPub] = useState<V | null>(null);
  const [screen, setScreen] = useState<Screen | null>(null);
  const [view, setView] = useState<V | null>(null);
  // While another seat or a bot acts, the one person at this device still sees their own hand
  // to plan with: their seat's view, read-only.
  const [watching, setWatching] = useState<{ seat: number; view: V } | null>(null);
  const seatNames = () => (view ?? pub)?.seats.map((s) => s.name) ?? [];
  const [legal, setLegal] = useState<LegalGroupOf<K>[]>([]);
  const [log, setLog] = useState<ToldLine[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);
  // A lesson running on this table accepts only the move it asks for.
  const lesson = useLesson();
  const [busy, setBusy] = useState(false);
  const [panel, setPanel] = useState<'log' | 'rules' | 'seats' | null>(null);
  const [fatal, setFatal] = useState<string | null>(null);
  const [botError, setBotError] = useState<string | null>(null);
  // The seat whose table came up without a hand-off (nothing of it is private): the table
  // says to pass the device to that player.
  const [passedTo, setPassedTo] = useState<number | null>(null);
  const token = useRef(0);
  const busyRef = useRef(false);
  const localRef = useRef<number[] | null>(null);
  const seqRef = useRef<number | null>(null);
  const screenRef = useRef<Screen | null>(null);
  // A change notice that came while this device was acting: refresh once it is done.
  const changedWhileBusy = useRef(false);
  // A moment of the acting seat's is on screen (its earnings): the device stays on its table,
  // and changes wait, until the player dismisses it.
  const momentRef = useRef(false);

  // The position whose turn was last told, so that a turn is told once.
  const toldRef = useRef<number | null>(null);
  // A device holding some seats (not the host device, which holds them all) is told when one
  // of its people must act.
  const tellTurnOnce = (
    seq: number,
    toAct: number | null,
    finished: boolean,
    local: number[] | null,
    bots: number[],
    seats: { name: string }[],
  ) => {
    if (finished || toAct === null || local === null || !local.includes(toAct) || bots.includes(toAct)) return;
    if (api.transport.grant?.role !== 'seats' || toldRef.current === seq) return;
    toldRef.current = seq;
    tellTurn(t('turn-notice-title'), t('turn-notice-body', { seat: seats[toAct]?.name ?? '' }));
  };

  const refresh = async (force = false, retries = 0): Promise<void> => {
    const ticket = ++token.current;
    try {
      const p = await api.view({ game: gameId, viewer: null });
      if (ticket !== token.current) return;
      if (!isGame(p, key)) throw new Error(t('table-wrong-game', { id: whole(gameId), game: p.game, expected: key }));
      // The seats this device plays (null: all, the host device), as its grant says now;
      // until the host has answered the device's token, nothing is decided (the grant's
      // arrival refreshes again).
      if (api.transport.grant === null) return;
      const local = await seatsHere(api, gameId);
      if (ticket !== token.current) return;
      localRef.current = local;
      const bots = botSeats(p.seats);
      const humans = localHumans(local, bots, p.seats.length);
      if (othersMovedSince(screenRef.current, seqRef.current, p.seq, humans)) memory.conceal(gameId);
      const hasPrivate = (seat: number) => (privateIn ? privateIn(p, seat) : true);
      const sc = decideScreen(p.to_act, p.finished, memory.revealed(gameId), bots, p.seats.length, local, hasPrivate);
      tellTurnOnce(p.seq, p.to_act, p.finished, local, bots, p.seats);
      const prev = screenRef.current;
      if (
        !force &&
        p.seq === seqRef.current &&
        prev &&
        prev.kind === sc.kind &&
        ('seat' in prev ? prev.seat : -1) === ('seat' in sc ? sc.seat : -1)
      ) {
        return;
      }
      if (sc.kind === 'play') {
        const [v, l, lg] = await Promise.all([
          api.view({ game: gameId, viewer: sc.seat }),
          api.legal<K>(gameId, sc.seat),
          api.log({ game: gameId, viewer: sc.seat }),
        ]);
        if (ticket !== token.current) return;
        if (!isGame(v, key)) throw new Error(t('table-wrong-game', { id: whole(gameId), game: v.game, expected: key }));
        // The game moved on while this seat's view was read: what to show was decided on the
        // older position (a seat with no cards then may hold one now), so decide again.
        if (v.seq !== p.seq) return retries < 8 ? refresh(force, retries + 1) : undefined;
        if (seqRef.current !== v.seq) resetSelection();
        // A panel opened on the hand-off screen does not open over the next player's table.
        if (screenRef.current?.kind !== 'play') setPanel(null);
        setPub(p);
        setView(v);
        setLegal(l);
        setLog(toldLines(words, v, lg));
        seqRef.current = v.seq;
        // Shown without a hand-off: remembered as revealed, so that the seat keeps its table
        // when it draws a card on its own turn.
        if (!hasPrivate(sc.seat)) memory.reveal(gameId, sc.seat);
        if (passCue(sc, prev, humans, hasPrivate)) setPassedTo(sc.seat);
        else if (prev?.kind !== 'play' || prev.seat !== sc.seat) setPassedTo(null);
        setWatching(null);
      } else {
        // Nobody's hand is on screen: forget the revealed seat and every private detail.
        memory.conceal(gameId);
        setPassedTo(null);
        const own = watcherOf(sc, local, bots, p.seats.length);
        const [lg, w] = await Promise.all([
          api.log({ game: gameId, viewer: null }),
          own === null ? Promise.resolve(null) : api.view({ game: gameId, viewer: own }),
        ]);
        if (ticket !== token.current) return;
        setWatching(own !== null && w !== null && isGame(w, key) && w.seq === p.seq ? { seat: own, view: w as V } : null);
        resetSelection();
        setNotice(null);
        // The log of the seat that was shown is private; a public screen's log stays open.
        if (screenRef.current?.kind === 'play') setPanel(null);
        setView(null);
        setLegal([]);
        setPub(p);
        setLog(toldLines(words, p, lg));
        seqRef.current = p.seq;
      }
      screenRef.current = sc;
      setScreen(sc);
      setFatal(null);
    } catch (e) {
      if (ticket === token.current) setFatal(toApiError(e).message);
    }
  };

  useEffect(() => {
    refresh(true);
    const stopChanges = api.transport.onChange((game) => {
      if (game !== gameId && game !== 0) return;
      if (busyRef.current || momentRef.current) changedWhileBusy.current = true;
      else refresh(game === 0);
    });
    // The grant known at once was read by the refresh above; a new one (the host answered
    // the token, a seat was freed or joined) may change which seats this device shows.
    let subscribing = true;
    const stopGrants = api.transport.onGrant(() => {
      if (!subscribing) refresh(true);
    });
    subscribing = false;
    return () => {
      stopChanges();
      stopGrants();
    };
  }, [api, gameId]);
  useBotTurn(api, gameId, screen?.kind === 'bot' ? screen.seat : null, pub?.seq ?? -1, () => refresh(true), setBotError);

  const seat = screen?.kind === 'play' ? screen.seat : null;

  /** The player named on the hand-off screen tapped: show their hand. */
  const reveal = () => {
    if (screen?.kind !== 'handoff') return;
    memory.reveal(gameId, screen.seat);
    refresh(true);
  };

  /** Shows what an action's answer carries: the seat's view, its legal actions and the log
   * lines from `log_from` on (the whole log is read again if the screen's misses lines). */
  const show = async (res: ApplyOutcomeOf<K>) => {
    setView(res.view);
    setLegal([]);
    seqRef.current = res.view.seq;
    const before = log;
    const held = before.filter((l) => l.seq < res.log_from);
    if (held.length === res.log_from) setLog([...held, ...toldLines(words, res.view, res.log)]);
    else if (seat !== null)
      void api.log({ game: gameId, viewer: seat }).then(
        (lines) => setLog(toldLines(words, res.view, lines)),
        () => undefined,
      );
    // The new position is drawn first; its legal actions (hundreds in Khronos, read into
    // places on the boards) follow in the next task, while the table stays busy.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (seqRef.current === res.view.seq) setLegal(res.legal);
  };

  /**
   * Marks the table busy: at once for the next taps (`busyRef`), and on screen only once the
   * answer takes longer than `BUSY_SHOWN_AFTER_MS`, so that a quick answer costs no redraw of
   * the whole table before the new position is drawn. The function it returns ends it.
   */
  const startBusy = () => {
    busyRef.current = true;
    const shown = setTimeout(() => setBusy(true), BUSY_SHOWN_AFTER_MS);
    return () => {
      clearTimeout(shown);
      busyRef.current = false;
      setBusy(false);
    };
  };

  /** Applies `action` as the revealed seat; the new view shows at once, the legal actions follow. */
  const act = (action: A) => actInTurn([action]);

  /** Applies `plan`'s actions in turn as the revealed seat (a hint's move and its tokens),
   * stopping at the first refused or once the seat no longer acts; the screen as for `act`. */
  const actInTurn = async (plan: A[]) => {
    if (!view || seat === null || busyRef.current || plan.length === 0) return;
    const notNow = lessonRefusal(lesson, view.seq, plan[0]);
    if (notNow) {
      // Nothing is played, and the choice made for it is let go: the learner starts afresh.
      resetSelection();
      setNotice({ kind: 'info', text: t('lessons-not-now', { try: t(notNow) }) });
      return;
    }
    const done = startBusy();
    let played = 0;
    try {
      let res = await api.apply<K>(gameId, seat, plan[0], view.seq);
      played = 1;
      for (const next of plan.slice(1)) {
        if (res.view.to_act !== seat) break;
        const more = await api.apply<K>(gameId, seat, next, res.view.seq);
        played++;
        res = { ...more, log_from: res.log_from, log: [...res.log.filter((l) => l.seq < more.log_from), ...more.log] };
      }
      const local = localRef.current;
      const mine = res.view;
      const hasPrivate = (s: number) => (privateIn ? privateIn(mine as GameViewOf<K>, s) : true);
      const next = afterAction(
        seat,
        res.view.to_act,
        res.view.finished,
        botSeats(res.view.seats),
        res.view.seats.length,
        local,
        hasPrivate,
      );
      if (next.kind === 'play' && next.seat === seat) {
        token.current++;
        resetSelection();
        setPassedTo(null);
        // What the plan did, in words: its own lines of the log.
        const told = linesInWords(
          words,
          res.log.filter((l) => l.seq >= view.seq),
          res.view.seats.map((s) => s.name),
        );
        setNotice(told ? { kind: 'done', text: told } : null);
        await show(res);
      } else if (
        hasMoment(
          words,
          res.log.filter((l) => l.seq >= view.seq),
          seat,
        )
      ) {
        // A moment of this seat's own (its earnings): it sees it on its own table before the
        // device goes on; dismissing the notice moves on (`setNotice(null)`).
        token.current++;
        resetSelection();
        setPassedTo(null);
        momentRef.current = true;
        const told = linesInWords(
          words,
          res.log.filter((l) => l.seq >= view.seq),
          res.view.seats.map((s) => s.name),
        );
        setNotice({ kind: 'moment', text: told });
        await show(res);
      } else {
        memory.conceal(gameId);
        resetSelection();
        setNotice(null);
        setView(null);
        await refresh(true);
      }
    } catch (e) {
      const err = toApiError(e);
      // Part of a plan was played: the screen catches up with it first.
      if (played > 0) await refresh(true);
      if (err.body.kind === 'rule') setNotice({ kind: 'rule', rule: err.body, names: seatNames(), words });
      else {
        setNotice({ kind: 'error', text: err.message });
        if (err.body.kind === 'stale' || err.body.kind === 'not_your_turn' || err.body.kind === 'transport') await refresh(true);
      }
    } finally {
      done();
      // A change that came while acting is shown now, unless a moment of the seat's is on
      // screen: dismissing it refreshes (a refresh now would take it away unread).
      if (changedWhileBusy.current && !momentRef.current) {
        changedWhileBusy.current = false;
        refresh();
      }
    }
  };

  /** Takes back the revealed seat's last action. */
  const undo = async () => {
    if (seat === null || busyRef.current) return;
    const done = startBusy();
    try {
      const res = await api.undo<K>(gameId, seat);
      token.current++;
      resetSelection();
      setNotice({ kind: 'done', text: t('table-undone') });
      await show(res);
    } catch (e) {
      setNotice({ kind: 'error', text: toApiError(e).message });
    } finally {
      done();
      if (changedWhileBusy.current) {
        changedWhileBusy.current = false;
        refresh();
      }
    }
  };

  /** Says which rule forbids an action (or that it is allowed). */
  const explain = async (action: A) => {
    if (seat === null) return;
    try {
      const r = await api.check(gameId, seat, action);
      setNotice(r ? { kind: 'rule', rule: r, names: seatNames(), words } : { kind: 'info', text: t('table-allowed') });
    } catch (e) {
      setNotice({ kind: 'error', text: toApiError(e).message });
    }
  };

  /** Sets the notice; dismissing a moment moves the device on to the next seat. */
  const setTableNotice = (n: Notice | null) => {
    if (n === null && momentRef.current) {
      momentRef.current = false;
      changedWhileBusy.current = false;
      memory.conceal(gameId);
      setNotice(null);
      setView(null);
      void refresh(true);
      return;
    }
    setNotice(n);
  };

  return {
    pub,
    screen,
    view,
    watching,
    legal,
    log,
    notice,
    setNotice: setTableNotice,
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
  };
}
