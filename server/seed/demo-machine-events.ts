/**
 * Machine events for the demo's first machines (issue 38): a few hundred vends, failures,
 * faults, door openings and refills over the last four weeks, from the seed's random source.
 */
import { asc, inArray } from 'drizzle-orm';
import type { VmEventType } from '../../contract/actions/machine-events.ts';
import type { Db } from '../db/client.ts';
import { vendingMachines, vmEvents, vmSlots } from '../db/schema/index.ts';
import type { Random } from './random.ts';
import { insertChunked } from './random.ts';

const HOUR = 3_600_000;
const MACHINES_WITH_EVENTS = 20;
const EVENTS_PER_MACHINE = 15;

const WEIGHTED: readonly VmEventType[] = ['VEND', 'VEND', 'VEND', 'VEND', 'VEND', 'VEND_FAILURE', 'FAULT', 'DOOR_OPEN', 'REFILL'];
const FAULTS = ['Coin mechanism jammed', 'Temperature above 8 °C', 'Bill validator offline', 'Network lost for 12 minutes'];

export async function seedMachineEvents(db: Db, random: Random, machineIds: number[], now = Date.now()) {
  const ids = machineIds.slice(0, MACHINES_WITH_EVENTS);
  if (!ids.length) return;
  const machines = await db.select({ id: vendingMachines.id, company_id: vendingMachines.company_id }).from(vendingMachines).where(inArray(vendingMachines.id, ids)).orderBy(asc(vendingMachines.id));
  const slots = await db.select({ vm: vmSlots.vending_machine_id, coil: vmSlots.coil }).from(vmSlots).where(inArray(vmSlots.vending_machine_id, ids)).orderBy(asc(vmSlots.id));
  const rows: (typeof vmEvents.$inferInsert)[] = [];
  for (const machine of machines) {
    const coils = slots.filter((s) => s.vm === machine.id).map((s) => s.coil);
    for (let i = 0; i < EVENTS_PER_MACHINE; i++) {
      const type = random.pick(WEIGHTED);
      const at = new Date(now - random.int(1, 28 * 24) * HOUR - random.int(0, 59) * 60_000);
      const coil = (type === 'VEND' || type === 'VEND_FAILURE') && coils.length ? random.pick(coils) : null;
      const detail =
        type === 'VEND' ? `Vended 1 item from coil ${coil}` :
        type === 'VEND_FAILURE' ? `Vend failed at coil ${coil}: the item did not drop` :
        type === 'FAULT' ? random.pick(FAULTS) :
        type === 'REFILL' ? 'Refilled by the field team' :
        'Door opened for service';
      rows.push({ vending_machine_id: machine.id, company_id: machine.company_id, type, coil, detail, created_at: at });
      if (type === 'DOOR_OPEN') {
        rows.push({ vending_machine_id: machine.id, company_id: machine.company_id, type: 'DOOR_CLOSE', coil: null, detail: 'Door closed', created_at: new Date(at.getTime() + random.int(2, 30) * 60_000) });
      }
    }
  }
  await insertChunked(rows, 500, (chunk) => db.insert(vmEvents).values(chunk));
}
