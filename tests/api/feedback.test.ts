/**
 * create.feedback: the top bar's feedback form, stored with the screenshot the user uploaded.
 * create.visitor_feedback: the sign-in screens' form, mailed, limited per client address.
 */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_THANKS, VISITOR_FEEDBACK_ALL_CLIENTS, VISITOR_FEEDBACK_PER_CLIENT } from '../../contract/actions/issue-reporter.ts';
import { createApp } from '../../server/app.ts';
import { auditLog, feedback, outbox } from '../../server/db/schema/index.ts';
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
  const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('fake screenshot')]);
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
    const audits = await api.services.db.select().from(auditLog).where(eq(auditLog.entity, 'feedback')).orderBy(auditLog.id);
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

describe('create.visitor_feedback (signed out)', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends visitor feedback over a real socket from `from` (any 127.x.y.z reaches the server on Linux). */
  function sendFrom(from: string, fields: Record<string, unknown>): Promise<{ status: number; body: { code?: string; message?: string } }> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, localAddress: from, path: '/api/issue-reporter', method: 'POST', headers: { 'content-type': 'application/json' } },
        (res) => {
          let text = '';
          res.setEncoding('utf8').on('data', (chunk) => (text += chunk)).on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ action: 'create.visitor_feedback', ...fields }));
    });
  }
  const visitor = (n: number) => ({ message: `Cannot sign in, attempt ${n}`, email: 'visitor@example.com' });

  it('mails the message and the email to answer to the product team, without a session', async () => {
    const r = await api.post(area, { action: 'create.visitor_feedback', message: '  The sign-in page is slow.  ', email: 'visitor@example.com' }, null);
    expect(r.status).toBe(201);
    expect(r.body.data.message).toBe(FEEDBACK_THANKS);
    const [mail] = await api.services.db.select().from(outbox).where(eq(outbox.id, r.body.data.id));
    expect(mail).toMatchObject({ to: api.services.config.feedbackEmail });
    // domain.md §8: the unauthenticated sender is labelled "Guest User".
    expect(mail!.subject).toContain('Guest User');
    expect(mail!.body).toContain('From: Guest User <visitor@example.com>');
    expect(mail!.body).toContain('The sign-in page is slow.');
  });

  it('requires the email and a message, with the shared messages', async () => {
    const noEmail = await api.post(area, { action: 'create.visitor_feedback', message: 'hello' }, null);
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.errors).toEqual([{ path: 'email', message: 'Value required' }]);
    const badEmail = await api.post(area, { action: 'create.visitor_feedback', message: 'hello', email: 'nope' }, null);
    expect(badEmail.body.errors).toEqual([{ path: 'email', message: 'Enter a valid email address' }]);
    const noMessage = await api.post(area, { action: 'create.visitor_feedback', message: ' ', email: 'a@b.co' }, null);
    expect(noMessage.body.errors).toEqual([{ path: 'message', message: 'Value required' }]);
    // No screenshot: uploads need a session.
    const screenshot = await api.post(area, { action: 'create.visitor_feedback', message: 'hi', email: 'a@b.co', screenshot: 'feedback/AAAAAAAAAAAAAAAAAAAA' }, null);
    expect(screenshot.body.errors).toEqual([{ path: 'screenshot', message: 'Unknown field.' }]);
  });

  it('takes a few an hour from one client address, then answers 429 while others still get through', async () => {
    for (let n = 0; n < VISITOR_FEEDBACK_PER_CLIENT.limit; n++) expect((await sendFrom('127.0.0.2', visitor(n))).status).toBe(201);
    const refused = await sendFrom('127.0.0.2', visitor(99));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: 'You have sent a lot of feedback. Try again in 60 minutes.' });
    expect((await sendFrom('127.0.0.3', visitor(1))).status).toBe(201);
    api.clock.advance(VISITOR_FEEDBACK_PER_CLIENT.windowMs);
    expect((await sendFrom('127.0.0.2', visitor(100))).status).toBe(201);
  });

  it('stops all visitors together past a ceiling, so many addresses cannot fill the outbox', async () => {
    api.clock.advance(VISITOR_FEEDBACK_ALL_CLIENTS.windowMs);
    const before = (await api.services.db.select().from(outbox)).length;
    for (let n = 0; n < VISITOR_FEEDBACK_ALL_CLIENTS.limit; n++) {
      expect((await sendFrom(`127.0.${1 + Math.floor(n / 200)}.${1 + (n % 200)}`, visitor(n))).status).toBe(201);
    }
    const refused = await sendFrom('127.0.9.9', visitor(0));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Feedback is busy. Try again in 60 minutes.');
    expect((await api.services.db.select().from(outbox)).length).toBe(before + VISITOR_FEEDBACK_ALL_CLIENTS.limit);
  });
});
