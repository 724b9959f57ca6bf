/** create.upload_url and the pre-signed PUT it hands out. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { UPLOAD_USED } from '../../server/objects/routes.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
let app: ReturnType<typeof createApp>;
const area = 'issue-reporter';

beforeAll(async () => {
  api = await startApi();
  app = createApp(api.services);
  token = await api.login('technician@demo.local');
});
afterAll(() => api.close());

/** The first bytes of each allowed type, followed by filler. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from('fake jpeg bytes')]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const MP4 = Buffer.from([0, 0, 0, 0x20, ...Buffer.from('ftypisom'), 0, 0, 2, 0]);
const WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1]);

const ask = (fields: Record<string, unknown>, as: string | null = token) => api.post(area, { action: 'create.upload_url', ...fields }, as);

describe('create.upload_url', () => {
  it('gives any signed-in user a signed URL, and the file can be PUT there and read back', async () => {
    const bytes = JPEG;
    const r = await ask({ purpose: 'feedback', content_type: 'image/jpeg', size: bytes.length });
    expect(r.status).toBe(201);
    expect(r.body.data.key).toMatch(/^feedback\//);
    expect(r.body.data.url).toMatch(/^\/objects\/feedback\/.+\?/);
    expect(Date.parse(r.body.data.expires_at)).toBeGreaterThan(Date.now());
    const put = await app.request(r.body.data.url, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: bytes });
    expect(put.status).toBe(204);
    const get = await app.request(`/objects/${r.body.data.key}`);
    expect(get.status).toBe(200);
    expect(Buffer.from(await get.arrayBuffer())).toEqual(JPEG);
    expect(get.headers.get('content-type')).toBe('image/jpeg');
    expect(get.headers.get('x-content-type-options')).toBe('nosniff');
    expect(get.headers.get('content-disposition')).toBeNull();
  });

  it('keeps a file whose first bytes match its declared type, for every allowed type', async () => {
    const files = { 'image/jpeg': JPEG, 'image/png': PNG, 'video/mp4': MP4, 'video/webm': WEBM };
    for (const [type, bytes] of Object.entries(files)) {
      const r = await ask({ purpose: type.startsWith('video') ? 'advertisement' : 'product', content_type: type, size: bytes.length });
      const put = await app.request(r.body.data.url, { method: 'PUT', headers: { 'content-type': type }, body: bytes });
      expect(put.status, type).toBe(204);
    }
  });

  it('refuses a file whose first bytes are not those of its declared type, and stores nothing', async () => {
    const page = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const mismatches: [string, Buffer<ArrayBuffer>][] = [['image/png', page], ['image/jpeg', PNG], ['image/png', JPEG], ['video/mp4', WEBM], ['video/webm', MP4], ['image/jpeg', Buffer.alloc(0)]];
    for (const [type, bytes] of mismatches) {
      const r = await ask({ purpose: type.startsWith('video') ? 'advertisement' : 'feedback', content_type: type, size: Math.max(bytes.length, 1) });
      const put = await app.request(r.body.data.url, { method: 'PUT', headers: { 'content-type': type }, body: bytes });
      expect(put.status, `${type} with ${bytes.subarray(0, 8).toString('hex')}`).toBe(400);
      expect(await put.json()).toEqual({ message: `The file is not a ${type} file: its contents do not match its type.`, code: 'INVALID_INPUT' });
      expect((await app.request(`/objects/${r.body.data.key}`)).status).toBe(404);
    }
  });

  it('serves a stored object that is neither image nor video as a download', async () => {
    const key = 'feedback/AAAAAAAAAAAAAAAAAAAAAAAA';
    api.services.objects.put(key, Buffer.from('<html>hello</html>'), 'text/html');
    const get = await app.request(`/objects/${key}`);
    expect(get.headers.get('content-disposition')).toBe('attachment');
    expect(get.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a PUT bigger than announced or of another type', async () => {
    const r = await ask({ purpose: 'user', content_type: 'image/png', size: PNG.length });
    const tooBig = await app.request(r.body.data.url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: Buffer.concat([PNG, Buffer.from('1')]) });
    expect(tooBig.status).toBe(400);
    const otherType = await app.request(r.body.data.url, { method: 'PUT', headers: { 'content-type': 'text/html' }, body: PNG.subarray(0, 4) });
    expect(otherType.status).toBe(400);
  });

  it('refuses images over 2 MB with the spec message, naming the field', async () => {
    const r = await ask({ purpose: 'feedback', content_type: 'image/png', size: 2 * 1024 * 1024 + 1 });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'size', message: 'Size must not be greater than 2 MB' }]);
    expect((await ask({ purpose: 'advertisement', content_type: 'video/mp4', size: 20 * 1024 * 1024 })).status).toBe(201);
  });

  it('accepts only jpeg, png and the video types, and known purposes', async () => {
    const gif = await ask({ purpose: 'feedback', content_type: 'image/gif', size: 10 });
    expect(gif.status).toBe(400);
    expect(gif.body.errors[0].path).toBe('content_type');
    const purpose = await ask({ purpose: '../etc', content_type: 'image/png', size: 10 });
    expect(purpose.status).toBe(400);
    expect(purpose.body.errors[0].path).toBe('purpose');
    expect((await ask({ purpose: 'feedback', content_type: 'image/png', size: 0 })).status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await ask({ purpose: 'feedback', content_type: 'image/png', size: 10 }, null)).status).toBe(401);
  });

  it('refuses a second PUT to a URL that stored a file, and lets a refused PUT be sent again', async () => {
    const r = await ask({ purpose: 'feedback', content_type: 'image/jpeg', size: JPEG.length });
    const wrong = await app.request(r.body.data.url, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: PNG });
    expect(wrong.status).toBe(400);
    expect((await app.request(r.body.data.url, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: JPEG })).status).toBe(204);
    const again = await app.request(r.body.data.url, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: Buffer.concat([JPEG.subarray(0, 4), Buffer.from('other')]) });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: UPLOAD_USED, code: 'INVALID_INPUT' });
    expect(Buffer.from(await (await app.request(`/objects/${r.body.data.key}`)).arrayBuffer())).toEqual(JPEG);
  });
});

/** A body of `total` bytes made as it is read, counting how many bytes the server pulled. */
function countedBody(total: number, first: Buffer = JPEG) {
  const chunk = Buffer.alloc(1024 * 1024, 0x41);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const next = sent === 0 ? Buffer.concat([first, chunk.subarray(first.length)]) : chunk;
      sent += next.length;
      controller.enqueue(new Uint8Array(next));
    },
  }, { highWaterMark: 0 });
  return { body, pulled: () => sent };
}

