// Issue 29 (first part): the language follows the device (navigator.languages), can be
// changed in the app, and is kept on the device; the saved games and About screens are in it.

import { expect, test } from '@playwright/test';
import { Client } from './helpers';

let client: Client;
let game: number;
test.beforeAll(async () => {
  client = await Client.open();
  game = (
    await client.call('create_game', { request: { game: 'khronos', name: 'Langues', seats: [{ name: 'Aline' }, { name: 'Bruno' }] } })
  ).id;
});
test.afterAll(async () => {
  await client.call('delete', { game }).catch(() => undefined);
  client.close();
});

test.describe('a device set to French', () => {
  test.use({ locale: 'fr-FR' });
  test('shows the saved games and About in French', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { name: 'Parties enregistrées' })).toBeVisible();
    const row = page.locator(`li.game-row[data-game="${game}"]`);
    await expect(row.getByRole('link', { name: 'Ouvrir Langues' })).toBeVisible();
    await expect(row).toContainText('0 action');
    await expect(row).toContainText('jouée');
    await expect(page.getByLabel('Langue', { exact: true })).toHaveValue('fr');
    await page.getByRole('link', { name: 'À propos' }).click();
    await expect(page.getByRole('heading', { name: 'À propos d’Epochs' })).toBeVisible();
    await expect(page.locator('main.about')).toContainText('Une Tour de guet de Khronos');
    await expect(page.locator('main.about')).not.toContainText('Pictures');
  });
});

test('the language is chosen in the app and kept on the device', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Saved games' })).toBeVisible();
  await page.getByLabel('Language', { exact: true }).selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Parties enregistrées' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Parties enregistrées' })).toBeVisible();
  await page.getByLabel('Langue', { exact: true }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Saved games' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Saved games' })).toBeVisible();
});
