/**
 * Model-based against the server: a path to every transition of the board's device-key
 * lifecycle (machines/records/deviceKey.ts), each on a fresh board in a machine. After every
 * step the board's key status is the machine's, each event the machine refuses from there is
 * refused with 409, the key the device holds works exactly while the status is Active (an
 * issued key until the next issue or the revoke), and each step wrote one audit row.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { DEVICE_KEY_STATUS } from '../../contract/actions/hardware-boards.ts';
import { deviceKeyLifecycle } from '../../machines/records/deviceKey.ts';
import { createApp } from '../../server/app.ts';
import { auditLog } from '../../server/db/schema/index.ts';
import { coverage, pathName, transitionCoverPaths } from '../model/paths.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'vending-machine-management';
let api: TestApi;
let admin: string;
let app: ReturnType<typeof createApp>;
let machines: number[];
const post = (body: Record<string, unknown>) => api.post(AREA, body, admin);
const ACTION: Record<string, string> = { 'key.issue': 'issue.device_key', 'key.revoke': 'revoke.device_key' };

async function deviceStatus(key: string) {
  const response = await app.request('/device/v1/events', {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ events: [{ id: randomUUID(), at: new Date().toISOString(), kind: 'door', open: false }] }),
  });
  return response.status;
}

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  app = createApp(api.services);
  const linked = new Set(((await post({ action: 'list.hardware_boards', link: ['linked'], limit: 2000 })).body.data as { vending_machine: { id: number } }[]).map((b) => b.vending_machine.id));
  machines = ((await post({ action: 'list.active_vending_machines', limit: 2000, sortBy: 'code', sortDir: 'DESC' })).body.data as { id: number }[])
    .map((m) => m.id).filter((id) => !linked.has(id));
});
afterAll(() => api.close());

describe('the device-key lifecycle against the server', () => {
  const model = createTestModel(deviceKeyLifecycle.machine, { events: deviceKeyLifecycle.events.map((type) => ({ type })) });
  const paths = model.getPaths(transitionCoverPaths as never);

  it('its paths take every transition', () => {
    expect(coverage(deviceKeyLifecycle.machine, paths as never).missing).toEqual([]);
  });

  it.each(paths.map((p, i) => [pathName(p as never), p, i] as const))('%s', async (_name, path, i) => {
    const serial = `MODEL-${randomUUID().slice(0, 8).toUpperCase()}`;
    const onboarded = await post({ action: 'onboard.hardware_board', serial, board_type: 1, firmware: 'v1', vending_machine_id: machines[i] });
    expect(onboarded.status, JSON.stringify(onboarded.body)).toBe(201);
    let board = onboarded.body.data;
    expect(board.device_key_status).toBe(DEVICE_KEY_STATUS.onboarded);
    const keys: string[] = [];
    for (const { event } of path.steps.slice(1)) {
      for (const refused of deviceKeyLifecycle.events.filter((e) => !deviceKeyLifecycle.can(board.device_key_status, e))) {
        expect((await post({ action: ACTION[refused]!, id: board.id })).status, `${refused} from ${board.device_key_status}`).toBe(409);
      }
      const expected = deviceKeyLifecycle.next(board.device_key_status, event.type);
      const answer = await post({ action: ACTION[event.type]!, id: board.id });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      if (event.type === 'key.issue') keys.push(answer.body.data.key);
      board = event.type === 'key.issue' ? answer.body.data.board : answer.body.data;
      expect(board.device_key_status).toBe(expected);
      // Only the last key issued works, and only while Active.
      for (const [n, key] of keys.entries()) {
        const works = n === keys.length - 1 && board.device_key_status === DEVICE_KEY_STATUS.active;
        expect(await deviceStatus(key), `key ${n + 1} of ${keys.length} in ${board.device_key_status}`).toBe(works ? 200 : 401);
      }
    }
    const rows = await api.services.db.select().from(auditLog)
      .where(and(eq(auditLog.entity, 'hardware_board'), eq(auditLog.entity_id, board.id), like(auditLog.action, '%.device_key')));
    expect(rows).toHaveLength(path.steps.length - 1);
  });
});
