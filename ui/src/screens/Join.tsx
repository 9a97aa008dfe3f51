// Joining a game on the network: the join code (filled in from the host's link), the games
// open to join with their seats, the free seats this device takes (several: people sharing
// this device pass it between them), and a name for the device. In the app it first finds
// the host: those found on the network, or an address typed in. The web build takes an
// address and opens the host's own page, where the same app joins (a host lets only its own
// page and the app use its socket, and a secure page may not open a plain one). Both take an
// invitation to a table in another home, pasted or from its link.

import { useContext, useEffect, useMemo, useState } from 'preact/hooks';
import type { Api } from '../api';
import { HostApi } from '../hostApi';
import type { DiscoveredHost, Grant, LobbyGame } from '../types';
import type { HostAddress } from '../network';
import { freeSeats, holderInLobby, hostPageUrl, joinRefusal, parseHostAddress, toggleSeat } from '../network';
import { gameTitle } from '../games';
import type { RemoteControls } from '../remote';
import { RemoteContext, appLink } from '../remote';
import { navigate } from '../routes';
import { seatStyles, whole } from '../table/format';
import { SeatChip } from '../table/Seat';
import { asGrant, inTauri, toApiError } from '../transport';
import { useGrant } from '../useGrant';
import { t } from '../i18n';
import { JoinElsewhere } from './Elsewhere';
import { AddressField } from './AddressField';
import { askToTellTurns } from '../yourTurn';

const DEVICE_NAME_KEY = 'epochs.deviceName';

function storedDeviceName(): string {
  try {
    return localStorage.getItem(DEVICE_NAME_KEY) ?? '';
  } catch {
    return '';
  }
}

function keepDeviceName(name: string) {
  try {
    localStorage.setItem(DEVICE_NAME_KEY, name);
  } catch {
    /* storage unavailable: the name is asked again next time */
  }
}

export function Join({ api, code, invitation }: { api: Api; code: string | null; invitation?: string }) {
  const network = useContext(RemoteContext);
  // An invitation's link opens the way to its table, unless this window is at that table already.
  const elsewhere = invitation && network?.remote?.invitation !== invitation ? `${invitation} ${code ?? ''}`.trim() : undefined;
  if (network && (!network.remote || elsewhere)) return <FindHost api={api} network={network} code={code} invitation={elsewhere} />;
  return <JoinForm api={api} code={code} />;
}

