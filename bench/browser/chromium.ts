/** The e2e tests' Chromium with their flags, a page with the timing script, and the real sign-in. */
import { chromium, type Browser, type Page } from 'playwright';
import { CHROMIUM_ARGS } from '../../tests/e2e/env.ts';
import { chromiumOrExit } from '../../tests/e2e/chromium.ts';
import { ADMIN } from '../lib/console.ts';
import { instrument, type BenchWindow } from './instrument.ts';

export const VIEWPORT = { width: 1280, height: 800 };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumOrExit(), args: CHROMIUM_ARGS });
}

export async function instrumentedPage(browser: Browser, baseURL?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT });
  // tsx compiles this file keeping function names (esbuild's __name helper); functions
  // serialised into the page (the timing script, page.evaluate callbacks) need the helper there too.
  await context.addInitScript({ content: `globalThis.__name = (f) => f;\n(${instrument.toString()})();` });
  return context.newPage();
}

/** Signs in through /login as the company admin (who sees every machine) and waits for the signed-in frame. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
  await page.getByRole('button', { name: /sign out|profile/i }).first().waitFor({ timeout: 60_000 });
}

export const benchOf = (page: Page) => page.evaluate(() => (window as unknown as BenchWindow).__bench);

/** Used JS heap after a forced garbage collection, in MiB (Chromium's CDP). */
export async function jsHeapMiB(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 2 ** 20;
}
