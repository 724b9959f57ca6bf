/**
 * A fill audit without product levels (issue 54): an audit read at a refill is compared per coil —
 * what the partner left at the previous fill audit's refill less the DEX vends since, against the
 * console's count when this fill began — and the difference is booked through adjust.dex_stock.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEX_STOCK_MESSAGES } from '../../contract/actions/dex-stock.ts';
import { vendingMachines, vmSlots } from '../../server/db/schema/index.ts';
import { writeDex } from '../../server/dex/write.ts';
import { machineTotalsViolations, stockLedgerViolations } from '../../server/stock/check.ts';
import { rowsOf } from './dex-rows.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let admin: string;
let machine: typeof vendingMachines.$inferSelect;
let slots: (typeof vmSlots.$inferSelect)[];
const vm = (body: Record<string, unknown>) => api.post('vending-machine-management', body, admin);
const rm = (body: Record<string, unknown>) => api.post('refill-management', body, admin);
const MINUTE = 60_000;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  const db = api.services.db;
  // A machine served by a warehouse, without DEX audits or a refill of its own in the last day, with two filled coils that take three more units.
  const candidates = await db.select().from(vendingMachines)
    .where(and(isNotNull(vendingMachines.warehouse_id), sql`${vendingMachines.franchise_id} is null`, sql`${vendingMachines.deleted_at} is null`,
      sql`not exists (select 1 from dex_audits d where d.vending_machine_id = ${vendingMachines.id})`,
      // A seeded refill executed within a day of now would be the nearer refill to the test's audits.
      sql`not exists (select 1 from refill_plans p where p.vending_machine_id = ${vendingMachines.id} and p.executed_at > now() - interval '1 day')`))
    .orderBy(asc(vendingMachines.id)).limit(20);
  for (const m of candidates) {
    const room = (await db.select().from(vmSlots).where(eq(vmSlots.vending_machine_id, m.id)).orderBy(asc(vmSlots.id)))
      .filter((s) => s.product_id && s.quantity >= 3 && s.quantity < s.item_layout_max - 3);
    if (room.length >= 2) { machine = m; slots = room.slice(0, 2); break; }
  }
  expect(machine).toBeTruthy();
  for (const s of slots) {
    await db.execute(sql`insert into stock_movements (company_id, product_id, from_kind, to_kind, to_id, quantity, reason, at)
      values (${machine.company_id}, ${s.product_id}, 'outside', 'shelf', ${machine.warehouse_id}, 10, 'opening', now())`);
    await db.execute(sql`insert into warehouse_stock (warehouse_id, product_id, stock) values (${machine.warehouse_id}, ${s.product_id}, 10)
      on conflict (warehouse_id, product_id) do update set stock = warehouse_stock.stock + 10`);
  }
});
afterAll(() => api.close());

/** A one-unit refill of both coils, executed now. */
async function refill() {
  const lines = slots.map((s) => ({ coil: s.coil, product_id: s.product_id!, quantity_to_add: 1, runout_quantity: 0, expiry_date: '2027-12-31', expired: false }));
  const made = await rm({ action: 'create.refill_plan', vending_machine_id: machine.id, lines });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const done = await rm({ action: 'execute.refill_plan', id: made.body.data.id, version: made.body.data.version });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.data as { id: number; plan_id: string };
}

/** An audit of the machine without levels: each coil's cumulative vends. */
async function audit(readAt: Date, vends: number[]) {
  const content = writeDex({ serial: `FILL-${machine.id}`, readAt, selections: slots.map((s, i) => ({ selection: s.coil, price: 20, vends: vends[i]!, value: vends[i]! * 20 })) });
  const r = await vm({ action: 'import.dex_audit', file_name: `fill-${vends.join('-')}.dex`, content, vending_machine_id: machine.id });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data.audits[0].id as number;
}
const quantities = async () => (await api.services.db.select({ coil: vmSlots.coil, quantity: vmSlots.quantity }).from(vmSlots)
  .where(eq(vmSlots.vending_machine_id, machine.id))).filter((s) => slots.some((x) => x.coil === s.coil)).map((s) => s.quantity);

