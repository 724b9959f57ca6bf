/**
 * A refill plan and a warehouse order taking the same shelf at once, on a real PostgreSQL
 * server (issue 39 "Concurrency"): the plan needs q units of a product from its warehouse, and a
 * request order asks that warehouse for all but q − 1 of what the shelf holds, so only one of
 * the two can have them. Exactly one succeeds, the other gets 409 and changes nothing; the
 * shelf never goes negative and the ledgers balance.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { warehouseStock, warehouses } from '../../server/db/schema/index.ts';
import { machineTotalsViolations, stockLedgerViolations } from '../../server/stock/check.ts';
import { demoServerFor } from './demo-server.ts';

const server = demoServerFor('refillstock');
const RM = 'refill-management';
const WM = 'warehouse-management';
let admin: string;
let operator: string;

beforeAll(async () => {
  admin = await server.login('admin@demo.local');
  operator = await server.login('operator@demo.local');
});

interface Line { product: { id: number; name: string }; quantity_to_add: number }
interface Plan { id: number; plan_id: string; version: number; warehouse: { id: number } | null; lines: Line[] }

async function plansFromWarehouses(): Promise<Plan[]> {
  const list = await server.post(RM, { action: 'list.refills', status: [1, 2], limit: 200 }, admin);
  const plans: Plan[] = [];
  for (const row of list.body.data as { id: number }[]) {
    const plan = (await server.post(RM, { action: 'get.refill_plan', id: row.id }, admin)).body.data as Plan;
    if (plan.warehouse && plan.lines.some((l) => l.quantity_to_add > 0)) plans.push(plan);
  }
  return plans;
}

async function shelf(warehouseId: number, productId: number) {
  const [row] = await server.database.db.select().from(warehouseStock)
    .where(and(eq(warehouseStock.warehouse_id, warehouseId), eq(warehouseStock.product_id, productId)));
  return row?.stock ?? 0;
}

describe('a refill plan and a request order taking the same warehouse stock', () => {
  it('one of the two gets the units, the other is refused with nothing changed', async () => {
    const plans = await plansFromWarehouses();
    expect(plans.length).toBeGreaterThanOrEqual(2);
    const others = await server.database.db.select({ id: warehouses.id }).from(warehouses);
    let raced = 0;
    // One plan per warehouse: two plans from one shelf would race each other too.
    const seen = new Set<number>();
    for (const plan of plans) {
      const warehouseId = plan.warehouse!.id;
      if (seen.has(warehouseId)) continue;
      seen.add(warehouseId);
      const needs = new Map<number, number>();
      for (const l of plan.lines) needs.set(l.product.id, (needs.get(l.product.id) ?? 0) + l.quantity_to_add);
      const [productId, q] = [...needs].find(([, n]) => n > 0)!;
      const before = await shelf(warehouseId, productId);
      if (before < q) continue; // the plan could not execute anyway: nothing to race over
      const requester = others.find((w) => w.id !== warehouseId)!.id;
      const created = await server.post(WM, {
        action: 'create.request_order', requester_warehouse_id: requester, source_warehouse_id: warehouseId,
        lines: [{ product_id: productId, quantity: before - q + 1 }],
      }, admin);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const order = created.body.data as { id: number; version: number };

      const [executed, dispatched] = await Promise.all([
        server.post(RM, { action: 'execute.refill_plan', id: plan.id, version: plan.version }, operator),
        server.post(WM, { action: 'dispatch.request_order', id: order.id, version: order.version }, admin),
      ]);
      const statuses = [executed.status, dispatched.status].sort();
      expect(statuses, `${plan.plan_id}: ${JSON.stringify([executed.body.message, dispatched.body.message])}`).toEqual([200, 409]);
      const after = await shelf(warehouseId, productId);
      expect(after).toBe(executed.status === 200 ? before - q : q - 1);
      expect(after).toBeGreaterThanOrEqual(0);
      raced += 1;
    }
    expect(raced).toBeGreaterThanOrEqual(1);
    expect(await stockLedgerViolations(server.database.db)).toEqual([]);
    expect(await machineTotalsViolations(server.database.db)).toEqual([]);
  });
});
