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
import { t } from '../i18n';
import { useBusy } from '../useBusy';
import { ShareElsewhere } from './Elsewhere';

/** Seats named one after another ("Anna and Ben"). */
function seatsInWords(names: string[]): string {
  return names.length ? names.reduce((before, after) => t('hosting-seats-and', { before, after })) : '';
}

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

  const { busy, error, setError, run } = useBusy(() => loadSeats());
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
      .then((now) => (now && app ? host.hostStart({ lan: now.lan, game: gameId }) : now))
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

  const start = () => run(async () => setStatus(await host.hostStart({ lan: true, game: gameId })));
  const stop = () =>
    run(async () => {
      await host.hostStop();
      setStatus(null);
      navigate('#/');
    });

  const title = game ? t('hosting-title-game', { name: game.name }) : t('hosting-title');
  if (grant && grant.role !== 'host') {
    return (
      <main class="hosting" data-game={gameId}>
        <h1>{title}</h1>
        <p class="info" role="status">
          {t('hosting-host-only')}
        </p>
        <a class="button primary big" href={grant.role === 'seats' ? `#/game/${grant.game}` : '#/join'}>
          {grant.role === 'seats' ? t('hosting-back-to-game') : t('hosting-join')}
        </a>
      </main>
    );
  }
  return (
    <main class="hosting" data-game={gameId} aria-busy={busy}>
      <p class="crumbs">
        <a href="#/">{t('hosting-back')}</a>
      </p>
      <h1>{title}</h1>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {status === undefined ? (
        !error && <p class="muted">{t('hosting-reading')}</p>
      ) : status === null ? (
        app ? (
          <div class="start-hosting">
            <p>{t('hosting-start-intro')}</p>
            <button type="button" class="primary big" onClick={start} disabled={busy}>
              {t('hosting-start')}
            </button>
          </div>
        ) : (
          <p class="muted">{t('hosting-closed')}</p>
        )
      ) : (
        <JoinInvite status={status} />
      )}
      {app && status && <ShareElsewhere host={host} />}
      {game === null && <p class="info">{t('hosting-no-game')}</p>}
      {requests.length > 0 && (
        <section class="join-requests" aria-labelledby="join-requests-title">
          <h2 id="join-requests-title">{t('hosting-requests-title')}</h2>
          <ul>
            {requests.map((r) => (
              <li key={r.request} data-request={r.request}>
                <span>
                  <strong>{r.device}</strong> <span class="join-address">{t('hosting-from-address', { address: r.address })}</span>{' '}
                  {t('hosting-asks-for', {
                    seats: seatsInWords(r.seats.map((s) => game?.seats[s]?.name ?? t('hosting-seat', { number: s + 1 }))),
                    game: r.game_name,
                  })}
                </span>
                <span class="host-seat-actions">
                  <button
                    type="button"
                    class="primary"
                    disabled={busy}
                    aria-label={t('hosting-let-play-label', { device: r.device })}
                    onClick={() => run(() => host.answerJoin({ request: r.request, approve: true }))}
                  >
                    {t('hosting-let-play')}
                  </button>
                  <button
                    type="button"
                    class="secondary"
                    disabled={busy}
                    aria-label={t('hosting-decline-label', { device: r.device })}
                    onClick={() => run(() => host.answerJoin({ request: r.request, approve: false }))}
                  >
                    {t('hosting-decline')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {game && (
        <section class="host-seats" aria-labelledby="host-seats-title">
          <h2 id="host-seats-title">{t('hosting-seats-title')}</h2>
          <ul class="host-seat-list">
            {seatStyles(game.seats).map((style, i) => (
              <HostSeatRow
                key={i}
                s={game.seats[i]}
                style={style}
                busy={busy}
                onFree={() => run(() => host.freeSeat({ game: gameId, seat: i }))}
                onOpen={(open) =>
                  run(() =>
                    host.openSeats({
                      game: gameId,
                      seats: game.seats.filter((x) => (x.seat === i ? open : x.open)).map((x) => x.seat),
                    }),
                  )
                }
                onKind={(kind) => run(() => api.setSeatKind({ game: gameId, seat: i, kind }))}
              />
            ))}
          </ul>
        </section>
      )}
      <div class="hosting-actions">
        <a class="button primary big" href={`#/game/${gameId}`} onClick={() => tableOnly.set(gameId, false)}>
          {t('hosting-open-table')}
        </a>
        <a class="button secondary big" href={`#/game/${gameId}`} onClick={() => tableOnly.set(gameId, true)}>
          {t('hosting-table-only')}
        </a>
        {app && status && (
          <button type="button" class="secondary big" onClick={stop} disabled={busy}>
            {t('hosting-stop')}
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
      setCopied(t('hosting-copied'));
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
      setCopied(t('hosting-selected'));
    }
  };
  const others = status.urls.filter((u) => !status.join_url.startsWith(u));
  return (
    <section class="invite" aria-labelledby="invite-title">
      <h2 id="invite-title" class="sr-only">
        {t('hosting-invite-title')}
      </h2>
      <img class="qr" src={`data:image/svg+xml;utf8,${encodeURIComponent(status.qr_svg)}`} alt={t('hosting-qr')} width={280} height={280} />
      <div class="invite-text">
        <p>{t('hosting-scan')}</p>
        <p class="join-url">
          <code ref={urlRef}>{status.join_url}</code>
          <button type="button" class="secondary" onClick={copy}>
            {t('hosting-copy')}
          </button>
        </p>
        <p class="muted" aria-live="polite">
          {copied}
        </p>
        <p class="join-code-label">{t('hosting-code')}</p>
        <p class="join-code" data-code={status.code}>
          {status.code}
        </p>
        {!status.lan && <p class="info">{t('hosting-local-only')}</p>}
        {others.length > 0 && (
          <details>
            <summary>{t('hosting-other-addresses')}</summary>
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
function HostSeatRow({
  s,
  style,
  busy,
  onFree,
  onKind,
  onOpen,
}: {
  s: LobbySeat;
  style: SeatStyle;
  busy: boolean;
  onFree: () => void;
  onKind: (k: 'human' | 'bot') => void;
  onOpen: (open: boolean) => void;
}) {
  const connection = connectionOf(s);
  return (
    <li
      class="host-seat"
      data-lobby-seat={s.seat}
      data-kind={s.kind}
      data-held={s.held_by ?? undefined}
      data-connected={connection ? String(s.connected) : undefined}
    >
      <span class="host-seat-who">
        <span aria-hidden="true">
          <SeatChip s={style} size={32} label="" />
        </span>
        <span>
          <strong>{s.name}</strong> <span class="muted">{t('hosting-seat-number', { number: s.seat + 1 })}</span>
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
            {t('hosting-open-seat')}
          </label>
        )}
        {s.held_by && (
          <button type="button" class="secondary" disabled={busy} aria-label={t('hosting-free-label', { name: s.name })} onClick={onFree}>
            {t('hosting-free')}
          </button>
        )}
        {s.kind === 'human' ? (
          <button
            type="button"
            class="secondary"
            disabled={busy}
            aria-label={t('hosting-to-bot-label', { name: s.name })}
            onClick={() => onKind('bot')}
          >
            {t('hosting-to-bot')}
          </button>
        ) : (
          <button
            type="button"
            class="secondary"
            disabled={busy}
            aria-label={t('hosting-to-person-label', { name: s.name })}
            onClick={() => onKind('human')}
          >
            {t('hosting-to-person')}
          </button>
        )}
      </span>
    </li>
  );
}
