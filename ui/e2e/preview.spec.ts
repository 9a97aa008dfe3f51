// Issue 28, item 1: the engine's "Then: …" before Confirm stays readable beside the action
// bar, on a laptop, a tablet and a phone: inside the viewport and not under Confirm or Cancel.

import { expect, test, type Locator, type Page } from '@playwright/test';
import { Client, NAMES, findPlan, type Plan } from './helpers';

let client: Client;
let plan: Plan;
let game: number;
let seq: number;

test.beforeAll(async () => {
  client = await Client.open();
  plan = await findPlan(client);
  // The position of the paradox test (happened.spec.ts): an upgrade to a Keep on A1-B1 of
  // Might would ripple onto a building in Faith, so the preview is long.
  const g = await client.call('create_game', {
    request: { game: 'khronos', name: 'Preview in view', seats: NAMES.map((name) => ({ name })), seed: plan.seed },
  });
  game = g.id;
  const none = { military: 0, religious: 0, civil: 0 };
  const apply = (action: unknown) => client.call('apply', { game, seat: plan.first, action });
  await apply({ type: 'exchange', discard: plan.exchangeDiscard });
  await apply({ type: 'travel', pawn: 1, to: 'faith' });
  await apply({ type: 'construct', age: 'faith', building: plan.faithBuilding, squares: ['A1'], extra: none });
  await apply({ type: 'construct', age: 'might', building: 'watchtower', squares: ['B1'], extra: none });
  seq = (await client.call('view', { game })).seq;
});
test.afterAll(async () => {
  await client?.call('delete', { game }).catch(() => undefined);
  client?.close();
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(l: Locator): Promise<Box> {
  const b = await l.boundingBox();
  expect(b, 'laid out').not.toBeNull();
  return b!;
}

/** The preview and both buttons are on screen, and the words are under neither button. */
async function expectReadable(page: Page, where: string) {
  const size = page.viewportSize()!;
  const preview = await boxOf(page.locator('[data-preview]'));
  for (const name of ['Confirm', 'Cancel']) {
    const button = await boxOf(page.getByRole('button', { name, exact: true }));
    expect(overlaps(preview, button), `${where}: the preview is not under ${name}`).toBe(false);
    expect(button.y + button.height, `${where}: ${name} on screen`).toBeLessThanOrEqual(size.height);
    expect(button.y, `${where}: ${name} on screen`).toBeGreaterThanOrEqual(0);
  }
  expect(preview.y, `${where}: the preview's top on screen`).toBeGreaterThanOrEqual(0);
  expect(preview.y + preview.height, `${where}: the preview's bottom on screen`).toBeLessThanOrEqual(size.height);
  expect(preview.x, `${where}: the preview's left on screen`).toBeGreaterThanOrEqual(0);
  expect(preview.x + preview.width, `${where}: the preview's right on screen`).toBeLessThanOrEqual(size.width);
  // Nothing else is drawn over the middle of the words.
  const covered = await page.locator('[data-preview]').evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + 8, r.top + 4],
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.right - 8, r.bottom - 4],
    ];
    return points.some(([x, y]) => {
      const top = document.elementFromPoint(x, y);
      return !top || !(el === top || el.contains(top));
    });
  });
  expect(covered, `${where}: nothing covers the preview`).toBe(false);
}

for (const size of [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the preview before Confirm is readable beside the action bar at ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto(`/#/game/${game}`);
    await page.getByRole('button', { name: `${NAMES[plan.first]} — tap when ready` }).click();
    await expect(page.locator('main[data-screen="play"]')).toHaveAttribute('data-seq', String(seq));
    await page.locator('button[data-upgrade="keep"]').click();
    const list = page.getByRole('combobox', { name: 'Or choose from the list' });
    const option = list.locator('option', { hasText: /A1-B1/ }).first();
    await list.selectOption({ label: (await option.textContent()) ?? '' });
    await expect(page.locator('[data-preview]')).toContainText('temporal paradox');
    // As the page is when the place is chosen (the list keeps the focus), and scrolled to the
    // top and to the bottom.
    await expectReadable(page, 'as chosen');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Confirm' }).scrollIntoViewIfNeeded();
    await expectReadable(page, 'Confirm scrolled into view');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectReadable(page, 'scrolled to the bottom');
  });
}
