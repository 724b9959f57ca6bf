/**
 * History partitioned by month (issue 55): the audit trail, machine events, notifications, orders
 * and order lines are partitioned tables (a line in its order's month); a row lands in its month's
 * partition or the DEFAULT one; the daily job makes the months ahead and moves stray rows out of DEFAULT; archiving detaches old months, whose rows
 * leave the lists but stay queryable in the archive schema; the migration's function moves a
 * table's rows, sequence, indexes and foreign keys.
 */
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureHistoryPartitions, HISTORY_TABLES, monthPartitions } from '../../server/db/partitions.ts';
import { archiveHistory } from '../../server/history-archive.ts';
import { insertOrder, nextOrderId } from '../../server/sim/common.ts';
import { auditLog, notifications, vendingMachines, vmEvents } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await api.services.db.execute(query)) as unknown as { rows: T[] }).rows;
const monthName = (d: Date) => `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
const firstMachine = async () => (await api.services.db.select().from(vendingMachines).orderBy(asc(vendingMachines.id)).limit(1))[0]!;
const liveOrders = async () => (await rows<{ n: number }>(sql`
  select count(*)::int as n from orders where company_id = (select company_id from users where email = 'admin@demo.local')`))[0]!.n;
const events = (machineId: number, fields: Record<string, unknown> = {}) =>
  api.post('vending-machine-management', { action: 'list.vm_events', vending_machine_id: machineId, limit: 100, ...fields }, admin);

describe('history partitions', () => {
  it('keeps every index of the seeded history valid, on the parent and every partition (a bulk load rebuilds them)', async () => {
    const invalid = await rows<{ name: string }>(sql`
      select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid where not i.indisvalid`);
    expect(invalid).toEqual([]);
    // The order number stays unique: its index is built on each partition, not only on the parent.
    const partitions = await rows<{ name: string; unique: boolean }>(sql`
      select p.inhrelid::regclass::text as name, exists (
        select 1 from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = p.inhrelid and i.indisunique and a.attname = 'order_id') as unique
      from pg_inherits p where p.inhparent = 'orders'::regclass`);
    expect(partitions.length).toBeGreaterThan(1);
    expect(partitions.filter((p) => !p.unique)).toEqual([]);
  });

  it('partitions each history table by month, with the seed in month partitions and the months ahead made', async () => {
    const partitioned = await rows<{ name: string; strategy: string }>(sql`
      select c.relname as name, p.partstrat as strategy from pg_partitioned_table p join pg_class c on c.oid = p.partrelid`);
    for (const table of Object.keys(HISTORY_TABLES)) {
      expect(partitioned).toContainEqual({ name: table, strategy: 'r' });
      const children = await rows<{ name: string }>(sql`
        select inhrelid::regclass::text as name from pg_inherits where inhparent = ${table}::regclass`);
      expect(children.map((c) => c.name)).toContain(`${table}_default`);
      const inDefault = await rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}_default`));
      expect(inDefault[0]!.n, `${table}: the seed's rows sit in their months`).toBe(0);
    }
    const [lines] = await rows<{ n: number; apart: number }>(sql`
      select count(*)::int as n, count(*) filter (where l.created_at <> o.created_at or l.tableoid::regclass::text <> replace(o.tableoid::regclass::text, 'orders', 'order_lines'))::int as apart
      from order_lines l join orders o on o.id = l.order_id`);
    expect(lines!.n).toBeGreaterThan(1000);
    expect(lines!.apart, "every line sits in its order's month").toBe(0);
    const now = new Date();
    const ahead = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 1));
    const months = (await monthPartitions(api.services.db, 'vm_events')).map((p) => p.name);
    expect(months).toContain(`vm_events_p${monthName(now)}`);
    expect(months).toContain(`vm_events_p${monthName(ahead)}`);
  });

  it("puts last month's row in last month's partition, next year's in DEFAULT until the job gives it its month", async () => {
    const machine = await firstMachine();
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10));
    const nextYear = new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth() + 1, 10));
    const inserted = await api.services.db.insert(vmEvents).values([
      { vending_machine_id: machine.id, company_id: machine.company_id, type: 'VEND', detail: 'last month', created_at: lastMonth },
      { vending_machine_id: machine.id, company_id: machine.company_id, type: 'VEND', detail: 'next year', created_at: nextYear },
    ]).returning({ id: vmEvents.id });
    const where = async () => rows<{ detail: string; part: string }>(sql`
      select detail, tableoid::regclass::text as part from vm_events where id in (${inserted[0]!.id}, ${inserted[1]!.id}) order by id`);
    expect(await where()).toEqual([
      { detail: 'last month', part: `vm_events_p${monthName(lastMonth)}` },
      { detail: 'next year', part: 'vm_events_default' },
    ]);

    await ensureHistoryPartitions(api.services.db, now);
    expect((await where())[1]).toEqual({ detail: 'next year', part: `vm_events_p${monthName(nextYear)}` });
    const listed = await events(machine.id, { from: new Date(Date.UTC(nextYear.getUTCFullYear(), nextYear.getUTCMonth(), 1)).toISOString(), limit: 10 });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data.map((e: { detail: string }) => e.detail)).toContain('next year');
  });

  it('archives an old month by detaching it: its rows leave the lists, stay queryable, and the rest works', async () => {
    const machine = await firstMachine();
    const old = new Date(Date.UTC(2020, 0, 15));
    await api.services.db.insert(vmEvents).values({ vending_machine_id: machine.id, company_id: machine.company_id, type: 'VEND', detail: 'archived', created_at: old });
    await api.services.db.insert(auditLog).values({ company_id: machine.company_id, action: 'old.action', entity: 'vending_machine', entity_id: machine.id, at: old });
    await api.services.db.insert(notifications).values({ company_id: machine.company_id, type: 'OUT_OF_STOCK', created_at: old });
    await api.services.db.transaction(async (tx) => {
      const id = await nextOrderId(tx);
      await insertOrder(tx, {
        id, order_id: `200115${String(id).padStart(8, '0')}`, company_id: machine.company_id, franchise_id: machine.franchise_id,
        vending_machine_id: machine.id, payment_mode: 'CASH', payment_status: 1, vend_status: 1, items: 1, items_vend: 1, amount: 10, created_at: old,
      }, [{ order_id: id, sku: 'OLD', name: 'Old', coil: '11', quantity: 1, items_vend: 1, vend_status: 1 }]);
    });
    await ensureHistoryPartitions(api.services.db, new Date());
    const range = { from: '2020-01-01T00:00:00.000Z', to: '2020-02-01T00:00:00.000Z' };
    expect((await events(machine.id, range)).body.total).toBe(1);
    const ordersBefore = await api.post('sales', { action: 'list.orders', limit: 10 }, admin);
    expect(ordersBefore.body.total).toBe(await liveOrders());

    const archived = await archiveHistory(api.services.db, new Date(Date.UTC(2020, 1, 1)));
    expect(archived.sort()).toEqual([
      'history_archive.audit_log_p202001', 'history_archive.notifications_p202001', 'history_archive.order_lines_p202001',
      'history_archive.orders_p202001', 'history_archive.vm_events_p202001',
    ]);
    const ordersAfter = await api.post('sales', { action: 'list.orders', limit: 10 }, admin);
    expect(ordersAfter.body.total).toBe(ordersBefore.body.total - 1);
    expect(ordersAfter.body.total).toBe(await liveOrders());
    expect(await rows(sql`select sku from history_archive.order_lines_p202001`)).toEqual([{ sku: 'OLD' }]);
    const after = await events(machine.id, range);
    expect(after.status).toBe(200);
    expect(after.body.total).toBe(0);
    const history = await api.post('user-management', { action: 'list.action_history', limit: 100 }, admin);
    expect(history.status).toBe(200);
    expect(history.body.data.map((r: { action: string }) => r.action)).not.toContain('old.action');
    expect(await rows(sql`select detail from history_archive.vm_events_p202001`)).toEqual([{ detail: 'archived' }]);
    expect(await rows(sql`select action from history_archive.audit_log_p202001`)).toEqual([{ action: 'old.action' }]);

    const status = await api.post('vending-machine-management', { action: 'update.vending_machine_status', id: machine.id, status: machine.status === 1 ? 2 : 1, version: machine.version }, admin);
    expect(status.status, JSON.stringify(status.body)).toBe(200);
    const latest = await events(machine.id, { type: ['STATUS_CHANGE'], limit: 1 });
    expect(Date.now() - Date.parse(latest.body.data[0].created_at)).toBeLessThan(60_000);
    // A row of an archived month still has a home: the DEFAULT partition.
    await api.services.db.insert(vmEvents).values({ vending_machine_id: machine.id, company_id: machine.company_id, type: 'VEND', detail: 'late', created_at: old });
    expect((await events(machine.id, range)).body.total).toBe(1);
  });

  it("moves a plain table's rows, sequence, indexes and foreign keys into month partitions", async () => {
    const db = api.services.db;
    await db.execute(sql`create table probe_history (id serial primary key, company_id integer not null references companies(id), at timestamptz not null default now(), note text not null default '')`);
    await db.execute(sql`create index probe_history_company_idx on probe_history (company_id, at)`);
    await db.execute(sql`insert into probe_history (company_id, at, note) select id, '2024-03-31 23:30+00', 'march' from companies order by id limit 1`);
    await db.execute(sql`insert into probe_history (company_id, at, note) select id, '2024-04-01 00:30+00', 'april' from companies order by id limit 1`);
    await db.execute(sql`select history_partition_table('probe_history', 'at')`);

    expect(await rows(sql`select note, tableoid::regclass::text as part from probe_history order by id`)).toEqual([
      { note: 'march', part: 'probe_history_p202403' },
      { note: 'april', part: 'probe_history_p202404' },
    ]);
    const next = await rows<{ id: number }>(sql`insert into probe_history (company_id) select id from companies order by id limit 1 returning id`);
    expect(next[0]!.id).toBe(3);
    const indexes = await rows<{ name: string }>(sql`select indexname as name from pg_indexes where tablename = 'probe_history' order by 1`);
    expect(indexes.map((i) => i.name)).toEqual(['probe_history_company_idx', 'probe_history_id_at_pk']);
    await expect(db.execute(sql`insert into probe_history (company_id) values (-1)`)).rejects.toThrow();
    await db.execute(sql`drop table probe_history`);
  });
});
