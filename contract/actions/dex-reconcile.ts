/**
 * What a DEX audit feeds (issue 54): cash accountability per cash collection line and per partner
 * and period (VendMAX's three measures: DEX expected cash, cash picked up, value vended), the
 * audit's interval sales against the orders the console recorded, and the machines whose prices
 * at the machine (PA102) differ from the planogram's. How each figure is worked out:
 * docs/decisions.md "DEX reconciliation".
 */
import { array, enums, nullable, number, object, optional, string } from 'superstruct';
import { CASH_READ_PERMISSIONS } from '../access.ts';
import { defineAction } from '../action.ts';
import { boundedArray, id, isoDateTime, list, listFields } from '../structs.ts';
import { Ref } from './warehouses.ts';

/** Where a line's expected cash came from: the paired audit's cash meters, or the collection as recorded. */
export const EXPECTED_SOURCES = ['dex', 'recorded'] as const;
export const ACCOUNTABILITY_PERIODS = ['day', 'week', 'month'] as const;
/** An interval's DEX vends against the console's: both agree, or one side has sales the other lacks, or they differ. */
export const SALES_CHECK_FLAGS = ['agrees', 'differs', 'sells_without_reporting', 'reports_without_selling'] as const;

export const SALES_CHECK_FLAG_NAMES: Record<(typeof SALES_CHECK_FLAGS)[number], string> = {
  agrees: 'Agrees',
  differs: 'Differs',
  sells_without_reporting: 'Sells without reporting',
  reports_without_selling: 'Reports without selling',
};
export const EXPECTED_SOURCE_NAMES: Record<(typeof EXPECTED_SOURCES)[number], string> = { dex: 'DEX audit', recorded: 'Recorded' };

const span = { from: optional(isoDateTime()), to: optional(isoDateTime()) };

export const CashAccountabilityRow = object({
  /** The machine line of the collection (CashCollectionOrders). */
  id: number(),
  cash_collection_id: number(),
  order_id: string(),
  RefillPartner: Ref,
  VendingMachine: Ref,
  /** The visit: the collection's collection time, else when it was created. */
  visit_at: string(),
  /** The audit read that day at that machine whose interval gives the expected cash, if any. */
  dex_audit_id: nullable(number()),
  expected_source: enums(EXPECTED_SOURCES),
  /** The line's expected amount as the collection recorded it. */
  recorded_expected: number(),
  /** The audit's cash meters over its interval: CA301 − CA303 (cash in less coins kept in the tubes). */
  dex_expected: nullable(number()),
  expected: number(),
  picked_up: number(),
  /** picked up − expected: positive over, negative short. */
  over_short: number(),
  /** The interval's paid value less cashless (VA101 − DA201 differences): cash the vends should have brought. */
  vended_value: nullable(number()),
  over_short_vended: nullable(number()),
});

export const listCashAccountability = defineAction({
  area: 'refill-management',
  name: 'list.cash_accountability',
  kind: 'read',
  permissions: CASH_READ_PERMISSIONS,
  summary:
    "Each machine line of the cash collections: DEX expected cash (the interval of the audit read that day at that machine, " +
    'where one exists, else the recorded expected amount), the cash picked up and the value vended, with over/short against both. ' +
    'from/to bound the visit; search matches the order id, partner and machine.',
  request: object({
    ...listFields(['visit_at', 'order_id', 'picked_up'], 'visit_at', 'DESC'),
    refill_partner_id: optional(boundedArray(id(), 200)),
    vending_machine_id: optional(boundedArray(id(), 200)),
    expected_source: optional(enums(EXPECTED_SOURCES)),
    ...span,
  }),
  response: list(CashAccountabilityRow),
});

export const CashAccountabilitySummaryRow = object({
  /** The period's first day (YYYY-MM-DD, UTC) and the partner. */
  period: string(),
  RefillPartner: Ref,
  collections: number(),
  lines: number(),
  lines_from_dex: number(),
  expected: number(),
  picked_up: number(),
  over_short: number(),
  vended_value: number(),
  over_short_vended: number(),
});

export const listCashAccountabilitySummary = defineAction({
  area: 'refill-management',
  name: 'list.cash_accountability_summary',
  kind: 'read',
  permissions: CASH_READ_PERMISSIONS,
  summary: 'Cash accountability per refill partner and period (day, week or month of the visit): expected, picked up, value vended and over/short.',
  request: object({
    ...listFields(['period', 'over_short'], 'period', 'DESC'),
    period: optional(enums(ACCOUNTABILITY_PERIODS)),
    refill_partner_id: optional(boundedArray(id(), 200)),
    ...span,
  }),
  response: list(CashAccountabilitySummaryRow),
});

export const DexSalesCheckRow = object({
  /** The audit whose interval is checked. */
  id: number(),
  VendingMachine: Ref,
  from: string(),
  to: string(),
  days: number(),
  dex_vends: number(),
  dex_value: number(),
  /** Orders the console recorded at the machine between the two readings, and the units and money they vended. */
  console_orders: number(),
  console_vends: number(),
  console_value: number(),
  /** DEX vends − console vends. */
  difference: number(),
  flag: enums(SALES_CHECK_FLAGS),
});

export const listDexSalesCheck = defineAction({
  area: 'vending-machine-management',
  name: 'list.dex_sales_check',
  kind: 'read',
  permissions: ['PERM_VIEW_VENDING_MACHINE'],
  summary:
    "Each audit interval's paid vends against the orders the console recorded at the machine between the two readings; " +
    'flag: agrees, differs, sells_without_reporting (DEX vends, no orders) or reports_without_selling (orders, no DEX vends). ' +
    'from/to bound the reading; search matches the machine.',
  request: object({
    ...listFields(['to', 'difference'], 'to', 'DESC'),
    vending_machine_id: optional(id()),
    flag: optional(boundedArray(enums(SALES_CHECK_FLAGS), SALES_CHECK_FLAGS.length)),
    ...span,
  }),
  response: list(DexSalesCheckRow),
});

export const DexPriceExceptionRow = object({
  /** The machine's latest audit. */
  id: number(),
  VendingMachine: Ref,
  read_at: string(),
  selections: number(),
  exceptions: number(),
  /** Selections with a price but no coil of that number on the machine. */
  unmatched: number(),
  differences: array(object({
    selection: string(),
    dex_price: number(),
    planogram_price: number(),
    Product: Ref,
  })),
});

export const listDexPriceExceptions = defineAction({
  area: 'vending-machine-management',
  name: 'list.dex_price_exceptions',
  kind: 'read',
  permissions: ['PERM_VIEW_VENDING_MACHINE'],
  summary:
    "Machines whose latest audit's prices (PA102) differ from the planogram's (the price of the product in the coil of the " +
    "selection's number); search matches the machine.",
  request: object({
    ...listFields(['exceptions', 'read_at'], 'exceptions', 'DESC'),
    vending_machine_id: optional(id()),
  }),
  response: list(DexPriceExceptionRow),
});
