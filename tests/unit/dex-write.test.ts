/**
 * The DEX writer against the parser, as a property: any audit written (in any layout a real file
 * comes in) parses back to the same figures with a valid G85; several audits in one file each
 * come back. And the G85's CRC-16/ARC on its known values.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDex } from '../../server/dex/parse.ts';
import { crc16arc } from '../../server/dex/crc.ts';
import { writeDexFile, type DexWriteInput } from '../../server/dex/write.ts';

/** Money drawn in minor units, so a written figure is exactly representable in the major unit. */
const money = (decimals: number) => fc.integer({ min: 0, max: 5_000_000 }).map((n) => n / 10 ** decimals);

const audit = fc.integer({ min: 0, max: 3 }).chain((decimals) => fc.record({
  serial: fc.stringMatching(/^[A-Z0-9][A-Z0-9-]{0,15}$/),
  decimals: fc.constant(decimals),
  currency: fc.constantFrom('INR', 'EUR', 'USD'),
  readAt: fc.date({ min: new Date('2001-01-01T00:00:00Z'), max: new Date('2026-01-01T00:00:00Z'), noInvalidDate: true })
    .map((d) => new Date(Math.floor(d.getTime() / 60_000) * 60_000)),
  selections: fc.uniqueArray(fc.record({
    selection: fc.stringMatching(/^[A-Z0-9]{1,4}$/),
    price: money(decimals),
    vends: fc.integer({ min: 0, max: 100_000 }),
    value: money(decimals),
    level: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
  }), { selector: (s) => s.selection, maxLength: 12 }),
  cashIn: money(decimals),
  cashToBox: money(decimals),
  cashless: fc.option(fc.record({ value: money(decimals), vends: fc.integer({ min: 0, max: 100_000 }) }), { nil: undefined }),
  envelope: fc.constantFrom<'full' | 'none'>('full', 'none'),
}));
const layout = fc.record({ eol: fc.constantFrom<'\r\n' | '\n' | '\r'>('\r\n', '\n', '\r'), blankLines: fc.boolean() });

function expectSameFigures(written: DexWriteInput, read: ReturnType<typeof parsed>[number]) {
  expect(read).toMatchObject({
    serial: written.serial,
    decimals: written.decimals,
    currency: written.currency,
    read_at: written.readAt!.toISOString(),
    checksum: 'valid',
    envelope: written.envelope !== 'none',
    totals: { paid_vends: written.selections.reduce((n, s) => n + s.vends, 0) },
    cash: { cash_in: written.cashIn, cash_to_box: written.cashToBox, cashless_value: written.cashless?.value ?? null, cashless_vends: written.cashless?.vends ?? null },
  });
  expect(read.totals.paid_value).toBeCloseTo(written.selections.reduce((n, s) => n + s.value, 0), 3);
  expect(read.selections.map((s) => ({ selection: s.selection, price: s.price, vends: s.vends, value: s.value, level: s.level ?? undefined })))
    .toEqual(written.selections.map((s) => ({ selection: s.selection, price: s.price, vends: s.vends, value: s.value, level: s.level })));
  // Written totals are the selections' sum, so the parser has nothing to warn about but a bare file.
  expect(read.warnings.map((w) => w.message).filter((m) => !m.includes('envelope'))).toEqual([]);
}

function parsed(content: string) {
  const result = parseDex(content);
  if (!result.ok) throw new Error(`refused at line ${result.line}: ${result.reason}`);
  return result.audits;
}

describe('DEX writer and parser agree', () => {
  it('an audit written in any layout parses back to the same figures with a valid G85', () => {
    fc.assert(fc.property(audit, layout, (a, l) => {
      const [read, ...rest] = parsed(writeDexFile([a], l));
      expect(rest).toEqual([]);
      expectSameFigures(a, read!);
    }), { numRuns: 100 });
  });

  it('several enveloped audits in one file each parse back, in order', () => {
    fc.assert(fc.property(fc.array(audit.map((a) => ({ ...a, envelope: 'full' as const })), { minLength: 1, maxLength: 4 }), layout, (list, l) => {
      const read = parsed(writeDexFile(list, l));
      expect(read).toHaveLength(list.length);
      list.forEach((a, i) => expectSameFigures(a, read[i]!));
    }), { numRuns: 30 });
  });
});

describe('CRC-16/ARC (the G85 check)', () => {
  it('gives the catalogued check value and known small values', () => {
    expect(crc16arc('123456789')).toBe(0xbb3d);
    expect(crc16arc('')).toBe(0);
    expect(crc16arc('A')).toBe(0x30c0);
  });

  it('reads the text as bytes (latin1), as a machine computes it', () => {
    expect(crc16arc('\u00e9')).toBe(crc16arc(String.fromCharCode(0xe9)));
    expect(crc16arc('ST*001*0001\r\n')).not.toBe(crc16arc('ST*001*0001\n'));
  });
});
