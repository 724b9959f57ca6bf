/**
 * EVA-DTS (DEX/UCS) audit parser. No maintained parser exists on npm (docs/decisions.md), so
 * this is ours: it reads the DXS/ST … SE/DXE envelope and the blocks the console uses, keeps the
 * tags of the others, and is lenient where real machines break the standard (CRLF or LF, blank
 * lines, wrong SE counts and missing G85 are warnings) and strict where the data would be wrong
 * (not DEX, cut off: refused with the line).
 */
import { DEX_MESSAGES, type DexAuditData, type DexCash, type DexParse, type DexWarning } from '../../contract/dex.ts';
import { crc16arc } from './crc.ts';

interface Segment { tag: string; fields: string[]; line: number; text: string }

const KNOWN = new Set(['DXS', 'DXE', 'ST', 'SE', 'G85', 'ID1', 'ID4', 'ID5', 'VA1', 'VA2', 'VA3', 'CA2', 'CA3', 'CA4', 'DA2', 'PA1', 'PA2', 'EA1', 'EA2', 'MA5']);

export function parseDex(content: string): DexParse {
  if (isBinary(content)) return { ok: false, line: null, reason: DEX_MESSAGES.binary };
  const lines = content.split(/\r\n|\n|\r/);
  const audits: DexAuditData[] = [];
  let communicationId: string | null = null;
  let dxsLine: number | null = null;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!.trim();
    if (text === '') continue;
    const tag = text.split('*')[0]!;
    if (tag === 'DXS') { communicationId = text.split('*')[1] || null; dxsLine = i + 1; continue; }
    if (tag === 'DXE') continue;
    if (tag !== 'ST') {
      if (audits.length === 0 && dxsLine === null) return { ok: false, line: i + 1, reason: DEX_MESSAGES.notDex };
      continue;
    }
    const end = lines.findIndex((l, j) => j > i && l.trim().startsWith('SE*'));
    if (end < 0) return { ok: false, line: lines.length, reason: DEX_MESSAGES.cutOff };
    audits.push(readAudit(lines, i, end, communicationId, dxsLine ?? i + 1));
    communicationId = null;
    dxsLine = null;
    i = end;
  }
  if (audits.length === 0) return { ok: false, line: 1, reason: DEX_MESSAGES.notDex };
  return { ok: true, audits };
}

function readAudit(lines: string[], start: number, end: number, communicationId: string | null, firstLine: number): DexAuditData {
  const segments: Segment[] = [];
  for (let j = start; j <= end; j++) {
    const text = lines[j]!.trim();
    if (text !== '') segments.push({ tag: text.split('*')[0]!, fields: text.split('*').slice(1), line: j + 1, text });
  }
  const warnings: DexWarning[] = [];
  const first = (tag: string) => segments.find((s) => s.tag === tag);
  const id4 = first('ID4');
  const decimals = Math.min(3, Math.max(0, int(id4?.fields[0]) ?? 2));
  const money = (v: string | undefined) => { const n = int(v); return n === null ? null : n / 10 ** decimals; };

  const checksum = verify(lines, start, segments);
  if (checksum.checksum === 'absent') warnings.push({ line: null, message: DEX_MESSAGES.noChecksum });
  const se = segments[segments.length - 1]!;
  const declared = int(se.fields[0]);
  if (declared !== null && declared !== segments.length) warnings.push({ line: se.line, message: DEX_MESSAGES.segmentCount(declared, segments.length) });

  const id1 = first('ID1');
  const va1 = first('VA1');
  const selections: DexAuditData['selections'] = [];
  for (const s of segments) {
    if (s.tag === 'PA1') selections.push({ selection: (s.fields[0] ?? '').trim(), price: money(s.fields[1]), product: s.fields[2]?.trim() || null, vends: 0, value: 0, interval_vends: null, interval_value: null, level: int(s.fields[7]) });
    if (s.tag === 'PA2' && selections.length > 0) {
      const sel = selections[selections.length - 1]!;
      sel.vends = int(s.fields[0]) ?? 0;
      sel.value = money(s.fields[1]) ?? 0;
      sel.interval_vends = int(s.fields[2]);
      sel.interval_value = money(s.fields[3]);
    }
  }
  const f = (tag: string, k: number) => first(tag)?.fields[k];
  const cash: DexCash = {
    cash_sales_value: money(f('CA2', 0)), cash_sales_vends: int(f('CA2', 1)),
    cash_in: money(f('CA3', 0)), cash_to_box: money(f('CA3', 1)), cash_to_tubes: money(f('CA3', 2)), bills_in: money(f('CA3', 3)),
    interval_cash_in: money(f('CA3', 4)), interval_cash_to_box: money(f('CA3', 5)), interval_cash_to_tubes: money(f('CA3', 6)), interval_bills_in: money(f('CA3', 7)),
    cash_dispensed: money(f('CA4', 0)),
    cashless_value: money(f('DA2', 0)), cashless_vends: int(f('DA2', 1)),
  };
  return {
    line: firstLine,
    text: lines.slice(start, end + 1).join('\r\n'),
    communication_id: communicationId,
    serial: normaliseSerial(id1?.fields[0]),
    model: id1?.fields[1]?.trim() || null,
    asset: id1?.fields[5]?.trim() || null,
    location: id1?.fields[3]?.trim() || null,
    maker: null,
    decimals,
    currency: id4?.fields[2]?.trim() || id4?.fields[1]?.trim() || null,
    read_at: readAt(first('ID5')),
    totals: {
      paid_vends: int(va1?.fields[1]) ?? 0, paid_value: money(va1?.fields[0]) ?? 0,
      interval_paid_vends: int(va1?.fields[3]), interval_paid_value: money(va1?.fields[2]),
      test_vends: int(f('VA2', 1)), free_vends: int(f('VA3', 1)),
    },
    cash,
    selections,
    events: segments.filter((s) => s.tag === 'EA1' || s.tag === 'EA2').map((s) => ({
      code: (s.fields[0] ?? '').trim(),
      count: s.tag === 'EA2' ? int(s.fields[1]) : null,
      at: s.tag === 'EA1' ? dateTime(s.fields[1], s.fields[2]) : null,
    })),
    remarks: segments.filter((s) => s.tag === 'MA5').map((s) => s.fields.join('*').replace(/\*+$/, '')),
    unknown: [...new Set(segments.map((s) => s.tag).filter((t) => !KNOWN.has(t)))],
    ...checksum,
    warnings,
  };
}

