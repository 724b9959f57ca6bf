/** The supplier as a record of the pipeline: who reaches which, how it is read, and its product terms. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { Supplier, SupplierRow } from '../../contract/actions/suppliers.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { products, supplierProductTerms, suppliers } from '../db/schema/index.ts';
import { invalid, notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';

/** The company's suppliers, deleted ones left out. */
export const supplierScope = tenancy({ company: suppliers.company_id, deletedAt: suppliers.deleted_at });

export function toSupplierRow(row: typeof suppliers.$inferSelect): Infer<typeof SupplierRow> {
  return {
    id: row.id,
    company_name: row.company_name,
    contact_person_name: row.contact_person_name,
    email_id: row.email_id,
    mobile_number: row.mobile_number,
    country: row.country,
    state: row.state,
    city: row.city,
    billing_address: row.billing_address,
    shipping_address: row.shipping_address,
    bank_name: row.bank_name,
    ifsc_code: row.ifsc_code,
    account_number: row.account_number,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    version: row.version,
  };
}

async function readSupplier(db: Db, caller: Caller, id: number): Promise<Infer<typeof Supplier>> {
  const [row] = await db.select().from(suppliers).where(and(eq(suppliers.id, id), supplierScope(caller)));
  if (!row) throw notFound('Supplier');
  const terms = await db
    .select({ term: supplierProductTerms, sku: products.sku, name: products.name, net_weight: products.net_weight })
    .from(supplierProductTerms)
    .innerJoin(products, eq(products.id, supplierProductTerms.product_id))
    .where(eq(supplierProductTerms.supplier_id, row.id))
    .orderBy(asc(products.sku));
  return {
    ...toSupplierRow(row),
    product_terms: terms.map(({ term, sku, name, net_weight }) => ({
      product_id: term.product_id,
      sku,
      name,
      net_weight,
      selling_price: Number(term.selling_price),
      min_quantity: term.min_quantity,
      price_per_quantity: Number(term.price_per_quantity),
    })),
  };
}

export const supplierRecord = defineRecord({
  entity: 'supplier',
  table: suppliers,
  noun: 'Supplier',
  title: (s) => `Supplier ${s.company_name}`,
  scope: supplierScope,
  read: readSupplier,
});

export interface TermInput {
  product_id: number;
  selling_price: number;
  min_quantity: number;
  price_per_quantity: number;
}

/**
 * Makes the supplier's terms exactly these, in the caller's transaction: each a product of the
 * caller's catalogue, listed once (400 naming the line otherwise). Answers what the audit keeps.
 */
export async function replaceTerms(tx: Tx, caller: Caller, supplierId: number, terms: readonly TermInput[]) {
  const seen = new Set<number>();
  const twice = terms.flatMap((t, index) => (seen.has(t.product_id) ? [index] : (seen.add(t.product_id), [])));
  if (twice.length) throw invalid(twice.map((index) => ({ path: `product_terms.${index}.product_id`, message: 'This product is listed twice.' })));
  const ids = [...seen];
  const known = ids.length
    ? new Set((await tx.select({ id: products.id }).from(products).where(and(inArray(products.id, ids), eq(products.company_id, caller.company_id)))).map((p) => p.id))
    : new Set<number>();
  const unknown = terms.flatMap((t, index) => (known.has(t.product_id) ? [] : [index]));
  if (unknown.length) throw invalid(unknown.map((index) => ({ path: `product_terms.${index}.product_id`, message: 'Unknown product.' })));
  await tx.delete(supplierProductTerms).where(eq(supplierProductTerms.supplier_id, supplierId));
  if (terms.length) await tx.insert(supplierProductTerms).values(terms.map((t) => ({ supplier_id: supplierId, ...t })));
  return { product_terms: terms };
}
