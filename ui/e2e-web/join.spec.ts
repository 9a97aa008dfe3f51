// The web build joins a game on the network on the host's own page: *Join a game on the
// network* takes the host's address (or its join link), and opens that host's page with the
// join code, where the same app takes the seats (a LAN host lets only its own page and the
// desktop app use its socket). With a host running (EPOCHS_URL, as scripts/test-ui.sh starts
// `epochs serve`), the page opens on it, asking for seats with the code filled in.

import { expect, test } from '@playwright/test';
import { expectAccessible } from '../e2e/helpers';
import { serveFolder, type Served } from './server';

const DIST = process.env.EPOCHS_WEB_DIST ?? 'dist-web';
/** A LAN host to open, if one runs; else an address nobody answers (the link is checked). */
const HOST = process.env.EPOCHS_URL ?? 'http://192.168.1.5:8765';

let server: Served | null = null;
test.beforeAll(async () => {
  server = await serveFolder(DIST);
});
test.afterAll(async () => {
  await server?.close();
});

test('Join a game on the network: by keyboard, the host’s address leads to its own page with the code', async ({ page, context }) => {
  await page.goto(`${server!.url}/`);
  const join = page.getByRole('button', { name: 'Join a game on the network' });
  await join.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Join a game on the network' })).toBeVisible();
  // No looking for hosts in a browser: an address is typed.
  await expect(page.getByRole('heading', { name: 'Hosts found nearby' })).toHaveCount(0);
  await page.getByLabel('Address of the host').fill(`${HOST}/#/join/K7QM-3XTD`);
  await page.keyboard.press('Enter');
  const link = page.getByRole('link', { name: 'Open the host’s page' });
  await expect(link).toHaveAttribute('href', `${HOST}/#/join/K7QM-3XTD`);
  await expectAccessible(page, 'joining a host from the web build');
  if (!process.env.EPOCHS_URL) return;
  const [hostPage] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(hostPage.getByRole('heading', { name: 'Join a game', exact: true })).toBeVisible();
  await expect(hostPage.getByLabel('Join code')).toHaveValue('K7QM-3XTD');
});
