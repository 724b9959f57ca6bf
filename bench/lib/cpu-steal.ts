/**
 * CPU steal: time the hypervisor gave this virtual machine's CPUs to someone else (the
 * `steal` column of /proc/stat). A browser frame due while the VM had no CPU is dropped
 * whatever the page does, so the scrolling figures count frames dropped while the VM had
 * its CPUs apart from those dropped while the host was taking them.
 */
import { readFileSync } from 'node:fs';

/**
 * A frame counts as the host's when the host took a CPU for at least one tick (10 ms, the
 * unit /proc/stat counts in, most of a frame) within this many ms either side of it.
 */
export const STEAL_WINDOW_MS = 50;
const SAMPLE_EVERY_MS = 10;

export interface StealSample {
  /** Monotonic ms (the clock of Chromium's trace events, in ms). */
  at: number;
  /** Ticks stolen and ticks counted, all CPUs together, since boot. */
  steal: number;
  total: number;
}

/** How a scroll's frames fell: while the VM had its CPUs ("own") or while the host took them. */
export interface StealAttribution {
  /** The host's share of the CPUs over the whole scroll. */
  share: number;
  ownFrames: number;
  ownDropped: number;
  stolenFrames: number;
  stolenDropped: number;
  /** Which frames (0 = the scroll's first) dropped with the CPUs the VM's own: the console's drops. One scroll's only. */
  ownDropsAt?: number[];
}

export interface FrameStamp {
  /** Monotonic ms. */
  at: number;
  dropped: boolean;
}

export const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;

/** The aggregate CPU line of /proc/stat; null where there is none (not Linux) or it has no steal column. */
function readStat(): StealSample | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1, 9).map(Number);
    if (fields.length < 8 || fields.some((n) => !Number.isFinite(n))) return null;
    return { at: monotonicMs(), steal: fields[7], total: fields.reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}

/** Samples /proc/stat every 10 ms until stopped; the samples, or none where steal cannot be read. */
export function sampleSteal(): { stop: () => StealSample[] } {
  const samples: StealSample[] = [];
  const take = () => {
    const sample = readStat();
    if (sample) samples.push(sample);
  };
  take();
  const timer = setInterval(take, SAMPLE_EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/** The host's share of the CPUs from now until the returned function is called (NaN where steal cannot be read). */
export function measureSteal(): () => number {
  const first = readStat();
  return () => {
    const last = readStat();
    return first && last ? stolenShare([first, last], -Infinity, Infinity) : NaN;
  };
}

/** The first and last samples between two monotonic times, or null with fewer than two. */
function between(samples: readonly StealSample[], from: number, to: number): [StealSample, StealSample] | null {
  let first: StealSample | undefined;
  let last: StealSample | undefined;
  for (const sample of samples) {
    if (sample.at < from || sample.at > to) continue;
    first ??= sample;
    last = sample;
  }
  return first && last && first !== last ? [first, last] : null;
}

/** The host's share of the CPUs between two monotonic times: NaN with fewer than two samples in between. */
export function stolenShare(samples: readonly StealSample[], from: number, to: number): number {
  const ends = between(samples, from, to);
  if (!ends || ends[1].total === ends[0].total) return NaN;
  return (ends[1].steal - ends[0].steal) / (ends[1].total - ends[0].total);
}

/** Ticks the host took between two monotonic times: NaN with fewer than two samples in between. */
export function stolenTicks(samples: readonly StealSample[], from: number, to: number): number {
  const ends = between(samples, from, to);
  return ends ? ends[1].steal - ends[0].steal : NaN;
}

/** Null when steal could not be read (no samples), so a report leaves the split out. */
export function attributeFrames(frames: readonly FrameStamp[], samples: readonly StealSample[]): StealAttribution | null {
  if (samples.length < 2 || !frames.length) return null;
  const result: StealAttribution = { share: stolenShare(samples, -Infinity, Infinity), ownFrames: 0, ownDropped: 0, stolenFrames: 0, stolenDropped: 0 };
  const ownDropsAt: number[] = [];
  for (const [index, frame] of frames.entries()) {
    // A window with too few samples to judge (NaN) counts as the VM's own: the host is only
    // blamed for a drop when the counters show it taking a CPU.
    const stolen = stolenTicks(samples, frame.at - STEAL_WINDOW_MS, frame.at + STEAL_WINDOW_MS) > 0;
    if (stolen) {
      result.stolenFrames++;
      if (frame.dropped) result.stolenDropped++;
    } else {
      result.ownFrames++;
      if (frame.dropped) ownDropsAt.push(index);
    }
  }
  return { ...result, ownDropped: ownDropsAt.length, ownDropsAt };
}

/** Several scrolls' splits added up (share: the mean of theirs; no frame numbers, which belong to one scroll). */
export function addAttributions(list: readonly (StealAttribution | null | undefined)[]): StealAttribution | null {
  const known = list.filter((a): a is StealAttribution => Boolean(a));
  if (!known.length) return null;
  const sum = (key: Exclude<keyof StealAttribution, 'ownDropsAt'>) => known.reduce((n, a) => n + a[key], 0);
  return { share: sum('share') / known.length, ownFrames: sum('ownFrames'), ownDropped: sum('ownDropped'), stolenFrames: sum('stolenFrames'), stolenDropped: sum('stolenDropped') };
}
