/**
 * Jump-to-machine (DESIGN.md "Keyboard first"): every machine the caller may see as one
 * compact row, so the palette ranks 100,000 machines in the browser without a round trip
 * per keystroke. Kept fresh by the vm-status live feed.
 */
import { array, enums, integer, min, number, object, string, tuple } from 'superstruct';
import { defineAction } from '../action.ts';

/** [id, name, code, location, status (1 Active, 2 Inactive, 3 Failed)] */
export const MachineIndexRow = tuple([number(), string(), string(), string(), enums([1, 2, 3])]);

export const listVendingMachineIndex = defineAction({
  area: 'vending-machine-management',
  name: 'list.vending_machine_index',
  summary:
    'Every non-deleted machine the caller may see as [id, name, code, location, status] rows (no paging), for the palette\'s jump-to-machine.',
  permissions: ['PERM_VIEW_VENDING_MACHINE'],
  request: object({}),
  response: object({ data: array(MachineIndexRow), total: min(integer(), 0) }),
});
