/**
 * The live demo's machines as devices (server/sim/device-fleet.ts): each demo machine with a
 * linked board gets a device key the gateway takes; a step's events reach /device/v1 with the
 * key and are answered one by one; a machine without network keeps its events and sends them
 * when it is back; a board whose key a person issued is left to that person's device.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { deviceKeys, hardwareBoards } from '../../server/db/schema/index.ts';
import { authenticateDevice, issueDeviceKey } from '../../server/device/identity.ts';
import { createRandom } from '../../server/seed/random.ts';
import type { SimDeps } from '../../server/sim/common.ts';
import { deviceStep, enrolDevices, type DeviceFleet } from '../../server/sim/device-fleet.ts';
import { flush, type DeviceResponse, type DeviceTransport } from '../../server/sim/device-link.ts';
import { heartbeatEvent } from '../../server/sim/devices.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let deps: SimDeps;
/** Every /device/v1 request the simulated machines made, with its answer. */
const calls: { key: string; method: string; path: string; body: unknown; response: DeviceResponse }[] = [];
let send: DeviceTransport;

beforeAll(async () => {
  api = await startApi();
  deps = { ...api.services, now: () => api.clock.now() };
  const app = createApp(api.services);
  send = async (key, method, path, body, headers = {}) => {
    const response = await app.request(`/device/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const answer = { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
    calls.push({ key, method, path, body, response: answer });
    return answer;
  };
});
afterAll(() => api.close());

describe('the demo fleet as devices', () => {
  let fleet: DeviceFleet;

  it('holds one working device key per demo machine with a linked board, issued by no user', async () => {
    const devices = await enrolDevices(deps);
    const linked = await api.services.db.select({ machineId: hardwareBoards.vending_machine_id }).from(hardwareBoards);
    expect(devices.length).toBeGreaterThan(0);
    expect(new Set(devices.map((d) => d.machineId))).toEqual(new Set(linked.map((b) => b.machineId).filter((id) => id !== null)));
    for (const device of devices.slice(0, 3)) expect((await authenticateDevice(api.services, device.key)).machineId).toBe(device.machineId);
    const live = await api.services.db.select().from(deviceKeys).where(isNull(deviceKeys.revoked_at));
    expect(live.every((k) => k.issued_by === null)).toBe(true);
    fleet = { devices, send };
  });

  it('sends each step\'s events to /device/v1 with the machine\'s key, and each is answered', async () => {
    const random = createRandom(53);
    for (let i = 0; i < 10; i++) await deviceStep(fleet, deps, random);
    const posts = calls.filter((c) => c.path === '/events');
    // Every machine's first heartbeat, and the happenings drawn.
    expect(new Set(posts.map((p) => p.key))).toEqual(new Set(fleet.devices.map((d) => d.key)));
    for (const post of posts) {
      expect(post.response.status).toBe(200);
      const sent = (post.body as { events: { id: string }[] }).events.map((e) => e.id);
      expect((post.response.body!.results as { id: string; status: string }[]).map((r) => r.id)).toEqual(sent);
      for (const answer of post.response.body!.results as { status: string }[]) expect(['accepted', 'duplicate', 'refused']).toContain(answer.status);
    }
    const kinds = posts.flatMap((p) => (p.body as { events: { kind: string }[] }).events.map((e) => e.kind));
    expect(kinds).toContain('heartbeat');
    expect(kinds).toContain('vend');
    // Answered is done: nothing waits to be resent.
    expect(fleet.devices.every((d) => d.outbox.length === 0)).toBe(true);
  });

  it('keeps what a machine could not send and sends it when the network is back', async () => {
    const device = fleet.devices[0]!;
    device.outbox.push(heartbeatEvent(createRandom(1), api.clock.now(), null));
    const down: DeviceTransport = () => Promise.reject(new Error('connection refused'));
    await expect(flush(device, down)).rejects.toThrow('connection refused');
    expect(device.outbox).toHaveLength(1);
    const id = device.outbox[0]!.id;
    const answers = await flush(device, send);
    expect(answers.map((a) => a.id)).toEqual([id]);
    expect(device.outbox).toHaveLength(0);
  });

  it('leaves a board whose live key a person issued to that person\'s device', async () => {
    const [board] = await api.services.db.select().from(hardwareBoards).where(eq(hardwareBoards.vending_machine_id, fleet.devices[1]!.machineId));
    await api.services.db.transaction((tx) => issueDeviceKey(tx, board!, 1, api.clock.now()));
    const again = await enrolDevices(deps);
    expect(again.map((d) => d.machineId)).not.toContain(board!.vending_machine_id);
    const [personsKey] = await api.services.db.select().from(deviceKeys)
      .where(and(eq(deviceKeys.hardware_board_id, board!.id), isNull(deviceKeys.revoked_at)));
    expect(personsKey!.issued_by).toBe(1);
  });
});
