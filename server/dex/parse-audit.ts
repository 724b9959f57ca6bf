/**
 * Reads one audit's segments (found by parse.ts) into DexAuditData: the blocks the console uses
 * typed, every other segment kept raw by tag, the G85 checked, the SE count and the selections'
 * sum against the machine total checked as warnings (real machines get both wrong).
 */
import { DEX_MESSAGES, type DexAuditData, type DexCash, type DexSelection, type DexWarning } from '../../contract/dex.ts';
import { crc16arc } from './crc.ts';
import { currencyOf, dateTime, int, isMakerCode, makerOf, serialOf, text } from './parse-fields.ts';

export interface Segment { tag: string; fields: string[]; line: number; raw: string }

/** One audit's segments as found: from ST (or the first bare block) to SE (or where it stops). */
export interface Chunk {
  segments: Segment[];
  envelope: boolean;
  communicationId: string | null;
  firstLine: number;
  warnings: DexWarning[];
}

/** Segments read into typed fields; every other one goes to `blocks`. */
const TYPED = new Set(['ST', 'SE', 'G85', 'ID1', 'ID4', 'ID5', 'VA1', 'VA2', 'VA3', 'CA2', 'CA3', 'CA4', 'CA10', 'CA15', 'DA2', 'PA1', 'PA2', 'PA3', 'PA4', 'EA1', 'EA2', 'MA5']);
/** The EVA-DTS segment families; a tag outside them is listed in `unknown`. */
const STANDARD = /^(ID\d|CB1|VA\d|BA\d{1,2}|CA\d{1,2}|DA\d{1,2}|DB\d{1,2}|TA\d|PA\d|PP1|EA\d|MA5|SD1|LS|LE|LA1|G85|ST|SE)$/;

export function readAudit(chunk: Chunk, now: Date): DexAuditData {
  const { segments } = chunk;
  const warnings = [...chunk.warnings];
  const byTag = new Map<string, Segment>();
  const blocks: Record<string, string[][]> = {};
  for (const s of segments) {
    if (!byTag.has(s.tag)) byTag.set(s.tag, s);
    if (!TYPED.has(s.tag)) (blocks[s.tag] ??= []).push(s.fields.map((f) => f.trim().slice(0, 200)));
  }
  const f = (tag: string, k: number) => byTag.get(tag)?.fields[k];
  const decimals = Math.min(3, Math.max(0, int(f('ID4', 0)) ?? 2));
  const money = (v: string | undefined) => { const n = int(v); return n === null ? null : Number((n / 10 ** decimals).toFixed(decimals)); };

  const checksum = verify(segments);
  if (checksum.checksum === 'absent') warnings.push({ line: null, message: DEX_MESSAGES.noChecksum });
  const last = segments[segments.length - 1]!;
  if (chunk.envelope && last.tag === 'SE') {
    const declared = int(last.fields[0]);
    if (declared !== null && declared !== segments.length) warnings.push({ line: last.line, message: DEX_MESSAGES.segmentCount(declared, segments.length) });
  }

  const selections = readSelections(segments, money);
  // Some machines write only their maker's code ("DIX", "JOF") as ID101: that names no machine.
  const id101 = serialOf(f('ID1', 0));
  const serial = id101 && isMakerCode(id101) ? null : id101;
  if (!serial) warnings.push({ line: byTag.get('ID1')?.line ?? null, message: DEX_MESSAGES.noSerial });
  const va1 = byTag.get('VA1');
  if (va1 && segments.some((s) => s.tag === 'PA2')) {
    const sum = sumWarning(segments, va1, decimals);
    if (sum) warnings.push(sum);
  }
  const model = text(f('ID1', 1));
  const cash: DexCash = {
    cash_sales_value: money(f('CA2', 0)), cash_sales_vends: int(f('CA2', 1)),
    cash_in: money(f('CA3', 0)), cash_to_box: money(f('CA3', 1)), cash_to_tubes: money(f('CA3', 2)), bills_in: money(f('CA3', 3)),
    interval_cash_in: money(f('CA3', 4)), interval_cash_to_box: money(f('CA3', 5)), interval_cash_to_tubes: money(f('CA3', 6)), interval_bills_in: money(f('CA3', 7)),
    cash_dispensed: money(f('CA4', 0)), cash_manually_dispensed: money(f('CA4', 1)),
    cash_filled: money(f('CA10', 0)), tube_contents: money(f('CA15', 0)),
    cashless_value: money(f('DA2', 0)), cashless_vends: int(f('DA2', 1)),
    interval_cashless_value: money(f('DA2', 2)), interval_cashless_vends: int(f('DA2', 3)),
  };
  return {
    line: chunk.firstLine,
    text: segments.map((s) => s.raw).join('\r\n'),
    communication_id: chunk.communicationId,
    serial,
    model,
    asset: text(f('ID1', 5)),
    location: text(f('ID1', 3)),
    maker: makerOf([chunk.communicationId, f('ID1', 0), f('CB1', 0)], model),
    decimals,
    currency: currencyOf(f('ID4', 1), f('ID4', 2)),
    read_at: readAt(byTag, now, warnings),
    totals: {
      paid_vends: int(f('VA1', 1)) ?? 0, paid_value: money(f('VA1', 0)) ?? 0,
      interval_paid_vends: int(f('VA1', 3)), interval_paid_value: money(f('VA1', 2)),
      test_vends: int(f('VA2', 1)), free_vends: int(f('VA3', 1)),
    },
    cash,
    selections,
    events: segments.filter((s) => s.tag === 'EA1' || s.tag === 'EA2').map((s) => ({
      code: text(s.fields[0], 20) ?? '',
      count: s.tag === 'EA2' ? int(s.fields[1]) : null,
      at: s.tag === 'EA1' ? dateTime(s.fields[1], s.fields[2]) : null,
    })),
    remarks: segments.filter((s) => s.tag === 'MA5').map((s) => s.fields.join('*').replace(/\*+$/, '').trim().slice(0, 200)),
    unknown: [...new Set(segments.map((s) => s.tag).filter((t) => !STANDARD.test(t)))],
    blocks,
    envelope: chunk.envelope,
    ...checksum,
    warnings,
  };
}

