/** How tests/e2e/run.ts shares the spec files between its Playwright runs. */

export const DEFAULT_SECONDS = 15;

/**
 * What each test costs beyond the time durations.json holds for it (a fresh browser context
 * and page, fixtures, the reporter). Fitted from the CI run that took 12.1 min for 51 tests
 * carrying 664 s and 13.6 min for 132 tests carrying 661 s: (816 − 726 + 664 − 661) / (132 − 51).
 * Without it, the run with many short tests ended ~1.5 min after the other.
 */
export const SECONDS_PER_TEST = 1.15;

/**
 * The spec files in `runs` groups of about equal time (longest first, each to the lightest group).
 * A file weighs its measured seconds plus SECONDS_PER_TEST for each of its tests (`tests`,
 * from `playwright test --list`; a file missing there counts as one test).
 */
export function splitByDuration(
  files: string[],
  seconds: Record<string, number>,
  runs: number,
  tests: Record<string, number> = {},
): string[][] {
  const groups = Array.from({ length: runs }, () => ({ files: [] as string[], total: 0 }));
  const weight = (file: string) => (seconds[file] ?? DEFAULT_SECONDS) + SECONDS_PER_TEST * (tests[file] ?? 1);
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = groups.reduce((min, g) => (g.total < min.total ? g : min));
    lightest.files.push(file);
    lightest.total += weight(file);
  }
  return groups.map((g) => g.files.sort());
}

interface ListedSuite { file: string; specs?: { tests: unknown[] }[]; suites?: ListedSuite[] }

/** Tests per spec file from `playwright test --list --reporter=json` (loops and describes included). */
export function testsPerFile(list: { suites?: ListedSuite[] }): Record<string, number> {
  const counts: Record<string, number> = {};
  const walk = (suite: ListedSuite, file: string) => {
    for (const spec of suite.specs ?? []) counts[file] = (counts[file] ?? 0) + spec.tests.length;
    for (const inner of suite.suites ?? []) walk(inner, file);
  };
  for (const suite of list.suites ?? []) walk(suite, suite.file);
  return counts;
}
