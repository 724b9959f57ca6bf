/**
 * Delivery partners: list, view, add, edit and delete through the API, with the permissions of
 * routes.tsv, the company's scope, stale versions refused, bad input named field by field, and
 * one audit row per change.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema/index.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../server/seed/default-roles.ts';
import { DEMO_USERS } from '../../server/seed/demo-core.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'delivery-management';
const VALID = {
  name: 'Test name',
  contact_person_name: 'Test contact person name',
  mobile_number: '9876543210',
  email_id: 'new@example.com',
  active: true,
};
/** A demo user whose role may not view delivery partners. */
const outsider = DEMO_USERS.find((u) => !DEFAULT_ROLE_PERMISSIONS[u.role].includes('PERM_VIEW_DELIVERY_PARTNER'));

let api: TestApi;
let admin: string;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

async function create(fields: Record<string, unknown> = {}) {
  const r = await post({ action: 'create.delivery_partner', ...VALID, ...fields });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}

const audits = async (id: number) =>
  api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'delivery_partner'), eq(auditLog.entity_id, id))).orderBy(asc(auditLog.id));

describe('delivery partners', () => {
  it('the demo company has some, paged and sorted on the server', async () => {
    const r = await post({ action: 'list.delivery_partners', limit: 5, sortBy: 'created_at', sortDir: 'ASC' });
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThanOrEqual(5);
    expect(r.body.data).toHaveLength(5);
  });

  it('adds one, reads it back, edits it with the version read, and deletes it; each change audited once', async () => {
    const created = await create();
    expect(created).toMatchObject({ ...VALID, version: 0 });
    expect((await post({ action: 'get.delivery_partner', id: created.id })).body.data).toEqual(created);
    const edited = await post({ action: 'update.delivery_partner', id: created.id, version: 0, ...VALID, name: 'Edited' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Edited', version: 1 });
    const stale = await post({ action: 'update.delivery_partner', id: created.id, version: 0, ...VALID });
    expect(stale.status).toBe(409);
    expect((await post({ action: 'delete.delivery_partner', id: created.id, version: 1 })).status).toBe(200);
    expect((await post({ action: 'get.delivery_partner', id: created.id })).status).toBe(404);
    expect((await audits(created.id)).map((a) => a.action)).toEqual(['create.delivery_partner', 'update.delivery_partner', 'delete.delivery_partner']);
  });

  it('refuses bad input naming the fields, and changes nothing', async () => {
    const before = (await post({ action: 'list.delivery_partners', limit: 1 })).body.total;
    const r = await post({ action: 'create.delivery_partner', name: '', mobile_number: '', unknown_field: 1 });
    expect(r.status).toBe(400);
    expect((await post({ action: 'list.delivery_partners', limit: 1 })).body.total).toBe(before);
  });

  it('is refused to a role without the permission', async () => {
    if (!outsider) return;
    const token = await api.login(outsider.email);
    expect((await post({ action: 'list.delivery_partners' }, token)).status).toBe(403);
    expect((await post({ action: 'create.delivery_partner', ...VALID }, token)).status).toBe(403);
  });
});
