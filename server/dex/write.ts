/**
 * Writes EVA-DTS audits: the demo seed's audit history and the tests' files come from here, so
 * the project never ships a machine's real file. Counters are cumulative, money in the major unit
 * (written in minor units per `decimals`); the G85 is computed like a machine's.
 */
import { crc16arc } from './crc.ts';

export interface DexWriteInput {
  serial: string;
  model?: string;
  communicationId?: string;
  decimals?: number;
  /** ID403, e.g. "INR". */
  currency?: string;
  readAt?: Date;
  /** `level` is written as PA108 (the units in the selection), as machines that count them do. */
  selections: { selection: string; price: number; vends: number; value: number; level?: number }[];
  /** Cash in since initialisation (CA301) and to the cash box (CA302); default: all paid value. */
  cashIn?: number;
  cashToBox?: number;
  cashless?: { value: number; vends: number };
  /** Leave G85 out (an older handheld) or write a wrong one (a corrupted read). */
  checksum?: 'valid' | 'absent' | 'wrong';
  /** Extra lines written before G85 (events, remarks, blocks the parser does not read). */
  extra?: string[];
  /** Line ending: machines and handhelds use both. */
  eol?: '\r\n' | '\n';
}

export function writeDex(input: DexWriteInput): string {
  const decimals = input.decimals ?? 2;
  const minor = (major: number) => String(Math.round(major * 10 ** decimals));
  const paidVends = input.selections.reduce((n, s) => n + s.vends, 0);
  const paidValue = input.selections.reduce((n, s) => n + s.value, 0);
  const at = input.readAt ?? new Date();
  const yymmdd = at.toISOString().slice(2, 10).replaceAll('-', '');
  const hhmm = at.toISOString().slice(11, 16).replace(':', '');
  const body = [
    'ST*001*0001',
    `ID1*${input.serial}*${input.model ?? ''}*6*0**`,
    `ID4*${decimals}*356*${input.currency ?? 'INR'}`,
    `ID5*${yymmdd}*${hhmm}`,
    `VA1*${minor(paidValue)}*${paidVends}*${minor(paidValue)}*${paidVends}`,
    `CA3*${minor(input.cashIn ?? paidValue - (input.cashless?.value ?? 0))}*${minor(input.cashToBox ?? input.cashIn ?? paidValue - (input.cashless?.value ?? 0))}*0*0`,
    ...(input.cashless ? [`DA2*${minor(input.cashless.value)}*${input.cashless.vends}`] : []),
    ...input.selections.flatMap((s) => [`PA1*${s.selection}*${minor(s.price)}*${s.level === undefined ? '' : `*****${s.level}`}`, `PA2*${s.vends}*${minor(s.value)}*${s.vends}*${minor(s.value)}`]),
    ...(input.extra ?? []),
  ];
  const crc = crc16arc(body.map((l) => `${l}\r\n`).join('')).toString(16).toUpperCase().padStart(4, '0');
  const g85 = input.checksum === 'absent' ? [] : [`G85*${input.checksum === 'wrong' ? (crc === '0000' ? '0001' : '0000') : crc}`];
  const lines = [`DXS*${input.communicationId ?? 'VNDCONSOLE'}*VA*V1/1*1`, ...body, ...g85];
  lines.push(`SE*${body.length + g85.length + 1}*0001`, 'DXE*1*1');
  const eol = input.eol ?? '\r\n';
  return lines.join(eol) + eol;
}
