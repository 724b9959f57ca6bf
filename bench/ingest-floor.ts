/**
 * The floor under vend ingest: the rows the gateway wrote for a run's vends (orders, their
 * lines, the device events, machine events and notifications, the slots' decrease) written
 * again by bare multi-row INSERTs of 500 rows from one client on the same database, in a
 * transaction rolled back at the end (the data stays as the gateway left it). Vends a second
 * at this floor is the most any write path could do here; the gateway's rate is shown as a
 * share of it. The roll-ups are not in the floor (they are upserts of the vend handler's own).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const CHUNK = 500;

type Row = Record<string, unknown>;

/** The table's columns a copy writes: without serial ids and generated columns. */
async function columnsOf(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ column_name: string }>(`select column_name from information_schema.columns
    where table_name = $1 and table_schema = current_schema() and is_generated = 'NEVER' and coalesce(column_default, '') not like 'nextval%'
    order by ordinal_position`, [table]);
  return rows.map((r) => r.column_name);
}

async function insertRows(client: pg.Client, table: string, columns: string[], rows: Row[], returning = false): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => `(${columns.map((c) => `$${params.push(row[c])}`).join(', ')})`);
    const result = await client.query<{ id: number }>(
      `insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) values ${tuples.join(', ')}${returning ? ' returning id' : ''}`, params);
    ids.push(...result.rows.map((r) => r.id));
  }
  return ids;
}

export interface FloorResult {
  vends: number;
  seconds: number;
  perSecond: number;
}

/** Copies what the gateway wrote since `since` for these machines, timed, then rolls back. */
export async function measureFloor(databaseUrl: string, machineIds: number[], since: Date): Promise<FloorResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const read = (text: string) => client.query<Row>(text, [machineIds, since]).then((r) => r.rows);
    const orders = await read(`select * from orders where vending_machine_id = any($1::int[]) and created_at >= $2 order by id`);
    const lines = await read(`select l.* from order_lines l join orders o on o.id = l.order_id where o.vending_machine_id = any($1::int[]) and o.created_at >= $2`);
    const events = await read(`select * from device_events where vending_machine_id = any($1::int[]) and received_at >= $2 and kind = 'vend'`);
    const vmEvents = await read(`select * from vm_events where vending_machine_id = any($1::int[]) and created_at >= $2`);
    const notes = await read(`select * from notifications where created_at >= $2 and $1::int[] is not null`);
    const cols: Record<string, string[]> = {};
    for (const table of ['orders', 'order_lines', 'device_events', 'vm_events', 'notifications']) cols[table] = await columnsOf(client, table);

    const began = performance.now();
    await client.query('begin');
    const newIds = await insertRows(client, 'orders', cols.orders!, orders.map((o) => ({ ...o, order_id: `F${String(o.order_id)}` })), true);
    const idOf = new Map(orders.map((o, i) => [o.id, newIds[i]]));
    await insertRows(client, 'order_lines', cols.order_lines!, lines.map((l) => ({ ...l, order_id: idOf.get(l.order_id) })));
    await insertRows(client, 'device_events', cols.device_events!, events.map((e) => ({ ...e, event_id: randomUUID() })));
    await insertRows(client, 'vm_events', cols.vm_events!, vmEvents);
    await insertRows(client, 'notifications', cols.notifications!, notes);
    // The slots' decrease, one statement per chunk of lines.
    const machineOf = new Map(orders.map((o) => [o.id, o.vending_machine_id]));
    for (let i = 0; i < lines.length; i += CHUNK) {
      const chunk = lines.slice(i, i + CHUNK);
      await client.query(`update vm_slots s set quantity = greatest(0, s.quantity - u.n)
        from unnest($1::int[], $2::text[], $3::int[]) as u(machine, coil, n) where s.vending_machine_id = u.machine and s.coil = u.coil`,
      [chunk.map((l) => machineOf.get(l.order_id)), chunk.map((l) => l.coil), chunk.map((l) => l.items_vend)]);
    }
    const seconds = (performance.now() - began) / 1000;
    await client.query('rollback');
    return { vends: orders.length, seconds, perSecond: orders.length / Math.max(seconds, 1e-6) };
  } finally {
    await client.end();
  }
}
