/**
 * Demo DEX audits (issue 54): a weekly handheld read of part of the fleet over the last weeks,
 * written by the project's own writer (server/dex/write.ts) from the machines' demo orders, so the
 * audits agree with the console's records: each selection (the coil) counts a starting offset plus
 * every unit the coil vended before the reading, cash orders in the cash meters and the rest as
 * cashless. Imported through server/dex/import.ts like a user's file (dedup, matching by the serial
 * each machine remembers). A new user also finds: levels (PA108) on the last read of three
 * machines, one short by 2 and one over by 1 (get.dex_stock_check), an audit without G85 (a
 * warning), and one whose serial no machine answers to (unmatched). Runs after the orders exist.
 */
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { dexMachineSerials, orderLines, orders, products, vendingMachines, vmSlots } from '../db/schema/index.ts';
import { importDexAudits } from '../dex/import.ts';
import { writeDex } from '../dex/write.ts';
import type { SeedContext } from './index.ts';

const DAY = 86_400_000;
/** Every 25th machine of the fleet is read by handheld; the first eight of them. */
const EVERY = 25;
const MACHINES = 8;
/** Days before now of the weekly reads; a machine has the last 3, 4 or 5 of them. */
const READS = [29, 22, 15, 8, 1];
/** Machines (by their place in the list) whose last read counts the units in each coil: the 1st, 3rd and 5th (a North Star one). */
const counts = (k: number) => k % 2 === 0 && k <= 4;
const CASH_PRICE = 20;

type Sale = { vm: number; at: Date; coil: string; units: number; value: number; cash: boolean };
type Slot = { vm: number; coil: string; quantity: number; capacity: number; price: number };

export const demoSerial = (machineId: number) => `DX${String(machineId).padStart(8, '0')}`;

export async function seedDexAudits({ db, core, machineIds }: SeedContext) {
  const picked = machineIds.filter((_, i) => i % EVERY === 0).slice(0, MACHINES);
  const now = Math.floor(Date.now() / 60_000) * 60_000; // ID5 reads to the minute
  const since = new Date(now - READS[0]! * DAY);
  const [machines, slots, sales] = await Promise.all([
    db.select({ id: vendingMachines.id }).from(vendingMachines)
      .where(and(inArray(vendingMachines.id, picked), isNull(vendingMachines.deleted_at))).orderBy(vendingMachines.id),
    db.select({ vm: vmSlots.vending_machine_id, coil: vmSlots.coil, quantity: vmSlots.quantity, capacity: vmSlots.item_layout_max, price: products.mrp })
      .from(vmSlots).innerJoin(products, eq(products.id, vmSlots.product_id))
      .where(inArray(vmSlots.vending_machine_id, picked)).orderBy(vmSlots.vending_machine_id, vmSlots.coil),
    db.select({
      vm: orders.vending_machine_id, at: orders.created_at, coil: orderLines.coil, units: orderLines.items_vend,
      value: sql<number>`(${orderLines.mrp} * ${orderLines.items_vend})::float8`, cash: sql<boolean>`${orders.payment_mode} = 'CASH'`,
    }).from(orders).innerJoin(orderLines, eq(orderLines.order_id, orders.id))
      .where(and(inArray(orders.vending_machine_id, picked), gte(orders.created_at, since), sql`${orderLines.items_vend} > 0`)),
  ]);
  const files = machines.flatMap((m, k) => machineAudits(m.id, k, now,
    slots.filter((s) => s.vm === m.id).map((s) => ({ ...s, price: Number(s.price) })),
    (sales as Sale[]).filter((s) => s.vm === m.id)));

  await db.transaction(async (tx) => {
    await tx.insert(dexMachineSerials).values(machines.map((m) => ({ company_id: core.companyId, serial: demoSerial(m.id), vending_machine_id: m.id })));
    for (const file of files) {
      await importDexAudits(tx, { companyId: core.companyId, userId: null, fileName: file.name, content: file.content, source: 'seed', now: file.readAt });
    }
    const readAt = new Date(now - 2 * DAY);
    await importDexAudits(tx, {
      companyId: core.companyId, userId: null, fileName: 'handheld-unknown.dex', source: 'seed', now: readAt,
      content: writeDex({ serial: 'DEMO-UNMATCHED-1', model: 'Handheld read', readAt, selections: [{ selection: '11', price: 20, vends: 12, value: 240 }] }),
    });
  });
}

/** One machine's reads, oldest first: cumulative counters from an offset plus the coil's sales before each read. */
function machineAudits(machineId: number, k: number, now: number, slots: Slot[], sales: Sale[]) {
  const reads = READS.slice(-(3 + (k % 3))).map((d) => new Date(now - d * DAY));
  const offset = (coil: string) => ((machineId * 37 + Number.parseInt(coil, 10) * 11) % 300) + 40;
  // Before the history: some of the starting vends were paid in cash (counted as CASH_PRICE each).
  const cashStart = CASH_PRICE * Math.round(slots.reduce((n, s) => n + offset(s.coil), 0) / 12);
  return reads.map((readAt, r) => {
    const before = sales.filter((s) => s.at < readAt);
    const sum = (of: Sale[], f: (s: Sale) => number) => of.reduce((n, s) => n + f(s), 0);
    const selections = slots.map((slot) => {
      const mine = before.filter((s) => s.coil === slot.coil);
      const vends = offset(slot.coil) + sum(mine, (s) => s.units);
      return { selection: slot.coil, price: slot.price, vends, value: offset(slot.coil) * slot.price + sum(mine, (s) => s.value) };
    });
    const last = r === reads.length - 1;
    const counted = last && counts(k) ? withLevels(selections, slots, sales.filter((s) => s.at >= readAt), k === 0) : selections;
    const paid = selections.reduce((n, s) => n + s.value, 0);
    const paidVends = selections.reduce((n, s) => n + s.vends, 0);
    const cash = sum(before.filter((s) => s.cash), (s) => s.value);
    const cashVends = sum(before.filter((s) => s.cash), (s) => s.units);
    const day = readAt.toISOString().slice(0, 10);
    return {
      name: `${demoSerial(machineId)}-${day}.dex`,
      readAt,
      content: writeDex({
        serial: demoSerial(machineId), model: 'VC Demo 40', communicationId: 'HANDHELD01', readAt, selections: counted,
        cashIn: cashStart + cash, cashless: { value: paid - cashStart - cash, vends: paidVends - cashStart / CASH_PRICE - cashVends },
        // The second machine's first read came from an older handheld that writes no G85.
        checksum: k === 1 && r === 0 ? 'absent' : 'valid',
      }),
    };
  });
}

/**
 * The units each coil held at the reading as the console counts them (the slot now plus what
 * orders took since); on the first machine one coil is 2 short and one holds 1 more.
 */
function withLevels(selections: { selection: string; price: number; vends: number; value: number }[], slots: Slot[], after: Sale[], off: boolean) {
  const atRead = new Map(slots.map((s) => [s.coil, s.quantity + after.filter((a) => a.coil === s.coil).reduce((n, a) => n + a.units, 0)]));
  const short = off ? slots.find((s) => atRead.get(s.coil)! >= 2)?.coil : undefined;
  const over = off ? slots.find((s) => s.coil !== short && atRead.get(s.coil)! < s.capacity)?.coil : undefined;
  return selections.map((s) => {
    const level = atRead.get(s.selection)! + (s.selection === short ? -2 : s.selection === over ? 1 : 0);
    return { ...s, level };
  });
}
