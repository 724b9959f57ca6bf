/**
 * In-page timing, installed with `page.addInitScript` before any app code runs.
 *
 * A keystroke's latency is measured the way a user sees it: from the keydown event's
 * timestamp to the first frame painted after the DOM shows its result (a
 * requestAnimationFrame callback, then a message posted from it, which runs once that
 * frame has been handed to the compositor). Each is also left as a performance
 * measure (`bench:key`, `bench:open`) for traces.
 *
 * - Typing in a palette input (`[cmdk-input]`): the frame after the key, with the input's
 *   value, the number of result items and the first one recorded; `scriptMs` is the
 *   script part: keydown until the input event has been handled (React renders and commits
 *   discrete input synchronously, before listeners on window see the event bubble up).
 * - Ctrl+K: the first frame in which the palette input exists.
 * - Rows: `window.__bench.firstRows` is the time (ms since navigation start) of the first
 *   painted frame with a data row in a table.
 * - Long tasks: every main-thread task over 50 ms (Chromium's longtask entries), in ms.
 */
export interface KeySample {
  key: string;
  ms: number;
  scriptMs: number;
  value: string;
  items: number;
  first: string;
}

export interface BenchWindow {
  __bench: { keys: KeySample[]; opens: KeySample[]; firstRows?: number; longTasks: number[] };
}

/** Runs in the page (serialised by Playwright): keep it self-contained. */
export function instrument() {
  const bench: BenchWindow['__bench'] = { keys: [], opens: [], longTasks: [] };
  (window as unknown as BenchWindow).__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  /** Runs `then` in the task after the current frame's rendering (call from a rAF callback). */
  const afterThisFrame = (then: () => void) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => then();
    channel.port2.postMessage(null);
  };
  const afterPaint = (then: () => void) => requestAnimationFrame(() => afterThisFrame(then));
  let inputHandledAt = 0;
  window.addEventListener('input', () => (inputHandledAt = performance.now()));
  const sample = (key: string, started: number): KeySample => {
    const input = document.querySelector<HTMLInputElement>('[cmdk-input]');
    return {
      key,
      ms: performance.now() - started,
      scriptMs: inputHandledAt > started ? inputHandledAt - started : NaN,
      value: input?.value ?? '',
      items: document.querySelectorAll('[cmdk-item]').length,
      first: document.querySelector('[cmdk-item]')?.textContent ?? '',
    };
  };

  window.addEventListener(
    'keydown',
    (event) => {
      const started = event.timeStamp;
      const opening = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const typing = !opening && (event.target as Element | null)?.matches?.('[cmdk-input]');
      if (!opening && !typing) return;
      if (typing) {
        afterPaint(() => {
          bench.keys.push(sample(event.key, started));
          performance.measure('bench:key', { start: started, end: performance.now() });
        });
        return;
      }
      const waitForInput = () => {
        if (!document.querySelector('[cmdk-input]')) return requestAnimationFrame(waitForInput);
        afterThisFrame(() => {
          bench.opens.push(sample(event.key, started));
          performance.measure('bench:open', { start: started, end: performance.now() });
        });
      };
      requestAnimationFrame(waitForInput);
    },
    true,
  );

  const observer = new MutationObserver(() => {
    if (bench.firstRows !== undefined || !document.querySelector('tbody tr[data-index]')) return;
    bench.firstRows = -1;
    afterPaint(() => {
      bench.firstRows = performance.now();
      performance.mark('bench:first-rows');
    });
  });
  const observe = () => observer.observe(document.documentElement, { childList: true, subtree: true });
  if (document.documentElement) observe();
  else document.addEventListener('DOMContentLoaded', observe);
}
