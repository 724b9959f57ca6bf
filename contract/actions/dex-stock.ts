/**
 * /api/vending-machine-management: a machine's coil counts against its latest DEX audit that
 * reports levels (PA108, the units in each selection), and the adjustment that books a difference
 * through the stock ledger with its reason. Nothing is adjusted by the import itself: a user looks
 * at the differences and books them (issue 54, "never silently"). server/dex/stock-check.ts.
 */
import { enums, nullable, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { boundedArray, data, id, text, whole } from '../structs.ts';

const area = 'vending-machine-management' as const;

/**
 * How an audit is compared: `levels`, its PA108 counts; `fill`, a fill audit (read within
 * FILL_AUDIT_MINUTES of a refill executed on the machine): what the partner left at the previous
 * fill audit's refill less the DEX vends since, against the console's count when this fill began.
 */
export const DEX_STOCK_METHODS = ['levels', 'fill'] as const;
export const FILL_AUDIT_MINUTES = 60;

/** Why the console's count was wrong: units gone (theft, damage, spoilage) or a count the console got wrong either way. */
export const DEX_STOCK_REASONS = ['shrink', 'miscount'] as const;

export const DEX_STOCK_MESSAGES = {
  noLevels: 'No DEX audit of this machine reports the units in its coils (PA108), so there is nothing to compare.',
  changed: (coil: string, shown: number, now: number) =>
    `Coil ${coil}: the difference is now ${now}, not ${shown} (the console's count or the audit changed). Check again; nothing was changed.`,
  notInAudit: (coil: string) => `Coil ${coil} has no level in this audit. Nothing was changed.`,
  belowZero: (coil: string) => `Coil ${coil} would hold fewer than 0 units. Nothing was changed.`,
  shrinkUp: (coil: string) => `Coil ${coil}: shrink means units are missing; a coil holding more than the console counted is a miscount. Nothing was changed.`,
  notComparable: `This audit reports no levels (PA108) and was not read within ${FILL_AUDIT_MINUTES} minutes of a refill of the machine, so there is nothing to compare.`,
  noPreviousFill: 'This is the first fill audit of the machine: the next one is compared with the units left at this refill.',
  adjusted: (n: number) => `${n} coil${n === 1 ? '' : 's'} adjusted to the audit`,
  event: (product: string, before: number, after: number, reason: string, auditId: number) =>
    `${product}: set to ${after} (was ${before}) from DEX audit ${auditId}, ${reason}`,
} as const;

const Product = object({ id: number(), sku: string(), name: string() });

export const DexStockLine = object({
  coil: string(),
  product: nullable(Product),
  /** Units in the slot now, and the units the console's orders took from it since the audit was read. */
  console_quantity: number(),
  sold_since: number(),
  /** What the console counted at the reading: console_quantity + sold_since. */
  console_at_read: number(),
  /** PA108 as the machine reported it. */
  machine_level: number(),
  /** machine_level − console_at_read: below 0 the machine holds fewer than the console thinks. */
  difference: number(),
  /**
   * A fill audit's line: console_at_read is then the console's count when this fill began (left after
   * the fill, less what it loaded, plus what it took out), machine_level the DEX's (left_at_last_fill − dex_vends).
   */
  fill: optional(object({ left_at_last_fill: number(), dex_vends: number(), loaded: number(), removed: number() })),
});

export const DexStockCheck = object({
  vending_machine_id: number(),
  /** The audit compared, null when no audit of the machine reports levels. */
  audit: nullable(object({ id: number(), read_at: string(), file_name: string() })),
  /** How it was compared; null when the audit cannot be (see `note`). */
  method: nullable(enums(DEX_STOCK_METHODS)),
  /** A fill audit's refill and the previous fill audit it counts from. */
  fill: nullable(object({
    refill_plan: object({ id: number(), plan_id: string(), executed_at: string() }),
    previous_audit: nullable(object({ id: number(), read_at: string(), refill_plan_id: string() })),
  })),
  /** Why nothing is compared, when so. */
  note: nullable(string()),
  /** Every coil with a product and a level in the audit, in coil order. */
  lines: boundedArray(DexStockLine, 1000),
  /** Selections of the audit with a level but no coil of that name holding a product. */
  unknown_selections: boundedArray(string(), 1000),
  /** How many lines differ. */
  differences: number(),
});

export const getDexStockCheck = defineAction({
  area,
  name: 'get.dex_stock_check',
  kind: 'read',
  summary:
    `A machine's coil counts against its latest DEX audit that reports levels (PA108) or is a fill audit (read within ${FILL_AUDIT_MINUTES} minutes of ` +
    "a refill), or the audit named by `audit_id`: per coil the console's count and the DEX's, and the difference. With levels, the " +
    "console's count at the reading (the slot's units now plus what orders took since) against PA108; for a fill audit, the units " +
    "left at the previous fill audit's refill less the DEX vends since, against the console's count when this fill began. Changes nothing.",
  permissions: ['PERM_VIEW_VENDING_MACHINE'],
  request: object({ vending_machine_id: id(), audit_id: optional(id()) }),
  response: data(DexStockCheck),
});

export const adjustDexStock = defineAction({
  area,
  name: 'adjust.dex_stock',
  kind: 'write',
  summary:
    'Books the differences of get.dex_stock_check for the named coils: each slot moves by its difference through the stock ledger ' +
    '(machine ↔ outside, reason dex.shrink or dex.miscount), with a machine event and an audit row; for a fill audit the units left at ' +
    'its refill are corrected too, so the next fill audit counts from them. `difference` is the one the user saw: ' +
    'when it is no longer the difference, the whole request is refused (409) and nothing changes.',
  permissions: ['PERM_UPDATE_VENDING_MACHINE'],
  request: object({
    vending_machine_id: id(),
    audit_id: id(),
    lines: boundedArray(object({ coil: text(20), difference: whole(-100_000, 100_000), reason: enums(DEX_STOCK_REASONS) }), 1000),
  }),
  response: data(object({ message: string(), audit_id: number(), adjusted: boundedArray(object({ coil: string(), before: number(), after: number(), reason: enums(DEX_STOCK_REASONS) }), 1000) })),
});
