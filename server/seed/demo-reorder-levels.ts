/**
 * Reorder levels on the demo warehouses' stock, so "Suggest purchase order" has something to
 * propose: in every warehouse up to three products of one supplier (a proposal worth an order)
 * and one more are below their level (counting what is already on order), a few sit comfortably above theirs, and where there is one, a
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
  const terms = await db
    .select({ supplier_id: supplierProductTerms.supplier_id, product_id: supplierProductTerms.product_id })
    .from(supplierProductTerms)
    .innerJoin(suppliers, eq(suppliers.id, supplierProductTerms.supplier_id))
    .where(eq(suppliers.company_id, core.companyId))
    .orderBy(supplierProductTerms.supplier_id, supplierProductTerms.product_id);
  const sold = new Set(terms.map((t) => t.product_id));
  const supplierIds = [...new Set(terms.map((t) => t.supplier_id))];

  for (const [w, warehouseId] of core.warehouseIds.entries()) {
    const rows = await db
      .select({ product_id: warehouseStock.product_id, stock: warehouseStock.stock })
      .from(warehouseStock)
      .where(and(eq(warehouseStock.warehouse_id, warehouseId), gt(warehouseStock.stock, 2)))
      .orderBy(warehouseStock.product_id);
    const incoming = await incomingUnits(db, warehouseId);
    const held = new Map(rows.map((r) => [r.product_id, r]));
    const levels = new Map<number, number>();
    const due = (productId: number, extra: number) => {
      const r = held.get(productId)!;
      levels.set(productId, r.stock + (incoming.get(productId) ?? 0) + extra);
    };
    // Due: up to three products of one supplier (a proposal worth an order), one more of anyone's.
    const mainSupplier = supplierIds
      .map((_, k) => supplierIds[(w + k) % supplierIds.length]!)
      .find((s) => terms.filter((t) => t.supplier_id === s && held.has(t.product_id)).length >= 2);
    for (const t of terms.filter((x) => x.supplier_id === mainSupplier && held.has(x.product_id)).slice(0, 3)) due(t.product_id, random.int(5, 60));
    const sellable = rows.filter((r) => sold.has(r.product_id) && !levels.has(r.product_id));
    const unsold = rows.filter((r) => !sold.has(r.product_id));
    const take = (from: typeof rows) => from.splice(random.int(0, from.length - 1), 1)[0]!;
    if (sellable.length) due(take(sellable).product_id, random.int(5, 60));
    // A product no supplier sells, named as unsourced by the suggestion.
    if (unsold.length) due(take(unsold).product_id, random.int(5, 20));
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
