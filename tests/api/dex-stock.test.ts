/**
 * A machine's coil counts against its DEX audit's levels (PA108) and the adjustment that books a
 * difference through the stock ledger with its reason (get.dex_stock_check, adjust.dex_stock).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDex } from '../../server/dex/write.ts';
import { machineTotalsViolations, stockLedgerViolations } from '../../server/stock/check.ts';
import { rowsOf } from './dex-rows.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'vending-machine-management';
const MACHINE = 9;
let api: TestApi;
let admin: string;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);
const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(api, query);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

type Slot = { coil: string; quantity: number };
const slotsOf = () => rows<Slot>(sql`select coil, quantity from vm_slots where vending_machine_id = ${MACHINE} and product_id is not null and quantity >= 3 order by coil limit 3`);
const quantityOf = async (coil: string) => (await rows<Slot>(sql`select coil, quantity from vm_slots where vending_machine_id = ${MACHINE} and coil = ${coil}`))[0]!.quantity;

describe('DEX stock check', () => {
  let auditId: number;
  let coils: string[];
  let atRead: Map<string, number>;

  it('has nothing to compare while no audit of the machine reports levels', async () => {
    const r = await post({ action: 'get.dex_stock_check', vending_machine_id: MACHINE });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ audit: null, lines: [], differences: 0 });
  });

  it('compares each coil with the console’s count at the reading: fewer units is a difference below 0, more above', async () => {
    coils = (await slotsOf()).map((s) => s.coil);
    expect(coils).toHaveLength(3);
    const readAt = new Date(api.clock.now().getTime() - 3 * 86_400_000);
    const write = (levels: number[], vends: number) => writeDex({
      serial: 'STOCK-9', readAt, selections: coils.map((coil, i) => ({ selection: coil, price: 20, vends, value: vends * 20, level: levels[i]! })),
    });
    await post({ action: 'import.dex_audit', file_name: 'probe.dex', content: write([0, 0, 0], 10), vending_machine_id: MACHINE });
    const probe = (await post({ action: 'get.dex_stock_check', vending_machine_id: MACHINE })).body.data;
    atRead = new Map(probe.lines.map((l: { coil: string; console_at_read: number }) => [l.coil, l.console_at_read]));
    for (const l of probe.lines) expect(l.console_at_read).toBe(l.console_quantity + l.sold_since);

    const [a, b, c] = coils.map((coil) => atRead.get(coil)!);
    const imported = await post({ action: 'import.dex_audit', file_name: 'fill.dex', content: write([a! - 2, b! + 1, c!], 11), vending_machine_id: MACHINE });
    auditId = imported.body.data.audits[0].id;
    const check = (await post({ action: 'get.dex_stock_check', vending_machine_id: MACHINE })).body.data;
    expect(check.audit).toMatchObject({ id: auditId, file_name: 'fill.dex' });
    expect(check.lines.map((l: { coil: string; difference: number }) => [l.coil, l.difference])).toEqual([[coils[0], -2], [coils[1], 1], [coils[2], 0]]);
    expect(check.differences).toBe(2);
  });

  it('refuses a difference the user did not see, and shrink for units found, changing nothing', async () => {
    const before = await quantityOf(coils[0]!);
    const stale = await post({ action: 'adjust.dex_stock', vending_machine_id: MACHINE, audit_id: auditId, lines: [{ coil: coils[0], difference: -1, reason: 'shrink' }] });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('the difference is now -2, not -1');
    const up = await post({ action: 'adjust.dex_stock', vending_machine_id: MACHINE, audit_id: auditId, lines: [{ coil: coils[0], difference: -2, reason: 'shrink' }, { coil: coils[1], difference: 1, reason: 'shrink' }] });
    expect(up.status).toBe(400);
    const none = await post({ action: 'adjust.dex_stock', vending_machine_id: MACHINE, audit_id: auditId, lines: [] });
    expect(none.status).toBe(400);
    expect(await quantityOf(coils[0]!)).toBe(before);
  });

  it('books each difference through the stock ledger with its reason, after which the coils agree', async () => {
    const before = await Promise.all(coils.map(quantityOf));
    const r = await post({ action: 'adjust.dex_stock', vending_machine_id: MACHINE, audit_id: auditId, lines: [
      { coil: coils[0], difference: -2, reason: 'shrink' }, { coil: coils[1], difference: 1, reason: 'miscount' },
    ] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.adjusted).toEqual([
      { coil: coils[0], before: before[0], after: before[0]! - 2, reason: 'shrink' },
      { coil: coils[1], before: before[1], after: before[1]! + 1, reason: 'miscount' },
    ]);
    expect(await quantityOf(coils[0]!)).toBe(before[0]! - 2);
    expect(await quantityOf(coils[1]!)).toBe(before[1]! + 1);
    const moves = await rows<{ reason: string; from_kind: string; to_kind: string; quantity: number }>(sql`
      select reason, from_kind, to_kind, quantity from stock_movements where record_kind = 'dex_audit' and record_id = ${auditId} order by reason`);
    expect(moves).toEqual([
      { reason: 'dex.miscount', from_kind: 'outside', to_kind: 'machine', quantity: 1 },
      { reason: 'dex.shrink', from_kind: 'machine', to_kind: 'outside', quantity: 2 },
    ]);
    expect(await stockLedgerViolations(api.services.db)).toEqual([]);
    expect(await machineTotalsViolations(api.services.db)).toEqual([]);
    const again = (await post({ action: 'get.dex_stock_check', vending_machine_id: MACHINE })).body.data;
    expect(again.differences).toBe(0);
    const replay = await post({ action: 'adjust.dex_stock', vending_machine_id: MACHINE, audit_id: auditId, lines: [{ coil: coils[0], difference: -2, reason: 'shrink' }] });
    expect(replay.status).toBe(409);
    const history = await post({ action: 'list.vm_events', vending_machine_id: MACHINE, type: ['STOCK_COUNT'] });
    expect(JSON.stringify(history.body)).toContain(`from DEX audit ${auditId}, shrink`);
  });

  it('answers 404 for a machine out of the caller’s reach', async () => {
    const franchise = await api.login('franchise@demo.local');
    const r = await post({ action: 'get.dex_stock_check', vending_machine_id: MACHINE }, franchise);
    expect(r.status).toBe(404);
  });
});
