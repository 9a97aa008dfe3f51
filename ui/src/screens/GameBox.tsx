// The front of the game box on the home screen: both games, each with a drawing of its board,
// a line on what it is, the player count, and ways in (a new game, how to play).

import { hexPoints } from '../games/tempus/hex';

function KhronosDrawing() {
  // Three boards of one land, offset like ages stacked in time, a building rippling across.
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

function TempusDrawing() {
  const hexes: [number, number, string][] = [
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
  return (
    <svg class="box-drawing" viewBox="0 0 100 66" aria-hidden="true">
      {hexes.map(([x, y, t], i) => (
        <polygon key={i} points={hexPoints(x, y + 4, 11)} class={`box-hex t-${t}`} />
      ))}
      <circle cx="40" cy="34" r="4.5" class="box-token" />
      <circle cx="58" cy="44" r="4.5" class="box-token" />
    </svg>
  );
}

const GAMES = [
  {
    key: 'khronos',
    title: 'Khronos',
    pitch: 'Build across three ages of one land: what you raise in the past ripples into the future, and can undo it.',
    players: '2 to 5 players · 7 turns',
    drawing: <KhronosDrawing />,
  },
  {
    key: 'tempus',
    title: 'Tempus',
    pitch: 'Lead a people across an island through the eras of history: move, grow, build cities, fight, and be the first to advance.',
    players: '3 to 5 players (2 with the variant) · up to the tenth era',
    drawing: <TempusDrawing />,
  },
] as const;

export function GameBox() {
  return (
    <section class="game-box" aria-label="The games">
      {GAMES.map((g) => (
        <article key={g.key} class={`box-game box-${g.key}`} aria-labelledby={`box-${g.key}`}>
          {g.drawing}
          <h2 id={`box-${g.key}`}>{g.title}</h2>
          <p class="box-pitch">{g.pitch}</p>
          <p class="muted">{g.players}</p>
          <div class="box-actions">
            <a class="button primary" href={`#/new/${g.key}`}>
              New game of {g.title}
            </a>
            <a class="button secondary" href={`#/rules/${g.key}`}>
              How to play {g.title}
            </a>
          </div>
        </article>
      ))}
    </section>
  );
}
