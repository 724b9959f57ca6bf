/**
 * Every list of the console opened in Chromium on the large business (issue 55: first rows
 * painted ≤ 300 ms after navigating to any list). The lists are the route table's sidebar
 * screens without a parameter that the company admin may open; each is loaded once to warm the
 * browser's cache of the app's files, then `runs` times: navigation start → the first table rows
 * painted (instrument.ts). A screen that paints no table rows within NO_ROWS_AFTER_MS (a form, a
 * dashboard, a list the demo leaves empty) is named as such, not timed.
 */
import type { Browser, Page } from 'playwright';
import { ROUTES } from '../../src/app/routes/index.ts';
import { routeAllowed } from '../../src/platform/routes/access.ts';
import { postJson } from '../lib/processes.ts';
import { summarize, type Summary } from '../lib/stats.ts';
import { benchOf, instrumentedPage, signInAsAdmin } from './chromium.ts';

export const FIRST_ROWS_BUDGET_MS = 300;
const NO_ROWS_AFTER_MS = 5_000;

export interface ListFirstRows {
  path: string;
  title: string;
  /** Navigation start → first rows painted; absent when the screen painted no table rows. */
  firstRows?: Summary;
}

/** The sidebar's screens without a parameter that a user with these permissions may open. */
export function listPaths(permissions: readonly string[], roleCode: string) {
  return ROUTES.filter((r) => r.sidebar && !r.public && !r.path.includes(':') && routeAllowed(r, permissions, roleCode));
}

/** Navigation start → first table rows painted on `path`, or null when none are painted in time. */
async function firstRowsOf(page: Page, path: string): Promise<number | null> {
  await page.goto(path, { waitUntil: 'commit' });
  const painted = await page
    .waitForFunction(() => ((window as unknown as { __bench: { firstRows?: number } }).__bench.firstRows ?? 0) > 0, undefined, { timeout: NO_ROWS_AFTER_MS, polling: 20 })
    .then(() => true, () => false);
  return painted ? (await benchOf(page)).firstRows! : null;
}

export async function measureEveryList(browser: Browser, server: { url: string; token: string }, runs: number): Promise<ListFirstRows[]> {
  const me = await postJson(`${server.url}/api/user-management`, { action: 'me' }, server.token);
  const role = (me.body?.data as { Role: { role_code: string; permissions: string[] } }).Role;
  const page = await instrumentedPage(browser, server.url);
  try {
    await signInAsAdmin(page);
    const results: ListFirstRows[] = [];
    for (const route of listPaths(role.permissions, role.role_code)) {
      const warm = await firstRowsOf(page, route.path);
      if (warm === null) {
        results.push({ path: route.path, title: route.title });
        continue;
      }
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const ms = await firstRowsOf(page, route.path);
        if (ms !== null) times.push(ms);
      }
      results.push({ path: route.path, title: route.title, firstRows: summarize(times) });
    }
    return results;
  } finally {
    await page.context().close();
  }
}
