import { defineConfig } from '@playwright/test';
import { BASE, CHROMIUM, HOST_TOKEN } from './e2e/helpers';

// The server is started by scripts/test-ui.sh (EPOCHS_URL); for a manual run start
// `epochs serve --port 8765 --ui ui/dist` and run `npx playwright test`.
export default defineConfig({
  testDir: 'e2e',
  testMatch: /.*\.spec\.ts/,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: BASE,
    // Every page is the host device, as the link `epochs serve` prints would make it.
    storageState: {
      cookies: [],
      origins: [{ origin: BASE, localStorage: [{ name: 'epochs.token', value: HOST_TOKEN }] }],
    },
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    trace: 'off',
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    screenshot: 'only-on-failure',
  },
});
