/**
 * Palette: opening it (Ctrl+K) and each keystroke of jump-to-machine, typed one key at a
 * time, in the console itself and in cmdk with its default filter over the same items.
 * Latencies are read from the in-page timing (instrument.ts).
 */
import type { Page } from 'playwright';
import { summarize, type Summary } from '../lib/stats.ts';
import { benchOf, jsHeapMiB } from './chromium.ts';
import type { BenchWindow, KeySample } from './instrument.ts';

/** Words people type to find a machine: sites and places of the seeded fleet (8 characters each). */
export const QUERIES = ['whitefie', 'koramang', 'hinjewad', 'gachibow', 'connaugh', 'andheri ', 'tech par', 'vm-04217'];
export const LENGTHS = [1, 3, 8] as const;
/** Whole codes and names, key by key: the queries that run out of word-start matches part way and rank afresh. */
export const WHOLE_QUERIES = ['vm-04217', 'vm-91234', 'electronic city hospital 431', 'gachibowli mall 12'];

export interface TypingResult {
  /** Per query length: keystroke → painted result list. */
  byLength: Record<(typeof LENGTHS)[number], Summary>;
  /** Every measured keystroke (all lengths). */
  all: Summary;
  /** The script part of every keystroke (keydown → input handled, DOM updated). */
  script: Summary;
  scriptByLength: Record<(typeof LENGTHS)[number], Summary>;
  /** The results shown after the last key of each word (sanity: nothing empty). */
  samples: { query: string; items: number; first: string }[];
}

/** Waits until the page has rendered two more frames: whatever the last input started has finished. */
export const settle = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 30)))));

async function waitForSamples(page: Page, field: 'keys' | 'opens', count: number, timeoutMs: number) {
  await page.waitForFunction(
    ([f, n]) => (window as unknown as { __bench: Record<string, unknown[]> }).__bench[f as string].length >= (n as number),
    [field, count] as const,
    { timeout: timeoutMs, polling: 20 },
  );
}

/** Types each word key by key into the focused palette input, clearing between words. */
export async function typeQueries(page: Page, words: readonly string[], runs: number, keyTimeoutMs: number): Promise<TypingResult> {
  const measured: KeySample[] = [];
  const samples: TypingResult['samples'] = [];
  const input = page.locator('[cmdk-input]');
  for (let run = 0; run < runs; run++) {
    for (const word of words) {
      // Clearing re-filters every item too: with cmdk's default filter over 100,000 that takes long.
      await input.fill('', { timeout: keyTimeoutMs });
      await settle(page);
      for (const char of word) {
        const before = (await benchOf(page)).keys.length;
        await page.keyboard.press(char === ' ' ? 'Space' : char);
        await waitForSamples(page, 'keys', before + 1, keyTimeoutMs);
        const sample = (await benchOf(page)).keys[before];
        measured.push(sample);
        // Let any follow-up work finish: the next key is a new interaction, not a queued one.
        await settle(page);
      }
      const last = measured[measured.length - 1];
      samples.push({ query: last.value, items: last.items, first: last.first.slice(0, 80) });
    }
  }
  const ofLength = (n: number) => summarize(measured.filter((s) => s.value.length === n).map((s) => s.ms));
  const scriptOfLength = (n: number) => summarize(measured.filter((s) => s.value.length === n && Number.isFinite(s.scriptMs)).map((s) => s.scriptMs));
  return {
    byLength: { 1: ofLength(1), 3: ofLength(3), 8: ofLength(8) },
    all: summarize(measured.map((s) => s.ms)),
    script: summarize(measured.map((s) => s.scriptMs).filter((ms) => Number.isFinite(ms))),
    scriptByLength: { 1: scriptOfLength(1), 3: scriptOfLength(3), 8: scriptOfLength(8) },
    samples,
  };
}

