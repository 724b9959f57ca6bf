/**
 * Demo bulk refills, made through the real actions (runAs): machines of the company are
 * configured from the demo snack machine template, and a bulk refill of two of them is seeded in
 * every state: Created, In Transit, Executed, and Partially Executed (one machine's plan asks
 * for a product its warehouse does not hold, so its execution is refused with the reason).
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  createBulkRefill, executeBulkRefill, markBulkRefillInTransit,
} from '../../contract/actions/bulk-refills.ts';
import { callerByEmail, runAs } from '../actions/run-as.ts';
import { notifications, products, refillPartners, vendingMachines, vmSlots, vmTemplates, warehouseStock } from '../db/schema/index.ts';
import { linesFor } from './demo-refill-plans.ts';
import type { SeedContext } from './index.ts';

const DAY = 86_400_000;

export async function seedBulkRefills({ db, core }: SeedContext) {
  const admin = await callerByEmail(db, 'admin@demo.local');
  const [template] = await db.select().from(vmTemplates).where(and(eq(vmTemplates.company_id, core.companyId), eq(vmTemplates.name, 'Standard snack machine 6 × 8')));
  if (!template) return;
  const [partner] = await db.select().from(refillPartners).where(and(eq(refillPartners.company_id, core.companyId), eq(refillPartners.status, 1))).orderBy(asc(refillPartners.id)).limit(1);
  // The refill plan seed takes the last machines; these are the first eight served, located ones of the company.
  const machines = await db.select().from(vendingMachines).where(and(
    eq(vendingMachines.company_id, core.companyId), isNotNull(vendingMachines.warehouse_id), isNotNull(vendingMachines.latitude),
    isNull(vendingMachines.deleted_at), isNull(vendingMachines.franchise_id),
  )).orderBy(asc(vendingMachines.id)).limit(8);
  if (machines.length < 8) return;
  await db.update(vendingMachines).set({ vm_template_id: template.id }).where(inArray(vendingMachines.id, machines.map((m) => m.id)));
  const [{ last }] = await db.select({ last: sql<number>`coalesce(max(${notifications.id}), 0)::int` }).from(notifications) as [{ last: number }];
  const base = Date.now() - 2 * DAY;
  const names = ['Monday city route', 'Tech park run', 'Airport loop', 'Metro stations'];
  for (let state = 0; state < 4; state++) {
    const pair = machines.slice(state * 2, state * 2 + 2);
    const input = [];
    for (const [i, machine] of pair.entries()) {
      let lines = await linesFor(db, machine, false);
      if (state === 3 && i === 1) {
        // A product the machine's warehouse does not hold, on a filled slot: this machine's execution is refused.
        const [slot] = await db.select().from(vmSlots).where(and(eq(vmSlots.vending_machine_id, machine.id), gt(vmSlots.quantity, 0))).orderBy(asc(vmSlots.id)).limit(1);
        const [missing] = await db.select({ id: products.id }).from(products).where(and(eq(products.company_id, core.companyId),
          sql`${products.id} not in (select ${warehouseStock.product_id} from ${warehouseStock} where ${warehouseStock.warehouse_id} = ${machine.warehouse_id} and ${warehouseStock.stock} > 0)`))
          .orderBy(asc(products.id)).limit(1);
        if (slot && missing) lines = [{ coil: slot.coil, product_id: missing.id, quantity_to_add: Math.min(2, slot.item_layout_max), runout_quantity: 0, expiry_date: new Date(Date.now() + 90 * DAY).toISOString().slice(0, 10) }];
      }
      if (lines.length) input.push({ vending_machine_id: machine.id, lines });
    }
    if (!input.length) continue;
    const at = new Date(base + state * 3_600_000);
    let bulk = (await runAs({ db }, admin, createBulkRefill, {
      name: names[state]!, vm_template_id: template.id, refill_partner_id: partner?.id ?? null,
      scheduled_at: new Date(at.getTime() + (state === 0 ? 3 : 1) * DAY).toISOString(), machines: input,
    }, at)).data;
    if (state >= 1) bulk = (await runAs({ db }, admin, markBulkRefillInTransit, { id: bulk.id, version: bulk.version }, new Date(at.getTime() + DAY))).data;
    if (state >= 2) await runAs({ db }, admin, executeBulkRefill, { id: bulk.id, version: bulk.version }, new Date(at.getTime() + DAY + 3_600_000));
  }
  // The bell's demo is the curated set of demo-notifications.ts: the executions' notifications are not kept.
  await db.delete(notifications).where(gt(notifications.id, last));
}
