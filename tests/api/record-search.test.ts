/**
 * search.records, the palette's "open any record" (issue 56): a record found by its own number
 * or its name, grouped by kind with its status and the path of its view; each kind only for a
 * caller holding its list's permission and within that list's scope; a bad query refused with
 * its message.
 */
import { and, eq, isNotNull, isNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_SEARCH_MESSAGES } from '../../contract/record-kinds.ts';
import { products, purchaseOrders, users, warehouses } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'user-management';
type Group = { kind: string; label: string; hits: { id: number; title: string; subtitle: string | null; status: string | null; path: string }[] };

let api: TestApi;
let admin: string;
const search = async (query: string, token = admin, kinds?: string[]) => {
  const r = await api.post(AREA, { action: 'search.records', query, ...(kinds ? { kinds } : {}) }, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.groups as Group[];
};
const group = (groups: Group[], kind: string) => groups.find((g) => g.kind === kind);
const reference = (id: number) => `PO-${String(id).padStart(6, '0')}`;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

/** A purchase order without an invoice number (shown as PO-…) at a warehouse inside or outside the franchise. */
async function orderAt(franchiseId: number, inside: boolean) {
  const db = api.services.db;
  const ofFranchise = db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.franchise_id, franchiseId));
  const ids = (await ofFranchise).map((w) => w.id);
  const [order] = await db.select().from(purchaseOrders)
    .where(and(isNull(purchaseOrders.invoice_number), isNull(purchaseOrders.deleted_at), inside ? eq(purchaseOrders.warehouse_id, ids[0] ?? 0) : notInArray(purchaseOrders.warehouse_id, ids)))
    .limit(1);
  return order;
}

describe('search.records', () => {
  it('opens a purchase order by its number: grouped by kind, first, with its status and path', async () => {
    const [order] = await api.services.db.select().from(purchaseOrders).where(isNull(purchaseOrders.invoice_number)).limit(1);
    const groups = await search(reference(order!.id));
    const orders = group(groups, 'purchase_order');
    expect(orders?.label).toBe('Purchase orders');
    expect(orders?.hits[0]).toMatchObject({ id: order!.id, title: reference(order!.id), path: `/purchase-order/${order!.id}` });
    expect(orders?.hits[0]?.status).toBeTruthy();
  });

  it('finds a product by SKU and a warehouse by part of its name', async () => {
    const [product] = await api.services.db.select().from(products).where(isNotNull(products.sku)).limit(1);
    expect(group(await search(product!.sku!), 'product')?.hits[0]).toMatchObject({ id: product!.id, subtitle: product!.sku, path: `/product/${product!.id}` });
    const [warehouse] = await api.services.db.select().from(warehouses).where(isNull(warehouses.deleted_at)).limit(1);
    const hits = group(await search(warehouse!.name.slice(0, 6)), 'warehouse')?.hits ?? [];
    expect(hits.map((h) => h.id)).toContain(warehouse!.id);
  });

  it('narrows to the kinds asked for', async () => {
    const [warehouse] = await api.services.db.select().from(warehouses).where(isNull(warehouses.deleted_at)).limit(1);
    const groups = await search(warehouse!.name, admin, ['supplier']);
    expect(groups.every((g) => g.kind === 'supplier')).toBe(true);
  });

  it("a franchise user finds its franchise's orders and none of the company's others", async () => {
    const [user] = await api.services.db.select().from(users).where(eq(users.email, 'franchise@demo.local'));
    const franchise = await api.login('franchise@demo.local');
    const outside = await orderAt(user!.franchise_id!, false);
    const inside = await orderAt(user!.franchise_id!, true);
    expect(outside && inside).toBeTruthy();
    expect(group(await search(reference(outside!.id)), 'purchase_order')?.hits[0]?.id).toBe(outside!.id);
    expect(group(await search(reference(outside!.id), franchise), 'purchase_order')?.hits.map((h) => h.id) ?? []).not.toContain(outside!.id);
    expect(group(await search(reference(inside!.id), franchise), 'purchase_order')?.hits[0]?.id).toBe(inside!.id);
  });

  it('a role without a kind\'s list permission gets none of that kind', async () => {
    const technician = await api.login('technician@demo.local');
    const [product] = await api.services.db.select().from(products).where(isNotNull(products.sku)).limit(1);
    expect(group(await search(product!.sku!), 'product')).toBeDefined();
    expect(group(await search(product!.sku!, technician), 'product')).toBeUndefined();
  });

  it('refuses a bad query with a clear message', async () => {
    const short = await api.post(AREA, { action: 'search.records', query: ' a ' }, admin);
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain(RECORD_SEARCH_MESSAGES.tooShort);
    const long = await api.post(AREA, { action: 'search.records', query: 'x'.repeat(101) }, admin);
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(RECORD_SEARCH_MESSAGES.tooLong);
    const kind = await api.post(AREA, { action: 'search.records', query: 'PO-1', kinds: ['spaceships'] }, admin);
    expect(kind.status).toBe(400);
  });
});
