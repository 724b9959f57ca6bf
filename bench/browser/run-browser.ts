/**
 * The Chromium half of the bench: /orders first rows, the palette (opening, typing,
 * and the empty-page floor), cmdk's default filter over the same items, and the big
 * DataTable scrolled. The bench-only pages are built with Vite into bench/.data/page-dist.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright';
import { postJson } from '../lib/processes.ts';
import { serveStatic } from '../lib/static.ts';
import type { BenchResults } from '../results.ts';
import { instrumentedPage, signInAsAdmin } from './chromium.ts';
import { QUERIES, measureCmdk, measureConsolePalette, measureEmptyPageFloor, measureQuietPalette } from './palette.ts';
import { measureEveryList } from './list-routes.ts';
import { measureOrdersFirstRows, measureTableScroll } from './tables.ts';
import { measureWheelScroll } from './wheel.ts';

export const PAGE_DIST = resolve('bench/.data/page-dist');

export function buildBenchPages() {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '-c', 'bench/page/vite.config.ts', '--logLevel', 'error'], { stdio: 'inherit' });
}

/** /orders time to first rows on one running console. */
export async function firstRowsOn(browser: Browser, url: string, runs: number) {
  const page = await instrumentedPage(browser, url);
  try {
    await signInAsAdmin(page);
    return await measureOrdersFirstRows(page, runs);
  } finally {
    await page.context().close();
  }
}

/** Every command title the palette lists for an empty query (a fresh session has no recents). */
async function commandTitles(browser: Browser, url: string): Promise<string[]> {
  const page = await instrumentedPage(browser, url);
  try {
    await signInAsAdmin(page);
    await page.keyboard.press('Control+k');
    await page.locator('[cmdk-item]').first().waitFor();
    return await page.$$eval('[cmdk-item]', (items) => items.map((item) => item.querySelector('span span')?.textContent ?? item.textContent ?? ''));
  } finally {
    await page.context().close();
  }
}

export async function measureBrowser(browser: Browser, server: { url: string; token: string }, runs: number, port: number, quick: boolean): Promise<NonNullable<BenchResults['browser']>> {
  const result: NonNullable<BenchResults['browser']> = { firstRows: {}, version: browser.version(), memoryReducerOff: process.execArgv.includes('--no-memory-reducer') };
  result.firstRows.postgres = await firstRowsOn(browser, server.url, Math.max(5, runs * 2));
  result.lists = await measureEveryList(browser, server, Math.max(3, runs));

  const palettePage = await instrumentedPage(browser, server.url);
  await signInAsAdmin(palettePage);
  result.palette = await measureConsolePalette(palettePage, runs);
  await palettePage.context().close();
  const quietPage = await instrumentedPage(browser, server.url);
  await signInAsAdmin(quietPage);
  result.paletteWhenQuiet = await measureQuietPalette(quietPage);
  await quietPage.context().close();

  const floorPage = await instrumentedPage(browser);
  result.floor = await measureEmptyPageFloor(floorPage, runs);
  await floorPage.context().close();

  // cmdk over the very same items: the index rows the palette loads and every command title.
  const index = await postJson(`${server.url}/api/vending-machine-management`, { action: 'list.vending_machine_index' }, server.token);
  const machines = (index.body?.data ?? []) as unknown[];
  const commands = await commandTitles(browser, server.url);
  buildBenchPages();
  writeFileSync(join(PAGE_DIST, 'items.json'), JSON.stringify({ commands, machines }));
  const pages = await serveStatic(PAGE_DIST, port);
  try {
    // cmdk re-scores and re-sorts every item on each key: a few words are enough to see it.
    // It is the slowest part by far; should it fail, the rest of the section still counts.
    const words = QUERIES.slice(0, quick ? 2 : 3);
    const cmdkPage = await instrumentedPage(browser);
    try {
      result.cmdk = { ...(await measureCmdk(cmdkPage, pages.url, words, 1)), machines: machines.length, commands: commands.length, words };
    } catch (error) {
      result.errors = [...(result.errors ?? []), `cmdk with its default filter: ${(error as Error).message.split('\n')[0]}`];
      console.error(error);
    } finally {
      await cmdkPage.context().close();
    }

    // Scrolled as users scroll, with the wheel: a hard fling (10 rows a frame, about 570 px of
    // /orders rows) and a brisk, ordinary scroll (3 rows a frame).
    const rowsToScroll = quick ? 2_000 : 10_000;
    result.wheel = [];
    // Several runs each, as for every other figure: a dropped frame comes and goes from run to run.
    for (const rowsPerFrame of [10, 3]) {
      for (let run = 0; run < runs; run++) result.wheel.push(await measureWheelScroll(browser, pages.url, rowsToScroll, rowsPerFrame, 2));
    }
    // Scripted: scrollTop set in every frame, so each frame waits for the main thread's rows.
    result.table = [];
    for (const rowsPerFrame of [...Array(runs).fill(10), 3]) {
      const tablePage = await instrumentedPage(browser);
      result.table.push(await measureTableScroll(tablePage, pages.url, rowsToScroll, rowsPerFrame));
      await tablePage.context().close();
    }
    // The floor: the same scrolls of a list that draws nothing new, what the machine drops alone.
    result.scrollFloor = { wheel: [], scripted: [] };
    for (const rowsPerFrame of [10, 3]) {
      result.scrollFloor.wheel.push(await measureWheelScroll(browser, pages.url, rowsToScroll, rowsPerFrame, 0, 'static'));
      const floorPage = await instrumentedPage(browser);
      result.scrollFloor.scripted.push(await measureTableScroll(floorPage, pages.url, rowsToScroll, rowsPerFrame, 'static'));
      await floorPage.context().close();
    }
  } finally {
    await pages.close();
  }
  return result;
}
