// Pieces every table screen shares: the notice slot (rule explanations, results), the side
// panel (game log, rules summary), the bot's turn, the hand-off frame and the banner while
// another device's seat must act.

import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Api } from '../api';
import { toApiError } from '../transport';
import { tableOnly } from '../network';
import { sinceLastTurn, type SeatStyle } from './format';
import { SeatChip, SeatPlayerSelect, seatPlayer } from './Seat';
import type { GameView, LogLine, RuleError, SeatInfo } from '../types';
import { download } from '../download';
import type { Pace } from './pace';
import { botPace, botPauseMs, setBotPace } from './pace';

export type Notice =
  | { kind: 'rule'; rule: RuleError }
  | { kind: 'info'; text: string }
  | { kind: 'done'; text: string }
  | { kind: 'error'; text: string };

export function NoticeBox({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return <div class="notice-slot" aria-live="polite" />;
  return (
    <div class="notice-slot" aria-live="polite">
      <div class={`notice notice-${notice.kind}`} data-rule={notice.kind === 'rule' ? notice.rule.rule : undefined}>
        {notice.kind === 'rule' ? (
          <p>
            <strong>Not allowed — {notice.rule.title}</strong> <span class="ruling">({notice.rule.ruling})</span>: {notice.rule.message}
          </p>
        ) : (
          <p>{notice.text}</p>
        )}
        <button type="button" class="close" aria-label="Dismiss message" onClick={onClose}>
          ×
        </button>
      </div>
    </div>
  );
}

export function SidePanel({ panel, log, onClose, rulesTitle, rules, seats }: { panel: 'log' | 'rules' | 'seats' | null; log: LogLine[]; onClose: () => void; rulesTitle: string; rules: ComponentChildren; seats?: ComponentChildren }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (panel) ref.current?.focus();
  }, [panel]);
  if (!panel) return null;
  // The panel opens below the table's header, whose buttons switch between the panels.
  const top = Math.max(0, document.querySelector('.table-header')?.getBoundingClientRect().bottom ?? 0);
  return (
    <div class="side-panel" style={{ top: `${top}px` }} role="dialog" aria-modal="false" aria-labelledby="side-title" tabIndex={-1} ref={ref}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <div class="side-head">
        <h2 id="side-title">{panel === 'log' ? 'Game log' : panel === 'seats' ? 'Who plays each seat' : rulesTitle}</h2>
        <button type="button" class="close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      {panel === 'log' ? (
        log.length ? (
          <ol class="log" start={1}>
            {log.map((l) => (
              <li key={l.seq}>{l.text}</li>
            ))}
          </ol>
        ) : (
          <p class="muted">Nothing has been played yet.</p>
        )
      ) : panel === 'seats' ? (
        seats
      ) : (
        rules
      )}
    </div>
  );
}

/** Whether this device may change who plays the seats (the host device, or no network). */
export function mayChangeSeats(api: Api): boolean {
  const grant = api.transport.grant;
  return grant === null || grant.role === 'host';
}

/**
 * Who plays each seat, changeable mid-game: a person, or a bot at a level. A seat handed to a
 * bot plays at once when it is its move; one handed back to a person gets the hand-off screen.
 */
