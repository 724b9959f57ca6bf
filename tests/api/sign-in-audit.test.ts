/**
 * Audit rows for sessions, password resets and upload URLs (issue 34, finding 11), as the
 * company admin sees them in Action history.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, users } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';
import { postFrom, resetLinkIn } from './sign-in-client.ts';

const UM = 'user-management';
let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

const idOf = async (email: string) => (await api.services.db.select().from(users).where(eq(users.email, email)))[0]!;

/** The newest Action history rows the company admin sees for one user record. */
async function historyOf(email: string, action: string) {
  const user = await idOf(email);
  const r = await api.post(UM, { action: 'list.action_history', entity: 'user', entity_id: user.id, search: action, limit: 20 }, admin);
  expect(r.status).toBe(200);
  return (r.body.data as { action: string; user: { email: string } | null; after: Record<string, unknown> }[]).filter((row) => row.action === action);
}

describe('audit of sessions and resets', () => {
  it('records sign-ins, failed ones with the client, refreshes and sign-outs', async () => {
    const from = postFrom(api.services);
    expect((await from('198.51.100.7', { action: 'login', email: 'operator@demo.local', password: 'Wrong#pass1' })).status).toBe(401);
    const signedIn = await from('198.51.100.7', { action: 'login', email: 'operator@demo.local', password: 'Demo@1234' });
    const refreshed = await api.post(UM, { action: 'refresh_token' }, signedIn.body.token);
    expect((await api.post(UM, { action: 'logout' }, refreshed.body.refresh_token)).status).toBe(200);

    const [failed] = await historyOf('operator@demo.local', 'login_failed');
    expect(failed).toMatchObject({ user: null, after: { client: '198.51.100.7', reason: 'wrong password' } });
    const [login] = await historyOf('operator@demo.local', 'login');
    expect(login).toMatchObject({ user: { email: 'operator@demo.local' }, after: { client: '198.51.100.7' } });
    expect(await historyOf('operator@demo.local', 'refresh_token')).toHaveLength(1);
    expect(await historyOf('operator@demo.local', 'logout')).toHaveLength(1);
  });

  it('keeps a failed sign-in of an unknown email without a company, so no company sees it', async () => {
    await api.post(UM, { action: 'login', email: 'stranger@elsewhere.example', password: 'Guess#2026' });
    const [row] = await api.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login_failed'), isNull(auditLog.company_id)))
      .orderBy(desc(auditLog.id));
    expect(row).toMatchObject({ user_id: null, entity: 'user', entity_id: null, after: { email: 'stranger@elsewhere.example', client: 'local' } });
  });

  it('records forgot_password and reset_password under the company, so they show in Action history', async () => {
    await api.post(UM, { action: 'forgot_password', email: 'partner@demo.local' });
    const [mail] = await api.services.db.select().from(outbox).where(eq(outbox.to, 'partner@demo.local'));
    expect((await api.post(UM, { action: 'reset_password', ...resetLinkIn(mail!.body), new_password: 'Fresh#2026' })).status).toBe(200);
    expect(await historyOf('partner@demo.local', 'forgot_password')).toHaveLength(1);
    const [reset] = await historyOf('partner@demo.local', 'reset_password');
    expect(reset).toMatchObject({ user: { email: 'partner@demo.local' } });
  });
});

describe('audit of uploads', () => {
  it('records every upload URL issued, with its key but not the signed URL', async () => {
    const token = await api.login('store@demo.local');
    const r = await api.post('issue-reporter', { action: 'create.upload_url', purpose: 'feedback', content_type: 'image/png', size: 1000 }, token);
    expect(r.status).toBe(201);
    const history = await api.post(UM, { action: 'list.action_history', entity: 'upload', limit: 5 }, admin);
    const [row] = history.body.data;
    expect(row).toMatchObject({
      action: 'create.upload_url',
      entity: 'upload',
      user: { email: 'store@demo.local' },
      after: { key: r.body.data.key, purpose: 'feedback', content_type: 'image/png', max_bytes: 1000 },
    });
    expect(JSON.stringify(row)).not.toContain('sig=');
  });
});
