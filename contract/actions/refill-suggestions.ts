/**
 * Issue 39, beyond the spec: "Suggest refill" for a machine or a route of machines, and the
 * pick list of a refill partner's plans of a day. Both only read; the planner edits the
 * suggested quantities on /add-refill-plan and saves them with create.refill_plan.
 * The arithmetic is contract/refill-suggestion.ts; docs/decisions.md "Refill suggestions and pick lists".
 */
import { enums, integer, nullable, number, object, optional, size, string } from 'superstruct';
import { defineAction } from '../action.ts';
import {
  REFILL_SUGGESTION_MAX_VISIT_DAYS, REFILL_SUGGESTION_MAX_WINDOW_DAYS,
} from '../refill-suggestion.ts';
import { boundedArray, data, isoDate } from '../structs.ts';
import { Ref, dbId } from './warehouses.ts';

const area = 'refill-management' as const;

/** The most machines one suggestion answers for (a route). */
export const REFILL_SUGGESTION_MAX_MACHINES = 100;

/** Our words (the spec has none for these features). */
export const REFILL_SUGGESTION_MESSAGES = {
  suggest: 'Suggest quantities',
  suggested: 'Quantities suggested from sales and par levels: check them before saving.',
  nothingToSuggest: 'Every slot holds enough until the next visit: nothing to add.',
  daysToVisit: 'Days to the next visit',
  pickList: 'Pick list',
  pickListEmpty: 'This partner has no Created or In Transit plan on this day.',
  missingPickList: 'This screen needs a refill partner and a day: open it from the palette (partnerId or date is missing).',
  csv: 'Download CSV',
  print: 'Print',
} as const;

const Product = object({ id: number(), sku: string(), name: string() });
const Machine = object({ id: number(), name: string(), code: string() });

export const RefillSuggestionLine = object({
  vm_slot_id: number(),
  coil: string(),
  row: number(),
  column: number(),
  product: Product,
  current: number(),
  capacity: number(),
  /** The par the slot is filled to: the planogram template's par level, else the capacity. */
  par: number(),
  par_source: enums(['planogram', 'capacity']),
  /** Units vended from the coil in the window, and per day. */
  sold: number(),
  sold_per_day: number(),
  /** Where sold_per_day comes from: the machine's orders, or (a machine without live sales) its DEX audits. */
  sales_source: optional(enums(['orders', 'dex'])),
  /** Units the slot must hold to last until the next visit. */
  needed: number(),
  quantity_to_add: number(),
  /** Why, in words: current, sold per day, days to the next visit, par. */
  reason: string(),
});

export const RefillSuggestion = object({
  window_days: number(),
  days_to_visit: number(),
  /** The window's first instant (UTC). */
  since: string(),
  machines: boundedArray(object({
    VendingMachine: Machine,
    planogram_template_id: nullable(number()),
    /** Every slot holding a product, in row and column order (those to add nothing too). */
    lines: boundedArray(RefillSuggestionLine, 1000),
    total_to_add: number(),
  }), REFILL_SUGGESTION_MAX_MACHINES),
});

export const suggestRefillPlan = defineAction({
  area,
  name: 'suggest.refill_plan',
  kind: 'read',
  summary:
    'The quantity to add per slot of each machine (at most 100, the caller\'s) so it lasts until the next visit: up to its par (the planogram ' +
    'template\'s par level, else the capacity) or, when sales over the last window_days (default 14) need more for days_to_visit (default 3), ' +
    'that much, never above the room left in the slot; each line says why. Changes nothing; unknown or out-of-reach machines → 404.',
  // The plan it leads to: create.refill_plan's permission (commands/records/refill-suggestions.ts).
  permissions: ['PERM_ADD_REFILL'],
  request: object({
    vending_machine_ids: boundedArray(dbId(), REFILL_SUGGESTION_MAX_MACHINES),
    days_to_visit: optional(size(integer(), 0, REFILL_SUGGESTION_MAX_VISIT_DAYS)),
    window_days: optional(size(integer(), 1, REFILL_SUGGESTION_MAX_WINDOW_DAYS)),
  }),
  response: data(RefillSuggestion),
});

export const PickListLine = object({ product: Product, quantity: number(), plans: number() });

export const RefillPickList = object({
  refill_partner: Ref,
  date: string(),
  plans: boundedArray(object({
    id: number(), plan_id: string(), status: number(), VendingMachine: Machine, warehouse: nullable(Ref), store: nullable(Ref), total_quantity: number(),
  }), 1000),
  /** Per warehouse (or store) the plans are served from: the products to pick, by SKU. */
  sources: boundedArray(object({
    warehouse: nullable(Ref),
    store: nullable(Ref),
    lines: boundedArray(PickListLine, 5000),
    total: number(),
  }), 1000),
  total: number(),
});

export const getRefillPickList = defineAction({
  area,
  name: 'get.refill_pick_list',
  kind: 'read',
  summary:
    "A refill partner's pick list for a day (/pick-list): the Created and In Transit plans scheduled on that UTC day (unscheduled ones on the day " +
    'they were created), and per serving warehouse or store the products and quantities to pick (the sum of their lines\' quantities to add).',
  permissions: ['PERM_VIEW_REFILL'],
  request: object({ refill_partner_id: dbId(), date: isoDate() }),
  response: data(RefillPickList),
});
