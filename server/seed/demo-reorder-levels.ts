/**
 * Reorder levels on the demo warehouses' stock, so "Suggest purchase order" has something to
 * propose: in every warehouse a few products a supplier sells are below their level (counting
 * what is already on order), a few sit comfortably above theirs, and where there is one, a
 * product no supplier sells is due too (the suggestion names it as unsourced). Runs after the
 * purchase orders, so what they still bring in is counted. Its own PRNG keeps it stable.
 */
import { and, eq, gt } from 'drizzle-orm';
import { supplierProductTerms, suppliers, warehouseStock } from '../db/schema/index.ts';
import { incomingUnits } from '../records/purchase-suggestion.ts';
import type { SeedContext } from './index.ts';
import { createRandom } from './random.ts';

export async function seedReorderLevels({ db, core }: SeedContext) {
  const random = createRandom(1_618_033);
  const sold = new Set((await db
    .select({ product_id: supplierProductTerms.product_id })
    .from(supplierProductTerms)
    .innerJoin(suppliers, eq(suppliers.id, supplierProductTerms.supplier_id))
    .where(eq(suppliers.company_id, core.companyId))).map((t) => t.product_id));

  for (const warehouseId of core.warehouseIds) {
    const rows = await db
      .select({ product_id: warehouseStock.product_id, stock: warehouseStock.stock })
      .from(warehouseStock)
      .where(and(eq(warehouseStock.warehouse_id, warehouseId), gt(warehouseStock.stock, 2)))
      .orderBy(warehouseStock.product_id);
    const incoming = await incomingUnits(db, warehouseId);
    const sellable = rows.filter((r) => sold.has(r.product_id));
    const unsold = rows.filter((r) => !sold.has(r.product_id));
    const levels = new Map<number, number>();
    const take = (from: typeof rows) => from.splice(random.int(0, from.length - 1), 1)[0]!;
    // Due: the level above what is held and on order.
    for (let i = 0; i < 4 && sellable.length; i++) {
      const r = take(sellable);
      levels.set(r.product_id, r.stock + (incoming.get(r.product_id) ?? 0) + random.int(5, 60));
    }
    if (unsold.length) {
      const r = take(unsold);
      levels.set(r.product_id, r.stock + (incoming.get(r.product_id) ?? 0) + random.int(5, 20));
    }
    // Not due: a level well under what is held.
    for (let i = 0; i < 4 && sellable.length; i++) {
      const r = take(sellable);
      levels.set(r.product_id, Math.max(1, Math.floor(r.stock / random.int(2, 4))));
    }
    for (const [productId, level] of levels) {
      await db.update(warehouseStock).set({ reorder_level: level })
        .where(and(eq(warehouseStock.warehouse_id, warehouseId), eq(warehouseStock.product_id, productId)));
    }
  }
}
