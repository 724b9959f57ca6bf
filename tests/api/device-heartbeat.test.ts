/**
 * Heartbeats and presence (server/device/presence.ts): answered `accepted` at once and written
 * to device_state by the coalesced flush, many machines' heartbeats in one write; a changed
 * firmware reaches the board's record; any authenticated request keeps last_seen_at fresh.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEVICE_MESSAGES } from '../../contract/device.ts';
import { deviceEvents, deviceIdentityChanges, deviceKeys, deviceState, hardwareBoards } from '../../server/db/schema/index.ts';
import { identityChanged, POLL_MS } from '../../server/device/identity-changes.ts';
import { hashDeviceKey, revokeDeviceKey } from '../../server/device/identity.ts';
import { cachedDevice, QUIET_MS } from '../../server/device/key-cache.ts';
import { deviceStateWriter, flushDeviceState } from '../../server/device/presence.ts';
import { deviceFor, type TestDevice } from './device-fixture.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let devices: TestDevice[];

beforeAll(async () => {
  api = await startApi();
  devices = [];
  for (const machineId of [1, 2, 3, 4, 5]) devices.push(await deviceFor(api, machineId));
});
afterAll(() => api.close());

const stateOf = async (machineId: number) =>
  (await api.services.db.select().from(deviceState).where(eq(deviceState.vending_machine_id, machineId)))[0];

describe('a heartbeat', () => {
  it('is accepted at once, not stored as an event, and reaches device_state after a flush', async () => {
    const device = devices[0]!;
    const response = await device.send({ kind: 'heartbeat', firmware: '2.4.1', signal: -67, temperature: 6.4 });
    expect(response.body.results[0]).toMatchObject({ status: 'accepted' });
    await flushDeviceState(api.services.db);
    expect(await stateOf(device.machineId)).toMatchObject({ firmware: '2.4.1', signal: -67, temperature: 6 });
    const stored = await api.services.db.select().from(deviceEvents).where(eq(deviceEvents.vending_machine_id, device.machineId));
    expect(stored.filter((e) => e.kind === 'heartbeat')).toEqual([]);
  });

  it('keeps the readings of the newest heartbeat when several wait for one flush', async () => {
    const device = devices[1]!;
    const at = (s: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, s)).toISOString();
    await device.send(
      { kind: 'heartbeat', at: at(30), signal: -50 },
      { kind: 'heartbeat', at: at(10), signal: -90 },
    );
    await flushDeviceState(api.services.db);
    expect((await stateOf(device.machineId))?.signal).toBe(-50);
  });

  it('from many machines, many times each, coalesces into one write', async () => {
    await flushDeviceState(api.services.db);
    const writer = deviceStateWriter(api.services.db);
    const before = { ...writer.stats };
    for (let round = 0; round < 4; round++) {
      await Promise.all(devices.map((d, i) => d.send({ kind: 'heartbeat', signal: -60 - i, temperature: round })));
    }
    await flushDeviceState(api.services.db);
    expect(writer.stats.batches - before.batches).toBe(1);
    expect(writer.stats.written - before.written).toBe(devices.length);
    const rows = await api.services.db.select().from(deviceState).where(inArray(deviceState.vending_machine_id, devices.map((d) => d.machineId)));
    expect(rows.map((r) => [r.vending_machine_id, r.signal, r.temperature]).sort()).toEqual(devices.map((d, i) => [d.machineId, -60 - i, 3]).sort());
  });

  it('with a new firmware updates the board, which the hardware boards list shows', async () => {
    const device = devices[2]!;
    await device.send({ kind: 'heartbeat', firmware: '9.9.9-test' });
    await flushDeviceState(api.services.db);
    const [board] = await api.services.db.select().from(hardwareBoards).where(eq(hardwareBoards.id, device.boardId));
    expect(board?.firmware).toBe('9.9.9-test');
    const admin = await api.login('admin@demo.local');
    const list = await api.post('vending-machine-management', { action: 'list.hardware_boards', limit: 500 }, admin);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain('9.9.9-test');
  });
});

describe('presence', () => {
  it('is updated by any authenticated request, even one whose events are refused', async () => {
    const device = devices[3]!;
    api.clock.advance(60_000);
    const heard = api.clock.now();
    const response = await device.send({ kind: 'teleport' });
    expect(response.body.results[0]).toMatchObject({ status: 'refused' });
    await flushDeviceState(api.services.db);
    const state = await stateOf(device.machineId);
    expect(state?.last_seen_at?.getTime()).toBeGreaterThanOrEqual(heard.getTime());
  });

  it('marks the key used with the presence flush, to the minute, not with a write per request', async () => {
    const device = await deviceFor(api, 8);
    const lastUsed = async () => (await api.services.db.select({ at: deviceKeys.last_used_at }).from(deviceKeys)
      .where(and(eq(deviceKeys.hardware_board_id, device.boardId), isNull(deviceKeys.revoked_at))))[0]?.at ?? null;
    await device.send({ kind: 'heartbeat' });
    await flushDeviceState(api.services.db);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    api.clock.advance(90_000);
    const heard = api.clock.now();
    await device.send({ kind: 'heartbeat' });
    // The request answered without a write of its own: the flush writes it.
    expect(await lastUsed()).toEqual(first);
    await flushDeviceState(api.services.db);
    const second = await lastUsed();
    expect(second!.getTime()).toBeGreaterThanOrEqual(heard.getTime());
    // Within the minute: kept.
    api.clock.advance(20_000);
    await device.send({ kind: 'heartbeat' });
    await flushDeviceState(api.services.db);
    expect(await lastUsed()).toEqual(second);
  });

  it('never moves back', async () => {
    const device = devices[4]!;
    await device.send({ kind: 'heartbeat' });
    await flushDeviceState(api.services.db);
    const first = (await stateOf(device.machineId))!.last_seen_at!;
    api.clock.advance(-30_000);
    await device.send({ kind: 'heartbeat' });
    await flushDeviceState(api.services.db);
    api.clock.advance(30_000);
    expect((await stateOf(device.machineId))!.last_seen_at).toEqual(first);
  });

  it('is not touched by a request with an unknown key', async () => {
    const before = deviceStateWriter(api.services.db).stats.notes;
    expect((await devices[0]!.send({ kind: 'door', open: true })).status).toBe(200);
    const refused = await devices[0]!.call('POST', '/events', { events: [{}] }, 'vdk_unknown');
    expect(refused.status).toBe(401);
    expect(deviceStateWriter(api.services.db).stats.notes).toBe(before + 1);
  });
});

/** Runs past the quiet time after issuing a key, so the key is cached by its first request. */
async function pastQuietTime(run: () => Promise<void>) {
  const later = Date.now() + QUIET_MS + 1000;
  const clock = vi.spyOn(Date, 'now').mockImplementation(() => later);
  try {
    await run();
  } finally {
    clock.mockRestore();
  }
}

