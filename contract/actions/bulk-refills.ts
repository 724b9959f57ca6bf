/**
 * /api/refill-management: bulk refills (domain.md §2 "Bulk refills", §3 "Bulk refill plan",
 * §5 "Bulk refill", §8; issue 39 "Bulk refills"). A bulk refill is a parent record for many
 * machines of ONE VM template: each machine gets an ordinary refill plan (contract/actions/
 * refill-plans.ts) with its lines per slot, status and delivery person (refill partner).
 * Executing the bulk refill executes each machine's plan through execute.refill_plan, one
 * transaction per machine, and records a result per machine (executed, or refused with the
 * reason). Its lifecycle is machines/records/bulkRefill.ts.
 */
import { enums, nullable, number, object, optional, size, string } from 'superstruct';
import { defineAction } from '../action.ts';
import type { StatusEntry } from '../statuses.ts';
import { boundedArray, data, isoDateTime, list, listFields, requiredText, version } from '../structs.ts';
import { PlanLineInput, RefillPlan } from './refill-plans.ts';
import { Ref, dbId } from './warehouses.ts';

const area = 'refill-management' as const;

/** The bulk refill's statuses (machines/records/bulkRefill.ts). */
export const BULK_REFILL_STATUS = { created: 1, inTransit: 2, executed: 3, partiallyExecuted: 4, deleted: 0 } as const;
export const BULK_REFILL_STATUSES = [
  { id: 1, name: 'Created', colour: 'blue' },
  { id: 2, name: 'In Transit', colour: 'orange' },
  { id: 3, name: 'Executed', colour: 'green' },
  { id: 4, name: 'Partially Executed', colour: 'yellow' },
] as const satisfies readonly StatusEntry<number>[];
export const bulkRefillStatus = (id: number | null | undefined): StatusEntry<number> => BULK_REFILL_STATUSES.find((s) => s.id === id) ?? BULK_REFILL_STATUSES[0];
export const BULK_REFILL_STATUS_CODES = [1, 2, 3, 4] as const;

/** domain.md §5 and §8 give the first four; the rest are ours (docs/decisions.md "Bulk refills"). */
export const BULK_REFILL_MESSAGES = {
  templateLocked: 'Template cannot be changed, please try creating new refill plan',
  emptyTemplate: 'No product exists in the selected template, please choose another',
  created: 'Bulk Refill plan created successfully',
  updated: 'Bulk Refill plan updated successfully',
  inTransit: 'Bulk Refill plan marked in transit',
  executed: 'Bulk Refill plan executed',
  deleted: 'Bulk Refill plan deleted successfully',
  noMachines: 'Add at least one machine of the template.',
  wrongTemplate: 'This machine is not of the selected template.',
  machineTwice: 'This machine is listed twice.',
  nothingExecuted: 'No machine of this bulk refill could be executed; see the reason per machine.',
  deleteConfirm: 'A deleted bulk refill cannot be recovered, and neither can its machines\' plans. Only a Created bulk refill can be deleted.',
} as const;

/** One machine's result of the last execution: 'executed', 'refused' (with the reason), or null (not executed yet). */
export const BULK_MACHINE_RESULTS = ['executed', 'refused'] as const;

export const BulkRefillMachine = object({
  vending_machine_id: number(),
  VendingMachine: object({ id: number(), name: string(), code: string() }),
  /** The machine's refill plan, with its lines per slot, status and delivery person (RefillPartner). */
  plan: RefillPlan,
  result: nullable(enums(BULK_MACHINE_RESULTS)),
  reason: nullable(string()),
});

export const BulkRefill = object({
  id: number(),
  bulk_refill_id: string(),
  name: string(),
  /** The VM template every machine is of ("{product} machine template" of domain.md §3). */
  template: Ref,
  status: number(),
  RefillPartner: nullable(Ref),
  scheduled_at: nullable(string()),
  executed_at: nullable(string()),
  created_at: string(),
  updated_at: string(),
  version: number(),
  machines: boundedArray(BulkRefillMachine, 500),
});

export const BulkRefillRow = object({
  id: number(),
  bulk_refill_id: string(),
  name: string(),
  template: Ref,
  status: number(),
  machine_count: number(),
  total_quantity: number(),
  RefillPartner: nullable(Ref),
  updated_at: string(),
});

export const BULK_REFILL_SORT_KEYS = ['updated_at', 'created_at', 'name', 'status'] as const;

export const listBulkRefills = defineAction({
  area,
  name: 'list.bulk_refills',
  kind: 'read',
  summary: "The caller's bulk refills (/bulk-refills): name, template, status, machines, last updated. Search matches the id and name; filters: status, template.",
  permissions: ['PERM_VIEW_REFILL'],
  request: object({
    ...listFields(BULK_REFILL_SORT_KEYS, 'updated_at', 'DESC'),
    status: optional(boundedArray(enums(BULK_REFILL_STATUS_CODES), BULK_REFILL_STATUS_CODES.length)),
    template_ids: optional(boundedArray(dbId(), 100)),
  }),
  response: list(BulkRefillRow),
});

