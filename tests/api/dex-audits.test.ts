/**
 * DEX audits through the API: a written audit imported once (again: a duplicate), matched to the
 * machine named and after that by its serial, an unmatched one mapped later, a wrong G85 refused
 * with both values unless imported as unverified, a file that is not DEX refused with its line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEX_MESSAGES } from '../../contract/dex.ts';
import { writeDex } from '../../server/dex/write.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'vending-machine-management';
let api: TestApi;
let admin: string;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

const audit = (serial: string, vends: number, extra: Parameters<typeof writeDex>[0] extends infer I ? Partial<I> : never = {}) =>
  writeDex({ serial, readAt: new Date('2026-11-20T10:00:00Z'), selections: [{ selection: '11', price: 20, vends, value: vends * 20 }], ...extra });

describe('DEX audits', () => {
  it('imports an audit for the machine named, answers a duplicate for the same text, and matches the next by its serial', async () => {
    const first = await post({ action: 'import.dex_audit', file_name: 'a.dex', content: audit('SER-100', 5), vending_machine_id: 2 });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.audits).toMatchObject([{ outcome: 'imported', status: 'matched', serial: 'SER-100', vending_machine_id: 2 }]);
    const again = await post({ action: 'import.dex_audit', file_name: 'a-again.dex', content: audit('SER-100', 5), vending_machine_id: 2 });
    expect(again.body.data.audits).toMatchObject([{ outcome: 'duplicate', id: first.body.data.audits[0].id }]);
    const next = await post({ action: 'import.dex_audit', file_name: 'b.dex', content: audit('SER-100', 9) });
    expect(next.body.data.audits).toMatchObject([{ outcome: 'imported', status: 'matched', vending_machine_id: 2 }]);

    const got = await post({ action: 'get.dex_audit', id: next.body.data.audits[0].id });
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({ serial: 'SER-100', checksum: 'valid', paid_vends: 9, paid_value: 180, selections_detail: [{ selection: '11', price: 20, vends: 9, value: 180 }] });
    const listed = await post({ action: 'list.dex_audits', vending_machine_id: 2 });
    expect(listed.body.data.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([first.body.data.audits[0].id, next.body.data.audits[0].id]));
  });

  it('keeps an audit of an unknown serial unmatched until it is mapped to a machine', async () => {
    const r = await post({ action: 'import.dex_audit', file_name: 'u.dex', content: audit('SER-NEW', 3) });
    const [outcome] = r.body.data.audits;
    expect(outcome).toMatchObject({ status: 'unmatched', vending_machine_id: null });
    const row = (await post({ action: 'get.dex_audit', id: outcome.id })).body.data;
    const mapped = await post({ action: 'map.dex_audit', id: outcome.id, version: row.version, vending_machine_id: 3 });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    expect(mapped.body.data).toMatchObject({ status: 'matched', vending_machine_id: 3 });
    const later = await post({ action: 'import.dex_audit', file_name: 'u2.dex', content: audit('SER-NEW', 4) });
    expect(later.body.data.audits[0]).toMatchObject({ status: 'matched', vending_machine_id: 3 });
  });

  it('refuses a wrong G85 naming both values unless imported as unverified, and a file that is not DEX by its line', async () => {
    const wrong = audit('SER-CRC', 2, { checksum: 'wrong' });
    const refused = await post({ action: 'import.dex_audit', file_name: 'w.dex', content: wrong });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/G85\*0000 does not match its content \([0-9A-F]{4}\)/);
    const anyway = await post({ action: 'import.dex_audit', file_name: 'w.dex', content: wrong, unverified: true });
    expect(anyway.status).toBe(201);
    const notDex = await post({ action: 'import.dex_audit', file_name: 'n.txt', content: 'hello\nworld' });
    expect(notDex.status).toBe(400);
    expect(notDex.body.message).toBe(`Line 1: ${DEX_MESSAGES.notDex}`);
  });
});
