/**
 * /api/refill-management: the refill plan list (/refills, console.md §7 "Reload refills")
 * and the refill partners its filter offers. Creating and executing plans comes later.
 */
import { enums, nullable, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { boundedArray, isoDateTime, list, listFields, text } from '../structs.ts';
import { REFILL_KINDS, REFILL_STATUSES } from '../statuses.ts';
import { Ref, dbId } from './warehouses.ts';

const area = 'refill-management' as const;

export const REFILL_STATUS_IDS = REFILL_STATUSES.map((s) => s.id) as [1, 2, 3];

export const RefillPlanRow = object({
  id: number(),
  plan_id: string(),
  kind: enums(REFILL_KINDS),
  /** REFILL_STATUSES id: 1 Created, 2 In Transit, 3 Executed. */
  status: number(),
  VendingMachine: object({ id: number(), name: string(), code: string() }),
  RefillPartner: nullable(Ref),
  /** Where the refill is served from: a warehouse or a store. */
  warehouse: nullable(Ref),
  store: nullable(Ref),
  total_quantity: number(),
  scheduled_at: nullable(string()),
  executed_at: nullable(string()),
  created_at: string(),
  updated_at: string(),
});

export const listRefills = defineAction({
  area,
  name: 'list.refills',
  kind: 'read',
  summary:
    'Refill plans, of one machine with vending_machine_id. Filters (each any-of): status, kind, refill_partner_id, warehouse_id, ' +
    "city (the machine's); from/to bound the created date, scheduled_from/scheduled_to the scheduled one; search matches the plan id, " +
    'machine name and code, and partner name.',
  permissions: ['PERM_VIEW_REFILL'],
  request: object({
    ...listFields(['created_at', 'updated_at', 'plan_id', 'status', 'kind', 'scheduled_at'], 'created_at', 'DESC'),
    /** console.md §7: the reload sends the machine's id. */
    vending_machine_id: optional(dbId()),
    status: optional(boundedArray(enums(REFILL_STATUS_IDS), 3)),
    kind: optional(boundedArray(enums(REFILL_KINDS), REFILL_KINDS.length)),
    refill_partner_id: optional(boundedArray(dbId(), 200)),
    warehouse_id: optional(boundedArray(dbId(), 200)),
    from: optional(isoDateTime()),
    to: optional(isoDateTime()),
    // Issue 56's journey: tomorrow's plans in one city, selected and marked in transit together.
    scheduled_from: optional(isoDateTime()),
    scheduled_to: optional(isoDateTime()),
    city: optional(boundedArray(text(100), 50)),
  }),
  response: list(RefillPlanRow),
});

export const RefillPartnerRow = object({ id: number(), name: string(), mobile_number: string(), status: number() });

export const listRefillPartners = defineAction({
  area,
  name: 'list.refill_partners',
  kind: 'read',
  summary: "The company's refill partners (for filters and pickers); search matches name and mobile number; vending_machine_id keeps those linked to the machine (a refill plan's choice).",
  permissions: ['PERM_VIEW_REFILL_PARTNER', 'PERM_VIEW_REFILL'],
  request: object({ ...listFields(['name', 'created_at'], 'name', 'ASC'), vending_machine_id: optional(dbId()) }),
  response: list(RefillPartnerRow),
});
