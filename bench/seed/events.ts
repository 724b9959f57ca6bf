/**
 * Machine events at a large operator's size (issue 55: 20 per order), set-based: the rows
 * recordEventsOfMachines (server/records/machine-events.ts) writes for the same machine, type,
 * coil, detail and time — `eventSource` is the one list of them, so a test can send a few
 * through the console's writer and compare. Spread evenly over the orders' span, over the
 * bulk machines, with a mix of vends, status changes, doors, stock warnings, faults and refills.
 */
import type { Db } from '../../server/db/client.ts';
import { K, pick, query, scalar, textArray } from './sql.ts';
import { BULK_COLUMNS, SELLING_SLOTS } from './machines.ts';

export interface EventPlan {
  /** The first event's id (ids are taken from the sequence up front: event e has id firstId + e). */
  firstId: number;
  count: number;
  machines: { first: number; last: number };
  companyId: number;
  startSec: number;
  nowSec: number;
}

/** Types by share out of 100, with their detail (`coil` is the SQL of the event's coil). */
const MIX: readonly [type: string, upTo: number, detail: (coil: string) => string][] = [
  ['VEND', 55, (coil) => `'Vended 1 item from coil ' || ${coil}`],
  ['STATUS_CHANGE', 67, () => `case when e % 2 = 0 then 'Went offline' else 'Back online' end`],
  ['DOOR_OPEN', 73, () => `'Door opened for service'`],
  ['DOOR_CLOSE', 79, () => `'Door closed'`],
  ['LOW_STOCK', 85, (coil) => `'Coil ' || ${coil} || ' is running low'`],
  ['VEND_FAILURE', 90, (coil) => `'Vend failed at coil ' || ${coil} || ': the item did not drop'`],
  ['FAULT', 94, () => `(${textArray(['Coin mechanism jammed', 'Temperature above 8 °C', 'Bill validator offline', 'Network lost for 12 minutes'])})[1 + e % 4]`],
  ['FAULT_FIXED', 98, () => `'Fault fixed'`],
  ['REFILL', 100, () => `'Refilled by the field team'`],
];
const WITH_COIL = new Set(['VEND', 'LOW_STOCK', 'VEND_FAILURE']);

/** The events e in [from, to) of the plan, as the columns recordEventsOfMachines fills (and their ids). */
export function eventSource(plan: EventPlan, from: number, to: number): string {
  const machines = plan.machines.last - plan.machines.first + 1;
  const share = pick('e', K.reason, 100);
  const slot = pick('e + 1', K.slot, SELLING_SLOTS);
  const coil = `((1 + ${slot} / ${BULK_COLUMNS})::text || (1 + ${slot} % ${BULK_COLUMNS})::text)`;
  const type = `case ${MIX.map(([t, upTo]) => `when ${share} < ${upTo} then '${t}'`).join(' ')} end`;
  const detail = `case ${MIX.map(([, upTo, d]) => `when ${share} < ${upTo} then ${d(coil)}`).join(' ')} end`;
  const coilOf = `case when ${type} in (${[...WITH_COIL].map((t) => `'${t}'`).join(',')}) then ${coil} end`;
  const span = plan.nowSec - plan.startSec;
  return `
    select ${plan.firstId} + e as id, ${plan.machines.first} + ${pick('e', K.machine, machines)} as vending_machine_id, ${plan.companyId} as company_id,
      ${type} as type, ${coilOf} as coil, ${detail} as detail,
      to_timestamp(${plan.startSec} + e * (${span}.0 / ${plan.count})) as created_at
    from generate_series(${from}, ${to - 1}) as e`;
}

/** Writes the plan's events in chunks (ids reserved first, so each chunk is independent). */
export async function bulkEvents(db: Db, plan: Omit<EventPlan, 'firstId'>, chunk: number, progress: (done: number, total: number) => void): Promise<EventPlan> {
  const firstId = (await scalar(db, `select nextval(pg_get_serial_sequence('vm_events', 'id'))`));
  await query(db, `select setval(pg_get_serial_sequence('vm_events', 'id'), ${firstId + plan.count - 1})`);
  const full = { ...plan, firstId };
  for (let from = 0; from < plan.count; from += chunk) {
    const to = Math.min(plan.count, from + chunk);
    await query(db, `insert into vm_events (id, vending_machine_id, company_id, type, coil, detail, created_at) ${eventSource(full, from, to)}`);
    progress(to, plan.count);
  }
  return full;
}