const put = (url: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  app.request(url, { method: 'PUT', headers: { 'content-type': 'image/jpeg', ...headers }, body, duplex: 'half' } as RequestInit);

describe('a PUT is judged before its body is read', () => {
  const big = 150 * 1024 * 1024;

  it('reads nothing of an unsigned, forged or expired PUT', async () => {
    const r = await ask({ purpose: 'feedback', content_type: 'image/jpeg', size: 1000 });
    const url = new URL(r.body.data.url, 'http://x');
    const forged = new URL(url);
    forged.searchParams.set('max', String(big));
    const expired = new URL(url);
    expired.searchParams.set('expires', '1');
    for (const target of [`/objects/${r.body.data.key}`, forged.pathname + forged.search, expired.pathname + expired.search]) {
      const sent = countedBody(big);
      const answer = await put(target, sent.body);
      expect(answer.status, target).toBe(400);
      expect(sent.pulled(), target).toBe(0);
    }
  });

  it('refuses a declared size over the signed one before reading, and cuts an undeclared one at the cap', async () => {
    const r = await ask({ purpose: 'feedback', content_type: 'image/jpeg', size: 1000 });
    const declared = countedBody(big);
    const refused = await put(r.body.data.url, declared.body, { 'content-length': String(big) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: 'The file is larger than 1 KB.', code: 'INVALID_INPUT' });
    expect(declared.pulled()).toBe(0);

    const undeclared = countedBody(big);
    const cut = await put(r.body.data.url, undeclared.body);
    expect(cut.status).toBe(400);
    expect((await cut.json()).message).toBe('The file is larger than 1 KB.');
    // The first chunk passes the cap; nothing after it is pulled.
    expect(undeclared.pulled()).toBe(1024 * 1024);
    expect((await app.request(`/objects/${r.body.data.key}`)).status).toBe(404);
  });
});

