/**
 * Device keys end to end (issue 53 "Identity"): issue.device_key answers the key once and it
 * works on /device/v1; issuing again rotates (the old key 401 at once); revoking stops it; a
 * board taken off its machine is refused on its next request; the key's own machine only (a
 * request naming another is 403 and audited); a per-key rate limit; another company's board,
 * permissions, and the audit rows (the prefix, never the key).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_KEY_MESSAGES } from '../../contract/actions/device-keys.ts';
import { DEVICE_MESSAGES } from '../../contract/device.ts';
import { createApp } from '../../server/app.ts';
import { auditLog, deviceKeys } from '../../server/db/schema/index.ts';
import { DEVICE_RATE_LIMIT, DEVICE_REFUSED_ACTION } from '../../server/device/guard.ts';
import { flushDeviceState } from '../../server/device/presence.ts';
import { startApi, type TestApi } from './harness.ts';
import { OTHER_COMPANY_ADMIN, addOutsiders } from './tenancy-fixtures.ts';

const AREA = 'vending-machine-management';
let api: TestApi;
let admin: string;
let app: ReturnType<typeof createApp>;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);
let serialNo = 0;

type Board = { id: number; serial: string; version: number; vending_machine: { id: number } | null; device_key: { prefix: string; issued_at: string; last_used_at: string | null } | null; device_key_status: string };

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  await addOutsiders(api.services.db);
  app = createApp(api.services);
});
afterAll(() => api.close());

/** A /device/v1 request with this key; `body` is JSON. */
async function device(key: string, path = '/events', body: unknown = { events: [door()] }, method = 'POST') {
  const response = await app.request(`/device/v1${path}`, {
    method, headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: method === 'GET' ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}
const door = (extra: Record<string, unknown> = {}) => ({ id: randomUUID(), at: new Date().toISOString(), kind: 'door', open: true, ...extra });

/** A new board in a demo machine without one (or on the shelf). */
async function board(linked = true): Promise<Board> {
  let vending_machine_id: number | null = null;
  if (linked) {
    const boards = (await post({ action: 'list.hardware_boards', link: ['linked'], limit: 2000 })).body.data as Board[];
    const taken = new Set(boards.map((b) => b.vending_machine!.id));
    const machines = (await post({ action: 'list.active_vending_machines', limit: 2000, sortBy: 'code', sortDir: 'ASC' })).body.data as { id: number }[];
    vending_machine_id = machines.find((m) => !taken.has(m.id))!.id;
  }
  const r = await post({ action: 'onboard.hardware_board', serial: `DK-${Date.now().toString(36).toUpperCase()}-${++serialNo}`, board_type: 1, firmware: 'v1', vending_machine_id });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}
async function issue(id: number, token = admin) {
  const r = await post({ action: 'issue.device_key', id }, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as { key: string; device_key: { prefix: string }; board: Board };
}
const audits = async (id: number) =>
  (await api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'hardware_board'), eq(auditLog.entity_id, id))).orderBy(auditLog.id));

