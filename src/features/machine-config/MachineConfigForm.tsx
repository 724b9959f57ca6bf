/**
 * The add/edit machine form (/add-vm, /edit-vm/{id}): name, code, location and position (the map
 * kit's LocationPicker), the warehouse or store serving it, VM template, a planogram template of
 * that VM template, board settings template, status, and (company staff) the franchise. The
 * server decides the zone (the warehouse's) and refuses a warehouse without one; the form
 * says so as soon as such a warehouse is chosen, in the caller's own words.
 */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import { BOARD_TYPES } from '../../../contract/actions/board-settings-templates.ts';
import {
  MACHINE_BOARD_PERMISSION, MACHINE_CONFIG_FIELD_RULES, MACHINE_CONFIG_MESSAGES, MachineConfig, createVendingMachine, getMachineFormOptions, updateVendingMachine,
} from '../../../contract/actions/machine-config.ts';
import { GEO_MESSAGES } from '../../../contract/geo.ts';
import { VM_STATUSES } from '../../../contract/statuses.ts';
import { rules, type FormRules } from '../../../contract/validation.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { useCurrentUser, usePermissions } from '../../platform/session/session.ts';
import { Button, Select, TextInput, toastSuccess } from '../../ui/index.ts';
import { LocationPicker } from '../../ui/map/index.tsx';

type MachineData = Infer<typeof MachineConfig>;
const M = MACHINE_CONFIG_MESSAGES;

interface Values extends Record<string, unknown> {
  name: string;
  code: string;
  location: string;
  city: string;
  latitude: string;
  longitude: string;
  served_by: string;
  warehouse_id: string;
  store_id: string;
  vm_template_id: string;
  planogram_template_id: string;
  board_settings_template_id: string;
  hardware_board_id: string;
  status: string;
  franchise_id: string;
}

const SERVED_BY = [{ id: 'warehouse', name: 'A warehouse' }, { id: 'store', name: 'A store' }];
const pairRule = (other: string) => (value: unknown) => (!String(value ?? '').trim() && other.trim() ? M.locationPair : null);
const coordinate = (text: string) => (text.trim() ? Number(text) : null);
const idOrNull = (text: string) => (text ? Number(text) : null);
const options = (rows: readonly { id: number; name: string }[] | undefined) => (rows ?? []).map((r) => ({ id: String(r.id), name: r.name }));
/** "BRD-1001 (With display)": domain.md §9 board types, with or without a display. */
const boardLabel = (b: { name: string; board_type: number }) => `${b.name} (${BOARD_TYPES.find((t) => t.id === b.board_type)?.name ?? 'Unknown type'})`;