/** G85 is CRC-16/ARC over the lines from ST* to the one before G85, each ended by CRLF. */
function verify(lines: string[], start: number, segments: Segment[]) {
  const g85 = segments.find((s) => s.tag === 'G85');
  if (!g85) return { checksum: 'absent' as const, checksum_found: null, checksum_computed: null };
  const covered = lines.slice(start, g85.line - 1).map((l) => `${l}\r\n`).join('');
  const computed = crc16arc(covered).toString(16).toUpperCase().padStart(4, '0');
  const found = (g85.fields[0] ?? '').trim().toUpperCase();
  return { checksum: found === computed ? 'valid' as const : 'invalid' as const, checksum_found: found, checksum_computed: computed };
}

/** NUL and the other C0 controls besides tab, CR and LF do not occur in a text audit. */
function isBinary(content: string): boolean {
  for (let i = 0; i < content.length; i++) {
    const c = content.charCodeAt(i);
    if (c < 32 && c !== 9 && c !== 10 && c !== 13) return true;
  }
  return false;
}

function int(v: string | undefined): number | null {
  const t = v?.trim();
  if (!t || !/^-?\d+$/.test(t)) return null;
  return Number(t);
}

/** "  0799 1398 08 " → "0799139808": handhelds pad and split serials. */
function normaliseSerial(v: string | undefined): string | null {
  const t = v?.replace(/\s+/g, '') ?? '';
  return t === '' ? null : t;
}

function readAt(id5: Segment | undefined): string | null {
  return id5 ? dateTime(id5.fields[0], id5.fields[1]) : null;
}

/** YYMMDD (or YYYYMMDD) and HHMM[SS] as an ISO time; null when the date is not a real one. */
function dateTime(day: string | undefined, time: string | undefined): string | null {
  const d = day?.trim() ?? '';
  const m = /^(\d{2}|\d{4})(\d{2})(\d{2})$/.exec(d);
  if (!m) return null;
  const year = m[1]!.length === 2 ? 2000 + Number(m[1]) : Number(m[1]);
  const t = (time?.trim() ?? '').padEnd(4, '0');
  const hh = Number(t.slice(0, 2)) || 0;
  const mm = Number(t.slice(2, 4)) || 0;
  const at = new Date(Date.UTC(year, Number(m[2]) - 1, Number(m[3]), hh, mm));
  return at.getUTCMonth() === Number(m[2]) - 1 && at.getUTCDate() === Number(m[3]) ? at.toISOString() : null;
}
