/**
 * The device gateway under hostile and broken devices: events and carts built from each kind's
 * fields with wrong values, missing fields, unknown coils, foreign machines and junk never get a
 * 5xx or a stack trace; every event of a batch is answered, one way or another, and a key reaches
 * only its own machine. Seeded: DEVICE_FUZZ_SEED=<seed> replays a run.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEVICE_EVENT_EXAMPLES } from '../../contract/device-examples.ts';
import { DEVICE_EVENT_KINDS, EVENT_OUTCOMES } from '../../contract/device.ts';
import { deviceFor, type TestDevice } from './device-fixture.ts';
import { startApi, type TestApi } from './harness.ts';

const SEED = process.env.DEVICE_FUZZ_SEED ? Number(process.env.DEVICE_FUZZ_SEED) : Date.now() ^ (Math.random() * 0x7fffffff);
const STACK = /\bat \S+ \(|node_modules|\.ts:\d+/;

let api: TestApi;
let device: TestDevice;

beforeAll(async () => {
  api = await startApi();
  device = await deviceFor(api, 3);
  console.log(`device fuzz: seed ${SEED} (replay with DEVICE_FUZZ_SEED=${SEED})`);
});
afterAll(() => api.close());

const junk = fc.oneof(
  fc.constant(null), fc.boolean(), fc.integer({ min: -3_000_000_000, max: 3_000_000_000 }), fc.double(), fc.string({ maxLength: 40 }),
  fc.constantFrom('', '99', '11', 'NaN', '__proto__', '2026-02-30T00:00:00Z', '1999-01-01T00:00:00Z', '\ud800'),
  fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 }), fc.object({ maxDepth: 1 }),
);

/** A kind's example event with some fields replaced by junk or dropped, or another machine named. */
const hostileEvent = fc.record({
  kind: fc.constantFrom(...DEVICE_EVENT_KINDS),
  changes: fc.array(fc.tuple(fc.string({ maxLength: 12 }), junk), { maxLength: 3 }),
  drop: fc.array(fc.constantFrom('id', 'at', 'kind', 'lines', 'coil', 'coils', 'status', 'amount', 'cart_id'), { maxLength: 2 }),
  foreign: fc.boolean(),
  freshId: fc.boolean(),
}).map(({ kind, changes, drop, foreign, freshId }) => {
  const example: Record<string, unknown> = { ...(DEVICE_EVENT_EXAMPLES[kind] as Record<string, unknown>) };
  if (freshId) example.id = crypto.randomUUID();
  example.at = new Date().toISOString();
  const fields = Object.keys(example);
  for (const [key, value] of changes) example[fields.includes(key) || !key ? fields[key.length % fields.length]! : key] = value;
  for (const key of drop) delete example[key];
  if (foreign) example.vending_machine_id = 4;
  return example;
});

function assertCalm(status: number, text: string, what: string) {
  expect(status, what).toBeLessThan(500);
  expect(text, what).not.toMatch(STACK);
}

it('hostile event batches and carts never get a 5xx, and every event is answered', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(hostileEvent, { minLength: 1, maxLength: 6 }), fc.option(junk), async (events, cartJunk) => {
      const what = JSON.stringify(events).slice(0, 400);
      const response = await device.call('POST', '/events', { events });
      assertCalm(response.status, JSON.stringify(response.body), what);
      if (response.status === 200) {
        expect(response.body.results, what).toHaveLength(events.length);
        for (const result of response.body.results) expect(EVENT_OUTCOMES, what).toContain(result.status);
      } else {
        // Only the whole request is refused: another machine named (403, audited) or a malformed body.
        expect([400, 403, 429], what).toContain(response.status);
      }
      const cart = await device.call('POST', '/carts', { lines: [{ coil: cartJunk ?? '11', quantity: 1 }], channel: 3 });
      assertCalm(cart.status, JSON.stringify(cart.body), `cart ${JSON.stringify(cartJunk)}`);
    }),
    { seed: SEED, numRuns: 150, endOnFailure: true },
  );
}, 180_000);
