// Motion on the table (styles/motion.css): a ripple crosses the ages, its tiles landing age
// after age behind a band of light, what a paradox destroyed crumbles, a token walks its path;
// and none of it when the device asks for reduced motion.

import { expect, test, type Page } from '@playwright/test';
import { Client, NAMES, SHOTS, findPlan, openTable, playUntil } from './helpers';

const NONE = { military: 0, religious: 0, civil: 0 };
const MOTION = ['tile-lands', 'board-sweep', 'crumbles', 'walks'];

type Running = { name: string; age: string | null; delay: number; duration: number };

/** The table's motion running (or held at its end) on the page, by animation name and board. */
function running(page: Page): Promise<Running[]> {
  return page.evaluate(
    (names) =>
      document
        .getAnimations()
        .filter((a): a is CSSAnimation => 'animationName' in a && names.includes((a as CSSAnimation).animationName))
        .map((a) => {
          const timing = a.effect!.getTiming();
          const target = (a.effect as KeyframeEffect).target as Element;
          return {
            name: a.animationName,
            age: target.closest('[data-age]')?.getAttribute('data-age') ?? null,
            delay: Number(timing.delay),
            duration: Number(timing.duration),
          };
        }),
    MOTION,
  );
}

/** A Keep upgraded in Might over a Watchtower, whose ripple copy destroys the building on A1
 * of Faith (a paradox) and leaves a ruin in Reason; the page opened on the table after it. */
async function rippleWithParadox(page: Page, client: Client) {
  const plan = await findPlan(client);
  const game = await client.call('create_game', {
    request: { game: 'khronos', name: 'A ripple', seats: NAMES.map((name) => ({ name })), seed: plan.seed },
  });
  const apply = (action: unknown) => client.call('apply', { game: game.id, seat: plan.first, action });
  await apply({ type: 'exchange', discard: plan.exchangeDiscard });
  await apply({ type: 'travel', pawn: 1, to: 'faith' });
  await apply({ type: 'construct', age: 'faith', building: plan.faithBuilding, squares: ['A1'], extra: NONE });
  await apply({ type: 'construct', age: 'might', building: 'watchtower', squares: ['B1'], extra: NONE });
  await apply({ type: 'upgrade', age: 'might', at: 'B1', building: 'keep', squares: ['A1', 'B1'], extra: NONE });
  await openTable(page, game.id, plan.first);
  await expect(page.locator('.board-wrap[data-age="faith"] .ghost[data-square="A1"]')).toHaveCount(1);
}

test.describe('with motion', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Khronos: a ripple crosses the ages: its tiles land and a band sweeps each board age after age, what the paradox destroyed crumbles', async ({
    page,
  }) => {
    const client = await Client.open();
    try {
      await rippleWithParadox(page, client);
      const seen = await running(page);
      const of = (name: string, age: string) => seen.filter((a) => a.name === name && a.age === age);
      // The Keep in Might, its copy in Faith, its ruin in Reason: each lands on its own board,
      // each age later than the one before.
      const lands = ['might', 'faith', 'reason'].map((age) => of('tile-lands', age));
      for (const l of lands) expect(l.length).toBeGreaterThan(0);
      expect(lands[0][0].delay).toBe(0);
      expect(lands[1][0].delay).toBeGreaterThan(lands[0][0].delay);
      expect(lands[2][0].delay).toBeGreaterThan(lands[1][0].delay);
      const sweeps = ['might', 'faith', 'reason'].map((age) => of('board-sweep', age));
      for (const [i, s] of sweeps.entries()) {
        expect(s.length).toBe(1);
        expect(s[0].delay).toBe(lands[i][0].delay);
      }
      expect(of('crumbles', 'faith').length).toBeGreaterThan(0);
      // Short: nothing runs for more than a second.
      for (const a of seen) expect(a.duration).toBeLessThanOrEqual(1000);

      // The README's picture of a ripple mid-way: held half way across the ages.
      await page.evaluate(() => {
        for (const a of document.getAnimations()) {
          a.pause();
          a.currentTime = 560;
        }
      });
      await page.screenshot({ path: `${SHOTS}/ripple-mid-animation-1280x800.png` });
    } finally {
      client.close();
    }
  });

  test('Tempus: a token walks the path of its move', async ({ page }) => {
    const client = await Client.open();
    try {
      const g = await client.call('create_game', {
        request: { game: 'tempus', name: 'A walk', seats: NAMES.map((name) => ({ name })), seed: 5 },
      });
      const lastMoved = async () => {
        const log = await client.call('log', { game: g.id, viewer: null });
        return log.length > 0 && log[log.length - 1].marks.some((m: { kind: string }) => m.kind === 'moved');
      };
      const v = await playUntil(client, g.id, () => lastMoved(), ['move', 'place_tile', 'place_token', 'end_turn'], 400);
      await openTable(page, g.id, v.to_act);
      await expect(page.locator('.hexmap .recent-path').first()).toBeVisible();
      const walks = (await running(page)).filter((a) => a.name === 'walks');
      expect(walks.length).toBe(await page.locator('.hexmap .recent-path').count());
    } finally {
      client.close();
    }
  });
});

test.describe('with reduced motion', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

  test('Khronos: the same ripple is drawn still: nothing lands, sweeps or crumbles, and the marks say what changed', async ({ page }) => {
    const client = await Client.open();
    try {
      await rippleWithParadox(page, client);
      expect(await running(page)).toEqual([]);
      await expect(page.locator('.board-svg .sweep').first()).toBeHidden();
      // What changed is still marked on every board it reached.
      for (const age of ['might', 'faith', 'reason'])
        await expect(page.locator(`.board-wrap[data-age="${age}"] .recents [data-square="A1"]`)).not.toHaveCount(0);
    } finally {
      client.close();
    }
  });
});
