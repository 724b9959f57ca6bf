/**
 * The machine-to-server DEX import, POST /dex/v1/audits (docs/dex-import.md): an integration key
 * issued once by the company admin imports files into its own company only, as the file's text or
 * as JSON; a revoked key, a user's session and a device key are refused; the key is refused on
 * /api; each key has its own rate; every audit stored is audited with the key that sent it.
 */
import { and, eq } from 'drizzle-orm';
import { DEX_MESSAGES } from '../../contract/dex.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEX_KEY_MESSAGES, DEX_KEY_RATE_LIMIT } from '../../contract/actions/dex-integration-keys.ts';
import { createApp } from '../../server/app.ts';
import { auditLog, dexAudits, dexIntegrationKeys } from '../../server/db/schema/index.ts';
import { writeDex } from '../../server/dex/write.ts';
import { deviceFor } from './device-fixture.ts';
import { startApi, type TestApi } from './harness.ts';
import { OTHER_COMPANY_ADMIN, addOutsiders } from './tenancy-fixtures.ts';

const AREA = 'vending-machine-management';
let api: TestApi;
let admin: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  api = await startApi();
  await addOutsiders(api.services.db);
  admin = await api.login('admin@demo.local');
  app = createApp(api.services);
});
afterAll(() => api.close());

const audit = (serial: string, vends: number) =>
  writeDex({ serial, readAt: new Date('2026-11-21T08:00:00Z'), selections: [{ selection: '12', price: 25, vends, value: vends * 25 }] });

