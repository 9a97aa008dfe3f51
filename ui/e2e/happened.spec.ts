// What happened is shown on the boards: the squares and hexes the latest actions changed are
// marked, exactly as the engine's log says (ripples into later ages included); the others'
// moves since a seat's last one play again step by step; a game replays from its first
// action; the host device sets the bots' pace.

import { expect, test, type Page } from '@playwright/test';
import { statSync } from 'node:fs';
import { Client, NAMES, SHOTS, findPlan, playUntil, visionShots } from './helpers';

interface Mark {
  board: string;
  kind: string;
  at: string[];
  from?: string;
}
interface Line {
  seq: number;
  seat: number;
  marks: Mark[];
}

/** The marks of `lines` as the boards should draw them: one per square or hex. */
function expected(lines: Line[]): string[] {
  return lines
    .flatMap((l) => l.marks)
    .flatMap((m) => m.at.map((sq) => `${m.board}:${m.kind}:${sq.toUpperCase()}`))
    .sort();
}

/** The marks drawn on the Khronos boards now. */
async function khronosMarks(page: Page): Promise<string[]> {
  const found = await page
    .locator('.board-wrap .recents [data-mark]')
    .evaluateAll((els) =>
      els.map(
        (e) => `${e.closest('.board-wrap')?.getAttribute('data-age')}:${e.getAttribute('data-mark')}:${e.getAttribute('data-square')}`,
      ),
    );
  return found.sort();
}

/** The marks drawn on the Tempus island now (paths apart). */
async function tempusMarks(page: Page): Promise<string[]> {
  const found = await page
    .locator('.hexmap .recents .recent[data-mark]')
    .evaluateAll((els) => els.map((e) => `map:${e.getAttribute('data-mark')}:${e.getAttribute('data-hex')}`));
  return found.sort();
}

/** What `seat` is shown as done since its last action: every line after it, none left out. */
function since(log: Line[], seat: number): Line[] {
  let last = -1;
  log.forEach((l, i) => {
    if (l.seat === seat) last = i;
  });
  return log.slice(last + 1);
}

