/**
 * "Suggest purchase order" and the reorder levels it starts from (contract/actions/purchase-suggestions.ts).
 * The suggestion only reads: the clerk edits the lines and saves them with create.purchase_order.
 * A reorder level is a setting of the warehouse's stock row, not a move of stock: it is written
 * here, audited, and never touches the units (those move only through server/stock/).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import * as contract from '../../contract/actions/purchase-suggestions.ts';
import {
  COVER_DAYS, OUTFLOW_DAYS, rankProposals, suggestPurchase, type StockPosition,
} from '../../machines/records/purchaseSuggestion.ts';
import { callerOf, handle } from '../context.ts';
import { products, supplierProductTerms, suppliers, warehouseStock } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { audit } from '../kit/audit.ts';
import { warehousePositions, type WarehousePosition } from '../records/purchase-suggestion.ts';
import { supplierScope } from '../records/supplier.ts';
import { visibleWarehouse } from '../records/warehouse.ts';

const asPosition = (p: WarehousePosition, minimum: number): StockPosition => ({ ...p, days: OUTFLOW_DAYS, minimum });
const round2 = (n: number) => Math.round(n * 100) / 100;

export const purchaseSuggestionHandlers = [
  handle(contract.suggestPurchaseOrder, async (input, ctx) => {
    const caller = callerOf(ctx);
    const warehouse = await visibleWarehouse(ctx.db, caller, input.warehouse_id);
    if (input.supplier_id !== undefined) {
      const [supplier] = await ctx.db.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.id, input.supplier_id), supplierScope(caller)));
      if (!supplier) throw notFound('Supplier');
    }
    const positions = await warehousePositions(ctx.db, warehouse.id, ctx.now(), OUTFLOW_DAYS);
    // Due whatever the supplier: below the level with what is on order.
    const due = suggestPurchase(positions.map((p) => asPosition(p, 0)));
    const byProduct = new Map(positions.map((p) => [p.product_id, p]));
    const dueIds = due.map((l) => l.product_id);
    const terms = dueIds.length === 0 ? [] : await ctx.db
      .select({
        supplier_id: suppliers.id, supplier_name: suppliers.company_name, product_id: supplierProductTerms.product_id,
        price: supplierProductTerms.selling_price, min_quantity: supplierProductTerms.min_quantity,
      })
      .from(supplierProductTerms)
      .innerJoin(suppliers, eq(suppliers.id, supplierProductTerms.supplier_id))
      .where(and(
        inArray(supplierProductTerms.product_id, dueIds),
        supplierScope(caller),
        isNull(suppliers.deleted_at),
        input.supplier_id !== undefined ? eq(suppliers.id, input.supplier_id) : undefined,
      ));
    const bySupplier = new Map<number, typeof terms>();
    for (const t of terms) bySupplier.set(t.supplier_id, [...(bySupplier.get(t.supplier_id) ?? []), t]);
    const proposals = [...bySupplier.values()].map((offered) => {
      const price = new Map(offered.map((t) => [t.product_id, t]));
      const lines = suggestPurchase(offered.map((t) => asPosition(byProduct.get(t.product_id)!, t.min_quantity))).map((line) => {
        const p = byProduct.get(line.product_id)!;
        const term = price.get(line.product_id)!;
        return {
          product_id: p.product_id, sku: p.sku, name: p.name, category: p.category, quantity: line.quantity, price: Number(term.price),
          min_quantity: term.min_quantity, reason: line.reason, on_hand: p.on_hand, incoming: p.incoming, reorder_level: p.reorder_level, outflow: p.outflow,
        };
      }).sort((a, b) => a.sku.localeCompare(b.sku));
      return {
        supplier: { id: offered[0]!.supplier_id, name: offered[0]!.supplier_name },
        lines,
        amount: round2(lines.reduce((sum, l) => sum + l.quantity * l.price, 0)),
      };
    });
    const sourced = new Set(terms.map((t) => t.product_id));
    return {
      data: {
        warehouse: { id: warehouse.id, name: warehouse.name },
        outflow_days: OUTFLOW_DAYS,
        cover_days: COVER_DAYS,
        due: due.length,
        suppliers: rankProposals(proposals),
        unsourced: due.filter((l) => !sourced.has(l.product_id)).map((l) => {
          const p = byProduct.get(l.product_id)!;
          return { product_id: p.product_id, sku: p.sku, name: p.name, reason: `${contract.PURCHASE_SUGGESTION_MESSAGES.notSold} ${l.reason}` };
        }),
      },
    };
  }),

  handle(contract.setWarehouseReorderLevel, async (input, ctx) => {
    const caller = callerOf(ctx);
    const reorderLevel = Number(input.reorder_level);
    const row = await ctx.db.transaction(async (tx) => {
      await visibleWarehouse(tx, caller, input.warehouse_id);
      const [product] = await tx.select({ id: products.id }).from(products).where(and(eq(products.id, input.product_id), eq(products.company_id, caller.company_id)));
      if (!product) throw notFound('Product');
      const key = and(eq(warehouseStock.warehouse_id, input.warehouse_id), eq(warehouseStock.product_id, input.product_id));
      const [before] = await tx.select().from(warehouseStock).where(key).for('update');
      const now = ctx.now();
      const [after] = before
        ? await tx.update(warehouseStock).set({ reorder_level: reorderLevel, updated_at: now }).where(key).returning()
        // A product the warehouse never held can still be given a level: its row starts empty.
        : await tx.insert(warehouseStock).values({ warehouse_id: input.warehouse_id, product_id: input.product_id, reorder_level: reorderLevel, updated_at: now }).returning();
      await audit(tx, caller, {
        action: contract.setWarehouseReorderLevel.name,
        entity: 'warehouse_stock',
        entity_id: input.warehouse_id,
        before: { product_id: input.product_id, reorder_level: before?.reorder_level ?? 0, stock: before?.stock ?? 0 },
        after: { product_id: input.product_id, reorder_level: after!.reorder_level, stock: after!.stock },
      });
      return after!;
    });
    return { data: { warehouse_id: row.warehouse_id, product_id: row.product_id, reorder_level: row.reorder_level, stock: row.stock } };
  }),
];