describe('issuing, rotating and revoking a key', () => {
  it('a new board has no key; issuing answers the key once, the list shows only its prefix, and the key is accepted on /device', async () => {
    const b = await board();
    expect(b).toMatchObject({ device_key: null, device_key_status: 'onboarded' });
    const issued = await issue(b.id);
    expect(issued.key).toMatch(/^vdk_[A-Za-z0-9_-]{40}$/);
    expect(issued.key.slice(4, 12)).toBe(issued.device_key.prefix);
    expect(issued.board).toMatchObject({ device_key_status: 'active', device_key: { prefix: issued.device_key.prefix, last_used_at: null } });
    const listed = (await post({ action: 'list.hardware_boards', search: b.serial })).body.data as Board[];
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(issued.key);
    expect(listed[0]!.device_key!.prefix).toBe(issued.device_key.prefix);

    const answer = await device(issued.key);
    expect(answer.status).toBe(200);
    expect(answer.body.results[0]).toMatchObject({ id: expect.any(String) });
    // The first request marks the key used (with the machine's presence, coalesced).
    await flushDeviceState(api.services.db);
    const used = (await post({ action: 'list.hardware_boards', search: b.serial })).body.data[0] as Board;
    expect(used.device_key!.last_used_at).not.toBeNull();
  });

  it('issuing again rotates: the old key is refused at once, the new one works', async () => {
    const b = await board();
    const first = await issue(b.id);
    const second = await issue(b.id);
    expect(second.key).not.toBe(first.key);
    const old = await device(first.key);
    expect(old.status).toBe(401);
    expect(old.body.message).toBe(DEVICE_MESSAGES.keyRevoked);
    expect((await device(second.key)).status).toBe(200);
  });

  it('revoking stops the key on its next request; revoking again is a clear 409; issuing after it works', async () => {
    const b = await board();
    const { key } = await issue(b.id);
    expect((await device(key)).status).toBe(200);
    const revoked = await post({ action: 'revoke.device_key', id: b.id });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({ device_key: null, device_key_status: 'revoked' });
    expect((await device(key)).status).toBe(401);
    const again = await post({ action: 'revoke.device_key', id: b.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(DEVICE_KEY_MESSAGES.noLiveKey.replace('{serial}', b.serial));
    expect((await device((await issue(b.id)).key)).status).toBe(200);
  });

  it('a board on the shelf gets no key (409 naming it), nor does a board without a key get revoked', async () => {
    const shelf = await board(false);
    const refused = await post({ action: 'issue.device_key', id: shelf.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(DEVICE_KEY_MESSAGES.notLinked.replace('{serial}', shelf.serial));
    expect((await post({ action: 'revoke.device_key', id: shelf.id })).status).toBe(409);
    expect(await api.services.db.select().from(deviceKeys).where(eq(deviceKeys.hardware_board_id, shelf.id))).toEqual([]);
  });

  it('a board taken off its machine is refused on its next request, and its key works again once it is back in one', async () => {
    const b = await board();
    const { key } = await issue(b.id);
    const unlinked = await post({ action: 'unlink.hardware_board', id: b.id, version: b.version });
    expect(unlinked.status).toBe(200);
    const refused = await device(key);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(DEVICE_MESSAGES.boardUnlinked);
    const back = await post({ action: 'link.hardware_board', id: b.id, version: unlinked.body.data.version, vending_machine_id: b.vending_machine!.id });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await device(key)).status).toBe(200);
  });

  it('audits each step with the prefix, never the key nor its hash', async () => {
    const b = await board();
    const first = await issue(b.id);
    const second = await issue(b.id);
    await post({ action: 'revoke.device_key', id: b.id });
    const rows = (await audits(b.id)).filter((a) => a.action.endsWith('device_key'));
    expect(rows.map((a) => a.action)).toEqual(['issue.device_key', 'issue.device_key', 'revoke.device_key']);
    expect(rows[1]).toMatchObject({ before: { device_key: first.device_key.prefix }, after: { device_key: second.device_key.prefix, rotated: true } });
    expect(rows.every((a) => a.user_id !== null)).toBe(true);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(first.key);
    expect(text).not.toContain(second.key);
    expect(text).not.toContain('key_hash');
  });
});

describe('who may', () => {
  it('the partner (read-only) may not issue or revoke; the technician may', async () => {
    const b = await board();
    const partner = await api.login('partner@demo.local');
    expect((await post({ action: 'issue.device_key', id: b.id }, partner)).status).toBe(403);
    expect((await post({ action: 'revoke.device_key', id: b.id }, partner)).status).toBe(403);
    const technician = await api.login('technician@demo.local');
    const { key } = await issue(b.id, technician);
    expect((await device(key)).status).toBe(200);
    expect((await post({ action: 'revoke.device_key', id: b.id }, technician)).status).toBe(200);
  });

  it("another company gets 404 for our board and issues nothing", async () => {
    const b = await board();
    const outsider = await api.login(OTHER_COMPANY_ADMIN);
    for (const action of ['issue.device_key', 'revoke.device_key']) {
      const r = await post({ action, id: b.id }, outsider);
      expect(r.status).toBe(404);
    }
    expect(await api.services.db.select().from(deviceKeys).where(eq(deviceKeys.hardware_board_id, b.id))).toEqual([]);
  });

  it('bad input is a 400 and changes nothing', async () => {
    expect((await post({ action: 'issue.device_key', id: 'x' })).status).toBe(400);
    expect((await post({ action: 'issue.device_key', id: 1, extra: true })).status).toBe(400);
    expect((await post({ action: 'revoke.device_key' })).status).toBe(400);
  });
});

describe('the gateway rules of a key', () => {
  it('a request naming another machine is refused 403 and audited for the company; naming its own is fine', async () => {
    const b = await board();
    const { key } = await issue(b.id);
    const own = b.vending_machine!.id;
    const other = own === 1 ? 2 : 1;
    expect((await device(key, '/events', { vending_machine_id: own, events: [door()] })).status).toBe(200);
    for (const [path, body, method] of [
      ['/events', { vending_machine_id: other, events: [door()] }, 'POST'],
      ['/events', { events: [door({ vending_machine_id: other })] }, 'POST'],
      // The query names a machine too (the GET routes' way, e.g. config).
      [`/events?vending_machine_id=${other}`, { events: [door()] }, 'POST'],
    ] as const) {
      const refused = await device(key, path, body, method);
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe(DEVICE_MESSAGES.notYourMachine);
    }
    const rows = (await audits(b.id)).filter((a) => a.action === DEVICE_REFUSED_ACTION);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ user_id: null, after: { named_vending_machine_id: other, vending_machine_id: own } });
    expect(rows[0]!.company_id).not.toBeNull();
  });

  it(`past ${DEVICE_RATE_LIMIT} requests in its window a key gets 429 with Retry-After; another key is not slowed`, async () => {
    const b = await board();
    const { key } = await issue(b.id);
    const statuses: number[] = [];
    for (let i = 0; i < DEVICE_RATE_LIMIT; i++) statuses.push((await device(key, '/events', { events: [] })).status);
    expect(statuses.every((s) => s === 400)).toBe(true);
    const limited = await device(key);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(DEVICE_MESSAGES.rateLimited);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const other = await issue((await board()).id);
    expect((await device(other.key)).status).toBe(200);
    api.clock.advance(11_000);
    expect((await device(key)).status).toBe(200);
  });
});
