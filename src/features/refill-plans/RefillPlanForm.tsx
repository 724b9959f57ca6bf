/**
 * The refill plan form (add and edit): every slot of the machine's planogram with its current
 * product and units, the product after the refill (changing it asks first: the old units go
 * into the return order), the quantity to add, runout quantity, expiry and whether the current
 * units are expired; then the refill partner (active ones), vehicle, schedule time and remarks
 * (several, each at most 250 characters). Save is the form's submit and a palette command.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { Infer } from 'superstruct';
import { REFILL_PLAN_MESSAGES, REMARK_MAX, type RefillPlan, type RefillPlanDraft } from '../../../contract/actions/refill-plans.ts';
import { listProducts } from '../../../contract/actions/products.ts';
import { listRefillPartners } from '../../../contract/actions/refills.ts';
import { MAX_LIST_LIMIT } from '../../../contract/constants.ts';
import { expiredLineProblems, planLineProblem } from '../../../machines/records/refillPlan.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { Button, Checkbox, Select, TextInput, formatDay, useConfirm } from '../../ui/index.ts';
import { inputClass } from '../../ui/form/Field.tsx';
import type { SuggestedQuantities } from './SuggestQuantities.tsx';

type Draft = Infer<typeof RefillPlanDraft>;
type Plan = Infer<typeof RefillPlan>;

interface LineState { productId: string; add: string; runout: string; expiry: string; expired: boolean }

export interface RefillPlanPayload {
  refill_partner_id: number | null;
  vehicle: string;
  scheduled_at: string | null;
  lines: { coil: string; product_id: number; quantity_to_add: number; runout_quantity?: number; expiry_date: string | null; expired: boolean }[];
  remarks: string[];
}

const toLocalInput = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16) : '');

export function RefillPlanForm({ draft, plan, submitLabel, onSubmit, formId, suggested }: {
  draft: Draft;
  plan?: Plan;
  /** "Suggest quantities": fills each slot still holding its product with the suggested quantity, and shows why. */
  suggested?: SuggestedQuantities;
  submitLabel: string;
  formId: string;
  onSubmit(payload: RefillPlanPayload): Promise<unknown>;
}) {
  const [confirm, confirmDialog] = useConfirm();
  // Only the partners linked to this machine may be assigned (the server refuses others).
  const partners = useRecord(listRefillPartners, { limit: MAX_LIST_LIMIT, sortBy: 'name', sortDir: 'ASC', vending_machine_id: draft.VendingMachine.id }, { quiet: true });
  const catalogue = useRecord(listProducts, { limit: MAX_LIST_LIMIT, sortBy: 'name', sortDir: 'ASC', status: [1] }, { quiet: true });
  const [partnerId, setPartnerId] = useState(plan?.RefillPartner ? String(plan.RefillPartner.id) : '');
  const [vehicle, setVehicle] = useState(plan?.vehicle ?? '');
  const [scheduledAt, setScheduledAt] = useState(toLocalInput(plan?.scheduled_at ?? null));
  const [remarkDraft, setRemarkDraft] = useState('');
  const [remarks, setRemarks] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [lines, setLines] = useState<Record<string, LineState>>(() => Object.fromEntries(draft.slots.map((slot) => {
    const planned = plan?.lines.find((l) => l.coil === slot.coil);
    return [slot.coil, {
      productId: String(planned?.product.id ?? slot.product?.id ?? ''),
      add: planned ? String(planned.quantity_to_add) : '',
      runout: planned ? String(planned.runout_quantity) : '',
      expiry: planned?.expiry_date ?? '',
      // Units past their expiry come out unless the planner unticks it (domain.md §5).
      expired: planned ? planned.expired : slot.expired,
    }];
  })));

  useEffect(() => {
    if (!suggested) return;
    setLines((all) => Object.fromEntries(Object.entries(all).map(([coil, line]) => {
      const s = suggested.lines[coil];
      const slot = draft.slots.find((x) => x.coil === coil);
      return [coil, s && slot?.product && line.productId === String(slot.product.id) ? { ...line, add: s.quantity ? String(s.quantity) : '' } : line];
    })));
  }, [suggested, draft.slots]);

  // The form opens on the first slot's quantity: typing quantities is what a plan is mostly made of.
  useEffect(() => {
    document.querySelector<HTMLInputElement>(`#${formId} [data-quantity-input]`)?.focus();
  }, [formId]);

  const productOptions = useMemo(() => {
    const byId = new Map<number, string>();
    for (const slot of draft.slots) if (slot.product) byId.set(slot.product.id, `${slot.product.name} (${slot.product.sku})`);
    for (const p of catalogue.data ?? []) if (!byId.has(p.id)) byId.set(p.id, `${p.name} (${p.sku})`);
    return [...byId].map(([id, name]) => ({ id, name }));
  }, [draft.slots, catalogue.data]);
  const partnerOptions = (partners.data ?? []).filter((p) => p.status === 1 || p.id === plan?.RefillPartner?.id).map((p) => ({ id: p.id, name: p.name }));

  const set = (coil: string, change: Partial<LineState>) => setLines((all) => ({ ...all, [coil]: { ...all[coil]!, ...change } }));
  async function changeProduct(slot: Draft['slots'][number], productId: string) {
    if (slot.product && slot.quantity > 0 && productId !== String(slot.product.id)) {
      if (!(await confirm({ title: 'Change product?', text: REFILL_PLAN_MESSAGES.productChangeConfirm, confirmLabel: 'Yes, change it' }))) return;
    }
    set(slot.coil, { productId });
  }

  const problemOf = (slot: Draft['slots'][number]) => {
    const line = lines[slot.coil]!;
    if (!line.productId) return null;
    return planLineProblem({
      coil: slot.coil, current_product_id: slot.product?.id ?? null, current_quantity: slot.quantity, product_id: Number(line.productId),
      quantity_to_add: Number(line.add || 0), expired: line.expired, capacity: slot.capacity,
    });
  };
  const expiredProblemsOf = (slot: Draft['slots'][number]) => {
    const line = lines[slot.coil]!;
    return expiredLineProblems({ expired: line.expired, quantity_to_add: Number(line.add || 0), runout_quantity: line.runout === '' ? null : Number(line.runout), expiry_date: line.expiry || null });
  };
  const payloadLines = draft.slots.flatMap((slot) => {
    const line = lines[slot.coil]!;
    if (!line.productId) return [];
    const productId = Number(line.productId);
    const add = Number(line.add || 0);
    if (add === 0 && productId === slot.product?.id && !line.expired) return [];
    return [{ coil: slot.coil, product_id: productId, quantity_to_add: add, ...(line.runout === '' ? {} : { runout_quantity: Number(line.runout) }), expiry_date: line.expiry || null, expired: line.expired }];
  });
  const problems = draft.slots.filter((slot) => problemOf(slot) || Object.keys(expiredProblemsOf(slot)).length);
  const remarkTooLong = remarkDraft.length > REMARK_MAX;
  const [formError, setFormError] = useState<string | null>(null);

  function addRemark() {
    const text = remarkDraft.trim();
    if (!text || remarkTooLong) return;
    setRemarks((all) => [...all, text]);
    setRemarkDraft('');
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (saving) return;
    if (problems.length) { setFormError(`Check coil ${problems.map((s) => s.coil).join(', ')}.`); return; }
    if (!payloadLines.length) { setFormError(REFILL_PLAN_MESSAGES.noLines); return; }
    if (remarkTooLong) { setFormError(REFILL_PLAN_MESSAGES.remarkTooLong); return; }
    setFormError(null);
    setSaving(true);
    try {
      const pending = remarkDraft.trim() ? [...remarks, remarkDraft.trim()] : remarks;
      await onSubmit({
        refill_partner_id: partnerId ? Number(partnerId) : null,
        vehicle: vehicle.trim(),
        scheduled_at: scheduledAt ? new Date(scheduledAt).toISOString() : null,
        lines: payloadLines,
        remarks: pending,
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form id={formId} onSubmit={(e) => void submit(e)} className="space-y-4" aria-label="Refill plan">
      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <Select label="Refill partner" value={partnerId} onChange={setPartnerId} options={partnerOptions} placeholder="No partner yet" />
        <TextInput label="Vehicle" value={vehicle} onChange={setVehicle} maxLength={60} />
        <label className="block text-sm text-slate-700">
          <span className="mb-1 block font-medium">Schedule time</span>
          <input type="datetime-local" className={inputClass(false)} value={scheduledAt} onChange={(e) => setScheduledAt(e.target.value)} />
        </label>
      </div>
      <section className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="font-semibold text-slate-900">Slots</h2>
        <p className="text-sm text-slate-500">{REFILL_PLAN_MESSAGES.expiredNote}</p>
        <div className="overflow-x-auto">
          <table className="min-w-full text-sm" aria-label="Slots to refill">
            <thead>
              <tr className="text-left text-slate-500">
                <th className="px-2 py-1">Coil</th><th className="px-2 py-1">Current</th><th className="px-2 py-1">Product</th>
                <th className="px-2 py-1">Quantity to add</th><th className="px-2 py-1">Runout quantity</th><th className="px-2 py-1">Expiry</th><th className="px-2 py-1">Expired</th>
              </tr>
            </thead>
            <tbody>
              {draft.slots.map((slot) => {
                const line = lines[slot.coil]!;
                const problem = problemOf(slot);
                const missing = expiredProblemsOf(slot);
                return (
                  <tr key={slot.coil} className="border-t border-slate-100 align-top">
                    <td className="px-2 py-1 font-mono">{slot.coil}</td>
                    <td className="px-2 py-1">{slot.product ? `${slot.product.name}: ${slot.quantity} / ${slot.capacity}` : `Empty (holds ${slot.capacity})`}</td>
                    <td className="px-2 py-1">
                      <select aria-label={`Product, coil ${slot.coil}`} className={inputClass(false)} value={line.productId} onChange={(e) => void changeProduct(slot, e.target.value)}>
                        <option value="">No product</option>
                        {productOptions.map((o) => <option key={o.id} value={String(o.id)}>{o.name}</option>)}
                      </select>
                    </td>
                    <td className="px-2 py-1">
                      <input data-quantity-input aria-label={`Quantity to add, coil ${slot.coil}`} inputMode="numeric" className={inputClass(Boolean(problem))} value={line.add}
                        onChange={(e) => set(slot.coil, { add: e.target.value.replace(/\D/g, '') })} aria-invalid={Boolean(problem) || undefined} />
                      {problem && <p className="mt-1 text-xs text-red-600">{problem}</p>}
                      {suggested?.lines[slot.coil] && <p className="mt-1 max-w-xs text-xs text-slate-500" data-suggestion-reason={slot.coil}>{suggested.lines[slot.coil]!.reason}</p>}
                    </td>
                    <td className="px-2 py-1">
                      <input aria-label={`Runout quantity, coil ${slot.coil}`} inputMode="numeric" className={inputClass(Boolean(missing.runout_quantity))} value={line.runout}
                        onChange={(e) => set(slot.coil, { runout: e.target.value.replace(/\D/g, '') })} aria-invalid={Boolean(missing.runout_quantity) || undefined} />
                      {missing.runout_quantity && <p className="mt-1 text-xs text-red-600">{missing.runout_quantity}</p>}
                    </td>
                    <td className="px-2 py-1">
                      <input aria-label={`Expiry, coil ${slot.coil}`} type="date" className={inputClass(Boolean(missing.expiry_date))} value={line.expiry}
                        onChange={(e) => set(slot.coil, { expiry: e.target.value })} aria-invalid={Boolean(missing.expiry_date) || undefined} />
                      {missing.expiry_date && <p className="mt-1 text-xs text-red-600">{missing.expiry_date}</p>}
                    </td>
                    <td className="px-2 py-1">
                      <Checkbox label={<span className="sr-only">Expired, coil {slot.coil}</span>} checked={line.expired} onChange={(expired) => set(slot.coil, { expired })} disabled={!slot.product} />
                      {/* Ticked by default; the planner may untick it: the units may have been taken out already. */}
                      {slot.expired && <p className="mt-1 text-xs text-red-700">Expired {formatDay(slot.expires_on!)}</p>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
      <section className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="font-semibold text-slate-900">Remarks</h2>
        {plan?.remarks.length ? <ul className="list-disc pl-5 text-sm text-slate-700">{plan.remarks.map((r) => <li key={r.id}>{r.remark}</li>)}</ul> : null}
        {remarks.length ? (
          <ul className="space-y-1 text-sm text-slate-700" aria-label="New remarks">
            {remarks.map((r, i) => (
              <li key={i} className="flex items-center gap-2">
                <span>{r}</span>
                <Button type="button" variant="secondary" className="!py-0.5" onClick={() => setRemarks((all) => all.filter((_, j) => j !== i))}>Remove</Button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex items-end gap-2">
          <TextInput label="Remark" value={remarkDraft} onChange={setRemarkDraft} error={remarkTooLong ? REFILL_PLAN_MESSAGES.remarkTooLong : undefined} hint={`${remarkDraft.length} / ${REMARK_MAX}`} className="flex-1" />
          <Button type="button" variant="secondary" onClick={addRemark}>Add remark</Button>
        </div>
      </section>
      {formError && <p role="alert" className="text-sm text-red-600">{formError}</p>}
      <Button type="submit" disabled={saving}>{submitLabel}</Button>
      {confirmDialog}
    </form>
  );
}
