import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The mark of what the latest actions changed (black with a white halo, app.css `--mark-ink`
// and `--mark-halo`) must not be mistaken for anything of either game: no player colour,
// building kind or terrain of Khronos or Tempus is near its black.

// The shared table's rules and the games' own (each game's board rules live in its folder).
const CSS = ['./app.css', '../games/khronos/khronos.css', '../games/tempus/tempus.css']
  .map((f) => readFileSync(new URL(f, import.meta.url), 'utf8'))
  .join('\n');

type Rgb = [number, number, number];

function parse(colour: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(colour.trim());
  return rgb ? ([Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] as Rgb) : null;
}

/** CIE L*a*b* of an sRGB colour (D65). */
function lab([r, g, b]: Rgb): Rgb {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [R, G, B] = [lin(r), lin(g), lin(b)];
  const x = (0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047;
  const y = 0.2126 * R + 0.7152 * G + 0.0722 * B;
  const z = (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** How far apart two colours look (CIE76 ΔE). */
function deltaE(a: Rgb, b: Rgb): number {
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/** The custom property `name` of `:root`. */
function rootVar(name: string): string {
  const m = new RegExp(`${name}:\\s*([^;]+);`).exec(CSS);
  if (!m) throw new Error(`${name} is not set in app.css`);
  return m[1];
}

/** Every colour written in the rules whose selector matches `selector`. */
function coloursOf(selector: RegExp): { where: string; rgb: Rgb }[] {
  const out: { where: string; rgb: Rgb }[] = [];
  for (const m of CSS.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const sel = m[1].replace(/\/\*[\s\S]*?\*\//g, '').trim();
    if (!selector.test(sel)) continue;
    for (const c of m[2].matchAll(/#[0-9a-f]{3,6}\b|rgba?\([^)]*\)/gi)) {
      const rgb = parse(c[0]);
      if (rgb) out.push({ where: `${sel} ${c[0]}`, rgb });
    }
  }
  return out;
}

/** The games' own colours on the tables, where the mark is drawn: players (`.c-*`), Khronos's
 * building kinds and terrain, Tempus's terrain (`.tt-*`). (Not the ink of labels; the saved games' small pictures,
 * `.pic-*`, carry no mark.) */
function gamePalette(): { where: string; rgb: Rgb }[] {
  const kinds = ['--mil', '--rel', '--civ'].map((v) => ({ where: v, rgb: parse(rootVar(v)) as Rgb }));
  return [...kinds, ...coloursOf(/^\.(c-|c-stroke-|t-|ter-[a-z]+-|tt-)|\.kind-/)];
}

describe('the mark of what changed', () => {
  const ink = parse(rootVar('--mark-ink'));
  const halo = parse(rootVar('--mark-halo'));
  const palette = gamePalette();

  it('reads its colours from app.css, and the palette has every game colour', () => {
    expect(ink).not.toBeNull();
    expect(halo).not.toBeNull();
    // 8 player colours (fill and stroke), 3 kinds, the terrains of both games.
    expect(palette.length).toBeGreaterThan(25);
  });

  it('is black, which no game colour comes near (CIE ΔE above 20), with a white halo that parts it from dark ground', () => {
    for (const mark of [ink!, halo!]) expect(mark[0] === mark[1] && mark[1] === mark[2], 'no hue at all').toBe(true);
    const nearest = palette.map((p) => ({ ...p, d: deltaE(ink!, p.rgb) })).sort((a, b) => a.d - b.d)[0];
    expect(nearest.d, `nearest game colour: ${nearest.where}`).toBeGreaterThan(20);
    expect(deltaE(ink!, halo!)).toBeGreaterThan(90);
  });

  it('would catch a mark in a game colour: the old magenta is near the Religious colour', () => {
    const magenta = parse('#8c006a')!;
    const rel = palette.find((p) => p.where === '--rel')!;
    expect(deltaE(magenta, rel.rgb)).toBeLessThan(20);
  });

  it('tints nothing: the changed squares and hexes keep their own colours under the frame', () => {
    for (const rule of ['.recent-built,\n.recent-changed', '.recent-added']) {
      const body = CSS.slice(CSS.indexOf(`${rule} {`)).split('}')[0];
      expect(body, rule).toMatch(/fill:\s*none/);
      expect(body, rule).toMatch(/stroke:\s*var\(--mark-ink\)/);
    }
  });
});
