/**
 * Emailed reports (domain.md §1: "Reports (transaction, feedback and refill-plan) are requested
 * from the product and emailed to the requesting user's registered address. If no report columns
 * are chosen, a default transaction report is sent."). A request is a record: its kind, the
 * columns and filters asked for, and its status (REPORT_REQUEST_STATUSES, moved only by
 * machines/records/reportRequest.ts) with progress. A job of the queue (server/jobs/) builds
 * the file and mails it; docs/decisions.md "Emailed reports" records the choices.
 */
import type { StatusEntry } from './statuses.ts';

export const REPORT_KINDS = ['transaction', 'feedback', 'refill_plan'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_KIND_NAMES: Record<ReportKind, string> = { transaction: 'Transaction report', feedback: 'Feedback report', refill_plan: 'Refill plan report' };

export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const REPORT_FORMAT_NAMES: Record<ReportFormat, string> = { csv: 'CSV', xlsx: 'Spreadsheet (.xlsx)' };

export const REPORT_REQUEST_STATUSES = [
  { id: 1, name: 'Queued', colour: 'grey' },
  { id: 2, name: 'Running', colour: 'blue' },
  { id: 3, name: 'Sent', colour: 'green' },
  { id: 4, name: 'Failed', colour: 'red' },
] as const satisfies readonly StatusEntry<number>[];
export const REPORT_REQUEST_STATUS = { queued: 1, running: 2, sent: 3, failed: 4 } as const;
export const reportRequestStatus = (id: number) => REPORT_REQUEST_STATUSES.find((s) => s.id === id) ?? REPORT_REQUEST_STATUSES[0];

/** The columns each report may carry, in file order, with their headers. */
export const REPORT_COLUMNS = {
  transaction: {
    order_id: 'Order ID', created_at: 'Date', vending_machine: 'Vending Machine', machine_code: 'Machine Code',
    payment_mode: 'Payment Mode', vend_status: 'Vend Status', payment_status: 'Payment Status', refund_status: 'Refund Status',
    items: 'Items', items_vend: 'Items Vended', amount: 'Amount', discount: 'Discount', refund_amount: 'Refund Amount',
  },
  feedback: {
    created_at: 'Date', vending_machine: 'Vending Machine', source: 'Source', rating: 'Rating', customer_name: 'Customer', message: 'Message',
  },
  refill_plan: {
    plan_id: 'Plan ID', created_at: 'Date', vending_machine: 'Vending Machine', kind: 'Kind', status: 'Status',
    total_quantity: 'Total Quantity', vehicle: 'Vehicle', scheduled_at: 'Scheduled', executed_at: 'Executed',
  },
} as const satisfies Record<ReportKind, Record<string, string>>;

export type ReportColumn<K extends ReportKind> = keyof (typeof REPORT_COLUMNS)[K] & string;
export const reportColumnKeys = <K extends ReportKind>(kind: K) => Object.keys(REPORT_COLUMNS[kind]) as ReportColumn<K>[];

/**
 * What is sent when no column is chosen. For the transaction report this is the spec's "default
 * transaction report": the order, when, where, how it was paid, how it vended, and the amount.
 */
export const DEFAULT_REPORT_COLUMNS: { [K in ReportKind]: readonly ReportColumn<K>[] } = {
  transaction: ['order_id', 'created_at', 'vending_machine', 'payment_mode', 'vend_status', 'payment_status', 'amount'],
  feedback: ['created_at', 'vending_machine', 'rating', 'customer_name', 'message'],
  refill_plan: ['plan_id', 'created_at', 'vending_machine', 'status', 'total_quantity'],
};

/** The columns a request carries: the chosen ones in file order, or the kind's default. */
export function reportColumns(kind: ReportKind, chosen: readonly string[] | null | undefined): string[] {
  const all: string[] = reportColumnKeys(kind);
  if (!chosen?.length) return [...DEFAULT_REPORT_COLUMNS[kind]];
  return all.filter((c) => chosen.includes(c));
}

/** Longest period one report may cover: a year of a large business's orders is already a big attachment. */
export const MAX_REPORT_DAYS = 366;
/** Rows one report carries at most (the file says so when it stops there). */
export const MAX_REPORT_ROWS = 100_000;

/** Requests one user may have Queued or Running at once: more is a burst, refused (server/reports/limits.ts). */
export const MAX_PENDING_REPORTS = 5;

export const REPORT_MESSAGES = {
  requested: (kind: ReportKind, email: string) => `${REPORT_KIND_NAMES[kind]} requested. It will be emailed to ${email}.`,
  /** domain.md §5 "A time range must be specified for reports". */
  noRange: 'Time range not specified',
  rangeBackwards: 'The end of the period is before its start.',
  rangeTooLong: `A report covers at most ${MAX_REPORT_DAYS} days.`,
  subject: (kind: ReportKind, period: string) => `${REPORT_KIND_NAMES[kind]} ${period}`,
  body: (name: string, kind: ReportKind, rows: number, period: string) =>
    `Hello ${name},\n\nYour ${REPORT_KIND_NAMES[kind].toLowerCase()} for ${period} is attached (${rows} row${rows === 1 ? '' : 's'}).\n\nVending Console`,
  truncated: `The report stops at ${MAX_REPORT_ROWS.toLocaleString('en-IN')} rows; choose a shorter period for the rest.`,
  noPermission: 'You may no longer see this report.',
  tooMany: `You already have ${MAX_PENDING_REPORTS} reports being prepared. Ask for another once one of them has been emailed.`,
  allTime: 'all time',
} as const;

/** "1 Nov 2026 – 30 Nov 2026", "from 1 Nov 2026", "all time": the period as a mail names it. */
export function reportPeriod(filters: { from?: string | null; to?: string | null }): string {
  const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  if (filters.from && filters.to) return `${day(filters.from)} – ${day(filters.to)}`;
  if (filters.from) return `from ${day(filters.from)}`;
  if (filters.to) return `until ${day(filters.to)}`;
  return REPORT_MESSAGES.allTime;
}

/** Problems of a period (from inclusive, to exclusive), as the form and the server word them: both ends are required. */
export function reportRangeProblem(filters: { from?: string | null; to?: string | null }): string | null {
  if (!filters.from || !filters.to) return REPORT_MESSAGES.noRange;
  const from = Date.parse(filters.from);
  const to = Date.parse(filters.to);
  if (to < from) return REPORT_MESSAGES.rangeBackwards;
  if (to - from > MAX_REPORT_DAYS * 86_400_000) return REPORT_MESSAGES.rangeTooLong;
  return null;
}

/** Inclusive days ("2026-11-01".."2026-11-26", as analytics periods give them) as a report's from/to (to exclusive). */
export function reportPeriodOfDays(from: string | null | undefined, to: string | null | undefined): { from?: string; to?: string } {
  const start = (day: string) => `${day}T00:00:00.000Z`;
  const after = (day: string) => new Date(Date.parse(start(day)) + 86_400_000).toISOString();
  return { ...(from ? { from: start(from) } : {}), ...(to ? { to: after(to) } : {}) };
}

/** The texts of the "Email report" dialog and the requests screen. */
export const REPORT_DIALOG = {
  title: (kind: ReportKind) => `Email ${REPORT_KIND_NAMES[kind].toLowerCase()}`,
  submit: 'Email report',
  busy: 'Requesting...',
  columns: 'Columns',
  columnsHint: (kind: ReportKind) => (kind === 'transaction' ? 'None chosen: the default transaction report is sent.' : 'None chosen: the usual columns are sent.'),
  format: 'Format',
  period: (period: string) => `Period: ${period}. The report is emailed to your registered address; follow it on Report requests.`,
} as const;
