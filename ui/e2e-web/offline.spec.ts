// The web build, installed and offline (issue 27): loaded once from a static server on
// loopback, which then stops, with the network off: the app reloads from its service worker,
// a Khronos game against a bot plays several turns and a Tempus game a turn, the browser closes,
// and a new one on the same profile, still offline, finds the saved games and carries on. No
// request leaves the page while offline, and the manifest and service worker make it installable.

import { chromium, expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM } from '../e2e/helpers';
import { khronosTurn, newGame, seqOf, tempusStartingTokens, tempusTurn, untilMyMove } from './play';
import { serveFolder, type Served } from './server';

const DIST = process.env.EPOCHS_WEB_DIST ?? 'dist-web';

/** A request the browser made for a page, and who answered it. */
interface Seen {
  url: string;
  type: string;
  /** Answered by the page's service worker. */
  fromSW: boolean;
  /** Why it failed, if it did. */
  failed: string | null;
}

/** Records every request made for the pages of `context` (their workers included), as each
 * ends. */
function recordRequests(context: BrowserContext): { asked: string[]; ended: Seen[] } {
  const asked: string[] = [];
  const ended: Seen[] = [];
  context.on('request', (r) => asked.push(r.url()));
  context.on('requestfinished', async (r: Request) => {
    const response = await r.response().catch(() => null);
    ended.push({ url: r.url(), type: r.resourceType(), fromSW: response?.fromServiceWorker() ?? false, failed: null });
  });
  context.on('requestfailed', (r: Request) =>
    ended.push({ url: r.url(), type: r.resourceType(), fromSW: false, failed: r.failure()?.errorText ?? 'failed' }),
  );
  return { asked, ended };
}

/** Where each request went and who answered it: none left the origin, and the service worker
 * answered every one. */
function expectAllFromServiceWorker({ asked, ended }: { asked: string[]; ended: Seen[] }, origin: string) {
  const local = (url: string) => /^(data|blob):/.test(url);
  const away = asked.filter((url) => !url.startsWith(`${origin}/`) && !local(url));
  expect(away, 'no request leaves the page while offline').toEqual([]);
  const network = ended.filter((r) => !local(r.url) && !r.fromSW);
  expect(network, 'every request is answered by the service worker').toEqual([]);
  expect(ended.filter((r) => !local(r.url)).length, 'every request was answered').toBe(asked.filter((url) => !local(url)).length);
  return ended;
}

async function launch(profile: string, offline: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profile, { ...CHROMIUM, offline, viewport: { width: 1280, height: 900 } });
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (e) => console.log(`page error: ${e.message}`));
  return { context, page };
}

