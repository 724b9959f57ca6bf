/**
 * Reset links (issue 34, findings 2, 5 and 7): they start with the configured public URL
 * whatever Host the request names; a newer link revokes the older ones and using one revokes
 * them all; the mail goes out after the answer, so a slow mail server delays no one.
 */
import { createServer, type Socket } from 'node:net';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { outbox, passwordResets, users } from '../../server/db/schema/index.ts';
import { hashToken, newToken } from '../../server/auth/tokens.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { startApi, type TestApi } from './harness.ts';
import { resetLinkIn } from './sign-in-client.ts';

const UM = 'user-management';
let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const mailsTo = async (email: string) => api.services.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.id);
const reset = (link: { id: number; token: string }, new_password = 'Fresh#2026') =>
  api.post(UM, { action: 'reset_password', ...link, new_password });

describe('the public URL of links', () => {
  it('mails a link on PUBLIC_URL even when the request names another host', async () => {
    const config = { ...api.services.config, publicUrl: 'https://console.example.com' };
    const app = createApp({ ...api.services, config });
    const r = await app.request('http://evil.example/api/user-management', {
      method: 'POST',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'forgot_password', email: 'operator@demo.local' }),
    });
    expect(r.status).toBe(200);
    const body = (await mailsTo('operator@demo.local')).at(-1)!.body;
    expect(body).toMatch(/https:\/\/console\.example\.com\/reset-password\/\d+\?token=[\w-]{43}/);
    expect(body).not.toContain('evil.example');
  });

  it('takes PUBLIC_URL from the environment, else the listening address as a browser here writes it', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://console.example.com/' }).publicUrl).toBe('https://console.example.com');
    expect(loadConfig({}).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '8091' }).publicUrl).toBe('http://127.0.0.1:8091');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:8080');
    expect(() => loadConfig({ PUBLIC_URL: 'console.example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });
});

describe('one working link at a time', () => {
  it('a newer link revokes the older one', async () => {
    await api.post(UM, { action: 'forgot_password', email: 'warehouse@demo.local' });
    await api.post(UM, { action: 'forgot_password', email: 'warehouse@demo.local' });
    const [older, newer] = (await mailsTo('warehouse@demo.local')).map((mail) => resetLinkIn(mail.body));
    const refused = await reset(older!);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/invalid or has expired/);
    expect((await reset(newer!)).status).toBe(200);
    // The owner is told, in case it was not them.
    expect((await mailsTo('warehouse@demo.local')).at(-1)?.subject).toBe('Your Vending Console password was changed');
  });

  it('using a link revokes every other link of the account', async () => {
    await api.post(UM, { action: 'forgot_password', email: 'location@demo.local' });
    const sent = resetLinkIn((await mailsTo('location@demo.local')).at(-1)!.body);
    // A second link that still works, as one issued in the same instant by another server could.
    const [user] = await api.services.db.select().from(users).where(eq(users.email, 'location@demo.local'));
    const token = newToken();
    const [other] = await api.services.db
      .insert(passwordResets)
      .values({ user_id: user!.id, token_hash: hashToken(token), expires_at: new Date(api.clock.now().getTime() + 600_000) })
      .returning({ id: passwordResets.id });
    expect((await reset(sent)).status).toBe(200);
    expect((await reset({ id: other!.id, token }, 'Other#2026')).status).toBe(400);
    const working = await api.services.db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.user_id, user!.id), isNull(passwordResets.used_at), isNull(passwordResets.revoked_at)));
    expect(working).toEqual([]);
  });
});

describe('mail after the answer', () => {
  let silent: ReturnType<typeof createServer>;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // An SMTP server that accepts the connection and never greets: nodemailer waits 30 s.
    silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => {
    for (const socket of sockets) socket.destroy();
    silent.close();
  });

  it('forgot_password answers without waiting for the mail server, and the mail is queued', async () => {
    const { port } = silent.address() as { port: number };
    const mail = createMailer({ dropDir: null, smtpUrl: `smtp://127.0.0.1:${port}` });
    const app = createApp({ ...api.services, mail });
    const answer = app.request('/api/user-management', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'forgot_password', email: 'retailer@demo.local' }),
    });
    const timeout = new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), 5000));
    const first = await Promise.race([answer, timeout]);
    expect(first).not.toBe('timed out');
    expect((first as Response).status).toBe(200);
    const [queued] = await mailsTo('retailer@demo.local');
    expect(queued?.body).toContain('/reset-password/');
    expect(queued?.sent_at).toBeNull();
  });
});
