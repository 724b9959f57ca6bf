/**
 * The demo's DEX audit history (server/seed/demo-dex-audits.ts): weekly reads of part of the
 * fleet that agree with the console's orders, matched by the serials the machines remember, with
 * levels to compare, one audit without G85 and one unmatched, so a new user sees every state.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDex } from '../../server/dex/write.ts';
import { demoSerial } from '../../server/seed/demo-dex-audits.ts';
import { rowsOf } from './dex-rows.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'vending-machine-management';
let api: TestApi;
let admin: string;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);
const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(api, query);
type Row = { id: number; vending_machine_id: number | null; status: string; checksum: string; warnings: number; read_at: string; machine_name: string | null };

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

const listAll = async (token = admin) => {
  const r = await post({ action: 'list.dex_audits', limit: 100, sortBy: 'read_at', sortDir: 'ASC' }, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { data: Row[]; total: number };
};

describe('the demo DEX audits', () => {
  it('read eight machines three to five times each, plus one unmatched audit and one without G85', async () => {
    const { data, total } = await listAll();
    expect(total).toBe(data.length);
    const perMachine = new Map<number, number>();
    for (const r of data) if (r.vending_machine_id !== null) perMachine.set(r.vending_machine_id, (perMachine.get(r.vending_machine_id) ?? 0) + 1);
    expect(perMachine.size).toBe(8);
    expect([...perMachine.values()].every((n) => n >= 3 && n <= 5)).toBe(true);
    expect(data.filter((r) => r.status === 'unmatched')).toHaveLength(1);
    expect(data.filter((r) => r.checksum === 'absent' && r.warnings === 1)).toHaveLength(1);
  });

  it('count per selection exactly what the console’s orders vended from the coil between two reads', async () => {
    const { data } = await listAll();
    const machine = data.find((r) => r.vending_machine_id !== null)!.vending_machine_id!;
    const reads = data.filter((r) => r.vending_machine_id === machine);
    const [first, second] = await Promise.all(reads.slice(-2).map(async (r) => (await post({ action: 'get.dex_audit', id: r.id })).body.data));
    const sold = await rows<{ coil: string; units: number }>(sql`
      select l.coil, sum(l.items_vend)::int as units from orders o join order_lines l on l.order_id = o.id
      where o.vending_machine_id = ${machine} and o.created_at >= ${first.read_at} and o.created_at < ${second.read_at} group by l.coil`);
    const soldOf = new Map(sold.map((s) => [s.coil, s.units]));
    const before = new Map<string, number>(first.selections_detail.map((s: { selection: string; vends: number }) => [s.selection, s.vends]));
    const diffs = second.selections_detail.map((s: { selection: string; vends: number }) => [s.selection, s.vends - before.get(s.selection)!]);
    expect(diffs).toEqual(diffs.map(([coil]: [string]) => [coil, soldOf.get(coil) ?? 0]));
    expect(second.paid_vends - first.paid_vends).toBe(sold.reduce((n, s) => n + s.units, 0));
  });

  it('show three machines’ levels, one with a coil 2 short and one over by 1, and match a next audit by the serial', async () => {
    const { data } = await listAll();
    const machines = [...new Set(data.map((r) => r.vending_machine_id).filter((id): id is number => id !== null))];
    const checks = await Promise.all(machines.map(async (id) => (await post({ action: 'get.dex_stock_check', vending_machine_id: id })).body.data));
    expect(checks.filter((c) => c.audit !== null)).toHaveLength(3);
    const off = checks.filter((c) => c.differences > 0);
    expect(off).toHaveLength(1);
    expect(off[0].lines.filter((l: { difference: number }) => l.difference !== 0).map((l: { difference: number }) => l.difference).sort()).toEqual([-2, 1]);

    const machine = off[0].vending_machine_id;
    const next = await post({
      action: 'import.dex_audit', file_name: 'next.dex',
      content: writeDex({ serial: demoSerial(machine), readAt: new Date(api.clock.now().getTime() - 60_000), selections: [{ selection: '11', price: 20, vends: 99_999, value: 1_999_980 }] }),
    });
    expect(next.body.data.audits[0]).toMatchObject({ status: 'matched', vending_machine_id: machine });
  });

  it('are the franchise’s own machines’ audits only, for its staff', async () => {
    const franchise = await api.login('franchise@demo.local');
    const theirs = await listAll(franchise);
    const all = await listAll();
    expect(theirs.data.length).toBeGreaterThan(0);
    expect(theirs.data.length).toBeLessThan(all.data.length);
    expect(theirs.data.every((r) => r.status === 'matched')).toBe(true);
  });
});
