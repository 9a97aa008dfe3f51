// The drawer beside a table (game log, rules summary, who plays each seat) and the editor of
// who plays each seat that it holds, for the devices allowed to change it.

import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Api } from '../api';
import { toApiError } from '../transport';
import type { SeatInfo } from '../types';
import { SeatPlayerSelect, seatPlayer } from './Seat';
import { startsTurn, type ToldLine } from './logWords';
import { t } from '../i18n';
import { HeaderRemote } from '../RemoteBar';

/** What can take the focus inside an element, in tab order. */
const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside `box`: from its last focusable element to its first, and
 * back. Returns whether it moved the focus.
 */
export function keepTabInside(box: HTMLElement, e: { key: string; shiftKey: boolean; preventDefault(): void }): boolean {
  if (e.key !== 'Tab') return false;
  const inside = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );
  if (!inside.length) {
    e.preventDefault();
    return true;
  }
  const [first, last] = [inside[0], inside[inside.length - 1]];
  const at = document.activeElement;
  if (e.shiftKey && (at === first || at === box)) {
    e.preventDefault();
    last.focus();
    return true;
  }
  if (!e.shiftKey && at === last) {
    e.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

/** Which drawer beside the table is open, if any. */
export type Panel = 'log' | 'rules' | 'seats' | null;

/**
 * The header's buttons that open the drawers beside the table (each pressed while its drawer is
 * open; a second tap closes it), after `hint`; the seats' button only where `seatsButton`.
 */
export function PanelButtons({
  panel,
  onPanel,
  seatsButton,
  hint,
}: {
  panel: Panel;
  onPanel: (p: Panel) => void;
  seatsButton: boolean;
  hint?: ComponentChildren;
}) {
  const toggle = (p: Exclude<Panel, null>) => (
    <button type="button" class="secondary" data-panel={p} aria-pressed={panel === p} onClick={() => onPanel(panel === p ? null : p)}>
      {p === 'seats' ? t('table-panel-seats') : p === 'log' ? t('table-panel-log') : t('table-panel-rules')}
    </button>
  );
  return (
    <span class="header-buttons">
      <HeaderRemote />
      {hint}
      {seatsButton && toggle('seats')}
      {toggle('log')}
      {toggle('rules')}
    </span>
  );
}

/**
 * The drawer beside the table, opened from its header: the game log, the rules summary, or
 * who plays each seat. The focus goes into it and stays there (Tab goes round its controls);
 * Escape or its close button closes it and gives the focus back to what opened it.
 */
export function SidePanel({
  panel,
  log,
  onClose,
  rulesTitle,
  rules,
  seats,
}: {
  panel: Panel;
  log: ToldLine[];
  onClose: () => void;
  rulesTitle: string;
  rules: ComponentChildren;
  seats?: ComponentChildren;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // What had the focus when the drawer opened (its button in the header), to give it back.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (panel) {
      const at = document.activeElement as HTMLElement | null;
      if (at && at !== document.body && !ref.current?.contains(at)) opener.current = at;
      ref.current?.focus();
      return;
    }
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected) back.focus();
  }, [panel]);
  if (!panel) return null;
  // The panel opens below the table's header, whose buttons switch between the panels.
  const top = Math.max(0, document.querySelector('.table-header')?.getBoundingClientRect().bottom ?? 0);
  return (
    <div
      class="side-panel"
      style={{ top: `${top}px` }}
      role="dialog"
      aria-modal="true"
      aria-labelledby="side-title"
      tabIndex={-1}
      ref={ref}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        } else if (ref.current) keepTabInside(ref.current, e);
      }}
    >
      <div class="side-head">
        <h2 id="side-title">{panel === 'log' ? t('table-log-title') : panel === 'seats' ? t('table-seats-title') : rulesTitle}</h2>
        <button type="button" class="close" aria-label={t('table-close')} onClick={onClose}>
          ×
        </button>
      </div>
      {panel === 'log' ? (
        log.length ? (
          <ol class="log" start={1}>
            {log.map((l, i) => (
              // Each turn begins under its player's name (drawn before the line, not in it).
              <li
                key={l.seq}
                class={startsTurn(log, i) ? 'turn-start' : undefined}
                data-turn={startsTurn(log, i) ? t('table-log-turn', { name: l.who }) : undefined}
              >
                {l.text}
                {l.rules?.map((r) => (
                  <span key={r.ruling} class="ruling">
                    {' '}
                    (
                    <a href={r.href} title={t('table-rule-link', { ruling: r.ruling })}>
                      {r.ruling}
                    </a>
                    )
                  </span>
                ))}
              </li>
            ))}
          </ol>
        ) : (
          <p class="muted">{t('table-log-empty')}</p>
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
              <span>{t('table-seat-is', { name: s.name, number: i + 1 })}</span>
              <SeatPlayerSelect
                disabled={busy}
                value={seatPlayer(s)}
                onChange={async (p) => {
                  setBusy(true);
                  try {
                    await (p === 'human'
                      ? api.setSeatKind({ game: gameId, seat: i, kind: 'human' })
                      : api.setSeatKind({ game: gameId, seat: i, kind: 'bot', level: p }));
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