test('Khronos: a ripple is marked in every age it reached; the next player sees what changed, step by step from the hand-off and from the table; the game replays', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const client = await Client.open();
  try {
    const plan = await findPlan(client);
    const game = await client.call('create_game', {
      request: { game: 'khronos', name: 'What happened', seats: NAMES.map((name) => ({ name })), seed: plan.seed },
    });
    const p = plan.first;
    await page.goto(`/#/game/${game.id}`);
    await expect(page.locator('main[data-screen="handoff"]')).toBeVisible();

    // The first player's turn up to an upgrade to a Keep in Might, which ripples into Faith
    // (as a Keep) and Reason (as a ruin).
    const apply = (action: unknown) => client.call('apply', { game: game.id, seat: p, action });
    await apply({ type: 'exchange', discard: plan.exchangeDiscard });
    await apply({ type: 'travel', pawn: 1, to: 'faith' });
    await apply({
      type: 'construct',
      age: 'might',
      building: 'watchtower',
      squares: ['B1'],
      extra: { military: 0, religious: 0, civil: 0 },
    });
    await apply({
      type: 'upgrade',
      age: 'might',
      at: 'B1',
      building: 'keep',
      squares: ['A1', 'B1'],
      extra: { military: 0, religious: 0, civil: 0 },
    });
    const seq = (await client.call('view', { game: game.id })).seq;
    // Moves made elsewhere hide the hand again: the same player taps back in.
    await page.getByRole('button', { name: `${NAMES[p]} — tap when ready` }).click();
    await expect(page.locator('main[data-screen="play"]')).toHaveAttribute('data-seq', String(seq));
    let log: Line[] = await client.call('log', { game: game.id, viewer: null });
    const last = log[log.length - 1];
    expect(last.marks.map((m) => `${m.board}:${m.kind}`)).toEqual(['might:changed', 'faith:built', 'reason:built']);
    // The seat's own last action is what the boards mark.
    await expect.poll(() => khronosMarks(page)).toEqual(expected([last]));
    for (const age of ['might', 'faith', 'reason']) {
      await expect(page.locator(`.board-wrap[data-age="${age}"] .recents [data-square="A1"]`)).toHaveCount(1);
      // The age's tab says it changed (the tabs show where one board is shown at a time).
      await expect(page.locator(`[data-changed="${age}"]`)).toHaveCount(1);
    }
    await expect(page.locator('.board-wrap[data-age="faith"] [data-mark="built"][data-square="A1"] title')).toHaveText('new Keep');

    // The turn passes; the next player is shown what was done before they played: step by
    // step already on the hand-off screen (public boards only, no hand), then on their table.
    await apply({ type: 'end_turn', discard: { military: 0, religious: 0, civil: 0 } });
    const v = await client.call('view', { game: game.id, viewer: null });
    const next: number = v.to_act;
    await expect(page.locator('main[data-screen="handoff"]')).toBeVisible();
    log = await client.call('log', { game: game.id, viewer: null });
    const news = since(log, next);
    expect(expected(news).length).toBeGreaterThan(0);

    // Step by step: each step shows the position after one action and marks only its changes,
    // and says it in the words the hand-off screen listed it in.
    const told = await page.locator('.since-last li').allTextContents();
    expect(told).toHaveLength(news.length);
    await page.getByRole('button', { name: 'Show on the board, step by step' }).click();
    const steps = page.locator(`main[data-screen="steps"][data-seat="${next}"]`);
    await expect(steps).toBeVisible();
    await expect(page.locator('ul.cards')).toHaveCount(0);
    const bar = page.locator('.step-bar');
    await expect(page.getByRole('button', { name: 'Next →' })).toBeFocused();
    for (let i = 1; i <= news.length; i++) {
      await expect(bar).toHaveAttribute('data-step', String(i));
      await expect(bar).toContainText(`${i} of ${news.length}`);
      await expect(bar).toContainText(told[i - 1]);
      await expect.poll(() => khronosMarks(page)).toEqual(expected([news[i - 1]]));
      if (i < news.length) await page.keyboard.press('ArrowRight');
    }
    await expect(page.getByRole('button', { name: 'Next →' })).toBeDisabled();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.locator('main[data-screen="handoff"]')).toBeVisible();

    await page.getByRole('button', { name: `${NAMES[next]} — tap when ready` }).click();
    await expect(page.locator(`main[data-screen="play"][data-seat="${next}"]`)).toBeVisible();
    await expect.poll(() => khronosMarks(page)).toEqual(expected(news));
    await page.getByRole('button', { name: 'Show on the board, step by step' }).click();
    await expect(steps).toBeVisible();
    await expect(bar).toHaveAttribute('data-step', '1');
    await expect.poll(() => khronosMarks(page)).toEqual(expected([news[0]]));
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.locator(`main[data-screen="play"][data-seat="${next}"]`)).toBeVisible();

    // The replay: from before the first action, forwards, backwards, and by the log.
    await page.goto(`/#/replay/${game.id}`);
    const replay = page.locator('main[data-screen="replay"]');
    await expect(replay).toHaveAttribute('data-step', '0');
    await expect.poll(() => khronosMarks(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next →' }).click();
    await expect(replay).toHaveAttribute('data-step', '1');
    await expect.poll(() => khronosMarks(page)).toEqual(expected([log[0]]));
    const upgrade = log.findIndex((l) => l.seq === last.seq);
    await page.locator('.replay-log .log-jump').nth(upgrade).click();
    await expect(replay).toHaveAttribute('data-step', String(upgrade + 1));
    await expect(page.locator(`.replay-log li[aria-current="step"]`)).toContainText('upgraded');
    await expect.poll(() => khronosMarks(page)).toEqual(expected([last]));
    await page.getByRole('button', { name: 'Next →' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(replay).toHaveAttribute('data-step', String(upgrade));
    // Before the upgrade, the Keep is not yet on Faith's board.
    const faithBefore = await client.call('replay', { game: game.id, step: upgrade, viewer: null });
    expect(faithBefore.state.boards[1].some((b: { squares: string[] }) => b.squares.includes('A1'))).toBe(false);
  } finally {
    client.close();
  }
});

test('Khronos: before Confirm, the preview says an upgrade’s ripple will destroy a building in a later age (a temporal paradox)', async ({
  page,
}) => {
  const client = await Client.open();
  try {
    const plan = await findPlan(client);
    const game = await client.call('create_game', {
      request: { game: 'khronos', name: 'Paradox ahead', seats: NAMES.map((name) => ({ name })), seed: plan.seed },
    });
    const p = plan.first;
    const none = { military: 0, religious: 0, civil: 0 };
    const apply = (action: unknown) => client.call('apply', { game: game.id, seat: p, action });
    // A size-1 building on A1 of Faith, then a Watchtower on B1 of Might: a Keep on A1-B1 of
    // Might would ripple onto A1 of Faith.
    await apply({ type: 'exchange', discard: plan.exchangeDiscard });
    await apply({ type: 'travel', pawn: 1, to: 'faith' });
    await apply({ type: 'construct', age: 'faith', building: plan.faithBuilding, squares: ['A1'], extra: none });
    await apply({ type: 'construct', age: 'might', building: 'watchtower', squares: ['B1'], extra: none });
    const seq = (await client.call('view', { game: game.id })).seq;
    await page.goto(`/#/game/${game.id}`);
    await page.getByRole('button', { name: `${NAMES[p]} — tap when ready` }).click();
    await expect(page.locator('main[data-screen="play"]')).toHaveAttribute('data-seq', String(seq));

    await page.locator('button[data-upgrade="keep"]').click();
    const list = page.getByRole('combobox', { name: 'Or choose from the list' });
    const option = list.locator('option', { hasText: /A1.*B1|A1-B1/ }).first();
    await list.selectOption({ label: (await option.textContent()) ?? '' });
    const preview = page.locator('[data-preview]');
    const title = plan.faithBuilding === 'chapel' ? 'Chapel' : 'Hamlet';
    await expect(preview).toContainText('temporal paradox');
    await expect(preview).toContainText(`${title} on A1 in the Age of Faith was destroyed`);
    // The preview changed nothing.
    expect((await client.call('view', { game: game.id })).seq).toBe(seq);
    // ... and is drawn on the boards, from the engine's own preview: the Keep in Might, its
    // ripple copy in Faith over the ghost of what the paradox destroys, its ruin in Reason.
    const boards = page.locator('section.boards');
    await expect(boards).toHaveAttribute('data-previewing', 'choice');
    await expect(page.locator('.boards-preview')).toContainText('Age of Might, Age of Faith, Age of Reason');
    const faithBoard = page.locator('.board-wrap[data-age="faith"]');
    await expect(faithBoard.locator('.ghost[data-square="A1"] title')).toHaveText(`removed: ${title}`);
    await expect(faithBoard.locator('[data-building="keep"]')).toHaveCount(1);
    await expect(faithBoard.locator('.recent-built[data-square="A1"] title')).toHaveText('new Keep');
    await expect(page.locator('.board-wrap[data-age="reason"] .recent-built[data-square="A1"] title')).toHaveText('new ruin of a Keep');
    await expect(page.locator('.board-wrap[data-age="might"] .recent-changed[data-square="B1"]')).toHaveCount(1);
    for (const age of ['might', 'faith', 'reason']) await expect(page.locator(`#tab-${age} .tab-changed`)).toContainText('(would change)');
    await page.screenshot({ path: `${SHOTS}/preview-paradox.png` });
    // Cancelled: the boards are the game's again.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(boards).not.toHaveAttribute('data-previewing', /.*/);
    await expect(faithBoard.locator('[data-building="keep"]')).toHaveCount(0);
    await page.locator('button[data-upgrade="keep"]').click();
    await list.selectOption({ label: (await option.textContent()) ?? '' });
    await expect(boards).toHaveAttribute('data-previewing', 'choice');

    // Confirmed: the ghost of the destroyed building is marked where it stood.
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.locator('main[data-screen="play"]')).toHaveAttribute('data-seq', String(seq + 1));
    const faith = page.locator('.board-wrap[data-age="faith"]');
    const ghost = faith.locator('.ghost[data-square="A1"]');
    await expect(ghost.locator('title')).toHaveText(`removed: ${title}`);
    // The Keep's ripple copy stands there now: the ghost is a badge in the square's corner,
    // not drawn over the building that replaced what it marks.
    await expect(ghost).toHaveAttribute('data-covered', 'true');
    const copy = faith
      .locator('[data-building="keep"]')
      .filter({ has: page.locator('*') })
      .first();
    const [g, k] = [await ghost.boundingBox(), await copy.boundingBox()];
    // (The Keep is two squares wide and one high: the badge is about half a square.)
    expect(
      g && k && g.width < k.height * 0.6 && g.height < k.height * 0.6,
      `a corner badge (${JSON.stringify(g)}) beside the Keep (${JSON.stringify(k)})`,
    ).toBe(true);
    await page.screenshot({ path: `${SHOTS}/ripple-highlighted.png` });
    // The marks as people with red-green colour blindness see them (kept in docs/screenshots).
    for (const file of await visionShots(page, 'marks-khronos')) expect(statSync(file).size).toBeGreaterThan(10_000);
  } finally {
    client.close();
  }
});

