/**
 * /api/vending-machine-management update.vending_machine_status on the record pipeline: the
 * status change, its audit, a VM_STATUS notification in the same transaction, and the live
 * pushes once it has committed.
 */
import * as contract from '../../contract/actions/vm-status.ts';
import { vmStatus } from '../../contract/statuses.ts';
import { defineMutation } from '../kit/mutation.ts';
import { publishNotification, recordNotification } from '../live/notify.ts';
import { publishMachineStatus } from '../live/vm-status.ts';
import { recordMachineEvents } from '../records/machine-events.ts';
import { machineRecord } from '../records/vending-machine.ts';

export const vmStatusHandlers = [
  defineMutation(contract.updateVendingMachineStatus, machineRecord, {
    apply: async ({ tx, row: machine, input, services, afterCommit, now }) => {
      await recordMachineEvents(tx, machine, [{ type: 'STATUS_CHANGE', detail: `Status ${vmStatus(machine.status).name} → ${vmStatus(input.status).name}` }], now);
      const notification = await recordNotification(tx, {
        companyId: machine.company_id,
        franchiseId: machine.franchise_id,
        type: 'VM_STATUS',
        payload: {
          VendingMachine: { id: machine.id, name: machine.name, warehouse_id: machine.warehouse_id },
          vending_machine_id: machine.id,
          warehouse_id: machine.warehouse_id,
          store_id: machine.store_id,
          vm_is_active: input.status === 1,
        },
      });
      // Pushed only once the change is committed, so a reload never reads the old status.
      afterCommit(() => {
        publishMachineStatus(services, { ...machine, status: input.status, version: machine.version + 1 });
        publishNotification(services, notification);
      });
      return { set: { status: input.status } };
    },
    respond: (machine) => ({ id: machine.id, status: machine.status, version: machine.version }),
  }),
];
