/** Writing a machine's events (vm_events) inside the action's transaction. */
import type { VmEventType } from '../../contract/actions/machine-events.ts';
import type { Tx } from '../db/client.ts';
import { vmEvents } from '../db/schema/index.ts';

export interface MachineEvent {
  type: VmEventType;
  coil?: string | null;
  detail?: string;
}

export async function recordMachineEvents(tx: Tx, machine: { id: number; company_id: number }, events: readonly MachineEvent[], at: Date) {
  await recordEventsOfMachines(tx, events.map((event) => ({ machine, event, at })));
}

/** Events of several machines in one statement (a batch of sales). */
export async function recordEventsOfMachines(tx: Tx, rows: readonly { machine: { id: number; company_id: number }; event: MachineEvent; at: Date }[]) {
  if (!rows.length) return;
  await tx.insert(vmEvents).values(rows.map(({ machine, event, at }) => ({
    vending_machine_id: machine.id,
    company_id: machine.company_id,
    type: event.type,
    coil: event.coil ?? null,
    detail: event.detail ?? '',
    created_at: at,
  })));
}
