/**
 * create.product and update.product: the happy paths with audit, every refusal (bad fields,
 * a duplicate SKU, lists of another company, stale versions, roles without the permission),
 * and the image pipeline with real files from tests/fixtures (too small, too large, wrong
 * type, a PNG that is really HTML, someone else's upload).
 */
import { readFileSync } from 'node:fs';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../contract/constants.ts';
import { createApp } from '../../server/app.ts';
import { auditLog, productCategories, uploads, users, vmSlots, warehouseStock } from '../../server/db/schema/index.ts';
import { readImage } from '../../server/objects/image-check.ts';
import { startApi, type TestApi } from './harness.ts';
import { createRivalCompany } from './machines-fixtures.ts';

const PM = 'product-management';
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));
const JPG = fixture('product-64x48.jpg');
const PNG = fixture('product-40x30.png');
const TINY_PNG = fixture('product-8x8.png');
const WEBP = fixture('product-20x20.webp');
const HTML_PNG = fixture('html-as-image.png');

let api: TestApi;
let app: ReturnType<typeof createApp>;
let admin: string;
let options: { categories: { id: number; name: string }[]; brands: { id: number }[]; units: { id: number }[]; packagings: { id: number }[] };
let rival: Awaited<ReturnType<typeof createRivalCompany>>;

beforeAll(async () => {
  api = await startApi();
  app = createApp(api.services);
  admin = await api.login('admin@demo.local');
  options = (await api.post(PM, { action: 'get.product_filter_options' }, admin)).body.data;
  rival = await createRivalCompany(api.services.db);
});
afterAll(() => api.close());

let counter = 0;
const fields = (over: Record<string, unknown> = {}) => ({
  sku: `NEW-${Date.now().toString(36)}-${++counter}`,
  name: 'Masala Chai 200ml',
  category_id: options.categories[0]!.id,
  brand_id: options.brands[0]!.id,
  unit_id: options.units[0]!.id,
  packaging_id: options.packagings[0]!.id,
  mrp: 45.5,
  hsn: '2101',
  gst: 18,
  cess: 0,
  net_weight: '200 ml',
  status: 1,
  description: 'Ready to drink tea.',
  ...over,
});
const create = (over: Record<string, unknown> = {}, token = admin) => api.post(PM, { action: 'create.product', ...fields(over) }, token);

/** Uploads bytes as the caller through create.upload_url and the signed PUT; answers the key. */
async function upload(bytes: Buffer, contentType = 'image/jpeg', token = admin, purpose = 'product') {
  const url = await api.post('issue-reporter', { action: 'create.upload_url', purpose, content_type: contentType, size: bytes.length }, token);
  expect(url.status).toBe(201);
  const put = await app.request(url.body.data.url, { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(bytes) });
  return { key: url.body.data.key as string, put: put.status };
}

/** A file stored under a product key as the caller's upload without the PUT's own check (a store that trusts the client). */
async function storedDirectly(bytes: Buffer, email = 'admin@demo.local') {
  const [user] = await api.services.db.select().from(users).where(eq(users.email, email));
  const signed = api.services.objects.presignPut('product', 'image/png', MAX_IMAGE_BYTES, new Date());
  await api.services.db.insert(uploads).values({ key: signed.key, user_id: user!.id, content_type: 'image/png', max_bytes: MAX_IMAGE_BYTES });
  api.services.objects.put(signed.key, bytes, 'image/png');
  return signed.key;
}

