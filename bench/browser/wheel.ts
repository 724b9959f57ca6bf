/**
 * The big table scrolled as a user scrolls it: one steady wheel gesture through Chromium's
 * input pipeline, its frames counted by Chromium's own frame reporter (a frame the display
 * did not get is dropped). The compositor moves the list without waiting for the main
 * thread, so the rows can fall behind the scroll instead: a second, short gesture records a
 * screenshot of every frame and counts those with part of the list not yet drawn.
 */
import type { Browser, Page } from 'playwright';
import { frameStamps, gestureWindow, wheelScroll, type ScrollFrames, type TraceEvent } from '../../tests/e2e/scroll-frames.ts';
import { attributeFrames, sampleSteal, type StealAttribution } from '../lib/cpu-steal.ts';
import { measureOwnCpu } from '../lib/own-cpu.ts';
import { instrumentedPage } from './chromium.ts';
import type { BenchPage } from './tables.ts';

export interface WheelResult {
  rowsPerFrame: number;
  rowsScrolled: number;
  frames: ScrollFrames;
  /** The frames split by whether the hypervisor was taking the CPUs around them (null: steal not readable). */
  steal?: StealAttribution | null;
  /** CPU the bench's own process used during the gesture, in ms (lib/own-cpu.ts). */
  benchCpuMs?: number;
  /** Most table rows in the DOM at once during the gesture. */
  domRows: number;
  /** The screenshot sample: the frames shot, and those with a blank band of at least one row in the list. */
  rowsMissing: { frames: number; blankFrames: number; seconds: number };
}

interface TableBox {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Where the rows start (below the sticky header). */
  bodyTop: number;
  rowHeight: number;
  frameMs: number;
}

/** `sampleSeconds` 0 leaves out the screenshot sample (the floor has no rows to miss). */
export async function measureWheelScroll(browser: Browser, url: string, rowsToScroll: number, rowsPerFrame: number, sampleSeconds: number, benchPage: BenchPage = 'table'): Promise<WheelResult> {
  const page = await instrumentedPage(browser);
  try {
    await page.goto(`${url}/?mode=${benchPage}`);
    await page.waitForFunction(() => (window as unknown as { __mounted?: number }).__mounted !== undefined, undefined, { timeout: 120_000, polling: 50 });
    const box = await tableBox(page);
    const speed = (rowsPerFrame * box.rowHeight * 1000) / box.frameMs;
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

    const stealing = sampleSteal();
    const ownCpu = measureOwnCpu();
    let benchCpuMs: number | undefined;
    const { frames, events } = await wheelScroll(browser, page, { ...at, distance: rowsToScroll * box.rowHeight, speed, onEnd: () => (benchCpuMs = ownCpu.stop()) });
    const steal = attributeFrames(frameStamps(events), stealing.stop());
    const rowsScrolled = Math.round((await page.evaluate(() => document.querySelector('table')!.parentElement!.scrollTop)) / box.rowHeight);
    const domRows = await page.evaluate(() => (window as unknown as { __maxRows: number }).__maxRows);
    if (sampleSeconds === 0) return { rowsPerFrame, rowsScrolled, frames, steal, benchCpuMs, domRows, rowsMissing: { frames: 0, blankFrames: 0, seconds: 0 } };

    await page.evaluate(() => (document.querySelector('table')!.parentElement!.scrollTop = 0));
    await page.waitForTimeout(500);
    const sample = await wheelScroll(browser, page, { ...at, distance: sampleSeconds * speed, speed, categories: ['disabled-by-default-devtools.screenshot'] });
    const shots = screenshotsDuring(sample.events);
    const blankFrames = await countBlankFrames(page, shots, box);
    return { rowsPerFrame, rowsScrolled, frames, steal, benchCpuMs, domRows, rowsMissing: { frames: shots.length, blankFrames, seconds: sampleSeconds } };
  } finally {
    await page.context().close();
  }
}

/** The scroller's box, its rows' height, the display's frame interval; and a counter of the rows in the DOM. */
function tableBox(page: Page): Promise<TableBox> {
  return page.evaluate(
    () =>
      new Promise<TableBox>((resolve) => {
        const table = document.querySelector('table')!;
        const scroller = table.parentElement!;
        const rows = () => table.querySelectorAll('tbody tr[data-index]').length;
        const counter = window as unknown as { __maxRows: number };
        counter.__maxRows = rows();
        new MutationObserver(() => (counter.__maxRows = Math.max(counter.__maxRows, rows()))).observe(table.tBodies[0], { childList: true });
        const rect = scroller.getBoundingClientRect();
        const box = { x: rect.x, y: rect.y, width: rect.width, height: rect.height, bodyTop: table.tHead!.getBoundingClientRect().bottom };
        const rowHeight = table.querySelector('tbody tr[data-index]')!.getBoundingClientRect().height;
        const stamps: number[] = [];
        const tick = (t: number) => {
          stamps.push(t);
          if (stamps.length < 31) return requestAnimationFrame(tick);
          const gaps = stamps.slice(1).map((s, i) => s - stamps[i]).sort((a, b) => a - b);
          resolve({ ...box, rowHeight, frameMs: gaps[Math.floor(gaps.length / 2)] });
        };
        requestAnimationFrame(tick);
      }),
  );
}

function screenshotsDuring(events: TraceEvent[]): string[] {
  const { begin, end } = gestureWindow(events);
  return events.filter((e) => e.name === 'Screenshot' && e.ts > begin && e.ts < end && e.args?.snapshot).map((e) => e.args!.snapshot!);
}

/**
 * Frames whose list shows a blank band at least one row tall. Drawn rows have text on
 * nearly every line (the widest gap, between two rows' text, is under half a row); a band
 * that tall with no dark pixel is rows not drawn yet.
 */
function countBlankFrames(page: Page, shots: string[], box: TableBox): Promise<number> {
  return page.evaluate(
    async ({ shots, box }) => {
      let blank = 0;
      for (const shot of shots) {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/jpeg;base64,${shot}`)).blob());
        const scale = bitmap.width / window.innerWidth;
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        const left = Math.round(box.x * scale);
        const top = Math.round(box.bodyTop * scale);
        const width = Math.round(box.width * scale);
        const height = Math.round((box.y + box.height - box.bodyTop) * scale);
        const pixels = context.getImageData(left, top, width, height).data;
        let run = 0;
        let longest = 0;
        for (let line = 0; line < height; line++) {
          let dark = false;
          for (let i = line * width * 4; i < (line + 1) * width * 4 && !dark; i += 4) dark = pixels[i] < 200 || pixels[i + 1] < 200 || pixels[i + 2] < 200;
          run = dark ? 0 : run + 1;
          longest = Math.max(longest, run);
        }
        if (longest >= box.rowHeight * scale) blank++;
      }
      return blank;
    },
    { shots, box },
  );
}
