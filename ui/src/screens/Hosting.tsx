// Hosting a game on the network: the QR code and address of the join link, the join code in
// large digits, and each seat with who holds it (this device, another device and whether it
// is connected, or a bot), to free it or hand it to a bot and back. The app starts and stops
// hosting here; `epochs serve` always hosts.

import { useContext, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Api } from '../api';
import { HostApi } from '../hostApi';
import type { HostingStatus, LobbyGame, LobbySeat, WaitingJoin } from '../types';
import { connectionOf, holderOnHost, tableOnly } from '../network';
import { RemoteContext } from '../remote';
import { navigate } from '../routes';
import { seatStyles } from '../table/format';
import type { SeatStyle } from '../table/format';
import { SeatChip } from '../table/Seat';
import { inTauri, toApiError } from '../transport';
import { useGrant } from '../useGrant';

/** How often the seat list is read again (devices connecting and leaving). */
const POLL_MS = 5000;

export function Hosting({ api, gameId }: { api: Api; gameId: number }) {
  const host = useMemo(() => new HostApi(api.transport), [api]);
  const network = useContext(RemoteContext);
  const grant = useGrant(api.transport);
  // Only the app at its own table starts and stops hosting.
  const app = inTauri() && !network?.remote;
  // undefined: not known yet; null: the app does not host.
  const [status, setStatus] = useState<HostingStatus | null | undefined>(undefined);
  const [game, setGame] = useState<LobbyGame | null | undefined>(undefined);
  const [requests, setRequests] = useState<WaitingJoin[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const loadSeats = async () => {
    try {
      const lobby = await host.lobby();
      setGame(lobby.find((g) => g.id === gameId) ?? null);
      // Requests are the host device's to answer; elsewhere (not hosting) there are none.
      setRequests(await host.joinRequests().catch(() => []));
      // The code is replaced after many wrong guesses: show the one in force.
      const now = await host.hosting().catch(() => undefined);
      if (now !== undefined) setStatus(now);
    } catch (e) {
      setError(toApiError(e).message);
    }
  };
  useEffect(() => {
    host
      .hosting()
      // Already hosting: this game's own screen puts it on the network too.
      .then((now) => (now && app ? host.hostStart(now.lan, gameId) : now))
      .then(setStatus)
      .catch((e) => setError(toApiError(e).message));
    loadSeats();
    const timer = setInterval(loadSeats, POLL_MS);
    const stop = api.transport.onChange(() => loadSeats());
    return () => {
      clearInterval(timer);
      stop();
    };
  }, [host, gameId]);

  const run = async (what: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await what();
      setError(null);
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
      loadSeats();
    }
  };

  const start = () => run(async () => setStatus(await host.hostStart(true, gameId)));
  const stop = () =>
    run(async () => {
      await host.hostStop();
      setStatus(null);
      navigate('#/');
    });

  const title = game ? `Play “${game.name}” on the network` : 'Play on the network';
  if (grant && grant.role !== 'host') {
    return (
      <main class="hosting" data-game={gameId}>
        <h1>{title}</h1>
        <p class="info" role="status">
          Only the host device shows how to join and who holds each seat.
        </p>
        <a class="button primary big" href={grant.role === 'seats' ? `#/game/${grant.game}` : '#/join'}>
          {grant.role === 'seats' ? 'Back to your game' : 'Join a game'}
        </a>
      </main>
    );
  }
  return (
    <main class="hosting" data-game={gameId} aria-busy={busy}>
      <p class="crumbs">
        <a href="#/">← Saved games</a>
      </p>
      <h1>{title}</h1>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {status === undefined ? (
        !error && <p class="muted">Reading the host…</p>
      ) : status === null ? (
        app ? (
          <div class="start-hosting">
            <p>Other devices on this network (phones, tablets, laptops) join this game in their browser and each plays their own seats.</p>
            <button type="button" class="primary big" onClick={start} disabled={busy}>
              Start hosting on the local network
            </button>
          </div>
        ) : (
          <p class="muted">This table is not open to the network.</p>
        )
      ) : (
        <JoinInvite status={status} />
      )}
      {game === null && <p class="info">This game is over or no longer saved: there is nothing to join.</p>}
      {requests.length > 0 && (
        <section class="join-requests" aria-labelledby="join-requests-title">
          <h2 id="join-requests-title">Asking to join</h2>
          <ul>
            {requests.map((r) => (
              <li key={r.request} data-request={r.request}>
                <span>
                  <strong>{r.device}</strong> asks for {r.seats.map((s) => game?.seats[s]?.name ?? `seat ${s + 1}`).join(' and ')} in “{r.game_name}”
                </span>
                <span class="host-seat-actions">
                  <button type="button" class="primary" disabled={busy} aria-label={`Let ${r.device} play`} onClick={() => run(() => host.answerJoin(r.request, true))}>
                    Let them play
                  </button>
                  <button type="button" class="secondary" disabled={busy} aria-label={`Decline ${r.device}`} onClick={() => run(() => host.answerJoin(r.request, false))}>
                    Decline
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {game && (
        <section class="host-seats" aria-labelledby="host-seats-title">
          <h2 id="host-seats-title">Seats</h2>
          <ul class="host-seat-list">
            {seatStyles(game.seats).map((style, i) => (
              <HostSeatRow
                key={i}
                s={game.seats[i]}
                style={style}
                busy={busy}
                onFree={() => run(() => host.freeSeat(gameId, i))}
                onOpen={(open) =>
                  run(() =>
                    host.openSeats(
                      gameId,
                      game.seats.filter((x) => (x.seat === i ? open : x.open)).map((x) => x.seat),
                    ),
                  )
                }
                onKind={(kind) => run(() => api.setSeatKind(gameId, i, kind))}
              />
            ))}
          </ul>
        </section>
      )}
      <div class="hosting-actions">
        <a class="button primary big" href={`#/game/${gameId}`} onClick={() => tableOnly.set(gameId, false)}>
          Open the table
        </a>
        <a class="button secondary big" href={`#/game/${gameId}`} onClick={() => tableOnly.set(gameId, true)}>
          Show the table only (no hands)
        </a>
        {app && status && (
          <button type="button" class="secondary big" onClick={stop} disabled={busy}>
            Stop hosting
          </button>
        )}
      </div>
    </main>
  );
}

/** The join link as a QR code and as text, and the join code. */
function JoinInvite({ status }: { status: HostingStatus }) {
  const urlRef = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(status.join_url);
      setCopied('Copied the join address.');
    } catch {
      // No clipboard (an insecure page): select the address for the person to copy.
      const el = urlRef.current;
      const sel = window.getSelection();
      if (el && sel) {
        const range = document.createRange();
        range.selectNodeContents(el);
        sel.removeAllRanges();
        sel.addRange(range);
      }
      setCopied('Selected the address: copy it with your device’s Copy command.');
    }
  };
  const others = status.urls.filter((u) => !status.join_url.startsWith(u));
  return (
    <section class="invite" aria-labelledby="invite-title">
      <h2 id="invite-title" class="sr-only">
        How other devices join
      </h2>
      <img class="qr" src={'data:image/svg+xml;utf8,' + encodeURIComponent(status.qr_svg)} alt="QR code of the join link" width={280} height={280} />
      <div class="invite-text">
        <p>Scan the code with a phone or tablet, or open this address in its browser:</p>
        <p class="join-url">
          <code ref={urlRef}>{status.join_url}</code>
          <button type="button" class="secondary" onClick={copy}>
            Copy
          </button>
        </p>
        <p class="muted" aria-live="polite">
          {copied}
        </p>
        <p class="join-code-label">Join code</p>
        <p class="join-code" data-code={status.code}>
          {status.code}
        </p>
        {!status.lan && <p class="info">This host listens on this machine only: devices on the network cannot reach it.</p>}
        {others.length > 0 && (
          <details>
            <summary>Other addresses of this host</summary>
            <ul>
              {others.map((u) => (
                <li key={u}>
                  <code>{u}</code>
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </section>
  );
}

/** One seat: who holds it, whether that device is connected, and what the host may do. */
function HostSeatRow({ s, style, busy, onFree, onKind, onOpen }: { s: LobbySeat; style: SeatStyle; busy: boolean; onFree: () => void; onKind: (k: 'human' | 'bot') => void; onOpen: (open: boolean) => void }) {
  const connection = connectionOf(s);
  return (
    <li class="host-seat" data-lobby-seat={s.seat} data-kind={s.kind} data-held={s.held_by ?? undefined} data-connected={connection ? String(s.connected) : undefined}>
      <span class="host-seat-who">
        <span aria-hidden="true">
          <SeatChip s={style} size={32} label="" />
        </span>
        <span>
          <strong>{s.name}</strong> <span class="muted">(seat {s.seat + 1})</span>
          <br />
          <span class="holder">{holderOnHost(s)}</span>
          {connection && (
            <>
              {' · '}
              <span class={`conn ${s.connected ? 'on' : 'off'}`}>{connection}</span>
            </>
          )}
        </span>
      </span>
      <span class="host-seat-actions">
        {s.kind === 'human' && !s.held_by && (
          <label class="check open-seat">
            <input type="checkbox" checked={s.open} disabled={busy} onChange={(e) => onOpen((e.target as HTMLInputElement).checked)} />
            Open to other devices
          </label>
        )}
        {s.held_by && (
          <button type="button" class="secondary" disabled={busy} aria-label={`Free seat: ${s.name}`} onClick={onFree}>
            Free seat
          </button>
        )}
        {s.kind === 'human' ? (
          <button type="button" class="secondary" disabled={busy} aria-label={`Hand to a bot: ${s.name}`} onClick={() => onKind('bot')}>
            Hand to a bot
          </button>
        ) : (
          <button type="button" class="secondary" disabled={busy} aria-label={`Give back to a person: ${s.name}`} onClick={() => onKind('human')}>
            Give back to a person
          </button>
        )}
      </span>
    </li>
  );
}
