/**
 * Suppliers (domain.md §2, §3, §5, §8): list, view, add, edit, change the email and delete
 * through the API, with the permissions of routes.tsv, the company's scope, stale versions
 * refused, bad input named field by field and changing nothing, the product terms saved with
 * the supplier, and one audit row per change. Also the country/state/city lists the form offers.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../server/db/schema/index.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../server/seed/default-roles.ts';
import { DEMO_USERS } from '../../server/seed/demo-core.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'procurement-management';
const DETAILS = {
  company_name: 'Acme Foods',
  contact_person_name: 'Asha Rao',
  mobile_number: '9876543210',
  country: 'India',
  state: 'Karnataka',
  city: 'Mysuru',
  billing_address: '1 Market Road',
  shipping_address: '2 Depot Lane',
  bank_name: 'Canara Bank',
  ifsc_code: 'CNRB0001234',
  account_number: '123456789012',
  product_terms: [] as { product_id: number; selling_price: number; min_quantity: number; price_per_quantity: number }[],
};
/** A demo user whose role may not view suppliers. */
const outsider = DEMO_USERS.find((u) => !DEFAULT_ROLE_PERMISSIONS[u.role].includes('PERM_VIEW_SUPPLIER'))!;

let api: TestApi;
let admin: string;
let productIds: number[];
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  productIds = (await api.services.db.select({ id: products.id }).from(products).limit(3)).map((p) => p.id);
});
afterAll(() => api.close());

async function create(fields: Record<string, unknown> = {}) {
  const r = await post({ action: 'create.supplier', ...DETAILS, email_id: 'orders@acme.example', ...fields });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}

const audits = async (id: number) =>
  api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'supplier'), eq(auditLog.entity_id, id))).orderBy(auditLog.id);

describe('suppliers', () => {
  it('the demo company has them, 20 a page, searchable and filtered by country', async () => {
    const r = await post({ action: 'list.suppliers', limit: 20, sortBy: 'company_name', sortDir: 'ASC' });
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThanOrEqual(10);
    const names = r.body.data.map((s: { company_name: string }) => s.company_name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const found = await post({ action: 'list.suppliers', search: 'metro' });
    expect(found.body.data.map((s: { company_name: string }) => s.company_name)).toEqual(['Metro Wholesale']);
    expect((await post({ action: 'list.suppliers', country: ['Nowhere'] })).body.total).toBe(0);
    const detail = await post({ action: 'get.supplier', id: found.body.data[0].id });
    expect(detail.body.data.product_terms.length).toBeGreaterThan(0);
  });

  it('adds one with product terms, edits it with the version read, changes its email, and deletes it; each change audited', async () => {
    const terms = [{ product_id: productIds[0], selling_price: 18.5, min_quantity: 24, price_per_quantity: 18.5 }];
    const created = await create({ product_terms: terms });
    expect(created).toMatchObject({ company_name: 'Acme Foods', email_id: 'orders@acme.example', version: 0 });
    expect(created.product_terms).toEqual([expect.objectContaining({ product_id: productIds[0], selling_price: 18.5, min_quantity: 24 })]);
    expect(created.product_terms[0].sku).toBeTruthy();

    const edited = await post({ action: 'update.supplier', id: created.id, version: 0, ...DETAILS, company_name: 'Acme Foods Ltd', ifsc_code: 'cnrb0001234', product_terms: [] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ company_name: 'Acme Foods Ltd', ifsc_code: 'CNRB0001234', email_id: 'orders@acme.example', version: 1, product_terms: [] });
    expect((await post({ action: 'update.supplier', id: created.id, version: 0, ...DETAILS })).status).toBe(409);

    const changed = await post({ action: 'change_email.supplier', id: created.id, version: 1, email_id: 'buy@acme.example' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ email_id: 'buy@acme.example', version: 2 });

    expect((await post({ action: 'delete.supplier', id: created.id, version: 2 })).status).toBe(200);
    expect((await post({ action: 'get.supplier', id: created.id })).status).toBe(404);
    const trail = await audits(created.id);
    expect(trail.map((a) => a.action)).toEqual(['create.supplier', 'update.supplier', 'change_email.supplier', 'delete.supplier']);
    expect(trail[0]!.after).toMatchObject({ company_name: 'Acme Foods', product_terms: terms });
  });

  it('an email is required ("Please enter email"), and bad fields are named; nothing is written', async () => {
    const before = (await post({ action: 'list.suppliers', limit: 1 })).body.total;
    const missing = await post({ action: 'create.supplier', ...DETAILS, email_id: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toContainEqual({ path: 'email_id', message: 'Please enter email' });
    const bad = await post({ action: 'create.supplier', ...DETAILS, email_id: 'x@y.z', mobile_number: '12', ifsc_code: 'HDFC1234', account_number: '12ab' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['account_number', 'ifsc_code', 'mobile_number']);
    const noQuantity = await post({
      action: 'create.supplier', ...DETAILS, email_id: 'x@y.z', product_terms: [{ product_id: productIds[0], selling_price: 1, min_quantity: 0, price_per_quantity: 1 }],
    });
    expect(noQuantity.body.errors).toContainEqual({ path: 'product_terms.0.min_quantity', message: 'Quantity must be greater than 0' });
    const twice = await post({
      action: 'create.supplier', ...DETAILS, email_id: 'x@y.z',
      product_terms: [0, 1].map(() => ({ product_id: productIds[1], selling_price: 1, min_quantity: 1, price_per_quantity: 1 })),
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toContainEqual({ path: 'product_terms.1.product_id', message: 'This product is listed twice.' });
    const unknown = await post({ action: 'create.supplier', ...DETAILS, email_id: 'x@y.z', product_terms: [{ product_id: 2_000_000, selling_price: 1, min_quantity: 1, price_per_quantity: 1 }] });
    expect(unknown.body.errors).toContainEqual({ path: 'product_terms.0.product_id', message: 'Unknown product.' });
    expect((await post({ action: 'list.suppliers', limit: 1 })).body.total).toBe(before);
  });

  it('follows the SUPPLIER permissions: a warehouse manager views but may not add; others may not view', async () => {
    const warehouse = await api.login('warehouse@demo.local');
    expect((await post({ action: 'list.suppliers' }, warehouse)).status).toBe(200);
    expect((await post({ action: 'create.supplier', ...DETAILS, email_id: 'x@y.z' }, warehouse)).status).toBe(403);
    const created = await create();
    expect((await post({ action: 'change_email.supplier', id: created.id, version: 0, email_id: 'a@b.c' }, warehouse)).status).toBe(403);
    const token = await api.login(outsider.email);
    expect((await post({ action: 'list.suppliers' }, token)).status).toBe(403);
    expect((await post({ action: 'get.supplier', id: created.id }, token)).status).toBe(403);
  });
});

describe('the places an address form offers', () => {
  const places = (body: Record<string, unknown>) => api.post('warehouse-management', body, admin);

  it('lists countries, a country\'s states and a state\'s cities', async () => {
    const countries = await places({ action: 'list.countries' });
    expect(countries.body.data).toContainEqual({ code: 'IN', name: 'India' });
    const states = await places({ action: 'list.country_states', country: 'IN' });
    expect(states.body.data).toContainEqual({ code: 'KA', name: 'Karnataka' });
    const cities = await places({ action: 'list.state_cities', country: 'IN', state: 'KA' });
    expect(cities.body.data).toContainEqual({ name: 'Mysuru' });
    expect((await places({ action: 'list.country_states', country: 'ZZ' })).body.data).toEqual([]);
    expect((await places({ action: 'list.country_states', country: '' })).status).toBe(400);
  });
});
