/**
 * What every warehouse order carries besides its places and lines (domain.md §3 "Orders": payment
 * mode, total cost, start and end time, schedule time, order expiry, invoice no and date). The
 * user enters all of them but the total cost, which follows from the lines. One set of rules
 * (`orderDetailsProblems`) for the forms and the server.
 */
import { enums, nullable, optional, size, string } from 'superstruct';
import { checked, isoDateTime } from '../structs.ts';

/** Ours: the spec names "payment mode" without its values. */
export const PAYMENT_MODES = [
  { id: 'CASH', name: 'Cash' },
  { id: 'UPI', name: 'UPI' },
  { id: 'CARD', name: 'Card' },
  { id: 'BANK_TRANSFER', name: 'Bank Transfer' },
  { id: 'CREDIT', name: 'Credit' },
] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number]['id'];
export const PAYMENT_MODE_IDS = PAYMENT_MODES.map((m) => m.id) as [PaymentMode, ...PaymentMode[]];
export const paymentModeName = (id: string | null): string => PAYMENT_MODES.find((m) => m.id === id)?.name ?? '';

/** Ours: the spec gives no texts for these fields. */
export const ORDER_DETAILS_MESSAGES = {
  endBeforeStart: 'End time must be after the start time.',
  endWithoutStart: 'Please enter the start time first.',
  expiryBeforeSchedule: 'Order expiry must be after the schedule time.',
  invoiceDateFuture: 'Invoice date cannot be in the future.',
  invoiceDateWithoutNumber: 'Please enter the invoice number for this invoice date.',
  invoiceDate: 'Enter the invoice date as YYYY-MM-DD.',
  invoiceNoLength: 'Invoice number must be at most 50 characters.',
  cancelled: 'A cancelled order cannot be changed.',
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar day from 2000 on, written YYYY-MM-DD ("2025-02-30" is not one). */
export function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCFullYear() >= 2000 && date.toISOString().slice(0, 10) === value;
}

/** The fields as answers carry them (times ISO, or null when not given); the total cost is apart, since it is an amount. */
export const OrderDetails = {
  payment_mode: nullable(enums(PAYMENT_MODE_IDS)),
  start_time: nullable(string()),
  end_time: nullable(string()),
  schedule_time: nullable(string()),
  order_expiry: nullable(string()),
  invoice_no: nullable(string()),
  /** YYYY-MM-DD */
  invoice_date: nullable(string()),
};

/** What a create or an edit may send; null clears a field on an edit, and a field left out keeps its value. */
export const OrderDetailsInput = {
  payment_mode: optional(nullable(enums(PAYMENT_MODE_IDS))),
  start_time: optional(nullable(isoDateTime())),
  end_time: optional(nullable(isoDateTime())),
  schedule_time: optional(nullable(isoDateTime())),
  order_expiry: optional(nullable(isoDateTime())),
  invoice_no: optional(nullable(size(string(), 0, 50))),
  invoice_date: optional(nullable(checked(string(), (v) => (v === '' || isCalendarDay(String(v)) ? null : ORDER_DETAILS_MESSAGES.invoiceDate)))),
};

export type OrderDetailsValues = {
  start_time?: string | null;
  end_time?: string | null;
  schedule_time?: string | null;
  order_expiry?: string | null;
  invoice_no?: string | null;
  invoice_date?: string | null;
};

/**
 * What is wrong with the details as they will stand (the edit's values over the stored ones):
 * the end after the start, the expiry after the schedule, an invoice date that has come and
 * names its invoice. `today` is the caller's YYYY-MM-DD.
 */
export function orderDetailsProblems(v: OrderDetailsValues, today: string): { path: keyof OrderDetailsValues; message: string }[] {
  const problems: { path: keyof OrderDetailsValues; message: string }[] = [];
  const time = (s: string | null | undefined) => (s ? Date.parse(s) : null);
  const start = time(v.start_time);
  const end = time(v.end_time);
  if (end !== null && start === null) problems.push({ path: 'start_time', message: ORDER_DETAILS_MESSAGES.endWithoutStart });
  else if (end !== null && start !== null && end <= start) problems.push({ path: 'end_time', message: ORDER_DETAILS_MESSAGES.endBeforeStart });
  const schedule = time(v.schedule_time);
  const expiry = time(v.order_expiry);
  if (schedule !== null && expiry !== null && expiry <= schedule) problems.push({ path: 'order_expiry', message: ORDER_DETAILS_MESSAGES.expiryBeforeSchedule });
  if (v.invoice_date) {
    if (!isCalendarDay(v.invoice_date)) problems.push({ path: 'invoice_date', message: ORDER_DETAILS_MESSAGES.invoiceDate });
    else if (v.invoice_date > today) problems.push({ path: 'invoice_date', message: ORDER_DETAILS_MESSAGES.invoiceDateFuture });
    else if (!v.invoice_no?.trim()) problems.push({ path: 'invoice_no', message: ORDER_DETAILS_MESSAGES.invoiceDateWithoutNumber });
  }
  return problems;
}
