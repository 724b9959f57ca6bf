import { readdirSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, outbox, users } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

const UM = 'user-management';
let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('login', () => {
  it('returns the user, a token and its expiry, and sets an httpOnly SameSite=Strict cookie', async () => {
    const r = await api.post(UM, { action: 'login', email: 'admin@demo.local', password: 'Demo@1234' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ email: 'admin@demo.local', first_name: 'Aishwaryalakshmi' });
    expect(r.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lifetime = (Date.parse(r.body.expires_at) - api.clock.now().getTime()) / 1000;
    expect(lifetime).toBeGreaterThan(82_790);
    expect(lifetime).toBeLessThanOrEqual(82_800);
    const cookie = r.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`vc_session=${r.body.token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Max-Age=82800');
  });

  it('accepts the email in any case', async () => {
    const r = await api.post(UM, { action: 'login', email: 'Operator@Demo.Local', password: 'Demo@1234' });
    expect(r.status).toBe(200);
  });

  it('refuses a wrong password with a message and no token', async () => {
    const r = await api.post(UM, { action: 'login', email: 'admin@demo.local', password: 'wrong' });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ message: 'Invalid email or password.', code: 'UNAUTHENTICATED' });
  });

  it('refuses an unknown email with the same message', async () => {
    const r = await api.post(UM, { action: 'login', email: 'nobody@demo.local', password: 'Demo@1234' });
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('Invalid email or password.');
  });

  it('names the field when the email is not an email or the password is missing', async () => {
    const r = await api.post(UM, { action: 'login', email: 'not-an-email', password: '' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      { path: 'email', message: 'Enter a valid email address' },
      { path: 'password', message: 'Value required' },
    ]);
  });

  it('answers 429 after ten failures within 15 minutes, and lets the user in once the window passes', async () => {
    const email = 'warehouse@demo.local';
    for (let i = 0; i < 10; i++) expect((await api.post(UM, { action: 'login', email, password: 'nope' })).status).toBe(401);
    const blocked = await api.post(UM, { action: 'login', email, password: 'Demo@1234' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_ATTEMPTS');
    api.clock.advance(15 * 60_000 + 1000);
    expect((await api.post(UM, { action: 'login', email, password: 'Demo@1234' })).status).toBe(200);
  });

  it("answers 402 with the user's role when the company's license has expired", async () => {
    const r = await api.post(UM, { action: 'login', email: 'solo@demo.local', password: 'Demo@1234' });
    expect(r.status).toBe(402);
    expect(r.body).toMatchObject({ code: 'LICENSE_EXPIRED', role_code: 'ROLE_COMPANY_ADMIN' });
    expect(r.headers.get('set-cookie')).toBeNull();
  });
});

describe('me', () => {
  it('returns the role with its permissions, the company with the guest password for PERM_VIEW_PASSWORD', async () => {
    const token = await api.login('admin@demo.local');
    const r = await api.post(UM, { action: 'me' }, token);
    expect(r.status).toBe(200);
    expect(r.body.data.Role).toMatchObject({ name: 'Company Admin', role_code: 'ROLE_COMPANY_ADMIN' });
    expect(r.body.data.Role.permissions).toContain('PERM_VIEW_PASSWORD');
    expect(r.body.data.Company).toMatchObject({ name: 'Demo Vending Co', type: 'WITH_FRANCHISE', guest_password: 'Guest@4821' });
    expect(r.body.data.Franchises).toEqual([]);
  });

  it('hides the guest password from a role without PERM_VIEW_PASSWORD', async () => {
    const token = await api.login('operator@demo.local');
    const r = await api.post(UM, { action: 'me' }, token);
    expect(r.body.data.Role.permissions).not.toContain('PERM_VIEW_PASSWORD');
    expect(r.body.data.Company).not.toHaveProperty('guest_password');
  });

  it("gives a franchise user's franchise type", async () => {
    const token = await api.login('franchise@demo.local');
    const r = await api.post(UM, { action: 'me' }, token);
    expect(r.body.data.Franchises[0].Franchise.type).toBe('INDEPENDENT');
  });

  it('accepts the session cookie instead of the bearer header', async () => {
    const login = await api.post(UM, { action: 'login', email: 'store@demo.local', password: 'Demo@1234' });
    const app = (await import('../../server/app.ts')).createApp(api.services);
    const r = await app.request('/api/user-management', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `vc_session=${login.body.token}` },
      body: JSON.stringify({ action: 'me' }),
    });
    expect(r.status).toBe(200);
  });

  it('answers 401 without a token and with an unknown one', async () => {
    expect((await api.post(UM, { action: 'me' })).status).toBe(401);
    const r = await api.post(UM, { action: 'me' }, 'x'.repeat(43));
    expect(r.status).toBe(401);
    expect(r.body.message).not.toBe('token expired.');
  });

  it('answers 401 "token expired." once the token has lived 82800 s', async () => {
    const token = await api.login('technician@demo.local');
    api.clock.advance(82_800 * 1000);
    const r = await api.post(UM, { action: 'me' }, token);
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('token expired.');
  });

  it("answers 402 to every call once the company's license has passed", async () => {
    const token = await api.login('retailer@demo.local');
    const [user] = await api.services.db.select().from(users).where(eq(users.email, 'retailer@demo.local'));
    const [company] = await api.services.db.select().from(companies).where(eq(companies.id, user.company_id));
    await api.services.db.update(companies).set({ license_ends_at: new Date(api.clock.now().getTime() - 1000) }).where(eq(companies.id, company.id));
    try {
      const r = await api.post(UM, { action: 'me' }, token);
      expect(r.status).toBe(402);
      expect(r.body.role_code).toBe('ROLE_RETAILER_ADMIN');
    } finally {
      await api.services.db.update(companies).set({ license_ends_at: company.license_ends_at }).where(eq(companies.id, company.id));
    }
  });
});

describe('refresh_token and logout', () => {
  it('issues a new token and stops the old one', async () => {
    const old = await api.login('location@demo.local');
    const r = await api.post(UM, { action: 'refresh_token' }, old);
    expect(r.status).toBe(200);
    expect(r.body.refresh_token).not.toBe(old);
    expect(Date.parse(r.body.expires_at)).toBeGreaterThan(api.clock.now().getTime());
    expect((await api.post(UM, { action: 'me' }, old)).status).toBe(401);
    expect((await api.post(UM, { action: 'me' }, r.body.refresh_token)).status).toBe(200);
  });

  it('one token refreshes once: of parallel refreshes one gets a new token, the others 401', async () => {
    const old = await api.login('location@demo.local');
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.post(UM, { action: 'refresh_token' }, old)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(9).fill(401)]);
    const fresh = answers.find((a) => a.status === 200)!.body.refresh_token;
    expect((await api.post(UM, { action: 'me' }, fresh)).status).toBe(200);
  });

  it('a user whose license has expired can still sign out, and nothing else', async () => {
    const token = await api.login('retailer@demo.local');
    const [user] = await api.services.db.select().from(users).where(eq(users.email, 'retailer@demo.local'));
    const [company] = await api.services.db.select().from(companies).where(eq(companies.id, user.company_id));
    await api.services.db.update(companies).set({ license_ends_at: new Date(api.clock.now().getTime() - 1000) }).where(eq(companies.id, company.id));
    try {
      expect((await api.post(UM, { action: 'refresh_token' }, token)).status).toBe(402);
      const r = await api.post(UM, { action: 'logout' }, token);
      expect(r.status).toBe(200);
      expect(r.headers.get('set-cookie')).toMatch(/vc_session=;.*Max-Age=0/);
    } finally {
      await api.services.db.update(companies).set({ license_ends_at: company.license_ends_at }).where(eq(companies.id, company.id));
    }
    expect((await api.post(UM, { action: 'me' }, token)).status).toBe(401);
  });

  it('logout revokes the token and clears the cookie, even of a session in use a moment ago', async () => {
    const token = await api.login('partner@demo.local');
    expect((await api.post(UM, { action: 'me' }, token)).status).toBe(200);
    const r = await api.post(UM, { action: 'logout' }, token);
    expect(r.status).toBe(200);
    expect(r.headers.get('set-cookie')).toMatch(/vc_session=;.*Max-Age=0/);
    expect((await api.post(UM, { action: 'me' }, token)).status).toBe(401);
  });
});

describe('forgot_password and reset_password', () => {
  const mailTo = async (email: string) => (await api.services.db.select().from(outbox).where(eq(outbox.to, email))).at(-1);
  const linkOf = (body: string) => {
    const match = /\/reset-password\/(\d+)\?token=([A-Za-z0-9_-]+)/.exec(body);
    if (!match) throw new Error(`no reset link in: ${body}`);
    return { id: Number(match[1]), token: match[2] };
  };

  it('answers the same for known and unknown emails, and mails a link only to the account', async () => {
    const known = await api.post(UM, { action: 'forgot_password', email: 'franchise@demo.local' });
    const unknown = await api.post(UM, { action: 'forgot_password', email: 'ghost@demo.local' });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await mailTo('ghost@demo.local')).toBeUndefined();
    const mail = await mailTo('franchise@demo.local');
    expect(mail?.subject).toContain('Reset');
    expect(linkOf(mail!.body).id).toBeGreaterThan(0);
    // The mail leaves after the answer; waiting for the delivery in progress shows the drop.
    await api.services.mail.flush(api.services.db);
    const dropped = readdirSync(api.services.config.mailDropDir);
    expect(dropped.some((f) => readFileSync(`${api.services.config.mailDropDir}/${f}`, 'utf8').includes('To: franchise@demo.local'))).toBe(true);
  });

  it('sets a new password once, signs out the old sessions, and refuses the link a second time', async () => {
    const before = await api.login('franchise@demo.local');
    await api.post(UM, { action: 'forgot_password', email: 'franchise@demo.local' });
    const link = linkOf((await mailTo('franchise@demo.local'))!.body);
    const r = await api.post(UM, { action: 'reset_password', ...link, new_password: 'Fresh#2026' });
    expect(r.status).toBe(200);
    expect(r.body.data.message).toBe('Password set successfully!');
    expect((await api.post(UM, { action: 'me' }, before)).status).toBe(401);
    expect((await api.post(UM, { action: 'login', email: 'franchise@demo.local', password: 'Demo@1234' })).status).toBe(401);
    await api.login('franchise@demo.local', 'Fresh#2026');
    const again = await api.post(UM, { action: 'reset_password', ...link, new_password: 'Other#2026' });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/invalid or has expired/);
  });

  it('refuses a link older than one hour and a wrong token', async () => {
    await api.post(UM, { action: 'forgot_password', email: 'store@demo.local' });
    const link = linkOf((await mailTo('store@demo.local'))!.body);
    expect((await api.post(UM, { action: 'reset_password', id: link.id, token: 'x'.repeat(43), new_password: 'Fresh#2026' })).status).toBe(400);
    api.clock.advance(3_600_000 + 1);
    expect((await api.post(UM, { action: 'reset_password', ...link, new_password: 'Fresh#2026' })).status).toBe(400);
  });

  it("gives the spec's password messages", async () => {
    const weak = await api.post(UM, { action: 'reset_password', id: 1, token: 't', new_password: 'abcdefgh' });
    expect(weak.body.errors).toEqual([{ path: 'new_password', message: 'Password not valid' }]);
    const short = await api.post(UM, { action: 'reset_password', id: 1, token: 't', new_password: 'a1!' });
    expect(short.body.errors).toEqual([{ path: 'new_password', message: 'Enter at least 8 characters' }]);
  });
});
