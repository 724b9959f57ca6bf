/**
 * What a DEX audit feeds (issue 54): cash accountability, sales against records and prices by
 * exception, as lists on the kit. The figures: server/dex/cash-accountability.ts,
 * sales-check.ts and price-exceptions.ts.
 */
import { asc, desc, eq, type SQL } from 'drizzle-orm';
import * as contract from '../../contract/actions/dex-reconcile.ts';
import { handle } from '../context.ts';
import { cashCollectionOrders, cashCollections, dexAudits, refillPartners, vendingMachines } from '../db/schema/index.ts';
import {
  accountabilityFilters, accountabilityLines, lineFields, summaryFields, toAccountabilityRow, toSummaryRow, visitAt,
} from '../dex/cash-accountability.ts';
import { latestAuditsWithExceptions, priceExceptionFields, toPriceExceptionRows, exceptionCount } from '../dex/price-exceptions.ts';
import { salesCheckAudits, salesCheckFields, salesCheckFilters, salesDifference, toSalesCheckRow } from '../dex/sales-check.ts';
import { countAll, countOf } from '../http/list.ts';
import type { Db } from '../db/client.ts';
import { defineList, listWhere } from '../kit/list.ts';
import { cashScope } from '../records/cash-collection.ts';
import { dexAuditScope } from '../records/dex-audit.ts';

const accountabilityList = {
  scope: cashScope,
  filters: accountabilityFilters,
  search: [cashCollections.order_id, refillPartners.name, vendingMachines.name],
  query: (db: Db, where: SQL | undefined) => accountabilityLines(db.select(lineFields).from(cashCollectionOrders).$dynamic(), where),
  count: (db: Db, where: SQL | undefined) => accountabilityLines(db.select({ n: countAll }).from(cashCollectionOrders).$dynamic(), where),
  sort: { visit_at: visitAt, order_id: cashCollections.order_id, picked_up: cashCollectionOrders.picked_up_amount },
  tiebreak: cashCollectionOrders.id,
  rows: (page: Parameters<typeof toAccountabilityRow>[0][]) => page.map(toAccountabilityRow),
};

export const dexReconcileHandlers = [
  defineList(contract.listCashAccountability, {
    ...accountabilityList,
  }),

  handle(contract.listCashAccountabilitySummary, async (input, ctx) => {
    // The same lines, filters and search as the line list (its sort keys are not the summary's).
    const where = await listWhere({ ...accountabilityList, sort: {} } as never, input, ctx);
    const { start, fields, overShort } = summaryFields(input.period ?? 'month');
    const order = input.sortDir === 'ASC' ? asc : desc;
    const sortKey: SQL = input.sortBy === 'over_short' ? overShort : start;
    const [rows, total] = await Promise.all([
      accountabilityLines(ctx.db.select(fields).from(cashCollectionOrders).$dynamic(), where).groupBy(start, refillPartners.id)
        .orderBy(order(sortKey), order(refillPartners.id)).limit(input.limit).offset(input.offset),
      countOf(ctx.db.select({ n: countAll }).from(accountabilityLines(ctx.db.select({ start, partner: refillPartners.id }).from(cashCollectionOrders).$dynamic(), where).groupBy(start, refillPartners.id).as('g'))),
    ]);
    return { data: rows.map(toSummaryRow), total };
  }),

  defineList(contract.listDexSalesCheck, {
    scope: dexAuditScope,
    filters: salesCheckFilters,
    search: [vendingMachines.name],
    query: (db, where) => salesCheckAudits(db.select(salesCheckFields).from(dexAudits).$dynamic(), where),
    count: (db, where) => salesCheckAudits(db.select({ n: countAll }).from(dexAudits).$dynamic(), where),
    sort: { to: dexAudits.read_at, difference: salesDifference },
    tiebreak: dexAudits.id,
    rows: (page) => page.map(toSalesCheckRow),
  }),

  defineList(contract.listDexPriceExceptions, {
    scope: dexAuditScope,
    filters: { vending_machine_id: (id) => eq(dexAudits.vending_machine_id, id) },
    search: [vendingMachines.name],
    query: (db, where) => latestAuditsWithExceptions(db.select(priceExceptionFields).from(dexAudits).$dynamic(), where),
    count: (db, where) => latestAuditsWithExceptions(db.select({ n: countAll }).from(dexAudits).$dynamic(), where),
    sort: { exceptions: exceptionCount, read_at: dexAudits.read_at },
    tiebreak: dexAudits.id,
    rows: (page, ctx) => toPriceExceptionRows(ctx.db, page),
  }),
];
