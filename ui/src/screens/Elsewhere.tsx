// Playing across homes: the app sharing this table with people elsewhere (an invitation to
// send by any messenger, its QR code and the join code, until the host stops sharing),
// joining a table elsewhere by its invitation, and how that connection travels.

import { useEffect, useRef, useState } from 'preact/hooks';
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
/** Where the address of the host's copy of the web app is kept (empty: no link). */
const WEB_APP_KEY = 'epochs.webApp';

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
  const [webApp, setWebApp] = useState(() => stored(WEB_APP_KEY));
  const { busy, error, run } = useBusy();
  const [copied, setCopied] = useState(false);
  const share = () =>
    run(async () => {
      const [r, w] = [relay.trim(), webApp.trim()];
      setStatus(await host.shareElsewhere({ ...(r ? { relay: r } : {}), ...(w ? { web_app: w } : {}) }));
      store(RELAY_KEY, r);
      store(WEB_APP_KEY, w);
    });
  const stop = () =>
    run(async () => {
      await host.stopElsewhere();
      setStatus(null);
    });
  const copy = async () => {
    if (!status) return;
    try {
      await navigator.clipboard.writeText(status.link ?? `${status.invitation} ${status.code}`);
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
            <p>{status.link ? t('homes-send-link') : t('homes-send')}</p>
            {status.link && (
              <p class="join-url">
                <code data-link={status.link}>{status.link}</code>
              </p>
            )}
            <p class="join-url">
              <code data-invitation={status.invitation}>{status.invitation}</code>
              <button type="button" class="secondary" onClick={copy}>
                {status.link ? t('homes-copy-link') : t('homes-copy')}
              </button>
            </p>
            <p class="muted" aria-live="polite">
              {copied ? (status.link ? t('homes-copied-link') : t('homes-copied')) : ''}
            </p>
            <p class="app-link">
              {t('homes-app-link')} <code data-app-link={status.app_link}>{status.app_link}</code>
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
          <details open={webApp !== ''}>
            <summary>{t('homes-link')}</summary>
            <AddressField label={t('homes-web-app')} value={webApp} placeholder="https://example.org/epochs/" onInput={setWebApp} />
          </details>
          <button type="button" class="primary" onClick={share} disabled={busy}>
            {t('homes-share')}
          </button>
        </div>
      )}
    </section>
  );
}

/** The invitation a person pasted: the ticket, and the join code after it when sent together;
 * or the invitation's link (`…#/elsewhere/TICKET/CODE`, or the app's `epochs://elsewhere/…`). */
export function readInvitation(text: string): { ticket: string; code: string | null } | null {
  const link = /(?:#\/|epochs:\/\/)elsewhere\/([a-z0-9]+)(?:\/([\w-]+))?/i.exec(text);
  const [ticket, code] = link ? [link[1], link[2]] : text.trim().split(/\s+/);
  if (!ticket || !/^endpoint[a-z0-9]+$/i.test(ticket)) return null;
  return { ticket: ticket.toLowerCase(), code: code ?? null };
}

/** The joiner's side: paste the invitation; `join` reaches the table it names, and
 * `onJoined` gets the address to talk to it by, with the code when it came with the invitation. */
export function JoinElsewhere({
  join: reach,
  onJoined,
  invitation: opened,
}: {
  join: (ticket: string) => Promise<HostAddress>;
  onJoined: (address: HostAddress) => void;
  /** The invitation of the link this page was opened on: filled in, its Join button focused. */
  invitation?: string;
}) {
  const [text, setText] = useState(() => opened ?? stored(INVITATION_KEY));
  const joinButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!opened) return;
    setText(opened);
    joinButton.current?.focus();
    joinButton.current?.scrollIntoView({ block: 'center' });
  }, [opened]);
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
    <section
      class="elsewhere-join"
      aria-label={opened ? t('homes-join-title') : undefined}
      aria-labelledby={opened ? undefined : 'elsewhere-join-title'}
      aria-busy={busy}
    >
      {!opened && <h2 id="elsewhere-join-title">{t('homes-join-title')}</h2>}
      <form
        class="address-form"
        onSubmit={(e) => {
          e.preventDefault();
          join();
        }}
      >
        <AddressField label={t('homes-invitation')} value={text} placeholder="endpoint…" url={false} onInput={setText} />
        <button type="submit" class="primary" disabled={busy} ref={joinButton}>
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
export function ElsewherePath({ read: readPath, short }: { read: () => Promise<PathState | null>; short?: boolean }) {
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
      {short
        ? path.relayed
          ? t('homes-path-short-relayed', { ms: path.rtt_ms })
          : t('homes-path-short-direct', { ms: path.rtt_ms })
        : path.relayed
          ? t('homes-path-relayed', { ms: path.rtt_ms })
          : t('homes-path-direct', { ms: path.rtt_ms })}
    </span>
  );
}