export function MachineConfigForm({ machine: record }: { machine?: MachineData }) {
  const [, navigate] = useLocation();
  const choices = useRecord(getMachineFormOptions, {}, { quiet: true });
  const companyStaff = (useCurrentUser()?.Franchises.length ?? 0) === 0;
  const mayLinkBoard = usePermissions().includes(MACHINE_BOARD_PERMISSION);
  const rulesFor = (v: Values): FormRules => ({
    fields: {
      ...MACHINE_CONFIG_FIELD_RULES,
      latitude: [pairRule(v.longitude), rules.min(-90, GEO_MESSAGES.latitudeRange), rules.max(90, GEO_MESSAGES.latitudeRange)],
      longitude: [pairRule(v.latitude), rules.min(-180, GEO_MESSAGES.longitudeRange), rules.max(180, GEO_MESSAGES.longitudeRange)],
      warehouse_id: v.served_by === 'warehouse' ? [rules.required(M.servedByOne)] : [],
      store_id: v.served_by === 'store' ? [rules.required(M.servedByOne)] : [],
      vm_template_id: [rules.required(M.vmTemplateRequired)],
      planogram_template_id: [rules.required(M.planogramRequired)],
    },
  });
  const form = useForm<Values>({
    initial: {
      name: record?.name ?? '',
      code: record?.code ?? '',
      location: record?.location ?? '',
      city: record?.city ?? '',
      latitude: record?.latitude != null ? String(record.latitude) : '',
      longitude: record?.longitude != null ? String(record.longitude) : '',
      served_by: record?.store ? 'store' : 'warehouse',
      warehouse_id: record?.warehouse ? String(record.warehouse.id) : '',
      store_id: record?.store ? String(record.store.id) : '',
      vm_template_id: record?.vm_template ? String(record.vm_template.id) : '',
      planogram_template_id: record?.planogram_template ? String(record.planogram_template.id) : '',
      board_settings_template_id: record?.board_settings_template ? String(record.board_settings_template.id) : '',
      hardware_board_id: record?.hardware_board ? String(record.hardware_board.id) : '',
      status: String(record?.status ?? 1),
      franchise_id: record?.franchise ? String(record.franchise.id) : '',
    },
    rules: rulesFor,
    onSubmit: async (v) => {
      const byWarehouse = v.served_by === 'warehouse';
      const fields = {
        name: v.name.trim(),
        code: v.code.trim(),
        location: v.location.trim(),
        city: v.city.trim(),
        latitude: coordinate(v.latitude),
        longitude: coordinate(v.longitude),
        warehouse_id: byWarehouse ? idOrNull(v.warehouse_id) : null,
        store_id: byWarehouse ? null : idOrNull(v.store_id),
        vm_template_id: Number(v.vm_template_id),
        planogram_template_id: Number(v.planogram_template_id),
        board_settings_template_id: idOrNull(v.board_settings_template_id),
        // Left out for those who may not link boards: the machine keeps its board.
        ...(mayLinkBoard ? { hardware_board_id: idOrNull(v.hardware_board_id) } : {}),
        status: Number(v.status) as 1 | 2 | 3,
        ...(companyStaff ? { franchise_id: idOrNull(v.franchise_id) } : {}),
      };
      if (record) {
        await call(updateVendingMachine, { ...fields, id: record.id, version: record.version });
        toastSuccess(M.updated);
        form.leaveTo(paths.vmById(record.id));
      } else {
        const created = await call(createVendingMachine, fields);
        toastSuccess(M.created);
        form.leaveTo(paths.vmById(created.data.id));
      }
    },
  });
  const { values } = form;
  const data = choices.data;
  const warehouse = data?.warehouses.find((w) => String(w.id) === values.warehouse_id);
  const zoneProblem = values.served_by === 'warehouse' && warehouse && !warehouse.zone
    ? (companyStaff ? M.warehouseWithoutZoneCompany : M.warehouseWithoutZoneFranchise)
    : undefined;
  const shape = data?.vm_templates.find((t) => String(t.id) === values.vm_template_id);
  const planograms = (data?.planogram_templates ?? []).filter((p) => String(p.vm_template_id) === values.vm_template_id);
  // The machine's own board and those on the shelf, of the board settings template's type when one is chosen.
  const boardTypeOf = (templateId: string) => data?.board_settings_templates.find((t) => String(t.id) === templateId)?.board_type;
  const templateType = boardTypeOf(values.board_settings_template_id);
  const boards = [...(record?.hardware_board ? [record.hardware_board] : []), ...(data?.hardware_boards ?? [])]
    .filter((b) => templateType === undefined || b.board_type === templateType)
    .map((b) => ({ id: String(b.id), name: boardLabel(b) }));

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-4xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput autoFocus label="Machine name" required maxLength={255} {...form.field('name')} />
        <TextInput label="Machine code" required maxLength={50} {...form.field('code')} />
        <TextInput label="Location" required maxLength={255} {...form.field('location')} />
        <TextInput label="City" maxLength={255} {...form.field('city')} />
      </div>
      <LocationPicker
        label="Machine position"
        value={{ latitude: values.latitude, longitude: values.longitude }}
        onChange={(place) => form.setValues((v) => ({ ...v, ...place }))}
        errors={{ latitude: form.errors.latitude, longitude: form.errors.longitude }}
      />
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Served by</legend>
        <Select label="Served by" required options={SERVED_BY} placeholder="Choose" {...form.field('served_by')} />
        {values.served_by === 'store' ? (
          <Select label="Store" required options={options(data?.stores)} {...form.field('store_id')} />
        ) : (
          <Select
            label="Warehouse"
            required
            options={options(data?.warehouses)}
            {...form.field('warehouse_id')}
            error={form.errors.warehouse_id ?? zoneProblem}
            hint={warehouse?.zone ? `Zone: ${warehouse.zone.name}` : undefined}
          />
        )}
        {companyStaff && (
          <Select label="Franchise" placeholder="The company's own (no franchise)" options={options(data?.franchises)} {...form.field('franchise_id')} />
        )}
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Configuration</legend>
        <Select
          label="VM template"
          required
          options={options(data?.vm_templates)}
          hint={shape ? `${shape.rows} rows × ${shape.columns} columns` : undefined}
          {...form.field('vm_template_id')}
          onChange={(value) => form.setValues((v) => ({ ...v, vm_template_id: value, planogram_template_id: '' }))}
        />
        <Select label="Planogram template" required placeholder={values.vm_template_id ? 'Select' : 'Select a VM template first'} options={options(planograms)} {...form.field('planogram_template_id')} />
        <Select
          label="Board settings template"
          placeholder="None"
          options={options(data?.board_settings_templates)}
          {...form.field('board_settings_template_id')}
          onChange={(value) => form.setValues((v) => {
            // A board of the other type no longer fits: choose again.
            const type = boardTypeOf(value);
            const board = [record?.hardware_board, ...(data?.hardware_boards ?? [])].find((b) => b && String(b.id) === v.hardware_board_id);
            return { ...v, board_settings_template_id: value, hardware_board_id: type !== undefined && board && board.board_type !== type ? '' : v.hardware_board_id };
          })}
        />
        {mayLinkBoard ? (
          <Select
            label="Hardware board"
            placeholder="None"
            options={boards}
            hint={templateType === undefined ? 'Boards not linked to another machine' : `Boards ${BOARD_TYPES.find((t) => t.id === templateType)?.name.toLowerCase()}, not linked to another machine`}
            {...form.field('hardware_board_id')}
          />
        ) : (
          record?.hardware_board && <p className="self-end text-sm text-slate-700">Hardware board: {boardLabel(record.hardware_board)}</p>
        )}
        <Select label="Status" required options={VM_STATUSES.map((s) => ({ id: String(s.id), name: s.name }))} {...form.field('status')} />
      </fieldset>
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(record ? paths.vmById(record.id) : paths.vm())}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {record ? 'Save changes' : 'Add vending machine'}
        </Button>
      </div>
    </form>
  );
}
