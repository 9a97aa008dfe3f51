// A 3-player game of Khronos played through the UI in Chromium against `epochs serve`.

import { expect, test, type Page } from '@playwright/test';
import { Client, NAMES, NONE, endTurnsUntil, findPlan, type Plan, SHOTS } from './helpers';

const kindName = { military: 'Military', religious: 'Religious', civil: 'Civil' } as const;

let client: Client;
let plan: Plan;

test.beforeAll(async () => {
  client = await Client.open();
  plan = await findPlan(client);
});
test.afterAll(() => client?.close());

function gameIdOf(page: Page): number {
  const m = /#\/game\/(\d+)/.exec(page.url());
  if (!m) throw new Error(`not on a game page: ${page.url()}`);
  return Number(m[1]);
}

async function expectHandoff(page: Page, name: string) {
  await expect(page.locator('main[data-screen="handoff"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Pass to ${name}` })).toBeVisible();
  // Nothing private: no hand, no card tiles, no selection, no boards of the previous seat.
  await expect(page.locator('.cards')).toHaveCount(0);
  await expect(page.locator('.card')).toHaveCount(0);
  await expect(page.locator('[data-selected]')).toHaveCount(0);
  await expect(page.locator('.board-svg')).toHaveCount(0);
  const html = await page.content();
  expect(html).not.toMatch(/’s hand|'s hand/);
}

async function ready(page: Page, name: string) {
  await page.getByRole('button', { name: `${name} — tap when ready` }).click();
  await expect(page.locator('main[data-screen="play"]')).toBeVisible();
  await expect(page.getByRole('list', { name: `${name}'s hand` })).toBeVisible();
  // Only this seat's hand is in the page.
  await expect(page.locator('ul.cards')).toHaveCount(1);
}

async function ecusOf(page: Page, name: string): Promise<number> {
  const li = page.locator('li.player', { hasText: name });
  return Number(await li.locator('[data-stat="ecus"]').textContent());
}

async function tapSquare(page: Page, age: string, sq: string) {
  await page.locator(`.board-wrap[data-age="${age}"] rect.hit[data-square="${sq}"]`).click();
}

async function seqOf(page: Page): Promise<number> {
  return Number(await page.locator('main').getAttribute('data-seq'));
}

async function confirmAndWait(page: Page) {
  const before = await seqOf(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(() => seqOf(page)).toBeGreaterThan(before);
}

test('a 3-player game: exchange, travel, build, upgrade, rules, undo, hand-off, reload, Reason, earnings', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const P = NAMES[plan.first];

  // New game from the home screen.
  await page.goto('/#/');
  await page.getByRole('link', { name: 'New game of Khronos' }).click();
  await expect(page.getByRole('heading', { name: 'New game of Khronos' })).toBeVisible();
  for (let i = 0; i < 3; i++) await expect(page.getByLabel(`Name of player ${i + 1}`)).toHaveValue(NAMES[i]);
  await page.getByText('More').click();
  await page.getByLabel('Game name (optional)').fill('E2E table');
  await page.getByLabel(/Seed for the deal/).fill(String(plan.seed));
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page).toHaveURL(/#\/game\/\d+/);
  const game = gameIdOf(page);

  // The hand-off screen first: nobody's cards.
  await expectHandoff(page, P);
  await page.screenshot({ path: `${SHOTS}/handoff.png` });
  await ready(page, P);
  await page.screenshot({ path: `${SHOTS}/table-start.png` });

  // Exchange: discard one card, pay 2 Ecus.
  const drop = (Object.keys(plan.exchangeDiscard) as (keyof typeof kindName)[]).find((k) => plan.exchangeDiscard[k] > 0)!;
  await page.getByRole('button', { name: 'Exchange cards (2 Ecus)…' }).click();
  // Nothing chosen yet: no offer to exchange no cards for 2 Ecus.
  await expect(page.getByRole('button', { name: 'Choose the cards to exchange' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Exchange no cards/ })).toHaveCount(0);
  await page.getByRole('button', { name: `One ${kindName[drop]} card more` }).click();
  await page.getByRole('button', { name: `Exchange 1 ${kindName[drop]}` }).click();
  await expect.poll(() => ecusOf(page, P)).toBe(2);

  // Travel: Adventurer 2 to the Age of Faith by tapping that board.
  const faithBoard = page.locator('.board-wrap[data-age="faith"] svg.board-svg');
  const boardTop = async () => (await faithBoard.boundingBox())?.y;
  const topBefore = await boardTop();
  await page.getByRole('button', { name: 'Adventurer 2: Might' }).click();
  // The board it stands on is not offered, on the boards nor in the move panel.
  await expect(page.locator('.board-wrap[data-age="might"]').getByRole('button', { name: 'Adventurer 2 travels here' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'To the Age of Faith' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'To the Age of Might' })).toHaveCount(0);
  // The buttons to travel appear in the boards' headings without moving the boards, and
  // nothing is added to the boards: a whole board is the target, not its squares.
  await expect(page.locator('.board-wrap[data-age="faith"]').getByRole('button', { name: 'Adventurer 2 travels here' })).toBeVisible();
  expect(await boardTop()).toBe(topBefore);
  await expect(page.locator('section.boards .hits')).toHaveCount(0);
  // Tapping the board it stands on says why not, and lets the Adventurer go.
  await page.locator('.board-wrap[data-age="might"] svg.board-svg').click({ position: { x: 120, y: 120 } });
  await expect(page.locator('.notice-rule[data-rule="travel-same-board"]')).toBeVisible();
  await expect(page.locator('.board-wrap .travel-here')).toHaveCount(0);
  await page.getByRole('button', { name: 'Adventurer 2: Might' }).click();
  await faithBoard.click({ position: { x: 120, y: 120 } });
  await expect(page.getByRole('button', { name: 'Adventurer 2: Faith' })).toBeVisible();
  await expect.poll(() => ecusOf(page, P)).toBe(1);

  // Construct on the forest square E1 of Faith with a surcharge card chosen from several.
  await page.locator(`button[data-build="${plan.faithBuilding}"]`).click();
  await tapSquare(page, 'faith', 'E1');
  const variants = page.getByRole('group', { name: 'Pay the surcharge with' });
  await expect(variants).toBeVisible();
  expect(await variants.getByRole('radio').count()).toBeGreaterThan(1);
  const extraKind = (Object.keys(plan.faithExtra) as (keyof typeof kindName)[]).find((k) => plan.faithExtra[k] > 0)!;
  await variants.getByLabel(`1 ${kindName[extraKind]}`, { exact: true }).check();
  await page.screenshot({ path: `${SHOTS}/surcharge-choice.png` });
  await confirmAndWait(page);
  await expect(page.locator(`.board-wrap[data-age="faith"] g.bld[data-building="${plan.faithBuilding}"][data-squares="E1"]`)).toHaveCount(
    1,
  );

  // An illegal placement is explained by the rule that forbids it.
  await page.locator('button[data-build="keep"]').click();
  await expect(page.locator('.board-wrap[data-age="might"] .mark.hl').first()).toBeVisible();
  await tapSquare(page, 'might', 'A3'); // a river square
  await expect(page.locator('.notice-rule[data-rule="river"]')).toContainText('River');
  await expect(page.locator('.notice-rule[data-rule="river"]')).toContainText(
    'a Keep may not cover a river square; only Towns and Cities may',
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  // A building type not possible now also says why.
  await expect(page.locator('.notice-rule')).toHaveCount(0);
  await page.locator('button[data-build="castle"]').click();
  await expect(page.locator('.notice-rule')).toBeVisible();
  await expect(page.locator('.notice-rule')).not.toContainText('River');

  // A Watchtower on B1 of Might (hovering previews it), undone, then built again.
  await page.locator('button[data-build="watchtower"]').click();
  await page.locator('.board-wrap[data-age="might"] rect.hit[data-square="B1"]').hover();
  await expect(page.locator('.board-wrap[data-age="might"] .mark.pv')).toHaveCount(1);
  await tapSquare(page, 'might', 'B1');
  await confirmAndWait(page);
  const tower = page.locator('.board-wrap[data-age="might"] g.bld[data-building="watchtower"][data-squares="B1"]');
  await expect(tower).toHaveCount(1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(tower).toHaveCount(0);
  await page.locator('button[data-build="watchtower"]').click();
  await tapSquare(page, 'might', 'B1');
  await confirmAndWait(page);
  await expect(tower).toHaveCount(1);

  // The upgrades' label reads whole, above its buttons (it was turned on its side and cut to
  // "de to" in its row).
  const upgradeLabel = page.locator('.upgrade-grid .group-label');
  await expect(upgradeLabel).toHaveText('Upgrade to');
  const [labelBox, firstUpgrade] = await Promise.all([
    upgradeLabel.boundingBox(),
    page.locator('button[data-upgrade]').first().boundingBox(),
  ]);
  expect(labelBox!.width, 'the label reads across').toBeGreaterThan(labelBox!.height);
  expect(labelBox!.y + labelBox!.height, 'above the buttons').toBeLessThanOrEqual(firstUpgrade!.y + 1);
  // Upgrade it to a Keep on A1-B1: tap A1, cycling shapes until A1-B1 is selected.
  await page.locator('button[data-upgrade="keep"]').click();
  for (let i = 0; i < 4; i++) {
    await tapSquare(page, 'might', 'A1');
    if ((await page.locator('[data-selected]').getAttribute('data-selected'))?.includes('A1-B1')) break;
  }
  await expect(page.locator('[data-selected]')).toHaveAttribute('data-selected', /A1-B1/);
  await confirmAndWait(page);
  await expect(page.locator('.board-wrap[data-age="might"] g.bld[data-building="keep"][data-squares="A1-B1"]')).toHaveCount(1);
  await expect(page.locator('.board-wrap[data-age="faith"] g.bld[data-building="keep"][data-squares="A1-B1"]')).toHaveCount(1);
  await expect(page.locator('.board-wrap[data-age="reason"] g.bld.ruin[data-building="keep"][data-squares="A1-B1"]')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/table-built.png` });

  // The log says it in words.
  await page.getByRole('button', { name: 'Log' }).click();
  await expect(page.getByRole('dialog', { name: 'Game log' })).toContainText('upgraded a Watchtower to a Keep');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Rules' }).click();
  await expect(page.getByRole('dialog', { name: /Rules of Khronos/ })).toContainText('Age of Reason');
  await page.getByRole('button', { name: 'Close' }).click();

  // End the turn (confirmation) and pass the device around.
  await page.getByRole('button', { name: 'End the turn…' }).click();
  await expect(page.getByRole('heading', { name: 'End the turn?' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, end the turn' }).click();
  for (let i = 1; i <= 2; i++) {
    const name = NAMES[(plan.first + i) % 3];
    await expectHandoff(page, name);
    await ready(page, name);
    await page.getByRole('button', { name: 'End the turn…' }).click();
    await page.getByRole('button', { name: 'Yes, end the turn' }).click();
  }

  // Turn 2 of the first player. A reload on the hand-off screen stays on it.
  await expectHandoff(page, P);
  await page.reload();
  await expectHandoff(page, P);
  // The hand-off screen says what the others did since P last moved.
  const since = page.getByRole('region', { name: `Since ${P}’s last move` });
  await expect(since).toBeVisible();
  expect(await since.locator('li').count()).toBeGreaterThan(0);
  // The log and the rules open on the hand-off screen (nothing private in them), and are not
  // left open over the table of the player who takes the device.
  await page.getByRole('button', { name: 'Log' }).click();
  await expect(page.getByRole('dialog', { name: 'Game log' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Rules' }).click();
  await expect(page.locator('.side-panel')).toBeVisible();
  await ready(page, P);
  await expect(page.locator('.side-panel')).toHaveCount(0);
  // What each board would pay on an earnings turn, as the engine counts it.
  const earn = page.getByRole('region', { name: 'What you would earn on an earnings turn' });
  await expect(earn).toBeVisible();
  await expect(earn.locator('li')).toHaveCount(3);
  // A reload while playing goes back through the hand-off screen (whoever holds the device
  // now may not be P), then resumes that seat's table exactly.
  const seqBefore = await seqOf(page);
  await page.reload();
  await expectHandoff(page, P);
  await expect(page.getByRole('list', { name: `${P}'s hand` })).toHaveCount(0);
  await ready(page, P);
  await expect(page.locator('main[data-screen="play"]')).toBeVisible();
  expect(await seqOf(page)).toBe(seqBefore);
  await expect(page.getByRole('list', { name: `${P}'s hand` })).toBeVisible();
  // So does leaving for the saved games and coming back with *Continue*.
  await page.getByRole('link', { name: 'Saved games' }).click();
  await page.getByRole('heading', { name: 'Continue “E2E table”' }).waitFor();
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await expectHandoff(page, P);
  await expect(page.getByRole('list', { name: `${P}'s hand` })).toHaveCount(0);
  await ready(page, P);
  expect(await seqOf(page)).toBe(seqBefore);

  // The Age of Reason: travel there, renovate the Keep's ruin, populate the printed Hamlet.
  await page.getByRole('button', { name: 'Adventurer 1: Might' }).click();
  await page.locator('.board-wrap[data-age="reason"]').getByRole('button', { name: 'Adventurer 1 travels here' }).click();
  await expect(page.getByRole('button', { name: 'Adventurer 1: Reason' })).toBeVisible();
  await page.getByRole('button', { name: 'Renovate…' }).click();
  await tapSquare(page, 'reason', 'A1');
  await confirmAndWait(page);
  await expect(page.locator('.board-wrap[data-age="reason"] g.bld[data-building="keep"][data-squares="A1-B1"]:not(.ruin)')).toHaveCount(1);
  await page.getByRole('button', { name: 'Populate…' }).click();
  await tapSquare(page, 'reason', 'C1');
  await confirmAndWait(page);
  const hamlet = page.locator('.board-wrap[data-age="reason"] g.bld[data-squares="C1"]');
  await expect(hamlet.locator('.cubes')).toHaveCount(1);
  // The cube's badge is under the building's label, not over it, and big enough to read: a
  // good third of the square (the renovated Keep beside it is one square high).
  const [badge, label, keep] = await Promise.all([
    hamlet.locator('.cube-badge').first().boundingBox(),
    hamlet.locator('.bld-abbr').boundingBox(),
    page.locator('.board-wrap[data-age="reason"] g.bld[data-building="keep"] .bld-body').first().boundingBox(),
  ]);
  expect(badge && label && keep).toBeTruthy();
  expect(badge!.y, 'the badge starts below the label').toBeGreaterThanOrEqual(label!.y + label!.height - 0.5);
  expect(badge!.height / keep!.height, 'the badge is a good third of a square').toBeGreaterThan(0.4);
  await page.screenshot({ path: `${SHOTS}/table-reason.png` });
  await page.getByRole('button', { name: 'End the turn…' }).click();
  await page.getByRole('button', { name: 'Yes, end the turn' }).click();
  await expectHandoff(page, NAMES[(plan.first + 1) % 3]);

  // Other turns are played through the API (the page follows the pushed changes), up to the
  // first player's turn 4, which ends with earnings.
  await endTurnsUntil(client, game, plan.first, 4);
  await expectHandoff(page, P);
  await ready(page, P);
  await page.getByRole('button', { name: 'End the turn…' }).click();
  await page.getByRole('button', { name: 'Yes, end the turn' }).click();
  // P sees their own earnings on their own table before the device goes on (issue 40: it
  // went straight to the hand-off, and only the next player saw them).
  const moment = page.locator('.notice-moment');
  await expect(moment).toContainText(`${P} earned 2 Ecus in the Age of Reason`);
  await expect(page.locator('main[data-screen="play"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectHandoff(page, NAMES[(plan.first + 1) % 3]);
  const banner = page.locator('.earnings-banner');
  await expect(banner).toContainText('Turn 4 earnings');
  await expect(banner).toContainText(`${P} earned 2 Ecus in the Age of Reason`);
  await page.screenshot({ path: `${SHOTS}/earnings.png` });

  // Play to the end through the API: the end screen ranks the players and charts their Ecus.
  for (let guard = 0; guard < 40; guard++) {
    const v = await client.call('view', { game, viewer: null });
    if (v.finished) break;
    await client.call('apply', { game, seat: v.to_act, action: { type: 'end_turn', discard: NONE } });
  }
  await expect(page.locator('main[data-screen="finished"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The game is over' })).toBeVisible();
  await expect(page.locator('.ranking li')).toHaveCount(3);
  await expect(page.locator('.chart svg polyline')).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}/end-screen.png`, fullPage: true });
  expect(errors).toEqual([]);
});

test('saved games: preview, rename, export, import, delete', async ({ page }) => {
  // Names of this run only, so that a copy is the first copy even on a table used before.
  const stamp = Date.now().toString(36);
  const library = `Library ${stamp}`;
  const renamedName = `Renamed ${stamp}`;
  const g = await client.call('create_game', {
    request: { game: 'khronos', name: library, seats: [{ name: 'Ida' }, { name: 'Jon', kind: 'bot', level: 'hard' }], seed: 3 },
  });
  // Ida builds, so the picture of the boards shows a piece of hers.
  const legal = await client.call('legal', { game: g.id, seat: 0 });
  const construct = legal.find((x: { group: string }) => x.group === 'construct');
  const first = (await client.call('view', { game: g.id, viewer: null })).to_act;
  if (first === 0 && construct) await client.call('apply', { game: g.id, seat: 0, action: construct.actions[0].action });
  await page.goto('/#/');
  const row = page.locator(`li.game-row[data-game="${g.id}"]`);
  await expect(row).toContainText('Khronos · Turn 1 of 7');
  await expect(row).toContainText('Ida');
  await expect(row).toContainText('Jon (bot, hard)');
  await expect(row.getByRole('img', { name: /^The three boards: / })).toBeVisible();
  if (first === 0 && construct) await expect(row.getByRole('img', { name: /Ida on \d+ squares?/ })).toBeVisible();
  // The last game played that is not over is the one to continue, first on the screen.
  await expect(page.getByRole('heading', { name: `Continue “${library}”` })).toBeVisible();
  await row.getByRole('button', { name: `Rename ${library}` }).click();
  await row.getByLabel(`New name for ${library}`).fill(renamedName);
  await row.getByRole('button', { name: 'Save' }).click();
  const renamed = page.locator(`li.game-row[data-game="${g.id}"]`);
  await expect(renamed.locator('.game-name')).toHaveText(renamedName);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    renamed.getByRole('button', { name: `Export ${renamedName}` }).click(),
  ]);
  const file = await download.path();
  expect(file).toBeTruthy();
  await page.locator('input[type="file"]').setInputFiles(file!);
  // The copy beside its original is named as a copy.
  await expect(page.getByRole('status')).toContainText(`Imported “${renamedName} (copy)”`);
  await expect(page.locator('li.game-row .game-name', { hasText: `${renamedName} (copy)` })).toHaveCount(1);
  await renamed.getByRole('button', { name: `Delete ${renamedName}` }).click();
  await renamed.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.locator(`li.game-row[data-game="${g.id}"]`)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/home.png` });
});
