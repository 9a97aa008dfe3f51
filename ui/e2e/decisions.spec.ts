// Khronos decisions asked of the right player, and the Hold'em swap, through the UI.
// The downsizing position comes from a saved-game file (fixtures/downsize.json, written by
// `cargo run --release -p epochs-engine --example khronos_fixture`) that the server replays
// on import.

import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Client, NAMES } from './helpers';

const FIXTURE = readFileSync(fileURLToPath(new URL('./fixtures/downsize.json', import.meta.url)), 'utf8');

async function ready(page: Page, name: string) {
  await expect(page.getByRole('heading', { name: `Pass to ${name}` })).toBeVisible();
  await page.getByRole('button', { name: `${name} — tap when ready` }).click();
  await expect(page.locator('main[data-screen="play"]')).toBeVisible();
}

test('a downsizing decision is asked of the building’s controller, not the player whose turn it is', async ({ page }) => {
  const client = await Client.open();
  try {
    const game = await client.call('import', { text: FIXTURE });
    const before = await client.call('view', { game: game.id });
    const pending = before.state.pending;
    expect(pending.decision).toBe('place_downsized');
    expect(before.to_act).not.toBe(before.state.active);
    const chooser = NAMES[before.to_act];

    await page.goto(`/#/game/${game.id}`);
    await ready(page, chooser);
    await expect(page.getByText('Choose the squares the smaller building keeps').first()).toBeVisible();
    const option: string[] = pending.options[0];
    await page.locator(`.board-wrap[data-age="${pending.age}"] rect.hit[data-square="${option[0]}"]`).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(async () => (await client.call('view', { game: game.id })).seq).toBe(before.seq + 1);
    const after = await client.call('view', { game: game.id });
    expect(after.state.pending?.decision ?? null).not.toBe('place_downsized');
    const log = await client.call('log', { game: game.id });
    expect(log[log.length - 1].facts.map((f: { event: string }) => f.event)).toContain('downsized');
  } finally {
    client.close();
  }
});

test('Hold’em: a free swap with the face-up cards at the start of a turn', async ({ page }) => {
  const client = await Client.open();
  try {
    const game = await client.call('create_game', {
      request: { game: 'khronos', seats: NAMES.map((name) => ({ name })), options: { holdem: true }, seed: 5 },
    });
    const before = await client.call('view', { game: game.id });
    const seat = before.to_act;
    const mine = await client.call('view', { game: game.id, viewer: seat });
    await page.goto(`/#/game/${game.id}`);
    await ready(page, NAMES[seat]);
    const swaps = page.getByRole('group', { name: 'Hold’em swaps' }).getByRole('button');
    expect(await swaps.count()).toBeGreaterThan(0);
    const label = (await swaps.first().textContent()) ?? '';
    expect(label).toMatch(/^Swap a \w+ card for the face-up \w+/);
    await swaps.first().click();
    await expect.poll(async () => (await client.call('view', { game: game.id })).seq).toBe(before.seq + 1);
    const after = await client.call('view', { game: game.id, viewer: seat });
    expect(after.state.face_up).not.toEqual(mine.state.face_up);
    const log = await client.call('log', { game: game.id });
    expect(log[log.length - 1].facts.map((f: { event: string }) => f.event)).toContain('swapped');
  } finally {
    client.close();
  }
});
