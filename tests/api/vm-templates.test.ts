/**
 * VM templates: list, view, add (and clone: a create from copied fields), edit and delete
 * through the API, with the permissions of routes.tsv, the company's scope, stale versions
 * refused, bad input named field by field with nothing changed, one audit row per change, and
 * the planogram templates that keep a template from being deleted or shrunk.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VM_TEMPLATE_MESSAGES } from '../../contract/actions/vm-templates.ts';
import { auditLog } from '../../server/db/schema/index.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../server/seed/default-roles.ts';
import { DEMO_USERS } from '../../server/seed/demo-core.ts';
import { startApi, type TestApi } from './harness.ts';
import { OTHER_COMPANY_ADMIN, addOutsiders } from './tenancy-fixtures.ts';

const AREA = 'template-management';
const VALID = {
  name: 'Test template 6 × 8',
  rows: 6,
  columns: 8,
  label_type: 'NUMERIC',
  screen_inactivity_timeout: 60,
  cart_reset_timeout: 30,
  payment_timeout: 120,
  post_dispense_timeout: 5,
  unlock_time: 10,
  dispense_later_timeout: 300,
  dispense_cancellation_timeout: 30,
  containers: 1,
  entity_type: 'COMPANY',
  entity_id: null,
};
const has = (permission: string) => (u: (typeof DEMO_USERS)[number]) => DEFAULT_ROLE_PERMISSIONS[u.role].includes(permission as never);
/** A demo user whose role may not view VM templates, and one who may view but not add them. */
const outsider = DEMO_USERS.find((u) => !has('PERM_VIEW_VM_TEMPLATE')(u));
const viewer = DEMO_USERS.find((u) => has('PERM_VIEW_VM_TEMPLATE')(u) && !has('PERM_ADD_VM_TEMPLATE')(u));

let api: TestApi;
let admin: string;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);

beforeAll(async () => {
  api = await startApi();
  await addOutsiders(api.services.db);
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

async function create(fields: Record<string, unknown> = {}) {
  const r = await post({ action: 'create.vm_template', ...VALID, ...fields });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}
const total = async () => (await post({ action: 'list.vm_templates', limit: 1 })).body.total as number;
const audits = async (id: number) =>
  api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'vm_template'), eq(auditLog.entity_id, id))).orderBy(asc(auditLog.id));

