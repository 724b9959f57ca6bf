/**
 * Property-based: for every action of the catalogue, malformed payloads (wrong types,
 * missing and extra fields, huge strings, unicode, nulls, nesting) and unknown actions
 * never produce a 5xx or a stack trace.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AREAS } from '../../contract/constants.ts';
import { CATALOGUE, TOKEN_ENDING, requestFields } from './catalogue.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
let sent = 0;

beforeAll(async () => {
  api = await startApi();
  token = await api.login('admin@demo.local');
});
afterAll(async () => {
  console.log(`fuzz: sent ${sent} malformed requests across ${CATALOGUE.length} actions`);
  await api.close();
});

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 5000, maxLength: 20000 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, 0, -1, 2 ** 31, 2 ** 53, Number.MAX_VALUE, '', ' ', 'ALL', "'; drop table users; --", '\u0000', '😀'.repeat(100)),
  fc.array(fc.anything(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything(), { maxKeys: 4 }),
);

function payloadFor(fields: string[]) {
  return fc.record({
    chosen: fc.subarray(fields),
    values: fc.array(nasty, { minLength: fields.length, maxLength: fields.length }),
    extra: fc.option(fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), nasty, { maxKeys: 3 }), { nil: undefined }),
  }).map(({ chosen, values, extra }) => ({ ...extra, ...Object.fromEntries(chosen.map((f, i) => [f, values[i]])) }));
}

function assertCalm(status: number, body: unknown, what: string) {
  expect(status, what).toBeLessThan(500);
  const text = JSON.stringify(body);
  expect(text, what).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect((body as { message?: unknown })?.message === undefined || typeof (body as { message: unknown }).message === 'string').toBe(true);
}

it.each(CATALOGUE.map((s) => [`${s.area} ${s.name}`, s] as const))('%s survives malformed payloads', async (_key, spec) => {
  const fields = requestFields(spec);
  await fc.assert(
    fc.asyncProperty(payloadFor(fields), async (payload) => {
      const r = await api.post(spec.area, { ...payload, action: spec.name }, spec.access === 'user' ? token : null);
      sent++;
      assertCalm(r.status, r.body, `${spec.name} ${JSON.stringify(payload).slice(0, 200)}`);
      if (TOKEN_ENDING.has(spec.name) && r.status === 200) token = await api.login('admin@demo.local');
    }),
    { numRuns: 40 },
  );
});

it('unknown actions and areas are refused, never crash', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...AREAS, 'x', '..', '%00'), fc.anything(), async (area, action) => {
      const r = await api.post(encodeURIComponent(area), { action }, token);
      sent++;
      assertCalm(r.status, r.body, `${area} ${JSON.stringify(action)?.slice(0, 100)}`);
      expect([400, 404]).toContain(r.status);
    }),
    { numRuns: 150 },
  );
});
