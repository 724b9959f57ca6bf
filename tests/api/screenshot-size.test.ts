/**
 * A feedback screenshot of exactly 2 MB (console.md §5: "larger than 2 MB is rejected") is taken
 * by the server as by the screen (tests/unit/image.test.tsx): its upload URL, its PUT and the
 * feedback that names it. Other images stay "under 2 MB" (domain.md §5).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../contract/constants.ts';
import { createApp } from '../../server/app.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  api = await startApi();
  app = createApp(api.services);
  token = await api.login('operator@demo.local');
});
afterAll(() => api.close());

/** A JPEG's first bytes, padded to `size`. */
const jpegOf = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4)]);
const ask = (purpose: string, size: number) =>
  api.post('issue-reporter', { action: 'create.upload_url', purpose, content_type: 'image/jpeg', size }, token);

describe('a 2 MB image', () => {
  it('is taken as a feedback screenshot: upload URL, PUT and feedback', async () => {
    const url = await ask('feedback', MAX_IMAGE_BYTES);
    expect(url.status).toBe(201);
    const put = await app.request(url.body.data.url, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: jpegOf(MAX_IMAGE_BYTES) });
    expect(put.status).toBe(204);
    const feedback = await api.post('issue-reporter', { action: 'create.feedback', message: 'The screen froze.', screenshot: url.body.data.key }, token);
    expect(feedback.status).toBe(201);
  });

  it('is refused one byte over, and for the other images at exactly 2 MB, with the spec message', async () => {
    for (const [purpose, size] of [['feedback', MAX_IMAGE_BYTES + 1], ['product', MAX_IMAGE_BYTES], ['store-manager', MAX_IMAGE_BYTES]] as const) {
      const r = await ask(purpose, size);
      expect(r.status, purpose).toBe(400);
      expect(r.body.errors).toEqual([{ path: 'size', message: 'Size must not be greater than 2 MB' }]);
    }
    expect((await ask('product', MAX_IMAGE_BYTES - 1)).status).toBe(201);
  });
});
