/**
 * Issue 34, finding 1: lists in a request past PostgreSQL's 65,535 bind parameters answered
 * 500. Every request list now has a bound (400 past it, naming the field and the bound),
 * and "mark all read" no longer sends a parameter per notification.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notifications, users } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let admin: string;
let operator: string;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  operator = await api.login('operator@demo.local');
});
afterAll(() => api.close());

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

function expectBoundRefused(r: { status: number; body: any }, field: string, bound: number) { // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(r.status).toBe(400);
  expect(r.body.code).toBe('INVALID_INPUT');
  expect(r.body.errors).toEqual([{ path: field, message: `Length or size out of range (0 to ${bound}).` }]);
}

it('read.notifications with 70,000 ids is refused with 400, and 2000 are taken', async () => {
  expectBoundRefused(await api.post('notification-service', { action: 'read.notifications', ids: ids(70_000) }, operator), 'ids', 2000);
  const r = await api.post('notification-service', { action: 'read.notifications', ids: ids(2000) }, operator);
  expect(r.status).toBe(200);
});

it('list.users with 70,000 role_ids or franchise_ids is refused with 400, and 200 are taken', async () => {
  expectBoundRefused(await api.post('user-management', { action: 'list.users', role_ids: ids(70_000) }, admin), 'role_ids', 200);
  expectBoundRefused(await api.post('user-management', { action: 'list.users', franchise_ids: ids(70_000) }, admin), 'franchise_ids', 200);
  const r = await api.post('user-management', { action: 'list.users', role_ids: ids(200), franchise_ids: ids(200) }, admin);
  expect(r.status).toBe(200);
});

it('marks 22,000 unread notifications read in one call (one parameter per row would pass 65,535)', async () => {
  const [me] = await api.services.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
  const rows = ids(22_000).map(() => ({ company_id: me!.company_id, user_id: me!.id, type: 'VM_STATUS', payload: {} }));
  for (let i = 0; i < rows.length; i += 5_000) await api.services.db.insert(notifications).values(rows.slice(i, i + 5_000));
  const before = await api.post('notification-service', { action: 'list.notifications', limit: 1 }, admin);
  expect(before.body.unread).toBeGreaterThan(22_000);

  const r = await api.post('notification-service', { action: 'read.notifications' }, admin);
  expect(r.status).toBe(200);
  expect(r.body.data.unread).toBe(0);
});
