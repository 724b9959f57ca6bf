/**
 * The DEX import dialog's summary: what a handful of files came to, counted as the user reads it
 * (imported, duplicates, unmatched machines once each, warnings of new audits, refused files,
 * and which of those may be sent again as unverified).
 */
import { describe, expect, it } from 'vitest';
import { summarise, summaryLine, type FileResult } from '../../src/features/dex-audits/import-summary.ts';

const audit = (id: number, outcome: 'imported' | 'duplicate', status: 'matched' | 'unmatched', serial: string, warnings: { line: number | null; message: string }[] = []) =>
  ({ id, outcome, status, serial, vending_machine_id: status === 'matched' ? 7 : null, warnings });

describe('the DEX import summary', () => {
  it('counts audits across files, names each unmatched serial once, and keeps the refusals with their line', () => {
    const results: FileResult[] = [
      { file: 'a.dex', kind: 'imported', audits: [audit(1, 'imported', 'matched', 'S1'), audit(2, 'imported', 'unmatched', 'NEW', [{ line: 9, message: 'SE says 12 lines, the audit has 11.' }])] },
      { file: 'b.dex', kind: 'imported', audits: [audit(1, 'duplicate', 'matched', 'S1', [{ line: null, message: 'old warning' }]), audit(3, 'imported', 'unmatched', 'NEW')] },
      { file: 'c.txt', kind: 'refused', message: 'Line 1: This file is not a DEX audit: it has no ST or DXS line.' },
      { file: 'd.dex', kind: 'checksum', message: "The file's checksum G85*0000 does not match its content (1A2B)." },
    ];
    const summary = summarise(results);
    expect(summary).toMatchObject({ imported: 3, duplicates: 1, unmatched: ['NEW'] });
    // A duplicate's warnings were shown when it was first imported.
    expect(summary.warnings).toEqual([{ file: 'a.dex', serial: 'NEW', line: 9, message: 'SE says 12 lines, the audit has 11.' }]);
    expect(summary.refused).toEqual([
      { file: 'c.txt', message: 'Line 1: This file is not a DEX audit: it has no ST or DXS line.', unverifiable: false },
      { file: 'd.dex', message: "The file's checksum G85*0000 does not match its content (1A2B).", unverifiable: true },
    ]);
    expect(summaryLine(summary)).toBe('3 audits imported, 1 duplicate, 1 unmatched machine, 1 warning, 2 files refused');
  });

  it('says nothing happened in the same words when nothing did', () => {
    expect(summaryLine(summarise([]))).toBe('0 audits imported, 0 duplicates, 0 unmatched machines, 0 warnings, 0 files refused');
  });
});
