/**
 * Planogram templates: list, view, add (and clone), edit and delete through the API; the slots
 * saved as a set in one transaction with their coils labelled as the VM template's trays; every
 * bad slot named by its path with nothing changed; permissions, stale versions, audit rows and
 * the company's scope.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANOGRAM_TEMPLATE_MESSAGES } from '../../contract/actions/planogram-templates.ts';
import { auditLog, planogramTemplateSlots, products } from '../../server/db/schema/index.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../server/seed/default-roles.ts';
import { DEMO_USERS } from '../../server/seed/demo-core.ts';
import { startApi, type TestApi } from './harness.ts';
import { OTHER_COMPANY_ADMIN, addOutsiders } from './tenancy-fixtures.ts';

const AREA = 'template-management';
const has = (permission: string) => (u: (typeof DEMO_USERS)[number]) => DEFAULT_ROLE_PERMISSIONS[u.role].includes(permission as never);
const outsider = DEMO_USERS.find((u) => !has('PERM_VIEW_PLANOGRAM_TEMPLATE')(u));
const viewer = DEMO_USERS.find((u) => has('PERM_VIEW_PLANOGRAM_TEMPLATE')(u) && !has('PERM_ADD_PLANOGRAM_TEMPLATE')(u));

let api: TestApi;
let admin: string;
let vmTemplate: { id: number; rows: number; columns: number };
let alphaTemplate: { id: number };
let productIds: number[];
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);
const slot = (row: number, column: number, i = 0, capacity = 10, par = 6) => ({ row, column, product_id: productIds[i]!, item_layout_max: capacity, par_level: par });

beforeAll(async () => {
  api = await startApi();
  await addOutsiders(api.services.db);
  admin = await api.login('admin@demo.local');
  const options = (await post({ action: 'get.planogram_template_options' })).body.data;
  vmTemplate = options.vm_templates.find((t: { rows: number; columns: number; label_type: string }) => t.rows === 6 && t.columns === 8 && t.label_type === 'NUMERIC');
  alphaTemplate = options.vm_templates.find((t: { label_type: string }) => t.label_type === 'ALPHANUMERIC');
  productIds = options.products.slice(0, 5).map((p: { id: number }) => p.id);
});
afterAll(() => api.close());

async function create(fields: Record<string, unknown> = {}) {
  const r = await post({ action: 'create.planogram_template', name: 'Test planogram', vm_template_id: vmTemplate.id, slots: [slot(1, 1), slot(6, 8, 1, 12, 12)], ...fields });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}
const total = async () => (await post({ action: 'list.planogram_templates', limit: 1 })).body.total as number;
const audits = async (id: number) =>
  api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'planogram_template'), eq(auditLog.entity_id, id))).orderBy(asc(auditLog.id));

describe('planogram templates', () => {
  it('the demo company has some, filled with demo products, 20 a page', async () => {
    const r = await post({ action: 'list.planogram_templates', limit: 20, sortBy: 'name', sortDir: 'ASC' });
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThanOrEqual(3);
    expect(r.body.data.every((p: { slots_filled: number }) => p.slots_filled > 0)).toBe(true);
    const office = r.body.data.find((p: { name: string }) => p.name === 'Office snacks');
    expect(office).toMatchObject({ rows: 6, columns: 8, slots_filled: 48, vm_template_name: 'Standard snack machine 6 × 8' });
    const got = (await post({ action: 'get.planogram_template', id: office.id })).body.data;
    expect(got.slots[0]).toMatchObject({ row: 1, column: 1, coil: '11' });
    expect(got.slots.at(-1)).toMatchObject({ row: 6, column: 8, coil: '68' });
    const byTemplate = await post({ action: 'list.planogram_templates', vm_template_id: [office.vm_template_id] });
    expect(byTemplate.body.data.every((p: { vm_template_id: number }) => p.vm_template_id === office.vm_template_id)).toBe(true);
    const searched = await post({ action: 'list.planogram_templates', search: 'cold' });
    expect(searched.body.data.map((p: { name: string }) => p.name)).toContain('Cold drinks');
  });

  it('adds one with its slots, edits the set with the version read, and deletes it; each change audited once with the slots', async () => {
    const created = await create();
    expect(created).toMatchObject({ name: 'Test planogram', vm_template_id: vmTemplate.id, slots_filled: 2, version: 0, label_type: 'NUMERIC' });
    expect(created.slots.map((s: { coil: string; product_id: number }) => [s.coil, s.product_id])).toEqual([['11', productIds[0]], ['68', productIds[1]]]);
    expect((await post({ action: 'get.planogram_template', id: created.id })).body.data).toEqual(created);
    const edited = await post({ action: 'update.planogram_template', id: created.id, version: 0, name: 'Edited', vm_template_id: vmTemplate.id, slots: [slot(2, 3, 2, 8, 0)] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Edited', version: 1, slots_filled: 1, slots: [{ row: 2, column: 3, coil: '23', item_layout_max: 8, par_level: 0 }] });
    const stale = await post({ action: 'update.planogram_template', id: created.id, version: 0, name: 'x', vm_template_id: vmTemplate.id, slots: [] });
    expect(stale.status).toBe(409);
    expect((await post({ action: 'delete.planogram_template', id: created.id, version: 1 })).status).toBe(200);
    expect((await post({ action: 'get.planogram_template', id: created.id })).status).toBe(404);
    const rows = await audits(created.id);
    expect(rows.map((a) => a.action)).toEqual(['create.planogram_template', 'update.planogram_template', 'delete.planogram_template']);
    expect((rows[0]!.after as { slots: unknown[] }).slots).toHaveLength(2);
    expect((rows[1]!.after as { slots: unknown[] }).slots).toHaveLength(1);
  });

  it('labels the coils as the VM template\'s trays, and a clone is a new record with the same slots', async () => {
    const alpha = await create({ vm_template_id: alphaTemplate.id, slots: [slot(1, 1), slot(2, 3, 1)] });
    expect(alpha.slots.map((s: { coil: string }) => s.coil)).toEqual(['A1', 'B3']);
    const clone = await create({ name: `Copy of ${alpha.name}`, vm_template_id: alpha.vm_template_id, slots: alpha.slots.map(({ row, column, product_id, item_layout_max, par_level }: Record<string, number>) => ({ row, column, product_id, item_layout_max, par_level })) });
    expect(clone.id).not.toBe(alpha.id);
    expect(clone.slots).toEqual(alpha.slots);
  });

  it('refuses bad slots with the contract\'s messages, naming each, and changes nothing', async () => {
    const created = await create();
    const before = await total();
    const slotRows = async () => (await api.services.db.select().from(planogramTemplateSlots).where(eq(planogramTemplateSlots.planogram_template_id, created.id))).length;
    const [inactive] = await api.services.db.insert(products).values({
      company_id: (await api.services.db.select({ c: products.company_id }).from(products).where(eq(products.id, productIds[0]!)))[0]!.c,
      sku: 'INACTIVE-PLANO', name: 'Retired crisps', category_id: 1, brand_id: 1, unit_id: 1, packaging_id: 1, mrp: 10, status: 2,
    }).returning();
    const cases: [Record<string, unknown>[], string, string][] = [
      [[slot(7, 1)], 'slots.0.row', PLANOGRAM_TEMPLATE_MESSAGES.outsideShape(6, 8)],
      [[slot(1, 1), slot(1, 1, 1)], 'slots.1.row', PLANOGRAM_TEMPLATE_MESSAGES.slotTwice],
      [[slot(1, 1, 0, 0, 0)], 'slots.0.item_layout_max', PLANOGRAM_TEMPLATE_MESSAGES.capacityMin],
      [[slot(1, 1, 0, 100, 0)], 'slots.0.item_layout_max', PLANOGRAM_TEMPLATE_MESSAGES.capacityMax],
      [[slot(1, 1, 0, 5, 6)], 'slots.0.par_level', PLANOGRAM_TEMPLATE_MESSAGES.parAboveCapacity],
      [[{ ...slot(1, 1), product_id: 999_999 }], 'slots.0.product_id', PLANOGRAM_TEMPLATE_MESSAGES.unknownProduct],
      [[{ ...slot(1, 1), product_id: inactive!.id }], 'slots.0.product_id', PLANOGRAM_TEMPLATE_MESSAGES.inactiveProduct],
    ];
    for (const [slots, path, message] of cases) {
      const add = await post({ action: 'create.planogram_template', name: 'Bad', vm_template_id: vmTemplate.id, slots });
      expect(add.status, JSON.stringify(add.body)).toBe(400);
      expect(add.body.message).toBe(message);
      expect(add.body.errors).toContainEqual({ path, message });
      const edit = await post({ action: 'update.planogram_template', id: created.id, version: 0, name: 'Bad', vm_template_id: vmTemplate.id, slots });
      expect(edit.status).toBe(400);
    }
    const negativePar = await post({ action: 'create.planogram_template', name: 'Bad', vm_template_id: vmTemplate.id, slots: [slot(1, 1, 0, 5, -1)] });
    expect(negativePar.status).toBe(400);
    const noTemplate = await post({ action: 'create.planogram_template', name: 'Bad', vm_template_id: 999_999, slots: [] });
    expect(noTemplate.body.message).toBe(PLANOGRAM_TEMPLATE_MESSAGES.unknownVmTemplate);
    const noName = await post({ action: 'create.planogram_template', name: '', vm_template_id: vmTemplate.id, slots: [] });
    expect(noName.status).toBe(400);
    expect(await total()).toBe(before);
    expect(await slotRows()).toBe(2);
    expect((await post({ action: 'get.planogram_template', id: created.id })).body.data).toEqual(created);
    expect((await audits(created.id)).map((a) => a.action)).toEqual(['create.planogram_template']);
    // The finder offers active products only.
    const offered = (await post({ action: 'get.planogram_template_options' })).body.data.products.map((p: { id: number }) => p.id);
    expect(offered).not.toContain(inactive!.id);
  });

  it('is refused to a role without the permission', async () => {
    if (outsider) {
      const token = await api.login(outsider.email);
      expect((await post({ action: 'list.planogram_templates' }, token)).status).toBe(403);
      expect((await post({ action: 'create.planogram_template', name: 'x', vm_template_id: vmTemplate.id, slots: [] }, token)).status).toBe(403);
    }
    if (viewer) {
      const token = await api.login(viewer.email);
      expect((await post({ action: 'list.planogram_templates' }, token)).status).toBe(200);
      const before = await total();
      expect((await post({ action: 'create.planogram_template', name: 'x', vm_template_id: vmTemplate.id, slots: [] }, token)).status).toBe(403);
      expect((await post({ action: 'get.planogram_template_options' }, token)).status).toBe(403);
      expect(await total()).toBe(before);
    }
    expect(outsider ?? viewer).toBeDefined();
  });

  it('another company never sees them, nor lays one out on this company\'s VM template or products', async () => {
    const mine = (await post({ action: 'get.planogram_template', id: (await post({ action: 'list.planogram_templates', limit: 1 })).body.data[0].id })).body.data;
    const other = await api.login(OTHER_COMPANY_ADMIN);
    const list = await post({ action: 'list.planogram_templates', limit: 2000 }, other);
    expect(list.status).toBe(200);
    expect(list.body.data.some((p: { id: number }) => p.id === mine.id)).toBe(false);
    expect((await post({ action: 'get.planogram_template', id: mine.id }, other)).status).toBe(404);
    expect((await post({ action: 'delete.planogram_template', id: mine.id, version: mine.version }, other)).status).toBe(404);
    const options = (await post({ action: 'get.planogram_template_options' }, other)).body.data;
    expect(options.vm_templates.some((t: { id: number }) => t.id === mine.vm_template_id)).toBe(false);
    const borrowed = await post({ action: 'create.planogram_template', name: 'Borrowed', vm_template_id: mine.vm_template_id, slots: [] }, other);
    expect(borrowed.status).toBe(400);
    const otherTemplate = await post({ action: 'create.vm_template', name: 'Theirs', rows: 2, columns: 2, label_type: 'NUMERIC', screen_inactivity_timeout: 1, cart_reset_timeout: 1, payment_timeout: 1, post_dispense_timeout: 1, unlock_time: 1, dispense_later_timeout: 1, dispense_cancellation_timeout: 1, containers: 1, entity_type: 'COMPANY', entity_id: null }, other);
    expect(otherTemplate.status).toBe(201);
    const foreignProduct = await post({ action: 'create.planogram_template', name: 'Borrowed', vm_template_id: otherTemplate.body.data.id, slots: [slot(1, 1)] }, other);
    expect(foreignProduct.status).toBe(400);
    expect(foreignProduct.body.message).toBe(PLANOGRAM_TEMPLATE_MESSAGES.unknownProduct);
  });
});
