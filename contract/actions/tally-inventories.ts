/**
 * /api/warehouse-management: tally inventories (domain.md §3 "Tally inventory"; routes.tsv
 * /tally-inventory-overview/{id} … /view-tally-order/{id}). A tally is a physical count of one
 * warehouse: per product the counted quantity (new stock). Saved as a Draft while counting;
 * submitting it sets the shelves to the count through the stock ledger (the adjustment is the
 * count less the stock AT SUBMISSION) and sorts every line into Increased, Decreased, Failed or
 * No change; cancelling moves nothing (machines/records/tally.ts).
 */
import { enums, integer, max, nullable, number, object, optional, size, string, array, boolean } from 'superstruct';
import { defineAction } from '../action.ts';
import type { Permission } from '../permissions.ts';
import { TALLY_RESULTS, TALLY_STATUSES } from '../statuses.ts';
import { boundedArray, checked, data, id, isoDateTime, list, listFields, text, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'warehouse-management' as const;

/** "Tally Inventory Created Successfully" is the spec's (domain.md §8); the others are ours. */
export const TALLY_MESSAGES = {
  created: 'Tally Inventory Created Successfully',
  updated: 'Tally inventory saved successfully',
  submitted: 'Tally inventory submitted successfully',
  cancelled: 'Tally inventory cancelled successfully',
  noLines: 'Enter a counted quantity for at least one product.',
  listedTwice: 'This product is listed twice.',
  unknownProduct: 'This product is not in the catalogue.',
  chooseWarehouse: 'Please select a Warehouse',
  inactive: 'The product is inactive: its stock was not adjusted.',
  submitConfirm: 'You want to submit this tally: the shelves are set to the counted quantities, measured against the stock at this moment.',
  cancelConfirm: 'You want to cancel this tally: nothing is adjusted.',
} as const;

export const TALLY_STATUS_CODES = TALLY_STATUSES.map((s) => s.id) as [(typeof TALLY_STATUSES)[number]['id'], ...(typeof TALLY_STATUSES)[number]['id'][]];
export const TALLY_RESULT_CODES = TALLY_RESULTS.map((s) => s.id) as [(typeof TALLY_RESULTS)[number]['id'], ...(typeof TALLY_RESULTS)[number]['id'][]];

export const TALLY_LINE_RULES = {
  counted: [rules.required(), rules.numeric(), rules.min(0, 'Quantity must be 0 or more'), rules.max(1_000_000)],
} satisfies Record<string, readonly Rule[]>;

/** Who reads tallies: inventory viewers and keepers. */
export const TALLY_READ: Permission[] = ['PERM_VIEW_INVENTORY', 'PERM_UPDATE_INVENTORY'];
const WRITE: Permission[] = ['PERM_UPDATE_INVENTORY'];

const named = object({ id: number(), name: string() });
const buckets = object({ increased: number(), decreased: number(), failed: number(), no_change: number() });

export const TallyRow = object({
  id: number(),
  /** TI-000042 */
  reference: string(),
  warehouse: named,
  status: enums(TALLY_STATUS_CODES),
  /** Counted products. */
  lines: number(),
  /** Lines per result bucket (all 0 until submitted). */
  buckets,
  comments: string(),
  created_by: nullable(string()),
  submitted_at: nullable(string()),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

export const TallyLine = object({
  product_id: number(),
  sku: string(),
  name: string(),
  category: string(),
  /** The product's MRP. */
  price: number(),
  /** When the warehouse's stock of it last changed (null: never held). */
  last_updated: nullable(string()),
  /** The shelves before the adjustment: captured at submission; while a Draft, the shelves now. */
  old_stock: number(),
  /** The counted (actual) quantity. */
  new_stock: number(),
  /** What submission moved (new − old), 0 for failed and no change; null while a Draft. */
  adjusted: nullable(number()),
  result: nullable(enums(TALLY_RESULT_CODES)),
  /** Why a line failed. */
  note: string(),
});

export const Tally = object({ ...TallyRow.schema, lines_detail: array(TallyLine) });

/** One product of the count form: the warehouse's stock of it (0 when not held). */
export const TallyProduct = object({
  product_id: number(),
  sku: string(),
  name: string(),
  category: string(),
  price: number(),
  stock: number(),
  in_transit: number(),
  last_updated: nullable(string()),
  /** The warehouse has a stock row for it (shown by default on the form). */
  held: boolean(),
  /** An inactive product's count fails on submission. */
  active: boolean(),
});

export const TALLY_SORT_KEYS = ['created_at', 'updated_at', 'id', 'status'] as const;

export const listTallyInventories = defineAction({
  area,
  name: 'list.tally_inventories',
  kind: 'read',
  summary: "The caller's tallies (20 a page), newest first. Search matches the reference; filters: warehouse, status, created_from/created_to.",
  permissions: TALLY_READ,
  request: object({
    ...listFields(TALLY_SORT_KEYS, 'created_at', 'DESC'),
    warehouse_id: optional(id()),
    status: optional(boundedArray(enums(TALLY_STATUS_CODES), TALLY_STATUS_CODES.length)),
    created_from: optional(isoDateTime()),
    created_to: optional(isoDateTime()),
  }),
  response: list(TallyRow),
});

export const getTallyInventory = defineAction({
  area,
  name: 'get.tally_inventory',
  kind: 'read',
  summary: 'One tally with its lines (404 when the caller may not see it). A Draft shows the shelves now as old stock.',
  permissions: TALLY_READ,
  request: object({ id: id() }),
  response: data(Tally),
});

export const listTallyProducts = defineAction({
  area,
  name: 'list.tally_products',
  kind: 'read',
  summary: "What a count of the warehouse may list: the company's active products and any the warehouse holds, with its stock of each (held first).",
  permissions: TALLY_READ,
  request: object({ warehouse_id: id() }),
  response: data(array(TallyProduct)),
});

const lineInput = object({
  product_id: id(),
  counted: checked(max(integer(), 1_000_000), ...TALLY_LINE_RULES.counted),
});
const lines = size(boundedArray(lineInput, 2000), 1, 2000);

export const createTallyInventory = defineAction({
  area,
  name: 'create.tally_inventory',
  kind: 'write',
  summary: 'Writes a Draft tally of a warehouse: the counted quantity per product (each once, a product of the company). Nothing moves until it is submitted.',
  permissions: WRITE,
  status: 201,
  request: object({ warehouse_id: id(), lines, comments: optional(text(500)) }),
  response: data(Tally),
});

export const updateTallyInventory = defineAction({
  area,
  name: 'update.tally_inventory',
  kind: 'write',
  summary: "Replaces a Draft tally's counted lines with the version read; stale or no longer a Draft → 409.",
  permissions: WRITE,
  request: object({ id: id(), version: version(), lines, comments: optional(text(500)) }),
  response: data(Tally),
});

export const submitTallyInventory = defineAction({
  area,
  name: 'submit.tally_inventory',
  kind: 'write',
  summary: 'Submits a Draft: each line is measured against the shelves now and adjusted through the stock ledger (tally.increase from outside the books, tally.decrease out of them); inactive products fail and move nothing.',
  permissions: WRITE,
  request: object({ id: id(), version: version() }),
  response: data(Tally),
});

export const cancelTallyInventory = defineAction({
  area,
  name: 'cancel.tally_inventory',
  kind: 'write',
  summary: 'Cancels a Draft tally: nothing moves.',
  permissions: WRITE,
  request: object({ id: id(), version: version() }),
  response: data(Tally),
});