async function send(key: string | null, body: string, options: { query?: string; contentType?: string; path?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': options.contentType ?? 'text/plain' };
  if (key) headers.authorization = `Bearer ${key}`;
  const response = await app.request(`${options.path ?? '/dex/v1/audits'}${options.query ?? ''}`, { method: 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

async function issue(token: string, name = 'Route handhelds') {
  const r = await api.post(AREA, { action: 'issue.dex_integration_key', name }, token);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data as { key: string; integration_key: { id: number; prefix: string } };
}

describe('integration keys', () => {
  it('are shown once, kept as a hash, listed by name and prefix, and issued by the company admin only', async () => {
    const { key, integration_key } = await issue(admin, 'Telemetry provider');
    expect(key).toMatch(/^dik_[A-Za-z0-9_-]{40}$/);
    expect(key.slice(4, 12)).toBe(integration_key.prefix);
    const [row] = await api.services.db.select().from(dexIntegrationKeys).where(eq(dexIntegrationKeys.id, integration_key.id));
    expect(row!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(key);
    const listed = await api.post(AREA, { action: 'list.dex_integration_keys' }, admin);
    expect(listed.body.data).toContainEqual(expect.objectContaining({ id: integration_key.id, name: 'Telemetry provider', prefix: integration_key.prefix, revoked_at: null }));
    expect(JSON.stringify(listed.body)).not.toContain(key);

    const franchise = await api.login('franchise@demo.local');
    const refused = await api.post(AREA, { action: 'issue.dex_integration_key', name: 'Mine' }, franchise);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(DEX_KEY_MESSAGES.companyOnly);
  });
});

describe('POST /dex/v1/audits', () => {
  it('imports the file sent as text or as JSON with the outcomes of import.dex_audit, and audits each with its key', async () => {
    const { key, integration_key } = await issue(admin);
    const first = await send(key, audit('INT-1', 3), { query: '?file_name=int-1.dex&vending_machine_id=2' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.audits).toMatchObject([{ outcome: 'imported', status: 'matched', serial: 'INT-1', vending_machine_id: 2 }]);
    const again = await send(key, JSON.stringify({ file_name: 'again.dex', content: audit('INT-1', 3) }), { contentType: 'application/json' });
    expect(again.body.audits).toMatchObject([{ outcome: 'duplicate', id: first.body.audits[0].id }]);
    const next = await send(key, JSON.stringify({ file_name: 'next.dex', content: audit('INT-1', 7) }), { contentType: 'application/json' });
    expect(next.body.audits).toMatchObject([{ outcome: 'imported', status: 'matched', vending_machine_id: 2 }]);

    const got = await api.post(AREA, { action: 'get.dex_audit', id: next.body.audits[0].id }, admin);
    expect(got.body.data).toMatchObject({ source: 'integration', file_name: 'next.dex', paid_vends: 7 });
    const rows = await api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'dex_audit'), eq(auditLog.entity_id, next.body.audits[0].id)));
    expect(rows).toMatchObject([{ action: 'import.dex_audit', user_id: null, after: { source: 'integration', integration_key_id: integration_key.id } }]);
    const [used] = await api.services.db.select().from(dexIntegrationKeys).where(eq(dexIntegrationKeys.id, integration_key.id));
    expect(used!.last_used_at).not.toBeNull();
  });

  it('answers the same refusals as the action, and stores nothing for a refused file', async () => {
    const { key } = await issue(admin);
    const before = (await api.services.db.select({ id: dexAudits.id }).from(dexAudits)).length;
    const notDex = await send(key, 'hello\nworld', { query: '?file_name=n.txt' });
    expect(notDex).toMatchObject({ status: 400, body: { message: `Line 1: ${DEX_MESSAGES.notDex}` } });
    const wrong = await send(key, writeDex({ serial: 'INT-CRC', selections: [], checksum: 'wrong' }), { query: '?file_name=w.dex' });
    expect(wrong.status).toBe(409);
    expect((await send(key, audit('INT-2', 1))).body.message).toBe(`file_name: ${DEX_KEY_MESSAGES.fileNameRequired}`);
    expect((await send(key, '{"file_name": 1', { contentType: 'application/json' })).status).toBe(400);
    const binary = await send(key, String.fromCharCode(0xff, 0xfe, 0, 1), { query: '?file_name=b.bin', contentType: 'application/octet-stream' });
    expect(binary.status).toBe(400);
    expect((await send(key, audit('INT-3', 1), { query: '?file_name=x.dex&vending_machine_id=abc' })).status).toBe(400);
    expect((await api.services.db.select({ id: dexAudits.id }).from(dexAudits)).length).toBe(before);
  });

  it('reaches only its own company: another company\'s key leaves the serial unmatched there and cannot name this company\'s machine', async () => {
    await send((await issue(admin)).key, audit('INT-OWN', 2), { query: '?file_name=own.dex&vending_machine_id=3' });
    const outsider = await api.login(OTHER_COMPANY_ADMIN);
    const { key } = await issue(outsider, 'Their telemetry');
    const named = await send(key, audit('INT-OWN', 5), { query: '?file_name=theirs.dex&vending_machine_id=3' });
    expect(named.status).toBe(404);
    const bySerial = await send(key, audit('INT-OWN', 5), { query: '?file_name=theirs.dex' });
    expect(bySerial.body.audits).toMatchObject([{ outcome: 'imported', status: 'unmatched', vending_machine_id: null }]);
    const theirs = bySerial.body.audits[0].id;
    expect((await api.post(AREA, { action: 'get.dex_audit', id: theirs }, admin)).status).toBe(404);
    expect((await api.post(AREA, { action: 'get.dex_audit', id: theirs }, outsider)).status).toBe(200);
    const keys = await api.post(AREA, { action: 'list.dex_integration_keys' }, admin);
    expect(keys.body.data.map((k: { name: string }) => k.name)).not.toContain('Their telemetry');
  });

  it('refuses no key, an unknown or revoked key, a user session and a device key; and the key on /api', async () => {
    const { key, integration_key } = await issue(admin);
    const body = audit('INT-AUTH', 1);
    expect((await send(null, body, { query: '?file_name=a.dex' })).body.message).toBe(DEX_KEY_MESSAGES.keyRequired);
    expect((await send('dik_unknown', body, { query: '?file_name=a.dex' })).body.message).toBe(DEX_KEY_MESSAGES.keyUnknown);
    const user = await send(admin, body, { query: '?file_name=a.dex' });
    expect(user).toMatchObject({ status: 401, body: { message: DEX_KEY_MESSAGES.userTokenOnDex } });
    const device = await deviceFor(api, 4);
    expect((await send(device.key, body, { query: '?file_name=a.dex' })).status).toBe(401);

    const onApi = await api.post(AREA, { action: 'list.dex_audits' }, key);
    expect(onApi).toMatchObject({ status: 401, body: { message: DEX_KEY_MESSAGES.keyOnApi } });

    const revoked = await api.post(AREA, { action: 'revoke.dex_integration_key', id: integration_key.id }, admin);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revoked_at).not.toBeNull();
    const after = await send(key, body, { query: '?file_name=a.dex' });
    expect(after).toMatchObject({ status: 401, body: { message: DEX_KEY_MESSAGES.keyRevoked } });
    expect((await api.post(AREA, { action: 'revoke.dex_integration_key', id: integration_key.id }, admin)).status).toBe(409);
    expect((await send(key, '', { path: '/dex/v1/nothing' })).status).toBe(404);
  });

  it('limits each key to its rate, with Retry-After, while another key goes on', async () => {
    const busy = await issue(admin, 'Runaway');
    const calm = await issue(admin, 'Calm');
    let last = { status: 0, headers: new Headers() };
    for (let i = 0; i <= DEX_KEY_RATE_LIMIT; i++) last = await send(busy.key, 'x', { query: '?file_name=r.dex' });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(calm.key, 'x', { query: '?file_name=r.dex' })).status).toBe(400);
  });
});
