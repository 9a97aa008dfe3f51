// Issue 28: what the hand-off screens say, and when there is one.

import { expect, test } from '@playwright/test';
import { Client, NONE } from './helpers';

const SEATS = ['Anna', 'Ben', 'Cleo'];

test('Khronos, 3 seats: the turn-5 hand-off lists every player’s turn-4 earnings', async ({ page }) => {
  const c = await Client.open();
  try {
    const g = await c.call('create_game', {
      request: { game: 'khronos', name: 'Earnings for all', seats: SEATS.map((name) => ({ name })), seed: 4 },
    });
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

test('Tempus: no hand-off screen between the public tile placements; one before a seat holding a card', async ({ page }) => {
  const c = await Client.open();
  try {
    const g = await c.call('create_game', {
      request: { game: 'tempus', name: 'Tiles in public', seats: SEATS.map((name) => ({ name })), seed: 5 },
    });
    await page.goto(`/#/game/${g.id}`);
    let placed = 0;
    for (let guard = 0; guard < 20; guard++) {
      const v = await c.call('view', { game: g.id, viewer: null });
      if (v.state.pending?.decision !== 'place_tile') break;
      // The seat to place the tile has its table at once, saying to pass the device.
      await expect(page.locator(`main[data-screen="play"][data-seat="${v.to_act}"][data-seq="${v.seq}"]`)).toBeVisible();
      await expect(page.locator('main[data-screen="handoff"]')).toHaveCount(0);
      await expect(page.locator('[data-mode="place_tile"]')).toBeVisible();
      await expect(page.locator('[data-pass-cue]')).toContainText(`Pass the device to ${SEATS[v.to_act]}`);
      const legal = await c.call('legal', { game: g.id, seat: v.to_act });
      await c.call('apply', {
        game: g.id,
        seat: v.to_act,
        action: legal.find((x: { group: string }) => x.group === 'place_tile').actions[0].action,
      });
      placed++;
    }
    expect(placed).toBe(8);
    // Played on until a seat holding a card is to act: now the hand-off screen comes first.
    for (let guard = 0; guard < 300; guard++) {
      const v = await c.call('view', { game: g.id, viewer: null });
      if (v.state.phase === 'actions' && v.state.pending === null && v.state.players[v.to_act].hand_count > 0) break;
      const seat = v.to_act;
      const legal: { group: string; actions: { action: unknown }[] }[] = await c.call('legal', { game: g.id, seat });
      const group =
        ['place_tile', 'place_token', 'idea', 'end_turn'].map((n) => legal.find((x) => x.group === n)).find((x) => x) ?? legal[0];
      await c.call('apply', { game: g.id, seat, action: group.actions[0].action });
    }
    const v = await c.call('view', { game: g.id, viewer: null });
    await expect(page.locator('main[data-screen="handoff"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Pass to ${SEATS[v.to_act]}` })).toBeVisible();
    await expect(page.locator('[data-card]')).toHaveCount(0);
    await c.call('delete', { game: g.id });
  } finally {
    c.close();
  }
});

test('Khronos: the table says who plays first and why, and announces the earnings of turn 4 a turn ahead', async ({ page }) => {
  const c = await Client.open();
  try {
    const g = await c.call('create_game', {
      request: { game: 'khronos', name: 'Who starts', seats: SEATS.map((name) => ({ name })), seed: 4 },
    });
    const first = (await c.call('view', { game: g.id, viewer: null })).to_act;
    await page.goto(`/#/game/${g.id}`);
    const note = page.locator('main[data-screen="handoff"] .first-player-note');
    await expect(note).toContainText(`${SEATS[first]} plays first: the first player is drawn at random`);
    await expect(note.getByRole('link', { name: 'K28' })).toHaveAttribute('href', '#/rules/khronos/K28');
    // The next seat, before it has acted, is told who played first.
    await c.call('apply', { game: g.id, seat: first, action: { type: 'end_turn', discard: NONE } });
    const second = (await c.call('view', { game: g.id, viewer: null })).to_act;
    await expect(page.locator(`main[data-screen="handoff"] .first-player-note`)).toContainText(`${SEATS[first]} played first`);
    await expect(page.locator('.earnings-coming')).toHaveCount(0);
    // Turn 3 announces turn 4's earnings; turn 4 says they end it.
    for (const [turn, kind, words] of [
      [3, 'next', 'Turn 4 is an earnings turn'],
      [4, 'now', 'Earnings at the end of this turn'],
    ] as const) {
      for (let guard = 0; guard < 20; guard++) {
        const v = await c.call('view', { game: g.id, viewer: null });
        if (v.state.turn === turn) break;
        await c.call('apply', { game: g.id, seat: v.to_act, action: { type: 'end_turn', discard: NONE } });
      }
      await page.reload();
      const coming = page.locator(`main[data-screen="handoff"] .earnings-coming[data-earnings="${kind}"]`);
      await expect(coming).toContainText(words);
      await expect(coming.getByRole('link', { name: 'K15' })).toHaveAttribute('href', '#/rules/khronos/K15');
      await expect(page.locator('.first-player-note')).toHaveCount(0);
      expect(second).not.toBe(first);
    }
    await c.call('delete', { game: g.id });
  } finally {
    c.close();
  }
});

test('Tempus: the first screen says who plays first and why, in French too', async ({ page }) => {
  const c = await Client.open();
  try {
    const g = await c.call('create_game', {
      request: { game: 'tempus', name: 'Qui commence', seats: SEATS.map((name) => ({ name })), seed: 5 },
    });
    const first = (await c.call('view', { game: g.id, viewer: null })).to_act;
    await page.goto(`/#/game/${g.id}`);
    const note = page.locator('.first-player-note');
    await expect(note).toContainText(`${SEATS[first]} plays first`);
    await expect(note.getByRole('link', { name: 'T26' })).toHaveAttribute('href', '#/rules/tempus/T26');
    await page.evaluate(() => localStorage.setItem('epochs.language', 'fr'));
    await page.reload();
    await expect(page.locator('.first-player-note')).toContainText(
      `${SEATS[first]} joue en premier\u00a0: le premier joueur est tiré au sort`,
    );
    await c.call('delete', { game: g.id });
  } finally {
    c.close();
  }
});
