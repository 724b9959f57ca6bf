/** list.action_history: the audit rows behind the Action history screen, scoped and never showing secrets. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../server/kit/audit.ts';
import { users, vendingMachines } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

const area = 'user-management';
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  // Something to show: a status change by the technician.
  const technician = await api.login('technician@demo.local');
  const [machine] = await api.services.db.select().from(vendingMachines).orderBy(vendingMachines.id).limit(1);
  const r = await api.post('vending-machine-management', { action: 'update.vending_machine_status', id: machine.id, status: 3, version: machine.version }, technician);
  expect(r.status).toBe(200);
});
afterAll(() => api.close());

const history = (token: string, fields: Record<string, unknown> = {}) => api.post(area, { action: 'list.action_history', ...fields }, token);

describe('list.action_history', () => {
  it('lists who did what, newest first, with the record before and after', async () => {
    const r = await history(admin, { entity: 'vending_machine', limit: 5 });
    expect(r.status).toBe(200);
    const [latest] = r.body.data;
    expect(latest).toMatchObject({
      action: 'update.vending_machine_status',
      entity: 'vending_machine',
      user: { name: 'Vikram Singh', email: 'technician@demo.local' },
      before: { status: expect.any(Number) },
      after: { status: 3 },
    });
    expect(r.body.total).toBeGreaterThanOrEqual(1);
  });

  it('filters by date and searches actions; refuses unknown sort keys', async () => {
    const future = await history(admin, { from: new Date(Date.now() + 86_400_000).toISOString() });
    expect(future.body.total).toBe(0);
    const found = await history(admin, { search: 'vending_machine_status' });
    expect(found.body.data.every((row: { action: string }) => row.action.includes('vending_machine_status'))).toBe(true);
    const bad = await history(admin, { sortBy: 'before' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain('sortBy');
  });

  it('never shows a password hash or a token, whatever an audit row holds', async () => {
    const [user] = await api.services.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
    await audit(api.services.db, { id: user.id, company_id: user.company_id }, {
      action: 'test.secret', entity: 'user', entity_id: user.id, after: { email: 'x@y.z', password_hash: 'scrypt$abc', nested: { token: 't0k' } },
    });
    const r = await history(admin, { search: 'test.secret' });
    expect(r.body.data[0].after).toEqual({ email: 'x@y.z', password_hash: '[hidden]', nested: { token: '[hidden]' } });
  });

  it("keeps to the caller's company and needs PERM_VIEW_COMPANY_ADMIN or PERM_VIEW_FRANCHISE_ADMIN", async () => {
    const franchise = await api.login('franchise@demo.local');
    const theirs = await history(franchise, { entity: 'vending_machine' });
    expect(theirs.status).toBe(200);
    // The technician belongs to no franchise, so a franchise admin does not see their change.
    expect(theirs.body.data.some((row: { user: { email: string } | null }) => row.user?.email === 'technician@demo.local')).toBe(false);
    const operator = await history(await api.login('operator@demo.local'));
    expect(operator.status).toBe(403);
  });
});