describe('create.product', () => {
  it('adds a product with its details and image, and audits it', async () => {
    const { key, put } = await upload(JPG);
    expect(put).toBe(204);
    const r = await create({ image_key: key, sku: 'CHAI-200' });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({
      sku: 'CHAI-200', name: 'Masala Chai 200ml', mrp: 45.5, hsn: '2101', gst: 18, cess: 0, net_weight: '200 ml', status: 1,
      description: 'Ready to drink tea.', image_key: key, image_url: `/objects/${key}`, version: 0,
      category: { id: options.categories[0]!.id }, warehouses: [], machines: [], machines_stocking: 0,
    });
    const image = await app.request(r.body.data.image_url);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(JPG);
    const audits = await api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'product'), eq(auditLog.entity_id, r.body.data.id))).orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['create.product']);
    expect(audits[0]!.after).toMatchObject({ sku: 'CHAI-200', image_key: key });
    const listed = await api.post(PM, { action: 'list.products', search: 'CHAI-200' }, admin);
    expect(listed.body.data.map((p: { sku: string }) => p.sku)).toEqual(['CHAI-200']);
  });

  it('adds a product without an image, and takes a PNG', async () => {
    expect((await create()).body.data.image_url).toBeNull();
    const { key } = await upload(PNG, 'image/png');
    expect((await create({ image_key: key })).status).toBe(201);
  });

  it('refuses a SKU the company already has, whatever its case, with a message on the SKU', async () => {
    expect((await create({ sku: 'DUP-1' })).status).toBe(201);
    const again = await create({ sku: 'dup-1' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('SKU dup-1 is already used by another product. Choose another SKU.');
    expect(again.body.errors).toEqual([{ path: 'sku', message: again.body.message }]);
    // Another company's SKU is no obstacle.
    expect((await create({ sku: 'RIVAL-001' })).status).toBe(201);
  });

  it("refuses each bad field with the form's message", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ sku: '' }, 'sku', 'Value required'],
      [{ sku: 'has space' }, 'sku', 'Enter only letters, digits, - and _ (no spaces)'],
      [{ name: ' ' }, 'name', 'Value required'],
      [{ mrp: 0 }, 'mrp', 'MRP must be greater than 0'],
      [{ mrp: 1.234 }, 'mrp', 'Enter an amount like 120 or 120.50'],
      [{ hsn: '12' }, 'hsn', 'Enter an HSN code of 4, 6 or 8 digits'],
      [{ gst: 101 }, 'gst', 'Expected a number less than or equal to 100 but received `101`'],
      [{ net_weight: '' }, 'net_weight', 'Value required'],
      [{ status: 3 }, 'status', 'Expected one of `1`, `2`, but received: 3'],
    ];
    for (const [over, path, message] of cases) {
      const r = await create(over);
      expect(r.status, JSON.stringify(over)).toBe(400);
      expect(r.body.errors?.[0], JSON.stringify(over)).toMatchObject({ path });
      if (!message.startsWith('Expected')) expect(r.body.errors[0].message).toBe(message);
    }
  });

  it("refuses another company's category, brand, unit or packaging", async () => {
    const [drinks] = await api.services.db.select().from(productCategories).where(and(eq(productCategories.company_id, rival.companyId), eq(productCategories.name, 'Drinks')));
    const r = await create({ category_id: drinks!.id });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'category_id', message: 'Choose a category of the catalogue' }]);
  });

  it('is refused to a technician (403) and to a store manager, who only view the catalogue', async () => {
    for (const email of ['technician@demo.local', 'store@demo.local']) {
      const r = await create({}, await api.login(email));
      expect(r.status, email).toBe(403);
      expect(r.body.message).toContain('PERM_ADD_PRODUCT_CATALOG');
    }
  });
});

describe('the product image pipeline (real files)', () => {
  it('reads the size of the fixtures from their bytes', () => {
    expect(readImage(JPG)).toEqual({ type: 'image/jpeg', width: 64, height: 48 });
    expect(readImage(PNG)).toEqual({ type: 'image/png', width: 40, height: 30 });
    expect(readImage(HTML_PNG)).toBeNull();
    expect(readImage(WEBP)).toBeNull();
  });

  it('refuses an image under 10×10 px', async () => {
    const { key, put } = await upload(TINY_PNG, 'image/png');
    expect(put).toBe(204);
    const r = await create({ image_key: key });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'image_key', message: 'Image must be at least 10x10 pixels' }]);
  });

  it('refuses an image of 2 MB or more', async () => {
    // A real PNG with filler after its end: still a PNG, but too big.
    // Refused as it is picked (no upload URL), as the screen refuses it ("under 2 MB", domain.md §5)…
    const exactly = await api.post('issue-reporter', { action: 'create.upload_url', purpose: 'product', content_type: 'image/png', size: MAX_IMAGE_BYTES }, admin);
    expect(exactly.body.errors).toEqual([{ path: 'size', message: 'Size must not be greater than 2 MB' }]);
    // …and a stored file that is one anyway is refused on save.
    const key = await storedDirectly(Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES - PNG.length)]));
    const r = await create({ image_key: key });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'image_key', message: 'Size must not be greater than 2 MB' }]);
  });

  it('refuses a file of another type: no upload URL for it, and its bytes declared as PNG are refused at the PUT', async () => {
    const gif = await api.post('issue-reporter', { action: 'create.upload_url', purpose: 'product', content_type: 'image/webp', size: WEBP.length }, admin);
    expect(gif.status).toBe(400);
    const { put } = await upload(WEBP, 'image/png');
    expect(put).toBe(400);
  });

  it('refuses a PNG that is really HTML, at the PUT and again when a product would point at it', async () => {
    const { key, put } = await upload(HTML_PNG, 'image/png');
    expect(put).toBe(400);
    expect((await create({ image_key: key })).body.errors).toEqual([{ path: 'image_key', message: 'The image was not uploaded. Choose it again.' }]);
    // Stored without the PUT's check, the product save reads the bytes itself.
    const sneaked = await storedDirectly(HTML_PNG);
    const r = await create({ image_key: sneaked });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'image_key', message: 'Invalid File' }]);
    const webp = await create({ image_key: await storedDirectly(WEBP) });
    expect(webp.body.errors).toEqual([{ path: 'image_key', message: 'Invalid File' }]);
  });

  it("refuses a key that was never uploaded, someone else's upload, and an upload for another purpose", async () => {
    expect((await create({ image_key: 'product/AAAAAAAAAAAAAAAAAAAAAAAA' })).body.errors[0]).toEqual({ path: 'image_key', message: 'The image was not uploaded. Choose it again.' });
    const theirs = await storedDirectly(JPG, 'warehouse@demo.local');
    expect((await create({ image_key: theirs })).status).toBe(400);
    const { key } = await upload(JPG, 'image/jpeg', admin, 'feedback');
    expect((await create({ image_key: key })).status).toBe(400);
  });
});

