/**
 * The DEX parser on files the project writes itself (server/dex/write.ts), with every fault real
 * machines and handhelds make: each quirk is read with its warning, each refusal names its line.
 */
import { describe, expect, it } from 'vitest';
import { DEX_MESSAGES, type DexAuditData } from '../../contract/dex.ts';
import { parseDex } from '../../server/dex/parse.ts';
import { currencyOf, dateTime } from '../../server/dex/parse-fields.ts';
import { writeDex, writeDexFile, type DexWriteInput } from '../../server/dex/write.ts';

const base: DexWriteInput = {
  serial: 'SER-1',
  model: 'GVC1',
  readAt: new Date('2026-11-20T10:30:00Z'),
  selections: [
    { selection: '11', price: 20, vends: 5, value: 100 },
    { selection: 'A3', price: 12.5, vends: 2, value: 25 },
  ],
};

function audits(content: string): DexAuditData[] {
  const parsed = parseDex(content);
  if (!parsed.ok) throw new Error(`refused at line ${parsed.line}: ${parsed.reason}`);
  return parsed.audits;
}
const one = (content: string) => { const all = audits(content); expect(all).toHaveLength(1); return all[0]!; };
const messages = (a: DexAuditData) => a.warnings.map((w) => w.message);
const refusal = (content: string) => {
  const parsed = parseDex(content);
  if (parsed.ok) throw new Error('expected a refusal');
  return { line: parsed.line, reason: parsed.reason };
};

describe('DEX parser: a clean audit', () => {
  it('reads serial, model, read time, totals, selections and cash with a valid G85 and no warnings', () => {
    const a = one(writeDex({ ...base, cashless: { value: 25, vends: 2 }, cashDispensed: 3.5, cashFilled: 40, tubeContents: 61.25 }));
    expect(a).toMatchObject({
      line: 1, serial: 'SER-1', model: 'GVC1', currency: 'INR', decimals: 2, read_at: '2026-11-20T10:30:00.000Z',
      totals: { paid_vends: 7, paid_value: 125 }, checksum: 'valid', envelope: true, warnings: [],
      cash: { cash_in: 100, cash_to_box: 100, cashless_value: 25, cashless_vends: 2, cash_dispensed: 3.5, cash_filled: 40, tube_contents: 61.25 },
    });
    expect(a.selections).toMatchObject([{ selection: '11', price: 20, vends: 5, value: 100 }, { selection: 'A3', price: 12.5, vends: 2, value: 25 }]);
    expect(a.checksum_found).toBe(a.checksum_computed);
  });

  it('reads product levels, events, remarks and keeps every other block raw by tag, listing the non-standard ones', () => {
    const a = one(writeDex({
      ...base,
      selections: [{ selection: '11', price: 20, vends: 5, value: 100, product: 'COLA', capacity: 12, level: 7 }],
      events: [{ code: 'EGS', at: new Date('2026-11-19T08:15:00Z') }, { code: 'EJK', count: 4 }],
      remarks: ['TEMP*41*5'],
      extra: ['CA1*MEI123*CF7500*0127', 'ZZ9*a*b'],
    }));
    expect(a.selections[0]).toMatchObject({ product: 'COLA', capacity: 12, level: 7 });
    expect(a.events).toEqual([{ code: 'EGS', count: null, at: '2026-11-19T08:15:00.000Z' }, { code: 'EJK', count: 4, at: null }]);
    expect(a.remarks).toEqual(['TEMP*41*5']);
    expect(a.blocks).toMatchObject({ CA1: [['MEI123', 'CF7500', '0127']], ZZ9: [['a', 'b']] });
    expect(a.unknown).toEqual(['ZZ9']);
  });

  it('names the maker from the communication id, the serial or the model, and null when the file does not say', () => {
    expect(one(writeDex({ ...base, communicationId: 'SIE9999999' })).maker).toBe('Sielaff');
    expect(one(writeDex({ ...base, serial: 'WTN12230750001' })).maker).toBe('Wittern');
    expect(one(writeDex({ ...base, model: 'AMS SENSIT III' })).maker).toBe('AMS');
    expect(one(writeDex(base)).maker).toBeNull();
  });

  it('takes the read time from EA3 when the audit has no ID5', () => {
    const content = writeDex({ ...base, extra: ['EA3*12*261121*0905'] }).replace(/ID5\*[^\r\n]*\r\n/, '');
    expect(one(content).read_at).toBe('2026-11-21T09:05:00.000Z');
  });
});

