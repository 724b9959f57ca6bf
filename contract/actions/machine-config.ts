/**
 * /api/vending-machine-management: configuring a machine (/add-vm, /edit-vm/{id}). A machine is
 * served by a warehouse or a store (exactly one), takes its shape from a VM template, its slots
 * from a planogram template of that VM template, and its board from a board settings template.
 * A serving warehouse must have a zone; the machine's zone follows it.
 */
import { array, enums, integer, nullable, number, object, optional, refine, size, string } from 'superstruct';
import { GEO_MESSAGES } from '../geo.ts';
import { defineAction } from '../action.ts';
import { checked, data, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';
import { VM_STATUS_IDS } from './vending-machines.ts';

const area = 'vending-machine-management' as const;

const dbId = () => size(integer(), 1, 2_147_483_647);
const Ref = object({ id: number(), name: string() });
const Board = object({ id: number(), name: string(), board_type: number() });

/** Who may choose the machine's hardware board on the form (besides adding or editing the machine). */
export const MACHINE_BOARD_PERMISSION = 'PERM_UPDATE_HARDWARE_BOARD' as const;

/** The form's toasts and the refusals of a save; the spec gives only the gist of the zone ones (domain.md §5). */
export const MACHINE_CONFIG_MESSAGES = {
  created: 'Vending machine created successfully',
  updated: 'Vending machine updated successfully',
  nameRequired: 'Please enter machine name',
  codeRequired: 'Please enter machine code',
  codeTaken: 'Another machine of your company already has this code. Choose another code.',
  locationRequired: 'Please enter location',
  locationPair: 'Enter both latitude and longitude, or neither.',
  servedByOne: 'Choose a warehouse or a store to serve the machine (exactly one).',
  unknownWarehouse: 'Choose a warehouse you can see.',
  unknownStore: 'Choose a store you can see.',
  /** Company admin (no franchise): they can fix it themselves. */
  warehouseWithoutZoneCompany: 'The selected warehouse has no zone. Select another warehouse, or assign a zone to this warehouse first.',
  /** Franchise admin: zones belong to the company. */
  warehouseWithoutZoneFranchise: 'The selected warehouse has no zone. Please contact your company admin to assign a zone to it.',
  vmTemplateRequired: 'Please select VM template',
  unknownVmTemplate: 'Choose a VM template of your company.',
  planogramRequired: 'Please select planogram template',
  unknownPlanogram: 'Choose a planogram template of your company.',
  planogramNotForVmTemplate: 'This planogram template is for another VM template. Choose one made for the selected VM template.',
  unknownBoardSettings: 'Choose a board settings template of your company.',
  unknownFranchise: 'Choose a franchise of your company.',
  /** The hardware board of the form (docs/decisions.md "Machine report and board on the machine form"). */
  unknownHardwareBoard: 'Choose a hardware board of your company from the list.',
  hardwareBoardTaken: (serial: string, machine: string) =>
    `Board ${serial} is already linked to ${machine}. Choose another board, or unlink it from that machine on /hardware-boards first.`,
  hardwareBoardType: (boardType: string, templateType: string) =>
    `This board is ${boardType.toLowerCase()}, but the board settings template is for a board ${templateType.toLowerCase()}. Choose a board of the template's type.`,
  ownFranchiseOnly: 'A machine you add or edit belongs to your own franchise.',
  /** A VM, planogram or board settings template is not deleted while live machines use it. */
  templateUsedByMachines: (machines: number) =>
    `This template is used by ${machines} vending machine${machines === 1 ? '' : 's'}: configure them with another template first.`,
  /** Decided in docs/decisions.md "Machine configuration (issue 38)". */
  planogramChangeWithStock: (units: number) =>
    `This machine holds ${units} unit${units === 1 ? '' : 's'}: change the planogram of a machine with stock through /change-planogram-multiple-vm, so the units are taken out first.`,
} as const;

export const MACHINE_CONFIG_FIELD_RULES = {
  name: [rules.required(MACHINE_CONFIG_MESSAGES.nameRequired), rules.maxLength(255)],
  code: [rules.required(MACHINE_CONFIG_MESSAGES.codeRequired), rules.maxLength(50)],
  location: [rules.required(MACHINE_CONFIG_MESSAGES.locationRequired), rules.maxLength(255)],
  city: [rules.maxLength(255)],
} satisfies Record<string, readonly Rule[]>;

const coordinate = (low: number, high: number, message: string) =>
  nullable(refine(number(), 'rules', (n) => (Number.isFinite(n) && n >= low && n <= high) || message));

const machineFields = {
  name: checked(string(), ...MACHINE_CONFIG_FIELD_RULES.name),
  code: checked(string(), ...MACHINE_CONFIG_FIELD_RULES.code),
  location: checked(string(), ...MACHINE_CONFIG_FIELD_RULES.location),
  city: checked(string(), ...MACHINE_CONFIG_FIELD_RULES.city),
  /** Both or neither (400 on the missing one). */
  latitude: coordinate(-90, 90, GEO_MESSAGES.latitudeRange),
  longitude: coordinate(-180, 180, GEO_MESSAGES.longitudeRange),
  /** Exactly one of the two. */
  warehouse_id: nullable(dbId()),
  store_id: nullable(dbId()),
  vm_template_id: dbId(),
  planogram_template_id: dbId(),
  board_settings_template_id: nullable(dbId()),
  /**
   * The board in the machine: one on the shelf (or the machine's own); null takes it off; left out
   * keeps it. Changing it needs PERM_UPDATE_HARDWARE_BOARD too.
   */
  hardware_board_id: optional(nullable(dbId())),
  status: enums(VM_STATUS_IDS),
  /** Company staff: a franchise of their company or none; franchise staff: theirs (left out means theirs). */
  franchise_id: optional(nullable(dbId())),
};

export const MachineConfig = object({
  id: number(),
  name: string(),
  code: string(),
  location: string(),
  city: string(),
  latitude: nullable(number()),
  longitude: nullable(number()),
  status: number(),
  warehouse: nullable(Ref),
  store: nullable(Ref),
  zone: nullable(Ref),
  franchise: nullable(Ref),
  vm_template: nullable(Ref),
  planogram_template: nullable(Ref),
  board_settings_template: nullable(Ref),
  /** The linked board: its serial as `name`, and BOARD_TYPES (1 with a display, 2 without). */
  hardware_board: nullable(Board),
  rows: number(),
  columns: number(),
  slot_count: number(),
  version: number(),
});

export const getMachineConfig = defineAction({
  area,
  name: 'get.vending_machine_config',
  kind: 'read',
  summary: "A live machine's configuration as /edit-vm/{id} fills its form: place, serving warehouse or store, templates, status.",
  permissions: ['PERM_UPDATE_VENDING_MACHINE'],
  request: object({ id: dbId() }),
  response: data(MachineConfig),
});

export const createVendingMachine = defineAction({
  area,
  name: 'create.vending_machine',
  kind: 'write',
  summary:
    'Adds a machine (/add-vm): name, code (unique in the company), location and position, the warehouse or store serving it ' +
    '(a warehouse must have a zone; the machine takes it), VM template (rows × columns), planogram template of that VM template ' +
    '(its slots become the machine\'s, empty, motors on), board settings template, hardware board (one on the shelf of the template\'s ' +
    'type; 409 when it is in another machine; PERM_UPDATE_HARDWARE_BOARD), status. Franchise staff: in their franchise.',
  permissions: ['PERM_ADD_VENDING_MACHINE'],
  status: 201,
  request: object(machineFields),
  response: data(MachineConfig),
});

export const updateVendingMachine = defineAction({
  area,
  name: 'update.vending_machine',
  kind: 'write',
  summary:
    "Replaces a machine's configuration (/edit-vm/{id}) with the version read (stale → 409). A changed planogram rewrites the slots " +
    'when the machine holds no units, and is refused (409) when it does (that goes through /change-planogram-multiple-vm). ' +
    'A changed hardware_board_id moves the link (the old board back on the shelf); left out, the board stays.',
  permissions: ['PERM_UPDATE_VENDING_MACHINE'],
  request: object({ id: dbId(), version: version(), ...machineFields }),
  response: data(MachineConfig),
});

export const MachineFormOptions = object({
  /** Warehouses the caller reaches; `zone` null ones are refused by a save (the form says so up front). */
  warehouses: array(object({ id: number(), name: string(), zone: nullable(Ref) })),
  stores: array(Ref),
  vm_templates: array(object({ id: number(), name: string(), rows: number(), columns: number() })),
  planogram_templates: array(object({ id: number(), name: string(), vm_template_id: number() })),
  /** With their BOARD_TYPES, so the form offers boards of the template's type. */
  board_settings_templates: array(object({ id: number(), name: string(), board_type: number() })),
  /** Boards on the shelf (linked to no machine) the caller reaches; empty without MACHINE_BOARD_PERMISSION. */
  hardware_boards: array(Board),
  /** Company staff choose among these (or none); empty for franchise staff. */
  franchises: array(Ref),
});

export const getMachineFormOptions = defineAction({
  area,
  name: 'get.vending_machine_form_options',
  kind: 'read',
  summary: "The choices of the /add-vm and /edit-vm/{id} form within the caller's reach: warehouses (with their zone), stores, the company's templates and franchises, and the hardware boards on the shelf.",
  permissions: ['PERM_ADD_VENDING_MACHINE', 'PERM_UPDATE_VENDING_MACHINE'],
  request: object({}),
  response: data(MachineFormOptions),
});
