/**
 * The order details a user enters on a warehouse order (domain.md §3 "Orders"): payment mode,
 * start and end time, schedule time, order expiry, invoice no and date. Used by the forms that
 * create orders and by the edit dialog of any order's overview; the checks are the server's
 * (`orderDetailsProblems`), so the form says what the server would.
 */
import { PAYMENT_MODES, orderDetailsProblems, type PaymentMode } from '../../../contract/actions/order-details.ts';
import { Select, TextInput } from '../../ui/index.ts';

/** The fields as the inputs hold them: local date-times ("2026-01-05T09:00"), a day, text. */
export interface OrderDetailsDraft {
  payment_mode: string;
  start_time: string;
  end_time: string;
  schedule_time: string;
  order_expiry: string;
  invoice_no: string;
  invoice_date: string;
}

export const EMPTY_ORDER_DETAILS: OrderDetailsDraft = {
  payment_mode: '', start_time: '', end_time: '', schedule_time: '', order_expiry: '', invoice_no: '', invoice_date: '',
};

const TIMES = ['start_time', 'end_time', 'schedule_time', 'order_expiry'] as const;

/** An ISO time as a datetime-local input shows it, in the browser's zone. */
function localTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

type Stored = { [K in keyof OrderDetailsDraft]: string | null };

export function draftOf(details: Stored): OrderDetailsDraft {
  return {
    payment_mode: details.payment_mode ?? '',
    start_time: localTime(details.start_time),
    end_time: localTime(details.end_time),
    schedule_time: localTime(details.schedule_time),
    order_expiry: localTime(details.order_expiry),
    invoice_no: details.invoice_no ?? '',
    invoice_date: details.invoice_date ?? '',
  };
}

/** What the actions take: every field, blank as null (on an edit, null clears it). */
export function orderDetailsInput(draft: OrderDetailsDraft) {
  const time = (v: string) => (v ? new Date(v).toISOString() : null);
  return {
    payment_mode: (draft.payment_mode || null) as PaymentMode | null,
    ...Object.fromEntries(TIMES.map((k) => [k, time(draft[k])])) as Record<(typeof TIMES)[number], string | null>,
    invoice_no: draft.invoice_no.trim() || null,
    invoice_date: draft.invoice_date || null,
  };
}

/** Per field, what is wrong (the browser's today; the server allows for every zone's). */
export function orderDetailsErrors(draft: OrderDetailsDraft): Partial<Record<keyof OrderDetailsDraft, string>> {
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return Object.fromEntries(orderDetailsProblems(orderDetailsInput(draft), today).map((p) => [p.path, p.message]));
}

interface Props {
  value: OrderDetailsDraft;
  onChange(next: OrderDetailsDraft): void;
  /** Shown once the user has tried to save. */
  errors?: Partial<Record<keyof OrderDetailsDraft, string>>;
  disabled?: boolean;
}

export function OrderDetailsFields({ value, onChange, errors = {}, disabled }: Props) {
  const field = (key: keyof OrderDetailsDraft) => ({
    value: value[key], disabled, error: errors[key], onChange: (v: string) => onChange({ ...value, [key]: v }),
  });
  return (
    <fieldset className="grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium text-slate-700">Order details</legend>
      <Select label="Payment mode" options={PAYMENT_MODES.map((m) => ({ id: m.id, name: m.name }))} placeholder="Not given" {...field('payment_mode')} />
      <TextInput label="Invoice no" maxLength={50} {...field('invoice_no')} />
      <TextInput label="Start time" type="datetime-local" {...field('start_time')} />
      <TextInput label="End time" type="datetime-local" {...field('end_time')} />
      <TextInput label="Schedule time" type="datetime-local" {...field('schedule_time')} />
      <TextInput label="Order expiry" type="datetime-local" {...field('order_expiry')} />
      <TextInput label="Invoice date" type="date" {...field('invoice_date')} />
    </fieldset>
  );
}
