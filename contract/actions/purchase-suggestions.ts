/**
 * "Suggest purchase order" (issue "Procurement end to end", beyond the spec): a warehouse's
 * products below their reorder level, sized from what went out of it recently and rounded up
 * to each supplier's minimum (machines/records/purchaseSuggestion.ts), as the lines of a draft
 * purchase order per supplier who sells them; and the reorder level itself, set per product
 * and warehouse on the warehouse's stock screen. docs/decisions.md "Suggested purchase orders".
 */
import { array, integer, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { checked, data, dbId } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

/** The highest reorder level a product may have at a warehouse. */
export const MAX_REORDER_LEVEL = 100_000;

/** Our words (the spec has none for this feature). */
export const PURCHASE_SUGGESTION_MESSAGES = {
  suggest: 'Suggest purchase order',
  reorderLevelSaved: 'Reorder level saved',
  reorderLevel: `Enter a whole number from 0 to ${MAX_REORDER_LEVEL}`,
  nothingDue: 'No product of this warehouse is below its reorder level: there is nothing to suggest. Set reorder levels on the warehouse\'s stock screen.',
  noSupplier: 'No supplier sells the products due: add product terms on a supplier\'s screen.',
  notSold: 'No supplier has terms for this product.',
  prefilled: 'The lines below are suggested from the reorder levels and recent outflow: check them before saving.',
  unknownProduct: 'No such product in the catalogue.',
} as const;

const wholeNumber: Rule = (value) =>
  (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && /^\d+$/.test(value.trim()))
    ? null : PURCHASE_SUGGESTION_MESSAGES.reorderLevel;

export const REORDER_LEVEL_RULES: readonly Rule[] = [
  rules.required(PURCHASE_SUGGESTION_MESSAGES.reorderLevel),
  wholeNumber,
  rules.min(0, PURCHASE_SUGGESTION_MESSAGES.reorderLevel),
  rules.max(MAX_REORDER_LEVEL, PURCHASE_SUGGESTION_MESSAGES.reorderLevel),
];

export const setWarehouseReorderLevel = defineAction({
  area: 'warehouse-inventory-management-services',
  name: 'update.warehouse_reorder_level',
  kind: 'write',
  summary:
    "Sets the reorder level of a product at a warehouse (/warehouse-stock/{id}): below it, counting what is on open purchase orders, the " +
    `product is due for buying ("Suggest purchase order"). 0 sets none; at most ${MAX_REORDER_LEVEL}. Audited with the level before and after.`,
  permissions: ['PERM_UPDATE_INVENTORY'],
  request: object({
    warehouse_id: dbId(),
    product_id: dbId(),
    reorder_level: checked(number(), ...REORDER_LEVEL_RULES),
  }),
  response: data(object({ warehouse_id: number(), product_id: number(), reorder_level: number(), stock: number() })),
});

/** One product due at the warehouse, as one supplier would sell it. */
export const SuggestedPurchaseLine = object({
  product_id: number(),
  sku: string(),
  name: string(),
  category: string(),
  /** The suggested quantity: at least the supplier's minimum. */
  quantity: number(),
  /** The supplier's price (its terms' selling price). */
  price: number(),
  min_quantity: number(),
  /** Why this quantity, in words. */
  reason: string(),
  on_hand: number(),
  incoming: number(),
  reorder_level: number(),
  outflow: number(),
});

export const PurchaseSuggestion = object({
  warehouse: object({ id: number(), name: string() }),
  /** The outflow window and the days of cover the quantities are sized for. */
  outflow_days: integer(),
  cover_days: integer(),
  /** Products below their reorder level at the warehouse. */
  due: integer(),
  /** Per supplier with terms for some of the products due: most products covered first, then the lower amount. */
  suppliers: array(object({
    supplier: object({ id: number(), name: string() }),
    lines: array(SuggestedPurchaseLine),
    /** Quantity × price over the lines, before tax. */
    amount: number(),
  })),
  /** Products due that no supplier (or not the one asked for) sells. */
  unsourced: array(object({ product_id: number(), sku: string(), name: string(), reason: string() })),
});

export const suggestPurchaseOrder = defineAction({
  area: 'procurement-management',
  name: 'suggest.purchase_order',
  kind: 'read',
  summary:
    "The lines a purchase order into a warehouse should have: its products below their reorder level (counting units on open orders), " +
    'enough for 14 days at the last 30 days\' outflow above the level, at least the supplier\'s minimum, each with its reason; ' +
    "one proposal per supplier with terms for them (only `supplier_id`'s when given). Changes nothing.",
  permissions: ['PERM_ADD_PURCHASE_ORDER'],
  request: object({ warehouse_id: dbId(), supplier_id: optional(dbId()) }),
  response: data(PurchaseSuggestion),
});