let server: Served | null = null;
let profile = '';
test.beforeAll(async () => {
  server = await serveFolder(DIST);
  profile = mkdtempSync(join(tmpdir(), 'epochs-web-profile-'));
});
test.afterAll(async () => {
  await server?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

test('installed and offline: Khronos against a bot, a Tempus turn, saved games in a new browser', async () => {
  test.setTimeout(300_000);
  const origin = server!.url;

  // 1. Online, once: the service worker installs, takes the page and keeps the app.
  let { context, page } = await launch(profile, false);
  await page.goto(`${origin}/`);
  await expect(page.getByRole('heading', { name: 'Epochs', level: 1 })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');

  // Installable: the manifest has what an install needs, and Chromium finds nothing missing.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestUrl = new URL(href!, page.url()).href;
  const manifest = await (await page.request.get(manifestUrl)).json();
  expect(manifest).toMatchObject({
    name: 'Epochs',
    short_name: 'Epochs',
    display: 'standalone',
    orientation: 'any',
    start_url: './',
    scope: './',
    theme_color: '#2b3a55',
    background_color: '#f4efe4',
  });
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  for (const s of ['48x48', '72x72', '96x96', '144x144', '192x192', '512x512']) expect(sizes).toContain(s);
  expect(manifest.icons.some((i: { purpose: string; sizes: string }) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
  for (const icon of manifest.icons) {
    const res = await page.request.get(new URL(icon.src, manifestUrl).href);
    expect(res.headers()['content-type'], icon.src).toBe('image/png');
  }
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors, 'Chromium: installable').toEqual([]);
  const { errors: manifestErrors } = await cdp.send('Page.getAppManifest');
  expect(manifestErrors).toEqual([]);

  // 2. The server stops, the network goes off, and the app reloads from its service worker.
  await server!.close();
  await context.setOffline(true);
  const offline = recordRequests(context);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Epochs', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // 3. Khronos, Anna against a medium bot, for three turns (a building on the first); the
  // bots play at the fastest pace, chosen on their screen.
  const khronos = await newGame(page, 'khronos', ['human', 'medium'], 5);
  await untilMyMove(page);
  await page.locator('main[data-screen="play"]').waitFor();
  let seq = await khronosTurn(page, true);
  seq = await khronosTurn(page, false);
  seq = await khronosTurn(page, false);
  await expect(page.getByRole('list', { name: 'Turn track: turn 4 of 7' })).toBeVisible();
  // The bot played its own turns in between, on this device.
  await expect(page.getByText(/^Ben ended the turn/).first()).toBeVisible();

  // And a Tempus game: Anna's starting tokens, then a turn, against two easy bots.
  const tempus = await newGame(page, 'tempus', ['human', 'easy', 'easy'], 7);
  await tempusStartingTokens(page);
  const tempusSeq = await tempusTurn(page);
  const first = expectAllFromServiceWorker(offline, origin);

  // 4. The browser closes; a new one on the same profile, still offline, opens the app from
  // its service worker, finds both games, and each carries on.
  await context.close();
  ({ context, page } = await launch(profile, true));
  const again = recordRequests(context);
  const started = Date.now();
  await page.goto(`${origin}/`);
  const rows = page.locator('li.game-row');
  await expect(rows).toHaveCount(2);
  console.log(`a cold offline start to the saved-games list: ${Date.now() - started} ms`);
  await expect(page.getByRole('link', { name: /Continue/ })).toBeVisible();

  // Export a game to a file and import it back, offline.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('button', { name: /^Export / })
      .first()
      .click(),
  ]);
  const file = join(profile, 'exported.json');
  await download.saveAs(file);
  await page.getByLabel('Saved game file to import').setInputFiles(file);
  await expect(page.getByRole('status').filter({ hasText: /^Imported “.*\(copy\)”\.$/ })).toBeVisible();
  await expect(rows).toHaveCount(3);
  // The replay of the Khronos game steps through it from its first action.
  await page.goto(`${origin}/#/replay/${khronos}`);
  await expect(page.locator('main[data-screen="replay"] .board-wrap').first()).toBeVisible();
  await page.goto(`${origin}/#/game/${khronos}`);
  await untilMyMove(page);
  expect(await seqOf(page)).toBe(seq);
  await expect(page.getByRole('list', { name: 'Turn track: turn 4 of 7' })).toBeVisible();
  await khronosTurn(page, true);
  await expect(page.getByRole('list', { name: 'Turn track: turn 5 of 7' })).toBeVisible();
  await page.goto(`${origin}/#/game/${tempus}`);
  await untilMyMove(page);
  expect(await seqOf(page)).toBe(tempusSeq);
  await tempusTurn(page);

  // 5. Nothing left the page while offline: every request stayed on the origin and was answered
  // by the service worker (the page, its script and styles, the table's worker and WebAssembly).
  const second = expectAllFromServiceWorker(again, origin);
  const paths = [...first, ...second].map((r) => new URL(r.url).pathname);
  console.log(
    `offline: ${first.length} and ${second.length} requests, all answered by the service worker: ${[...new Set(paths)].sort().join(' ')}`,
  );
  expect(paths.some((p) => p.endsWith('.wasm'))).toBe(true);
  expect(paths.some((p) => /table\.worker-.*\.js$/.test(p))).toBe(true);
  await context.close();
});
