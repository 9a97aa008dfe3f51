// Bots fill seats: one person against two bots. The bots move on their own, behind a neutral
// screen that shows no hand; the person, alone among bots, needs no hand-off screen.

import { expect, test } from '@playwright/test';
import { Client, expectAccessible } from './helpers';

test('one person against two Khronos bots: the bots play their turns, the person plays theirs', async ({ page }) => {
  test.setTimeout(120_000);
  const client = await Client.open();
  try {
    const game = await client.call('create_game', {
      request: {
        game: 'khronos',
        name: 'Against the bots',
        seats: [
          { name: 'Ann', kind: 'human' },
          { name: 'Robo', kind: 'bot' },
          { name: 'Tron', kind: 'bot' },
        ],
        seed: 3,
      },
    });
    await page.goto(`/#/game/${game.id}`);
    // Whoever starts, the bots move until it is Ann's turn, which opens without a hand-off.
    await expect(page.locator('main[data-screen="play"][data-seat="0"]')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('list', { name: "Ann's hand" })).toBeVisible();
    const before = await client.call('view', { game: game.id });
    expect(before.to_act).toBe(0);

    // Ann ends her turn: the bots take theirs, shown on the public boards.
    await page.getByRole('button', { name: 'End the turn' }).click();
    await page.getByRole('button', { name: 'Yes, end the turn' }).click();
    const botScreen = page.locator('main[data-screen="bot"]');
    await expect(botScreen).toBeVisible();
    await expect(page.getByRole('heading', { name: /\((bot)\) is playing/ })).toBeVisible();
    // The bot plays on the boards, in view; Ann, the one person at this device, keeps her own
    // cards in view to plan with (the bots' stay hidden).
    await expect(botScreen.locator('.board-wrap[data-age="might"]')).toBeVisible();
    await expect(page.locator('.cards')).toHaveCount(1);
    await expect(botScreen.getByRole('list', { name: "Ann's hand" })).toBeVisible();
    await expect(page.locator('main[data-screen="play"][data-seat="0"]')).toBeVisible({ timeout: 60_000 });
    const after = await client.call('view', { game: game.id });
    expect(after.state.turn).toBe(before.state.turn + 1);
    const log = await client.call('log', { game: game.id, viewer: null });
    // Both bots played: their lines of the log tell what they did.
    expect(log.some((l: { seat: number; facts: unknown[] }) => l.seat === 1 && l.facts.length > 0)).toBe(true);
    expect(log.some((l: { seat: number; facts: unknown[] }) => l.seat === 2 && l.facts.length > 0)).toBe(true);
  } finally {
    client.close();
  }
});

test('a hard bot chosen on the New game screen: a hint for the person, then the bot thinks in view', async ({ page }) => {
  test.setTimeout(120_000);
  const client = await Client.open();
  try {
    await page.goto('#/new');
    await page.getByLabel('Name of player 1').fill('Ann');
    await page.getByLabel('Name of player 2').fill('Hal');
    await page.getByLabel('Player 2 is').selectOption('hard');
    await page.getByLabel('Player 3 is').selectOption('easy');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await expect(page).toHaveURL(/#\/game\/\d+/);
    const id = Number(/#\/game\/(\d+)/.exec(page.url())?.[1]);
    const created = await client.call('view', { game: id });
    expect(created.seats.map((s: { kind: string; level?: string }) => [s.kind, s.level ?? null])).toEqual([
      ['human', null],
      ['bot', 'hard'],
      ['bot', 'easy'],
    ]);

    // Whoever starts, it comes to Ann (alone among bots: no hand-off screen).
    await expect(page.locator('main[data-screen="play"][data-seat="0"]')).toBeVisible({ timeout: 60_000 });
    const hint = page.getByRole('button', { name: 'Hint' });
    await hint.click();
    const notice = page.locator('.notice-hint');
    await expect(notice).toContainText('Hint:', { timeout: 30_000 });
    await expect(notice).toContainText(/chance to win/);
    await expect(notice.getByRole('button', { name: 'Play it' })).toBeVisible();
    // A hint changes nothing.
    const seq = (await client.call('view', { game: id })).seq;
    expect(seq).toBe(Number(await page.locator('main[data-screen="play"]').getAttribute('data-seq')));

    // Ann ends her turn: the hard bot thinks on the public boards, saying so.
    await page.getByRole('button', { name: 'End the turn' }).click();
    await page.getByRole('button', { name: 'Yes, end the turn' }).click();
    await expect(page.locator('main[data-screen="bot"]')).toBeVisible();
    await expect(page.getByRole('status', { name: /(Hal|\w+) is thinking/ })).toBeVisible();
    await expectAccessible(page, 'a bot’s turn');
    await expect(page.locator('main[data-screen="play"][data-seat="0"]')).toBeVisible({ timeout: 90_000 });

    // Mid-game, Hal's seat goes to a person and the easy bot becomes a hard one.
    await page.getByRole('button', { name: 'Seats' }).click();
    const panel = page.getByRole('dialog', { name: 'Who plays each seat' });
    await panel.getByLabel('Hal (player 2) is').selectOption('human');
    await expect.poll(async () => (await client.call('view', { game: id })).seats[1].kind).toBe('human');
    // Two people now share the device: the hand-off screen comes back (panels closed).
    await expect(page.getByRole('button', { name: 'Ann — tap when ready' })).toBeVisible();
    await page.getByRole('button', { name: 'Seats' }).click();
    await panel.getByLabel(/\(player 3\) is/).selectOption('hard');
    await expect.poll(async () => (await client.call('view', { game: id })).seats[2].level).toBe('hard');
    expect((await client.call('view', { game: id })).seats[2].kind).toBe('bot');
  } finally {
    client.close();
  }
});