describe('DEX parser: real-world quirks are read, with a warning where the data may be off', () => {
  const clean = one(writeDex(base));

  it.each([['CRLF', '\r\n'], ['LF', '\n'], ['CR', '\r']] as const)('reads %s line ends to the same audit, same text and a valid G85', (_, eol) => {
    const a = one(writeDex({ ...base, eol }));
    expect(a).toMatchObject({ checksum: 'valid', text: clean.text, totals: clean.totals, selections: clean.selections, warnings: [] });
  });

  it('skips blank lines: same text (so a re-import is a duplicate) and the G85 still valid', () => {
    const a = one(writeDex({ ...base, blankLines: true }));
    expect(a).toMatchObject({ checksum: 'valid', text: clean.text, warnings: [] });
  });

  it('warns on a wrong SE count at the SE line', () => {
    const content = writeDex({ ...base, seCount: 99 });
    const seLine = content.split('\r\n').findIndex((l) => l.startsWith('SE*')) + 1;
    const a = one(content);
    expect(a.warnings).toEqual([{ line: seLine, message: DEX_MESSAGES.segmentCount(99, seLine - 1) }]);
  });

  it('reads an audit without G85 as checksum absent, with a warning', () => {
    const a = one(writeDex({ ...base, checksum: 'absent' }));
    expect(a).toMatchObject({ checksum: 'absent', checksum_found: null });
    expect(messages(a)).toEqual([DEX_MESSAGES.noChecksum]);
  });

  it('marks a G85 that does not match as invalid with both values (the import refuses it unless unverified)', () => {
    const a = one(writeDex({ ...base, checksum: 'wrong' }));
    expect(a.checksum).toBe('invalid');
    expect(a.checksum_found).toMatch(/^[0-9A-F]{4}$/);
    expect(a.checksum_computed).toBe(clean.checksum_computed);
    expect(a.checksum_found).not.toBe(a.checksum_computed);
  });

  it('reads several audits in one file, each from its DXS line', () => {
    const content = writeDexFile([base, { ...base, serial: 'SER-2', communicationId: 'ANI1234567' }]);
    const all = audits(content);
    expect(all.map((a) => [a.serial, a.line, a.checksum, a.communication_id])).toEqual([
      ['SER-1', 1, 'valid', 'VNDCONSOLE'],
      ['SER-2', content.split('\r\n').indexOf('DXS*ANI1234567*VA*V1/1*1') + 1, 'valid', 'ANI1234567'],
    ]);
  });

  it('reads bare DEX blocks without ST/SE as one audit, with a warning', () => {
    const a = one(writeDex({ ...base, envelope: 'none' }));
    expect(a).toMatchObject({ serial: 'SER-1', envelope: false, checksum: 'valid', totals: clean.totals });
    expect(messages(a)).toEqual([DEX_MESSAGES.noEnvelope]);
  });

  it('removes the padding and inner spaces handhelds put in serials', () => {
    expect(one(writeDex({ ...base, serial: '  0799 1398 08 ' })).serial).toBe('0799139808');
  });

  it('reads missing optional fields as null: no model, no ID4 (2 decimals), no ID5', () => {
    const content = writeDex({ ...base, model: '', checksum: 'absent' }).replace(/ID4\*[^\r\n]*\r\n/, '').replace(/ID5\*[^\r\n]*\r\n/, '');
    expect(one(content)).toMatchObject({ model: null, decimals: 2, currency: null, read_at: null, totals: { paid_value: 125 } });
  });

  it('warns without refusing when the selections do not add up to the machine total', () => {
    const a = one(writeDex({ ...base, totals: { vends: 9, value: 150 } }));
    expect(a.totals).toMatchObject({ paid_vends: 9, paid_value: 150 });
    expect(a.warnings).toEqual([{ line: 6, message: DEX_MESSAGES.salesSum(7, '125.00', 9, '150.00') }]);
  });

  it('warns when the audit names no serial, or only its maker code ("DIX"), which names no machine', () => {
    expect(messages(one(writeDex({ ...base, serial: '' })))).toEqual([DEX_MESSAGES.noSerial]);
    const dix = one(writeDex({ ...base, serial: 'DIX' }));
    expect(dix).toMatchObject({ serial: null, maker: 'Dixie-Narco' });
    expect(messages(dix)).toEqual([DEX_MESSAGES.noSerial]);
  });

  it('does not believe a machine clock that reads after today, with a warning at its line', () => {
    const parsed = parseDex(writeDex({ ...base, readAt: new Date('2037-07-10T05:43:00Z') }), new Date('2026-11-29T08:00:00Z'));
    expect(parsed.ok && parsed.audits[0]).toMatchObject({ read_at: null, warnings: [{ line: 5, message: DEX_MESSAGES.futureReadAt('2037-07-10T05:43:00.000Z') }] });
  });

  it('skips lines before and after the audits with a warning naming them', () => {
    const content = writeDexFile([base], { before: ['Slot 010: Sprite: 25', 'Slot 011: Coke: 48', ''], after: ['', 'XX1*8100000007541-17122020 09:03:18'] });
    const a = one(content);
    const last = content.split('\r\n').length - 1;
    expect(a.line).toBe(4);
    expect(a.warnings).toEqual([
      { line: 1, message: DEX_MESSAGES.skipped(1, 2) },
      { line: last, message: DEX_MESSAGES.skipped(last, last) },
    ]);
  });

  it('reads an audit that stops after its totals as far as it goes, warning that it may be cut off', () => {
    const a = one(writeDex({ ...base, cutAfter: 8 }));
    expect(a).toMatchObject({ checksum: 'absent', totals: { paid_vends: 7 } });
    expect(a.selections.map((s) => [s.selection, s.vends])).toEqual([['11', 5]]);
    expect(a.warnings[0]).toEqual({ line: 9, message: DEX_MESSAGES.noSe(9) });
  });

  it('ends an audit without SE where the next one starts (files concatenated after a cut read)', () => {
    const all = audits(writeDexFile([{ ...base, cutAfter: 6 }, { ...base, serial: 'SER-2' }]));
    expect(all.map((a) => [a.serial, a.checksum])).toEqual([['SER-1', 'absent'], ['SER-2', 'valid']]);
    expect(all[0]!.warnings[0]).toEqual({ line: 7, message: DEX_MESSAGES.noSe(7) });
  });
});

