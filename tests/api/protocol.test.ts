import http, { type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('the protocol (DESIGN.md)', () => {
  it('answers an unknown area with 404 and the error body', async () => {
    const r = await api.post('no-such-area', { action: 'login' });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ message: 'Unknown area "no-such-area".', code: 'NOT_FOUND' });
  });

  it('names the action field when it is missing or unknown', async () => {
    const missing = await api.post('user-management', { email: 'a@b.c' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'action', message: 'Value required' }]);
    const unknown = await api.post('user-management', { action: 'drop.tables' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toEqual({ path: 'action', message: 'Unknown action "drop.tables" in user-management.' });
  });

  it('refuses non-JSON, arrays and scalars with 400', async () => {
    for (const body of ['not json', '[1,2]', '42', 'null', '']) {
      const r = await api.post('user-management', body);
      expect(r.status, body).toBe(400);
      expect(typeof r.body.message).toBe('string');
    }
  });

  it('refuses any body not sent as JSON with 415, whatever it holds', async () => {
    const app = createApp(api.services);
    const body = JSON.stringify({ action: 'forgot_password', email: 'nobody@demo.local' });
    // What a page of another site can send without a preflight, and no type at all.
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp', null]) {
      const r = await app.request('/api/user-management', { method: 'POST', headers: type ? { 'content-type': type } : {}, body: new TextEncoder().encode(body) });
      expect(r.status, String(type)).toBe(415);
      expect(await r.json()).toEqual({ message: 'Send the request body as JSON, with Content-Type: application/json.', code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    const charset = await app.request('/api/user-management', { method: 'POST', headers: { 'content-type': 'Application/JSON; charset=utf-8' }, body });
    expect(charset.status).toBe(200);
  });

  it('refuses unknown fields by name', async () => {
    const r = await api.post('user-management', { action: 'forgot_password', email: 'a@b.co', admin: true });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'admin', message: 'Unknown field.' }]);
  });

  it('refuses field names that would shadow object behaviour, found by the fuzz test', async () => {
    const r = await api.post('user-management', '{"action":"login","email":"a@b.co","password":[{"toString":[]}]}');
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'toString', message: '"toString" is not allowed as a field name.' }]);
  });

  it('refuses a reserved field name written with JSON escapes as well', async () => {
    const r = await api.post('user-management', '{"action":"login","email":"a@b.co","password":[{"\\u0074oString":[]}]}');
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'toString', message: '"toString" is not allowed as a field name.' }]);
    const proto = await api.post('user-management', '{"action":"login","email":"a@b.co","\\u005f_proto__":{}}');
    expect(proto.status).toBe(400);
    expect(proto.body.errors).toEqual([{ path: '__proto__', message: '"__proto__" is not allowed as a field name.' }]);
  });

  it('refuses a body nested fifty thousand deep as bad input, not with a 500', async () => {
    const token = await api.login('admin@demo.local');
    const deep = '['.repeat(50_000) + ']'.repeat(50_000);
    const r = await api.post('product-management', `{"action":"update.product_request","id":50,"store_id":${deep}}`, token);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('The request body is nested more than 100 levels deep.');
    // A hundred levels, brackets inside texts aside, is still read (and refused by the contract here).
    const text = JSON.stringify({ action: 'update.product_request', id: 50, store_id: JSON.parse('['.repeat(99) + ']'.repeat(99)), brand_name: '['.repeat(500) });
    const near = await api.post('product-management', text, token);
    expect(near.status).toBe(400);
    expect(near.body.errors?.[0]?.path).toBeDefined();
  });

  it('refuses a body over 1 MB with 413', async () => {
    const r = await api.post('user-management', { action: 'login', email: 'a@b.co', password: 'x'.repeat(1_100_000) });
    expect(r.status).toBe(413);
    expect(r.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('never echoes a huge value back in the message', async () => {
    const r = await api.post('user-management', { action: 'forgot_password', email: 'y'.repeat(5000) });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body).length).toBeLessThan(500);
  });

  it('compresses its answers for a client that accepts gzip, and only for one', async () => {
    const app = createApp(api.services);
    const token = await api.login('admin@demo.local');
    const ask = (encoding?: string) =>
      app.request('/api/user-management', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
        body: JSON.stringify({ action: 'list.users', limit: 50 }),
      });
    const plain = await ask();
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    const zipped = await ask('gzip, deflate, br');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(text.length / 3);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(JSON.parse(text));
    expect((await ask('gzip;q=0, identity')).headers.get('content-encoding')).toBeNull();
    expect((await ask('*')).headers.get('content-encoding')).toBe('gzip');
  });

  it('compresses a large answer whole and leaves a small one as it is', async () => {
    const app = createApp(api.services);
    const token = await api.login('admin@demo.local');
    const ask = (area: string, body: object) =>
      app.request(`/api/${area}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
        body: JSON.stringify(body),
      });
    // 2,000 orders: several hundred KB, compressed off the main thread.
    const large = await ask('sales', { action: 'list.orders', limit: 2000 });
    expect(large.headers.get('content-encoding')).toBe('gzip');
    const orders = JSON.parse(gunzipSync(Buffer.from(await large.arrayBuffer())).toString('utf8'));
    expect(orders.data).toHaveLength(2000);
    expect(JSON.stringify(orders).length).toBeGreaterThan(200_000);
    // A tiny answer is not worth a gzip header and checksum.
    const small = await ask('user-management', { action: 'logout' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBe('Accept-Encoding');
    expect(await small.json()).toEqual(expect.any(Object));
  });

  it('answers other methods and paths with a JSON 404', async () => {
    const app = createApp(api.services);
    const get = await app.request('/api/user-management');
    expect(get.status).toBe(404);
    expect(await get.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

/** One POST over a real socket; `chunks` are sent one by one without a content-length (chunked). */
function post(port: number, body: string | string[], headers: Record<string, string> = {}): Promise<{ status: number; body: { code?: string; message?: string } }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/api/user-management', method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk) => (text += chunk)).on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    if (typeof body === 'string') req.end(body);
    else {
      for (const chunk of body) req.write(chunk);
      req.end();
    }
  });
}

describe('the protocol over a real socket (the body is read from Node, not a fetch Request)', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = serve({ fetch: createApp(api.services).fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads a body sent in pieces', async () => {
    const r = await post(port, ['{"action":"login",', '"email":"nobody@demo.local",', '"password":"wrong-password"}']);
    expect(r.status).toBe(401);
  });

  it('refuses non-JSON with 400', async () => {
    const r = await post(port, '{"action":');
    expect(r).toEqual({ status: 400, body: { message: 'The request body must be JSON.', code: 'INVALID_INPUT' } });
  });

  it('refuses over 1 MB with 413, by its declared length or by what arrives, and goes on serving', async () => {
    const big = JSON.stringify({ action: 'login', email: 'a@b.co', password: 'x'.repeat(1_100_000) });
    const declared = await post(port, big);
    expect(declared).toEqual({ status: 413, body: { message: 'The request body is larger than 1 MB.', code: 'PAYLOAD_TOO_LARGE' } });
    const chunked = await post(port, [big.slice(0, 600_000), big.slice(600_000)]);
    expect(chunked.status).toBe(413);
    expect(chunked.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await post(port, '{"action":"login","email":"nobody@demo.local","password":"wrong-password"}')).status).toBe(401);
  });
});
