/**
 * /api/refill-management: one refill plan (domain.md §2 "Refills", §5 "Refill plan", "Remarks",
 * §8; console.md §2 "Refill Plan") and the return order its execution generates. A plan lists,
 * per slot of the machine's planogram, the product, the quantity to add, runout and expiry; it
 * moves through machines/records/refillPlan.ts (Created → In Transit → Executed; direct execute
 * and delete while Created). Executing moves what the partner loaded from the serving warehouse's
 * shelves (or the store) into the slots, and what came out into the return order, in one
 * transaction, and raises REFILL_EXECUTE. Scoped like the list (franchise staff: their machines).
 */
import { boolean, enums, integer, nullable, number, object, optional, size, string } from 'superstruct';
import { WAREHOUSE_READ_PERMISSIONS } from '../access.ts';
import { defineAction } from '../action.ts';
import { REFILL_KINDS } from '../statuses.ts';
import { boundedArray, checked, data, isoDate, isoDateTime, text, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';
import { Ref, dbId } from './warehouses.ts';

const area = 'refill-management' as const;

/** domain.md §8 gives the first three; the rest are ours (docs/decisions.md "Refill plans"). */
export const REFILL_PLAN_MESSAGES = {
  created: 'Refill plan created successfully',
  updated: 'Refill plan updated successfully',
  directExecuted: 'Refill Plan direct executed successfully',
  executed: 'Refill plan executed successfully',
  inTransit: 'Refill plan marked in transit',
  deleted: 'Refill plan deleted successfully',
  returnReceived: 'Return order received successfully',
  returnDispatched: 'Return order dispatched successfully',
  /** domain.md §5: "The machine location must be set in the config app before a plan is added"; here the config app is /edit-vm/{id}. */
  locationMissing: "This machine's location is not set. Set it on the machine's edit screen (Edit machine) before adding a refill plan.",
  noSource: 'This machine is served by no warehouse or store. Choose its warehouse on the machine\'s edit screen before adding a refill plan.',
  remarkTooLong: 'Enter at most 250 characters',
  noLines: 'Add a quantity to at least one slot, or change a product.',
  productChangeConfirm: "Changing this slot's product takes its current units out into the plan's return order.",
  expiredNote: 'Expired units are taken out into the return order; enter the new quantity, runout quantity and expiry.',
  /** domain.md §5: a new quantity on a slot whose units expired needs its runout quantity and expiry. */
  runoutRequired: 'Enter the runout quantity of the new units',
  expiryRequired: 'Enter the expiry of the new units',
  deleteConfirm: 'A deleted refill plan cannot be recovered. Only a Created plan can be deleted.',
  missingVm: 'This screen needs a machine: open it from a machine or a refill plan (vmId is missing or not a number).',
  missingPlan: 'This screen needs a refill plan: open it from the refill list (refillPlanId is missing or not a number).',
  missingReturnOrder: 'This screen needs a return order: open it from its refill plan (returnRefillOrderId is missing or not a number).',
  wrongMachine: 'This refill plan belongs to another machine than the one in the address.',
} as const;

export const REMARK_MAX = 250;
export const REMARK_RULES: readonly Rule[] = [rules.required(), rules.maxLength(REMARK_MAX)];

const Product = object({ id: number(), sku: string(), name: string() });
const person = nullable(object({ first_name: string(), last_name: string() }));

export const RefillPlanLine = object({
  id: number(),
  vm_slot_id: number(),
  coil: string(),
  row: number(),
  column: number(),
  capacity: number(),
  product: Product,
  /** What the slot held when the plan was made (null: empty). */
  current_product: nullable(Product),
  current_quantity: number(),
  quantity_to_add: number(),
  runout_quantity: number(),
  expiry_date: nullable(string()),
  expired: boolean(),
  /** Set on execution. */
  loaded_quantity: nullable(number()),
  removed_quantity: nullable(number()),
});

export const RefillRemark = object({ id: number(), remark: string(), created_at: string(), created_by: person });

export const ReturnOrderRef = object({ id: number(), return_order_id: string(), status: number() });

export const RefillPlan = object({
  id: number(),
  plan_id: string(),
  kind: enums(REFILL_KINDS),
  /** REFILL_STATUSES id: 1 Created, 2 In Transit, 3 Executed. */
  status: number(),
  /** REFILL_EXECUTION_STATUSES id: 1 Unexecuted, 2 Partially Executed, 3 Fully Executed, 6 Not generated. */
  execution_status: number(),
  VendingMachine: object({ id: number(), name: string(), code: string() }),
  RefillPartner: nullable(Ref),
  vehicle: string(),
  warehouse: nullable(Ref),
  store: nullable(Ref),
  total_quantity: number(),
  scheduled_at: nullable(string()),
  executed_at: nullable(string()),
  created_at: string(),
  updated_at: string(),
  created_by: person,
  version: number(),
  lines: boundedArray(RefillPlanLine, 1000),
  remarks: boundedArray(RefillRemark, 1000),
  /** Null until an execution took units out ("Not generated"). */
  return_order: nullable(ReturnOrderRef),
  /** The orders of a Tally or Cash plan (refill-finish.ts): its tally order, its cash collection at a COLLECTION_STEPS step. */
  tally_order: optional(nullable(object({ id: number(), warehouse: string() }))),
  cash_collection: optional(nullable(object({ id: number(), order_id: string(), step: number() }))),
});

const quantity = () => size(integer(), 0, 100_000);

export const PlanLineInput = object({
  coil: size(string(), 1, 10),
  product_id: dbId(),
  quantity_to_add: quantity(),
  runout_quantity: optional(quantity()),
  expiry_date: optional(nullable(isoDate())),
  /**
   * The slot's current units are expired: take them out into the return order. Left out, it is
   * true for a slot whose units are past their expiry (domain.md §5: removing them is the default).
   */
  expired: optional(boolean()),
});

const planFields = {
  refill_partner_id: optional(nullable(dbId())),
  vehicle: optional(text(60)),
  scheduled_at: optional(nullable(isoDateTime())),
  /** Slots of the machine's planogram, each once; slots left out are not refilled. */
  lines: boundedArray(PlanLineInput, 500),
  /** Remarks to add (several; each at most 250 characters). */
  remarks: optional(boundedArray(checked(size(string(), 0, 1000), ...REMARK_RULES), 20)),
};

export const RefillPlanDraft = object({
  VendingMachine: object({ id: number(), name: string(), code: string(), location: string(), location_set: boolean() }),
  warehouse: nullable(Ref),
  store: nullable(Ref),
  /** Why a plan cannot be added now (location or source missing), or null. */
  problem: nullable(string()),
  slots: boundedArray(object({
    vm_slot_id: number(), coil: string(), row: number(), column: number(), capacity: number(),
    product: nullable(Product), quantity: number(), motor_activated: boolean(),
    /** The best-before date of the coil's earliest units (YYYY-MM-DD), and whether it has passed. */
    expires_on: nullable(string()), expired: boolean(),
  }), 1000),
});

export const getRefillPlanDraft = defineAction({
  area,
  name: 'get.refill_plan_draft',
  kind: 'read',
  summary: "What a new plan for a machine starts from: its slots (product, units, capacity), where it is served from, and why a plan cannot be added (location not set, no warehouse or store).",
  permissions: ['PERM_ADD_REFILL', 'PERM_UPDATE_REFILL'],
  request: object({ vending_machine_id: dbId() }),
  response: data(RefillPlanDraft),
});

export const getRefillPlan = defineAction({
  area,
  name: 'get.refill_plan',
  kind: 'read',
  summary: 'A refill plan with its lines per slot, remarks and return order.',
  permissions: ['PERM_VIEW_REFILL'],
  request: object({ id: dbId() }),
  response: data(RefillPlan),
});

export const createRefillPlan = defineAction({
  area,
  name: 'create.refill_plan',
  kind: 'write',
  summary:
    'A Created plan for one machine, served from its warehouse (or store; warehouse_id / store_id choose another of the caller\'s). ' +
    'Refused (400) when the machine\'s location is not set, a coil is not the machine\'s or is listed twice, a quantity does not fit the slot, ' +
    'or the partner is not an active partner of the company.',
  permissions: ['PERM_ADD_REFILL'],
  status: 201,
  request: object({
    vending_machine_id: dbId(),
    warehouse_id: optional(nullable(dbId())),
    store_id: optional(nullable(dbId())),
    ...planFields,
  }),
  response: data(RefillPlan),
});

export const updateRefillPlan = defineAction({
  area,
  name: 'update.refill_plan',
  kind: 'write',
  summary: "Replaces a Created plan's partner, vehicle, schedule and lines, and adds remarks (stale version or a later status → 409).",
  permissions: ['PERM_UPDATE_REFILL'],
  request: object({ id: dbId(), version: version(), ...planFields }),
  response: data(RefillPlan),
});

export const markRefillPlanInTransit = defineAction({
  area,
  name: 'mark_in_transit.refill_plan',
  kind: 'write',
  summary: 'The partner has left with the stock: Created → In Transit. Stock moves only on execution.',
  permissions: ['PERM_UPDATE_REFILL'],
  request: object({ id: dbId(), version: version() }),
  response: data(RefillPlan),
});

export const executeRefillPlan = defineAction({
  area,
  name: 'execute.refill_plan',
  kind: 'write',
  summary:
    'Executes an In Transit plan, or a Created one directly ("Refill Plan direct executed successfully"). lines give what the partner actually ' +
    'loaded per coil (0 to the quantity to add; coils left out loaded in full). In one transaction: loaded units from the serving warehouse\'s ' +
    'shelves (or store) into the slots, a changed product\'s or expired units out of the slots into the return order, a REFILL event per slot, ' +
    'the execution status, and REFILL_EXECUTE on the live feed. 409 when the shelves lack the units or the plan was executed meanwhile.',
  permissions: ['PERM_UPDATE_REFILL'],
  request: object({
    id: dbId(),
    version: version(),
    lines: optional(boundedArray(object({ coil: size(string(), 1, 10), loaded_quantity: quantity() }), 500)),
  }),
  response: data(RefillPlan),
});

export const deleteRefillPlan = defineAction({
  area,
  name: 'delete.refill_plan',
  kind: 'write',
  summary: 'Deletes a Created plan with its lines and remarks (domain.md §6 "delete refills"); nothing has moved yet.',
  permissions: ['PERM_DELETE_REFILL'],
  request: object({ id: dbId(), version: version() }),
  response: object({ data: nullable(object({})) }),
});

export const RefillReturnOrder = object({
  id: number(),
  return_order_id: string(),
  /** RETURN_ORDER_STATUSES id: 1 Pending, 4 Dispatched, 3 Executed. */
  status: number(),
  refill_plan: object({ id: number(), plan_id: string() }),
  VendingMachine: object({ id: number(), name: string(), code: string() }),
  warehouse: nullable(Ref),
  store: nullable(Ref),
  dispatched_at: nullable(string()),
  dispatched_by: person,
  received_at: nullable(string()),
  received_by: person,
  created_at: string(),
  updated_at: string(),
  version: number(),
  lines: boundedArray(object({
    id: number(), coil: string(), product: Product, quantity: number(), expired: boolean(), reason: enums(['expired', 'product_change']),
  }), 1000),
});

export const getRefillReturnOrder = defineAction({
  area,
  name: 'get.refill_return_order',
  kind: 'read',
  summary: 'A refill return order (/return-order-view): the units a plan\'s execution took out of the slots, and why.',
  permissions: ['PERM_VIEW_REFILL', ...WAREHOUSE_READ_PERMISSIONS],
  request: object({ id: dbId() }),
  response: data(RefillReturnOrder),
});

export const dispatchRefillReturnOrder = defineAction({
  area,
  name: 'dispatch.refill_return_order',
  kind: 'write',
  summary:
    'The partner dispatches a Pending VM return from the machine toward its warehouse (or store): it becomes Dispatched (4), ' +
    'with who and when; its units stay on the return order until the warehouse receives it. 409 once dispatched or received.',
  permissions: ['PERM_UPDATE_REFILL'],
  request: object({ id: dbId(), version: version() }),
  response: data(RefillReturnOrder),
});

export const receiveRefillReturnOrder = defineAction({
  area,
  name: 'receive.refill_return_order',
  kind: 'write',
  summary:
    'The warehouse (or store) receives a Pending or Dispatched VM return: its units onto the shelves, expired ones to the discarded bin, ' +
    'through the stock ledger; the order becomes Executed.',
  permissions: ['PERM_UPDATE_INVENTORY', 'PERM_UPDATE_REFILL'],
  request: object({ id: dbId(), version: version() }),
  response: data(RefillReturnOrder),
});