describe('DEX fill audit', () => {
  let second: number;
  let plan: { id: number; plan_id: string };

  it('an audit read away from any refill has nothing to compare; the first fill audit waits for the next', async () => {
    const lone = await audit(new Date(api.clock.now().getTime() - 3 * 86_400_000), [90, 40]);
    const r = await vm({ action: 'get.dex_stock_check', vending_machine_id: machine.id, audit_id: lone });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ audit: { id: lone }, method: null, note: DEX_STOCK_MESSAGES.notComparable, lines: [] });

    const first = await refill();
    const read = await audit(api.clock.now(), [100, 50]);
    const check = (await vm({ action: 'get.dex_stock_check', vending_machine_id: machine.id })).body.data;
    expect(check).toMatchObject({ audit: { id: read }, method: 'fill', note: DEX_STOCK_MESSAGES.noPreviousFill, lines: [], fill: { refill_plan: { id: first.id }, previous_audit: null } });
  });

  it('compares each coil: left at the last fill less the DEX vends, against the console’s count when this fill began', async () => {
    const left = await quantities();
    api.clock.advance(2 * 86_400_000);
    admin = await api.login('admin@demo.local');
    plan = await refill();
    api.clock.advance(10 * MINUTE);
    // Telemetry read at the door's close, after the fill: 3 and 1 sold since the last fill audit.
    second = await audit(new Date(api.clock.now().getTime() - 5 * MINUTE), [103, 51]);
    const r = await vm({ action: 'get.dex_stock_check', vending_machine_id: machine.id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const check = r.body.data;
    expect(check).toMatchObject({ audit: { id: second }, method: 'fill', note: null, fill: { refill_plan: { id: plan.id, plan_id: plan.plan_id } }, differences: 2 });
    // The console heard of no vend (the machine is not connected): it still counts what the last fill left.
    expect(check.lines).toEqual([
      expect.objectContaining({ coil: slots[0]!.coil, console_at_read: left[0], machine_level: left[0]! - 3, difference: -3, fill: { left_at_last_fill: left[0], dex_vends: 3, loaded: 1, removed: 0 } }),
      expect.objectContaining({ coil: slots[1]!.coil, console_at_read: left[1], machine_level: left[1]! - 1, difference: -1, fill: { left_at_last_fill: left[1], dex_vends: 1, loaded: 1, removed: 0 } }),
    ]);
  });

  it('books the differences through the stock ledger with their reasons, after which the coils agree', async () => {
    const before = await quantities();
    const stale = await vm({ action: 'adjust.dex_stock', vending_machine_id: machine.id, audit_id: second, lines: [{ coil: slots[0]!.coil, difference: -2, reason: 'shrink' }] });
    expect(stale.status).toBe(409);
    expect(await quantities()).toEqual(before);

    const r = await vm({ action: 'adjust.dex_stock', vending_machine_id: machine.id, audit_id: second, lines: [
      { coil: slots[0]!.coil, difference: -3, reason: 'shrink' }, { coil: slots[1]!.coil, difference: -1, reason: 'miscount' },
    ] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await quantities()).toEqual([before[0]! - 3, before[1]! - 1]);
    const moves = await rowsOf<{ reason: string; quantity: number }>(api, sql`
      select reason, quantity from stock_movements where record_kind = 'dex_audit' and record_id = ${second} order by reason`);
    expect(moves).toEqual([{ reason: 'dex.miscount', quantity: 1 }, { reason: 'dex.shrink', quantity: 3 }]);
    expect(await stockLedgerViolations(api.services.db)).toEqual([]);
    expect(await machineTotalsViolations(api.services.db)).toEqual([]);
    const again = (await vm({ action: 'get.dex_stock_check', vending_machine_id: machine.id, audit_id: second })).body.data;
    expect(again.differences).toBe(0);
    const replay = await vm({ action: 'adjust.dex_stock', vending_machine_id: machine.id, audit_id: second, lines: [{ coil: slots[0]!.coil, difference: -3, reason: 'shrink' }] });
    expect(replay.status).toBe(409);
  });

  it('the next fill audit counts from the corrected units, so nothing is found twice', async () => {
    const left = await quantities();
    api.clock.advance(2 * 86_400_000);
    admin = await api.login('admin@demo.local');
    // A handheld read on arrival, a few minutes before the plan is marked executed.
    const third = await audit(new Date(api.clock.now().getTime() - 5 * MINUTE), [105, 51]);
    await refill();
    const check = (await vm({ action: 'get.dex_stock_check', vending_machine_id: machine.id })).body.data;
    expect(check).toMatchObject({ audit: { id: third }, fill: { previous_audit: { id: second, refill_plan_id: plan.plan_id } } });
    expect(check.lines.map((l: { fill: { left_at_last_fill: number }; difference: number }) => [l.fill.left_at_last_fill, l.difference])).toEqual([[left[0], -2], [left[1], 0]]);
  });
});
