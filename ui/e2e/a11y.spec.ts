// axe-core on every screen of both games (saved games, new game, hand-off, a seat's table with
// a building being placed, step by step, the replay, the end of a game, joining, hosting):
// no serious or critical violation of WCAG 2.1 A/AA, on a desktop window and on a phone held
// upright (390×844, touch). (The bots' screen, a fight's decisions and the progress phase are
// checked where bots.spec.ts and tempus.spec.ts reach them.)

import { expect, test } from '@playwright/test';
import { Client, NAMES, expectAccessible, playUntil } from './helpers';

let client: Client;
test.beforeAll(async () => {
  client = await Client.open();
});
test.afterAll(() => client?.close());

/** Where the screens are checked: a desktop window, and a phone. */
const SCREENS = [
  { label: 'a desktop window, 1280×800', use: { viewport: { width: 1280, height: 800 } } },
  { label: 'a phone, 390×844', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } },
];

const playTo = (game: number, done: (view: any) => boolean) =>
  playUntil(client, game, done, ['end_turn', 'place_tile', 'place_token', 'progress_cards', 'discard']);

for (const screen of SCREENS) {
  test.describe(screen.label, () => {
    test.use(screen.use);

    test('Khronos screens have no serious or critical accessibility violation', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/#/');
      await expect(page.getByRole('heading', { name: 'Saved games' })).toBeVisible();
      await expectAccessible(page, 'saved games');

      await page.goto('/#/new');
      await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
      await expectAccessible(page, 'new game');
      for (const game of ['khronos', 'tempus']) {
        await page.goto(`/#/rules/${game}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page, `how to play ${game}`);
      }

      const game = await client.call('create_game', {
        request: { game: 'khronos', name: 'Axe', seats: NAMES.map((name) => ({ name })), seed: 11 },
      });
      await page.goto(`/#/game/${game.id}`);
      const first = (await client.call('view', { game: game.id, viewer: null })).to_act;
      await expect(page.locator('main[data-screen="handoff"]')).toBeVisible();
      await expectAccessible(page, 'the hand-off');

      await page.getByRole('button', { name: `${NAMES[first]} — tap when ready` }).click();
      await expect(page.locator('main[data-screen="play"]')).toBeVisible();
      await expectAccessible(page, 'a seat’s table');
      await page.locator('button[data-build]:not(.unavailable)').first().click();
      await expect(page.locator('.hit.hit-on').first()).toBeVisible();
      await expectAccessible(page, 'placing a building');
      await page.getByRole('button', { name: 'Log' }).click();
      await expectAccessible(page, 'the log');
      // The header's buttons stay in reach: Rules replaces the log directly.
      await page.getByRole('button', { name: 'Rules' }).click();
      await expect(page.getByRole('dialog')).toContainText('The aim');
      await expectAccessible(page, 'the rules');
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

      // Someone else's turn on this device: what happened, and step by step.
      await client.call('apply', {
        game: game.id,
        seat: first,
        action: { type: 'end_turn', discard: { military: 0, religious: 0, civil: 0 } },
      });
      const next = (await client.call('view', { game: game.id, viewer: null })).to_act;
      await page.getByRole('button', { name: `${NAMES[next]} — tap when ready` }).click();
      await page.getByRole('button', { name: 'Show on the board, step by step' }).click();
      await expect(page.locator('main[data-screen="steps"]')).toBeVisible();
      await expectAccessible(page, 'step by step');

      await page.goto(`/#/replay/${game.id}`);
      await expect(page.locator('main[data-screen="replay"]')).toBeVisible();
      await page.getByRole('button', { name: 'Next →' }).click();
      await expectAccessible(page, 'the replay');

      await page.goto(`/#/host/${game.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, 'hosting');
      await page.goto('/#/join');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, 'joining');

      await playTo(game.id, (v) => v.finished);
      await page.goto(`/#/game/${game.id}`);
      await expect(page.locator('main[data-screen="finished"]')).toBeVisible();
      await expectAccessible(page, 'the end of a game');
    });

    test('Tempus screens have no serious or critical accessibility violation', async ({ page }) => {
      test.setTimeout(120_000);
      const game = await client.call('create_game', {
        request: { game: 'tempus', name: 'Axe T', seats: NAMES.map((name) => ({ name })), seed: 5 },
      });
      await page.goto(`/#/game/${game.id}`);
      // Nobody holds a card while the island is laid out: the table at once, saying whose move.
      await expect(page.locator('main[data-screen="play"]')).toBeVisible();
      await expect(page.locator('[data-pass-cue]')).toBeVisible();
      await expectAccessible(page, 'placing a map tile');

      let v = await playTo(game.id, (x) => x.state.phase === 'actions');
      await expect(page.locator(`main[data-screen="play"][data-phase="actions"][data-seat="${v.to_act}"]`)).toBeVisible();
      await expectAccessible(page, 'a Tempus era’s actions');
      // The hand-off screen, once the seat to act holds a card.
      v = await playUntil(
        client,
        game.id,
        (x) => x.state.phase === 'actions' && x.to_act !== null && x.state.players[x.to_act].hand_count > 0 && x.state.pending === null,
        ['idea', 'end_turn'],
      );
      await expect(page.locator('main[data-screen="handoff"]')).toBeVisible();
      await expectAccessible(page, 'the Tempus hand-off');
      await page.getByRole('button', { name: `${NAMES[v.to_act]} — tap when ready` }).click();
      await expect(page.locator('main[data-screen="play"]')).toBeVisible();
      await page.getByRole('button', { name: 'Log' }).click();
      await expectAccessible(page, 'the Tempus log');

      await page.goto(`/#/replay/${game.id}`);
      await page.getByRole('button', { name: 'Next →' }).click();
      await expectAccessible(page, 'the Tempus replay');

      await playTo(game.id, (x) => x.finished);
      await page.goto(`/#/game/${game.id}`);
      await expect(page.locator('main[data-screen="finished"]')).toBeVisible();
      await expectAccessible(page, 'the end of a Tempus game');
    });
  });
}
