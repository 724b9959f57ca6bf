/**
 * What a purchase order's lines are written from: the supplier's product terms (only products
 * it sells, at least its minimum quantity), the product's taxes as they are today, and what
 * the warehouse holds of each ("old stock"). The order's amount and units are kept with it.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { PurchaseTaxType } from '../../contract/procurement.ts';
import { PURCHASE_ORDER_MESSAGES } from '../../contract/actions/purchase-orders.ts';
import { orderTotals } from '../../machines/records/purchaseTotals.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { productCategories, products, purchaseOrderLines, supplierProductTerms, suppliers, warehouseStock, warehouses } from '../db/schema/index.ts';
import { invalid, invalidField } from '../http/errors.ts';
import { refuseUngranted, tenancy } from '../kit/scope.ts';
import { supplierScope } from './supplier.ts';

export interface LineInput {
  product_id: number;
  quantity: number;
  price: number;
}

/** The warehouses a caller may buy into: the company's, franchise staff their franchise's, warehouse managers those linked with Purchase Order. */
const warehouseScope = tenancy({ company: warehouses.company_id, franchise: { column: warehouses.franchise_id }, warehouses: [warehouses.id] });

/** 400 unless the supplier and warehouse are the caller's to use. */
export async function checkParties(tx: Tx, caller: Caller, supplierId: number, warehouseId: number) {
  const [supplier] = await tx.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.id, supplierId), supplierScope(caller)));
  if (!supplier) throw invalidField('supplier_id', PURCHASE_ORDER_MESSAGES.supplierRequired);
  const [warehouse] = await tx.select({ id: warehouses.id }).from(warehouses).where(and(eq(warehouses.id, warehouseId), warehouseScope(caller)));
  if (!warehouse) {
    await refuseUngranted(caller, async (viewer) => (await tx.select({ id: warehouses.id }).from(warehouses).where(and(eq(warehouses.id, warehouseId), warehouseScope(viewer)))).length > 0);
    throw invalidField('warehouse_id', PURCHASE_ORDER_MESSAGES.warehouseRequired);
  }
}

/** The lines as rows to write, and the order's totals; 400 naming each line that cannot be bought. */
export async function priceLines(tx: Tx, supplierId: number, warehouseId: number, taxType: PurchaseTaxType, lines: readonly LineInput[]) {
  const productIds = lines.map((l) => l.product_id);
  const terms = await tx
    .select({ product_id: supplierProductTerms.product_id, min_quantity: supplierProductTerms.min_quantity, gst: products.gst, cess: products.cess, stock: warehouseStock.stock })
    .from(supplierProductTerms)
    .innerJoin(products, eq(products.id, supplierProductTerms.product_id))
    .leftJoin(warehouseStock, and(eq(warehouseStock.product_id, supplierProductTerms.product_id), eq(warehouseStock.warehouse_id, warehouseId)))
    .where(and(eq(supplierProductTerms.supplier_id, supplierId), inArray(supplierProductTerms.product_id, productIds)));
  const byProduct = new Map(terms.map((t) => [t.product_id, t]));
  const seen = new Set<number>();
  const problems: { path: string; message: string }[] = [];
  lines.forEach((line, index) => {
    const term = byProduct.get(line.product_id);
    if (!term) problems.push({ path: `lines.${index}.product_id`, message: 'This supplier does not sell this product.' });
    else if (seen.has(line.product_id)) problems.push({ path: `lines.${index}.product_id`, message: 'This product is listed twice.' });
    else if (line.quantity < term.min_quantity) problems.push({ path: `lines.${index}.quantity`, message: `The supplier sells at least ${term.min_quantity} of this product.` });
    seen.add(line.product_id);
  });
  if (problems.length) throw invalid(problems);
  const rows = lines.map((line) => {
    const term = byProduct.get(line.product_id)!;
    return {
      product_id: line.product_id,
      purchased_quantity: line.quantity,
      purchased_price: line.price,
      gst: Number(term.gst),
      cess: Number(term.cess),
      old_stock: term.stock ?? 0,
    };
  });
  const totals = orderTotals(rows.map((r) => ({ quantity: r.purchased_quantity, price: r.purchased_price, gst_percent: r.gst, cess_percent: r.cess })), taxType);
  return { rows, amount: totals.total, total_quantity: totals.quantity };
}

/** Replaces an order's lines (a Draft or Created order has received nothing yet). */
export async function writeLines(tx: Tx, orderId: number, rows: Awaited<ReturnType<typeof priceLines>>['rows']) {
  await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.purchase_order_id, orderId));
  await tx.insert(purchaseOrderLines).values(rows.map((r) => ({ ...r, purchase_order_id: orderId })));
}

/** What the add and edit screens choose lines from: the supplier's terms with the warehouse's stock. */
export function supplierProducts(db: Db, caller: Caller, supplierId: number, warehouseId: number | undefined) {
  return db
    .select({
      product_id: products.id, sku: products.sku, name: products.name, category: productCategories.name, mrp: products.mrp, gst: products.gst, cess: products.cess,
      selling_price: supplierProductTerms.selling_price, min_quantity: supplierProductTerms.min_quantity, old_stock: warehouseStock.stock,
    })
    .from(supplierProductTerms)
    .innerJoin(suppliers, eq(suppliers.id, supplierProductTerms.supplier_id))
    .innerJoin(products, eq(products.id, supplierProductTerms.product_id))
    .innerJoin(productCategories, eq(productCategories.id, products.category_id))
    .leftJoin(warehouseStock, and(eq(warehouseStock.product_id, products.id), eq(warehouseStock.warehouse_id, warehouseId ?? 0)))
    .where(and(eq(supplierProductTerms.supplier_id, supplierId), eq(suppliers.company_id, caller.company_id), isNull(suppliers.deleted_at)))
    .orderBy(products.sku);
}
