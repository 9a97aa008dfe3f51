// Playing across homes: the app sharing this table with people elsewhere (an invitation to
// send by any messenger, its QR code and the join code, until the host stops sharing),
// joining a table elsewhere by its invitation, and how that connection travels.

import { useEffect, useState } from 'preact/hooks';
import type { HostApi } from '../hostApi';
import type { ElsewhereStatus, PathState } from '../types';
import type { HostAddress } from '../network';
import { t } from '../i18n';
import { useBusy } from '../useBusy';
import { AddressField } from './AddressField';

/** Where the last invitation typed in is kept, to join again after a restart. */
const INVITATION_KEY = 'epochs.invitation';
/** Where the relay the host chose is kept (empty: iroh's public relays). */
const RELAY_KEY = 'epochs.relay';

function stored(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function store(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: asked again next time */
  }
}

/** The host's side: share with other homes, show the invitation, stop sharing. */
export function ShareElsewhere({ host }: { host: HostApi }) {
  const [status, setStatus] = useState<ElsewhereStatus | null>(null);
  const [relay, setRelay] = useState(() => stored(RELAY_KEY));
  const { busy, error, run } = useBusy();
  const [copied, setCopied] = useState(false);
  const share = () =>
    run(async () => {
      store(RELAY_KEY, relay.trim());
      setStatus(await host.shareElsewhere(relay.trim() ? { relay: relay.trim() } : {}));
    });
  const stop = () =>
    run(async () => {
      await host.stopElsewhere();
      setStatus(null);
    });
  const copy = async () => {
    if (!status) return;
    try {
      await navigator.clipboard.writeText(`${status.invitation} ${status.code}`);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section class="elsewhere-share" aria-labelledby="elsewhere-share-title" aria-busy={busy}>
      <h2 id="elsewhere-share-title">{t('homes-share-title')}</h2>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {status ? (
        <div class="invite">
          <img
            class="qr"
            src={`data:image/svg+xml;utf8,${encodeURIComponent(status.qr_svg)}`}
            alt={t('homes-qr')}
            width={240}
            height={240}
          />
          <div class="invite-text">
            <p>{t('homes-send')}</p>
            <p class="join-url">
              <code data-invitation={status.invitation}>{status.invitation}</code>
              <button type="button" class="secondary" onClick={copy}>
                {t('homes-copy')}
              </button>
            </p>
            <p class="muted" aria-live="polite">
              {copied ? t('homes-copied') : ''}
            </p>
            <p class="join-code-label">{t('hosting-code')}</p>
            <p class="join-code">{status.code}</p>
            <p class="muted">{t('homes-relay-sees')}</p>
            <button type="button" class="secondary" onClick={stop} disabled={busy}>
              {t('homes-stop')}
            </button>
          </div>
        </div>
      ) : (
        <div class="start-hosting">
          <p>{t('homes-share-intro')}</p>
          <details>
            <summary>{t('homes-own-relay')}</summary>
            <AddressField label={t('homes-relay')} value={relay} placeholder="https://relay.example.org" onInput={setRelay} />
          </details>
          <button type="button" class="primary" onClick={share} disabled={busy}>
            {t('homes-share')}
          </button>
        </div>
      )}
    </section>
  );
}

/** The invitation a person pasted: the ticket, and the join code after it when sent together. */
export function readInvitation(text: string): { ticket: string; code: string | null } | null {
  const [ticket, code] = text.trim().split(/\s+/);
  if (!ticket || !/^endpoint[a-z0-9]+$/i.test(ticket)) return null;
  return { ticket: ticket.toLowerCase(), code: code ?? null };
}

/** The joiner's side: paste the invitation; `join` reaches the table it names, and
 * `onJoined` gets the address to talk to it by, with the code when it came with the invitation. */
export function JoinElsewhere({
  join: reach,
  onJoined,
}: {
  join: (ticket: string) => Promise<HostAddress>;
  onJoined: (address: HostAddress) => void;
}) {
  const [text, setText] = useState(() => stored(INVITATION_KEY));
  const { busy, error, setError, run } = useBusy();
  const join = () => {
    const invitation = readInvitation(text);
    if (!invitation) {
      setError(t('homes-not-invitation'));
      return;
    }
    run(async () => {
      const address = await reach(invitation.ticket);
      store(INVITATION_KEY, text.trim());
      onJoined({ ...address, code: invitation.code });
    });
  };
  return (
    <section class="elsewhere-join" aria-labelledby="elsewhere-join-title" aria-busy={busy}>
      <h2 id="elsewhere-join-title">{t('homes-join-title')}</h2>
      <form
        class="address-form"
        onSubmit={(e) => {
          e.preventDefault();
          join();
        }}
      >
        <AddressField label={t('homes-invitation')} value={text} placeholder="endpoint…" url={false} onInput={setText} />
        <button type="submit" class="primary" disabled={busy}>
          {t('homes-join')}
        </button>
      </form>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** How often the path is read again. */
const PATH_EVERY_MS = 3000;

/** How the connection to a table elsewhere travels, in words: direct or relayed, and its round trip. */
export function ElsewherePath({ read: readPath }: { read: () => Promise<PathState | null> }) {
  const [path, setPath] = useState<PathState | null>(null);
  useEffect(() => {
    let live = true;
    const read = () =>
      readPath()
        .then((p) => live && setPath(p))
        .catch(() => undefined);
    read();
    const timer = setInterval(read, PATH_EVERY_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [readPath]);
  if (!path?.connected || path.rtt_ms === null) return null;
  return (
    <span class="elsewhere-path" data-relayed={path.relayed}>
      {' · '}
      {path.relayed ? t('homes-path-relayed', { ms: path.rtt_ms }) : t('homes-path-direct', { ms: path.rtt_ms })}
    </span>
  );
}