describe('DEX parser: refusals name the reason and the line', () => {
  it('refuses a file that is not DEX at its first line', () => {
    expect(refusal('hello\nworld')).toEqual({ line: 1, reason: DEX_MESSAGES.notDex });
    expect(refusal('{"serial": "x"}')).toEqual({ line: 1, reason: DEX_MESSAGES.notDex });
    expect(refusal('\n\nname;price\nCola;20\n')).toEqual({ line: 3, reason: DEX_MESSAGES.notDex });
  });

  it('refuses segments that hold no audit (no ID1 or VA1)', () => {
    expect(refusal('DXS*X*VA*V1/1*1\nMA5*HELLO\nDXE*1*1\n')).toEqual({ line: 1, reason: DEX_MESSAGES.notDex });
  });

  it('refuses an empty file and a blank one', () => {
    expect(refusal('')).toEqual({ line: null, reason: DEX_MESSAGES.empty });
    expect(refusal('\r\n \r\n\n')).toEqual({ line: null, reason: DEX_MESSAGES.empty });
  });

  it('refuses an audit cut off before its totals at its last line', () => {
    expect(refusal(writeDex({ ...base, cutAfter: 3 }))).toEqual({ line: 4, reason: DEX_MESSAGES.cutOff });
  });

  it('refuses a line inside an audit that is not a DEX segment, naming it', () => {
    const content = writeDex(base).replace('VA1*', 'garbled line\r\nVA1*');
    expect(refusal(content)).toEqual({ line: 6, reason: DEX_MESSAGES.notDexLine('garbled line') });
  });

  it('refuses binary content and a file over the size limit', () => {
    expect(refusal('DXS*\u0000\u0001PK\u0003\u0004')).toEqual({ line: null, reason: DEX_MESSAGES.binary });
    expect(refusal('x'.repeat(50 * 1024 * 1024))).toEqual({ line: null, reason: DEX_MESSAGES.tooLarge });
  });
});

describe('DEX parser: hostile input is refused or read bounded, in linear time', () => {
  const quick = (fn: () => unknown) => { const began = performance.now(); fn(); return performance.now() - began; };

  it('reads a million blank lines, 100,000 ST lines and a 150,000-selection audit in well under a few seconds', () => {
    expect(quick(() => expect(refusal('\n'.repeat(1_000_000)).reason).toBe(DEX_MESSAGES.empty))).toBeLessThan(3000);
    expect(quick(() => expect(refusal('ST*001*0001\n'.repeat(100_000)).reason).toBe(DEX_MESSAGES.cutOff))).toBeLessThan(3000);
    const big = writeDex({ ...base, checksum: 'absent' }).replace('PA1*', `${'PA1*9*1*\r\nPA2*0*0\r\n'.repeat(75_000)}PA1*`);
    expect(big.length).toBeLessThan(2 * 1024 * 1024);
    expect(quick(() => expect(one(big).selections).toHaveLength(75_002))).toBeLessThan(3000);
  });

  it('keeps injection-ish and overlong fields as bounded text', () => {
    const a = one(writeDex({ ...base, serial: `'; DROP TABLE dex_audits;--<script>${'9'.repeat(5000)}`, model: `<img src=x onerror=alert(1)>${'M'.repeat(5000)}` }));
    expect(a.serial!.startsWith("';DROPTABLEdex_audits;--<script>")).toBe(true);
    expect(a.serial!.length).toBeLessThanOrEqual(64);
    expect(a.model!.length).toBeLessThanOrEqual(80);
  });
});

describe('DEX fields', () => {
  it.each([
    ['840', 'USD', 'USD'], ['1840', 'USD', 'USD'], ['1978', undefined, 'EUR'], ['0001', '5', 'USD'], ['001', '1', 'USD'],
    ['1', '5', 'USD'], ['0', '978', 'EUR'], ['356', undefined, 'INR'], ['FFFF', '1', null], ['039', '050', null], [undefined, undefined, null],
  ] as const)('reads ID402 %s / ID403 %s as currency %s', (id402, id403, currency) => {
    expect(currencyOf(id402, id403)).toBe(currency);
  });

  it('reads two- and four-digit years and seconds, and no time for an impossible date', () => {
    expect(dateTime('261120', '1030')).toBe('2026-11-20T10:30:00.000Z');
    expect(dateTime('20240205', '113305')).toBe('2024-02-05T11:33:05.000Z');
    expect(dateTime('20240231', '1000')).toBeNull();
    expect(dateTime('2024', '1000')).toBeNull();
    expect(dateTime('20240205', '2561')).toBeNull();
  });
});
