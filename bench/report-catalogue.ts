/** bench/results.md's lines for every list and record view of the catalogue (bench/lists.ts, issue 55). */
import { fmt } from './lib/stats.ts';
import type { CatalogueLine, CatalogueResults } from './lists.ts';
import { BUDGET, type Budget } from './results.ts';

const p95 = (line: CatalogueLine) => line.result.p95.median;
const failed = (line: CatalogueLine) => line.result.errors > 0;
const over = (line: CatalogueLine) => failed(line) || !(p95(line) <= BUDGET.catalogueP95Ms);

/** Two budget lines: every list page, and every record view, p95 at 8 clients on PostgreSQL. */
export function catalogueBudgets(c: CatalogueResults | undefined): Budget[] {
  const goal = BUDGET.catalogueP95Ms;
  return (['list', 'get'] as const).map((kind) => {
    const what = kind === 'list'
      ? 'Every list.* action of the catalogue (first, a filtered and one of the last pages), p95 on PostgreSQL, 8 clients'
      : 'Every get.* record view of the catalogue, p95 on PostgreSQL, 8 clients';
    const lines = c?.lines.filter((l) => l.action.startsWith(`${kind}.`)) ?? [];
    if (!lines.length) return { what, budget: `≤ ${goal} ms`, measured: 'n/a', ok: undefined };
    const worst = [...lines].sort((a, b) => p95(b) - p95(a))[0]!;
    const missed = lines.filter(over);
    const skipped = c!.skipped.filter((s) => s.action.startsWith(`${kind}.`)).length;
    return {
      what,
      budget: `≤ ${goal} ms`,
      measured: `${lines.length - missed.length} of ${lines.length} requests met; worst ${worst.action} (${worst.variant}) ${fmt(p95(worst))}${skipped ? `; ${skipped} not measured (below)` : ''}`,
      ok: missed.length === 0,
      share: p95(worst) / goal,
    };
  });
}

export function catalogueSection(c: CatalogueResults | undefined): string[] {
  if (!c) return [];
  const row = (l: CatalogueLine) =>
    `| ${l.action} | ${l.variant} | ${l.detail.replace(/\|/g, '\\|')} | ${l.result.rps.median.toFixed(0)} | ${fmt(l.result.p50.median)} | ${fmt(p95(l))} | ${over(l) ? '**over**' : 'ok'}${failed(l) ? ` (${l.result.errors} errors: ${(l.result.firstError ?? '').slice(0, 80).replace(/\|/g, '\\|')})` : ''} |`;
  return [
    '## Every list and record view (PostgreSQL, 8 clients)',
    '',
    `Every \`list.*\` and \`get.*\` action of contract/catalogue.ts, walked by bench/catalogue-walk.ts (tests/api/bench-catalogue-walk.test.ts checks none is left out): a list's first page (20 rows), a page filtered by one of its own filters (a value from its first page where it can), and one of its last ten pages (cycled); a record view cycles the ids of its list's first page. One run of ${(c.durationMs / 1000).toFixed(0)} s per row after a warm-up.`,
    '',
    '| Action | Request | What | rps | p50 | p95 | ≤ 20 ms |',
    '|---|---|---|---|---|---|---|',
    ...c.lines.map(row),
    '',
    ...(c.skipped.length ? ['Not measured, and why:', '', ...c.skipped.map((s) => `- ${s.action}${s.variant ? ` (${s.variant})` : ''}: ${s.reason}`), ''] : []),
  ];
}
