// The front of the game box: both games presented, each with a way to start and to learn it.

import { expect, test } from '@playwright/test';

test('the home screen presents both games: a new game of each, and how to play each', async ({ page }) => {
  await page.goto('/#/');
  for (const game of ['Khronos', 'Tempus']) {
    const card = page.getByRole('article', { name: game });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: `New game of ${game}` })).toBeVisible();
    await expect(card).toContainText(/players/);
  }
  // A new game of Tempus starts with Tempus chosen.
  await page.getByRole('link', { name: 'New game of Tempus' }).click();
  await expect(page).toHaveURL(/#\/new\/tempus$/);
  await expect(page.getByRole('radio', { name: /^Tempus/ })).toBeChecked();
  // How to play: the rules summary on a page of its own, and a way to start.
  await page.goto('/#/');
  await page.getByRole('link', { name: 'How to play Khronos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How to play Khronos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Three boards, one map' })).toBeVisible();
  await page.getByRole('link', { name: 'New game of Khronos' }).click();
  await expect(page.getByRole('radio', { name: /^Khronos/ })).toBeChecked();
});
