/**
 * The bulk refill form (/add-bulk-refill, /edit-bulk-refill/{id}): a name, ONE VM template, a
 * delivery person, and the template's machines to refill, each with its slots' quantities
 * (prefilled to capacity). A template whose planogram holds no products says so and cannot be
 * saved; on edit, the template cannot be changed (the spec's texts, from the contract).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BULK_REFILL_MESSAGES, getBulkRefillDraft } from '../../../contract/actions/bulk-refills.ts';
import { listVmTemplates } from '../../../contract/actions/vm-templates.ts';
import { MAX_LIST_LIMIT } from '../../../contract/constants.ts';
import { usePartnerOptions } from '../../platform/options.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { Button } from '../../ui/index.ts';
import { inputClass } from '../../ui/form/Field.tsx';

export interface BulkRefillPayload {
  name: string;
  vm_template_id: number;
  refill_partner_id: number | null;
  machines: { vending_machine_id: number; lines: { coil: string; product_id: number; quantity_to_add: number }[] }[];
}

export interface BulkRefillInitial {
  name: string;
  vm_template_id: number | null;
  refill_partner_id: number | null;
  /** Quantities per machine and coil (edit); absent machines are not chosen. */
  machines: Record<number, Record<string, number>>;
}

export function BulkRefillForm({ initial, templateLocked, formId, submitLabel, onSubmit, onReady }: {
  initial: BulkRefillInitial;
  templateLocked: boolean;
  formId: string;
  submitLabel: string;
  onSubmit: (payload: BulkRefillPayload) => Promise<void>;
  onReady?: (ready: boolean) => void;
}) {
  const [name, setName] = useState(initial.name);
  const [templateId, setTemplateId] = useState<number | null>(initial.vm_template_id);
  const [partnerId, setPartnerId] = useState<number | null>(initial.refill_partner_id);
  const [chosen, setChosen] = useState<Record<number, Record<string, string>>>(
    () => Object.fromEntries(Object.entries(initial.machines).map(([id, q]) => [id, Object.fromEntries(Object.entries(q).map(([c, n]) => [c, String(n)]))])),
  );
  const [templateError, setTemplateError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  // The form takes the focus where it opens, so it is filled from the keyboard after the palette opened it.
  useEffect(() => nameInput.current?.focus(), []);
  const templates = useRecord(listVmTemplates, { limit: MAX_LIST_LIMIT, sortBy: 'name', sortDir: 'ASC' }, { quiet: true });
  const partners = usePartnerOptions();
  const draft = useRecord(getBulkRefillDraft, templateId === null ? null : { vm_template_id: templateId });
  const problem = draft.status === 'ready' ? draft.data.problem : null;
  const ready = draft.status === 'ready' && !problem && name.trim().length > 0 && Object.keys(chosen).length > 0;
  useEffect(() => onReady?.(ready), [ready, onReady]);

  function chooseTemplate(value: string) {
    const id = value ? Number(value) : null;
    if (templateLocked) {
      setTemplateError(BULK_REFILL_MESSAGES.templateLocked);
      return;
    }
    setTemplateError(null);
    setTemplateId(id);
    setChosen({});
  }

  function toggle(machine: { id: number; slots: { coil: string; product: { id: number } | null; suggested: number }[] }) {
    setChosen((all) => {
      if (all[machine.id]) {
        const { [machine.id]: _gone, ...rest } = all;
        return rest;
      }
      return { ...all, [machine.id]: Object.fromEntries(machine.slots.filter((s) => s.product).map((s) => [s.coil, String(s.suggested)])) };
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || busy || draft.status !== 'ready' || templateId === null) return;
    setBusy(true);
    try {
      await onSubmit({
        name: name.trim(),
        vm_template_id: templateId,
        refill_partner_id: partnerId,
        machines: draft.data.machines.filter((m) => chosen[m.id]).map((m) => ({
          vending_machine_id: m.id,
          lines: m.slots
            .filter((s) => s.product && Number(chosen[m.id]![s.coil] || 0) > 0)
            .map((s) => ({ coil: s.coil, product_id: s.product!.id, quantity_to_add: Number(chosen[m.id]![s.coil] || 0) })),
        })),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form id={formId} onSubmit={(e) => void submit(e)} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="text-sm text-slate-700">
          <span className="block font-medium">Name</span>
          <input ref={nameInput} className={inputClass(false)} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="text-sm text-slate-700">
          <span className="block font-medium">Machine template</span>
          <select className={inputClass(Boolean(templateError || problem))} value={templateId ?? ''} onChange={(e) => chooseTemplate(e.target.value)}>
            <option value="">Choose a template</option>
            {(templates.data ?? []).map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
          </select>
          {(templateError || problem) && <span role="alert" className="mt-1 block text-sm text-red-700">{templateError ?? problem}</span>}
        </label>
        <label className="text-sm text-slate-700">
          <span className="block font-medium">Delivery person</span>
          <select className={inputClass(false)} value={partnerId ?? ''} onChange={(e) => setPartnerId(e.target.value ? Number(e.target.value) : null)}>
            <option value="">None</option>
            {partners.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
          </select>
        </label>
      </div>
      {draft.status === 'ready' && !problem && (
        <fieldset className="space-y-2">
          <legend className="font-semibold text-slate-900">Machines of {draft.data.template.name}</legend>
          {draft.data.machines.length === 0 && <p className="text-sm text-slate-500">No machine of this template is in your reach.</p>}
          {draft.data.machines.map((m) => (
            <label key={m.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" checked={Boolean(chosen[m.id])} disabled={Boolean(m.problem)} onChange={() => toggle(m)} />
              <span>{m.name} ({m.code})</span>
              {m.problem && <span className="text-xs text-amber-700">{m.problem}</span>}
            </label>
          ))}
          {draft.data.machines.filter((m) => chosen[m.id]).map((m) => (
            <section key={m.id} aria-label={`Refill details, ${m.name}`} className="rounded-lg border border-slate-200 p-2">
              <h3 className="text-sm font-semibold text-slate-800">Refill details: {m.name}</h3>
              <div className="mt-2 grid gap-2 sm:grid-cols-6">
                {m.slots.filter((s) => s.product).map((s) => (
                  <label key={s.coil} className="text-xs text-slate-600">
                    <span className="block">{s.coil}: {s.product!.name} ({s.quantity}/{s.capacity})</span>
                    <input inputMode="numeric" className={inputClass(Number(chosen[m.id]![s.coil] || 0) > s.capacity - s.quantity)}
                      aria-label={`Quantity to add, ${m.name} coil ${s.coil}`} value={chosen[m.id]![s.coil] ?? ''}
                      onChange={(e) => setChosen((all) => ({ ...all, [m.id]: { ...all[m.id], [s.coil]: e.target.value.replace(/\D/g, '') } }))} />
                  </label>
                ))}
              </div>
            </section>
          ))}
        </fieldset>
      )}
      <Button type="submit" disabled={!ready || busy}>{submitLabel}</Button>
    </form>
  );
}
