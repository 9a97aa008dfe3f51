// Issue 40: the game log is set out in turns, each under its player's name.

import { expect, test } from '@playwright/test';
import { Client, NAMES } from './helpers';

test('the log drawer sets each turn under its player’s name', async ({ page }) => {
  const client = await Client.open();
  try {
    const names = NAMES.slice(0, 2);
    const { id: game } = await client.call('create_game', {
      request: { game: 'khronos', seats: names.map((name) => ({ name })), seed: 7 },
    });
    // The first player travels and ends the turn; the second travels.
    const first: number = (await client.call('view', { game, viewer: null })).to_act;
    const act = async (seat: number, kind: string) => {
      const legal = await client.call('legal', { game, seat });
      const found = legal
        .flatMap((g: { actions: { action: { type: string } }[] }) => g.actions)
        .find((a: { action: { type: string } }) => a.action.type === kind);
      await client.call('apply', { game, seat, action: found.action });
    };
    await act(first, 'travel');
    await act(first, 'end_turn');
    await act(1 - first, 'travel');
    await page.goto(`/#/game/${game}`);
    await page.locator('.table-header button[data-panel="log"]').click();
    const lines = page.locator('.side-panel .log li');
    await expect(lines).toHaveCount(3);
    const turns = page.locator('.side-panel .log li.turn-start');
    await expect(turns).toHaveCount(2);
    await expect(turns.nth(0)).toHaveAttribute('data-turn', `${names[first]}’s turn`);
    await expect(turns.nth(1)).toHaveAttribute('data-turn', `${names[1 - first]}’s turn`);
    // The name stands above the line, not in its words.
    await expect(lines.nth(2)).not.toContainText('’s turn');
    const before = await turns.nth(1).evaluate((el) => getComputedStyle(el, '::before').content);
    expect(before).toContain(names[1 - first]);
    await client.call('delete', { game });
  } finally {
    client.close();
  }
});
