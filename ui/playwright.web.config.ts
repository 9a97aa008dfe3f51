import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './e2e/helpers';

// The web build's tests (e2e-web/): each spec serves the web build (EPOCHS_WEB_DIST, default
// dist-web: `npm run build:web`) from its own static server on loopback, and opens its own
// browser profiles (persistent contexts), so nothing here needs `epochs serve`.
export default defineConfig({
  testDir: 'e2e-web',
  testMatch: /.*\.spec\.ts/,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results-web',
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    trace: 'off',
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    screenshot: 'only-on-failure',
  },
});
