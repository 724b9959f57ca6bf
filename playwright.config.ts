import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_BASE_URL, E2E_DATA_DIR, E2E_DIST_DIR, E2E_PORT, E2E_SEEDED_DIR } from './tests/e2e/env.ts';
import { chromiumOrExit } from './tests/e2e/chromium.ts';

// CHROMIUM_PATH, Debian's Chromium or Playwright's own (tests/e2e/chromium.ts); Playwright
// never downloads a browser here. With none, this stops with the one line saying how to get one,
// before the console is built.
const executablePath = chromiumOrExit();

export default defineConfig({
  testDir: 'tests/e2e',
  // Per port, so runs on other ports never overwrite each other's traces.
  outputDir: `.tmp/test-results-${E2E_PORT}`,
  // One server and one database for the whole run: tests go one at a time so that
  // what one test changes (a password, an order) never races another.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    // Exactly the README's `npm start`, on a fresh data folder, with the fleet simulator off so
    // the journeys find the demo records as seeded. tests/e2e/run.ts seeds one folder while the
    // console builds (E2E_SEEDED_DIR) and each console starts from a copy; shell-idle's own
    // console still seeds an empty folder at start, as a first `npm start` does.
    command: `rm -rf "${E2E_DATA_DIR}" && ${E2E_SEEDED_DIR ? `cp -r "${E2E_SEEDED_DIR}" "${E2E_DATA_DIR}" && ` : ''}npm start`,
    url: `${E2E_BASE_URL}/login`,
    env: { PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR, DIST_DIR: E2E_DIST_DIR, HOST: '127.0.0.1', CHECK_RESPONSES: '1', SIMULATOR: '0' },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
