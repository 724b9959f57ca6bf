/**
 * A stranger cannot lock an owner out (issue 52: ten wrong passwords from each of five addresses
 * made the owner's right password answer 429 from any new address for 15 minutes). A browser
 * where the owner signed in before carries a signed device cookie and still gets in; strangers,
 * browsers without the cookie, and browsers with a forged or another account's cookie stay
 * locked; the limits per client still apply to the owner's browser, and its own wrong passwords
 * have their own limit.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_SIGN_INS } from '../../contract/actions/session.ts';
import { DEVICE_COOKIE, deviceCookieFor, trustedDevice } from '../../server/auth/device-cookie.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { users } from '../../server/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-core.ts';
import type { TestApi } from './harness.ts';
import { startClientApi, type ClientPost } from './sign-in-client.ts';

let api: TestApi;
let from: ClientPost;
beforeAll(async () => void ({ api, from } = await startClientApi()));
afterAll(() => api.close());

const OWNER = 'store@demo.local';
const login = (password: string, email = OWNER) => ({ action: 'login', email, password });
const withCookie = (value: string) => ({ cookie: `${DEVICE_COOKIE}=${value}` });

/** Signs in on a browser and answers the device cookie it was given. */
async function deviceOf(email: string, client: string) {
  const r = await from(client, login(DEMO_PASSWORD, email));
  expect(r.status).toBe(200);
  const cookie = /vc_device=([^;]+);[^,]*Path=\/api\/user-management[^,]*/.exec(r.headers.get('set-cookie') ?? '');
  expect(r.headers.get('set-cookie')).toMatch(/vc_device=[^;]+;.*HttpOnly.*SameSite=Strict/);
  return cookie![1]!;
}

async function strangerFails(clients: string[], perClient: number, headers: Record<string, string> = {}, email = OWNER) {
  for (const client of clients) {
    for (let i = 0; i < perClient; i++) expect((await from(client, login('Wrong#pass1', email), headers)).status, `${client} failure ${i + 1}`).toBe(401);
  }
}

describe('the device cookie', () => {
  it("exempts the owner's browser from the lockout strangers' failures cause, and only that browser", async () => {
    const owner = await deviceOf(OWNER, '203.0.113.7');
    const otherAccount = await deviceOf('operator@demo.local', '203.0.113.8');
    await strangerFails(['198.51.100.21', '198.51.100.22', '198.51.100.23', '198.51.100.24', '198.51.100.25'], 10);

    // Without the cookie: locked from any new address, the stranger too.
    const bare = await from('203.0.113.50', login(DEMO_PASSWORD));
    expect(bare.status).toBe(429);
    expect(bare.body).toEqual({ message: TOO_MANY_SIGN_INS, code: 'TOO_MANY_ATTEMPTS' });
    // A forged cookie, one altered, or another account's: still locked.
    const [id, issued, mac] = owner.split('.');
    const forged = `${id}.${Math.floor(Date.now() / 1000)}.${mac}`;
    const altered = `${id}.${issued}.${mac!.slice(0, -2)}${mac!.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const cookie of [forged, altered, otherAccount, 'garbage', `${id}.${issued}`]) {
      expect((await from('203.0.113.51', login(DEMO_PASSWORD), withCookie(cookie))).status, cookie).toBe(429);
    }

    // The owner's browser, even from a new address: in.
    const mine = await from('203.0.113.52', login(DEMO_PASSWORD), withCookie(owner));
    expect(mine.status).toBe(200);
    expect(mine.body.data.email).toBe(OWNER);
  });

  it("still counts the limits per client, and the cookie's own wrong passwords", async () => {
    const owner = await deviceOf('location@demo.local', '203.0.113.60');
    const email = 'location@demo.local';
    // Ten failures from one address lock that address for this account, cookie or not.
    for (let i = 0; i < 10; i++) expect((await from('198.51.100.40', login('Wrong#pass1', email))).status).toBe(401);
    expect((await from('198.51.100.40', login(DEMO_PASSWORD, email), withCookie(owner))).status).toBe(429);
    // Someone holding the cookie gets ten guesses, from however many addresses.
    for (let i = 0; i < 10; i++) expect((await from(`198.51.100.${60 + i}`, login('Wrong#pass1', email), withCookie(owner))).status).toBe(401);
    expect((await from('198.51.100.80', login(DEMO_PASSWORD, email), withCookie(owner))).status).toBe(429);
  });

  it('is retired when the password changes, and when it is 180 days old', async () => {
    const email = 'technician@demo.local';
    const owner = await deviceOf(email, '203.0.113.70');
    await strangerFails(['198.51.101.1', '198.51.101.2', '198.51.101.3', '198.51.101.4', '198.51.101.5'], 10, {}, email);
    expect((await from('203.0.113.71', login(DEMO_PASSWORD, email), withCookie(owner))).status).toBe(200);

    await api.services.db.update(users).set({ password_hash: await hashPassword('New#pass2026') }).where(eq(users.email, email));
    expect((await from('203.0.113.72', login('New#pass2026', email), withCookie(owner))).status).toBe(429);

    const account = { id: 1, password_hash: 'hash' };
    const issuedAt = new Date('2026-01-01T00:00:00Z');
    const cookie = deviceCookieFor('secret', account, issuedAt);
    const later = (days: number) => new Date(issuedAt.getTime() + days * 86_400_000);
    expect(trustedDevice('secret', cookie, account, later(179))).not.toBeNull();
    expect(trustedDevice('secret', cookie, account, later(181))).toBeNull();
    expect(trustedDevice('another secret', cookie, account, later(1))).toBeNull();
  });
});
