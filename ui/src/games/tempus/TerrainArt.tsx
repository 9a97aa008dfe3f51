// The island's terrain as a board game prints it: each terrain a ground colour with its own
// texture (so that colour is never the only cue, even under a piece) and, on every land hex, a
// picture of its own drawn large in the upper part of the hex (trees, peaks, hills, wheat,
// grass), leaving the hex's name plate below. Pictures and textures are referenced by id: the
// island draws them once in its <defs>, the legend reuses them.
//
// The pictures are drawn around (0, 0), the centre of a hex of circumradius 30 (hex.ts R),
// flat-topped: its corners at (±30, 0) and (±15, ±26).

import type { TTerrain } from './types';

/** A conifer of height about 20 whose trunk stands at (x, y). */
function tree(x: number, y: number, s = 1): string {
  const p = (dx: number, dy: number) => `${(x + dx * s).toFixed(1)} ${(y + dy * s).toFixed(1)}`;
  return `M${p(0, -20)} L${p(6, -11)} L${p(3.5, -11)} L${p(8.5, -3)} L${p(-8.5, -3)} L${p(-3.5, -11)} L${p(-6, -11)} Z`;
}

/** A tuft of grass whose foot is at (x, y). */
function tuft(x: number, y: number): string {
  return `M${x - 5} ${y} Q${x - 4.5} ${y - 4} ${x - 7} ${y - 7} M${x} ${y} V${y - 9} M${x + 5} ${y} Q${x + 4.5} ${y - 4} ${x + 7} ${y - 7}`;
}

/** An ear of wheat on its stalk, the stalk's foot at (x, y). */
function wheat(x: number, y: number): string {
  let d = `M${x} ${y} V${y - 17}`;
  for (let i = 0; i < 3; i++) {
    const yy = y - 8 - i * 4;
    d += ` M${x} ${yy} L${x - 4} ${yy - 3.5} M${x} ${yy} L${x + 4} ${yy - 3.5}`;
  }
  return d;
}

/** The picture of each terrain, by its id (`art-<terrain>`). */
export function TerrainArtDefs() {
  return (
    <>
      <g id="art-woods" class="tt-art">
        <g class="tt-art-trunk">
          <rect x="-14.2" y="-4" width="2.4" height="4" />
          <rect x="-1.2" y="-10" width="2.4" height="4" />
          <rect x="11.8" y="-4" width="2.4" height="4" />
        </g>
        <path d={`${tree(0, -10)} ${tree(-13, -4)} ${tree(13, -4)}`} class="tt-art-tree" />
      </g>
      <g id="art-mountain" class="tt-art">
        <path d="M-22 6 L-6 -20 L10 6 Z M2 6 L13 -11 L24 6 Z" class="tt-art-rock" />
        <path
          d="M-6 -20 L-10.6 -12.5 L-7.8 -14 L-5.6 -11.6 L-3.4 -14 L-1.4 -12.5 Z M13 -11 L10.2 -6.6 L12 -7.6 L13.4 -6 L14.9 -7.6 L15.8 -6.6 Z"
          class="tt-art-snow"
        />
      </g>
      <g id="art-hills" class="tt-art">
        <path d="M-8 2 Q3 -26 14 2 Z" class="tt-art-hill" />
        <path d="M-24 6 Q-14 -16 -4 6 Z M6 8 Q15 -8 24 8 Z" class="tt-art-hill" />
      </g>
      <g id="art-farmland" class="tt-art">
        <path d="M-22 4 L-12 -20 M-14 6 L-4 -22 M-6 8 L4 -22 M2 8 L12 -20 M10 8 L19 -14" class="tt-art-furrow" />
        <path d={`${wheat(-11, 6)} ${wheat(0, 0)} ${wheat(11, 6)}`} class="tt-art-wheat" />
      </g>
      <g id="art-grassland" class="tt-art">
        <path d={`${tuft(-13, 2)} ${tuft(0, -8)} ${tuft(13, 2)} ${tuft(-3, 10)}`} class="tt-art-grass" />
        <circle cx="-8" cy="-12" r="2" class="tt-art-flower" />
        <circle cx="8" cy="-16" r="2" class="tt-art-flower" />
        <circle cx="19" cy="-6" r="1.8" class="tt-art-flower" />
      </g>
      <g id="art-lake" class="tt-art">
        <path d="M-14 -8 Q-9 -12 -4 -8 T6 -8 M-6 2 Q-1 -2 4 2 T14 2" class="tt-art-ripple" />
      </g>
    </>
  );
}

/** The ground of each terrain: colour and texture, by id (`tt-<cell>`). */
export function TerrainTextures() {
  return (
    <>
      <pattern id="tt-grassland" width="12" height="12" patternUnits="userSpaceOnUse">
        <rect width="12" height="12" class="tt-grassland-bg" />
        <path d="M2 8 l1 -3 l1 3 M8 3 l1 -3 l1 3" class="tt-ink" />
      </pattern>
      <pattern id="tt-farmland" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(-25)">
        <rect width="7" height="7" class="tt-farmland-bg" />
        <path d="M0 3.5 H7" class="tt-farmland-ink" />
      </pattern>
      <pattern id="tt-hills" width="16" height="12" patternUnits="userSpaceOnUse">
        <rect width="16" height="12" class="tt-hills-bg" />
        <path d="M1 10 Q5 4 9 10" class="tt-ink" />
      </pattern>
      <pattern id="tt-woods" width="10" height="10" patternUnits="userSpaceOnUse">
        <rect width="10" height="10" class="tt-woods-bg" />
        <circle cx="2.5" cy="2.5" r="1.6" class="tt-woods-ink" />
        <circle cx="7.5" cy="7.5" r="1.6" class="tt-woods-ink" />
      </pattern>
      <pattern id="tt-mountain" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="8" height="8" class="tt-mountain-bg" />
        <path d="M0 4 H8 M4 0 V8" class="tt-ink" />
      </pattern>
      <pattern id="tt-sea" width="24" height="12" patternUnits="userSpaceOnUse">
        <rect width="24" height="12" class="tt-sea-bg" />
        <path d="M0 6 Q6 2 12 6 T24 6" class="tt-sea-ink" />
      </pattern>
      <pattern id="tt-lake" width="10" height="10" patternUnits="userSpaceOnUse">
        <rect width="10" height="10" class="tt-lake-bg" />
        <circle cx="5" cy="5" r="2.5" class="tt-lake-ink" />
      </pattern>
    </>
  );
}

/** Textures and pictures of every terrain, referenced by id from the hexes and the legend. */
export function TerrainDefs() {
  return (
    <defs>
      <TerrainTextures />
      <TerrainArtDefs />
    </defs>
  );
}

/** The picture of a cell (none for the open sea, whose texture says it). */
export function artOf(cell: TTerrain | 'sea' | 'lake'): string | null {
  return cell === 'sea' ? null : `art-${cell}`;
}
