// A damaged saved-games file, as the host device finds it: a second `epochs serve` of the
// test's own opens a data folder whose database is random bytes. The home screen says, once,
// that the file was damaged, where it was set aside and what was recovered; the path can be
// copied; after "Understood" (and a reload) the notice is gone.

import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = process.env.EPOCHS_BIN ?? fileURLToPath(new URL('../../target/release/epochs', import.meta.url));
const DIST = fileURLToPath(new URL('../dist', import.meta.url));

let server: ChildProcess | null = null;
test.afterAll(() => {
  server?.kill();
});

async function serveDamaged(): Promise<{ url: string; token: string; data: string }> {
  const data = join(mkdtempSync(join(tmpdir(), 'epochs-recovery-')), 'games');
  mkdirSync(data, { recursive: true });
  const noise = Buffer.alloc(4096);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 151 + 7) % 256;
  writeFileSync(join(data, 'epochs.sqlite'), noise);
  const proc = spawn(BIN, ['serve', '--port', '0', '--data-dir', data, '--ui', DIST], { stdio: ['ignore', 'pipe', 'pipe'] });
  server = proc;
  let out = '';
  proc.stdout?.on('data', (d) => (out += d));
  proc.stderr?.on('data', (d) => (out += d));
  await expect.poll(() => /Epochs is serving on/.test(out), { timeout: 20_000 }).toBe(true);
  return {
    url: /Epochs is serving on (http:\/\/[^/\s]+)\//.exec(out)![1],
    token: /#host=([0-9a-f]+)/.exec(out)![1],
    data,
  };
}

test('the home screen says once that the saved-games file was damaged and where it was set aside', async ({ page, context }) => {
  const { url, token, data } = await serveDamaged();
  const aside = readdirSync(data).find((f) => f.startsWith('epochs.sqlite.damaged-'));
  expect(aside).toBeTruthy();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
  await page.goto(`${url}/#host=${token}`);
  const notice = page.getByRole('alert').filter({ hasText: 'The saved games file was damaged' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(aside!);
  await expect(notice).toContainText('No game could be read from it.');
  await notice.getByRole('button', { name: 'Copy the path of the damaged file' }).click();
  await expect(notice.getByRole('button', { name: 'Path copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(aside!);
  await notice.getByRole('button', { name: 'Understood' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Saved games' })).toBeVisible();
  await expect(page.getByText('The saved games file was damaged')).toHaveCount(0);
});
