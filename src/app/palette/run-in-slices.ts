/**
 * Runs a build made of steps (commands/ranking-text.ts `Steps`) a few milliseconds at a
 * time, handing the main thread back between slices so keystrokes and frames are not held
 * up by it.
 */
import type { Steps } from '../../../commands/ranking.ts';

/** A slice's length: half a frame, leaving the other half for rendering and input. */
const SLICE_MS = 8;

/** The build's result, or null when `stopped` says (between slices) that it is no longer wanted. */
export async function runInSlices<R>(steps: Steps<R>, stopped: () => boolean = () => false, pause: () => Promise<void> = nextTask): Promise<R | null> {
  for (;;) {
    const until = performance.now() + SLICE_MS;
    let step = steps.next();
    while (!step.done && performance.now() < until) step = steps.next();
    if (step.done) return step.value;
    await pause();
    if (stopped()) return null;
  }
}

/**
 * A message to ourselves: a new task behind those already queued (React's scheduler queues
 * its work the same way), without the 4 ms that nested timers wait. Not scheduler.yield:
 * its continuations go ahead of queued tasks, so a build of a thousand slices held back
 * React's work, and the palette took a second to open while the index was being built.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
