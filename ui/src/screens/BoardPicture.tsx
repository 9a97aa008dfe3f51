// A small picture of a saved game's board (the saved-games list), drawn from the rows of
// characters the table keeps with each game: terrain in muted tones, each seat's pieces in
// its colour and pattern. Named in words: which game, how many pieces of whom.

import type { SeatStyle } from '../table/format';
import { patternId } from '../table/Seat';

const CELL = 6;

const KHRONOS_CELL: Record<string, string> = { '.': 'pic-plain', '*': 'pic-forest', '^': 'pic-mountain', '~': 'pic-water', '+': 'pic-neutral' };
const TEMPUS_CELL: Record<string, string> = { '.': 'pic-sea', '~': 'pic-water', g: 'pic-plain', f: 'pic-farm', h: 'pic-forest', w: 'pic-wood', m: 'pic-mountain' };

/** How many cells each seat's pieces cover in `rows`. */
export function piecesBySeat(rows: string[], seats: number): number[] {
  const out = Array.from({ length: seats }, () => 0);
  for (const r of rows) for (const c of r) if (c >= '0' && c <= '9' && Number(c) < seats) out[Number(c)]++;
  return out;
}

/** The rows of `rows` and the columns that hold land, with one cell of sea around them. */
function cropToLand(rows: string[]): { rows: string[]; x0: number } {
  const land = (c: string) => c !== '.' && c !== ' ';
  const ys = rows.map((r, y) => ([...r].some(land) ? y : -1)).filter((y) => y >= 0);
  const xs = rows.flatMap((r) => [...r].map((c, x) => (land(c) ? x : -1))).filter((x) => x >= 0);
  if (!ys.length) return { rows, x0: 0 };
  const [y0, y1] = [Math.max(0, Math.min(...ys) - 1), Math.min(rows.length - 1, Math.max(...ys) + 1)];
  // An even first column keeps the offset of the hex columns.
  const x0 = Math.max(0, Math.min(...xs) - 1) & ~1;
  const x1 = Math.max(...xs) + 1;
  return { rows: rows.slice(y0, y1 + 1).map((r) => r.slice(x0, x1 + 1)), x0 };
}

export function BoardPicture({ rows: all, game, styles }: { rows: string[]; game: string; styles: SeatStyle[] }) {
  const tempus = game === 'tempus';
  const rows = tempus ? cropToLand(all).rows : all;
  const classes = tempus ? TEMPUS_CELL : KHRONOS_CELL;
  const width = Math.max(0, ...rows.map((r) => r.length));
  const counts = piecesBySeat(all, styles.length);
  const label = `${tempus ? 'The island' : 'The three boards'}: ${
    counts.some((n) => n > 0)
      ? counts
          .map((n, i) => (n > 0 ? `${styles[i].name} on ${n} ${tempus ? 'hex' : 'square'}${n === 1 ? '' : tempus ? 'es' : 's'}` : null))
          .filter(Boolean)
          .join(', ')
      : 'nothing played yet'
  }`;
  return (
    <svg class={`board-picture ${tempus ? 'tempus' : 'khronos'}`} viewBox={`0 0 ${width * CELL} ${rows.length * CELL + (tempus ? CELL / 2 : 0)}`} role="img" aria-label={label}>
      {rows.flatMap((r, y) =>
        [...r].map((c, x) => {
          if (c === ' ') return null;
          const seat = c >= '0' && c <= '9' ? styles[Number(c)] : undefined;
          // Tempus's columns B, D, F... sit half a hex lower.
          const dy = tempus && x % 2 === 1 ? CELL / 2 : 0;
          return (
            <rect
              key={`${x}-${y}`}
              x={x * CELL}
              y={y * CELL + dy}
              width={CELL}
              height={CELL}
              class={seat ? 'pic-piece' : (classes[c] ?? 'pic-plain')}
              fill={seat ? `url(#${patternId(seat)})` : undefined}
            />
          );
        }),
      )}
    </svg>
  );
}
