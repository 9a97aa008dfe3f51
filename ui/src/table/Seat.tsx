// Seat identity: colour + letter + pattern, so colour is never the only cue.

import type { BotLevel } from '../types';
import { t } from '../i18n';
import type { SeatStyle } from './format';
import { COLOURS, PATTERNS } from './format';

export function patternId(s: Pick<SeatStyle, 'colour' | 'pattern'>) {
  return `pat-${s.pattern}-${s.colour}`;
}

/** One hidden SVG holding every seat pattern and terrain texture, referenced by id. */
export function PatternDefs() {
  return (
    <svg class="defs" aria-hidden="true" focusable="false" width="0" height="0">
      <defs>
        {COLOURS.map((c) =>
          PATTERNS.map((p) => (
            <pattern id={`pat-${p}-${c}`} key={`${p}-${c}`} width="6" height="6" patternUnits="userSpaceOnUse">
              <rect width="6" height="6" class={`seat-bg c-${c}`} />
              {p === 'stripes' && <path d="M-1 7 L7 -1 M-1 1 L1 -1 M5 7 L7 5" class="seat-ink" />}
              {p === 'dots' && <circle cx="3" cy="3" r="1.3" class="seat-ink-fill" />}
              {p === 'checks' && <path d="M0 0h3v3H0z M3 3h3v3H3z" class="seat-ink-fill" />}
              {p === 'zigzag' && <path d="M0 4 L1.5 1.5 L3 4 L4.5 1.5 L6 4" class="seat-ink" />}
            </pattern>
          )),
        )}
        <pattern id="ter-forest" width="12" height="12" patternUnits="userSpaceOnUse">
          <rect width="12" height="12" class="ter-forest-bg" />
          <path d="M3 1 L5.5 6 H0.5 Z M9 6 L11.5 11 H6.5 Z" class="ter-forest-ink" />
        </pattern>
        <pattern id="ter-mountain" width="14" height="10" patternUnits="userSpaceOnUse">
          <rect width="14" height="10" class="ter-mountain-bg" />
          <path d="M1 9 L5 2 L9 9 M7 9 L10 4 L13 9" class="ter-mountain-ink" />
        </pattern>
        <pattern id="ter-river" width="12" height="8" patternUnits="userSpaceOnUse">
          <rect width="12" height="8" class="ter-river-bg" />
          <path d="M0 3 Q3 0 6 3 T12 3 M0 7 Q3 4 6 7 T12 7" class="ter-river-ink" />
        </pattern>
        <pattern id="ruin-hatch" width="5" height="5" patternUnits="userSpaceOnUse">
          <rect width="5" height="5" class="ruin-bg" />
          <path d="M0 5 L5 0" class="ruin-ink" />
        </pattern>
      </defs>
    </svg>
  );
}

/**
 * A small token: the seat's pattern in its colour, with its letter. Named `label` (else the
 * seat's name); an empty label makes it decoration beside words that already name the seat.
 */
export function SeatChip({ s, size = 22, label }: { s: SeatStyle; size?: number; label?: string }) {
  const decorative = label === '';
  return (
    <svg
      class="chip"
      width={size}
      height={size}
      viewBox="0 0 22 22"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : (label ?? s.name)}
      aria-hidden={decorative ? 'true' : undefined}
    >
      <circle cx="11" cy="11" r="10" fill={`url(#${patternId(s)})`} class="chip-ring" />
      <circle cx="11" cy="11" r="6.5" class="chip-core" />
      <text x="11" y="11" class="chip-letter" text-anchor="middle" dominant-baseline="central">
        {s.letter}
      </text>
    </svg>
  );
}

/** Who plays a seat, as one choice: a person, or a bot at a level. */
export type SeatPlayer = 'human' | BotLevel;

/** A seat's player as one choice. */
export function seatPlayer(s: { kind?: 'human' | 'bot'; level?: BotLevel }): SeatPlayer {
  return s.kind === 'bot' ? (s.level ?? 'medium') : 'human';
}

/** A select of who plays a seat (a person, or a bot: easy, medium, hard). */
export function SeatPlayerSelect({
  value,
  disabled,
  onChange,
}: {
  value: SeatPlayer;
  disabled?: boolean;
  onChange: (p: SeatPlayer) => void;
}) {
  return (
    <select value={value} disabled={disabled} onChange={(e) => onChange((e.target as HTMLSelectElement).value as SeatPlayer)}>
      <option value="human">{t('table-player-person')}</option>
      <option value="easy">{t('table-player-bot-easy')}</option>
      <option value="medium">{t('table-player-bot-medium')}</option>
      <option value="hard">{t('table-player-bot-hard')}</option>
    </select>
  );
}
