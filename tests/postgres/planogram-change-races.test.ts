/**
 * The planogram change's races on a real PostgreSQL server: two changes of the same machines
 * (to two planograms, in opposite orders) and the fleet simulator's vends at those machines, all
 * at once. Whatever the interleaving, every unit is somewhere: the shelves, the stores and the
 * slots hold what they held less what the vends sold; shelves are their movements and the
 * machine totals their slots (`npm run check:ledger`'s checks); each machine ends with the
 * slots of the planogram whose change committed last, none lost or doubled.
 *
 * Runs in the "postgres" project (DATABASE_URL set): `npm run test:postgres`.
 */
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, planogramTemplateSlots, vendingMachines, vmSlots } from '../../server/db/schema/index.ts';
import { simulateVend } from '../../server/sim/fleet.ts';
import { createRandom } from '../../server/seed/random.ts';
import { ledgerProblems, unitsDiffer, unitsEverywhere } from '../api/planogram-stock.ts';
import { demoServerFor } from './demo-server.ts';

/** An open refill plan (Created or In Transit) blocks a planogram change: those machines are left out. */
const withoutOpenPlan = sql`not exists (select 1 from refill_plans rp where rp.vending_machine_id = ${vendingMachines.id} and rp.status in (1, 2))`;

const demo = demoServerFor('planogram');
let token: string;
beforeAll(async () => { token = await demo.login('admin@demo.local'); });
const vm = (body: object) => demo.post('vending-machine-management', body, token);

/** Units each product lost to the given orders' vends. */
async function soldBy(orderIds: number[]) {
  const sold = new Map<number, number>();
  if (!orderIds.length) return sold;
  for (const line of await demo.database.db.select().from(orderLines).where(inArray(orderLines.order_id, orderIds))) {
    if (line.product_id !== null && line.items_vend > 0) sold.set(line.product_id, (sold.get(line.product_id) ?? 0) + line.items_vend);
  }
  return sold;
}

describe('planogram change on PostgreSQL', () => {
  it('two changes and vends at the same machines at once: every unit stays accounted for', async () => {
    const db = demo.database.db;
    const planograms = (await vm({ action: 'get.planogram_change_options' })).body.data.planograms as { id: number; name: string }[];
    const office = planograms.find((p) => p.name === 'Office snacks')!;
    const metro = planogramsFind(planograms, 'Metro rush hour');
    // Active machines in service (the simulator vends only at those), served by warehouses and by stores.
    const byWarehouse = await db.select().from(vendingMachines)
      .where(and(isNull(vendingMachines.deleted_at), eq(vendingMachines.status, 1), isNotNull(vendingMachines.warehouse_id), withoutOpenPlan)).limit(6);
    const byStore = await db.select().from(vendingMachines)
      .where(and(isNull(vendingMachines.deleted_at), eq(vendingMachines.status, 1), isNotNull(vendingMachines.store_id), withoutOpenPlan)).limit(2);
    const ids = [...byWarehouse, ...byStore].map((m) => m.id);
    expect(ids.length).toBe(8);
    const before = await unitsEverywhere(db);

    const deps = { db, live: demo.services.live, now: () => new Date() };
    const vends = ids.flatMap((id, i) => [0, 1, 2].map((round) => async () => {
      try {
        return await simulateVend(deps, createRandom(38_000 + i * 10 + round), id);
      } catch (error) {
        // A vend PostgreSQL picked as a deadlock's victim is rolled back whole: it sold nothing.
        const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
        if (code === '40P01' || code === '40001') return null;
        throw error;
      }
    }));
    const [first, second, ...sales] = await Promise.all([
      vm({ action: 'change.planogram_multiple_vms', vending_machine_ids: ids, planogram_template_id: office.id }),
      vm({ action: 'change.planogram_multiple_vms', vending_machine_ids: [...ids].reverse(), planogram_template_id: metro.id }),
      ...vends.map((run) => run()),
    ]);
    expect(first!.status, JSON.stringify(first!.body)).toBe(200);
    expect(second!.status, JSON.stringify(second!.body)).toBe(200);
    // Every machine fits both planograms: each change changed each machine (a retry absorbs a deadlock with a vend).
    expect(first!.body.data.changed).toBe(ids.length);
    expect(second!.body.data.changed).toBe(ids.length);

    const orderIds = (sales as ({ orderDbId: number } | null)[]).filter((s) => s !== null).map((s) => s!.orderDbId);
    expect(unitsDiffer(before, await unitsEverywhere(db), await soldBy(orderIds))).toEqual([]);
    expect(await ledgerProblems(db)).toEqual([]);

    // Each machine holds exactly the layout of the planogram it was left with.
    for (const id of ids) {
      const [machine] = await db.select().from(vendingMachines).where(eq(vendingMachines.id, id));
      const layout = await db.select().from(planogramTemplateSlots).where(eq(planogramTemplateSlots.planogram_template_id, machine!.planogram_template_id!));
      const slots = await db.select().from(vmSlots).where(eq(vmSlots.vending_machine_id, id));
      expect(slots.map((s) => `${s.coil}:${s.product_id}`).sort()).toEqual(layout.map((s) => `${s.coil}:${s.product_id}`).sort());
      expect(slots.every((s) => s.quantity >= 0 && s.quantity <= s.item_layout_max)).toBe(true);
    }
  });

  it('many changes of overlapping machines at once, to alternating planograms, conserve stock', async () => {
    const db = demo.database.db;
    const planograms = (await vm({ action: 'get.planogram_change_options' })).body.data.planograms as { id: number; name: string }[];
    const choices = [planogramsFind(planograms, 'Office snacks').id, planogramsFind(planograms, 'Metro rush hour').id];
    const machines = await db.select({ id: vendingMachines.id }).from(vendingMachines)
      .where(and(isNull(vendingMachines.deleted_at), isNotNull(vendingMachines.warehouse_id), withoutOpenPlan)).limit(30);
    const ids = machines.map((m) => m.id).slice(10);
    const before = await unitsEverywhere(db);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) =>
      vm({ action: 'change.planogram_multiple_vms', vending_machine_ids: ids.filter((_, j) => (j + i) % 3 !== 0), planogram_template_id: choices[i % 2] })));
    for (const a of answers) {
      expect(a.status, JSON.stringify(a.body)).toBe(200);
      expect(a.body.data.refused).toBe(0);
    }
    expect(unitsDiffer(before, await unitsEverywhere(db))).toEqual([]);
    expect(await ledgerProblems(db)).toEqual([]);
  });
});

function planogramsFind(planograms: { id: number; name: string }[], name: string) {
  const found = planograms.find((p) => p.name === name);
  if (!found) throw new Error(`the demo seed needs the planogram template "${name}"`);
  return found;
}
