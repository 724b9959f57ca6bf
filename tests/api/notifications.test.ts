/**
 * list.notifications and read.notifications: the bell's list (newest first, limit 10),
 * unread counts per user, marking read, franchise scoping, and the bell's role check.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../server/db/schema/index.ts';
import { recordNotification } from '../../server/live/notify.ts';
import { DEMO_NOTIFICATION_COUNT } from '../../server/seed/demo-notifications.ts';
import { startApi, type TestApi } from './harness.ts';

const area = 'notification-service';
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

const list = (token: string, fields: Record<string, unknown> = {}) => api.post(area, { action: 'list.notifications', ...fields }, token);

describe('list.notifications', () => {
  it('answers the bell call: sortBy created_at DESC, limit 10, with total and unread', async () => {
    const r = await list(admin, { sortBy: 'created_at', sortDir: 'DESC', limit: 10, offset: 0 });
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(10);
    expect(r.body.total).toBe(DEMO_NOTIFICATION_COUNT);
    const times = r.body.data.map((n: { created_at: string }) => Date.parse(n.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // The seeded admin has read what is older than a day; the newest are unread.
    expect(r.body.unread).toBeGreaterThan(0);
    expect(r.body.unread).toBeLessThan(DEMO_NOTIFICATION_COUNT);
    expect(r.body.data[0].read).toBe(false);
  });

  it('carries the fields of its kind (console.md §3)', async () => {
    const r = await list(admin, { type: 'VM_STATUS', limit: 50 });
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBeGreaterThan(0);
    for (const n of r.body.data) {
      expect(n.type).toBe('VM_STATUS');
      expect(n.VendingMachine).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
      expect(typeof n.vm_is_active).toBe('boolean');
    }
  });

  it('pages with offset and sorts ASC on request', async () => {
    const first = await list(admin, { limit: 5, offset: 0, sortDir: 'ASC' });
    const second = await list(admin, { limit: 5, offset: 5, sortDir: 'ASC' });
    expect(Date.parse(first.body.data[4].created_at)).toBeLessThanOrEqual(Date.parse(second.body.data[0].created_at));
    const ids = [...first.body.data, ...second.body.data].map((n: { id: number }) => n.id);
    expect(new Set(ids).size).toBe(10);
  });

  it('refuses unknown sort keys and bad filters with 400 naming the field', async () => {
    const sort = await list(admin, { sortBy: 'payload' });
    expect(sort.status).toBe(400);
    expect(JSON.stringify(sort.body.errors)).toContain('sortBy');
    const type = await list(admin, { type: 'NOT_A_KIND' });
    expect(type.status).toBe(400);
    expect(JSON.stringify(type.body.errors)).toContain('type');
  });

  it('gives each user their own read marks', async () => {
    const partner = await api.login('partner@demo.local');
    const r = await list(partner, { limit: 1 });
    expect(r.status).toBe(200);
    expect(r.body.unread).toBe(DEMO_NOTIFICATION_COUNT);
  });

  it('shows a franchise user only their franchise, and a company user everything', async () => {
    const franchiseToken = await api.login('franchise@demo.local');
    const mine = await list(franchiseToken, { limit: 100 });
    expect(mine.status).toBe(200);
    const rows = await api.services.db.select().from(notifications);
    const franchiseOf = new Map(rows.map((n) => [n.id, n.franchise_id]));
    expect(mine.body.total).toBeLessThan(DEMO_NOTIFICATION_COUNT);
    for (const n of mine.body.data) expect(franchiseOf.get(n.id)).not.toBeNull();
    const everyone = await list(admin, { limit: 100 });
    expect(everyone.body.total).toBe(rows.filter((n) => n.user_id === null).length);
  });

  it("refuses roles outside the bell's role check with 403", async () => {
    for (const email of ['technician@demo.local', 'location@demo.local']) {
      const token = await api.login(email);
      const r = await list(token);
      expect(r.status, email).toBe(403);
      expect(r.body.message).toBe('Notifications are not shown to your role.');
    }
  });

  it('never shows another company\'s or another user\'s notifications', async () => {
    const [{ company_id }] = await api.services.db.select().from(notifications).limit(1);
    const operatorToken = await api.login('operator@demo.local');
    const before = await list(operatorToken, { limit: 1 });
    const partnerId = (await api.post('user-management', { action: 'me' }, await api.login('partner@demo.local'))).body.data.id;
    await recordNotification(api.services.db, { companyId: company_id, userId: partnerId, type: 'TRANSACTION_REPORT_RESPONSE' });
    const after = await list(operatorToken, { limit: 1 });
    expect(after.body.total).toBe(before.body.total);
  });
});

describe('read.notifications', () => {
  it('marks the given ones read for this user only, and all of them without ids', async () => {
    const operatorToken = await api.login('operator@demo.local');
    const before = await list(operatorToken, { limit: 3 });
    const ids = before.body.data.map((n: { id: number }) => n.id).slice(0, 2);
    const r = await api.post(area, { action: 'read.notifications', ids }, operatorToken);
    expect(r.status).toBe(200);
    expect(r.body.data.unread).toBe(before.body.unread - 2);
    const after = await list(operatorToken, { limit: 3 });
    expect(after.body.data.slice(0, 2).every((n: { read: boolean }) => n.read)).toBe(true);
    // Another user's count is untouched.
    const partner = await list(await api.login('partner@demo.local'), { limit: 1 });
    expect(partner.body.unread).toBe(partner.body.total);

    const all = await api.post(area, { action: 'read.notifications' }, operatorToken);
    expect(all.body.data.unread).toBe(0);
    const unreadOnly = await list(operatorToken, { unread_only: true });
    expect(unreadOnly.body.total).toBe(0);
  });

  it('writes an audit row, and marking twice changes nothing', async () => {
    const token = await api.login('warehouse@demo.local');
    const [first] = (await list(token, { limit: 1 })).body.data;
    await api.post(area, { action: 'read.notifications', ids: [first.id] }, token);
    const again = await api.post(area, { action: 'read.notifications', ids: [first.id] }, token);
    expect(again.status).toBe(200);
    const { auditLog } = await import('../../server/db/schema/index.ts');
    const rows = await api.services.db.select().from(auditLog).where(eq(auditLog.action, 'read.notifications'));
    expect(rows.some((row) => row.entity_id === first.id)).toBe(true);
  });

  it('refuses bad ids with 400', async () => {
    const r = await api.post(area, { action: 'read.notifications', ids: ['x'] }, admin);
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body.errors)).toContain('ids');
  });
});
