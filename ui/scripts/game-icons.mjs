// Makes ui/src/generated/gameIcons.ts: the few pictures of game-icons.net (CC BY 3.0) that
// the tables draw their pieces with, taken from @iconify-json/game-icons (a dev dependency),
// so the app's bundle holds these and not the set's four thousand.
//
//   node scripts/game-icons.mjs           (npm run game-icons; the output is committed)
//   node scripts/game-icons.mjs --stdout  (prints it instead: the test compares the two)
//
// The Iconify set names no author per icon: who drew each one is its folder in the set's
// own repository (github.com/game-icons/icons, e.g. `delapouite/church.svg`), written below.

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const SET = here('../node_modules/@iconify-json/game-icons/');
const OUT = here('../src/generated/gameIcons.ts');

/** The authors of the icons used, as the set's license.txt names them, with their pages. */
export const AUTHORS = {
  Lorc: 'http://lorcblog.blogspot.com',
  Delapouite: 'http://delapouite.com',
  'Caro Asercion': null,
};

/** The icons used, by their name in the set, with who drew them and what they draw. */
export const ICONS = {
  // Khronos: the military buildings…
  watchtower: { author: 'Delapouite', for: 'a Khronos Watchtower' },
  'white-tower': { author: 'Lorc', for: 'a Khronos Keep' },
  'qaitbay-citadel': { author: 'Delapouite', for: 'a Khronos Castle' },
  // …the religious ones…
  church: { author: 'Delapouite', for: 'a Khronos Chapel' },
  'byzantin-temple': { author: 'Delapouite', for: 'a Khronos Monastery' },
  'saint-basil-cathedral': { author: 'Delapouite', for: 'a Khronos Abbey' },
  // …the civil ones…
  house: { author: 'Delapouite', for: 'a Khronos Hamlet' },
  village: { author: 'Delapouite', for: 'a Khronos Town and a Tempus city' },
  'medieval-village-01': { author: 'Caro Asercion', for: 'a Khronos City' },
  // …ruins and control cubes.
  'broken-wall': { author: 'Delapouite', for: 'a Khronos ruin' },
  cube: { author: 'Delapouite', for: 'a Khronos control cube' },
  // Tempus: people and Atlantis (its cities are the village above).
  meeple: { author: 'Delapouite', for: 'Tempus people' },
  'greek-temple': { author: 'Delapouite', for: 'Atlantis in Tempus' },
};

/** The text of gameIcons.ts from the set's icons.json, info.json and package.json (parsed). */
export function render(icons, info, pkg) {
  const lines = [
    `// Generated from ${pkg.name} ${pkg.version} by \`npm run game-icons\` (ui/scripts/game-icons.mjs).`,
    '// Do not edit: change the list in the script and regenerate; a test fails when this file is stale.',
    `// The pictures are game-icons.net's (${info.license.title}): the About screen credits their authors.`,
    '',
    '/** One picture of game-icons.net: its SVG markup inside a `0 0 width height` view box (drawn in',
    ' * `currentColor`), what the tables draw with it, who drew it and its licence. */',
    'export interface GameIcon {',
    '  body: string;',
    '  draws: string;',
    '  width: number;',
    '  height: number;',
    '  author: string;',
    '  license: string;',
    '}',
    '',
    '/** The icon set: its name, authors, licence and addresses. */',
    'export const GAME_ICON_SET = {',
    `  name: ${JSON.stringify(info.name)},`,
    `  author: ${JSON.stringify(info.author.name)},`,
    `  url: ${JSON.stringify('https://game-icons.net')},`,
    `  source: ${JSON.stringify(info.author.url)},`,
    `  license: ${JSON.stringify(info.license.title)},`,
    `  licenseUrl: ${JSON.stringify('https://creativecommons.org/licenses/by/3.0/')},`,
    `  licenseFile: ${JSON.stringify(info.license.url)},`,
    '} as const;',
    '',
    '/** The authors of the pictures used, with their pages where the set gives one. */',
    'export const GAME_ICON_AUTHORS: { name: string; url: string | null }[] = [',
    ...Object.entries(AUTHORS).map(([name, url]) => `  { name: ${JSON.stringify(name)}, url: ${JSON.stringify(url)} },`),
    '];',
    '',
    '/** The pictures the tables draw, by their name in the set. */',
    'export const GAME_ICONS = {',
  ];
  for (const [name, use] of Object.entries(ICONS)) {
    const icon = icons.icons[name];
    if (!icon?.body) throw new Error(`game-icons has no icon '${name}'`);
    if (!(use.author in AUTHORS)) throw new Error(`the author of '${name}' (${use.author}) is not in AUTHORS`);
    lines.push(
      `  ${JSON.stringify(name)}: {`,
      `    body: ${JSON.stringify(icon.body)},`,
      `    draws: ${JSON.stringify(use.for)},`,
      `    width: ${icon.width ?? icons.width ?? 16},`,
      `    height: ${icon.height ?? icons.height ?? 16},`,
      `    author: ${JSON.stringify(use.author)},`,
      `    license: ${JSON.stringify(info.license.title)},`,
      '  },',
    );
  }
  lines.push(
    '} as const satisfies Record<string, GameIcon>;',
    '',
    '/** The name of a picture the tables draw. */',
    'export type GameIconName = keyof typeof GAME_ICONS;',
    '',
  );
  return lines.join('\n');
}

/** The set's files, parsed. */
export function readSet() {
  const read = (f) => JSON.parse(readFileSync(SET + f, 'utf8'));
  return [read('icons.json'), read('info.json'), read('package.json')];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = render(...readSet());
  if (process.argv.includes('--stdout')) process.stdout.write(text);
  else {
    writeFileSync(OUT, text);
    console.log(`wrote ${OUT} (${Object.keys(ICONS).length} icons, ${text.length} characters)`);
  }
}
