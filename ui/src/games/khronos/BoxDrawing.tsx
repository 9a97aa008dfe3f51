// The drawing of Khronos on the home screen's game box: three boards of one land, offset like
// ages stacked in time, a building rippling across.

/** Khronos's drawing on the game box (decorative: hidden from screen readers). */
export function BoxDrawing() {
  return (
    <svg class="box-drawing" viewBox="0 0 120 80" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${8 + i * 18} ${6 + i * 12})`}>
          <rect width="70" height="46" rx="3" class={`box-board age-${i}`} />
          {[1, 2, 3, 4].map((k) => (
            <path key={k} d={`M${k * 14} 0 V46 M0 ${Math.min(k * 11.5, 46)} H70`} class="box-grid" />
          ))}
          <rect x="14" y="11.5" width="28" height="11.5" class="box-building" />
        </g>
      ))}
    </svg>
  );
}
