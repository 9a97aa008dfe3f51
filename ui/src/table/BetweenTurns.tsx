// The screens between two seats' turns, which show nothing private of anyone: the hand-off
// frame (pass the device), the banner while another device's seat must act, and what the
// others did since a seat's last move.

import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { tableOnly } from '../network';
import { hasActed, sinceLastTurn, type SeatStyle } from './format';
import { SeatChip } from './Seat';
import { useLesson } from './lesson';
import { rulingHref, type ToldLine } from './logWords';
import { t } from '../i18n';

/**
 * The neutral hand-off screen: whom to pass the device to and why, then their tap. `children`
 * adds public news (earnings); nothing private belongs here.
 */
export function HandOffFrame({
  style,
  reason,
  onReady,
  children,
}: {
  style: SeatStyle;
  reason: string;
  onReady: () => void;
  children?: ComponentChildren;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), [style.seat]);
  return (
    <section class="handoff" aria-labelledby="handoff-title" data-seat={style.seat}>
      <SeatChip s={style} size={72} label={t('table-token', { name: style.name })} />
      <h2 id="handoff-title">{t('table-pass-to', { name: style.name })}</h2>
      <p class="handoff-why">{reason}</p>
      {children}
      <button ref={ref} type="button" class="primary huge" onClick={onReady}>
        {t('table-tap-when-ready', { name: style.name })}
      </button>
      <p class="muted">{t('table-nothing-private', { name: style.name })}</p>
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
      <SeatChip s={style} size={40} label={t('table-token', { name: style.name })} />
      <h2 id="away-title" tabIndex={-1}>
        {only ? t('table-waiting-for', { name: style.name }) : t('table-waiting-for-elsewhere', { name: style.name })}
      </h2>
      {only && (
        <p class="muted">
          {t('table-only')} <a href={`#/host/${gameId}`}>{t('table-only-seats')}</a>
        </p>
      )}
      <p>
        <a href={`#/replay/${gameId}`}>{t('table-replay-so-far')}</a>
      </p>
    </section>
  );
}

/**
 * What the others did since `style`'s seat last acted, in words (the log's lines); with
 * `onShow`, a button that plays them on the board step by step.
 */
export function SinceLastTurn({ log, style, onShow }: { log: ToldLine[]; style: SeatStyle; onShow?: (lines: ToldLine[]) => void }) {
  const lines = sinceLastTurn(log, style.seat);
  const list = useRef<HTMLElement>(null);
  const newest = lines[lines.length - 1]?.seq;
  // A long list scrolls: it opens on its newest lines, the older ones above.
  useLayoutEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest]);
  if (lines.length === 0) return null;
  const first = !hasActed(log, style.seat);
  return (
    <section class="since-last" ref={list} aria-labelledby={`since-${style.seat}`}>
      <h3 id={`since-${style.seat}`}>{first ? t('table-so-far') : t('table-since-last-move', { name: style.name })}</h3>
      {onShow && (
        <button type="button" class="secondary show-steps" onClick={() => onShow(lines)}>
          {t('table-show-steps')}
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

/**
 * Who played first and why, for a seat that has not acted yet: the first player is drawn at
 * random when a game is set up (the game's ruling `ruling`, linked to its section of the
 * Rules page). The first player is whoever acted first, or the seat to act before anyone has.
 * Not in a lesson, whose position says who plays.
 */
export function FirstPlayerNote({
  log,
  styles,
  seat,
  game,
  ruling,
}: {
  log: ToldLine[];
  styles: SeatStyle[];
  seat: number;
  game: string;
  ruling: string;
}) {
  const lesson = useLesson();
  if (lesson || hasActed(log, seat)) return null;
  const first = styles[log[0]?.seat ?? seat];
  if (!first) return null;
  return (
    <p class="first-player-note" role="note" data-first={first.seat}>
      {log.length === 0 ? t('table-first-player', { name: first.name }) : t('table-first-player-past', { name: first.name })} (
      <a href={rulingHref(game, ruling)} title={t('table-rule-link', { ruling })}>
        {ruling}
      </a>
      )
    </p>
  );
}
