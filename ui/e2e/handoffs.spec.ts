// Issue 28: what the hand-off screens say, and when there is one.

import { expect, test } from '@playwright/test';
import { Client, NONE } from './helpers';

const SEATS = ['Anna', 'Ben', 'Cleo'];

test('Khronos, 3 seats: the turn-5 hand-off lists every player’s turn-4 earnings', async ({ page }) => {
  const c = await Client.open();
  try {
    const g = await c.call('create_game', { request: { game: 'khronos', name: 'Earnings for all', seats: SEATS.map((name) => ({ name })), seed: 4 } });
    for (let guard = 0; guard < 40; guard++) {
      const v = await c.call('view', { game: g.id, viewer: null });
      if (v.state.turn === 5) break;
      await c.call('apply', { game: g.id, seat: v.to_act, action: { type: 'end_turn', discard: NONE } });
    }
    const v = await c.call('view', { game: g.id, viewer: null });
    expect(v.state.turn).toBe(5);
    await page.goto(`/#/game/${g.id}`);
    await expect(page.locator('main[data-screen="handoff"]')).toBeVisible();
    const banner = page.locator('.earnings-banner');
    await expect(banner.getByRole('heading', { name: 'Turn 4 earnings' })).toBeVisible();
    await expect(banner.locator('li')).toHaveCount(3);
    for (const name of SEATS) await expect(banner).toContainText(`${name} earned 0 Ecus in the Age of Might`);
    await c.call('delete', { game: g.id });
  } finally {
    c.close();
  }
});
