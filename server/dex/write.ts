/**
 * Writes EVA-DTS audits: the demo seed's audit history and the tests' files come from here, so
 * the project never ships a machine's real file. Counters are cumulative, money in the major unit
 * (written in minor units per `decimals`); the G85 is computed like a machine's. It also writes the
 * faults real files have (line endings, blank lines, wrong SE, no or wrong G85, no envelope, cut
 * off, several audits in one file), so the parser's tests need no real file.
 */
import { crc16arc } from './crc.ts';

export interface DexWriteSelection {
  selection: string;
  price: number;
  vends: number;
  value: number;
  product?: string;
  /** PA104 and PA108. */
  capacity?: number;
  level?: number;
}

export interface DexWriteInput {
  serial: string;
  model?: string;
  communicationId?: string;
  decimals?: number;
  /** ID403, e.g. "INR". */
  currency?: string;
  readAt?: Date;
  selections: DexWriteSelection[];
  /** VA1 as the machine reports it; default: the selections' sum (real machines differ from it). */
  totals?: { vends: number; value: number };
  /** Cash in since initialisation (CA301) and to the cash box (CA302); default: all paid value. */
  cashIn?: number;
  cashToBox?: number;
  /** CA401 change paid out, CA1001 coins filled by hand, CA1501 what the tubes hold. */
  cashDispensed?: number;
  cashFilled?: number;
  tubeContents?: number;
  cashless?: { value: number; vends: number };
  /** EA1 (an event at a time) or EA2 (an event's count). */
  events?: { code: string; at?: Date; count?: number }[];
  remarks?: string[];
  /** Leave G85 out (an older handheld) or write a wrong one (a corrupted read). */
  checksum?: 'valid' | 'absent' | 'wrong';
  /** Extra lines written before G85 (blocks the parser does not read). */
  extra?: string[];
  /** Line ending: machines and handhelds use all three. */
  eol?: '\r\n' | '\n' | '\r';
  /** A blank line after every line (a handheld's transfer doubling the line ends). */
  blankLines?: boolean;
  /** SE's segment count as written, when a machine miscounts. */
  seCount?: number;
  /** 'none': bare blocks with no DXS/ST/SE/DXE (a telemetry export). */
  envelope?: 'full' | 'none';
  /** The file stops after this many lines of the audit from ST (a read cut off): no G85, SE or DXE. */
  cutAfter?: number;
}

const ymd = (at: Date) => at.toISOString().slice(2, 10).replaceAll('-', '');
const hm = (at: Date) => at.toISOString().slice(11, 16).replace(':', '');

/** The audit's lines from ST (or its first block) to the end, without line endings. */
export function writeDexLines(input: DexWriteInput): string[] {
  const decimals = input.decimals ?? 2;
  const minor = (major: number) => String(Math.round(major * 10 ** decimals));
  const paidVends = input.totals?.vends ?? input.selections.reduce((n, s) => n + s.vends, 0);
  const paidValue = input.totals?.value ?? input.selections.reduce((n, s) => n + s.value, 0);
  const cashIn = input.cashIn ?? paidValue - (input.cashless?.value ?? 0);
  const at = input.readAt ?? new Date();
  const bare = input.envelope === 'none';
  const body = [
    ...(bare ? [] : ['ST*001*0001']),
    `ID1*${input.serial}*${input.model ?? ''}*6*0**`,
    `ID4*${decimals}*356*${input.currency ?? 'INR'}`,
    `ID5*${ymd(at)}*${hm(at)}`,
    `VA1*${minor(paidValue)}*${paidVends}*${minor(paidValue)}*${paidVends}`,
    `CA3*${minor(cashIn)}*${minor(input.cashToBox ?? cashIn)}*0*0`,
    ...(input.cashDispensed === undefined ? [] : [`CA4*${minor(input.cashDispensed)}*0`]),
    ...(input.cashFilled === undefined ? [] : [`CA10*${minor(input.cashFilled)}*0`]),
    ...(input.tubeContents === undefined ? [] : [`CA15*${minor(input.tubeContents)}`]),
    ...(input.cashless ? [`DA2*${minor(input.cashless.value)}*${input.cashless.vends}`] : []),
    ...input.selections.flatMap((s) => [
      `PA1*${s.selection}*${minor(s.price)}*${s.product ?? ''}*${s.capacity ?? ''}****${s.level ?? ''}`.replace(/\*+$/, '*'),
      `PA2*${s.vends}*${minor(s.value)}*${s.vends}*${minor(s.value)}`,
    ]),
    ...(input.events ?? []).map((e) => (e.at ? `EA1*${e.code}*${ymd(e.at)}*${hm(e.at)}` : `EA2*${e.code}*${e.count ?? 0}`)),
    ...(input.remarks ?? []).map((r) => `MA5*${r}`),
    ...(input.extra ?? []),
  ];
  if (input.cutAfter !== undefined) return body.slice(0, input.cutAfter);
  const crc = crc16arc(body.map((l) => `${l}\r\n`).join('')).toString(16).toUpperCase().padStart(4, '0');
  const g85 = input.checksum === 'absent' ? [] : [`G85*${input.checksum === 'wrong' ? (crc === '0000' ? '0001' : '0000') : crc}`];
  if (bare) return [...body, ...g85];
  return [...body, ...g85, `SE*${input.seCount ?? body.length + g85.length + 1}*0001`];
}

/** One audit as a machine writes it: DXS, the audit, DXE. */
export function writeDex(input: DexWriteInput): string {
  return writeDexFile([input], { eol: input.eol, blankLines: input.blankLines });
}

/** Several audits in one file (a handheld's day, or files concatenated), each in its DXS … DXE. */
export function writeDexFile(audits: DexWriteInput[], options: { eol?: DexWriteInput['eol']; blankLines?: boolean; before?: string[]; after?: string[] } = {}): string {
  const lines = [...(options.before ?? [])];
  for (const audit of audits) {
    const own = writeDexLines(audit);
    if (audit.envelope === 'none') { lines.push(...own); continue; }
    lines.push(`DXS*${audit.communicationId ?? 'VNDCONSOLE'}*VA*V1/1*1`, ...own);
    if (audit.cutAfter === undefined) lines.push('DXE*1*1');
  }
  lines.push(...(options.after ?? []));
  const eol = options.eol ?? '\r\n';
  const cut = audits[audits.length - 1]?.cutAfter !== undefined;
  const text = lines.join(options.blankLines ? eol + eol : eol);
  // A cut-off read stops mid-file: no line end after its last line.
  return cut ? text : text + eol;
}
