/**
 * `npm run bench`'s flags, checked before anything runs: a mistyped section or size used to
 * run nothing, or fail minutes later inside the seed.
 */
import { parseArgs } from 'node:util';
import { recordSizes, type LargeSizes } from '../seed/large.ts';

export const SECTIONS = ['bundle', 'startup', 'api', 'lists', 'browser'] as const;

export interface BenchOptions {
  quick: boolean;
  sections: Set<string>;
  runs: number;
  reseed: boolean;
  sizes: LargeSizes;
  /** The report; a quick run writes its own, so trying the bench leaves the committed one alone. */
  out: string;
  /** The figures as JSON, which a later `--only` run carries the other sections over from. */
  json: string;
}

/** The options, or the list of what is wrong with the flags (each line names the flag). */
export function readOptions(args: string[]): BenchOptions | { problems: string[] } {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        quick: { type: 'boolean', default: false },
        only: { type: 'string', default: SECTIONS.join(',') },
        runs: { type: 'string', default: '3' },
        reseed: { type: 'boolean', default: false },
        machines: { type: 'string' },
        orders: { type: 'string' },
        products: { type: 'string' },
        out: { type: 'string' },
      },
    }));
  } catch (error) {
    return { problems: [(error as Error).message] };
  }
  const problems: string[] = [];
  const count = (flag: string, given: string | undefined, fallback: number, least: number) => {
    if (given === undefined) return fallback;
    const n = Number(given);
    if (given.trim() !== '' && Number.isInteger(n) && n >= least) return n;
    problems.push(`--${flag} must be a whole number of at least ${least}, got "${given}".`);
    return fallback;
  };
  const quick = values.quick!;
  const sections = new Set(values.only!.split(',').map((s) => s.trim()).filter(Boolean));
  const unknown = [...sections].filter((s) => !(SECTIONS as readonly string[]).includes(s));
  if (unknown.length) problems.push(`--only knows ${SECTIONS.join(', ')}; not ${unknown.join(', ')}.`);
  if (!sections.size) problems.push(`--only needs at least one of ${SECTIONS.join(', ')}.`);
  const orders = count('orders', values.orders, quick ? 100_000 : 1_000_000, 1);
  const options: BenchOptions = {
    quick,
    sections,
    runs: count('runs', values.runs, 3, 1),
    reseed: values.reseed!,
    sizes: {
      machines: count('machines', values.machines, quick ? 5_000 : 100_000, 1),
      orders,
      products: count('products', values.products, quick ? 1_000 : 5_000, 1),
      transfers: quick ? 6_000 : 30_000,
      days: 365,
      // Fewer than a large operator's 20 per order, so the bench's seeds stay minutes long; list.vm_events still reads millions.
      events: quick ? 200_000 : 2_000_000,
      // Every record kind at a large operator's share of the orders; the quick seed a tenth of it, so it stays quick.
      ...recordSizes(orders, quick ? 0.1 : 1),
    },
    out: values.out ?? (quick ? 'bench/.data/results-quick.md' : 'bench/results.md'),
    json: quick ? 'bench/.data/results-quick.json' : 'bench/.data/results.json',
  };
  return problems.length ? { problems } : options;
}