describe('update.product', () => {
  it("replaces a product's details, keeps its image when image_key is left out, replaces and removes it", async () => {
    const first = await upload(JPG);
    const made = (await create({ image_key: first.key })).body.data;
    const edited = await api.post(PM, { action: 'update.product', id: made.id, version: made.version, ...fields({ sku: made.sku, name: 'Chai Latte', category_id: options.categories[1]!.id }) }, admin);
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Chai Latte', category: { id: options.categories[1]!.id }, image_key: first.key, version: 1 });

    const second = await upload(PNG, 'image/png');
    const replaced = await api.post(PM, { action: 'update.product', id: made.id, version: 1, ...fields({ sku: made.sku, image_key: second.key }) }, admin);
    expect(replaced.body.data.image_key).toBe(second.key);
    const removed = await api.post(PM, { action: 'update.product', id: made.id, version: 2, ...fields({ sku: made.sku, image_key: null }) }, admin);
    expect(removed.body.data.image_url).toBeNull();
    const audits = await api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'product'), eq(auditLog.entity_id, made.id))).orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['create.product', 'update.product', 'update.product', 'update.product']);
    expect(audits[1]!.before).toMatchObject({ name: 'Masala Chai 200ml' });
  });

  it('refuses a stale version (409), a SKU of another product (409), a bad image (400), an unknown or foreign id (404)', async () => {
    const a = (await create()).body.data;
    const b = (await create()).body.data;
    const update = (over: Record<string, unknown>) => api.post(PM, { action: 'update.product', id: a.id, version: a.version, ...fields({ sku: a.sku, ...over }) }, admin);
    expect((await update({ sku: b.sku.toLowerCase() })).status).toBe(409);
    expect((await update({ image_key: (await upload(TINY_PNG, 'image/png')).key })).status).toBe(400);
    expect((await update({ sku: a.sku.toLowerCase() })).status).toBe(200);
    const stale = await update({});
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('changed by someone else');
    expect((await api.post(PM, { action: 'update.product', id: 999_999, version: 0, ...fields() }, admin)).status).toBe(404);
    expect((await api.post(PM, { action: 'update.product', id: rival.productId, version: 0, ...fields() }, admin)).status).toBe(404);
  });

  it('is refused (403) to roles without PERM_UPDATE_PRODUCT_CATALOG', async () => {
    const a = (await create()).body.data;
    for (const email of ['technician@demo.local', 'warehouse@demo.local']) {
      const r = await api.post(PM, { action: 'update.product', id: a.id, version: a.version, ...fields({ sku: a.sku }) }, await api.login(email));
      expect(r.status, email).toBe(403);
      expect(r.body.message).toContain('PERM_UPDATE_PRODUCT_CATALOG');
    }
  });
});

describe('get.product: where it is stocked', () => {
  it('lists the warehouses holding it and the machines with a slot of it', async () => {
    const [both] = await api.services.db
      .select({ id: warehouseStock.product_id })
      .from(warehouseStock)
      .innerJoin(vmSlots, eq(vmSlots.product_id, warehouseStock.product_id))
      .where(gt(warehouseStock.stock, 0))
      .limit(1);
    const id = both!.id;
    const r = await api.post(PM, { action: 'get.product', id }, admin);
    expect(r.body.data.warehouses.length).toBeGreaterThan(0);
    expect(r.body.data.warehouses[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), stock: expect.any(Number) });
    expect(r.body.data.machines.length).toBe(r.body.data.machines_stocking);
    expect(r.body.data.machines.reduce((s: number, m: { units: number }) => s + m.units, 0)).toBe(r.body.data.units_in_machines);
  });
});
