/**
 * /api/vending-machine-management: the machine list (/vm), a machine with its slots
 * (/vm/{id}, /deletedVm/{id}) and its live stock (/vm-snapshot/{vmId}).
 * Lists are scoped to the caller's company, and to their franchise for franchise users.
 */
import { array, boolean, enums, integer, nullable, number, object, optional, size, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { boundedArray, data, list, listFields, text } from '../structs.ts';

const area = 'vending-machine-management' as const;
const VIEW = 'PERM_VIEW_VENDING_MACHINE' as const;

/** A database id (Postgres int4), so an oversized number is a 400 rather than a database error. */
const dbId = () => size(integer(), 1, 2_147_483_647);
const idList = () => optional(boundedArray(dbId(), 200));

export const VM_STATUS_IDS = [1, 2, 3] as const;
const Ref = object({ id: number(), name: string() });

export const VendingMachineRow = object({
  id: number(),
  name: string(),
  code: string(),
  location: string(),
  city: string(),
  /** 1 Active, 2 Inactive, 3 Failed (contract/statuses.ts VM_STATUSES). */
  status: number(),
  warehouse: nullable(Ref),
  store: nullable(Ref),
  zone: nullable(Ref),
  franchise: nullable(Ref),
  /** Units in the machine as a percentage of its slots' capacity (item_layout_max). */
  stock_percent: number(),
  slot_count: number(),
  /** Slots whose motor is switched off. */
  motors_off: number(),
  deleted_at: nullable(string()),
  updated_at: string(),
  version: number(),
  /** The config the console holds for the machine's device (GET /device/v1/config); null: no device state yet ("No device connected"). */
  config_version: nullable(number()),
  /** The version its device last acknowledged applying, and when; null when it never has. */
  config_applied_version: nullable(number()),
  config_applied_at: nullable(string()),
  /** Since when the config has waited for the device (the last change not yet applied); null when applied. */
  config_pending_since: nullable(string()),
});

/** The machines list's config filter: `pending`, a config version not yet applied by the device. */
export const VM_CONFIG_STATES = ['pending'] as const;

function listRequest<K extends string>(sortKeys: readonly [K, ...K[]], defaultSort: K) {
  return object({
    ...listFields(sortKeys, defaultSort, 'ASC'),
    status: optional(boundedArray(enums(VM_STATUS_IDS), 3)),
    warehouse_id: idList(),
    store_id: idList(),
    zone_id: idList(),
    city: optional(boundedArray(text(100), 50)),
    config: optional(boundedArray(enums(VM_CONFIG_STATES), 1)),
  });
}

export const listActiveVendingMachines = defineAction({
  area,
  name: 'list.active_vending_machines',
  kind: 'read',
  summary:
    'The /vm list: machines that are not deleted, whatever their status (console.md §7 "Reload active VMs"). ' +
    'Filters: status, warehouse_id, store_id, zone_id, city (each any-of), config (`pending`: the device has not applied the latest config); ' +
    'search matches name, code, location and city.',
  permissions: [VIEW],
  request: listRequest(['name', 'code', 'location', 'city', 'status', 'created_at', 'updated_at'], 'name'),
  response: list(VendingMachineRow),
});

export const listDeletedVendingMachines = defineAction({
  area,
  name: 'list.deleted_vending_machines',
  kind: 'read',
  summary: 'Deleted machines (opened at /deletedVm/{id}), with the same filters as the /vm list.',
  permissions: [VIEW],
  request: listRequest(['name', 'code', 'location', 'city', 'status', 'deleted_at'], 'name'),
  response: list(VendingMachineRow),
});

/** Whether a caller sees the MRPs of a machine's coils: the catalogue's readers, not the technician (docs/roles.md). */
export const canSeeProductPrices = (permissions: readonly string[]) => permissions.includes('PERM_VIEW_PRODUCT_CATALOG');

export const Slot = object({
  id: number(),
  coil: string(),
  row: number(),
  column: number(),
  /** Name and SKU for everyone who sees the machine (a technician loading or fixing a coil); the MRP only with PERM_VIEW_PRODUCT_CATALOG (`canSeeProductPrices`), else null. */
  product: nullable(object({ id: number(), sku: string(), name: string(), mrp: nullable(number()) })),
  quantity: number(),
  item_layout_max: number(),
  motor_activated: boolean(),
  /** Best-before day (YYYY-MM-DD) of the coil's earliest units; null when not known or empty. */
  expires_on: nullable(string()),
});

export const VendingMachineDetail = object({
  ...VendingMachineRow.schema,
  latitude: nullable(number()),
  longitude: nullable(number()),
  rows: number(),
  columns: number(),
  hardware_board_name: string(),
  created_at: string(),
  slots: array(Slot),
});

export const getVendingMachine = defineAction({
  area,
  name: 'get.vending_machine',
  kind: 'read',
  summary: 'A machine with its slots (coil, product, quantity, item_layout_max, motor_activated). Deleted machines answer too, with deleted_at set.',
  permissions: [VIEW],
  request: object({ id: dbId() }),
  response: data(VendingMachineDetail),
});

export const getVendingMachineStock = defineAction({
  area,
  name: 'get.vending_machine_stock',
  kind: 'read',
  summary: 'Live stock of a machine (/vm-snapshot/{vmId}): each slot with its quantity, capacity and fill percentage.',
  permissions: ['PERM_VIEW_STOCK', VIEW],
  request: object({ id: dbId() }),
  response: data(object({
    id: number(),
    name: string(),
    code: string(),
    location: string(),
    status: number(),
    stock_percent: number(),
    /** When the answer was read, so the screen can say how fresh it is. */
    read_at: string(),
    slots: array(object({ ...Slot.schema, percent: number() })),
  })),
});

export const getVendingMachineFilterOptions = defineAction({
  area,
  name: 'get.vending_machine_filter_options',
  kind: 'read',
  summary: "The choices of the /vm filter bar within the caller's scope: warehouses, stores, zones and cities that have machines.",
  permissions: [VIEW],
  request: object({}),
  response: data(object({ warehouses: array(Ref), stores: array(Ref), zones: array(Ref), cities: array(string()) })),
});
