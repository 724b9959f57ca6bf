/**
 * A machine's events (issue 38): vends, failures, faults, doors, refills, status changes and
 * coils blocked / unblocked, newest first, shown in the "Events" section of /vm/{id}.
 */
import { enums, nullable, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { boundedArray, dbId, isoDateTime, list, listFields } from '../structs.ts';

export const VM_EVENT_TYPES = [
  'VEND', 'VEND_FAILURE', 'FAULT', 'DOOR_OPEN', 'DOOR_CLOSE', 'REFILL', 'STATUS_CHANGE', 'COIL_BLOCKED', 'COIL_UNBLOCKED',
  // What the fleet simulator's machines report besides vends (server/sim/).
  'FAULT_FIXED', 'LOW_STOCK', 'OUT_OF_STOCK', 'PRODUCT_EXPIRED', 'PAYMENT_TIMEOUT', 'CANCELLED', 'BOARD_ONBOARD',
  'PLANOGRAM_CHANGE',
  // A device's count of its coils (server/device/kinds/levels.ts).
  'STOCK_COUNT',
  // A device vended more than the console thought a coil held (server/device/kinds/vend.ts).
  'STOCK_MISMATCH',
] as const;
export type VmEventType = (typeof VM_EVENT_TYPES)[number];

export const VM_EVENT_TYPE_NAMES: Record<VmEventType, string> = {
  VEND: 'Vend',
  VEND_FAILURE: 'Vend failure',
  FAULT: 'Fault',
  DOOR_OPEN: 'Door opened',
  DOOR_CLOSE: 'Door closed',
  REFILL: 'Refill',
  STATUS_CHANGE: 'Status change',
  COIL_BLOCKED: 'Coil blocked',
  COIL_UNBLOCKED: 'Coil unblocked',
  FAULT_FIXED: 'Fault fixed',
  LOW_STOCK: 'About to run out',
  OUT_OF_STOCK: 'Out of stock',
  PRODUCT_EXPIRED: 'Product expired',
  PAYMENT_TIMEOUT: 'Payment timed out',
  CANCELLED: 'Cancelled by consumer',
  BOARD_ONBOARD: 'Board onboarded',
  PLANOGRAM_CHANGE: 'Planogram changed',
  STOCK_COUNT: 'Stock counted',
  STOCK_MISMATCH: 'Stock mismatch',
};

export const VM_EVENTS_PERMISSION = 'PERM_VIEW_VM_EVENTS' as const;

export const VmEventRow = object({
  id: number(),
  vending_machine_id: number(),
  type: enums(VM_EVENT_TYPES),
  coil: nullable(string()),
  detail: string(),
  created_at: string(),
});

export const listVmEvents = defineAction({
  area: 'vending-machine-management',
  name: 'list.vm_events',
  kind: 'read',
  summary:
    "A machine's events, newest first (404 for a machine out of reach). Filters: type (any of), from (inclusive) / " +
    'to (exclusive) on created_at; search matches the coil and the detail.',
  permissions: [VM_EVENTS_PERMISSION],
  request: object({
    ...listFields(['created_at'], 'created_at', 'DESC'),
    vending_machine_id: dbId(),
    type: optional(boundedArray(enums(VM_EVENT_TYPES), VM_EVENT_TYPES.length)),
    from: optional(isoDateTime()),
    to: optional(isoDateTime()),
  }),
  response: list(VmEventRow),
});