/**
 * ID5 is the reading's time; machines without it write the read into EA3 (EA302/EA303). A time
 * more than a day after now is a machine clock gone wrong: not believed (the import takes its own).
 */
function readAt(byTag: Map<string, Segment>, now: Date, warnings: DexWarning[]): string | null {
  const id5 = byTag.get('ID5');
  const ea3 = byTag.get('EA3');
  const fromId5 = id5 ? dateTime(id5.fields[0], id5.fields[1]) : null;
  const at = fromId5 ?? (ea3 ? dateTime(ea3.fields[1], ea3.fields[2]) : null);
  if (at && Date.parse(at) > now.getTime() + 86_400_000) {
    warnings.push({ line: (fromId5 ? id5 : ea3)!.line, message: DEX_MESSAGES.futureReadAt(at) });
    return null;
  }
  return at;
}

/** PA1 opens a selection; the PA2–PA4 after it are its sales, test and free vends. */
function readSelections(segments: Segment[], money: (v: string | undefined) => number | null): DexSelection[] {
  const selections: DexSelection[] = [];
  let current: DexSelection | null = null;
  for (const s of segments) {
    if (s.tag === 'PA1') {
      current = {
        selection: text(s.fields[0], 20) ?? '', price: money(s.fields[1]), product: text(s.fields[2], 40),
        vends: 0, value: 0, interval_vends: null, interval_value: null,
        capacity: int(s.fields[3]), level: int(s.fields[7]), test_vends: null, free_vends: null,
      };
      selections.push(current);
    } else if (current && s.tag === 'PA2') {
      current.vends = int(s.fields[0]) ?? 0;
      current.value = money(s.fields[1]) ?? 0;
      current.interval_vends = int(s.fields[2]);
      current.interval_value = money(s.fields[3]);
    } else if (current && s.tag === 'PA3') {
      current.test_vends = int(s.fields[0]);
    } else if (current && s.tag === 'PA4') {
      current.free_vends = int(s.fields[0]);
    }
  }
  return selections;
}

/** Product sales that do not add up to the machine total: real machines do it (a warning, not a refusal). */
function sumWarning(segments: Segment[], va1: Segment, decimals: number): DexWarning | null {
  let vends = 0;
  let value = 0;
  for (const s of segments) {
    if (s.tag !== 'PA2') continue;
    vends += int(s.fields[0]) ?? 0;
    value += int(s.fields[1]) ?? 0;
  }
  const totalValue = int(va1.fields[0]) ?? 0;
  const totalVends = int(va1.fields[1]) ?? 0;
  if (vends === totalVends && value === totalValue) return null;
  const major = (n: number) => (n / 10 ** decimals).toFixed(decimals);
  return { line: va1.line, message: DEX_MESSAGES.salesSum(vends, major(value), totalVends, major(totalValue)) };
}

/** G85 is CRC-16/ARC over the lines from ST* to the one before G85, each ended by CRLF (blank lines are not the machine's). */
function verify(segments: Segment[]) {
  const at = segments.findIndex((s) => s.tag === 'G85');
  if (at < 0) return { checksum: 'absent' as const, checksum_found: null, checksum_computed: null };
  const covered = segments.slice(0, at).map((s) => `${s.raw}\r\n`).join('');
  const computed = crc16arc(covered).toString(16).toUpperCase().padStart(4, '0');
  const found = (text(segments[at]!.fields[0], 8) ?? '').toUpperCase();
  return { checksum: found === computed ? 'valid' as const : 'invalid' as const, checksum_found: found, checksum_computed: computed };
}