describe('VM templates', () => {
  it('the demo company has some with their planogram counts, 20 a page, sorted on the server', async () => {
    const r = await post({ action: 'list.vm_templates', limit: 20, sortBy: 'name', sortDir: 'ASC' });
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThanOrEqual(3);
    const names = r.body.data.map((t: { name: string }) => t.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const snack = r.body.data.find((t: { name: string }) => t.name === 'Standard snack machine 6 × 8');
    expect(snack).toMatchObject({ rows: 6, columns: 8, entity_type: 'COMPANY', planogram_count: 2 });
    const zoned = r.body.data.find((t: { entity_type: string }) => t.entity_type === 'ZONE');
    expect(zoned.entity_name).not.toBe('');
    const filtered = await post({ action: 'list.vm_templates', entity_type: ['ZONE'] });
    expect(filtered.body.data.every((t: { entity_type: string }) => t.entity_type === 'ZONE')).toBe(true);
  });

  it('a template shows its linked planograms', async () => {
    const list = await post({ action: 'list.vm_templates', search: 'Standard snack' });
    const got = await post({ action: 'get.vm_template', id: list.body.data[0].id });
    expect(got.body.data.planograms.map((p: { name: string }) => p.name).sort()).toEqual(['Metro rush hour', 'Office snacks']);
    expect(got.body.data.planograms.every((p: { slots_filled: number }) => p.slots_filled > 0)).toBe(true);
  });

  it('adds one, reads it back, edits it with the version read, and deletes it; each change audited once', async () => {
    const created = await create();
    expect(created).toMatchObject({ ...VALID, version: 0, planogram_count: 0, planograms: [] });
    expect((await post({ action: 'get.vm_template', id: created.id })).body.data).toEqual(created);
    const edited = await post({ action: 'update.vm_template', id: created.id, version: 0, ...VALID, name: 'Edited', payment_timeout: 90 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Edited', payment_timeout: 90, version: 1 });
    const stale = await post({ action: 'update.vm_template', id: created.id, version: 0, ...VALID });
    expect(stale.status).toBe(409);
    expect((await post({ action: 'delete.vm_template', id: created.id, version: 1 })).status).toBe(200);
    expect((await post({ action: 'get.vm_template', id: created.id })).status).toBe(404);
    expect((await audits(created.id)).map((a) => a.action)).toEqual(['create.vm_template', 'update.vm_template', 'delete.vm_template']);
  });

  it('a clone is a new record from the copied fields', async () => {
    const source = await create({ name: 'Clone source', rows: 4, columns: 5, label_type: 'ALPHANUMERIC' });
    const { id: _id, version: _v, created_at: _c, updated_at: _u, planograms: _p, planogram_count: _n, entity_name: _e, ...fields } = source;
    const clone = await create({ ...fields, name: `Copy of ${source.name}` });
    expect(clone.id).not.toBe(source.id);
    expect(clone).toMatchObject({ name: 'Copy of Clone source', rows: 4, columns: 5, label_type: 'ALPHANUMERIC', version: 0 });
  });

  it('is for a zone or retailer of the company; one must be chosen, and another company\'s is refused', async () => {
    const options = (await post({ action: 'get.vm_template_options' })).body.data;
    expect(options.company).not.toBe('');
    const zone = options.zones[0];
    const zoned = await create({ entity_type: 'ZONE', entity_id: zone.id });
    expect(zoned).toMatchObject({ entity_type: 'ZONE', entity_id: zone.id, entity_name: zone.name });
    const missing = await post({ action: 'create.vm_template', ...VALID, entity_type: 'ZONE', entity_id: null });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(VM_TEMPLATE_MESSAGES.zoneRequired);
    const other = await api.login(OTHER_COMPANY_ADMIN);
    const foreign = await post({ action: 'create.vm_template', ...VALID, entity_type: 'ZONE', entity_id: zone.id }, other);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(VM_TEMPLATE_MESSAGES.unknownZone);
    const retailer = options.retailers[0];
    const forRetailer = await create({ entity_type: 'RETAILER', entity_id: retailer.id });
    expect(forRetailer).toMatchObject({ entity_type: 'RETAILER', entity_id: retailer.id, entity_name: retailer.name });
    const foreignRetailer = await post({ action: 'create.vm_template', ...VALID, entity_type: 'RETAILER', entity_id: retailer.id }, other);
    expect(foreignRetailer.status).toBe(400);
    expect(foreignRetailer.body.message).toBe(VM_TEMPLATE_MESSAGES.unknownRetailer);
  });

  it('refuses bad input naming the fields, and changes nothing', async () => {
    const before = await total();
    const bad = [
      { name: '' },
      { rows: 0 },
      { columns: 10 },
      { label_type: 'ROMAN' },
      { payment_timeout: -1 },
      { unlock_time: 3601 },
      { containers: 100 },
      { entity_type: 'GALAXY' },
      { unknown_field: 1 },
    ];
    for (const fields of bad) {
      const r = await post({ action: 'create.vm_template', ...VALID, ...fields });
      expect(r.status, JSON.stringify(fields)).toBe(400);
      expect(typeof r.body.message).toBe('string');
    }
    expect(await total()).toBe(before);
    const empty = await post({ action: 'create.vm_template', ...VALID, name: '  ' });
    expect(empty.body.message).toContain('Please enter template name');
  });

  it('is not deleted while planogram templates use it, nor shrunk below their slots; a new label type relabels their coils', async () => {
    const template = await create({ rows: 3, columns: 3 });
    const product = (await post({ action: 'get.planogram_template_options' })).body.data.products[0];
    const planogram = await post({
      action: 'create.planogram_template', name: 'Uses it', vm_template_id: template.id,
      slots: [{ row: 3, column: 2, product_id: product.id, item_layout_max: 5, par_level: 3 }],
    });
    expect(planogram.status, JSON.stringify(planogram.body)).toBe(201);
    const read = (await post({ action: 'get.vm_template', id: template.id })).body.data;
    expect(read).toMatchObject({ planogram_count: 1, planograms: [{ id: planogram.body.data.id, name: 'Uses it', slots_filled: 1 }] });
    const refused = await post({ action: 'delete.vm_template', id: template.id, version: read.version });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(VM_TEMPLATE_MESSAGES.inUse(1));
    const shrunk = await post({ action: 'update.vm_template', id: template.id, version: read.version, ...VALID, rows: 2, columns: 3 });
    expect(shrunk.status).toBe(409);
    expect(shrunk.body.message).toBe(VM_TEMPLATE_MESSAGES.shapeTooSmall(2, 3));
    const relabelled = await post({ action: 'update.vm_template', id: template.id, version: read.version, ...VALID, rows: 3, columns: 2, label_type: 'ALPHANUMERIC' });
    expect(relabelled.status, JSON.stringify(relabelled.body)).toBe(200);
    const slots = (await post({ action: 'get.planogram_template', id: planogram.body.data.id })).body.data.slots;
    expect(slots.map((s: { coil: string }) => s.coil)).toEqual(['C2']);
    expect((await audits(template.id)).map((a) => a.action)).toEqual(['create.vm_template', 'update.vm_template']);
  });

  it('is refused to a role without the permission', async () => {
    if (outsider) {
      const token = await api.login(outsider.email);
      expect((await post({ action: 'list.vm_templates' }, token)).status).toBe(403);
      expect((await post({ action: 'create.vm_template', ...VALID }, token)).status).toBe(403);
    }
    if (viewer) {
      const token = await api.login(viewer.email);
      expect((await post({ action: 'list.vm_templates' }, token)).status).toBe(200);
      const before = await total();
      expect((await post({ action: 'create.vm_template', ...VALID }, token)).status).toBe(403);
      expect((await post({ action: 'get.vm_template_options' }, token)).status).toBe(403);
      expect(await total()).toBe(before);
    }
    expect(outsider ?? viewer).toBeDefined();
  });

  it('another company never sees them', async () => {
    const mine = (await post({ action: 'list.vm_templates', limit: 1 })).body.data[0];
    const other = await api.login(OTHER_COMPANY_ADMIN);
    const list = await post({ action: 'list.vm_templates', limit: 2000 }, other);
    expect(list.status).toBe(200);
    expect(list.body.data.some((t: { id: number }) => t.id === mine.id)).toBe(false);
    expect((await post({ action: 'get.vm_template', id: mine.id }, other)).status).toBe(404);
    expect((await post({ action: 'update.vm_template', id: mine.id, version: mine.version, ...VALID }, other)).status).toBe(404);
    expect((await post({ action: 'delete.vm_template', id: mine.id, version: mine.version }, other)).status).toBe(404);
  });
});
