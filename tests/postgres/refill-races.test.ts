/**
 * Refill plans executed by many clients at once on a real PostgreSQL server (issue 39
 * "Concurrency"): each plan executes exactly once (one 200, every other request a 409), its
 * units move once (the slots hold what they held plus what was loaded, less what was taken
 * out), one audit row per plan, and the ledgers still balance.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, kitTransferPlans, vmSlots, warehouseStock } from '../../server/db/schema/index.ts';
import { machineTotalsViolations, stockLedgerViolations } from '../../server/stock/check.ts';
import { demoServerFor } from './demo-server.ts';

const server = demoServerFor('refill');
const RM = 'refill-management';
let tokens: string[];

beforeAll(async () => {
  tokens = [];
  for (const email of ['admin@demo.local', 'operator@demo.local', 'admin@demo.local', 'operator@demo.local']) tokens.push(await server.login(email));
});

/** Units already promised to the plans picked, per warehouse and product. */
const promised = new Map<string, number>();
/** Machines that already have a picked plan. */
const machinesPicked = new Set<number>();

/**
 * The seeded open plans whose warehouse shelves hold what they load (with the plans picked
 * before them): some seeded plans, e.g. a bulk refill's, wait for stock and rightly refuse, and a
 * kitted plan waits for its kit to reach the van.
 */
async function seededPlans(status: number) {
  const list = await server.post(RM, { action: 'list.refills', status: [status], limit: 200 }, tokens[0]!);
  const plans = [];
  for (const row of list.body.data as { id: number }[]) {
    const plan = (await server.post(RM, { action: 'get.refill_plan', id: row.id }, tokens[0]!)).body.data;
    if (!plan.lines.length || !plan.warehouse) continue;
    if ((await server.database.db.select().from(kitTransferPlans).where(eq(kitTransferPlans.refill_plan_id, plan.id))).length) continue;
    // A second open plan of a machine may fill a coil the first one fills: both cannot execute.
    if (machinesPicked.has(plan.VendingMachine.id)) continue;
    const needs = new Map<string, number>();
    for (const l of plan.lines as { product: { id: number }; quantity_to_add: number }[]) {
      const key = `${plan.warehouse.id}:${l.product.id}`;
      needs.set(key, (needs.get(key) ?? promised.get(key) ?? 0) + l.quantity_to_add);
    }
    const shelves = await server.database.db.select().from(warehouseStock).where(eq(warehouseStock.warehouse_id, plan.warehouse.id));
    const onShelf = (key: string) => shelves.find((s) => `${s.warehouse_id}:${s.product_id}` === key)?.stock ?? 0;
    if ([...needs].some(([key, n]) => n > onShelf(key))) continue;
    for (const [key, n] of needs) promised.set(key, n);
    machinesPicked.add(plan.VendingMachine.id);
    plans.push(plan);
  }
  return plans;
}

describe('a refill plan executed by many clients at once', () => {
  it('executes once; the others get 409; the slots and the books add up', async () => {
    const plans = [...await seededPlans(1), ...await seededPlans(2)];
    expect(plans.length).toBeGreaterThanOrEqual(2);
    const slotIds = plans.flatMap((p) => p.lines.map((l: { vm_slot_id: number }) => l.vm_slot_id));
    const before = new Map((await server.database.db.select().from(vmSlots).where(inArray(vmSlots.id, slotIds))).map((s) => [s.id, s]));

    const requests = plans.flatMap((plan) => Array.from({ length: 6 }, (_, i) =>
      server.post(RM, { action: 'execute.refill_plan', id: plan.id, version: plan.version }, tokens[i % tokens.length]!).then((r) => ({ id: plan.id, ...r }))));
    const results = await Promise.all(requests);
    for (const plan of plans) {
      const mine = results.filter((r) => r.id === plan.id);
      expect(mine.filter((r) => r.status === 200), `${plan.plan_id} ${JSON.stringify(mine[0]?.body.message)}`).toHaveLength(1);
      expect(mine.filter((r) => r.status !== 200).map((r) => r.status).every((s) => s === 409), JSON.stringify(mine.map((r) => r.body.message))).toBe(true);
    }
    const after = new Map((await server.database.db.select().from(vmSlots).where(inArray(vmSlots.id, slotIds))).map((s) => [s.id, s]));
    for (const plan of plans) {
      const executed = (await server.post(RM, { action: 'get.refill_plan', id: plan.id }, tokens[0]!)).body.data;
      expect(executed.status).toBe(3);
      for (const line of executed.lines) {
        const was = before.get(line.vm_slot_id)!;
        expect(after.get(line.vm_slot_id)!.quantity, `${plan.plan_id} coil ${line.coil}`).toBe(was.quantity - line.removed_quantity + line.loaded_quantity);
      }
    }
    const audits = await server.database.db
      .select({ id: auditLog.entity_id, n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'refill_plan'), eq(auditLog.action, 'execute.refill_plan'), inArray(auditLog.entity_id, plans.map((p) => p.id))))
      .groupBy(auditLog.entity_id);
    expect(audits.map((a) => a.n)).toEqual(plans.map(() => 1));
    expect(await stockLedgerViolations(server.database.db)).toEqual([]);
    expect(await machineTotalsViolations(server.database.db)).toEqual([]);
  });
});