export const getBulkRefill = defineAction({
  area,
  name: 'get.bulk_refill',
  kind: 'read',
  summary: 'A bulk refill with each machine\'s plan (lines per slot, status, delivery person) and the result of its last execution.',
  permissions: ['PERM_VIEW_REFILL'],
  request: object({ id: dbId() }),
  response: data(BulkRefill),
});

export const BulkRefillDraft = object({
  template: Ref,
  /** Why no bulk refill can be made of this template (its planogram holds no products), or null. */
  problem: nullable(string()),
  /** The template's machines the caller reaches, each with its slots and a suggested quantity (up to capacity). */
  machines: boundedArray(object({
    id: number(), name: string(), code: string(),
    /** Why this machine cannot take a plan now (location or warehouse missing), or null. */
    problem: nullable(string()),
    slots: boundedArray(object({
      coil: string(), product: nullable(object({ id: number(), sku: string(), name: string() })), quantity: number(), capacity: number(), suggested: number(),
    }), 1000),
  }), 500),
});

export const getBulkRefillDraft = defineAction({
  area,
  name: 'get.bulk_refill_draft',
  kind: 'read',
  summary: "What a bulk refill of a VM template starts from: the template's machines the caller reaches with their slots, and why it cannot be used (\"No product exists in the selected template, please choose another\").",
  permissions: ['PERM_ADD_REFILL', 'PERM_UPDATE_REFILL'],
  request: object({ vm_template_id: dbId() }),
  response: data(BulkRefillDraft),
});

const BulkMachineInput = object({
  vending_machine_id: dbId(),
  /** This machine's delivery person; default the bulk refill's. */
  refill_partner_id: optional(nullable(dbId())),
  /** Slots of the machine to refill (as on a refill plan); omitted: each slot of the planogram filled to capacity. */
  lines: optional(boundedArray(PlanLineInput, 500)),
});

const bulkFields = {
  name: requiredText(80),
  vm_template_id: dbId(),
  refill_partner_id: optional(nullable(dbId())),
  scheduled_at: optional(nullable(isoDateTime())),
  machines: size(boundedArray(BulkMachineInput, 200), 1, 200),
};

export const createBulkRefill = defineAction({
  area,
  name: 'create.bulk_refill',
  kind: 'write',
  summary:
    'A Created bulk refill of one VM template, with a Created refill plan per machine, in one transaction. Refused (400) when the template\'s ' +
    'planogram holds no products ("No product exists in the selected template, please choose another"), a machine is not of the template or is ' +
    'listed twice, or a machine\'s plan would be refused (location not set, lines that do not fit).',
  permissions: ['PERM_ADD_REFILL'],
  status: 201,
  request: object(bulkFields),
  response: data(BulkRefill),
});

export const updateBulkRefill = defineAction({
  area,
  name: 'update.bulk_refill',
  kind: 'write',
  summary:
    "Replaces a Created bulk refill's name, partner, schedule and machines (their plans are made again). The template cannot change " +
    '(400 "Template cannot be changed, please try creating new refill plan"); a later status or a stale version → 409.',
  permissions: ['PERM_UPDATE_REFILL'],
  request: object({ id: dbId(), version: version(), ...bulkFields }),
  response: data(BulkRefill),
});

export const markBulkRefillInTransit = defineAction({
  area,
  name: 'mark_in_transit.bulk_refill',
  kind: 'write',
  summary: 'The partners have left with the stock: the bulk refill and each machine\'s Created plan go In Transit.',
  permissions: ['PERM_UPDATE_REFILL'],
  request: object({ id: dbId(), version: version() }),
  response: data(BulkRefill),
});

export const executeBulkRefill = defineAction({
  area,
  name: 'execute.bulk_refill',
  kind: 'write',
  summary:
    "Executes each machine's plan not yet executed through execute.refill_plan, one transaction per machine (stock shelf → slots, REFILL_EXECUTE), " +
    'and records per machine executed or refused with the reason. Every plan executed → Executed; some → Partially Executed (execute again for ' +
    'the rest); none → 409 and the reasons are kept.',
  permissions: ['PERM_UPDATE_REFILL'],
  request: object({ id: dbId(), version: version() }),
  response: data(BulkRefill),
});

export const deleteBulkRefill = defineAction({
  area,
  name: 'delete.bulk_refill',
  kind: 'write',
  summary: 'Deletes a Created bulk refill with its machines\' Created plans; nothing has moved yet.',
  permissions: ['PERM_DELETE_REFILL'],
  request: object({ id: dbId(), version: version() }),
  response: object({ data: nullable(object({})) }),
});

export type BulkRefillData = (typeof BulkRefill)['TYPE'];
export const bulkStatusName = (status: number) => bulkRefillStatus(status).name;
