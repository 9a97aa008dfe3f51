// The New game screen: a Khronos game on a map file chosen from disk, and a malformed map
// file refused with the reason (nothing is created).

import { expect, test } from '@playwright/test';
import { Client } from './helpers';

const SMALL_MAP = [
  '# a 10 x 8 test map',
  '..P...f...',
  '.~~..ff.m.',
  '..~~....mM',
  '...~~P....',
  '....~~..f.',
  '.P...~~...',
  '..mm..~~..',
  '...P...~~.',
].join('\n');

test('a Khronos game on a map file; a bad map file is explained and refused', async ({ page }) => {
  const client = await Client.open();
  try {
    const before = (await client.call('list_games')).length;
    await page.goto('#/new');
    await page.getByLabel('Name of player 1').fill('Mapa');
    await page.getByRole('radio', { name: /A map file/ }).check();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await expect(page.getByRole('alert')).toContainText('Choose a map file');

    await page.getByLabel(/Map file/).setInputFiles({ name: 'bad.txt', mimeType: 'text/plain', buffer: Buffer.from('..x.\n....\n') });
    await expect(page.getByText('Map file: bad.txt')).toBeVisible();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await expect(page.getByRole('alert')).toContainText("unknown terrain 'x'");
    expect((await client.call('list_games')).length).toBe(before);

    await page.getByLabel(/Map file/).setInputFiles({ name: 'small.txt', mimeType: 'text/plain', buffer: Buffer.from(SMALL_MAP) });
    await page.getByRole('button', { name: 'Start the game' }).click();
    await expect(page).toHaveURL(/#\/game\/\d+/);
    const id = Number(/#\/game\/(\d+)/.exec(page.url())?.[1]);
    const view = await client.call('view', { game: id });
    expect(view.state.map).toHaveLength(8);
    expect(view.state.map[0]).toHaveLength(10);
    // The boards are drawn at the map's size once the first player is ready.
    await page.getByRole('button', { name: /tap when ready/ }).click();
    await expect(page.locator('.board-wrap').first().locator('rect.sq')).toHaveCount(80);
  } finally {
    client.close();
  }
});
