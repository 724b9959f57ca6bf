/**
 * Purchase orders through the API: the demo's orders in every status, writing one from a
 * supplier's terms (amounts with tax, minimum quantities), editing only before anything
 * happened, the lifecycle's steps with receipts onto the warehouse's shelves through the
 * ledger, approval, the invoice PDF, the supplier's cancellation mail, and permissions.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, supplierProductTerms, warehouseStock, warehouses } from '../../server/db/schema/index.ts';
import { stockLedgerViolations } from '../../server/stock/check.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'procurement-management';
let api: TestApi;
let admin: string;
let terms: (typeof supplierProductTerms.$inferSelect)[];
let warehouseId: number;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  const [first] = await api.services.db.select().from(supplierProductTerms).orderBy(supplierProductTerms.id).limit(1);
  terms = await api.services.db.select().from(supplierProductTerms).where(eq(supplierProductTerms.supplier_id, first!.supplier_id)).orderBy(supplierProductTerms.id);
  const [warehouse] = await api.services.db.select().from(warehouses).where(eq(warehouses.po_approval_required, false)).orderBy(warehouses.id).limit(1);
  warehouseId = warehouse!.id;
});
afterAll(() => api.close());

const linesOf = (count = 2) => terms.slice(0, count).map((t) => ({ product_id: t.product_id, quantity: t.min_quantity * 2, price: Number(t.selling_price) }));

async function create(fields: Record<string, unknown> = {}) {
  const r = await post({ action: 'create.purchase_order', supplier_id: terms[0]!.supplier_id, warehouse_id: warehouseId, tax_type: 'INTRA_STATE', lines: linesOf(), ...fields });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}

const manage = (order: { id: number; version: number }, new_status: string, fields: Record<string, unknown> = {}) =>
  post({ action: 'manage.purchase_order', id: order.id, version: order.version, new_status, ...fields });

const shelf = async (productId: number) =>
  (await api.services.db.select().from(warehouseStock).where(and(eq(warehouseStock.warehouse_id, warehouseId), eq(warehouseStock.product_id, productId))))[0]?.stock ?? 0;

describe('the demo and the list', () => {
  it('has orders in every status, 20 a page, filtered by status and searched by reference', async () => {
    const all = await post({ action: 'list.purchase_orders', limit: 20 });
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(16);
    expect(all.body.data).toHaveLength(Math.min(20, all.body.total));
    for (const status of ['DRAFT', 'CREATED', 'SHIPPED', 'PARTIALLY_RECEIVED', 'RECEIVED', 'EXECUTED', 'CANCELLED']) {
      const r = await post({ action: 'list.purchase_orders', status: [status] });
      expect(r.body.total, status).toBeGreaterThan(0);
      expect(r.body.data.every((o: { status: string }) => o.status === status)).toBe(true);
    }
    const one = all.body.data.find((o: { reference: string }) => o.reference.startsWith('PO-'));
    const found = await post({ action: 'list.purchase_orders', search: one.reference });
    expect(found.body.data.map((o: { id: number }) => o.id)).toContain(one.id);
  });

  it('a technician may not see them', async () => {
    const technician = await api.login('technician@demo.local');
    expect((await post({ action: 'list.purchase_orders' }, technician)).status).toBe(403);
  });
});

describe('writing an order', () => {
  it('prices the lines with the products\' taxes, keeps the warehouse\'s stock as old stock, and starts the history', async () => {
    const order = await create();
    expect(order.status).toBe('CREATED');
    expect(order.reference).toBe(`PO-${String(order.id).padStart(6, '0')}`);
    expect(order.lines).toHaveLength(2);
    expect(order.amount).toBeCloseTo(order.lines.reduce((sum: number, l: { total: number }) => sum + l.total, 0), 2);
    expect(order.total_quantity).toBe(linesOf().reduce((sum, l) => sum + l.quantity, 0));
    expect(order.lines[0].old_stock).toBe(await shelf(order.lines[0].product_id));
    expect(order.history.map((h: { status: string }) => h.status)).toEqual(['CREATED']);
    const audits = await api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'purchase_order'), eq(auditLog.entity_id, order.id))).orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['create.purchase_order']);
  });

  it('refuses products the supplier does not sell, less than its minimum, and quantities of 0, naming the line', async () => {
    const [a, b] = linesOf();
    const notSold = await post({ action: 'create.purchase_order', supplier_id: terms[0]!.supplier_id, warehouse_id: warehouseId, tax_type: 'INTRA_STATE', lines: [a, { ...b!, product_id: 999_999 }] });
    expect(notSold.body.errors).toEqual([{ path: 'lines.1.product_id', message: 'This supplier does not sell this product.' }]);
    const below = await post({ action: 'create.purchase_order', supplier_id: terms[0]!.supplier_id, warehouse_id: warehouseId, tax_type: 'INTRA_STATE', lines: [a, { ...b!, quantity: 1 }] });
    if (terms[1]!.min_quantity > 1) expect(below.body.errors).toEqual([{ path: 'lines.1.quantity', message: `The supplier sells at least ${terms[1]!.min_quantity} of this product.` }]);
    const zero = await post({ action: 'create.purchase_order', supplier_id: terms[0]!.supplier_id, warehouse_id: warehouseId, tax_type: 'INTRA_STATE', lines: [{ ...a!, quantity: 0 }] });
    expect(zero.status).toBe(400);
    expect(JSON.stringify(zero.body)).toContain('Quantity must be greater than 0');
    const foreign = await post({ action: 'create.purchase_order', supplier_id: terms[0]!.supplier_id, warehouse_id: 999_999, tax_type: 'INTRA_STATE', lines: [a] });
    expect(foreign.body.errors).toEqual([{ path: 'warehouse_id', message: 'Please select a Warehouse' }]);
  });

  it('a draft and a created order may be edited and deleted; a shipped one may not', async () => {
    const draft = await create({ status: 'DRAFT' });
    const edited = await post({ action: 'update.purchase_order', id: draft.id, version: draft.version, supplier_id: draft.supplier.id, warehouse_id: warehouseId, tax_type: 'INTER_STATE', lines: linesOf(1) });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.lines).toHaveLength(1);
    expect((await post({ action: 'update.purchase_order', id: draft.id, version: draft.version, supplier_id: draft.supplier.id, warehouse_id: warehouseId, tax_type: 'INTER_STATE', lines: linesOf(1) })).status).toBe(409);
    const shipped = (await manage((await manage(edited.body.data, 'CREATED')).body.data, 'SHIPPED')).body.data;
    expect(shipped.status).toBe('SHIPPED');
    const refused = await post({ action: 'delete.purchase_order', id: shipped.id, version: shipped.version });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Purchase order ${shipped.reference} is Shipped; only a Draft or Created order can be deleted.`);
    const other = await create();
    expect((await post({ action: 'delete.purchase_order', id: other.id, version: other.version })).status).toBe(200);
    expect((await post({ action: 'get.purchase_order', id: other.id })).status).toBe(404);
  });
});

describe('its lifecycle', () => {
  it('receives part, then the rest, onto the warehouse\'s shelves through the ledger; never more than outstanding', async () => {
    const order = await create();
    const [first, second] = order.lines;
    const before = [await shelf(first.product_id), await shelf(second.product_id)];
    const over = await manage(order, 'PARTIALLY_RECEIVED', { received: [{ product_id: first.product_id, quantity: first.purchased_quantity + 1 }] });
    expect(over.status).toBe(400);
    const part = await manage(order, 'PARTIALLY_RECEIVED', { received: [{ product_id: first.product_id, quantity: 3 }] });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.data.status).toBe('PARTIALLY_RECEIVED');
    expect(await shelf(first.product_id)).toBe(before[0]! + 3);
    expect((await manage(part.body.data, 'CANCELLED')).status).toBe(409);
    const notAll = await manage(part.body.data, 'RECEIVED', { received: [{ product_id: first.product_id, quantity: 1 }] });
    expect(notAll.status).toBe(400);
    const rest = await manage(part.body.data, 'RECEIVED');
    expect(rest.body.data.status).toBe('RECEIVED');
    expect(rest.body.data.lines.map((l: { received_quantity: number; purchased_quantity: number }) => l.received_quantity - l.purchased_quantity)).toEqual([0, 0]);
    expect(await shelf(first.product_id)).toBe(before[0]! + first.purchased_quantity);
    expect(await shelf(second.product_id)).toBe(before[1]! + second.purchased_quantity);
    expect(rest.body.data.history.map((h: { status: string }) => h.status)).toEqual(['CREATED', 'PARTIALLY_RECEIVED', 'RECEIVED']);
    expect(await stockLedgerViolations(api.services.db)).toEqual([]);
  });

  it('a partial receipt of everything outstanding makes the order Received', async () => {
    const order = await create();
    const all = order.lines.map((l: { product_id: number; purchased_quantity: number }) => ({ product_id: l.product_id, quantity: l.purchased_quantity }));
    expect((await manage(order, 'PARTIALLY_RECEIVED', { received: all })).body.data.status).toBe('RECEIVED');
  });

  it('executes with an invoice: Save & Generate Invoice stores the PDF the view links to', async () => {
    const received = (await manage(await create(), 'RECEIVED')).body.data;
    const noNumber = await manage(received, 'EXECUTED');
    expect(noNumber.body.errors).toEqual([{ path: 'invoice_number', message: 'Enter the invoice number before executing the order.' }]);
    const executed = await manage(received, 'EXECUTED', { invoice_number: 'INV-77', invoice_date: '2026-11-25', generate_invoice: true });
    expect(executed.status, JSON.stringify(executed.body)).toBe(200);
    expect(executed.body.data).toMatchObject({ status: 'EXECUTED', reference: 'INV-77', invoice_date: '2026-11-25', has_invoice: true });
    const link = await post({ action: 'download.purchase_order_invoice', id: received.id });
    expect(link.body.data.file_name).toBe('invoice-INV-77.pdf');
    const stored = api.services.objects.get(link.body.data.url.replace('/objects/', ''));
    expect(stored?.contentType).toBe('application/pdf');
    expect(stored!.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('cancelling mails the supplier the order and its lines', async () => {
    const order = await create();
    const cancelled = await manage(order, 'CANCELLED');
    expect(cancelled.body.data.status).toBe('CANCELLED');
    const [mail] = await api.services.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail!.subject).toBe(`Purchase order ${order.reference} cancelled`);
    expect(mail!.body).toContain(order.lines[0].sku);
  });

  it('a warehouse that approves purchase orders holds shipment until a company admin approves', async () => {
    const [approving] = await api.services.db.select().from(warehouses).where(eq(warehouses.po_approval_required, true)).limit(1);
    const order = await create({ warehouse_id: approving!.id });
    const held = await manage(order, 'SHIPPED');
    expect(held.status).toBe(409);
    expect(held.body.message).toContain('waits for approval');
    const manager = await api.login('warehouse@demo.local');
    expect((await post({ action: 'approve.purchase_order', id: order.id, version: order.version }, manager)).status).toBe(403);
    const approved = await post({ action: 'approve.purchase_order', id: order.id, version: order.version });
    expect(approved.body.data.approved_by).not.toBeNull();
    expect((await manage(approved.body.data, 'SHIPPED')).body.data.status).toBe('SHIPPED');
  });
});