test('Tempus: a token’s move is drawn as a path on the replay, every change is marked as the log says, and the hand-off plays the others’ actions step by step', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const client = await Client.open();
  try {
    const game = await client.call('create_game', {
      request: { game: 'tempus', name: 'Paths', seats: [{ name: 'Ada' }, { name: 'Bo' }], seed: 5 },
    });
    // Play legal actions (the first of each list, for a repeatable game) until a token moves.
    const movedYet = async () =>
      ((await client.call('log', { game: game.id, viewer: null })) as Line[]).some((l) => l.marks.some((m) => m.kind === 'moved'));
    await playUntil(client, game.id, movedYet, ['move_token', 'move', 'place_tile', 'place_token'], 400);
    const log: Line[] = await client.call('log', { game: game.id, viewer: null });
    const at = log.findIndex((l) => l.marks.some((m) => m.kind === 'moved'));
    expect(at).toBeGreaterThanOrEqual(0);
    const moved = log[at].marks.find((m) => m.kind === 'moved')!;

    await page.goto(`/#/replay/${game.id}`);
    await expect(page.locator('main[data-screen="replay"]')).toHaveAttribute('data-step', '0');
    await page.locator('.replay-log .log-jump').nth(at).click();
    await expect(page.locator('main[data-screen="replay"]')).toHaveAttribute('data-step', String(at + 1));
    await expect(
      page.locator(`.hexmap line.recent-path[data-mark="moved"][data-from="${moved.from}"][data-hex="${moved.at[0]}"]`),
    ).toHaveCount(1);
    await expect.poll(() => tempusMarks(page)).toEqual(expected([log[at]]));
    // The island names its hexes as the log does: the hexes of this move are labelled so.
    for (const hex of [moved.from, moved.at[0]]) await expect(page.locator(`.hexmap g.hex[data-hex="${hex}"] .hex-name`)).toHaveText(hex!);
    await expect(page.locator('.replay-log li').nth(at)).toContainText(moved.at[0]);
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const file of await visionShots(page, 'marks-tempus')) expect(statSync(file).size).toBeGreaterThan(10_000);
    // The first tile placed is marked on its seven hexes.
    await page.locator('.replay-log .log-jump').first().click();
    if (log[0].marks[0]?.kind === 'built') await expect.poll(() => tempusMarks(page)).toEqual(expected([log[0]]));

    // At the table, the hand-off screen plays what the others did since the next seat's last
    // action, step by step on the public island: played on until another seat is to act,
    // one holding a card (a seat with nothing private has no hand-off screen).
    const lastSeat = async (): Promise<number | undefined> =>
      ((await client.call('log', { game: game.id, viewer: null })) as Line[]).at(-1)?.seat;
    const holds = (v: any) => v.to_act !== null && v.to_act !== undefined && v.state.players[v.to_act].hand_count > 0;
    const end = await playUntil(
      client,
      game.id,
      async (v) => holds(v) && v.to_act !== (await lastSeat()),
      ['idea', 'end_move', 'end_turn'],
      300,
    );
    const next: number = end.to_act;
    const now: Line[] = await client.call('log', { game: game.id, viewer: null });
    const news = since(now, next);
    await page.goto(`/#/game/${game.id}`);
    await expect(page.locator('main[data-screen="handoff"]')).toBeVisible();
    expect(news.length).toBeGreaterThan(0);
    const told = await page.locator('.since-last li').allTextContents();
    expect(told[0]).toMatch(/^[A-Z]/);
    await page.getByRole('button', { name: 'Show on the board, step by step' }).click();
    await expect(page.locator(`main[data-screen="steps"][data-game="tempus"][data-seat="${next}"]`)).toBeVisible();
    await expect(page.locator('.step-bar')).toHaveAttribute('data-step', '1');
    await expect(page.locator('.step-bar')).toContainText(told[0]);
    await expect.poll(() => tempusMarks(page)).toEqual(expected([news[0]]));
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.locator('main[data-screen="handoff"]')).toBeVisible();
  } finally {
    client.close();
  }
});

