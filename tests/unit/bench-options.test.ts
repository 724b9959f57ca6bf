// `npm run bench` refuses bad flags and a machine without its programs up front, with a line
// that says what to fix, instead of failing minutes later or overwriting the committed report.
import { describe, expect, it } from 'vitest';
import { readOptions, type BenchOptions } from '../../bench/lib/options.ts';
import { missingPrerequisites } from '../../bench/lib/prerequisites.ts';

function options(args: string[]): BenchOptions {
  const read = readOptions(args);
  if ('problems' in read) throw new Error(read.problems.join('\n'));
  return read;
}

const problems = (args: string[]) => {
  const read = readOptions(args);
  return 'problems' in read ? read.problems : [];
};

describe('bench options', () => {
  it('runs every section at full size into the committed report by default', () => {
    const read = options([]);
    expect([...read.sections]).toEqual(['bundle', 'startup', 'api', 'lists', 'browser']);
    expect(read.sizes).toMatchObject({ machines: 100_000, orders: 1_000_000, products: 5_000 });
    // Every record kind at a large operator's proportions (docs/decisions.md), so the bench's seed holds them.
    expect(read.sizes).toMatchObject({ warehouses: 2_000, purchaseOrders: 50_000, refillPlans: 1_000_000, shippingOrders: 200_000, cashCollections: 1_000_000 });
    expect(read.runs).toBe(3);
    expect(read.out).toBe('bench/results.md');
  });

  it('writes a quick run to a report of its own', () => {
    const read = options(['--quick']);
    expect(read.sizes).toMatchObject({ machines: 5_000, orders: 100_000, refillPlans: 10_000, cashCollections: 10_000 });
    expect(read.out).toBe('bench/.data/results-quick.md');
    expect(read.json).not.toBe(options([]).json);
    expect(options(['--quick', '--out', 'x.md']).out).toBe('x.md');
  });

  it('takes sections and sizes', () => {
    const read = options(['--only', 'api, browser', '--machines', '2000', '--runs', '5']);
    expect([...read.sections]).toEqual(['api', 'browser']);
    expect(read.sizes.machines).toBe(2000);
    expect(read.runs).toBe(5);
  });

  it('names each bad flag', () => {
    expect(problems(['--only', 'api,brower'])).toEqual(['--only knows bundle, startup, api, lists, browser; not brower.']);
    expect(problems(['--only', ','])).toEqual(['--only needs at least one of bundle, startup, api, lists, browser.']);
    expect(problems(['--machines', 'lots', '--runs', '0'])).toEqual([
      '--runs must be a whole number of at least 1, got "0".',
      '--machines must be a whole number of at least 1, got "lots".',
    ]);
    expect(problems(['--orders', ''])).toEqual(['--orders must be a whole number of at least 1, got "".']);
    expect(problems(['--fast'])[0]).toMatch(/--fast/);
  });
});

describe('bench prerequisites', () => {
  const all = new Set(['bundle', 'startup', 'api', 'lists', 'browser']);

  it('asks for nothing on a machine with Chromium and PostgreSQL', () => {
    expect(missingPrerequisites(all, { hasChromium: true, hasPostgres: true })).toEqual([]);
  });

  it('names the Debian package each section lacks', () => {
    const bare = { hasChromium: false, hasPostgres: false };
    expect(missingPrerequisites(all, bare)).toEqual([
      'The browser section needs Chromium: apt-get install -y chromium (or npx playwright install chromium, or set CHROMIUM_PATH); or leave it out with --only bundle,startup,api.',
      "The api, lists and browser sections need a PostgreSQL server's programs (/usr/lib/postgresql/*/bin): apt-get install postgresql.",
    ]);
    expect(missingPrerequisites(new Set(['api']), bare)).toEqual([
      "The api section needs a PostgreSQL server's programs (/usr/lib/postgresql/*/bin): apt-get install postgresql.",
    ]);
    expect(missingPrerequisites(new Set(['bundle', 'startup']), bare)).toEqual([]);
  });
});
