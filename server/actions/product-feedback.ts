/**
 * /api/product-management product feedback: one product's feedback, paged, and its summary
 * (average, count by star and by source). Both answer 404 for a product outside the caller's company.
 */
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/product-feedback.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { productFeedback, products, vendingMachines } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { countAll, iso } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { summariseFeedback } from './feedback-summary.ts';
import { tenancy } from '../kit/scope.ts';

/**
 * The company's feedback (products are the company's, so franchise staff read the same); a
 * retailer's staff only what was given at their machines (docs/roles.md "What each role reaches").
 */
const feedbackScope = tenancy({ company: productFeedback.company_id, retailer: { machines: [productFeedback.vending_machine_id] } });

async function productOf(db: Db, caller: Caller, productId: number) {
  const [product] = await db.select({ id: products.id, sku: products.sku, name: products.name }).from(products)
    .where(and(eq(products.id, productId), eq(products.company_id, caller.company_id)));
  if (!product) throw notFound('Product');
  return product;
}

type Row = Infer<typeof contract.ProductFeedbackRow>;

export const productFeedbackHandlers = [
  defineList(contract.listProductFeedback, {
    check: async (input, ctx) => void (await productOf(ctx.db, callerOf(ctx), input.product_id)),
    scope: feedbackScope,
    query: (db, where) => db
      .select({ f: productFeedback, machine: { id: vendingMachines.id, name: vendingMachines.name } })
      .from(productFeedback)
      .leftJoin(vendingMachines, eq(vendingMachines.id, productFeedback.vending_machine_id))
      .where(where),
    count: (db, where) => db.select({ n: countAll }).from(productFeedback).where(where),
    filters: {
      product_id: (id) => eq(productFeedback.product_id, id),
      source: (sources) => inArray(productFeedback.source, sources),
      rating: (ratings) => inArray(productFeedback.rating, ratings),
      from: (from) => gte(productFeedback.created_at, new Date(from)),
      to: (to) => lte(productFeedback.created_at, new Date(to)),
    },
    search: [productFeedback.message, productFeedback.customer_name],
    sort: { created_at: productFeedback.created_at, rating: productFeedback.rating },
    tiebreak: productFeedback.id,
    rows: (page) => page.map(({ f, machine }): Row => ({
      id: f.id,
      source: f.source as Row['source'],
      rating: f.rating,
      message: f.message,
      customer_name: f.customer_name,
      machine: machine?.id != null ? machine : null,
      created_at: iso(f.created_at)!,
    })),
  }),

  handle(contract.getProductFeedbackSummary, async (input, ctx) => {
    const caller = callerOf(ctx);
    const product = await productOf(ctx.db, caller, input.product_id);
    const where = and(feedbackScope(caller), eq(productFeedback.product_id, product.id));
    return { data: { product, ...(await summariseFeedback(ctx.db, productFeedback, productFeedback, where)) } };
  }),
];
