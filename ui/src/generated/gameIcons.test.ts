// The pictures of game-icons.net the tables draw: the checked-in gameIcons.ts is what
// scripts/game-icons.mjs makes of the installed set (else run `npm run game-icons`), every
// picture the tables name is in it, drawn in the current colour, with its author credited.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_ICONS, GAME_ICON_AUTHORS, GAME_ICON_SET } from './gameIcons';
import { BUILDING_ICON, RUIN_ICON } from '../games/khronos/icons';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

describe('game icons', () => {
  it('are what the script makes of the installed set (npm run game-icons)', () => {
    const made = execFileSync(process.execPath, [here('../../scripts/game-icons.mjs'), '--stdout'], { encoding: 'utf8' });
    expect(made).toBe(readFileSync(here('./gameIcons.ts'), 'utf8'));
  });

  it('hold every picture the tables draw, in the current colour, credited', () => {
    const used = [...Object.values(BUILDING_ICON), RUIN_ICON, 'cube', 'meeple', 'village', 'greek-temple'] as const;
    const authors = new Set(GAME_ICON_AUTHORS.map((a) => a.name));
    for (const name of used) {
      const icon = GAME_ICONS[name];
      expect(icon, name).toBeDefined();
      expect(icon.body, name).toMatch(/^<path fill="currentColor" d="[^"]+"\/>$/);
      expect(icon.width).toBeGreaterThan(0);
      expect(icon.height).toBeGreaterThan(0);
      expect(authors.has(icon.author), `${name}'s author ${icon.author}`).toBe(true);
      expect(icon.license).toBe(GAME_ICON_SET.license);
    }
    // Only the pictures used: the bundle does not carry the set.
    expect(Object.keys(GAME_ICONS).sort()).toEqual([...new Set(used)].sort());
    expect(GAME_ICON_SET.license).toBe('CC BY 3.0');
  });
});
