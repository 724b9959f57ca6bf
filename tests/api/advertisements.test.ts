/**
 * Advertisements through the API: a video PUT to the object store first, then the ad that points
 * at it (never a half ad: a missing or non-video object is refused and nothing is saved), its
 * machines within the caller's reach, the status steps of machines/records/advertisement.ts
 * (every one the machine refuses is a 409), filters, stale versions, permissions and audit rows.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_STATUS, AD_STATUS_ACTIONS, ADVERTISEMENT_MESSAGES as M } from '../../contract/actions/advertisements.ts';
import { AD_ACTION_EVENTS, advertisementLifecycle } from '../../machines/records/advertisement.ts';
import { createApp } from '../../server/app.ts';
import { auditLog, vendingMachines } from '../../server/db/schema/index.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../server/seed/default-roles.ts';
import { DEMO_USERS } from '../../server/seed/demo-core.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'advertisement-management';
const WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, ...Buffer.from('a tiny webm body')]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from('fake jpeg bytes')]);
/** A demo user whose role may not view advertisements. */
const outsider = DEMO_USERS.find((u) => !DEFAULT_ROLE_PERMISSIONS[u.role].includes('PERM_VIEW_ADVERTISEMENT'))!;

let api: TestApi;
let app: ReturnType<typeof createApp>;
let admin: string;
let machineIds: number[];
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);

beforeAll(async () => {
  api = await startApi();
  app = createApp(api.services);
  admin = await api.login('admin@demo.local');
  machineIds = (await api.services.db.select({ id: vendingMachines.id }).from(vendingMachines).limit(3)).map((r) => r.id);
});
afterAll(() => api.close());

async function uploaded(bytes: Buffer = WEBM, type = 'video/webm', purpose = 'advertisement'): Promise<string> {
  const asked = await api.post('issue-reporter', { action: 'create.upload_url', purpose, content_type: type, size: bytes.length }, admin);
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const put = await app.request(asked.body.data.url, { method: 'PUT', headers: { 'content-type': type }, body: new Uint8Array(bytes) });
  expect(put.status).toBe(204);
  return asked.body.data.key;
}

async function create(fields: Record<string, unknown> = {}) {
  const r = await post({ action: 'create.advertisement', name: 'Holi colours', screen_type: 'Idle', vending_machine_ids: machineIds.slice(0, 2), video_key: await uploaded(), ...fields });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}

const total = async () => (await post({ action: 'list.advertisements', limit: 1 })).body.total as number;
const audits = async (id: number) =>
  api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'advertisement'), eq(auditLog.entity_id, id))).orderBy(asc(auditLog.id));

