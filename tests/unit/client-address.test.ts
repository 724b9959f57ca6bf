/** The client address limits count by (server/http/client-address.ts). */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, normaliseAddress } from '../../server/http/client-address.ts';

describe('the client address', () => {
  it('unwraps IPv4 mapped into IPv6, so one client is one key however it connected', () => {
    expect(normaliseAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseAddress('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client as its /64, which one subscriber usually holds whole', () => {
    expect(normaliseAddress('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64');
    expect(normaliseAddress('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:0db8:0001:0002::/64');
    expect(normaliseAddress('2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
    expect(normaliseAddress('::1')).toBe('0000:0000:0000:0000::/64');
  });

  it('takes X-Forwarded-For only behind a trusted proxy, and then only the hop the proxy wrote', async () => {
    const seen: string[] = [];
    const app = new Hono();
    app.get('/', (c) => {
      seen.push(clientAddress(c, true), clientAddress(c, false));
      return c.text('ok');
    });
    await app.request('/', { headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' } });
    expect(seen).toEqual(['203.0.113.9', 'local']);
  });
});
