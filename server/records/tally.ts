/**
 * The tally inventory as a record of the pipeline: its scope (the company's; franchise staff
 * their franchise's warehouses'), how it is read with its lines (product, category, MRP, the
 * warehouse's stock of each), and its lifecycle (machines/records/tally.ts).
 */
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { Tally, TallyLine, TallyProduct, TallyRow } from '../../contract/actions/tally-inventories.ts';
import { TALLY_STATUS, tallyStatus } from '../../contract/statuses.ts';
import { tallyLifecycle } from '../../machines/records/tally.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { productCategories, products, tallyInventories, tallyInventoryLines, users, warehouseStock, warehouses } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';

export const tallyScope = tenancy({
  company: tallyInventories.company_id,
  franchise: { warehouses: [tallyInventories.warehouse_id] },
  deletedAt: tallyInventories.deleted_at,
});

export const tallyReference = (id: number) => `TI-${String(id).padStart(6, '0')}`;

const lineCount = sql<number>`(select count(*) from ${tallyInventoryLines} where ${tallyInventoryLines.tally_id} = ${tallyInventories.id})::int`;

export const tallyHead = {
  tally: tallyInventories,
  lines: lineCount,
  warehouse: { id: warehouses.id, name: warehouses.name },
  creator: sql<string | null>`nullif(trim(${users.first_name} || ' ' || ${users.last_name}), '')`,
};
type Head = { tally: typeof tallyInventories.$inferSelect; lines: number; warehouse: { id: number; name: string }; creator: string | null };

export function toTallyRow({ tally, lines, warehouse, creator }: Head): Infer<typeof TallyRow> {
  return {
    id: tally.id,
    reference: tallyReference(tally.id),
    warehouse,
    status: tally.status as Infer<typeof TallyRow>['status'],
    lines: Number(lines),
    buckets: { increased: tally.increased, decreased: tally.decreased, failed: tally.failed, no_change: tally.no_change },
    comments: tally.comments,
    created_by: creator,
    submitted_at: iso(tally.submitted_at),
    created_at: iso(tally.created_at)!,
    updated_at: iso(tally.updated_at)!,
    version: tally.version,
  };
}

export const talliesFrom = (db: Db) => db
  .select(tallyHead)
  .from(tallyInventories)
  .innerJoin(warehouses, eq(warehouses.id, tallyInventories.warehouse_id))
  .leftJoin(users, eq(users.id, tallyInventories.created_by));

async function readTally(db: Db, caller: Caller, id: number): Promise<Infer<typeof Tally>> {
  const [head] = await talliesFrom(db).where(and(eq(tallyInventories.id, id), tallyScope(caller)));
  if (!head) throw notFound('Tally inventory');
  const rows = await db
    .select({ line: tallyInventoryLines, sku: products.sku, name: products.name, category: productCategories.name, price: products.mrp, stock: warehouseStock.stock, updated: warehouseStock.updated_at })
    .from(tallyInventoryLines)
    .innerJoin(products, eq(products.id, tallyInventoryLines.product_id))
    .innerJoin(productCategories, eq(productCategories.id, products.category_id))
    .leftJoin(warehouseStock, and(eq(warehouseStock.product_id, products.id), eq(warehouseStock.warehouse_id, head.warehouse.id)))
    .where(eq(tallyInventoryLines.tally_id, id))
    .orderBy(asc(products.sku));
  const draft = head.tally.status === TALLY_STATUS.draft;
  const lines: Infer<typeof TallyLine>[] = rows.map(({ line, sku, name, category, price, stock, updated }) => ({
    product_id: line.product_id, sku, name, category, price: Number(price),
    last_updated: iso(updated),
    old_stock: draft ? (stock ?? 0) : (line.old_stock ?? 0),
    new_stock: line.counted,
    adjusted: draft ? null : (line.adjusted ?? 0),
    result: draft ? null : (line.result as Infer<typeof TallyLine>['result']),
    note: line.note,
  }));
  return { ...toTallyRow(head), lines_detail: lines };
}

/** The company's active products and any the warehouse holds, with its stock of each; held first, then by SKU. */
export async function tallyProducts(db: Db | Tx, companyId: number, warehouseId: number): Promise<Infer<typeof TallyProduct>[]> {
  const rows = await db
    .select({ id: products.id, sku: products.sku, name: products.name, category: productCategories.name, price: products.mrp, status: products.status, stock: warehouseStock })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.category_id))
    .leftJoin(warehouseStock, and(eq(warehouseStock.product_id, products.id), eq(warehouseStock.warehouse_id, warehouseId)))
    .where(and(eq(products.company_id, companyId), or(eq(products.status, 1), sql`${warehouseStock.product_id} is not null`)))
    .orderBy(asc(products.sku));
  return rows
    .map((r) => ({
      product_id: r.id, sku: r.sku, name: r.name, category: r.category, price: Number(r.price),
      stock: r.stock?.stock ?? 0, in_transit: r.stock?.in_transit ?? 0, last_updated: iso(r.stock?.updated_at ?? null), held: r.stock !== null, active: r.status === 1,
    }))
    .sort((a, b) => Number(b.held) - Number(a.held));
}

export const tallyRecord = defineRecord({
  entity: 'tally_inventory',
  table: tallyInventories,
  noun: 'Tally inventory',
  title: (tally) => `Tally inventory ${tallyReference(tally.id)}`,
  scope: tallyScope,
  read: readTally,
  lifecycle: { machine: tallyLifecycle, column: 'status', statusName: (status) => tallyStatus(String(status)).name },
});
