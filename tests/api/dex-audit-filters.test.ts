/**
 * The DEX audit list's filters the screen puts in its URL (kind, read-at period, status,
 * machine) and the maker in an audit's header: each narrows the list to what it names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDex } from '../../server/dex/write.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'vending-machine-management';
let api: TestApi;
let admin: string;
const post = (body: Record<string, unknown>) => api.post(AREA, body, admin);
const ids = async (filters: Record<string, unknown>) =>
  ((await post({ action: 'list.dex_audits', limit: 100, ...filters })).body.data as { id: number }[]).map((r) => r.id);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

describe('list.dex_audits filters', () => {
  it('narrows by kind, read-at period, status and machine', async () => {
    const content = writeDex({ serial: 'FLT-1', model: 'Royal 660', readAt: new Date('2025-03-10T08:00:00Z'), selections: [{ selection: '1', price: 10, vends: 2, value: 20 }] });
    const imported = await post({ action: 'import.dex_audit', file_name: 'flt.dex', content, vending_machine_id: 2 });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const id = imported.body.data.audits[0].id as number;

    expect(await ids({ source: 'upload' })).toContain(id);
    expect(await ids({ source: 'seed' })).not.toContain(id);
    expect(await ids({ read_from: '2025-03-01T00:00:00Z', read_to: '2025-04-01T00:00:00Z' })).toEqual([id]);
    expect(await ids({ read_from: '2025-03-10T08:00:01Z' })).not.toContain(id);
    expect(await ids({ read_to: '2025-03-10T08:00:00Z' })).not.toContain(id);
    expect(await ids({ status: 'unmatched' })).not.toContain(id);
    expect(await ids({ vending_machine_id: 2, status: 'matched' })).toContain(id);

    const got = await post({ action: 'get.dex_audit', id });
    expect(got.body.data).toMatchObject({ serial: 'FLT-1', model: 'Royal 660' });
    // The header names the maker where the parser finds one (null until then, never left out).
    expect(got.body.data).toHaveProperty('maker');
  });

  it('refuses a period that is not a date and time', async () => {
    const r = await post({ action: 'list.dex_audits', read_from: 'yesterday' });
    expect(r.status).toBe(400);
  });
});
