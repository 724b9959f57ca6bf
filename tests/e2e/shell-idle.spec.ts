/**
 * Idle handling (console.md §4) on a second server started here with short idle times
 * (IDLE_WARNING_MS / IDLE_LOGOUT_AFTER_WARNING_MS, read from the server's environment):
 * the "Ideal State Warning" appears, any activity or "Don't Log Out" keeps the session, and
 * without either the user is signed out. Same build, its own data folder, so the main e2e server is untouched.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers.ts';
import { E2E_DIST_DIR, E2E_PORT } from './env.ts';

const DATA_DIR = resolve(`.tmp/e2e-data-${E2E_PORT}-idle`);
const IDLE_WARNING_MS = 3000;
const IDLE_LOGOUT_AFTER_WARNING_MS = 4000;

let server: ChildProcess | null = null;
let BASE = '';

/** A port nobody listens on right now (other suites and benchmarks start servers too). */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  const port = await freePort();
  BASE = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR,
      DIST_DIR: E2E_DIST_DIR,
      // The main e2e server has just built this console.
      SKIP_BUILD: '1',
      SIMULATOR: '0',
      IDLE_WARNING_MS: String(IDLE_WARNING_MS),
      IDLE_LOGOUT_AFTER_WARNING_MS: String(IDLE_LOGOUT_AFTER_WARNING_MS),
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 460; i++) {
    // Ours is the one serving the short idle times.
    const page = await fetch(`${BASE}/login`).then((r) => (r.ok ? r.text() : ''), () => '');
    if (page.includes(`"IDLE_WARNING_MS":${IDLE_WARNING_MS}`)) return;
    if (server.exitCode !== null) throw new Error(`the short-idle server exited with ${server.exitCode}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the short-idle server did not start');
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

async function signInHere(page: Page, email: string) {
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible();
}

const warning = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Ideal State Warning' });

/** Past the moment the logout would have come, the session is still there. */
async function stillSignedIn(page: Page) {
  await page.waitForTimeout(IDLE_LOGOUT_AFTER_WARNING_MS + 500);
  expect(new URL(page.url()).pathname).not.toBe('/login');
  const me = await page.request.post(`${BASE}/api/user-management`, { data: { action: 'me' } });
  expect(me.status()).toBe(200);
}

test('the idle warning appears, and any activity keeps the session', async ({ page }) => {
  await signInHere(page, 'operator@demo.local');
  await expect(warning(page)).toBeVisible({ timeout: IDLE_WARNING_MS + 5000 });
  await expect(warning(page)).toContainText('You will be logged out soon.');
  // §4: the user is logged out only "if no activity follows"; moving the mouse is activity.
  await page.mouse.move(10, 10);
  await page.mouse.move(200, 200);
  await expect(warning(page)).toBeHidden();
  await stillSignedIn(page);
});

test('"Don\'t Log Out" keeps the session', async ({ page }) => {
  await signInHere(page, 'operator@demo.local');
  await expect(warning(page)).toBeVisible({ timeout: IDLE_WARNING_MS + 5000 });
  // A bare click, without the pointer moves and key presses that are activity themselves.
  await warning(page).getByRole('button', { name: "Don't Log Out" }).dispatchEvent('click');
  await expect(warning(page)).toBeHidden();
  await stillSignedIn(page);
});

test('without an answer the user is signed out', async ({ page }) => {
  await signInHere(page, 'operator@demo.local');
  await expect(warning(page)).toBeVisible({ timeout: IDLE_WARNING_MS + 5000 });
  await expect(page).toHaveURL(/\/login$/, { timeout: IDLE_LOGOUT_AFTER_WARNING_MS + 5000 });
  const me = await page.request.post(`${BASE}/api/user-management`, { data: { action: 'me' } });
  expect(me.status()).toBe(401);
});
