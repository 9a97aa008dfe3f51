// Makes the web app's icons (ui/web/icons) from the project's icon (icons/source.png,
// 1024×1024) with Chromium through Playwright, the tools the UI's tests already have:
// every size a manifest, Android, iPadOS and iOS ask for, the maskable ones with the picture
// inside the safe zone on the icon's own blue, and an opaque Apple touch icon.
//
//   node scripts/make-icons.mjs     (npm run icons; the icons are committed)

import { chromium } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const SOURCE = here('../../icons/source.png');
const OUT = here('../web/icons');
/** The sizes of the plain icons (transparent corners, as the source). */
const ANY = [48, 72, 96, 128, 144, 152, 167, 180, 192, 256, 384, 512];
/** The sizes of the maskable icons (a launcher crops them to its own shape). */
const MASKABLE = [192, 512];
/** The icon's own blue, behind the maskable and Apple icons. */
const BLUE = '#1d2b53';
/** How much of a maskable icon the picture fills (the safe zone is the middle 80% circle). */
const MASKABLE_FILL = 0.74;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
});
try {
  const page = await browser.newPage();
  const source = `data:image/png;base64,${readFileSync(SOURCE).toString('base64')}`;
  /** The source drawn on a `size` square: `fill` of it, centred, on `background` (or none). */
  const draw = (size, fill, background) =>
    page.evaluate(
      async ({ source, size, fill, background }) => {
        const img = new Image();
        img.src = source;
        await img.decode();
        // Halving steps keep a small icon sharp (one big downscale aliases).
        let from = img;
        let w = img.width;
        const target = Math.round(size * fill);
        while (w / 2 >= target) {
          const step = document.createElement('canvas');
          step.width = step.height = Math.round(w / 2);
          const c = step.getContext('2d');
          c.imageSmoothingQuality = 'high';
          c.drawImage(from, 0, 0, step.width, step.height);
          from = step;
          w = step.width;
        }
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = size;
        const ctx = canvas.getContext('2d');
        if (background) {
          ctx.fillStyle = background;
          ctx.fillRect(0, 0, size, size);
        }
        ctx.imageSmoothingQuality = 'high';
        const at = (size - target) / 2;
        ctx.drawImage(from, at, at, target, target);
        return canvas.toDataURL('image/png').split(',')[1];
      },
      { source, size, fill, background },
    );
  mkdirSync(OUT, { recursive: true });
  const write = (name, base64) => {
    writeFileSync(`${OUT}/${name}`, Buffer.from(base64, 'base64'));
    console.log(`${OUT}/${name}`);
  };
  for (const size of ANY) write(`icon-${size}.png`, await draw(size, 1, null));
  for (const size of MASKABLE) write(`icon-maskable-${size}.png`, await draw(size, MASKABLE_FILL, BLUE));
  write('apple-touch-icon-180.png', await draw(180, 0.86, BLUE));
} finally {
  await browser.close();
}
