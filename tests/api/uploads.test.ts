/** create.upload_url and the pre-signed PUT it hands out. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
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

const ask = (fields: Record<string, unknown>, as: string | null = token) => api.post(area, { action: 'create.upload_url', ...fields }, as);

describe('create.upload_url', () => {
  it('gives any signed-in user a signed URL, and the file can be PUT there and read back', async () => {
    const bytes = Buffer.from('fake jpeg bytes');
    const r = await ask({ purpose: 'feedback', content_type: 'image/jpeg', size: bytes.length });
    expect(r.status).toBe(201);
    expect(r.body.data.key).toMatch(/^feedback\//);
    expect(r.body.data.url).toMatch(/^\/objects\/feedback\/.+\?/);
    expect(Date.parse(r.body.data.expires_at)).toBeGreaterThan(Date.now());
    const put = await app.request(r.body.data.url, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: bytes });
    expect(put.status).toBe(204);
    const get = await app.request(`/objects/${r.body.data.key}`);
    expect(get.status).toBe(200);
    expect(Buffer.from(await get.arrayBuffer()).toString()).toBe('fake jpeg bytes');
  });

  it('refuses a PUT bigger than announced or of another type', async () => {
    const r = await ask({ purpose: 'user', content_type: 'image/png', size: 4 });
    const tooBig = await app.request(r.body.data.url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: Buffer.from('12345') });
    expect(tooBig.status).toBe(400);
    const otherType = await app.request(r.body.data.url, { method: 'PUT', headers: { 'content-type': 'text/html' }, body: Buffer.from('1234') });
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
});
