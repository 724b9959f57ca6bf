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
  if (!events.length) return;
  await tx.insert(vmEvents).values(events.map((e) => ({
    vending_machine_id: machine.id,
    company_id: machine.company_id,
    type: e.type,
    coil: e.coil ?? null,
    detail: e.detail ?? '',
    created_at: at,
  })));
}