describe('advertisements', () => {
  it('the demo has one in every status, listed 20 to a page and filtered by status and screen type', async () => {
    const all = await post({ action: 'list.advertisements', limit: 20 });
    expect(all.status).toBe(200);
    expect(new Set(all.body.data.map((r: { status: number }) => r.status))).toEqual(new Set([1, 2, 3, 4]));
    const paused = await post({ action: 'list.advertisements', status: [AD_STATUS.paused] });
    expect(paused.body.data.map((r: { name: string; status_name: string }) => [r.name, r.status_name])).toContainEqual(['Cold drinks summer', 'Paused']);
    expect(paused.body.data.every((r: { status: number }) => r.status === AD_STATUS.paused)).toBe(true);
    const idle = await post({ action: 'list.advertisements', screen_type: ['Idle'] });
    expect(idle.body.data.length).toBeGreaterThan(0);
    expect(idle.body.data.every((r: { screen_type: string }) => r.screen_type === 'Idle')).toBe(true);
  });

  it('adds one on an uploaded video with its machines, edits it, and deletes it; each change audited once', async () => {
    const created = await create();
    expect(created).toMatchObject({ name: 'Holi colours', screen_type: 'Idle', video_type: 'video/webm', video_size: WEBM.length, status: 1, status_name: 'Active', machine_count: 2, version: 0 });
    expect(created.machines.map((m: { id: number }) => m.id).sort()).toEqual(machineIds.slice(0, 2).sort());
    const served = await app.request(`/objects/${created.video_key}`);
    expect(served.headers.get('content-type')).toBe('video/webm');
    const edited = await post({ action: 'update.advertisement', id: created.id, version: 0, name: 'Holi colours 2', screen_type: 'Dispense', vending_machine_ids: [machineIds[2]] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Holi colours 2', screen_type: 'Dispense', machine_count: 1, video_key: created.video_key, version: 1 });
    const stale = await post({ action: 'update.advertisement', id: created.id, version: 0, name: 'x', screen_type: 'Idle', vending_machine_ids: [] });
    expect(stale.status).toBe(409);
    expect((await post({ action: 'delete.advertisement', id: created.id, version: 1 })).status).toBe(200);
    expect((await post({ action: 'get.advertisement', id: created.id })).status).toBe(404);
    expect((await audits(created.id)).map((a) => a.action)).toEqual(['create.advertisement', 'update.advertisement', 'delete.advertisement']);
  });

  it('saves nothing without a real uploaded video: missing, never uploaded, an image, or another purpose', async () => {
    const before = await total();
    const base = { action: 'create.advertisement', name: 'No video', screen_type: 'Idle', vending_machine_ids: [] };
    const never = await post({ ...base, video_key: 'advertisement/AAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(never.status).toBe(400);
    expect(never.body.errors).toEqual([{ path: 'video_key', message: M.videoMissing }]);
    const image = await post({ ...base, video_key: await uploaded(JPEG, 'image/jpeg') });
    expect(image.body.errors).toEqual([{ path: 'video_key', message: M.videoNotVideo }]);
    const elsewhere = await post({ ...base, video_key: await uploaded(WEBM, 'video/webm', 'feedback') });
    expect(elsewhere.body.errors).toEqual([{ path: 'video_key', message: M.videoMissing }]);
    expect((await post({ ...base, screen_type: 'Ceiling', video_key: await uploaded() })).status).toBe(400);
    expect((await post({ ...base, video_key: await uploaded(), vending_machine_ids: [2_000_000_000] })).body.errors)
      .toEqual([{ path: 'vending_machine_ids', message: M.machineUnknown }]);
    expect(await total()).toBe(before);
  });

  it('takes every status step its machine allows and refuses (409) every other, an expired ad for good', async () => {
    for (const from of advertisementLifecycle.states) {
      for (const action of AD_STATUS_ACTIONS) {
        const ad = await create();
        let version = 0;
        for (const step of pathTo(from)) {
          const r = await post({ action: 'change_status.advertisement', id: ad.id, version, status_action: step });
          expect(r.status, JSON.stringify(r.body)).toBe(200);
          version = r.body.data.version;
        }
        const status = advertisementLifecycle.statusOf(from);
        const r = await post({ action: 'change_status.advertisement', id: ad.id, version, status_action: action });
        const expected = advertisementLifecycle.next(status, AD_ACTION_EVENTS[action]);
        if (expected === null) expect(r.status, `${from} ${action}`).toBe(409);
        else expect(r.body.data.status, `${from} ${action}`).toBe(expected);
      }
    }
    const expired = (await post({ action: 'list.advertisements', status: [AD_STATUS.expired], limit: 1 })).body.data[0];
    const edit = await post({ action: 'update.advertisement', id: expired.id, version: expired.version, name: 'Back', screen_type: 'Idle', vending_machine_ids: [] });
    expect(edit.status).toBe(409);
  });

  it('is refused to a role without the permission, and shows no machine out of a franchise admin\'s reach', async () => {
    const token = await api.login(outsider.email);
    expect((await post({ action: 'list.advertisements' }, token)).status).toBe(403);
    expect((await post({ action: 'create.advertisement', name: 'x', screen_type: 'Idle', vending_machine_ids: [], video_key: 'advertisement/x' }, token)).status).toBe(403);
    const franchise = DEMO_USERS.find((u) => u.role === 'ROLE_FRANCHISE_ADMIN')!;
    const franchiseToken = await api.login(franchise.email);
    const listed = await post({ action: 'list.advertisements' }, franchiseToken);
    expect(listed.status).toBe(200);
    const own = await api.post('vending-machine-management', { action: 'list.active_vending_machines', limit: 500 }, franchiseToken);
    const reachable = new Set(own.body.data.map((m: { id: number }) => m.id));
    for (const row of listed.body.data) {
      const detail = (await post({ action: 'get.advertisement', id: row.id }, franchiseToken)).body.data;
      expect(detail.machines.every((m: { id: number }) => reachable.has(m.id))).toBe(true);
    }
    expect((await post({ action: 'change_status.advertisement', id: listed.body.data[0].id, version: 0, status_action: 'PAUSE' }, franchiseToken)).status).toBe(403);
  });
});

/** The status actions that lead from Active to the given state. */
function pathTo(state: string): ('PAUSE' | 'SUSPEND' | 'EXPIRE')[] {
  return ({ active: [], paused: ['PAUSE'], suspended: ['SUSPEND'], expired: ['EXPIRE'] } as Record<string, ('PAUSE' | 'SUSPEND' | 'EXPIRE')[]>)[state]!;
}
