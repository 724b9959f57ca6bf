/**
 * The reference client (`npm run device`, scripts/device.ts) against the in-process app: it makes
 * each event's id and time, sends it with its key and prints each event's answer; what it could
 * not send stays in its state file and goes with the next command, under the same id. The
 * protocol's OpenAPI document is read without a key.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_EVENT_KINDS, DEVICE_MESSAGES } from '../../contract/device.ts';
import { createApp } from '../../server/app.ts';
import { runDevice } from '../../scripts/device.ts';
import { vmSlots } from '../../server/db/schema/index.ts';
import { deviceFor, type TestDevice } from './device-fixture.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let device: TestDevice;
let app: ReturnType<typeof createApp>;
const sent: { url: string; body: any }[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
const inProcess: typeof fetch = async (input, init) => {
  sent.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
  return app.fetch(new Request(input, init));
};
const down: typeof fetch = () => Promise.reject(new Error('connect ECONNREFUSED'));

beforeAll(async () => {
  api = await startApi();
  app = createApp(api.services);
  device = await deviceFor(api, 2);
});
afterAll(() => api.close());

async function client(args: string[], fetch = inProcess) {
  const lines: string[] = [];
  const code = await runDevice(args, { fetch, now: () => DEVICE_TIME, print: (line) => lines.push(line) });
  return { code, lines };
}

/** The device's own clock, behind the server's as devices often are. */
const DEVICE_TIME = new Date(Date.now() - 90_000);
const ANSWER = /^[0-9a-f-]{36} (accepted|duplicate|refused)/;

describe('npm run device', () => {
  const state = join(mkdtempSync(join(tmpdir(), 'device-')), 'state.json');
  const base = () => ['--key', device.key, '--url', 'http://device.test', '--state', state];
  const outbox = () => JSON.parse(readFileSync(state, 'utf8')).outbox as { id: string; kind: string }[];

  it('sends a vend of a coil as one event and prints its answer', async () => {
    const { lines } = await client([...base(), 'vend', '--coil', '11', '--quantity', '2', '--vended', '1', '--amount', '60']);
    const post = sent.at(-1)!;
    expect(post.url).toBe('http://device.test/device/v1/events');
    expect(post.body.events).toEqual([{
      id: expect.stringMatching(/^[0-9a-f-]{36}$/), at: DEVICE_TIME.toISOString(), kind: 'vend',
      lines: [{ coil: '11', quantity: 2, vended: 1 }], payment_mode: 'UPI', payment_status: 1, amount: 60, channel: 3,
    }]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(ANSWER);
    expect(lines[0]!.startsWith(post.body.events[0].id)).toBe(true);
    expect(outbox()).toEqual([]);
  });

  it('without --amount has the console price the cart, then sells at that price under the cart id', async () => {
    const [slot] = await api.services.db.select({ coil: vmSlots.coil }).from(vmSlots)
      .where(and(eq(vmSlots.vending_machine_id, device.machineId), isNotNull(vmSlots.product_id), gt(vmSlots.quantity, 0))).limit(1);
    const { code, lines } = await client([...base(), 'vend', '--coil', slot!.coil]);
    const [priced, vend] = sent.slice(-2);
    expect(lines, lines.join(" | ")).toHaveLength(2);
    expect(priced!.url).toBe('http://device.test/device/v1/carts');
    expect(lines[0]).toMatch(/^cart \S+: \d+(\.\d+)?$/);
    const total = Number(lines[0]!.split(': ')[1]);
    expect(vend!.body.events[0]).toMatchObject({ kind: 'vend', cart_id: expect.any(String), amount: total });
    expect(lines[1]).toMatch(/^[0-9a-f-]{36} accepted/);
    expect(code).toBe(0);
  });

  it('keeps what it could not send and sends it, same id, with the next command', async () => {
    const offline = await client([...base(), 'status', '--status', 'maintenance'], down);
    expect(offline.code).toBe(1);
    expect(offline.lines[0]).toContain('1 event(s) kept');
    const [kept] = outbox();
    expect(kept).toMatchObject({ kind: 'status' });

    const back = await client([...base(), 'heartbeat', '--firmware', 'v2.5.0']);
    expect(sent.at(-1)!.body.events.map((e: { id: string; kind: string }) => [e.id, e.kind])).toEqual([[kept!.id, 'status'], [expect.any(String), 'heartbeat']]);
    expect(back.lines.map((l) => l.slice(0, 36))).toEqual(sent.at(-1)!.body.events.map((e: { id: string }) => e.id));
    expect(back.lines.every((l) => ANSWER.test(l))).toBe(true);
    expect(outbox()).toEqual([]);
  });

  it('keeps the events when its key is refused, and says why', async () => {
    const other = join(mkdtempSync(join(tmpdir(), 'device-')), 'state.json');
    const { code, lines } = await client(['--key', 'vdk_unknown', '--url', 'http://device.test', '--state', other, 'heartbeat']);
    expect(code).toBe(1);
    expect(lines[0]).toContain(`401 ${DEVICE_MESSAGES.keyUnknown}`);
    expect(JSON.parse(readFileSync(other, 'utf8')).outbox).toHaveLength(1);
  });

  it('refuses a command it does not know, and a missing option, before sending anything', async () => {
    const before = sent.length;
    await expect(client([...base(), 'teleport'])).rejects.toThrow('Unknown command "teleport"');
    await expect(client([...base(), 'status'])).rejects.toThrow('--status is required.');
    expect(sent.length).toBe(before);
  });
});

describe('GET /device/v1/openapi.json', () => {
  it('answers the OpenAPI document without a key', async () => {
    const response = await app.request('/device/v1/openapi.json');
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.components.schemas.DeviceEvent.discriminator.mapping).sort()).toEqual([...DEVICE_EVENT_KINDS].sort());
  });
});
