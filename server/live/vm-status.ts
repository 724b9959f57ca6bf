/**
 * Messages on /ws/vm-status (audience: the machine's company, narrowed to its franchise and to
 * the staff of its retailer):
 * - `VM_STATUS { vending_machine_id, status, version }` when a machine's status changes;
 * - `VM_CHANGED { vending_machine_id }` when a machine is created, renamed, moved or
 *   deleted: the palette's machine index reloads. Call it after the change commits.
 */
import type { Services } from '../context.ts';

interface MachineRef {
  id: number;
  company_id: number;
  franchise_id: number | null;
}

export function publishMachineStatus(services: Pick<Services, 'live'>, machine: MachineRef & { status: number; version: number }) {
  services.live.publish(
    'vm-status',
    machine.company_id,
    { type: 'VM_STATUS', vending_machine_id: machine.id, status: machine.status, version: machine.version },
    { franchiseId: machine.franchise_id, machineId: machine.id },
  );
}

export function publishMachineChanged(services: Pick<Services, 'live'>, machine: MachineRef) {
  services.live.publish('vm-status', machine.company_id, { type: 'VM_CHANGED', vending_machine_id: machine.id }, { franchiseId: machine.franchise_id, machineId: machine.id });
}
