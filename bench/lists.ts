/**
 * Every list and record view of the catalogue under load (issue 55): the requests of
 * bench/catalogue-walk.ts, each at 8 clients, judged against p95 ≤ 20 ms on PostgreSQL.
 */
import { measure, type EndpointResult, type LoadPlan } from './api.ts';
import { walkCatalogue, type Variant, type WalkSkip } from './catalogue-walk.ts';
import { postJson } from './lib/processes.ts';

export interface CatalogueLine {
  action: string;
  variant: Variant;
  detail: string;
  result: EndpointResult;
}

export interface CatalogueResults {
  lines: CatalogueLine[];
  /** Actions (or variants) the walk could not measure, with the reason. */
  skipped: WalkSkip[];
  durationMs: number;
}

/** Shorter runs than the API section's: about 300 requests to measure, each its own load. */
export const catalogueLoadPlan = (quick: boolean): LoadPlan => ({ runs: 1, durationMs: quick ? 1_000 : 3_000, warmupMs: quick ? 300 : 1_000, concurrency: 8 });

export async function measureCatalogue(url: string, token: string, plan: LoadPlan, log: (line: string) => void = () => undefined): Promise<CatalogueResults> {
  const walk = await walkCatalogue((area, body) => postJson(`${url}/api/${area}`, body, token));
  log(`catalogue walk: ${walk.requests.length} requests to measure, ${walk.skipped.length} skipped`);
  const lines: CatalogueLine[] = [];
  for (const request of walk.requests) {
    let next = 0;
    const body = () => ({ action: request.action, ...request.bodies[next++ % request.bodies.length] });
    const result = await measure(`${request.action} (${request.variant})`, `${url}/api/${request.area}`, body, token, plan);
    lines.push({ action: request.action, variant: request.variant, detail: request.detail, result });
  }
  return { lines, skipped: walk.skipped, durationMs: plan.durationMs };
}
