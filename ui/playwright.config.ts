import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './e2e/helpers';

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
    baseURL: process.env.EPOCHS_URL ?? 'http://127.0.0.1:8765',
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    trace: 'off',
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    screenshot: 'only-on-failure',
  },
});
