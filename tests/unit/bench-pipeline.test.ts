// The bench's pipeline line: list.orders through the console over the same SQL on a bare
// route of the same server, judged against at least 0.8.
import { describe, expect, it } from 'vitest';
import type { EndpointResult, PipelineResult } from '../../bench/api.ts';
import { summarize } from '../../bench/lib/stats.ts';
import { pipelineBudget, pipelineNote } from '../../bench/report.ts';
import type { ServerApi } from '../../bench/results.ts';

function endpoint(name: string, rps: number[]): EndpointResult {
  const runs = rps.map((value) => ({ requests: value * 5, errors: 0, rps: value, p50: 4, p95: 7, p99: 9 }));
  const s = (values: number[]) => summarize(values);
  return { name, concurrency: 8, runs, rps: s(rps), p50: s([4]), p95: s([7]), p99: s([9]), errors: 0 };
}

function api(consoleRps: number[], bareRps: number[]): ServerApi {
  const pipeline: PipelineResult = {
    console: endpoint('list.orders', consoleRps),
    bare: endpoint('bare', bareRps),
    ratio: summarize(consoleRps.map((c, i) => c / bareRps[i])),
  };
  return { endpoints: [], pipeline, rssMiB: 200, explain: undefined as never };
}

describe('pipelineBudget', () => {
  it('gives both rates and the ratio run by run, and misses under 0.8', () => {
    const line = pipelineBudget('PostgreSQL', api([1700, 1650, 1800], [2900, 2800, 3000]));
    expect(line.what).toContain('on PostgreSQL');
    expect(line.what).toContain('8 clients');
    expect(line.budget).toBe('≥ 0.8');
    expect(line.measured).toBe('0.59 (console 1,700 rps, bare route 2,900 rps; by run 0.59–0.60, n=3)');
    expect(line.ok).toBe(false);
  });

  it('meets the goal at 0.8 or more, and says when it is near', () => {
    const near = pipelineBudget('PGlite', api([850], [1000]));
    expect(near.ok).toBe(true);
    expect(near.measured).toBe('0.85 (console 850 rps, bare route 1,000 rps)');
    expect(near.share).toBeGreaterThan(0.9);
    expect(pipelineBudget('PGlite', api([990], [1000])).share).toBeLessThan(0.9);
  });

  it('is not measured for results recorded before it existed', () => {
    const line = pipelineBudget('PostgreSQL', { endpoints: [], rssMiB: 0, explain: undefined as never });
    expect(line.ok).toBeUndefined();
    expect(line.measured).toBe('n/a');
    expect(pipelineBudget('PGlite', undefined).ok).toBeUndefined();
  });
});

describe('pipelineNote', () => {
  it('says where the time goes when a database misses the goal or comes near it', () => {
    const note = pipelineNote({ api: { bare: endpoint('bare', [20000]), postgres: api([600], [1000]), pglite: api([950], [1000]) } });
    expect(note).toContain("Pipeline's own cost (0.60 on PostgreSQL, 0.95 on PGlite)");
    expect(note).toContain('superstruct');
    expect(pipelineNote({ api: { bare: endpoint('bare', [20000]), postgres: api([850], [1000]) } })).toContain('0.85 on PostgreSQL');
  });

  it('says nothing when every database meets the goal with room, or nothing was measured', () => {
    expect(pipelineNote({ api: { bare: endpoint('bare', [20000]), postgres: api([950], [1000]), pglite: api([990], [1000]) } })).toBe('');
    expect(pipelineNote({})).toBe('');
  });
});
