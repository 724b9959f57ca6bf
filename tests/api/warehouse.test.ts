/**
 * Warehouses, their stock and the /warehouse-orders list through the API: every order kind
 * with its label, filters, sorting, paging, permissions and franchise scoping.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './harness.ts';

const WM = 'warehouse-management';
const STOCK = 'warehouse-inventory-management-services';
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

describe('warehouses', () => {
  it('lists the six demo warehouses with stock totals, sorted and searchable', async () => {
    // The partners' vehicles (storage type Vehicle, server/seed/demo-partners.ts) are warehouse rows too.
    const r = await api.post(WM, { action: 'list.warehouses', storage_type: ['Warehouse'] }, admin);
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(6);
    const names = r.body.data.map((w: { name: string }) => w.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(r.body.data.every((w: { stock: number; product_count: number }) => w.stock > 0 && w.product_count > 0)).toBe(true);
    const pune = await api.post(WM, { action: 'list.warehouses', search: 'pune' }, admin);
    expect(pune.body.data.map((w: { name: string }) => w.name)).toEqual(['Pune Hinjewadi Warehouse']);
    const byStock = await api.post(WM, { action: 'list.warehouses', sortBy: 'stock', sortDir: 'DESC' }, admin);
    const stocks = byStock.body.data.map((w: { stock: number }) => w.stock);
    expect(stocks).toEqual([...stocks].sort((a: number, b: number) => b - a));
    // Sorted by stock the totals are joined; by name they are read for the page: the same figures.
    const figures = (rows: { id: number; stock: number; in_transit: number; product_count: number }[]) =>
      Object.fromEntries(rows.map((w) => [w.id, [w.stock, w.in_transit, w.product_count]]));
    const byName = await api.post(WM, { action: 'list.warehouses' }, admin);
    expect(figures(byName.body.data)).toEqual(figures(byStock.body.data));
    expect((await api.post(WM, { action: 'list.warehouses', sortBy: 'secret' }, admin)).status).toBe(400);
  });

  it('get.warehouse has address, settings and totals; unknown ids are 404', async () => {
    const list = await api.post(WM, { action: 'list.warehouses' }, admin);
    const first = list.body.data[0];
    const r = await api.post(WM, { action: 'get.warehouse', id: first.id }, admin);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id: first.id, name: first.name, stock: first.stock, in_transit: first.in_transit, open_orders: first.open_orders });
    expect(r.body.data.address_line_1).toMatch(/Plot/);
    expect(typeof r.body.data.po_approval_required).toBe('boolean');
    expect((await api.post(WM, { action: 'get.warehouse', id: 999999 }, admin)).status).toBe(404);
  });

  it("a warehouse's stock: totals match the list, search and in-stock filter", async () => {
    const list = await api.post(WM, { action: 'list.warehouses' }, admin);
    const w = list.body.data[0];
    const stock = await api.post(STOCK, { action: 'list.warehouse_stock', warehouse_id: w.id, limit: 2000 }, admin);
    expect(stock.status).toBe(200);
    expect(stock.body.data.reduce((s: number, r: { stock: number }) => s + r.stock, 0)).toBe(w.stock);
    expect(stock.body.data.reduce((s: number, r: { in_transit: number }) => s + r.in_transit, 0)).toBe(w.in_transit);
    const sku = stock.body.data[0].sku;
    const found = await api.post(STOCK, { action: 'list.warehouse_stock', warehouse_id: w.id, search: sku }, admin);
    expect(found.body.data.map((r: { sku: string }) => r.sku)).toEqual([sku]);
    const page = await api.post(STOCK, { action: 'list.warehouse_stock', warehouse_id: w.id, limit: 5, offset: 5, sortBy: 'sku', sortDir: 'ASC' }, admin);
    expect(page.body.data.map((r: { sku: string }) => r.sku)).toEqual(
      [...stock.body.data.map((r: { sku: string }) => r.sku)].sort().slice(5, 10),
    );
    const inStock = await api.post(STOCK, { action: 'list.warehouse_stock', warehouse_id: w.id, in_stock_only: true, limit: 2000 }, admin);
    expect(inStock.body.data.every((r: { stock: number; in_transit: number }) => r.stock > 0 || r.in_transit > 0)).toBe(true);
    expect(inStock.body.total).toBe(stock.body.data.filter((r: { stock: number; in_transit: number }) => r.stock > 0 || r.in_transit > 0).length);
    expect((await api.post(STOCK, { action: 'list.warehouse_stock', warehouse_id: 999999 }, admin)).status).toBe(404);
  });

  it('the technician (no PERM_VIEW_WAREHOUSE) is refused the list; franchise users see their own warehouse only', async () => {
    const technician = await api.login('technician@demo.local');
    const r = await api.post(WM, { action: 'list.warehouses' }, technician);
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('PERM_VIEW_WAREHOUSE');
    const franchise = await api.login('franchise@demo.local');
    const own = await api.post(WM, { action: 'list.warehouses' }, franchise);
    expect(own.body.data.map((w: { name: string }) => w.name)).toEqual(['Delhi Okhla Warehouse']);
    const all = await api.post(WM, { action: 'list.warehouses' }, admin);
    const other = all.body.data.find((w: { name: string }) => w.name !== 'Delhi Okhla Warehouse');
    expect((await api.post(WM, { action: 'get.warehouse', id: other.id }, franchise)).status).toBe(404);
    expect((await api.post(STOCK, { action: 'list.warehouse_stock', warehouse_id: other.id }, franchise)).status).toBe(404);
  });
});

describe('warehouse orders', () => {
  const LABELS = {
    material_transfer: 'Material Transfer',
    shipping_order: 'Shipping Order',
    supplier_return: 'Supplier Return',
    bin_discarded: 'BIN Discarded',
    store_return: 'Store Return',
    store_transfer: 'Material Transfer',
  };

  it('every kind is in one list with the spec label', async () => {
    for (const [kind, label] of Object.entries(LABELS)) {
      const r = await api.post(WM, { action: 'list.warehouse_orders', kind: [kind], limit: 100 }, admin);
      expect(r.status).toBe(200);
      expect(r.body.total, kind).toBeGreaterThan(0);
      for (const row of r.body.data) {
        expect(row.kind).toBe(kind);
        expect(row.type_label).toBe(label);
      }
    }
    const bin = await api.post(WM, { action: 'list.warehouse_orders', kind: ['bin_discarded'], limit: 1 }, admin);
    expect(bin.body.data[0].destination).toBeNull();
    const supplier = await api.post(WM, { action: 'list.warehouse_orders', kind: ['supplier_return'], limit: 1 }, admin);
    expect(supplier.body.data[0].destination.name).toBeTruthy();
  });

  it('transfers are seeded in every state', async () => {
    for (const status of [1, 2, 3, 4]) {
      const r = await api.post(WM, { action: 'list.warehouse_orders', kind: ['material_transfer'], status: [status] }, admin);
      expect(r.body.total, `status ${status}`).toBeGreaterThan(0);
    }
  });

  it('filters by warehouse at either end, dates and search; sorts; pages', async () => {
    const warehouses = (await api.post(WM, { action: 'list.warehouses' }, admin)).body.data;
    const w = warehouses[0];
    const r = await api.post(WM, { action: 'list.warehouse_orders', warehouse_id: [w.id], limit: 500 }, admin);
    expect(r.body.total).toBeGreaterThan(0);
    for (const row of r.body.data) {
      const ends = [row.source_type === 'warehouse' ? row.source?.id : null, row.destination_type === 'warehouse' ? row.destination?.id : null];
      expect(ends).toContain(w.id);
    }
    const all = await api.post(WM, { action: 'list.warehouse_orders', limit: 2000 }, admin);
    const dates = all.body.data.map((o: { created_at: string }) => o.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const future = await api.post(WM, { action: 'list.warehouse_orders', from: new Date(Date.now() + 86_400_000).toISOString() }, admin);
    expect(future.body.total).toBe(0);
    const one = all.body.data[3];
    const found = await api.post(WM, { action: 'list.warehouse_orders', search: one.order_id }, admin);
    expect(found.body.data.map((o: { id: number }) => o.id)).toEqual([one.id]);
    const p2 = await api.post(WM, { action: 'list.warehouse_orders', limit: 10, offset: 10 }, admin);
    expect(p2.body.data.map((o: { id: number }) => o.id)).toEqual(all.body.data.slice(10, 20).map((o: { id: number }) => o.id));
    expect((await api.post(WM, { action: 'list.warehouse_orders', sortBy: 'nope' }, admin)).status).toBe(400);
    expect((await api.post(WM, { action: 'list.warehouse_orders', status: [99] }, admin)).status).toBe(400);
    expect((await api.post(WM, { action: 'list.warehouse_orders', from: 'yesterday' }, admin)).status).toBe(400);
  });

  it('a search finds the orders by number or by the warehouse, store or supplier at either end', async () => {
    type Row = { id: number; order_id: string; source: { name: string } | null; destination: { name: string } | null; source_type: string; destination_type: string };
    const all: Row[] = (await api.post(WM, { action: 'list.warehouse_orders', limit: 2000 }, admin)).body.data;
    const withStore = all.find((o) => o.source_type === 'store' || o.destination_type === 'store')!;
    const storeName = (withStore.source_type === 'store' ? withStore.source : withStore.destination)!.name;
    const supplierName = all.find((o) => o.destination_type === 'supplier')!.destination!.name;
    // Any case: a lower-cased order number and an upper-cased supplier name find their orders.
    const terms = [all[0].source!.name.split(' ')[0], storeName.split(' ').slice(-2).join(' '), all[5].order_id.slice(0, 6), all[7].order_id.toLowerCase(), supplierName.toUpperCase()];
    for (const term of terms) {
      const expected = all.filter((o) => [o.order_id, o.source?.name, o.destination?.name].some((text) => (text ?? '').toLowerCase().includes(term.toLowerCase())));
      const r = await api.post(WM, { action: 'list.warehouse_orders', search: term, limit: 2000 }, admin);
      expect(r.body.total, term).toBe(expected.length);
      expect(r.body.data.map((o: Row) => o.id), term).toEqual(expected.map((o) => o.id));
    }
  });

  it('a search naming a status lists the orders in it, "Intransit" (domain.md §4) as In Transit', async () => {
    const all: { id: number; status: number }[] = (await api.post(WM, { action: 'list.warehouse_orders', limit: 2000 }, admin)).body.data;
    const inTransit = all.filter((o) => o.status === 5).map((o) => o.id);
    expect(inTransit.length).toBeGreaterThan(0);
    for (const term of ['Intransit', 'In Transit', 'intransit']) {
      const r = await api.post(WM, { action: 'list.warehouse_orders', search: term, limit: 2000 }, admin);
      expect(r.body.data.map((o: { id: number }) => o.id), term).toEqual(inTransit);
    }
  });

  it('every signed-in user may read the list (routes.tsv "-")', async () => {
    const technician = await api.login('technician@demo.local');
    const r = await api.post(WM, { action: 'list.warehouse_orders' }, technician);
    expect(r.status).toBe(200);
    expect(r.body.total).toBe((await api.post(WM, { action: 'list.warehouse_orders' }, admin)).body.total);
  });
});
