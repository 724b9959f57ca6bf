/**
 * The order emailed reports are taken in (server/reports/limits.ts): pg-boss fetches the highest
 * priority, then the oldest. With one company's backlog waiting, another company's first request
 * must come next, not after the backlog (issue 52: a burst held another user's report 2 min 13 s).
 */
import { describe, expect, it } from 'vitest';
import { reportJobPriority } from '../../server/reports/limits.ts';

interface Job { company: string; sent: number; priority: number }

/** pg-boss's fetch order (plans.js: ORDER BY priority desc, created_on, id). */
const fetchOrder = (jobs: Job[]) => [...jobs].sort((a, b) => b.priority - a.priority || a.sent - b.sent);

/** Sends each company's requests in turn, each with its place among its company's waiting ones. */
function send(requests: string[]): Job[] {
  const waiting = new Map<string, number>();
  return requests.map((company, sent) => {
    const ahead = waiting.get(company) ?? 0;
    waiting.set(company, ahead + 1);
    return { company, sent, priority: reportJobPriority(ahead) };
  });
}

describe('report job priority', () => {
  it('takes another company\'s first request right after the backlog\'s first, whenever it was sent', () => {
    const jobs = send([...Array(40).fill('A'), 'B']);
    expect(fetchOrder(jobs).slice(0, 3).map((j) => j.company)).toEqual(['A', 'B', 'A']);
  });

  it('alternates companies with backlogs, oldest first within a company', () => {
    const order = fetchOrder(send(['A', 'A', 'A', 'A', 'B', 'B', 'C']));
    expect(order.map((j) => j.company)).toEqual(['A', 'B', 'C', 'A', 'B', 'A', 'A']);
    const a = order.filter((j) => j.company === 'A').map((j) => j.sent);
    expect(a).toEqual([...a].sort((x, y) => x - y));
  });

  it('is 0 with nothing ahead and bounded for an enormous backlog', () => {
    expect(reportJobPriority(0)).toBe(0);
    expect(reportJobPriority(3)).toBe(-3);
    expect(Number.isInteger(reportJobPriority(1e12))).toBe(true);
    expect(reportJobPriority(1e12)).toBeGreaterThanOrEqual(-2_147_483_648);
  });
});
