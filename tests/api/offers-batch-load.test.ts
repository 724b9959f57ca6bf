/**
 * The offers of a batch of vends loaded once (server/records/offer-pricing.ts loadOffersOfMachines):
 * each machine gets the offers that reach it at its sale's moment — by link or by scope, within
 * their dates — in a few queries however many machines the batch holds.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICING_OFFER_ACTIVE } from '../../contract/pricing.ts';
import type { Tx } from '../../server/db/client.ts';
import { offerMachines, offers, vendingMachines } from '../../server/db/schema/index.ts';
import { loadOffersOfMachines } from '../../server/records/offer-pricing.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** The transaction, counting the queries it is asked. */
function counting(tx: Tx) {
  const counter = { selects: 0 };
  const proxy = new Proxy(tx, {
    get(target, key) {
      if (key === 'select') counter.selects++;
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { tx: proxy, counter };
}

describe('loadOffersOfMachines', () => {
  it('gives each machine the offers reaching it at its moment, linked or by scope, in four queries for the batch', async () => {
    const db = api.services.db;
    const machines = await db.select().from(vendingMachines).where(and(eq(vendingMachines.company_id, 1), isNull(vendingMachines.deleted_at))).orderBy(asc(vendingMachines.id)).limit(3);
    expect(machines).toHaveLength(3);
    const now = api.clock.now();
    const running = (await db.select().from(offers).where(and(eq(offers.company_id, 1), eq(offers.status, PRICING_OFFER_ACTIVE), isNull(offers.deleted_at))).orderBy(asc(offers.id)))
      .filter((o) => o.start_at <= now && o.end_at >= now);
    expect(running.length).toBeGreaterThan(1);
    const [linked, wide] = running;
    const [a, b, c] = machines as [typeof machines[number], typeof machines[number], typeof machines[number]];
    const beforeAll = new Date(Math.min(...running.map((o) => o.start_at.getTime())) - 60_000);

    await db.transaction(async (raw) => {
      await raw.delete(offerMachines).where(eq(offerMachines.offer_id, linked!.id));
      await raw.insert(offerMachines).values({ offer_id: linked!.id, vending_machine_id: a.id });
      await raw.delete(offerMachines).where(eq(offerMachines.offer_id, wide!.id));
      const { tx, counter } = counting(raw);
      const offersOf = await loadOffersOfMachines(tx, [{ machine: a, at: now }, { machine: b, at: now }, { machine: c, at: beforeAll }], { lock: true });
      expect(counter.selects).toBeLessThanOrEqual(4);
      const links = await raw.select().from(offerMachines);
      // As the spec says it: an offer linked to machines reaches those; one linked to none, the company's (seeded offers are Company-wide).
      const expected = (machine: typeof a) => running.filter((o) => links.some((l) => l.offer_id === o.id)
        ? links.some((l) => l.offer_id === o.id && l.vending_machine_id === machine.id)
        : o.scope === 'COMPANY' && o.franchise_id === null).map((o) => o.id);
      const ids = (machine: typeof a, at: Date) => offersOf(machine, at).map((o) => o.id);
      expect(ids(a, now)).toEqual(expected(a));
      expect(ids(a, now)).toContain(linked!.id);
      expect(ids(b, now)).toEqual(expected(b));
      expect(ids(b, now)).not.toContain(linked!.id);
      expect(ids(b, now)).toContain(wide!.id);
      expect(ids(c, beforeAll)).toEqual([]);
      expect(offersOf(a, now).every((o) => o.machineIds?.length === 1 && o.machineIds[0] === a.id)).toBe(true);
      raw.rollback();
    }).catch((error: unknown) => {
      if (!(error instanceof Error && error.message.includes('Rollback'))) throw error;
    });
  });
});
