/**
 * DEX / EVA-DTS audits (issue 54): what a parsed audit holds, shared by the parser
 * (server/dex/parse.ts), the writer (server/dex/write.ts), the import actions and the screens.
 * Counters are cumulative since the machine's initialisation unless named `interval_*` (since
 * the last reset). Money is in the currency's major unit, scaled by ID401's decimal places.
 */

export type DexChecksum = 'valid' | 'absent' | 'invalid';

export interface DexWarning {
  /** 1-based line of the file the warning is about, when it is about one line. */
  line: number | null;
  message: string;
}

/** One selection's PA1/PA2: its price at the machine and its paid vends and money. */
export interface DexSelection {
  /** PA101, as the machine names it ("11", "A3"). */
  selection: string;
  /** PA102, null when the machine reports none. */
  price: number | null;
  /** PA103, the product id the machine holds for the selection, if any. */
  product: string | null;
  /** PA201 / PA202. */
  vends: number;
  value: number;
  /** PA203 / PA204, since the last reset; null when absent. */
  interval_vends: number | null;
  interval_value: number | null;
  /** PA104 the selection's capacity and PA108 its current product level, where the machine counts them. */
  capacity: number | null;
  level: number | null;
  /** PA301 test vends and PA401 free vends since initialisation. */
  test_vends: number | null;
  free_vends: number | null;
}

export interface DexTotals {
  /** VA102 / VA101: paid vends and their value since initialisation. */
  paid_vends: number;
  paid_value: number;
  /** VA104 / VA103, since the last reset. */
  interval_paid_vends: number | null;
  interval_paid_value: number | null;
  /** VA202, VA302: test and free vends. */
  test_vends: number | null;
  free_vends: number | null;
}

/** The coin mechanism and bill validator meters (CA2–CA4, CA10) and cashless totals (DA2). */
export interface DexCash {
  /** CA201 / CA202: cash sales. */
  cash_sales_value: number | null;
  cash_sales_vends: number | null;
  /** CA301 total cash in, CA302 to the cash box, CA303 to the tubes, CA304 bills in. */
  cash_in: number | null;
  cash_to_box: number | null;
  cash_to_tubes: number | null;
  bills_in: number | null;
  /** CA305–CA308: the same since the last reset. */
  interval_cash_in: number | null;
  interval_cash_to_box: number | null;
  interval_cash_to_tubes: number | null;
  interval_bills_in: number | null;
  /** CA401: change paid out; CA402 of it paid out by hand (the service mode's coin payout). */
  cash_dispensed: number | null;
  cash_manually_dispensed: number | null;
  /** CA1001: coins filled into the tubes by hand; CA1501: what the tubes hold now. */
  cash_filled: number | null;
  tube_contents: number | null;
  /** DA201 / DA202: cashless sales; DA203 / DA204 since the last reset. */
  cashless_value: number | null;
  cashless_vends: number | null;
  interval_cashless_value: number | null;
  interval_cashless_vends: number | null;
}

export interface DexEvent {
  /** EA101 / EA201: the event's code (EGS, EJK, "DO" …). */
  code: string;
  /** EA202: how many times since initialisation (EA2 lines). */
  count: number | null;
  /** EA102+EA103 as an ISO time when the line has them (EA1 lines). */
  at: string | null;
}

