/** Median, spread and percentiles of a sample, and the machine the figures come from. */
import { cpus, totalmem, release, platform } from 'node:os';

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export interface Summary {
  n: number;
  median: number;
  min: number;
  max: number;
  p95: number;
}

export function summarize(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, median: percentile(sorted, 50), min: sorted[0], max: sorted[sorted.length - 1], p95: percentile(sorted, 95) };
}

export const fmt = (ms: number, digits = 1) => (Number.isFinite(ms) ? `${ms.toFixed(digits)} ms` : 'n/a');
export const spread = (s: Summary, digits = 1) => `${fmt(s.median, digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)}, n=${s.n})`;

export function machineDetails(): string {
  const cpu = cpus();
  return [
    `${platform()} ${release()}, Node ${process.version}`,
    `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}`,
    `${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM`,
  ].join('; ');
}
