/**
 * What an import of several DEX files came to: each file is one import.dex_audit call, whose
 * answer (or refusal) is kept as a FileResult; the summary counts them the way an operations
 * manager reads a handheld's day: imported, duplicates, unmatched machines, warnings, refused.
 */
import type { Infer } from 'superstruct';
import type { ImportOutcome } from '../../../contract/actions/dex-audits.ts';

type Outcome = Infer<typeof ImportOutcome>;

export type FileResult =
  | { file: string; kind: 'imported'; audits: Outcome[] }
  /** 400: not DEX, cut off, too large; the message names the line. */
  | { file: string; kind: 'refused'; message: string }
  /** 409: the G85 does not match; the user may send it again as unverified. */
  | { file: string; kind: 'checksum'; message: string };

export interface ImportSummary {
  imported: number;
  duplicates: number;
  /** Serials no machine answers to (each once, however many audits carry it). */
  unmatched: string[];
  warnings: { file: string; serial: string; line: number | null; message: string }[];
  refused: { file: string; message: string; unverifiable: boolean }[];
}

export function summarise(results: readonly FileResult[]): ImportSummary {
  const summary: ImportSummary = { imported: 0, duplicates: 0, unmatched: [], warnings: [], refused: [] };
  const unmatched = new Set<string>();
  for (const result of results) {
    if (result.kind !== 'imported') {
      summary.refused.push({ file: result.file, message: result.message, unverifiable: result.kind === 'checksum' });
      continue;
    }
    for (const audit of result.audits) {
      if (audit.outcome === 'duplicate') summary.duplicates++;
      else {
        summary.imported++;
        summary.warnings.push(...audit.warnings.map((w) => ({ file: result.file, serial: audit.serial, ...w })));
      }
      if (audit.status === 'unmatched') unmatched.add(audit.serial || '(no serial)');
    }
  }
  summary.unmatched = [...unmatched];
  return summary;
}

/** One line for the dialog's status: "3 audits imported, 1 duplicate, 1 unmatched machine, 2 warnings, 1 file refused". */
export function summaryLine(s: ImportSummary): string {
  const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  return [
    `${count(s.imported, 'audit')} imported`,
    count(s.duplicates, 'duplicate'),
    count(s.unmatched.length, 'unmatched machine'),
    count(s.warnings.length, 'warning'),
    `${count(s.refused.length, 'file')} refused`,
  ].join(', ');
}
