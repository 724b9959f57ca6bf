/**
 * The device gateway's door (/device/v1, docs/device-protocol.md): only a device key of a board
 * in a machine gets in, a user's token does not, and a device key is refused on /api; a batch
 * answers each event on its own, so one bad event does not refuse the rest.
 */
import { randomUUID } from 'node:crypto';
import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_MESSAGES } from '../../contract/device.ts';
import { vendingMachines } from '../../server/db/schema/index.ts';
import { deviceFor, type TestDevice } from './device-fixture.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let device: TestDevice;

beforeAll(async () => {
  api = await startApi();
  device = await deviceFor(api, 1);
});
afterAll(() => api.close());

describe('who may call /device', () => {
  it('refuses a request without a key, with an unknown key, and with a user token', async () => {
    expect((await device.call('POST', '/events', { events: [] }, null)).body.message).toBe(DEVICE_MESSAGES.keyRequired);
    expect((await device.call('POST', '/events', { events: [] }, 'vdk_nothing')).status).toBe(401);
    const admin = await api.login('admin@demo.local');
    const userToken = await device.call('POST', '/events', { events: [] }, admin);
    expect(userToken.status).toBe(401);
    expect(userToken.body.message).toBe(DEVICE_MESSAGES.userTokenOnDevice);
  });

  it('refuses a device key on /api', async () => {
    const response = await api.post('vending-machine-management', { action: 'list.hardware_boards' }, device.key);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(DEVICE_MESSAGES.deviceKeyOnApi);
  });
});

describe('a key reaches only its own machine', () => {
  it('is refused (403) for every other machine, whether the event, the body or the query names it, and changes nothing', async () => {
    const others = await api.services.db.select({ id: vendingMachines.id }).from(vendingMachines).where(ne(vendingMachines.id, device.machineId));
    expect(others.length).toBeGreaterThan(10);
    const statuses = new Set<number>();
    for (const [i, { id }] of others.entries()) {
      const event = { id: randomUUID(), at: api.clock.now().toISOString(), kind: 'door', open: true };
      const asked = i % 3 === 0 ? device.call('POST', '/events', { events: [{ ...event, vending_machine_id: id }] })
        : i % 3 === 1 ? device.call('POST', '/events', { vending_machine_id: id, events: [event] })
        : device.call('GET', `/config?vending_machine_id=${id}`);
      const response = await asked;
      statuses.add(response.status);
      if (response.status !== 429) expect(response.body.message, `machine ${id}`).toBe(DEVICE_MESSAGES.notYourMachine);
      // The per-key limit would answer 429 before the machine is looked at: keep under it.
      if (i % 150 === 149) api.clock.advance(11_000);
    }
    expect([...statuses]).toEqual([403]);
  });
});

describe('a batch', () => {
  it('answers each event on its own: a malformed one is refused with the reason', async () => {
    const response = await device.send({ kind: 'teleport' }, { id: 'not-a-uuid', kind: 'door', open: true });
    expect(response.status).toBe(200);
    expect(response.body.results).toHaveLength(2);
    expect(response.body.results[0]).toMatchObject({ status: 'refused', reason: expect.stringContaining('kind: Expected one of heartbeat') });
    expect(response.body.results[1]).toMatchObject({ status: 'refused', reason: 'id: Expected a UUID made by the device.' });
  });

  it('refuses more than 500 events at once', async () => {
    const response = await device.call('POST', '/events', { events: Array.from({ length: 501 }, () => ({})) });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(DEVICE_MESSAGES.tooManyEvents);
  });
});