/** The app's first step: which host to join (found on the network, or typed in). */
function FindHost({ api, network, code, invitation }: { api: Api; network: RemoteControls; code: string | null; invitation?: string }) {
  const host = useMemo(() => new HostApi(api.transport), [api]);
  const [hosts, setHosts] = useState<DiscoveredHost[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** A host joined on its own page (the web build): the link to it. */
  const [elsewhere, setElsewhere] = useState<HostAddress | null>(null);

  const search = async () => {
    if (!network.discovers) return;
    setSearching(true);
    try {
      setHosts(await host.discover());
    } catch (e) {
      setHosts([]);
      setError(t('join-search-failed', { reason: toApiError(e).message }));
    } finally {
      setSearching(false);
    }
  };
  useEffect(() => {
    // Opened on an invitation's link, the hosts nearby are not shown: nothing to look for.
    if (!invitation) search();
  }, [host, invitation]);

  const go = (text: string) => {
    const a = parseHostAddress(text);
    setElsewhere(null);
    if ('error' in a) {
      setError(a.error);
      return;
    }
    if (network.joinsAt === 'page') {
      setError(null);
      setElsewhere({ ...a, code: a.code ?? code });
      return;
    }
    connect(a);
  };
  const connect = (a: HostAddress) => {
    const joinCode = a.code ?? code;
    network.connect(a);
    navigate(joinCode ? `#/join/${encodeURIComponent(joinCode)}` : '#/join');
  };

  if (invitation) {
    // Opened on an invitation's link: that table alone, its Join a tap away.
    return (
      <main class="join">
        <p class="crumbs">
          <a href="#/">{t('join-back')}</a>
        </p>
        <h1>{t('homes-join-title')}</h1>
        <p class="tagline">{t('homes-invited')}</p>
        <JoinElsewhere join={network.joinElsewhere} onJoined={connect} invitation={invitation} />
        {!inTauri() && (
          // Someone with the desktop app may play from it instead: its link opens it here.
          <p class="open-in-app">
            <a href={appLink(invitation)}>{t('homes-open-in-app')}</a> {t('homes-open-in-app-why')}
          </p>
        )}
      </main>
    );
  }
  return (
    <main class="join">
      <p class="crumbs">
        <a href="#/">{t('join-back')}</a>
      </p>
      <h1>{t('join-network-title')}</h1>
      {network.discovers && (
        <section class="find-hosts" aria-labelledby="found-title" aria-busy={searching}>
          <div class="section-head">
            <h2 id="found-title">{t('join-found-title')}</h2>
            <button type="button" class="secondary" onClick={search} disabled={searching}>
              {searching ? t('join-looking') : t('join-refresh')}
            </button>
          </div>
          {hosts === null ? (
            <p class="muted">{t('join-looking-for-hosts')}</p>
          ) : hosts.length === 0 ? (
            <p class="muted">{t('join-no-host')}</p>
          ) : (
            <ul class="host-list">
              {hosts.map((h) => (
                <li key={h.url}>
                  <button type="button" class="big" onClick={() => go(h.url)}>
                    {h.name} <span class="muted">{h.url}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {!network.discovers && <p class="tagline">{t('join-type-address', { example: '192.168.1.5:8765' })}</p>}
      <form
        class="address-form"
        onSubmit={(e) => {
          e.preventDefault();
          go(address);
        }}
      >
        <AddressField label={t('join-address')} value={address} placeholder="192.168.1.5:8765" onInput={setAddress} />
        <button type="submit" class="primary">
          {t('join-connect')}
        </button>
      </form>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <JoinElsewhere join={network.joinElsewhere} onJoined={connect} invitation={invitation} />
      {elsewhere && (
        <section class="info elsewhere" role="status" aria-labelledby="elsewhere-title">
          <h2 id="elsewhere-title">{t('join-elsewhere-title')}</h2>
          <p>{t('join-elsewhere', { host: elsewhere.hostPort })}</p>
          <a class="button primary" href={hostPageUrl(elsewhere)} target="_blank" rel="noopener noreferrer">
            {t('join-open-host-page')}
          </a>
        </section>
      )}
    </main>
  );
}

/** Which seats this device holds, in words. */
function heldSeats(grant: Extract<Grant, { role: 'seats' }>, lobby: LobbyGame[] | null): { game: string; seats: string } {
  const g = lobby?.find((x) => x.id === grant.game);
  const names = grant.seats.map((s) => g?.seats[s]?.name ?? t('join-seat', { number: s + 1 }));
  return {
    game: g ? t('join-game-name', { name: g.name }) : t('join-game-number', { number: whole(grant.game) }),
    seats: names.length ? names.reduce((before, after) => t('join-seats-and', { before, after })) : '',
  };
}

/** The code, the games and their seats, the device's name. */
function JoinForm({ api, code }: { api: Api; code: string | null }) {
  const host = useMemo(() => new HostApi(api.transport), [api]);
  const grant = useGrant(api.transport);
  const [codeText, setCodeText] = useState(code ?? '');
  const [lobby, setLobby] = useState<LobbyGame[] | null>(null);
  const [chosen, setChosen] = useState<{ game: number; seats: number[] } | null>(null);
  const [name, setName] = useState(storedDeviceName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** A join request waiting for the host device (seats it did not open). */
  const [asking, setAsking] = useState<{ request: number; game: number } | null>(null);

  useEffect(() => {
    if (!asking || !api.transport.onJoinAnswer) return;
    return api.transport.onJoinAnswer((d) => {
      if (d.request !== asking.request) return;
      setAsking(null);
      if (d.joined) {
        api.transport.setToken(d.joined.token, asGrant(d.joined));
        navigate(`#/game/${asking.game}`);
      } else {
        setError(t('join-declined', { reason: d.declined ?? t('join-declined-reason') }));
        load();
      }
    });
  }, [api, asking]);

  const load = async () => {
    try {
      const games = await host.lobby();
      setLobby(games);
      // A seat taken meanwhile by another device is no longer offered.
      setChosen((c) => {
        const g = c && games.find((x) => x.id === c.game);
        if (!c || !g) return null;
        const seats = c.seats.filter((s) => freeSeats(g).includes(s));
        return seats.length ? { game: c.game, seats } : null;
      });
    } catch (e) {
      setError(t('join-lobby-failed', { reason: toApiError(e).message }));
    }
  };
  useEffect(() => {
    load();
    return api.transport.onChange(() => load());
  }, [api]);
  useEffect(() => {
    if (code) setCodeText(code);
  }, [code]);

  const submit = async (e: Event) => {
    e.preventDefault();
    const trimmed = codeText.replace(/\s+/g, '');
    const device = name.trim();
    if (!trimmed) return setError(t('join-code-missing'));
    if (!chosen) return setError(t('join-seat-missing'));
    if (!device) return setError(t('join-name-missing'));
    // Joined from a tap: the moment a browser lets a page ask to tell the player's turns.
    askToTellTurns();
    setBusy(true);
    setError(null);
    try {
      const answer = await host.join(chosen.game, chosen.seats, device, trimmed);
      keepDeviceName(device);
      if ('asking' in answer) setAsking({ request: answer.asking, game: chosen.game });
      else navigate(`#/game/${chosen.game}`);
    } catch (err) {
      setError(joinRefusal(toApiError(err)));
      load();
    } finally {
      setBusy(false);
    }
  };

  if (asking) {
    return (
      <main class="join">
        <h1>{t('join-title')}</h1>
        <p class="info asking" role="status" data-asking={asking.request}>
          {t('join-asking', { device: name.trim() })}
        </p>
        <button type="button" class="secondary big" onClick={() => setAsking(null)}>
          {t('join-pick-others')}
        </button>
      </main>
    );
  }
  if (grant?.role === 'seats') {
    const held = heldSeats(grant, lobby);
    return (
      <main class="join">
        <h1>{t('join-title')}</h1>
        <p class="info" role="status">
          {t('join-holding', { device: grant.name, seats: held.seats, game: held.game })}
        </p>
        <a class="button primary big" href={`#/game/${grant.game}`}>
          {t('join-back-to-game')}
        </a>
      </main>
    );
  }
  if (grant?.role === 'host') {
    return (
      <main class="join">
        <h1>{t('join-title')}</h1>
        <p class="info" role="status">
          {t('join-is-host')}
        </p>
        <a class="button primary big" href="#/">
          {t('join-back-to-games')}
        </a>
      </main>
    );
  }

  return (
    <main class="join">
      <header>
        <h1>{t('join-title')}</h1>
        <p class="tagline">{t('join-tagline')}</p>
      </header>
      {api.transport.tokenRefused && (
        <p class="info" role="status">
          {t('join-forgotten')}
        </p>
      )}
      <form class="join-form" onSubmit={submit} aria-busy={busy}>
        <label class="code-field">
          {t('join-code')}
          <input
            value={codeText}
            autoCapitalize="characters"
            autoComplete="one-time-code"
            spellcheck={false}
            maxLength={32}
            onInput={(e) => setCodeText((e.target as HTMLInputElement).value)}
          />
        </label>
        <section class="lobby" aria-labelledby="lobby-title">
          <h2 id="lobby-title">{t('join-lobby-title')}</h2>
          {lobby === null ? (
            <p class="muted">{t('join-loading')}</p>
          ) : lobby.length === 0 ? (
            <p class="muted">{t('join-no-game')}</p>
          ) : (
            lobby.map((g) => (
              <LobbyGameSeats
                key={g.id}
                g={g}
                chosen={chosen?.game === g.id ? chosen.seats : []}
                onToggle={(s) => setChosen((c) => toggleSeat(c, g.id, s))}
              />
            ))
          )}
        </section>
        <label>
          {t('join-device-name')}
          <input
            value={name}
            maxLength={40}
            placeholder={t('join-device-name-example')}
            autoComplete="off"
            onInput={(e) => setName((e.target as HTMLInputElement).value)}
          />
        </label>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <div class="form-actions">
          <button type="submit" class="primary big" disabled={busy}>
            {busy ? t('join-joining') : t('join-submit')}
          </button>
        </div>
      </form>
    </main>
  );
}

/** A seat's chip (colour, letter, pattern), the player's name and the seat's number. */
function SeatName({ style, name, seat }: { style: Parameters<typeof SeatChip>[0]['s']; name: string; seat: number }) {
  return (
    <>
      <span aria-hidden="true">
        <SeatChip s={style} size={28} label="" />
      </span>
      <span>
        {name} <span class="muted">{t('join-seat-number', { number: seat + 1 })}</span>
      </span>
    </>
  );
}

/** One game of the lobby: its seats, a checkbox on each free one. */
function LobbyGameSeats({ g, chosen, onToggle }: { g: LobbyGame; chosen: number[]; onToggle: (seat: number) => void }) {
  const styles = seatStyles(g.seats);
  const free = freeSeats(g);
  return (
    <fieldset class="lobby-game" data-game={g.id}>
      <legend>
        {g.name} <span class="muted">· {gameTitle(g.game)}</span>
      </legend>
      <ul class="lobby-seats">
        {g.seats.map((s) => {
          const style = styles[s.seat] ?? styles[0];
          const open = free.includes(s.seat);
          return (
            <li key={s.seat} class={open ? 'open' : 'taken'} data-lobby-seat={s.seat}>
              {open ? (
                <label class="check">
                  <input type="checkbox" checked={chosen.includes(s.seat)} onChange={() => onToggle(s.seat)} />
                  <SeatName style={style} name={s.name} seat={s.seat} />
                </label>
              ) : (
                <span class="seat-taken">
                  <SeatName style={style} name={s.name} seat={s.seat} />
                </span>
              )}
              <span class="holder">{holderInLobby(s)}</span>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
