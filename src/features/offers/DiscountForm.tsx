/**
 * The add / edit / clone discount form: name, offer type (only those the role may create,
 * console.md §6), scope (Company, Zone, Retailer), offer source, start and end, channels, repeat
 * option and weekdays, time window (custom times), machines, and sub-offers with their products
 * shaped by the offer type. The rules of domain.md §5 "Discount" run as typed with the contract's
 * `discountProblems` — the same words the server answers with.
 */
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import {
  DISCOUNT_MESSAGES, OfferRow, cloneDiscount, createDiscount, discountProblems, getDiscountOptions, updateDiscount, type OfferInputShape,
} from '../../../contract/actions/offers.ts';
import {
  OFFER_CHANNELS, OFFER_REPEAT_OPTIONS, OFFER_SCOPES, OFFER_SOURCES, OFFER_TIME_WINDOWS, OFFER_TYPE, OFFER_TYPES, OFFER_WEEKDAYS,
} from '../../../contract/offers.ts';
import type { FormRules } from '../../../contract/validation.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { Button, Checkbox, NumberInput, Select, TextArea, TextInput, toastSuccess } from '../../ui/index.ts';

type Offer = Infer<typeof OfferRow>;
type Mode = 'add' | 'edit' | 'clone';

interface LineValues { product_id: string; is_primary: boolean; offer_value: string; max_buy_qty: string; buy_qty: string; free_qty: string; total_stock: string }
interface SubValues { id?: number; label: string; is_active: boolean; offer_price: string; products: LineValues[] }
interface Values extends Record<string, unknown> {
  name: string;
  description: string;
  offer_type: string;
  scope: string;
  zone_id: string;
  retailer_id: string;
  machine_ids: number[];
  channels: number[];
  repeat_option: string;
  weekdays: number[];
  time_window: string;
  start_time: string;
  end_time: string;
  offer_source: string;
  start_date: string;
  end_date: string;
  sub_offers: SubValues[];
}

const text = (n: number | null | undefined) => (n == null ? '' : String(n));
const num = (s: string) => (s.trim() === '' ? null : Number(s));
const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const emptyLine = (primary = true): LineValues => ({ product_id: '', is_primary: primary, offer_value: '', max_buy_qty: '', buy_qty: '', free_qty: '', total_stock: '' });
const emptySub = (): SubValues => ({ label: '', is_active: true, offer_price: '', products: [emptyLine()] });

function initialOf(record: Offer | undefined, mode: Mode, types: number[]): Values {
  const now = new Date();
  if (!record) {
    return {
      name: '', description: '', offer_type: types.length === 1 ? String(types[0]) : '', scope: 'COMPANY', zone_id: '', retailer_id: '',
      machine_ids: [], channels: OFFER_CHANNELS.map((c) => c.id), repeat_option: 'DAILY', weekdays: [], time_window: 'FULL_DAY',
      start_time: '', end_time: '', offer_source: 'ERP', start_date: day(now), end_date: day(new Date(now.getTime() + 30 * 86_400_000)),
      sub_offers: [emptySub()],
    };
  }
  return {
    name: mode === 'clone' ? `${record.name} (copy)` : record.name, description: record.description, offer_type: String(record.offer_type),
    scope: record.scope, zone_id: text(record.zone?.id), retailer_id: text(record.retailer?.id), machine_ids: record.machines.map((m) => m.id),
    channels: record.channels, repeat_option: record.repeat_option, weekdays: record.repeat_option === 'CUSTOM' ? record.weekdays : [],
    time_window: record.time_window, start_time: record.time_window === 'CUSTOM' ? record.start_time : '', end_time: record.time_window === 'CUSTOM' ? record.end_time : '',
    offer_source: record.offer_source, start_date: day(new Date(record.start_at)), end_date: day(new Date(record.end_at)),
    sub_offers: record.sub_offers.filter((s) => s.is_active || mode === 'edit').map((s) => ({
      id: mode === 'edit' ? s.id : undefined, label: s.label, is_active: s.is_active, offer_price: text(s.offer_price),
      products: s.lines.map((l) => ({
        product_id: String(l.product_id), is_primary: l.is_primary, offer_value: text(l.offer_value), max_buy_qty: text(l.max_buy_qty),
        buy_qty: text(l.buy_qty), free_qty: text(l.free_qty), total_stock: text(l.total_stock),
      })),
    })),
  };
}

