/**
 * /api/sales customer feedback: machine feedback (vm_feedback) and product feedback
 * (product_feedback) as one list — a UNION ALL of the two, each row keyed `vm-{id}` or
 * `product-{id}` — with its order, machine and product; the summary of what the filters choose;
 * the machine and product choices; one feedback by key. Scoped as orders are: the caller's
 * company, and for franchise staff the feedback given at their franchise's machines (product
 * feedback without a machine is the company's own).
 */
import { and, asc, eq, gte, inArray, isNotNull, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/customer-feedback.ts';
import { callerOf, handle } from '../context.ts';
import type { Database, Db } from '../db/client.ts';
import { productFeedback, products, vendingMachines, vmFeedback } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { countAll, iso } from '../http/list.ts';
import { defineList, listWhere, type ListDefinition } from '../kit/list.ts';
import { tenancy } from '../kit/scope.ts';
import { orderIdOf, orderRefs, type OrderRef } from '../records/order-refs.ts';
import { summariseFeedback } from './feedback-summary.ts';

/** Both tables' rows in one shape (explicit names, so the union's columns line up). */
function allFeedback(db: Db) {
  const fromMachines = db.select({
    key: sql<string>`'vm-' || ${vmFeedback.id}`.as('key'),
    about: sql<contract.FeedbackAbout>`'machine'`.as('about'),
    company_id: sql<number>`${vmFeedback.company_id}`.as('company_id'),
    vending_machine_id: sql<number | null>`${vmFeedback.vending_machine_id}`.as('vending_machine_id'),
    product_id: sql<number | null>`null::integer`.as('product_id'),
    order_id: sql<number | null>`${vmFeedback.order_id}`.as('order_id'),
    source: sql<string>`${vmFeedback.source}`.as('source'),
    rating: sql<number>`${vmFeedback.rating}`.as('rating'),
    message: sql<string>`${vmFeedback.message}`.as('message'),
    customer_name: sql<string>`${vmFeedback.customer_name}`.as('customer_name'),
    created_at: sql<Date>`${vmFeedback.created_at}`.as('created_at'),
  }).from(vmFeedback);
  const fromProducts = db.select({
    key: sql<string>`'product-' || ${productFeedback.id}`.as('key'),
    about: sql<contract.FeedbackAbout>`'product'`.as('about'),
    company_id: sql<number>`${productFeedback.company_id}`.as('company_id'),
    vending_machine_id: sql<number | null>`${productFeedback.vending_machine_id}`.as('vending_machine_id'),
    product_id: sql<number | null>`${productFeedback.product_id}`.as('product_id'),
    order_id: sql<number | null>`${productFeedback.order_id}`.as('order_id'),
    source: sql<string>`${productFeedback.source}`.as('source'),
    rating: sql<number>`${productFeedback.rating}`.as('rating'),
    message: sql<string>`${productFeedback.message}`.as('message'),
    customer_name: sql<string>`${productFeedback.customer_name}`.as('customer_name'),
    created_at: sql<Date>`${productFeedback.created_at}`.as('created_at'),
  }).from(productFeedback);
  return unionAll(fromMachines, fromProducts).as('cf');
}

type Field = 'key' | 'about' | 'company_id' | 'vending_machine_id' | 'product_id' | 'order_id' | 'source' | 'rating' | 'message' | 'customer_name' | 'created_at';
/** A column of the union (aliased `cf` in every query built on it), for conditions and sorting. */
const col = (field: Field) => sql.raw(`"cf"."${field}"`) as unknown as AnyColumn;

/** The orders' reach: the company's; franchise and retailer staff, the feedback given at their machines. */
const feedbackScope = tenancy({ company: col('company_id'), franchise: { machines: [col('vending_machine_id')] }, retailer: { machines: [col('vending_machine_id')] } });

const joined = (db: Db) => {
  const union = allFeedback(db);
  return db
    .select({
      f: {
        key: sql<string>`"cf"."key"`, about: sql<contract.FeedbackAbout>`"cf"."about"`, source: sql<string>`"cf"."source"`,
        rating: sql<number>`"cf"."rating"`, message: sql<string>`"cf"."message"`, customer_name: sql<string>`"cf"."customer_name"`,
        created_at: sql<string>`"cf"."created_at"`,
      },
      order_id: sql<number | null>`"cf"."order_id"`,
      machine: { id: vendingMachines.id, name: vendingMachines.name, code: vendingMachines.code },
      product: { id: products.id, sku: products.sku, name: products.name },
    })
    .from(union)
    .leftJoin(vendingMachines, eq(vendingMachines.id, col('vending_machine_id')))
    .leftJoin(products, eq(products.id, col('product_id')));
};

type Row = Infer<typeof contract.CustomerFeedbackRow>;
type Joined = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

/** The answer's rows, with the orders they are about looked up once for them all (records/order-refs.ts). */
async function toRows(database: Database, rows: Joined[]): Promise<Row[]> {
  const orderOf = await orderRefs(database, rows.map((r) => r.order_id));
  return rows.map((r) => toRow(r, orderOf(r.order_id)));
}

function toRow({ f, machine, product }: Joined, order: OrderRef | null): Row {
  return {
    key: f.key,
    about: f.about,
    source: f.source as Row['source'],
    rating: Number(f.rating),
    message: f.message,
    customer_name: f.customer_name,
    order,
    machine: machine?.id != null ? machine : null,
    product: product?.id != null ? product : null,
    created_at: iso(new Date(f.created_at))!,
  };
}

const filters: ListDefinition<typeof contract.listCustomerFeedback, Joined>['filters'] = {
  source: (sources) => inArray(col('source'), sources),
  rating: (ratings) => inArray(col('rating'), ratings),
  about: (about) => inArray(col('about'), about),
  vending_machine_id: (ids) => inArray(col('vending_machine_id'), ids),
  product_id: (ids) => inArray(col('product_id'), ids),
  from: (from) => gte(col('created_at'), new Date(from).toISOString()),
  to: (to) => lte(col('created_at'), new Date(to).toISOString()),
};

const listDefinition: ListDefinition<typeof contract.listCustomerFeedback, Joined> = {
  scope: feedbackScope,
  query: (db, where) => joined(db).where(where),
  count: (db, where) => {
    const union = allFeedback(db);
    return db.select({ n: countAll }).from(union)
      .leftJoin(vendingMachines, eq(vendingMachines.id, col('vending_machine_id')))
      .leftJoin(products, eq(products.id, col('product_id')))
      .where(where);
  },
  filters,
  // The order's id through a subquery, not a join: see records/order-refs.ts.
  search: [col('message'), col('customer_name'), orderIdOf(col('order_id')), vendingMachines.name, products.name],
  sort: { created_at: col('created_at'), rating: col('rating') },
  tiebreak: col('key'),
  rows: (page, ctx) => toRows(ctx.database, page),
};

export const customerFeedbackHandlers = [
  defineList(contract.listCustomerFeedback, listDefinition),

  handle(contract.getCustomerFeedbackSummary, async (input, ctx) => {
    // The list's scope and filters, without paging or search.
    const where = await listWhere({ ...listDefinition, search: undefined }, { ...input, offset: 0, limit: 1, sortBy: 'created_at', sortDir: 'DESC' }, ctx);
    const union = allFeedback(ctx.db);
    return { data: await summariseFeedback(ctx.db, union as never, { rating: col('rating') as never, source: col('source') as never }, where) };
  }),

  handle(contract.getCustomerFeedbackOptions, async (_input, ctx) => {
    const scope = feedbackScope(callerOf(ctx));
    const union = allFeedback(ctx.db);
    const [machines, productRows] = await Promise.all([
      ctx.db.selectDistinct({ id: vendingMachines.id, name: vendingMachines.name, code: vendingMachines.code }).from(union)
        .innerJoin(vendingMachines, eq(vendingMachines.id, col('vending_machine_id')))
        .where(scope).orderBy(asc(vendingMachines.name), asc(vendingMachines.id)).limit(2000),
      ctx.db.selectDistinct({ id: products.id, sku: products.sku, name: products.name }).from(union)
        .innerJoin(products, eq(products.id, col('product_id')))
        .where(and(scope, isNotNull(col('product_id')))).orderBy(asc(products.name), asc(products.id)).limit(2000),
    ]);
    return { data: { machines, products: productRows } };
  }),

  handle(contract.getCustomerFeedback, async (input, ctx) => {
    const [row] = await joined(ctx.db).where(and(feedbackScope(callerOf(ctx)), eq(col('key'), input.key) as SQL));
    if (!row) throw notFound('Feedback');
    return { data: (await toRows(ctx.database, [row]))[0]! };
  }),
];