describe('the key cache', () => {
  it('still refuses a revoked key on its very next request', async () => {
    const device = await deviceFor(api, 6);
    await pastQuietTime(async () => {
      expect((await device.send({ kind: 'heartbeat' })).status).toBe(200);
      expect(cachedDevice(hashDeviceKey(device.key))).toMatchObject({ boardId: device.boardId });
      await api.services.db.transaction((tx) => revokeDeviceKey(tx, device.boardId, null, api.clock.now()));
      const refused = await device.send({ kind: 'heartbeat' });
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe(DEVICE_MESSAGES.keyRevoked);
    });
  });

  it('refuses an unlinked board on its very next request though its key was cached', async () => {
    const device = await deviceFor(api, 7);
    await pastQuietTime(async () => {
      expect((await device.send({ kind: 'heartbeat' })).status).toBe(200);
      expect(cachedDevice(hashDeviceKey(device.key))).not.toBeNull();
      const admin = await api.login('admin@demo.local');
      const [board] = await api.services.db.select().from(hardwareBoards).where(eq(hardwareBoards.id, device.boardId));
      const unlinked = await api.post('vending-machine-management', { action: 'unlink.hardware_board', id: device.boardId, version: board!.version }, admin);
      expect(unlinked.status).toBe(200);
      const refused = await device.send({ kind: 'heartbeat' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(DEVICE_MESSAGES.boardUnlinked);
    });
  });

  it('forgets a key another console process revoked, through the change feed, within about a second', async () => {
    const device = await deviceFor(api, 8);
    await pastQuietTime(async () => {
      expect((await device.send({ kind: 'heartbeat' })).status).toBe(200);
      expect(cachedDevice(hashDeviceKey(device.key))).not.toBeNull();
      // Another instance on the same database: its revoke and its feed row, nothing forgotten here.
      await api.services.db.execute(sql`update device_keys set revoked_at = now() where hardware_board_id = ${device.boardId}`);
      await api.services.db.insert(deviceIdentityChanges).values({ hardware_board_id: device.boardId });
      await vi.waitFor(() => expect(cachedDevice(hashDeviceKey(device.key))).toBeNull(), { timeout: POLL_MS * 4 });
      const refused = await device.send({ kind: 'heartbeat' });
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe(DEVICE_MESSAGES.keyRevoked);
    });
  });

  it('looks a key up again when its machine moves to another franchise', async () => {
    const device = await deviceFor(api, 9);
    await pastQuietTime(async () => {
      expect((await device.send({ kind: 'heartbeat' })).status).toBe(200);
      expect(cachedDevice(hashDeviceKey(device.key))).not.toBeNull();
      await api.services.db.transaction((tx) => identityChanged(tx, { machineId: device.machineId }));
      expect(cachedDevice(hashDeviceKey(device.key))).toBeNull();
      const [row] = await api.services.db.select().from(deviceIdentityChanges).where(eq(deviceIdentityChanges.vending_machine_id, device.machineId));
      expect(row).toBeDefined();
    });
  });
});