/** The form's values as the contract's request. */
function toInput(v: Values): OfferInputShape {
  return {
    name: v.name, description: v.description.trim(), offer_type: (Number(v.offer_type) || 1) as OfferInputShape['offer_type'],
    scope: v.scope as OfferInputShape['scope'], zone_id: v.scope === 'ZONE' ? num(v.zone_id) : null, retailer_id: v.scope === 'RETAILER' ? num(v.retailer_id) : null,
    vending_machine_ids: v.machine_ids, channels: v.channels as OfferInputShape['channels'], repeat_option: v.repeat_option as OfferInputShape['repeat_option'],
    weekdays: v.weekdays, time_window: v.time_window as OfferInputShape['time_window'], start_time: v.start_time, end_time: v.end_time,
    offer_source: v.offer_source as OfferInputShape['offer_source'],
    start_at: v.start_date ? new Date(`${v.start_date}T00:00:00`).toISOString() : '', end_at: v.end_date ? new Date(`${v.end_date}T23:59:59`).toISOString() : '',
    sub_offers: v.sub_offers.map((s) => ({
      ...(s.id ? { id: s.id } : {}), label: s.label, is_active: s.is_active, offer_price: num(s.offer_price),
      products: s.products.filter((p) => p.product_id).map((p) => ({
        product_id: Number(p.product_id), is_primary: p.is_primary, offer_value: num(p.offer_value), max_buy_qty: num(p.max_buy_qty),
        buy_qty: num(p.buy_qty), free_qty: num(p.free_qty), total_stock: num(p.total_stock),
      })),
    })),
  };
}

/** Which inputs a product line shows for an offer type (primary: the product bought). */
function lineShape(type: number, primary: boolean) {
  const percent = type === OFFER_TYPE.percentage || type === OFFER_TYPE.liquidation;
  return {
    primaryFlag: type === OFFER_TYPE.combo || type === OFFER_TYPE.buyXProductGetY || type === OFFER_TYPE.shopXGetY,
    value: type === OFFER_TYPE.flat ? 'Flat off (₹)' : percent ? 'Percentage off' : null,
    buy: type === OFFER_TYPE.buyXGetY || type === OFFER_TYPE.buyXForY || (type === OFFER_TYPE.buyXProductGetY && primary),
    free: type === OFFER_TYPE.buyXGetY || ((type === OFFER_TYPE.buyXProductGetY || type === OFFER_TYPE.shopXGetY) && !primary),
  };
}
const subPriceLabel = (type: number) =>
  (type === OFFER_TYPE.combo ? 'Combo offer price (₹)' : type === OFFER_TYPE.buyXForY ? 'Total amount Y (₹)' : type === OFFER_TYPE.shopXGetY ? 'Shop amount X (₹)' : null);

