/** Where the e2e server runs and keeps its data; shared by playwright.config.ts and the tests. */
import { resolve } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = resolve(process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${E2E_PORT}`);
/**
 * Each e2e server has its own copy of the console, so runs on other ports never race over dist/;
 * tests/e2e/run.ts builds one copy for the runs it starts together and names it here.
 */
export const E2E_DIST_DIR = resolve(process.env.E2E_DIST_DIR ?? `.tmp/dist-${E2E_PORT}`);
/** A data folder already holding the seeded demo (tests/e2e/seeded.ts, made by run.ts), or none: the console seeds its own. */
export const E2E_SEEDED_DIR = process.env.E2E_SEEDED_DIR ? resolve(process.env.E2E_SEEDED_DIR) : undefined;
/** Which Chromium runs the tests is decided in chromium.ts (CHROMIUM_PATH, Debian's, Playwright's own). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
