/**
 * The catalogue's reference lists (issue 36): categories, brands, units and packagings through
 * the API, each kind walked by the same cases: listed with how many products use each, searched,
 * sorted and filtered; added, renamed with the version read and deleted, each audited; a
 * duplicate name (any case), a default row, a row in use, a stale version and bad input refused
 * with their messages and nothing written; the PERM_ codes of each kind.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_LISTS, catalogueListMessages } from '../../contract/actions/catalogue-lists.ts';
import { auditLog } from '../../server/db/schema/index.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../server/seed/default-roles.ts';
import { DEMO_USERS } from '../../server/seed/demo-core.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'product-management';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

interface Row { id: number; name: string; is_default: boolean; product_count: number; version: number }

describe.each(Object.values(CATALOGUE_LISTS))('$kind.nouns', ({ kind, actions }) => {
  const messages = catalogueListMessages(kind);
  const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);
  const all = async (extra: Record<string, unknown> = {}) =>
    (await post({ action: actions.list.name, limit: 200, ...extra })).body.data as Row[];
  const audits = async (id: number) =>
    api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, kind.entity), eq(auditLog.entity_id, id))).orderBy(auditLog.id);
  let n = 0;
  const unique = () => `Test ${kind.noun} ${Date.now().toString(36)}${n++}`;

  it('lists the company\'s rows with how many products use each: defaults, rows in use and unused ones', async () => {
    const r = await post({ action: actions.list.name, limit: 200, sortBy: 'name', sortDir: 'ASC' });
    expect(r.status).toBe(200);
    const rows = r.body.data as Row[];
    expect(r.body.total).toBe(rows.length);
    const names = rows.map((row) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(rows.some((row) => row.is_default)).toBe(true);
    expect(rows.some((row) => !row.is_default && row.product_count > 0)).toBe(true);
    expect(rows.some((row) => !row.is_default && row.product_count === 0)).toBe(true);

    const unused = await all({ usage: ['unused'] });
    expect(unused.length).toBeGreaterThan(0);
    expect(unused.every((row) => row.product_count === 0)).toBe(true);
    expect((await all({ usage: ['used'] })).every((row) => row.product_count > 0)).toBe(true);
    expect((await all({ origin: ['default'] })).every((row) => row.is_default)).toBe(true);
    expect((await all({ usage: ['used', 'unused'] })).length).toBe(rows.length);

    const some = rows.find((row) => row.product_count > 0)!;
    const found = await all({ search: some.name.toUpperCase() });
    expect(found.map((row) => row.id)).toContain(some.id);
    const byCount = await all({ sortBy: 'product_count', sortDir: 'DESC' });
    expect(byCount[0]!.product_count).toBe(Math.max(...rows.map((row) => row.product_count)));

    const one = await post({ action: actions.get.name, id: some.id });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: some.id, name: some.name, product_count: some.product_count });
    const products = await api.post(AREA, { action: 'list.products', [kind.productColumn]: [some.id], limit: 1 }, admin);
    expect(products.body.total).toBe(some.product_count);
    expect((await post({ action: actions.get.name, id: 2_000_000 })).status).toBe(404);
  });

  it('adds one, renames it with the version read, and deletes it; each change audited', async () => {
    const name = unique();
    const created = await post({ action: actions.create.name, name: `  ${name}  ` });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ name, is_default: false, product_count: 0, version: 0 });
    const id = created.body.data.id as number;

    const renamed = await post({ action: actions.update.name, id, version: 0, name: `${name} B` });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: `${name} B`, version: 1 });
    // The same name in another case is its own name, not a duplicate.
    const recased = await post({ action: actions.update.name, id, version: 1, name: `${name} b`.toUpperCase() });
    expect(recased.status, JSON.stringify(recased.body)).toBe(200);

    const stale = await post({ action: actions.update.name, id, version: 0, name: 'Anything' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('changed by someone else');
    expect((await post({ action: actions.remove.name, id, version: 0 })).status).toBe(409);

    expect((await post({ action: actions.remove.name, id, version: 2 })).status).toBe(200);
    expect((await post({ action: actions.get.name, id })).status).toBe(404);
    const trail = await audits(id);
    expect(trail.map((a) => a.action)).toEqual([actions.create.name, actions.update.name, actions.update.name, actions.remove.name]);
    expect(trail[0]!.after).toMatchObject({ name });
    expect(trail[3]!.before).toMatchObject({ name: `${name} b`.toUpperCase() });
  });

  it('refuses a duplicate name in any case, on add and on rename, saying which', async () => {
    const [taken] = await all({ origin: ['custom'], usage: ['used'] });
    const before = (await all()).length;
    const dup = await post({ action: actions.create.name, name: ` ${taken!.name.toUpperCase()} ` });
    expect(dup.status).toBe(400);
    expect(dup.body.errors).toContainEqual({ path: 'name', message: messages.duplicate(taken!.name) });
    const created = (await post({ action: actions.create.name, name: unique() })).body.data as Row;
    const rename = await post({ action: actions.update.name, id: created.id, version: 0, name: taken!.name.toLowerCase() });
    expect(rename.status).toBe(400);
    expect(rename.body.errors).toContainEqual({ path: 'name', message: messages.duplicate(taken!.name) });
    expect((await all()).length).toBe(before + 1);
    await post({ action: actions.remove.name, id: created.id, version: 0 });
  });

  it('never renames or deletes a default row, and never deletes one in use (saying how many products use it)', async () => {
    const [fallback] = await all({ origin: ['default'] });
    const renamed = await post({ action: actions.update.name, id: fallback!.id, version: fallback!.version, name: unique() });
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toBe(messages.isDefault(fallback!.name));
    expect((await post({ action: actions.remove.name, id: fallback!.id, version: fallback!.version })).body.message).toBe(messages.isDefault(fallback!.name));

    const [used] = await all({ origin: ['custom'], usage: ['used'] });
    const removed = await post({ action: actions.remove.name, id: used!.id, version: used!.version });
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe(messages.inUse(used!.name, used!.product_count));
    expect(removed.body.message).toMatch(/is used by \d+ products?/);
    expect((await post({ action: actions.get.name, id: used!.id })).body.data).toMatchObject({ name: used!.name, version: used!.version });
  });

  it('refuses bad input field by field and writes nothing', async () => {
    const before = (await all()).length;
    const empty = await post({ action: actions.create.name, name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toContainEqual({ path: 'name', message: messages.nameRequired });
    expect((await post({ action: actions.create.name, name: 'x'.repeat(101) })).status).toBe(400);
    expect((await post({ action: actions.create.name })).status).toBe(400);
    expect((await post({ action: actions.update.name, id: 0, version: 0, name: 'A' })).status).toBe(400);
    expect((await post({ action: actions.list.name, usage: ['sometimes'] })).status).toBe(400);
    expect((await all()).length).toBe(before);
  });

  it(`follows the ${kind.resource} permissions: viewers may not change; others may not view`, async () => {
    const viewer = DEMO_USERS.find((u) => DEFAULT_ROLE_PERMISSIONS[u.role].includes(`PERM_VIEW_${kind.resource}`) && !DEFAULT_ROLE_PERMISSIONS[u.role].includes(`PERM_ADD_${kind.resource}`))!;
    const outsider = DEMO_USERS.find((u) => !DEFAULT_ROLE_PERMISSIONS[u.role].includes(`PERM_VIEW_${kind.resource}`))!;
    const token = await api.login(viewer.email);
    const [row] = await all({ origin: ['custom'], usage: ['unused'] });
    expect((await post({ action: actions.list.name }, token)).status).toBe(200);
    expect((await post({ action: actions.create.name, name: unique() }, token)).status).toBe(403);
    expect((await post({ action: actions.update.name, id: row!.id, version: row!.version, name: unique() }, token)).status).toBe(403);
    expect((await post({ action: actions.remove.name, id: row!.id, version: row!.version }, token)).status).toBe(403);
    const stranger = await api.login(outsider.email);
    expect((await post({ action: actions.list.name }, stranger)).status).toBe(403);
    expect((await post({ action: actions.get.name, id: row!.id }, stranger)).status).toBe(403);
  });
});
