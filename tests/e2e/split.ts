/** How tests/e2e/run.ts shares the spec files between its Playwright runs. */

export const DEFAULT_SECONDS = 15;

/** The spec files in `runs` groups of about equal time (longest first, each to the lightest group). */
export function splitByDuration(files: string[], seconds: Record<string, number>, runs: number): string[][] {
  const groups = Array.from({ length: runs }, () => ({ files: [] as string[], total: 0 }));
  const weight = (file: string) => seconds[file] ?? DEFAULT_SECONDS;
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = groups.reduce((min, g) => (g.total < min.total ? g : min));
    lightest.files.push(file);
    lightest.total += weight(file);
  }
  return groups.map((g) => g.files.sort());
}