/** One audit: a DXS/ST … SE/DXE envelope (a file may hold several). */
export interface DexAuditData {
  /** 1-based line of the file where this audit starts. */
  line: number;
  /** The audit's own lines as found (CRLF-joined), the text whose hash detects a re-import. */
  text: string;
  /** DXS01: the communication id of whatever read the machine. */
  communication_id: string | null;
  /** ID101, spaces trimmed and inner runs of spaces removed; ID102 model; ID106 asset number; ID104 location. */
  serial: string | null;
  model: string | null;
  asset: string | null;
  location: string | null;
  /** Maker as far as the file says (ID1's build standard or the model's first word), else null. */
  maker: string | null;
  /** ID401 (0–3, 2 when absent) and ID402/ID403. */
  decimals: number;
  currency: string | null;
  /** ID501 + ID502 (machine time, read as UTC), null when the file has no ID5. */
  read_at: string | null;
  totals: DexTotals;
  cash: DexCash;
  selections: DexSelection[];
  events: DexEvent[];
  /** MA5 remarks. */
  remarks: string[];
  /** Tags of blocks the parser does not know, kept so nothing is silently lost. */
  unknown: string[];
  /**
   * The fields of every segment read into no typed field above (CA1, CA5–CA17, DA3–DA10, BA, TA,
   * PA3–PA8, EA3–EA7, CB1, unknown blocks …), by tag, in file order: raw, so a later reader can use
   * a meter this version does not type.
   */
  blocks: Record<string, string[][]>;
  /** Whether the audit came in a ST … SE envelope (false: bare DEX blocks, read with a warning). */
  envelope: boolean;
  checksum: DexChecksum;
  /** G85's own value and the CRC-16/ARC computed over ST* up to the line before G85 (upper-case hex). */
  checksum_found: string | null;
  checksum_computed: string | null;
  warnings: DexWarning[];
}

/** A file is read whole or refused whole: a refusal names the line and the reason. */
export type DexParse =
  | { ok: true; audits: DexAuditData[] }
  | { ok: false; line: number | null; reason: string };

/** Largest file one import takes (a real audit is a few KB; a long event log some 100 KB). */
export const MAX_DEX_FILE_BYTES = 2 * 1024 * 1024;
/** Files one import request carries at most. */
export const MAX_DEX_FILES_PER_IMPORT = 100;

export const DEX_MESSAGES = {
  notDex: 'This file is not a DEX audit: it has no ST, ID1 or VA1 line.',
  empty: 'The file is empty.',
  notDexLine: (text: string) => `This line is not a DEX segment ("${text}").`,
  cutOff: 'The audit stops before its totals (no VA1 line and no SE line): the file is cut off.',
  noSe: (last: number) => `The audit has no SE line: it may be cut off after line ${last}; read as far as it goes.`,
  noEnvelope: 'The file has no ST/SE envelope; its DEX blocks were read as one audit.',
  skipped: (from: number, to: number) => from === to ? `Line ${from} is not part of an audit and was skipped.` : `Lines ${from}–${to} are not part of an audit and were skipped.`,
  noSerial: 'The audit names no machine serial (ID101): map it to a machine.',
  futureReadAt: (at: string) => `The machine's clock says the audit was read at ${at}, after today: the time of import is used.`,
  salesSum: (vends: number, value: string, totalVends: number, totalValue: string) =>
    `The selections add up to ${vends} vends worth ${value}; the machine's total (VA1) is ${totalVends} vends worth ${totalValue}.`,
  tooLarge: `A DEX file is at most ${MAX_DEX_FILE_BYTES / 1024 / 1024} MB.`,
  binary: 'This file is not text, so it is not a DEX audit.',
  checksumMismatch: (found: string, computed: string) =>
    `The file's checksum G85*${found} does not match its content (${computed}). Import it anyway as unverified, or read the machine again.`,
  noChecksum: 'The audit has no G85 checksum, so it could not be verified.',
  segmentCount: (declared: number, counted: number) => `SE says ${declared} lines, the audit has ${counted}.`,
} as const;

/**
 * An audit minus the machine's previous one (counters are cumulative): the visit's sales.
 * Written by server/dex/interval.ts when an audit is matched; read by cash accountability,
 * sales against records and forecasts. A counter that went down (a reset) takes the audit's own
 * interval counters where it has them, and is listed in `resets` either way; never a negative sale.
 */
export interface DexInterval {
  previous_audit_id: number;
  /** The two audits' read_at (ISO) and the days between them (fractional). */
  from: string;
  to: string;
  days: number;
  paid_vends: number;
  paid_value: number;
  /** CA301 and DA201 differences, null when either audit lacks the meter. */
  cash_in: number | null;
  /** CA303 difference (coins kept in the change tubes, not collected); absent in intervals written before it. */
  cash_to_tubes?: number | null;
  cashless_value: number | null;
  selections: { selection: string; vends: number; value: number }[];
  /** Names of counters that went down ("VA1", "PA2 11", "CA3"). */
  resets: string[];
}
