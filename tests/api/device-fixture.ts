/**
 * A scripted device for the gateway's tests: a demo machine's board (onboarded and linked here
 * when the machine has none) with a fresh device key, and `send` / `call` speaking /device/v1.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { createApp } from '../../server/app.ts';
import { hardwareBoards, vendingMachines } from '../../server/db/schema/index.ts';
import { issueDeviceKey } from '../../server/device/identity.ts';
import type { TestApi } from './harness.ts';

export interface TestDevice {
  key: string;
  boardId: number;
  machineId: number;
  /** Any /device/v1 request with this device's key (or `token`, when given). */
  call(method: string, path: string, body?: unknown, token?: string | null): Promise<{ status: number; body: any; headers: Headers }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** POST /device/v1/events with these events; each gets an id and the clock's time unless it has them. */
  send(...events: Record<string, unknown>[]): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The first live machine in service (status Active), the one a device test sells at. */
export async function firstActiveMachine(api: TestApi) {
  const [machine] = await api.services.db.select().from(vendingMachines)
    .where(and(eq(vendingMachines.status, 1), isNull(vendingMachines.deleted_at))).orderBy(asc(vendingMachines.id)).limit(1);
  if (!machine) throw new Error('no active machine in the seed');
  return machine;
}

export async function deviceFor(api: TestApi, machineId: number): Promise<TestDevice> {
  const db = api.services.db;
  const [machine] = await db.select().from(vendingMachines).where(eq(vendingMachines.id, machineId));
  if (!machine) throw new Error(`no machine ${machineId}`);
  let [board] = await db.select().from(hardwareBoards).where(eq(hardwareBoards.vending_machine_id, machineId));
  if (!board) {
    [board] = await db.insert(hardwareBoards).values({
      company_id: machine.company_id, serial: `TEST-${machineId}-${randomUUID().slice(0, 8)}`, firmware: '1.0.0', vending_machine_id: machineId,
    }).returning();
  }
  const { key } = await db.transaction((tx) => issueDeviceKey(tx, board!, null, api.clock.now()));
  const app = createApp(api.services);
  async function call(method: string, path: string, body?: unknown, token: string | null = key) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await app.request(`/device/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  }
  return {
    key, boardId: board!.id, machineId, call,
    send: (...events) => call('POST', '/events', {
      events: events.map((e) => ({ id: randomUUID(), at: api.clock.now().toISOString(), ...e })),
    }),
  };
}
