/** The add/edit planogram template form: the contract's field rules, checked as typed and again by the server. */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import { PLANOGRAM_TEMPLATE_FIELD_RULES, PLANOGRAM_TEMPLATE_MESSAGES, PlanogramTemplateRow, createPlanogramTemplate, updatePlanogramTemplate } from '../../../contract/actions/planogram-templates.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { Button, NumberInput, TextInput, toastSuccess } from '../../ui/index.ts';

type PlanogramTemplate = Infer<typeof PlanogramTemplateRow>;

interface Values extends Record<string, unknown> {
  name: string;
  vm_template_id: string;
}

export function PlanogramTemplateForm({ planogramTemplate: record }: { planogramTemplate?: PlanogramTemplate }) {
  const [, navigate] = useLocation();
  const form = useForm<Values>({
    initial: {
      name: record?.name ?? '',
      vm_template_id: record ? String(record.vm_template_id) : '',
    },
    rules: { fields: PLANOGRAM_TEMPLATE_FIELD_RULES },
    onSubmit: async (v) => {
      const fields = {
        name: v.name.trim(),
        vm_template_id: Number(v.vm_template_id || 0),
      };
      if (record) {
        await call(updatePlanogramTemplate, { ...fields, id: record.id, version: record.version });
        toastSuccess(PLANOGRAM_TEMPLATE_MESSAGES.updated);
        form.leaveTo(paths.planogramTemplate(record.id));
      } else {
        const created = await call(createPlanogramTemplate, fields);
        toastSuccess(PLANOGRAM_TEMPLATE_MESSAGES.created);
        form.leaveTo(paths.planogramTemplate(created.data.id));
      }
    },
  });

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-3xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput autoFocus label="Name" required maxLength={255} {...form.field('name')} />
        <NumberInput label="Vm template id" required {...form.field('vm_template_id')} />
      </div>
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(record ? paths.planogramTemplate(record.id) : paths.planogramTemplates())}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {record ? 'Save changes' : 'Add planogram template'}
        </Button>
      </div>
    </form>
  );
}
