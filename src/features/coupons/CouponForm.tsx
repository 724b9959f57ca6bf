/**
 * The add/edit coupon form: FLAT or PERCENTAGE, the amounts, redemptions, dates and status. Every
 * domain.md §5 "Coupon" rule comes from the contract's `couponProblems`, shown as typed and
 * checked again by the server with the same words.
 */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import {
  COUPON_CODE_MAX, COUPON_FIELD_RULES, COUPON_MESSAGES, COUPON_STATUSES, COUPON_TYPES, CouponRow, couponProblems, createCoupon, updateCoupon,
  type CouponStatusId, type CouponTypeId,
} from '../../../contract/actions/coupons.ts';
import type { FormRules, Rule } from '../../../contract/validation.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { Button, NumberInput, Select, TextInput, toastSuccess } from '../../ui/index.ts';

type Coupon = Infer<typeof CouponRow>;

interface Values extends Record<string, unknown> {
  code: string;
  coupon_type: string;
  min_cart_value: string;
  flat_off: string;
  percentage_off: string;
  max_off: string;
  max_redemption: string;
  min_discount_price: string;
  status: string;
  start_date: string;
  end_date: string;
}

const num = (s: string) => (s.trim() === '' ? null : Number(s));
/** A date field's day as the instant it starts (start) or ends (end), in the user's zone. */
const dayStart = (d: string) => (d ? new Date(`${d}T00:00:00`).toISOString() : '');
const dayEnd = (d: string) => (d ? new Date(`${d}T23:59:59`).toISOString() : '');
const localDay = (iso: string | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function request(v: Values) {
  return {
    code: v.code.trim().toUpperCase(),
    coupon_type: (v.coupon_type || 'FLAT') as CouponTypeId,
    min_cart_value: num(v.min_cart_value),
    flat_off: v.coupon_type === 'FLAT' ? num(v.flat_off) : null,
    percentage_off: v.coupon_type === 'PERCENTAGE' ? num(v.percentage_off) : null,
    max_off: num(v.max_off),
    max_redemption: num(v.max_redemption),
    min_discount_price: num(v.min_discount_price),
    status: Number(v.status || 1) as CouponStatusId,
    start_at: dayStart(v.start_date),
    end_at: dayEnd(v.end_date),
  };
}

/** The contract's rules for this form's values: field rules, then each broken coupon rule on its field. */
function couponRules(v: Values): FormRules {
  const fields: Record<string, Rule[]> = { code: [...COUPON_FIELD_RULES.code], coupon_type: [...COUPON_FIELD_RULES.coupon_type] };
  if (!v.coupon_type) return { fields };
  for (const p of couponProblems(request(v))) {
    const field = p.path === 'end_at' ? 'end_date' : p.path;
    (fields[field] ??= []).push(() => p.message);
  }
  return { fields };
}

export function CouponForm({ coupon: record }: { coupon?: Coupon }) {
  const [, navigate] = useLocation();
  const form = useForm<Values>({
    initial: {
      code: record?.code ?? '',
      coupon_type: record?.coupon_type ?? '',
      min_cart_value: record ? String(record.min_cart_value) : '',
      flat_off: record?.flat_off != null ? String(record.flat_off) : '',
      percentage_off: record?.percentage_off != null ? String(record.percentage_off) : '',
      max_off: record ? String(record.max_off) : '',
      max_redemption: record ? String(record.max_redemption) : '',
      min_discount_price: record ? String(record.min_discount_price) : '1',
      status: String(record?.status ?? 1),
      start_date: localDay(record?.start_at),
      end_date: localDay(record?.end_at),
    },
    rules: couponRules,
    onSubmit: async (v) => {
      const fields = request(v);
      if (record) {
        await call(updateCoupon, { ...fields, id: record.id, version: record.version });
        toastSuccess(COUPON_MESSAGES.updated);
        form.leaveTo(paths.coupon(record.id));
      } else {
        const created = await call(createCoupon, fields);
        toastSuccess(COUPON_MESSAGES.created);
        form.leaveTo(paths.coupon(created.data.id));
      }
    },
  });
  const type = form.values.coupon_type;

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-3xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput autoFocus label="Coupon code" required maxLength={COUPON_CODE_MAX} noSpaces upperCase {...form.field('code')} />
        <Select label="Coupon type" required options={COUPON_TYPES.map((t) => ({ id: t.id, name: t.name }))} {...form.field('coupon_type')} />
        <NumberInput label="Minimum cart value" required decimals {...form.field('min_cart_value')} />
        {type === 'FLAT' && <NumberInput label="Flat off" required decimals {...form.field('flat_off')} />}
        {type === 'PERCENTAGE' && <NumberInput label="Percentage off" required {...form.field('percentage_off')} />}
        <NumberInput label="Maximum off" required decimals {...form.field('max_off')} />
        <NumberInput label="Maximum redemption" required {...form.field('max_redemption')} />
        <NumberInput label="Minimum discount price" required decimals {...form.field('min_discount_price')} />
        <TextInput label="Start date" type="date" required {...form.field('start_date')} />
        <TextInput label="End date" type="date" required {...form.field('end_date')} />
        <Select label="Status" required options={COUPON_STATUSES.map((s) => ({ id: s.id, name: s.name }))} {...form.field('status')} />
      </div>
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(record ? paths.coupon(record.id) : paths.offerlistCoupons())}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {record ? 'Save changes' : 'Add coupon'}
        </Button>
      </div>
    </form>
  );
}
