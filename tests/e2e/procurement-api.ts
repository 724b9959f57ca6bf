/**
 * Procurement's e2e set-up through /api/procurement-management as the signed-in page: fresh
 * purchase orders of two lines (ORDER_QUANTITIES) taken to a status through the API, and what the screens' checks ask of the server. The steps a test is about go
 * through the screens; only what comes before them is done here.
 */
import { expect, type Page } from '@playwright/test';

export const PM = '/api/procurement-management';

export async function procurementApi(page: Page, body: object) {
  const r = await page.request.post(PM, { data: body });
  return { status: r.status(), body: await r.json() };
}

export interface OrderLine { product_id: number; sku: string; purchased_quantity: number; received_quantity: number; returned_quantity: number }
export interface Order {
  id: number; reference: string; status: string; version: number; lines: OrderLine[];
  invoice_number: string | null; invoice_date: string | null; has_invoice: boolean; approval_required: boolean; approved_at: string | null;
}

export const getOrder = async (page: Page, id: number) => (await procurementApi(page, { action: 'get.purchase_order', id })).body.data as Order;

/** What a fresh order buys of its two products (the demo's suppliers sell at least 12 or 24 of them). */
export const ORDER_QUANTITIES = [48, 24] as const;

/** Where fresh orders come from: a supplier selling two products in those quantities, and warehouses with and without approval. */
export interface Procurement {
  supplierId: number;
  products: { product_id: number; price: number }[];
  warehouseId: number;
  approvingWarehouseId: number;
}

export async function procurementOf(page: Page): Promise<Procurement> {
  const warehouses = (await page.request.post('/api/warehouse-management', { data: { action: 'list.warehouses', limit: 100 } })).json();
  const rows = (await warehouses).data as { id: number }[];
  const flags = await Promise.all(rows.map(async (w) =>
    ({ id: w.id, approval: ((await (await page.request.post('/api/warehouse-management', { data: { action: 'get.warehouse', id: w.id } })).json()).data as { po_approval_required: boolean }).po_approval_required })));
  const suppliers = (await procurementApi(page, { action: 'list.suppliers', limit: 100 })).body.data as { id: number }[];
  for (const supplier of suppliers) {
    const terms = (await procurementApi(page, { action: 'list.purchase_order_products', supplier_id: supplier.id })).body.data as { product_id: number; min_quantity: number; selling_price: number }[];
    const fitting = terms.filter((t) => t.min_quantity <= ORDER_QUANTITIES[1]).slice(0, 2);
    if (fitting.length === 2) {
      return {
        supplierId: supplier.id,
        products: fitting.map((t) => ({ product_id: t.product_id, price: t.selling_price })).sort((a, b) => a.product_id - b.product_id),
        warehouseId: flags.find((w) => !w.approval)!.id,
        approvingWarehouseId: flags.find((w) => w.approval)!.id,
      };
    }
  }
  throw new Error(`no supplier sells two products in quantities of ${ORDER_QUANTITIES[1]} or less`);
}

type Step = 'SHIPPED' | 'PARTIALLY_RECEIVED' | 'RECEIVED' | 'EXECUTED' | 'CANCELLED' | 'APPROVE';

/**
 * A fresh order taken through these steps (a partial receipt takes 1 unit of
 * the first line; executing gives an invoice number).
 */
export async function freshOrder(page: Page, p: Procurement, options: { draft?: boolean; approving?: boolean; steps?: Step[] } = {}): Promise<Order> {
  const created = await procurementApi(page, {
    action: 'create.purchase_order', supplier_id: p.supplierId, warehouse_id: options.approving ? p.approvingWarehouseId : p.warehouseId, tax_type: 'INTRA_STATE',
    lines: p.products.map((product, i) => ({ product_id: product.product_id, quantity: ORDER_QUANTITIES[i], price: product.price })),
    status: options.draft ? 'DRAFT' : 'CREATED',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  let order = created.body.data as Order;
  for (const step of options.steps ?? []) {
    const r = step === 'APPROVE'
      ? await procurementApi(page, { action: 'approve.purchase_order', id: order.id, version: order.version })
      : await procurementApi(page, {
        action: 'manage.purchase_order', id: order.id, version: order.version, new_status: step,
        ...(step === 'PARTIALLY_RECEIVED' ? { received: order.lines.map((l, i) => ({ product_id: l.product_id, quantity: i === 0 ? 1 : 0 })) } : {}),
        ...(step === 'EXECUTED' ? { invoice_number: `INV-E2E-${order.id}` } : {}),
      });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    order = r.body.data as Order;
  }
  return order;
}