export function DiscountForm({ offer: record, mode }: { offer?: Offer; mode: Mode }) {
  const [, navigate] = useLocation();
  const options = useRecord(getDiscountOptions, {});
  const choices = options.status === 'ready' ? options.data : { offer_types: [], machines: [], zones: [], retailers: [], products: [] };
  const mrp = useMemo(() => new Map(choices.products.map((p) => [p.id, p.mrp])), [choices.products]);
  const [machineSearch, setMachineSearch] = useState('');
  const rules = useMemo(() => (v: Values): FormRules => ({
    fields: Object.fromEntries(discountProblems(toInput(v), (id) => mrp.get(id)).map((p) => [p.path, [() => p.message]])),
  }), [mrp]);
  const form = useForm<Values>({
    initial: initialOf(record, mode, []),
    rules,
    onSubmit: async (v) => {
      const input = toInput(v);
      if (mode === 'edit' && record) {
        await call(updateDiscount, { ...input, id: record.id, version: record.version });
        toastSuccess(DISCOUNT_MESSAGES.updated);
        form.leaveTo(paths.discountView(record.id));
      } else if (mode === 'clone' && record) {
        const created = await call(cloneDiscount, { ...input, source_id: record.id });
        toastSuccess(DISCOUNT_MESSAGES.cloned);
        form.leaveTo(paths.discountView(created.data.id));
      } else {
        const created = await call(createDiscount, input);
        toastSuccess(DISCOUNT_MESSAGES.created);
        form.leaveTo(paths.discountView(created.data.id));
      }
    },
  });
  const v = form.values;
  const type = Number(v.offer_type) || 0;
  const err = (path: string) => form.errors[path] ?? null;
  const setSub = (s: number, patch: Partial<SubValues>) => form.setValues((c) => ({ ...c, sub_offers: c.sub_offers.map((x, i) => (i === s ? { ...x, ...patch } : x)) }));
  const setLine = (s: number, l: number, patch: Partial<LineValues>) =>
    form.setValues((c) => ({ ...c, sub_offers: c.sub_offers.map((x, i) => (i === s ? { ...x, products: x.products.map((p, j) => (j === l ? { ...p, ...patch } : p)) } : x)) }));
  const toggle = (key: 'machine_ids' | 'channels' | 'weekdays', id: number, on: boolean) =>
    form.set(key, on ? [...v[key], id] : v[key].filter((x) => x !== id));

  const typeOptions = OFFER_TYPES.filter((t) => choices.offer_types.includes(t.id) || (mode === 'edit' && t.id === record?.offer_type));
  const inScope = choices.machines.filter((m) => (v.scope === 'ZONE' ? m.zone_id === num(v.zone_id) : v.scope === 'RETAILER' ? m.retailer_id === num(v.retailer_id) : true));
  const term = machineSearch.trim().toLowerCase();
  const shown = inScope.filter((m) => !term || m.name.toLowerCase().includes(term)).slice(0, 50);
  const productOptions = choices.products.map((p) => ({ id: p.id, name: `${p.name} (${p.sku}) · MRP ${p.mrp}` }));
  const priceLabel = subPriceLabel(type);
  const title = mode === 'edit' ? 'Save changes' : mode === 'clone' ? 'Save as new discount' : 'Add discount';

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-5xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput autoFocus label="Offer name" required maxLength={255} {...form.field('name')} />
        <Select label="Offer type" required options={typeOptions} disabled={mode === 'edit'} placeholder={options.status === 'loading' ? 'Loading...' : 'Select'} {...form.field('offer_type')} />
        <Select label="Scope" required options={OFFER_SCOPES} placeholder="" {...form.field('scope')} />
        {v.scope === 'ZONE' && <Select label="Zone" required options={choices.zones} {...form.field('zone_id')} error={err('zone_id')} />}
        {v.scope === 'RETAILER' && <Select label="Retailer" required options={choices.retailers} {...form.field('retailer_id')} error={err('retailer_id')} />}
        <Select label="Offer source" required options={OFFER_SOURCES} placeholder="" {...form.field('offer_source')} />
        <TextInput label="Start date" type="date" required {...form.field('start_date')} error={err('start_at')} />
        <TextInput label="End date" type="date" required {...form.field('end_date')} error={err('end_at')} />
        <TextArea label="Description" className="sm:col-span-2" maxLength={1000} rows={2} {...form.field('description')} />
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Channels</legend>
        <div className="flex flex-wrap gap-4">
          {OFFER_CHANNELS.map((c) => <Checkbox key={c.id} label={c.name} checked={v.channels.includes(c.id)} onChange={(on) => toggle('channels', c.id, on)} />)}
        </div>
        {err('channels') && <p role="alert" className="text-sm text-red-600">{err('channels')}</p>}
      </fieldset>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Select label="Repeat" required options={OFFER_REPEAT_OPTIONS} placeholder="" {...form.field('repeat_option')} />
        <Select label="Time window" required options={OFFER_TIME_WINDOWS} placeholder="" {...form.field('time_window')} />
        {v.time_window === 'CUSTOM' && (
          <>
            <TextInput label="Start time" placeholder="HH:MM" maxLength={5} {...form.field('start_time')} error={err('start_time')} />
            <TextInput label="End time" placeholder="HH:MM" maxLength={5} {...form.field('end_time')} />
          </>
        )}
      </div>
      {v.repeat_option === 'CUSTOM' && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">Weekdays</legend>
          <div className="flex flex-wrap gap-4">
            {OFFER_WEEKDAYS.map((d) => <Checkbox key={d.id} label={d.name} checked={v.weekdays.includes(d.id)} onChange={(on) => toggle('weekdays', d.id, on)} />)}
          </div>
          {err('weekdays') && <p role="alert" className="text-sm text-red-600">{err('weekdays')}</p>}
        </fieldset>
      )}

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Machines ({v.machine_ids.length} selected)</legend>
        <TextInput label="Search machines" type="search" value={machineSearch} onChange={setMachineSearch} />
        <div role="group" aria-label="Machines" className="grid max-h-56 grid-cols-1 gap-1 overflow-auto rounded border border-slate-100 p-2 sm:grid-cols-2">
          {shown.map((m) => <Checkbox key={m.id} label={m.name} checked={v.machine_ids.includes(m.id)} onChange={(on) => toggle('machine_ids', m.id, on)} />)}
          {!shown.length && <p className="text-sm text-slate-500">No machines match.</p>}
        </div>
        {err('vending_machine_ids') && <p role="alert" className="text-sm text-red-600">{err('vending_machine_ids')}</p>}
      </fieldset>

      {v.sub_offers.map((sub, s) => (
        <fieldset key={s} className="space-y-3 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-700">Sub-offer {s + 1}</legend>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <TextInput label={`Sub-offer ${s + 1} label`} maxLength={255} value={sub.label} onChange={(label) => setSub(s, { label })} />
            {priceLabel && <NumberInput label={`${priceLabel}, sub-offer ${s + 1}`} decimals={2} value={sub.offer_price} onChange={(offer_price) => setSub(s, { offer_price })} error={err(`sub_offers.${s}.offer_price`)} />}
            <Checkbox label={`Sub-offer ${s + 1} active`} checked={sub.is_active} onChange={(is_active) => setSub(s, { is_active })} />
          </div>
          {sub.products.map((p, l) => {
            const shape = lineShape(type, p.is_primary);
            const at = (field: string) => err(`sub_offers.${s}.products.${l}.${field}`);
            const n = `product ${l + 1}`;
            return (
              <div key={l} className="grid grid-cols-2 items-end gap-3 border-t border-slate-100 pt-3 sm:grid-cols-4 lg:grid-cols-8">
                <Select label={`Product ${l + 1}`} className="col-span-2" options={productOptions} value={p.product_id} onChange={(product_id) => setLine(s, l, { product_id })} />
                {shape.primaryFlag && <Checkbox label={`Primary, ${n}`} checked={p.is_primary} onChange={(is_primary) => setLine(s, l, { is_primary })} />}
                {shape.value && <NumberInput label={`${shape.value}, ${n}`} decimals={2} value={p.offer_value} onChange={(offer_value) => setLine(s, l, { offer_value })} error={at('offer_value')} />}
                {shape.buy && <NumberInput label={`Buy qty, ${n}`} decimals={0} value={p.buy_qty} onChange={(buy_qty) => setLine(s, l, { buy_qty })} error={at('buy_qty')} />}
                {shape.free && <NumberInput label={`Free qty, ${n}`} decimals={0} value={p.free_qty} onChange={(free_qty) => setLine(s, l, { free_qty })} error={at('free_qty')} />}
                <NumberInput label={`Max buy qty, ${n}`} decimals={0} value={p.max_buy_qty} onChange={(max_buy_qty) => setLine(s, l, { max_buy_qty })} error={at('max_buy_qty')} />
                <NumberInput label={`Total stock, ${n}`} decimals={0} value={p.total_stock} onChange={(total_stock) => setLine(s, l, { total_stock })} />
                {sub.products.length > 1 && (
                  <Button variant="secondary" onClick={() => setSub(s, { products: sub.products.filter((_, j) => j !== l) })}>Remove {n}</Button>
                )}
              </div>
            );
          })}
          {err(`sub_offers.${s}.products`) && <p role="alert" className="text-sm text-red-600">{err(`sub_offers.${s}.products`)}</p>}
          <div className="flex gap-3">
            <Button variant="secondary" onClick={() => setSub(s, { products: [...sub.products, emptyLine(!lineShape(type, true).primaryFlag)] })}>Add product</Button>
            {v.sub_offers.length > 1 && (
              <Button variant="secondary" onClick={() => form.setValues((c) => ({ ...c, sub_offers: c.sub_offers.filter((_, i) => i !== s) }))}>Remove sub-offer {s + 1}</Button>
            )}
          </div>
        </fieldset>
      ))}
      {err('sub_offers') && <p role="alert" className="text-sm text-red-600">{err('sub_offers')}</p>}
      <Button variant="secondary" onClick={() => form.setValues((c) => ({ ...c, sub_offers: [...c.sub_offers, emptySub()] }))}>Add sub-offer</Button>

      {form.errorList.length > 0 && (
        <ul role="alert" className="list-disc space-y-1 pl-5 text-sm text-red-600">{form.errorList.map((m) => <li key={m}>{m}</li>)}</ul>
      )}
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(record ? paths.discountView(record.id) : paths.offerlistDiscounts())}>Cancel</Button>
        <Button type="submit" disabled={form.submitting}>{title}</Button>
      </div>
    </form>
  );
}
