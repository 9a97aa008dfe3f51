// The drawing of Tempus on the home screen's game box: a few hexes of an island, two tokens.

import { hexPoints } from './hex';

/** The hexes of the drawing: centre x, centre y, terrain letter. */
const HEXES: [number, number, string][] = [
  [40, 30, 'g'],
  [58, 40, 'f'],
  [58, 20, 'h'],
  [40, 50, 'w'],
  [22, 40, 'm'],
  [22, 20, 'g'],
  [40, 10, 'f'],
  [76, 30, 'g'],
  [76, 50, 'h'],
];

/** Tempus's drawing on the game box (decorative: hidden from screen readers). */
export function BoxDrawing() {
  return (
    <svg class="box-drawing" viewBox="0 0 100 66" aria-hidden="true">
      {HEXES.map(([x, y, t], i) => (
        <polygon key={i} points={hexPoints(x, y + 4, 11)} class={`box-hex t-${t}`} />
      ))}
      <circle cx="40" cy="34" r="4.5" class="box-token" />
      <circle cx="58" cy="44" r="4.5" class="box-token" />
    </svg>
  );
}