test('the bots’ pace: normal, faster or skipped, set by the host device', async ({ page }) => {
  test.setTimeout(90_000);
  const client = await Client.open();
  try {
    const game = await client.call('create_game', {
      request: {
        game: 'khronos',
        name: 'Pace',
        seats: [
          { name: 'Ann', kind: 'human' },
          { name: 'Robo', kind: 'bot', level: 'easy' },
          { name: 'Tron', kind: 'bot', level: 'easy' },
        ],
        seed: 3,
      },
    });
    await page.goto(`/#/game/${game.id}`);
    await expect(page.locator('main[data-screen="play"][data-seat="0"]')).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: 'End the turn' }).click();
    await page.getByRole('button', { name: 'Yes, end the turn' }).click();
    const pace = page.getByRole('group', { name: "Pace of the bots' moves" });
    await expect(pace).toBeVisible();
    await expect(pace.getByRole('button', { name: 'Normal' })).toHaveAttribute('aria-pressed', 'true');
    await pace.getByRole('button', { name: 'Skip ahead' }).click();
    await expect(pace.getByRole('button', { name: 'Skip ahead' })).toHaveAttribute('aria-pressed', 'true');
    // In the browser the host plays the bots, so the pace is the host's: set by this host device.
    expect(await client.call('bot_pace', {})).toBe('skip');
    // Back to Ann: the bots' constructions since her last move are marked on the boards.
    await expect(page.locator('main[data-screen="play"][data-seat="0"]')).toBeVisible({ timeout: 60_000 });
    const log: Line[] = await client.call('log', { game: game.id, viewer: null });
    await expect.poll(() => khronosMarks(page)).toEqual(expected(since(log, 0)));
  } finally {
    await client.call('bot_pace', { pace: 'normal' });
    client.close();
  }
});
