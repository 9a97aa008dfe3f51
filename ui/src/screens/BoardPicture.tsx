// A small picture of a saved game's board (the saved-games list), drawn from the rows of
// characters the table keeps with each game: terrain in muted tones, each seat's pieces in
// its colour and pattern. Named in words: which game, how many pieces of whom. How each game's
// board is drawn (its terrain, square or hex cells) is the game's (`Game.picture`).

import type { AnyGame } from '../games';
import type { SeatStyle } from '../table/format';
import { patternId } from '../table/Seat';
import { t } from '../i18n';

/** The side of one cell of the picture, in SVG units. */
const CELL = 6;

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

/** The picture of `game`'s board drawn from `rows`, each seat's pieces in its style. */
export function BoardPicture({ rows: all, game, styles }: { rows: string[]; game: AnyGame; styles: SeatStyle[] }) {
  const picture = game.picture;
  const rows = picture.cropToLand ? cropToLand(all).rows : all;
  const classes = picture.cells;
  const width = Math.max(0, ...rows.map((r) => r.length));
  const counts = piecesBySeat(all, styles.length);
  const label = counts.some((n) => n > 0)
    ? t('board-picture', {
        board: picture.whole,
        pieces: counts
          .map((n, i) =>
            n > 0
              ? t('board-picture-pieces', { name: styles[i].name, count: n, cells: n === 1 ? picture.cell.one : picture.cell.many })
              : null,
          )
          .filter(Boolean)
          .join(', '),
      })
    : t('board-picture-empty', { board: picture.whole });
  return (
    <svg
      class={`board-picture ${game.key}`}
      viewBox={`0 0 ${width * CELL} ${rows.length * CELL + (picture.hexColumns ? CELL / 2 : 0)}`}
      role="img"
      aria-label={label}
    >
      {rows.flatMap((r, y) =>
        [...r].map((c, x) => {
          if (c === ' ') return null;
          const seat = c >= '0' && c <= '9' ? styles[Number(c)] : undefined;
          // Columns of hexes: B, D, F... sit half a hex lower.
          const dy = picture.hexColumns && x % 2 === 1 ? CELL / 2 : 0;
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
