// The web build published at a path, as GitHub Pages publishes a repository's site at
// `/<repository>/` (.github/workflows/web.yml): every file is asked for under that path, the
// service worker's scope and the manifest's start are that path, and it works offline there.

import { expect, test } from '@playwright/test';
import { serveFolder, type Served } from './server';

const DIST = process.env.EPOCHS_WEB_DIST ?? 'dist-web';
const UNDER = '/epochs/';

let server: Served | null = null;
test.beforeAll(async () => {
  server = await serveFolder(DIST, 0, UNDER);
});
test.afterAll(async () => {
  await server?.close();
});

test('published at a path: installable there, offline there, nothing asked for outside it', async ({ page, context }) => {
  const home = `${server!.url}${UNDER}`;
  await page.goto(home);
  await expect(page.getByRole('heading', { name: 'Epochs', level: 1 })).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(home);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');

  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) return null;
    const body = await (await fetch(link.href)).json();
    return { href: link.href, start: new URL(body.start_url, link.href).href, scope: new URL(body.scope, link.href).href };
  });
  expect(manifest).toEqual({ href: `${home}manifest.webmanifest`, start: home, scope: home });

  // Offline, at the same path: the app reloads from its service worker and a game starts.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Epochs', level: 1 })).toBeVisible();
  await page.goto(`${home}#/new/khronos`);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page).toHaveURL(new RegExp(`${UNDER}#/game/\\d+`));
  await expect(page.locator('main[data-seq]')).toBeVisible();

  const outside = server!.requests.filter((path) => !path.startsWith(UNDER));
  expect(outside, 'every file is asked for under the path it is published at').toEqual([]);
});
