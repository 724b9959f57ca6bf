/**
 * Partner limits on cash collections (issue 40): a refill partner collects cash only for the
 * warehouse and machines linked to them. Receiving a collection whose partner has lost the link
 * to its warehouse or to one of its machines is a 400 naming the partner and the place, and
 * nothing moves in the cash ledger; linked again, it is received. The demo's collections use
 * linked partners.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_MESSAGES } from '../../contract/links.ts';
import {
  cashCollectionOrders, cashCollections, refillPartners, vendingMachines, warehouses,
} from '../../server/db/schema/index.ts';
import { cashViolations } from '../model/invariants.ts';
import { startApi, type TestApi } from './harness.ts';

const RM = 'refill-management';
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

const link = (side: string, id: number, fields: Record<string, unknown>) => api.post(RM, { action: `link.${side}`, id, ...fields }, admin);
const receive = async (id: number) => {
  const c = (await api.post(RM, { action: 'get.cash_in_hand_order', id }, admin)).body.data;
  return api.post(RM, { action: 'receive.cash_in_hand_order', id, receive_amt: c.submitted_amount, version: c.version }, admin);
};
const nameOf = async (table: typeof warehouses | typeof vendingMachines, id: number) =>
  (await api.services.db.select({ name: table.name }).from(table).where(eq(table.id, id)))[0]!.name;

/** Submitted collections with their partner, warehouse and machines. */
async function submitted() {
  const db = api.services.db;
  const rows = await db.select({ id: cashCollections.id, partner: cashCollections.refill_partner_id, warehouse: cashCollections.warehouse_id, partnerName: refillPartners.name })
    .from(cashCollections).innerJoin(refillPartners, eq(refillPartners.id, cashCollections.refill_partner_id))
    .where(eq(cashCollections.state, 'SUBMITTED')).orderBy(asc(cashCollections.id));
  return Promise.all(rows.map(async (r) => ({
    ...r,
    machines: (await db.select({ id: cashCollectionOrders.vending_machine_id }).from(cashCollectionOrders)
      .where(eq(cashCollectionOrders.cash_collection_id, r.id)).orderBy(asc(cashCollectionOrders.id))).map((m) => m.id),
  })));
}

describe('partner limits on cash collections', () => {
  it('every demo collection is by a partner linked to its warehouse and to each of its machines', async () => {
    const unlinked = await api.services.db.execute(sql`
      select c.order_id from cash_collections c
      where not exists (select 1 from refill_partner_warehouse_links l where l.refill_partner_id = c.refill_partner_id and l.warehouse_id = c.warehouse_id and l.view)
         or exists (select 1 from cash_collection_orders o where o.cash_collection_id = c.id
           and not exists (select 1 from refill_partner_machine_links m where m.refill_partner_id = c.refill_partner_id and m.vending_machine_id = o.vending_machine_id))`);
    const rows = (unlinked as unknown as { rows?: unknown[] }).rows ?? (unlinked as unknown as unknown[]);
    expect(rows).toEqual([]);
  });

  it('refuses to receive cash for a machine the partner is no longer linked to, naming both; linked again, it is received', async () => {
    const all = await submitted();
    // A machine whose link is not the partner's default one (a default link cannot be removed).
    const defaults = await api.services.db.execute<{ vending_machine_id: number }>(sql`select vending_machine_id from refill_partner_machine_links where is_default`);
    const fixed = new Set(((defaults as unknown as { rows?: { vending_machine_id: number }[] }).rows ?? (defaults as unknown as { vending_machine_id: number }[])).map((r) => r.vending_machine_id));
    const c = all.find((x) => x.machines.some((m) => !fixed.has(m)))!;
    expect(c).toBeDefined();
    const machine = c.machines.find((m) => !fixed.has(m))!;
    expect((await link('partner_machines', c.partner, { remove: [machine] })).status).toBe(200);

    const refused = await receive(c.id);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: '', message: LINK_MESSAGES.partnerNotLinked(c.partnerName, await nameOf(vendingMachines, machine)) }]);
    expect(refused.body.message).toBe(LINK_MESSAGES.partnerNotLinked(c.partnerName, await nameOf(vendingMachines, machine)));
    const [still] = await api.services.db.select().from(cashCollections).where(eq(cashCollections.id, c.id));
    expect(still).toMatchObject({ state: 'SUBMITTED', received_amount: null });
    expect(await cashViolations(api.services.db)).toEqual([]);

    expect((await link('partner_machines', c.partner, { add: [machine] })).status).toBe(200);
    const ok = await receive(c.id);
    expect(ok.status, JSON.stringify(ok.body).slice(0, 300)).toBe(200);
    expect(ok.body.data.state).toBe('RECEIVED');
    expect(await cashViolations(api.services.db)).toEqual([]);
  });

  it('refuses to receive cash at a warehouse the partner is not linked to, naming both', async () => {
    const all = await submitted();
    const defaults = await api.services.db.execute<{ refill_partner_id: number; warehouse_id: number }>(
      sql`select refill_partner_id, warehouse_id from refill_partner_warehouse_links where is_default`);
    const fixed = ((defaults as unknown as { rows?: { refill_partner_id: number; warehouse_id: number }[] }).rows
      ?? (defaults as unknown as { refill_partner_id: number; warehouse_id: number }[]));
    const c = all.find((x) => !fixed.some((f) => f.refill_partner_id === x.partner && f.warehouse_id === x.warehouse))!;
    expect(c).toBeDefined();
    expect((await link('partner_warehouses', c.partner, { remove: [c.warehouse] })).status).toBe(200);
    const refused = await receive(c.id);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: '', message: LINK_MESSAGES.partnerNotLinkedTo(c.partnerName, await nameOf(warehouses, c.warehouse)) }]);
    const [still] = await api.services.db.select().from(cashCollections).where(and(eq(cashCollections.id, c.id), eq(cashCollections.state, 'SUBMITTED')));
    expect(still).toBeDefined();

    expect((await link('partner_warehouses', c.partner, { add: [c.warehouse] })).status).toBe(200);
    expect((await receive(c.id)).status).toBe(200);
    expect(await cashViolations(api.services.db)).toEqual([]);
  });
});
