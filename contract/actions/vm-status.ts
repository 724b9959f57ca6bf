/**
 * Changing a machine's status (console.md §4 "VM status notification: active versus under
 * maintenance"): the change writes a VM_STATUS notification and is pushed on both live
 * feeds, so the /vm list reloads and the bell shows it as it happens.
 */
import { enums, integer, number, object, size } from 'superstruct';
import { defineAction } from '../action.ts';
import { data, version } from '../structs.ts';

export const updateVendingMachineStatus = defineAction({
  area: 'vending-machine-management',
  name: 'update.vending_machine_status',
  kind: 'write',
  summary:
    "Sets a machine's status (1 Active, 2 Inactive, 3 Failed) with the version it read (stale → 409). " +
    'Writes an audit row and a VM_STATUS notification, and pushes VM_STATUS on /ws/vm-status and /ws/notifications.',
  permissions: ['PERM_UPDATE_VENDING_MACHINE'],
  request: object({ id: size(integer(), 1, 2_147_483_647), status: enums([1, 2, 3] as const), version: version() }),
  response: data(object({ id: number(), status: number(), version: number() })),
});
