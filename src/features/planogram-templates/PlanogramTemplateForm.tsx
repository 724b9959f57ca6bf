/**
 * The add, edit and clone planogram template form: a name, the VM template whose shape it
 * lays out, and the grid editor over its slots. The slots are saved as a set with the
 * template; a clone is the add form filled from another template, saved as a new one.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { Infer } from 'superstruct';
import { useLocation } from 'wouter';
import {
  PLANOGRAM_TEMPLATE_FIELD_RULES, PLANOGRAM_TEMPLATE_MESSAGES, PlanogramTemplate, createPlanogramTemplate, getPlanogramTemplateOptions, updatePlanogramTemplate,
} from '../../../contract/actions/planogram-templates.ts';
import { coilLabel } from '../../../contract/actions/vm-templates.ts';
import { rules } from '../../../contract/validation.ts';
import { planogramGridMachine, slotsToSave } from '../../../machines/flows/planogramGrid.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRecord } from '../../platform/record/useRecord.ts';
import { Button, Select, TextInput, toastSuccess } from '../../ui/index.ts';
import { GridEditor } from './GridEditor.tsx';

type Template = Infer<typeof PlanogramTemplate>;
type Options = Infer<typeof getPlanogramTemplateOptions.response>['data'];
type SaveSlot = ReturnType<typeof slotsToSave>[number];

interface Values extends Record<string, unknown> {
  name: string;
  vm_template_id: string;
  slots: SaveSlot[];
}

/** The clone's name until the user types another. */
export const cloneName = (name: string) => `Copy of ${name}`.slice(0, 255);

export function PlanogramTemplateForm({ template, clone = false }: { template?: Template; clone?: boolean }) {
  const options = useRecord(getPlanogramTemplateOptions, {});
  if (options.status !== 'ready') {
    return <RecordFallback state={options} what="planogram template choices" back={{ href: paths.planogramTemplates(), label: 'Back to planogram templates' }} />;
  }
  return <LoadedForm template={template} clone={clone} options={options.data} />;
}

function LoadedForm({ template, clone, options }: { template?: Template; clone: boolean; options: Options }) {
  const [, navigate] = useLocation();
  const editing = template && !clone ? template : null;
  const [grid, send] = useMachine(planogramGridMachine);
  const form = useForm<Values>({
    initial: {
      name: template ? (clone ? cloneName(template.name) : template.name) : '',
      vm_template_id: template ? String(template.vm_template_id) : '',
      slots: template ? template.slots.map(({ row, column, product_id, item_layout_max, par_level }) => ({ row, column, product_id, item_layout_max, par_level })) : [],
    },
    rules: { fields: { ...PLANOGRAM_TEMPLATE_FIELD_RULES, vm_template_id: [rules.required(PLANOGRAM_TEMPLATE_MESSAGES.vmTemplateRequired)] } },
    onSubmit: async (v) => {
      const fields = { name: v.name.trim(), vm_template_id: Number(v.vm_template_id), slots: v.slots };
      if (editing) {
        await call(updatePlanogramTemplate, { ...fields, id: editing.id, version: editing.version });
        toastSuccess(PLANOGRAM_TEMPLATE_MESSAGES.updated);
        form.leaveTo(paths.viewPlanogramTemplate(editing.id));
      } else {
        const created = await call(createPlanogramTemplate, fields);
        toastSuccess(PLANOGRAM_TEMPLATE_MESSAGES.created);
        form.leaveTo(paths.viewPlanogramTemplate(created.data.id));
      }
    },
  });
  const vmTemplate = options.vm_templates.find((t) => String(t.id) === form.values.vm_template_id) ?? null;

  // The grid starts from the template read (or empty) once; a VM template chosen later reshapes it.
  useEffect(() => {
    const shape = template ? options.vm_templates.find((t) => t.id === template.vm_template_id) : null;
    send({ type: 'grid.load', rows: shape?.rows ?? template?.rows ?? 1, columns: shape?.columns ?? template?.columns ?? 1, slots: template?.slots ?? [], products: options.products });
  }, [template, options, send]);
  useEffect(() => {
    if (vmTemplate) send({ type: 'grid.reshape', rows: vmTemplate.rows, columns: vmTemplate.columns });
  }, [vmTemplate, send]);
  // The form's slots follow the grid's, so the form knows when it is dirty and what to save.
  const slots = useMemo(() => slotsToSave(grid.context), [grid.context]);
  const { set } = form;
  useEffect(() => set('slots', slots), [slots, set]);

  const slotErrors = Object.entries(form.errors).flatMap(([key, message]) => {
    const at = /^slots\.(\d+)\./.exec(key);
    const slot = at ? form.values.slots[Number(at[1])] : undefined;
    return slot && vmTemplate ? [`Coil ${coilLabel(vmTemplate.label_type, slot.row, slot.column)}: ${message}`] : [];
  });

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-6xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput autoFocus label="Template name" required maxLength={255} {...form.field('name')} />
        <Select
          label="VM template"
          required
          placeholder="Select VM template"
          options={options.vm_templates.map((t) => ({ id: t.id, name: `${t.name} (${t.rows} × ${t.columns})` }))}
          {...form.field('vm_template_id')}
        />
      </div>
      <section aria-labelledby="planogram-slots" className="space-y-2">
        <h2 id="planogram-slots" className="text-sm font-semibold text-slate-700">
          Slots {vmTemplate ? `(${slots.length} of ${vmTemplate.rows * vmTemplate.columns} filled)` : ''}
        </h2>
        {vmTemplate ? (
          <GridEditor context={grid.context} mode={grid.value as 'navigating' | 'finding' | 'editing'} labelType={vmTemplate.label_type} send={send} />
        ) : (
          <p className="text-sm text-slate-500">Select a VM template to lay out its slots.</p>
        )}
        {slotErrors.length > 0 && (
          <ul role="alert" className="list-disc pl-5 text-sm text-red-700">
            {slotErrors.map((m) => <li key={m}>{m}</li>)}
          </ul>
        )}
      </section>
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(editing ? paths.viewPlanogramTemplate(editing.id) : paths.planogramTemplates())}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {editing ? 'Save changes' : 'Add planogram template'}
        </Button>
      </div>
    </form>
  );
}
