/** create.feedback: the top bar's feedback form, stored with the screenshot the user uploaded. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_THANKS } from '../../contract/actions/issue-reporter.ts';
import { createApp } from '../../server/app.ts';
import { auditLog, feedback } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

const area = 'issue-reporter';
let api: TestApi;
let app: ReturnType<typeof createApp>;
let token: string;

beforeAll(async () => {
  api = await startApi();
  app = createApp(api.services);
  token = await api.login('operator@demo.local');
});
afterAll(() => api.close());

const send = (fields: Record<string, unknown>, as = token) => api.post(area, { action: 'create.feedback', ...fields }, as);

async function uploadScreenshot(as = token, put = true) {
  const bytes = Buffer.from('\x89PNG fake screenshot');
  const r = await api.post(area, { action: 'create.upload_url', purpose: 'feedback', content_type: 'image/png', size: bytes.length }, as);
  expect(r.status).toBe(201);
  if (put) {
    const stored = await app.request(r.body.data.url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: bytes });
    expect(stored.status).toBe(204);
  }
  return r.body.data.key as string;
}

describe('create.feedback', () => {
  it('stores the message with the user and their email, answers the thank-you text, and audits', async () => {
    const r = await send({ message: '  The refill list is slow on Mondays.  ' });
    expect(r.status).toBe(201);
    expect(r.body.data.message).toBe(FEEDBACK_THANKS);
    const [row] = await api.services.db.select().from(feedback).where(eq(feedback.id, r.body.data.id));
    expect(row).toMatchObject({ message: 'The refill list is slow on Mondays.', email: 'operator@demo.local', screenshot_key: null });
    const audits = await api.services.db.select().from(auditLog).where(eq(auditLog.entity, 'feedback'));
    expect(audits.some((a) => a.entity_id === row.id && a.action === 'create.feedback')).toBe(true);
  });

  it('keeps the screenshot the user uploaded in the object store', async () => {
    const key = await uploadScreenshot();
    const r = await send({ message: 'Screenshot of the broken chart', screenshot: key, email: 'ops-team@demo.local' });
    expect(r.status).toBe(201);
    const [row] = await api.services.db.select().from(feedback).where(eq(feedback.id, r.body.data.id));
    expect(row.screenshot_key).toBe(key);
    expect(row.email).toBe('ops-team@demo.local');
    const file = await app.request(`/objects/${key}`);
    expect(file.status).toBe(200);
  });

  it('requires a message of at most 500 characters, with the shared messages', async () => {
    const empty = await send({ message: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ path: 'message', message: 'Value required' }]);
    const long = await send({ message: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([{ path: 'message', message: 'Enter at most 500 characters' }]);
    expect((await send({ message: 'x'.repeat(500) })).status).toBe(201);
  });

  it('refuses a screenshot that was never uploaded, or that another user uploaded', async () => {
    const missing = await send({ message: 'see attached', screenshot: await uploadScreenshot(token, false) });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].path).toBe('screenshot');
    const othersKey = await uploadScreenshot(await api.login('admin@demo.local'));
    const stolen = await send({ message: 'see attached', screenshot: othersKey });
    expect(stolen.status).toBe(400);
    expect(stolen.body.errors[0].path).toBe('screenshot');
    const badKey = await send({ message: 'see attached', screenshot: '../../etc/passwd' });
    expect(badKey.status).toBe(400);
    expect(JSON.stringify(badKey.body.errors)).toContain('screenshot');
  });

  it('checks an optional reply email', async () => {
    const r = await send({ message: 'hello', email: 'not-an-email' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'email', message: 'Enter a valid email address' }]);
  });

  it('needs a signed-in user', async () => {
    const r = await api.post(area, { action: 'create.feedback', message: 'hi' }, null);
    expect(r.status).toBe(401);
  });
});
