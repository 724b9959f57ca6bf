/**
 * DEX audits through the API: a written audit imported once (again: a duplicate), matched to the
 * machine named and after that by its serial, an unmatched one mapped later, a wrong G85 refused
 * with both values unless imported as unverified, a file that is not DEX refused with its line.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEX_AUDIT_MESSAGES, MAX_DEX_AUDITS_PER_FILE } from '../../contract/actions/dex-audits.ts';
import { DEX_MESSAGES } from '../../contract/dex.ts';
import { auditLog, dexAudits, dexMachineSerials, vendingMachines } from '../../server/db/schema/index.ts';
import { severalMachines } from '../../server/dex/import.ts';
import { writeDex } from '../../server/dex/write.ts';
import { MAX_BODY_BYTES } from '../../server/http/router.ts';
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
    // Assigned once (machines/records/dexAudit.ts): a matched audit is not moved to another machine.
    const again = await post({ action: 'map.dex_audit', id: outcome.id, version: mapped.body.data.version, vending_machine_id: 4 });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/is Matched; it cannot be assigned to a machine now\./);
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

describe('a file holding several audits, and how audits find their machine', () => {
  it('imports each audit of a file, a duplicate within it once, and leaves an unknown serial unmatched', async () => {
    const a = audit('SER-MULTI-A', 2);
    const b = audit('SER-MULTI-B', 6, { readAt: new Date('2026-11-21T09:00:00Z') });
    const r = await post({ action: 'import.dex_audit', file_name: 'route.dex', content: a + b + a });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const [first, second, third] = r.body.data.audits;
    expect([first.outcome, second.outcome, third.outcome]).toEqual(['imported', 'imported', 'duplicate']);
    expect(third.id).toBe(first.id);
    expect(second).toMatchObject({ serial: 'SER-MULTI-B', status: 'unmatched', vending_machine_id: null });
  });

  it('refuses to name one machine for a file of several machines, and stores nothing', async () => {
    const r = await post({ action: 'import.dex_audit', file_name: 'two.dex', content: audit('SER-TWO-A', 1) + audit('SER-TWO-B', 1), vending_machine_id: 2 });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(severalMachines(['SER-TWO-A', 'SER-TWO-B']));
    const listed = await post({ action: 'list.dex_audits', search: 'SER-TWO' });
    expect(listed.body.total).toBe(0);
  });

  it("matches an audit whose serial or asset number is a machine's code, and remembers the serial", async () => {
    const [machine] = await api.services.db.select().from(vendingMachines).where(eq(vendingMachines.id, 5));
    const byCode = await post({ action: 'import.dex_audit', file_name: 'code.dex', content: audit(machine!.code, 3) });
    expect(byCode.body.data.audits[0]).toMatchObject({ status: 'matched', vending_machine_id: 5 });
    const withAsset = writeDex({ serial: 'VMC-77', selections: [], readAt: new Date('2026-11-22T10:00:00Z') }).replace('ID1*VMC-77**6*0**', `ID1*VMC-77**6*0**${machine!.code}`);
    const byAsset = await post({ action: 'import.dex_audit', file_name: 'asset.dex', content: withAsset, unverified: true });
    expect(byAsset.body.data.audits[0]).toMatchObject({ status: 'matched', vending_machine_id: 5 });
    const [remembered] = await api.services.db.select().from(dexMachineSerials).where(eq(dexMachineSerials.serial, 'VMC-77'));
    expect(remembered).toMatchObject({ vending_machine_id: 5 });
  });

  it('writes an audit row for every audit imported and for a mapping, none for a duplicate', async () => {
    const content = audit('SER-AUDITED', 8);
    const first = await post({ action: 'import.dex_audit', file_name: 'audited.dex', content });
    const id = first.body.data.audits[0].id;
    await post({ action: 'import.dex_audit', file_name: 'audited.dex', content });
    const row = (await post({ action: 'get.dex_audit', id })).body.data;
    await post({ action: 'map.dex_audit', id, version: row.version, vending_machine_id: 6 });
    const rows = await api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'dex_audit'), eq(auditLog.entity_id, id)));
    expect(rows.map((r) => r.action).sort()).toEqual(['import.dex_audit', 'map.dex_audit']);
  });

  it("refuses to import for a machine out of the caller's reach", async () => {
    const franchise = await api.login('franchise@demo.local');
    const [outside] = await api.services.db.select({ id: vendingMachines.id }).from(vendingMachines).where(isNull(vendingMachines.franchise_id)).limit(1);
    const r = await post({ action: 'import.dex_audit', file_name: 'o.dex', content: audit('SER-OUT', 1), vending_machine_id: outside!.id }, franchise);
    expect(r.status).toBe(404);
  });
});

describe('bad input: a clear 4xx, never a 5xx, and nothing stored', () => {
  const sent = async (content: string) => post({ action: 'import.dex_audit', file_name: 'bad.dex', content });
  const count = async () => (await api.services.db.select({ id: dexAudits.id }).from(dexAudits)).length;

  it('refuses a cut-off file, a binary one, a file of too many audits or lines, and one over the size cap', async () => {
    const before = await count();
    const whole = audit('SER-CUT', 1);
    // Cut before its totals (a file cut after VA1 is read as far as it goes, with a warning).
    const cut = await sent(whole.slice(0, whole.indexOf('VA1*')));
    expect(cut.status).toBe(400);
    expect(cut.body.message).toMatch(new RegExp(`^Line \\d+: ${DEX_MESSAGES.cutOff.replace(/[().]/g, '\\$&')}$`));
    expect((await sent(`DXS*\u0000\u0001\u0002PK\u0003\u0004`)).body.message).toBe(DEX_MESSAGES.binary);
    const many = await sent('ST*001*0001\r\nSE*2*0001\r\n'.repeat(MAX_DEX_AUDITS_PER_FILE + 1));
    expect(many).toMatchObject({ status: 400, body: { message: DEX_AUDIT_MESSAGES.tooManyAudits } });
    const lines = await sent(`DXS*X*VA*V1/1*1\r\nST*001*0001\r\n${'MA5*NOTE\r\n'.repeat(80_000)}`);
    expect(lines.status).toBe(400);
    const overflow = await sent(writeDex({ serial: 'SER-BIG', selections: [{ selection: '11', price: 1, vends: 3_000_000_000, value: 1 }] }));
    expect(overflow.status).toBe(400);
    const huge = await sent('x'.repeat(MAX_BODY_BYTES));
    expect(huge.status).toBe(413);
    expect(await count()).toBe(before);
  });

  it('keeps injection in fields as text: the serial and file name come back as sent and nothing else changes', async () => {
    const evil = "X'); DROP TABLE dex_audits;--";
    const r = await post({ action: 'import.dex_audit', file_name: '<img src=x onerror=alert(1)>.dex', content: audit(evil, 1) });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const got = (await post({ action: 'get.dex_audit', id: r.body.data.audits[0].id })).body.data;
    expect(got).toMatchObject({ serial: "X');DROPTABLEdex_audits;--", file_name: '<img src=x onerror=alert(1)>.dex' });
    expect((await post({ action: 'list.dex_audits', search: "'; select 1 --" })).status).toBe(200);
  });

  it('refuses a request without a file name, with content that is not text, or with a machine id that is not one', async () => {
    expect((await post({ action: 'import.dex_audit', content: audit('SER-F', 1) })).status).toBe(400);
    expect((await post({ action: 'import.dex_audit', file_name: 'a.dex', content: 12 })).status).toBe(400);
    expect((await post({ action: 'import.dex_audit', file_name: 'a.dex', content: '' })).status).toBe(400);
    expect((await post({ action: 'import.dex_audit', file_name: 'a.dex', content: audit('SER-F', 1), vending_machine_id: 'x' })).status).toBe(400);
    expect((await post({ action: 'import.dex_audit', file_name: 'a.dex', content: audit('SER-F', 1), vending_machine_id: 999999 })).status).toBe(404);
  });
});
