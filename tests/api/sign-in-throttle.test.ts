/**
 * Limits on sign-in and password resets by account and by client (issue 34, findings 4 and 6):
 * a stranger's failures slow the stranger, not the owner; spraying emails from one client is
 * stopped; forgot_password and reset_password cannot be called without end.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_RESETS, TOO_MANY_SIGN_INS } from '../../contract/actions/session.ts';
import { outbox } from '../../server/db/schema/index.ts';
import { clientKey } from '../../server/auth/client-address.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-core.ts';
import type { TestApi } from './harness.ts';
import { postFrom, resetLinkIn, startClientApi, type ClientPost } from './sign-in-client.ts';

let api: TestApi;
let from: ClientPost;
beforeAll(async () => void ({ api, from } = await startClientApi()));
afterAll(() => api.close());

const login = (email: string, password: string) => ({ action: 'login', email, password });

async function failTimes(times: number, client: string, email: string) {
  for (let i = 0; i < times; i++) {
    const r = await from(client, login(email, 'Wrong#pass1'));
    expect(r.status, `failure ${i + 1} of ${email} from ${client}`).toBe(401);
  }
}

describe('sign-in limits', () => {
  it("a stranger's wrong passwords lock out the stranger, not the owner on another address", async () => {
    await failTimes(10, '198.51.100.1', 'operator@demo.local');
    const stranger = await from('198.51.100.1', login('operator@demo.local', DEMO_PASSWORD));
    expect(stranger.status).toBe(429);
    expect(stranger.body).toEqual({ message: TOO_MANY_SIGN_INS, code: 'TOO_MANY_ATTEMPTS' });
    expect((await from('198.51.100.2', login('operator@demo.local', DEMO_PASSWORD))).status).toBe(200);
  });

  it('failures of one account from many addresses stop at the slower per-account ceiling', async () => {
    for (let client = 1; client <= 5; client++) await failTimes(10, `198.51.100.${10 + client}`, 'store@demo.local');
    expect((await from('198.51.100.99', login('store@demo.local', DEMO_PASSWORD))).status).toBe(429);
    api.clock.advance(15 * 60_000 + 1000);
    expect((await from('198.51.100.99', login('store@demo.local', DEMO_PASSWORD))).status).toBe(200);
  });

  it('one client trying many emails is stopped, for every account, and others are not', async () => {
    for (let i = 0; i < 30; i++) expect((await from('192.0.2.9', login(`guess${i}@demo.local`, 'Spray#2026'))).status).toBe(401);
    expect((await from('192.0.2.9', login('technician@demo.local', DEMO_PASSWORD))).status).toBe(429);
    expect((await from('192.0.2.10', login('technician@demo.local', DEMO_PASSWORD))).status).toBe(200);
  });

  it('a successful sign-in forgives that client its failures on the account', async () => {
    await failTimes(9, '198.51.100.3', 'partner@demo.local');
    expect((await from('198.51.100.3', login('partner@demo.local', DEMO_PASSWORD))).status).toBe(200);
    await failTimes(9, '198.51.100.3', 'partner@demo.local');
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says a proxy writes it', async () => {
    for (let i = 0; i < 10; i++) {
      const r = await from('192.0.2.50', login('warehouse@demo.local', 'Wrong#pass1'), { 'x-forwarded-for': `10.0.0.${i}` });
      expect(r.status).toBe(401);
    }
    expect((await from('192.0.2.50', login('warehouse@demo.local', DEMO_PASSWORD), { 'x-forwarded-for': '10.0.0.99' })).status).toBe(429);

    const behindProxy = postFrom({ ...api.services, config: { ...api.services.config, trustProxy: true } });
    for (let i = 0; i < 10; i++) {
      const r = await behindProxy('192.0.2.60', login('franchise@demo.local', 'Wrong#pass1'), { 'x-forwarded-for': 'forged, 10.1.0.1' });
      expect(r.status).toBe(401);
    }
    const sameClient = await behindProxy('192.0.2.60', login('franchise@demo.local', DEMO_PASSWORD), { 'x-forwarded-for': '10.1.0.1' });
    expect(sameClient.status).toBe(429);
    const otherClient = await behindProxy('192.0.2.60', login('franchise@demo.local', DEMO_PASSWORD), { 'x-forwarded-for': '10.1.0.2' });
    expect(otherClient.status).toBe(200);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as the IPv4 one', () => {
    expect(clientKey('2001:db8:0:0:1::7')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:db8::ffff')).toBe(clientKey('2001:0db8:0000:0000:abcd::1'));
    expect(clientKey('2001:db8:0:1::1')).not.toBe(clientKey('2001:db8::1'));
    expect(clientKey('::ffff:203.0.113.4')).toBe('203.0.113.4');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('password reset limits', () => {
  const forgot = (email: string) => ({ action: 'forgot_password', email });

  it('forgot_password answers 429 after five calls for one email, and other emails still get theirs', async () => {
    for (let i = 0; i < 5; i++) expect((await from('203.0.113.1', forgot('retailer@demo.local'))).status).toBe(200);
    const sixth = await from('203.0.113.2', forgot('retailer@demo.local'));
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(TOO_MANY_RESETS);
    expect(await api.services.db.select().from(outbox).where(eq(outbox.to, 'retailer@demo.local'))).toHaveLength(5);
    expect((await from('203.0.113.1', forgot('location@demo.local'))).status).toBe(200);
  });

  it('forgot_password answers 429 after twenty calls from one client, whatever the emails', async () => {
    for (let i = 0; i < 20; i++) expect((await from('203.0.113.7', forgot(`nobody${i}@demo.local`))).status).toBe(200);
    expect((await from('203.0.113.7', forgot('admin@demo.local'))).status).toBe(429);
    expect((await from('203.0.113.8', forgot('admin@demo.local'))).status).toBe(200);
  });

  it('reset_password answers 429 after five tries of one link, and after twenty from one client', async () => {
    await from('203.0.113.20', forgot('solo@demo.local'));
    const [mail] = await api.services.db.select().from(outbox).where(eq(outbox.to, 'solo@demo.local'));
    const link = resetLinkIn(mail!.body);
    const wrong = { action: 'reset_password', id: link.id, token: 'x'.repeat(43), new_password: 'Fresh#2026' };
    for (let i = 0; i < 5; i++) expect((await from(`203.0.113.${21 + i}`, wrong)).status).toBe(400);
    const locked = await from('203.0.113.30', { action: 'reset_password', ...link, new_password: 'Fresh#2026' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(TOO_MANY_RESETS);

    for (let id = 1; id <= 20; id++) {
      expect((await from('203.0.113.40', { action: 'reset_password', id: 100_000 + id, token: 'guess', new_password: 'Fresh#2026' })).status).toBe(400);
    }
    expect((await from('203.0.113.40', { action: 'reset_password', id: 100_100, token: 'guess', new_password: 'Fresh#2026' })).status).toBe(429);
  });
});
