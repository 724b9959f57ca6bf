/**
 * Demo refill plans with their lines, made through the real actions (runAs), so a new user
 * sees every state working: for a few machines of the company and of the North Star franchise,
 * a Created plan, an In Transit one, and an Executed one whose return order (a changed product
 * and expired units) waits at the warehouse; one company return order already received.
 */
import { and, asc, eq, gt, gte, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import {
  createRefillPlan, executeRefillPlan, markRefillPlanInTransit, receiveRefillReturnOrder,
} from '../../contract/actions/refill-plans.ts';
import { callerByEmail, runAs } from '../actions/run-as.ts';
import type { Db } from '../db/client.ts';
import { notifications, refillPartners, vendingMachines, vmSlots, warehouseStock } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';

const DAY = 86_400_000;

type Machine = typeof vendingMachines.$inferSelect;

/** Lines that fit the slots and the shelves: a top-up, a changed product and an expired slot when it can. */
export async function linesFor(db: Db, machine: Machine, withReturns: boolean) {
  const slots = await db.select().from(vmSlots).where(and(eq(vmSlots.vending_machine_id, machine.id), isNotNull(vmSlots.product_id))).orderBy(asc(vmSlots.id));
  const shelf = new Map((await db.select().from(warehouseStock).where(eq(warehouseStock.warehouse_id, machine.warehouse_id!))).map((s) => [s.product_id, s.stock]));
  const lines: { coil: string; product_id: number; quantity_to_add: number; runout_quantity: number; expiry_date: string; expired?: boolean }[] = [];
  const expiry = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  for (const slot of slots) {
    if (lines.length >= 4) break;
    const room = slot.item_layout_max - slot.quantity;
    const add = Math.min(room, 4, shelf.get(slot.product_id!) ?? 0);
    if (add > 0 && slot.quantity > 0) {
      lines.push({ coil: slot.coil, product_id: slot.product_id!, quantity_to_add: add, runout_quantity: 1, expiry_date: expiry(90) });
      shelf.set(slot.product_id!, (shelf.get(slot.product_id!) ?? 0) - add);
    }
  }
  if (withReturns) {
    const rest = slots.filter((s) => !lines.some((l) => l.coil === s.coil) && s.quantity > 0);
    const expiredSlot = rest[0];
    if (expiredSlot && (shelf.get(expiredSlot.product_id!) ?? 0) >= 2) {
      lines.push({ coil: expiredSlot.coil, product_id: expiredSlot.product_id!, quantity_to_add: 2, runout_quantity: 1, expiry_date: expiry(60), expired: true });
    }
    const changeSlot = rest[1];
    if (changeSlot) {
      const [other] = await db.select().from(warehouseStock)
        .where(and(eq(warehouseStock.warehouse_id, machine.warehouse_id!), gte(warehouseStock.stock, 10),
          notInArray(warehouseStock.product_id, slots.map((s) => s.product_id!))))
        .orderBy(asc(warehouseStock.product_id)).limit(1);
      if (other) lines.push({ coil: changeSlot.coil, product_id: other.product_id, quantity_to_add: Math.min(3, changeSlot.item_layout_max), runout_quantity: 1, expiry_date: expiry(120) });
    }
  }
  return lines;
}

export async function seedRefillPlans({ db, core }: SeedContext) {
  const admin = await callerByEmail(db, 'admin@demo.local');
  const franchise = await callerByEmail(db, 'franchise@demo.local');
  const warehouse = await callerByEmail(db, 'warehouse@demo.local');
  const [partner] = await db.select().from(refillPartners).where(and(eq(refillPartners.company_id, core.companyId), eq(refillPartners.status, 1))).orderBy(asc(refillPartners.id)).limit(1);
  const served = (franchiseId: number | null) => db.select().from(vendingMachines).where(and(
    eq(vendingMachines.company_id, core.companyId), isNotNull(vendingMachines.warehouse_id), isNotNull(vendingMachines.latitude), isNull(vendingMachines.deleted_at),
    franchiseId === null ? isNull(vendingMachines.franchise_id) : eq(vendingMachines.franchise_id, franchiseId),
  )).orderBy(sql`${vendingMachines.id} desc`).limit(4);
  const groups = [
    { caller: admin, machines: await served(null), receive: true },
    { caller: franchise, machines: franchise.franchise_id ? await served(franchise.franchise_id) : [], receive: false },
  ];
  const [{ last }] = await db.select({ last: sql<number>`coalesce(max(${notifications.id}), 0)::int` }).from(notifications) as [{ last: number }];
  const base = Date.now() - 3 * DAY;
  for (const { caller, machines, receive } of groups) {
    for (const [i, machine] of machines.entries()) {
      const state = i % 4; // 0 Created, 1 In Transit, 2 Executed (return pending), 3 Executed (return received)
      if (state === 3 && !receive) continue;
      const lines = await linesFor(db, machine, state >= 2);
      if (!lines.length) continue;
      const at = new Date(base + i * 3_600_000);
      let plan = (await runAs({ db }, caller, createRefillPlan, {
        vending_machine_id: machine.id, refill_partner_id: partner?.id ?? null, vehicle: `KA-01-RF-${1000 + machine.id}`,
        scheduled_at: new Date(at.getTime() + (state === 0 ? 5 : 1) * DAY).toISOString(), lines,
        remarks: state === 0 ? ['Check the drinks row first', 'Call the site manager on arrival'] : ['Demo plan'],
      }, at)).data;
      if (state >= 1) {
        plan = (await runAs({ db }, caller, markRefillPlanInTransit, { id: plan.id, version: plan.version }, new Date(at.getTime() + DAY))).data;
      }
      if (state >= 2) {
        plan = (await runAs({ db }, caller, executeRefillPlan, { id: plan.id, version: plan.version }, new Date(at.getTime() + DAY + 3_600_000))).data;
      }
      if (state === 3 && plan.return_order) {
        await runAs({ db }, warehouse, receiveRefillReturnOrder, { id: plan.return_order.id, version: 0 }, new Date(at.getTime() + 2 * DAY));
      }
    }
  }
  // The bell's demo is the curated set of demo-notifications.ts (REFILL_EXECUTE among them): the
  // notifications these seeded executions raised are not kept, so its counts stay as documented.
  await db.delete(notifications).where(gt(notifications.id, last));
}