export function SeatsEditor({ api, gameId, seats, onChanged }: { api: Api; gameId: number; seats: SeatInfo[]; onChanged: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div class="seats-editor">
      <ol>
        {seats.map((s, i) => (
          <li key={i}>
            <label>
              <span>
                {s.name} (player {i + 1}) is
              </span>
              <SeatPlayerSelect
                disabled={busy}
                value={seatPlayer(s)}
                onChange={async (p) => {
                  setBusy(true);
                  try {
                    await (p === 'human' ? api.setSeatKind(gameId, i, 'human') : api.setSeatKind(gameId, i, 'bot', p));
                    setError(null);
                    onChanged();
                  } catch (err) {
                    setError(toApiError(err).message);
                  } finally {
                    setBusy(false);
                  }
                }}
              />
            </label>
          </li>
        ))}
      </ol>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * While it is bot `seat`'s move, asks the table for the bot's move after a short pause, then
 * `refresh`es. Errors go to `onError`.
 */
export function useBotTurn(api: Api, gameId: number, seat: number | null, seq: number, refresh: () => Promise<void>, onError: (text: string | null) => void) {
  useEffect(() => {
    // A LAN host plays its bots itself; the screen follows its change notices.
    if (seat === null || api.transport.botsByHost) return;
    let live = true;
    const timer = setTimeout(async () => {
      try {
        await api.botMove(gameId);
        if (live) onError(null);
      } catch (e) {
        if (live) onError(toApiError(e).message);
      }
      if (live) await refresh();
    }, botPauseMs());
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, gameId, seat, seq]);
}

/**
 * *Hint*: asks what a bot would play for `seat` now (thought out from that seat's view only)
 * and tells it, with why, in the notice slot. A hint asked on an older position is dropped.
 */
export function HintButton({ api, gameId, seat, seq, onNotice }: { api: Api; gameId: number; seat: number; seq: number; onNotice: (n: Notice) => void }) {
  const [asked, setAsked] = useState<number | null>(null);
  const thinking = asked === seq;
  return (
    <button
      type="button"
      class="secondary hint-button"
      aria-busy={thinking}
      disabled={thinking}
      onClick={async () => {
        setAsked(seq);
        try {
          const hint = await api.hint(gameId, seat);
          onNotice({ kind: 'info', text: `Hint: ${hint.text}. Why: ${hint.why}.` });
        } catch (e) {
          onNotice({ kind: 'error', text: `No hint: ${toApiError(e).message}` });
        } finally {
          setAsked(null);
        }
      }}
    >
      {thinking ? 'Thinking…' : 'Hint'}
    </button>
  );
}

const PACES: { pace: Pace; label: string }[] = [
  { pace: 'normal', label: 'Normal' },
  { pace: 'faster', label: 'Faster' },
  { pace: 'skip', label: 'Skip ahead' },
];

/**
 * How fast the bots' moves follow each other: kept on the device where its window plays the
 * bots, else the host's (set by the host device only; other devices are not shown it).
 */
function PaceControl({ api }: { api: Api }) {
  const byHost = api.transport.botsByHost;
  const [pace, setPace] = useState<Pace | null>(byHost ? null : botPace);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!byHost) return;
    let live = true;
    api.transport
      .call<Pace>('bot_pace', {})
      .then((p) => live && setPace(p))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  if (byHost && api.transport.grant?.role !== 'host') return null;
  const choose = async (p: Pace) => {
    try {
      if (byHost) setPace(await api.transport.call<Pace>('bot_pace', { pace: p }));
      else {
        setBotPace(p);
        setPace(p);
      }
      setError(null);
    } catch (e) {
      setError(toApiError(e).message);
    }
  };
  return (
    <div class="pace" role="group" aria-label="Pace of the bots' moves">
      {PACES.map((p) => (
        <button key={p.pace} type="button" class="secondary" aria-pressed={pace === p.pace} onClick={() => choose(p.pace)}>
          {p.label}
        </button>
      ))}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The neutral screen while a bot plays: who, what happened last (public words only), and how
 * fast the bots play.
 */
export function BotTurn({ api, style, log, error }: { api: Api; style: SeatStyle; log: LogLine[]; error: string | null }) {
  const recent = log.slice(-3);
  return (
    <section class="away-notice bot-turn" aria-live="polite" aria-labelledby="bot-title" data-to-act={style.seat}>
      <SeatChip s={style} size={40} label={`${style.name}'s token`} />
      <h2 id="bot-title" tabIndex={-1}>{style.name} (bot) is playing</h2>
      <p class="thinking" role="status" aria-label={`${style.name} is thinking`}>
        <span class="thinking-dots" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>{' '}
        Thinking…
      </p>
      <PaceControl api={api} />
      {error ? (
        <p class="error" role="alert">
          The bot could not move: {error}
        </p>
      ) : (
        recent.length > 0 && (
          <ol class="log recent" aria-label="Latest moves">
            {recent.map((l) => (
              <li key={l.seq}>{l.text}</li>
            ))}
          </ol>
        )
      )}
    </section>
  );
}

/**
 * The banner of the public board while a seat played on another device must act: whose move
 * it is and that it is made elsewhere (nothing private of anyone is on this screen). On the
 * host device showing the table only, it says so and leads back to the seats.
 */
export function AwayNotice({ style, gameId }: { style: SeatStyle; gameId: number }) {
  const only = tableOnly.has(gameId);
  return (
    <section class="away-notice" aria-live="polite" aria-labelledby="away-title" data-to-act={style.seat}>
      <SeatChip s={style} size={40} label={`${style.name}'s token`} />
      <h2 id="away-title" tabIndex={-1}>{only ? `Waiting for ${style.name}` : `Waiting for ${style.name} (on another device)`}</h2>
      {only && (
        <p class="muted">
          This device shows the table only, with nobody’s hand. <a href={`#/host/${gameId}`}>Seats and how to join</a>
        </p>
      )}
      <p>
        <a href={`#/replay/${gameId}`}>Replay the game so far</a>
      </p>
    </section>
  );
}

/**
 * A game whose saved log failed its checksum: it is shown as it stood before the first
 * damaged action. The host device may export what is left or continue from there.
 */
export function DamagedLog({ api, view, onRepaired }: { api: Api; view: GameView; onRepaired: () => void }) {
  const [error, setError] = useState<string | null>(null);
  if (view.damaged_at === null || view.damaged_at === undefined) return null;
  const host = api.transport.grant?.role === 'host';
  const n = view.damaged_at;
  const exportLeft = async () => {
    try {
      download(`epochs-${view.game}-${view.id}-up-to-action-${n}.json`, await api.export(view.id));
    } catch (e) {
      setError(toApiError(e).message);
    }
  };
  const repair = async () => {
    try {
      await api.repair(view.id);
      onRepaired();
    } catch (e) {
      setError(toApiError(e).message);
    }
  };
  return (
    <section class="recovery-notice damaged-log" role="alert" aria-labelledby="damaged-title">
      <h2 id="damaged-title">This game’s saved log is damaged from action {n + 1}</h2>
      <p>It is shown as it stood after action {n}, the last one that reads correctly. Nothing can be played until it is continued from there.</p>
      {host ? (
        <div class="form-actions">
          <button type="button" class="secondary" onClick={exportLeft}>
            Export what is left
          </button>
          <button type="button" class="primary" onClick={repair}>
            Continue from action {n}
          </button>
        </div>
      ) : (
        <p class="muted">The host device can continue it from there.</p>
      )}
      {error && <p class="error">{error}</p>}
    </section>
  );
}

/**
 * What the others did since `style`'s seat last acted, in words (the log's lines); with
 * `onShow`, a button that plays them on the board step by step.
 */
export function SinceLastTurn({ log, style, onShow }: { log: LogLine[]; style: SeatStyle; onShow?: (lines: LogLine[]) => void }) {
  const lines = sinceLastTurn(log, style.seat);
  if (lines.length === 0) return null;
  const first = lines.length === log.length;
  return (
    <section class="since-last" aria-labelledby={`since-${style.seat}`}>
      <h3 id={`since-${style.seat}`}>{first ? 'So far' : `Since ${style.name}’s last move`}</h3>
      {onShow && (
        <button type="button" class="secondary show-steps" onClick={() => onShow(lines)}>
          Show on the board, step by step
        </button>
      )}
      <ol>
        {lines.map((l) => (
          <li key={l.seq} value={l.seq + 1}>
            {l.text}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A table that cannot be opened: the reason and the way back. */
export function ErrorScreen({ message }: { message: string }) {
  return (
    <main class="table-error">
      <p class="error" role="alert">
        {message}
      </p>
      <a class="button" href="#/">
        Back to saved games
      </a>
    </main>
  );
}

/**
 * The neutral hand-off screen: whom to pass the device to and why, then their tap. `children`
 * adds public news (earnings); nothing private belongs here.
 */
export function HandOffFrame({ style, reason, onReady, children }: { style: SeatStyle; reason: string; onReady: () => void; children?: ComponentChildren }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), [style.seat]);
  return (
    <section class="handoff" aria-labelledby="handoff-title" data-seat={style.seat}>
      <SeatChip s={style} size={72} label={`${style.name}'s token`} />
      <h2 id="handoff-title">Pass to {style.name}</h2>
      <p class="handoff-why">{reason}</p>
      {children}
      <button ref={ref} type="button" class="primary huge" onClick={onReady}>
        {style.name} — tap when ready
      </button>
      <p class="muted">Nothing private is shown until {style.name} taps.</p>
    </section>
  );
}

/** The ways on from a game's end: replay it, or back to the saved games. */
export function GameOverLinks({ gameId }: { gameId: number }) {
  return (
    <div class="form-actions">
      <a class="button primary" href={`#/replay/${gameId}`}>
        Replay the game
      </a>
      <a class="button secondary" href="#/">
        Back to saved games
      </a>
    </div>
  );
}