export interface ConsolePaletteResult {
  /** Ctrl+K → palette painted, after the first opening. */
  open: Summary;
  /** The very first opening of the session (the machine index is fetched after it). */
  firstOpen: number;
  /** From the first opening until 100,000 machines are searchable (fetch + index build). */
  indexReady: number;
  /** The longest main-thread task meanwhile (the index is built in slices). */
  indexLongestTask: number;
  typing: TypingResult;
  /** Every keystroke of WHOLE_QUERIES. */
  whole: TypingResult;
  heapMiB: number;
}

async function openPalette(page: Page) {
  const before = (await benchOf(page)).opens.length;
  await page.keyboard.press('Control+k');
  await waitForSamples(page, 'opens', before + 1, 30_000);
  return (await benchOf(page)).opens[before].ms;
}

async function closePalette(page: Page) {
  await page.keyboard.press('Escape');
  await page.locator('[cmdk-input]').waitFor({ state: 'detached' });
  await page.waitForTimeout(150);
}

/** On a signed-in console page. */
export async function measureConsolePalette(page: Page, runs: number): Promise<ConsolePaletteResult> {
  await page.evaluate(() => ((window as unknown as BenchWindow).__bench.longTasks.length = 0));
  const firstOpen = await openPalette(page);
  const indexReady = await untilMachinesSearchable(page);
  const indexLongestTask = Math.max(0, ...(await benchOf(page)).longTasks);
  await closePalette(page);

  const opens: number[] = [];
  for (let i = 0; i < Math.max(5, runs * 3); i++) {
    opens.push(await openPalette(page));
    await closePalette(page);
  }
  await openPalette(page);
  const typing = await typeQueries(page, QUERIES, runs, 30_000);
  const whole = await typeQueries(page, WHOLE_QUERIES, runs, 30_000);
  const heapMiB = await jsHeapMiB(page);
  await closePalette(page);
  return { open: summarize(opens), firstOpen, indexReady, indexLongestTask, typing, whole, heapMiB };
}

/** Typing in the open palette until a machine name search shows the Machines group, in ms. */
async function untilMachinesSearchable(page: Page): Promise<number> {
  const started = Date.now();
  await page.locator('[cmdk-input]').fill('a');
  await page.getByText('Machines', { exact: true }).waitFor({ timeout: 120_000 });
  const ms = Date.now() - started;
  // Long-task entries arrive a little after the task.
  await page.waitForTimeout(200);
  return ms;
}

/** Seconds after sign-in the quiet opening waits: the console loads the index 3 s in, when idle. */
export const QUIET_AFTER_S = 8;

/** On a freshly signed-in console page: the palette first opened once the console had been quiet. */
export async function measureQuietPalette(page: Page): Promise<number> {
  await page.waitForTimeout(QUIET_AFTER_S * 1000);
  await openPalette(page);
  const ms = await untilMachinesSearchable(page);
  await closePalette(page);
  return ms;
}

export interface CmdkResult {
  /** Navigation start → every item mounted and painted. */
  mountMs: number;
  typing: TypingResult;
  heapMiB: number;
}

/** The bench page `?mode=cmdk` (items.json next to it). */
export async function measureCmdk(page: Page, url: string, words: readonly string[], runs: number): Promise<CmdkResult> {
  await page.goto(`${url}/?mode=cmdk`);
  await page.waitForFunction(() => (window as unknown as { __mounted?: number }).__mounted !== undefined, undefined, { timeout: 600_000, polling: 200 });
  const mountMs = await page.evaluate(() => (window as unknown as { __mounted: number }).__mounted);
  await page.locator('[cmdk-input]').focus();
  const typing = await typeQueries(page, words, runs, 600_000);
  return { mountMs, typing, heapMiB: await jsHeapMiB(page) };
}

/** The environment's floor: the same keystroke measure on a page holding one plain input. */
export async function measureEmptyPageFloor(page: Page, runs: number): Promise<TypingResult> {
  await page.goto(`data:text/html,${encodeURIComponent('<input cmdk-input aria-label="floor"><div><div cmdk-item>result</div></div>')}`);
  await page.locator('input').focus();
  return typeQueries(page, QUERIES, runs, 30_000);
}
