/**
 * /sales-analytics: sales by a report dimension and an item dimension over a period, ranked,
 * from the roll-ups; and the saved templates (reopened by ?templateId=…).
 */
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/analytics.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { salesAnalyticsTemplates, users } from '../db/schema/index.ts';
import { ApiError, conflict, invalid, notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { audit } from '../kit/audit.ts';
import { narrowingRetailer } from '../kit/scope.ts';
import { byMachine, int, list, M, MACHINE_JOINS, MAX_ROWS, money, query, reach, rolledOf, rolledReach, spanOf, STATE, type Rolled, type Span } from './analytics-common.ts';

const REPORT_KEY: Record<contract.ReportDimension, { key: SQL; name: SQL; joins: SQL }> = {
  franchise: { key: sql`r.franchise_id::text`, name: sql`coalesce(max(fr.name), 'Company machines')`, joins: sql`left join franchises fr on fr.id = r.franchise_id` },
  state: { key: STATE, name: sql`max(${STATE})`, joins: sql`` },
  city: { key: sql`coalesce(nullif(m.city, ''), 'Not set')`, name: sql`max(coalesce(nullif(m.city, ''), 'Not set'))`, joins: sql`` },
  zone: { key: sql`coalesce(m.zone_id, 0)::text`, name: sql`coalesce(max(z.name), 'No zone')`, joins: sql`left join zones z on z.id = m.zone_id` },
  vending_machine: { key: sql`m.id::text`, name: sql`max(m.name)`, joins: sql`` },
};
const ITEM_KEY: Record<contract.ItemDimension, { key: SQL; name: SQL; joins: SQL }> = {
  product: { key: sql`r.product_id::text`, name: sql`coalesce(max(p.name), 'Unknown product')`, joins: sql`` },
  category: { key: sql`coalesce(p.category_id, 0)::text`, name: sql`coalesce(max(pc.name), 'Not set')`, joins: sql`left join product_categories pc on pc.id = p.category_id` },
  brand: { key: sql`coalesce(p.brand_id, 0)::text`, name: sql`coalesce(max(b.name), 'Not set')`, joins: sql`left join brands b on b.id = p.brand_id` },
  unit: { key: sql`coalesce(p.unit_id, 0)::text`, name: sql`coalesce(max(pu.name), 'Not set')`, joins: sql`left join product_units pu on pu.id = p.unit_id` },
};

const MEASURE_SQL: Record<contract.Measure, SQL> = {
  net: sql`sum(r.net)`, gross: sql`sum(r.gross)`, discount: sql`sum(r.discount)`, refund: sql`sum(r.refund)`,
  gst: sql`sum(r.gst)`, cess: sql`sum(r.cess)`, quantity: sql`sum(r.quantity)`, units_vended: sql`sum(r.units_vended)`,
  vends_success: sql`sum(r.vends_success)`, vends_failed: sql`sum(r.vends_failed)`,
};
const measureColumns = sql.join(contract.MEASURES.map((m) => sql`${MEASURE_SQL[m]} as ${sql.raw(m)}`), sql`, `);
type Values = Record<contract.Measure, number>;
const valuesOf = (r: Record<string, unknown>): Values =>
  Object.fromEntries(contract.MEASURES.map((m) => [m, contract.MONEY_MEASURES.includes(m) ? money(r[m]) : int(r[m])])) as Values;

/** At most this many report entities are ranked (the busiest first). */
const MAX_GROUPS = 1000;

type SalesQuery = Infer<typeof contract.SalesAnalyticsQuery>;

/** Ranks the groups (already ordered by the measure, most first) as the ranking asks. */
export function rankGroups<G extends { key: string }>(groups: G[], ranking: contract.Ranking, selected: readonly string[] = []): G[] {
  const fifth = Math.ceil(groups.length * 0.2);
  switch (ranking) {
    case 'top10': return groups.slice(0, 10);
    case 'top20pct': return groups.slice(0, fifth);
    case 'bottom10': return groups.slice(-10).reverse();
    case 'bottom20pct': return groups.slice(groups.length - fifth).reverse();
    case 'all': return groups;
    case 'manual': {
      const chosen = new Set(selected);
      return groups.filter((g) => chosen.has(g.key));
    }
  }
}

/**
 * Where the groups and rows come from. A report by franchise, state, city or zone with no item
 * or a category, brand or unit reads `sales_area_daily` (a few rows per day). A report by vending machine ranks machines from the period roll-up over
 * a month, a year or all time (one row per machine), else from the day × machine × product
 * roll-up; rows with a product or by vending machine read the latter, for the ranked keys only.
 */
interface Source { from: SQL; key: SQL; name: SQL; where: SQL }
interface RowSource extends Source { itemKey: SQL; itemName: SQL; keyIn: (keys: string[]) => SQL }

const AREA_NAME: Partial<Record<contract.ReportDimension, { name: SQL; joins: SQL }>> = {
  franchise: { name: sql`coalesce(max(fr.name), 'Company machines')`, joins: sql`left join franchises fr on fr.id::text = r.dim_key` },
  state: { name: sql`max(r.dim_key)`, joins: sql`` },
  city: { name: sql`max(r.dim_key)`, joins: sql`` },
  zone: { name: sql`coalesce(max(z.name), 'No zone')`, joins: sql`left join zones z on z.id::text = r.dim_key` },
};
const AREA_ITEM: Partial<Record<contract.ItemDimension, { name: SQL; joins: SQL }>> = {
  category: { name: sql`coalesce(max(pc.name), 'Not set')`, joins: sql`left join product_categories pc on pc.id::text = r.item_key` },
  brand: { name: sql`coalesce(max(b.name), 'Not set')`, joins: sql`left join brands b on b.id::text = r.item_key` },
  unit: { name: sql`coalesce(max(pu.name), 'Not set')`, joins: sql`left join product_units pu on pu.id::text = r.item_key` },
};

/** The ranked keys as a filter the roll-up's indexes can use (a machine's id, not its text). */
function keyFilter(input: SalesQuery, key: SQL): (keys: string[]) => SQL {
  if (input.report_dimension === 'vending_machine') return (keys) => sql`r.vending_machine_id in (${list(keys.map(Number))})`;
  return (keys) => sql`${key} in (${list(keys)})`;
}

/** The area roll-up knows no machine: a retailer's staff read the machine roll-ups (`byMachine`). */
const areaOf = (input: SalesQuery, caller: Caller) => (byMachine(caller) ? undefined : AREA_NAME[input.report_dimension]);

function groupSource(input: SalesQuery, caller: Caller, span: Span, rolled: Rolled | null): Source {
  const area = areaOf(input, caller);
  // A product item reads the machine × product roll-up for its rows, so its groups come from there too (the same keys).
  if (area && input.item_dimension !== 'product') {
    return {
      from: sql`sales_area_daily r ${area.joins}`, key: sql`r.dim_key`, name: area.name,
      where: sql`${reach(caller, span)} and r.dimension = ${input.report_dimension} and r.item_dimension = ''`,
    };
  }
  const report = REPORT_KEY[input.report_dimension];
  // The period roll-up keeps no franchise (the order's at the sale): by franchise, the day roll-up answers.
  if (rolled && input.report_dimension !== 'franchise') return { from: sql`sales_machine_period r ${MACHINE_JOINS} ${report.joins}`, key: report.key, name: report.name, where: rolledReach(caller, rolled) };
  return { from: sql`sales_daily r ${MACHINE_JOINS} ${report.joins}`, key: report.key, name: report.name, where: reach(caller, span) };
}

function rowSource(input: SalesQuery, caller: Caller, span: Span): RowSource {
  const area = areaOf(input, caller);
  const areaItem = input.item_dimension ? AREA_ITEM[input.item_dimension] : undefined;
  if (area && areaItem) {
    const key = sql`r.dim_key`;
    return {
      from: sql`sales_area_daily r ${areaItem.joins}`, key, name: area.name, itemKey: sql`r.item_key`, itemName: areaItem.name,
      where: sql`${reach(caller, span)} and r.dimension = ${input.report_dimension} and r.item_dimension = ${input.item_dimension!}`,
      keyIn: keyFilter(input, key),
    };
  }
  const report = REPORT_KEY[input.report_dimension];
  const item = ITEM_KEY[input.item_dimension!];
  return {
    from: sql`sales_daily r ${MACHINE_JOINS} left join products p on p.id = r.product_id ${item.joins}`, key: report.key, name: report.name,
    itemKey: item.key, itemName: item.name, where: reach(caller, span), keyIn: keyFilter(input, report.key),
  };
}

export async function salesAnalytics(db: Db, caller: Caller, input: SalesQuery, now: Date): Promise<Infer<typeof contract.SalesAnalytics>> {
  const span = spanOf(input, now);
  const rolled = rolledOf(caller, input, span);
  const source = groupSource(input, caller, span, rolled);
  const rank = sql.raw(input.rank_by);
  // By vending machine over a rolled period each machine is one row already: ranked, then named.
  const groups = await query<Record<string, unknown> & { key: string; name: string }>(db, rolled && input.report_dimension === 'vending_machine'
    ? sql`select r.vending_machine_id::text as key, m.name, ${sql.raw(contract.MEASURES.map((m) => `r.${m}`).join(', '))}
      from (select * from sales_machine_period r where ${rolledReach(caller, rolled)}
        order by r.${rank} desc nulls last, r.vending_machine_id::text limit ${MAX_GROUPS}) r
      join vending_machines m on m.id = r.vending_machine_id
      order by r.${rank} desc nulls last, 1`
    : sql`
    select ${source.key} as key, ${source.name} as name, ${measureColumns}
    from ${source.from}
    where ${source.where}
    group by 1
    order by ${MEASURE_SQL[input.rank_by]} desc nulls last, 1
    limit ${MAX_GROUPS}`);
  const all = groups.map((g) => ({ key: String(g.key), name: String(g.name), values: valuesOf(g) }));
  const ranked = rankGroups(all, input.ranking, input.selected ?? []);
  const totals = Object.fromEntries(contract.MEASURES.map((m) => [m, 0])) as Values;
  for (const g of ranked) for (const m of contract.MEASURES) totals[m] += g.values[m];
  for (const m of contract.MONEY_MEASURES) totals[m] = money(totals[m]);

  let rows: Infer<typeof contract.SalesAnalyticsRow>[];
  if (!input.item_dimension || !ranked.length) {
    rows = ranked.map((g) => ({ ...g, item_key: null, item_name: null }));
  } else {
    const keys = ranked.map((g) => g.key);
    const rowsFrom = rowSource(input, caller, span);
    const found = await query<Record<string, unknown> & { key: string; item_key: string; item_name: string }>(db, sql`
      select ${rowsFrom.key} as key, ${rowsFrom.itemKey} as item_key, ${rowsFrom.itemName} as item_name, ${measureColumns}
      from ${rowsFrom.from}
      where ${rowsFrom.where} and ${rowsFrom.keyIn(keys)}
      group by 1, 2
      order by ${MEASURE_SQL[input.rank_by]} desc nulls last, 1, 2
      limit ${MAX_ROWS}`);
    const order = new Map(keys.map((k, i) => [k, i]));
    const names = new Map(ranked.map((g) => [g.key, g.name]));
    rows = found
      .map((r) => ({ key: String(r.key), name: names.get(String(r.key)) ?? String(r.key), item_key: String(r.item_key), item_name: String(r.item_name), values: valuesOf(r) }))
      .sort((a, b) => order.get(a.key)! - order.get(b.key)!);
  }
  return {
    from: span.from,
    to: span.to,
    groups: ranked,
    rows,
    choices: [...all].sort((a, b) => a.name.localeCompare(b.name)).map(({ key, name }) => ({ key, name })),
    totals,
  };
}

/** Saved by a retailer's staff (by one retailer's, when named): such a template is that retailer's. */
const savedByRetailer = (retailerId?: number) =>
  sql`coalesce(${salesAnalyticsTemplates.created_by} in (select ${users.id} from ${users} where ${retailerId === undefined ? sql`${users.retailer_id} is not null` : eq(users.retailer_id, retailerId)}), false)`;

/**
 * Templates the caller reaches. A template belongs to the scope of whoever saved it: a retailer's
 * staff reach their retailer's only (a retailer admin without one none), franchise staff the
 * company-wide ones and their franchise's, company staff every one (docs/roles.md).
 */
const templateReach = (caller: Caller) => {
  const retailerId = narrowingRetailer(caller);
  const company = sql`${salesAnalyticsTemplates.franchise_id} is null and not ${savedByRetailer()}`;
  return and(
    eq(salesAnalyticsTemplates.company_id, caller.company_id),
    isNull(salesAnalyticsTemplates.deleted_at),
    retailerId !== null ? savedByRetailer(retailerId)
      : caller.franchise_id === null ? undefined
        : or(eq(salesAnalyticsTemplates.franchise_id, caller.franchise_id), company),
  );
};
const toTemplate = (row: typeof salesAnalyticsTemplates.$inferSelect): Infer<typeof contract.SalesAnalyticsTemplate> => ({
  id: row.id, name: row.name, query: row.query as SalesQuery, created_at: iso(row.created_at)!, version: row.version,
});

export const salesAnalyticsHandlers = [
  handle(contract.getSalesAnalytics, async (input, ctx) => ({ data: await salesAnalytics(ctx.db, callerOf(ctx), input, ctx.now()) })),
  handle(contract.downloadSalesAnalytics, async (input, ctx) => ({ data: await salesAnalytics(ctx.db, callerOf(ctx), input, ctx.now()) })),

  handle(contract.listSalesAnalyticsTemplates, async (_input, ctx) => {
    const rows = await ctx.db.select().from(salesAnalyticsTemplates).where(templateReach(callerOf(ctx)))
      .orderBy(asc(salesAnalyticsTemplates.name), asc(salesAnalyticsTemplates.id)).limit(500);
    return { data: rows.map(toTemplate), total: rows.length };
  }),
  handle(contract.getSalesAnalyticsTemplate, async (input, ctx) => {
    const [row] = await ctx.db.select().from(salesAnalyticsTemplates).where(and(eq(salesAnalyticsTemplates.id, input.id), templateReach(callerOf(ctx))));
    if (!row) throw notFound('Sales analytics template');
    return { data: toTemplate(row) };
  }),
  handle(contract.createSalesAnalyticsTemplate, async (input, ctx) => {
    const caller = callerOf(ctx);
    const name = input.name.trim();
    if (!name) throw invalid([{ path: 'name', message: M.nameRequired }], M.nameRequired);
    // A custom period must name its days before it is saved, as before it is shown.
    spanOf(input.query, ctx.now());
    const row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx.insert(salesAnalyticsTemplates)
        .values({ company_id: caller.company_id, franchise_id: caller.franchise_id, name, query: input.query, created_by: caller.id })
        .returning();
      await audit(tx, caller, { action: contract.createSalesAnalyticsTemplate.name, entity: 'sales_analytics_template', entity_id: created!.id, after: created });
      return created!;
    });
    return { data: toTemplate(row) };
  }),
  handle(contract.deleteSalesAnalyticsTemplate, async (input, ctx) => {
    const caller = callerOf(ctx);
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx.select().from(salesAnalyticsTemplates).where(and(eq(salesAnalyticsTemplates.id, input.id), templateReach(caller))).for('update');
      if (!row) throw notFound('Sales analytics template');
      // Franchise staff read the company-wide templates but remove only their franchise's.
      if (caller.franchise_id !== null && row.franchise_id === null) throw new ApiError(403, M.companyTemplate);
      if (row.version !== input.version) throw conflict('Sales analytics template was changed by someone else. Reload it and try again.');
      await tx.update(salesAnalyticsTemplates).set({ deleted_at: ctx.now(), version: row.version + 1 }).where(eq(salesAnalyticsTemplates.id, row.id));
      await audit(tx, caller, { action: contract.deleteSalesAnalyticsTemplate.name, entity: 'sales_analytics_template', entity_id: row.id, before: row });
    });
    return { data: {} };
  }),
];
