/**
 * The add / edit / clone form of a board settings template: the contract's field rules, checked
 * as typed and again by the server. A clone is the add form prefilled from another template
 * (its name marked as a copy), saved as a new one.
 */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import {
  BOARD_SETTINGS_TEMPLATE_FIELD_RULES, BOARD_SETTINGS_TEMPLATE_MESSAGES, BOARD_TYPES, BoardSettingsTemplateRow, DEFAULT_NETWORK_PRIORITY,
  EXPIRY_DISPLAYS, NON_AVAILABLE_DISPLAYS, createBoardSettingsTemplate, updateBoardSettingsTemplate, type NetworkId,
} from '../../../contract/actions/board-settings-templates.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { Button, Select, TextInput, toastSuccess } from '../../ui/index.ts';
import { NetworkPriorityEditor } from './NetworkPriorityEditor.tsx';

type BoardSettingsTemplate = Infer<typeof BoardSettingsTemplateRow>;

interface Values extends Record<string, unknown> {
  name: string;
  vm_brand_model: string;
  carrier_board: string;
  board_type: string;
  expiry_display: string;
  non_available_display: string;
  network_priority: NetworkId[];
}

/** The name a clone starts from. */
export const cloneName = (name: string) => `${name} (copy)`.slice(0, 255);

interface Props {
  /** The template being edited. */
  boardSettingsTemplate?: BoardSettingsTemplate;
  /** The template a new one is cloned from. */
  cloneOf?: BoardSettingsTemplate;
}

export function BoardSettingsTemplateForm({ boardSettingsTemplate: record, cloneOf }: Props) {
  const [, navigate] = useLocation();
  const source = record ?? cloneOf;
  const form = useForm<Values>({
    initial: {
      name: record?.name ?? (cloneOf ? cloneName(cloneOf.name) : ''),
      vm_brand_model: source?.vm_brand_model ?? '',
      carrier_board: source?.carrier_board ?? '',
      board_type: source ? String(source.board_type) : '',
      expiry_display: source ? String(source.expiry_display) : '',
      non_available_display: source ? String(source.non_available_display) : '',
      network_priority: source?.network_priority.length ? [...source.network_priority] : [...DEFAULT_NETWORK_PRIORITY],
    },
    rules: { fields: BOARD_SETTINGS_TEMPLATE_FIELD_RULES },
    onSubmit: async (v) => {
      const fields = {
        name: v.name.trim(),
        vm_brand_model: v.vm_brand_model.trim(),
        carrier_board: v.carrier_board.trim(),
        board_type: Number(v.board_type) as 1 | 2,
        expiry_display: Number(v.expiry_display) as 1 | 2 | 3,
        non_available_display: Number(v.non_available_display) as 1 | 2 | 3,
        network_priority: v.network_priority,
      };
      if (record) {
        await call(updateBoardSettingsTemplate, { ...fields, id: record.id, version: record.version });
        toastSuccess(BOARD_SETTINGS_TEMPLATE_MESSAGES.updated);
        form.leaveTo(paths.settingVm(record.id));
      } else {
        const created = await call(createBoardSettingsTemplate, fields);
        toastSuccess(BOARD_SETTINGS_TEMPLATE_MESSAGES.created);
        form.leaveTo(paths.settingVm(created.data.id));
      }
    },
  });

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-3xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput autoFocus label="Template name" required maxLength={255} {...form.field('name')} />
        <TextInput label="VM brand and model" required maxLength={255} {...form.field('vm_brand_model')} />
        <TextInput label="Carrier board" required maxLength={255} {...form.field('carrier_board')} />
        <Select label="Board type" required options={BOARD_TYPES} {...form.field('board_type')} />
        <Select label="Expiry display" required options={EXPIRY_DISPLAYS} {...form.field('expiry_display')} />
        <Select label="Non-available product display" required options={NON_AVAILABLE_DISPLAYS} {...form.field('non_available_display')} />
      </div>
      <NetworkPriorityEditor
        value={form.values.network_priority}
        onChange={(order) => form.set('network_priority', order)}
        error={form.errors.network_priority}
      />
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(record ? paths.settingVm(record.id) : paths.settingsVm())}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {record ? 'Save changes' : 'Add board settings template'}
        </Button>
      </div>
    </form>
  );
}
