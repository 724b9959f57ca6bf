/**
 * /api/warehouse-management: kit and package transfers (issue 39; routes /add-kit-transfer,
 * /kit-transfer/{id}, /add-package-transfer, /package-transfer/{id}). Both are material
 * transfers (warehouse → warehouse, a vehicle being a warehouse of storage type Vehicle): created
 * here, their units leave the source's shelves into transit; then received, partially received
 * or cancelled with manage.material_transfer, on the transfer's lifecycle and stock moves.
 * A kit carries the products of one or more refill plans of one refill partner (the sum of
 * their quantities to add, as the pick list sums them); a package a hand-chosen set of products.
 */
import { array, enums, integer, nullable, number, object, optional, size, string } from 'superstruct';
import { WAREHOUSE_READ_PERMISSIONS } from '../access.ts';
import { defineAction } from '../action.ts';
import { CREATED_SUCCESSFULLY } from '../constants.ts';
import type { Permission } from '../permissions.ts';
import { boundedArray, data } from '../structs.ts';
import { MaterialTransfer } from './material-transfers.ts';
import { Ref, dbId } from './warehouses.ts';

const area = 'warehouse-management' as const;

/** Texts the spec does not give (docs/decisions.md "Refills, finished"). */
export const KIT_TRANSFER_MESSAGES = {
  kitCreated: CREATED_SUCCESSFULLY,
  packageCreated: CREATED_SUCCESSFULLY,
  received: 'Transfer received successfully',
  cancelled: 'Transfer cancelled; the units are back on the source shelves',
  sameWarehouse: 'Choose a destination other than the source warehouse',
  noPlans: 'Tick at least one refill plan',
  noLines: 'Add at least one product with a quantity',
  onePartner: 'The plans of a kit belong to one refill partner',
  planNotOpen: 'Only Created or In Transit plans go into a kit',
  planOtherSource: 'This plan is served from another warehouse than the source',
  planInKit: 'This plan is already in an open kit',
  planEmpty: 'These plans have nothing to add',
  productTwice: 'This product is listed twice',
  notKit: 'This transfer is not a kit transfer',
  /** Executing a plan whose kit is still on its way: the units are in transit, on no shelf (issue 39). */
  kitOnTheWay: (order: string) => `This plan's kit ${order} is still on its way; receive it into the vehicle (or cancel it) before executing the plan.`,
  notPackage: 'This transfer is not a package transfer',
} as const;

/** Who makes a kit or package: the warehouse (inventory) or the refill planner. */
export const KIT_WRITE_PERMISSIONS: Permission[] = ['PERM_UPDATE_INVENTORY', 'PERM_UPDATE_REFILL'];
export const KIT_READ_PERMISSIONS: Permission[] = [...WAREHOUSE_READ_PERMISSIONS, 'PERM_VIEW_REFILL'];

export const KIT_KINDS = ['kit', 'package'] as const;

export const KitTransfer = object({
  kind: enums(KIT_KINDS),
  transfer: MaterialTransfer,
  /** The destination's storage type (STORAGE_TYPES): Vehicle for a partner's vehicle. */
  destination_storage_type: string(),
  refill_partner: nullable(Ref),
  /** The plans a kit carries (none for a package). */
  plans: array(object({ id: number(), plan_id: string(), status: number(), total_quantity: number(), VendingMachine: object({ id: number(), name: string(), code: string() }) })),
});

export const getKitTransfer = defineAction({
  area,
  name: 'get.kit_transfer',
  kind: 'read',
  permissions: KIT_READ_PERMISSIONS,
  summary: 'A kit or package transfer: the material transfer (lines, source, destination, status) with its kind, refill partner and plans.',
  request: object({ id: dbId() }),
  response: data(KitTransfer),
});

const ends = { source_warehouse_id: dbId(), destination_warehouse_id: dbId(), comments: optional(size(string(), 0, 250)) };

export const createKitTransfer = defineAction({
  area,
  name: 'create.kit_transfer',
  kind: 'write',
  status: 201,
  permissions: KIT_WRITE_PERMISSIONS,
  summary:
    "Creates a kit: the products of the listed refill plans (one refill partner's, Created or In Transit, served from the source, in no open kit), " +
    'summed per product as the pick list sums them, moved from the source\'s shelves into transit toward the destination (a vehicle or another ' +
    'warehouse). 409 when the shelves lack the units.',
  request: object({ ...ends, refill_plan_ids: size(boundedArray(dbId(), 100), 1, 100) }),
  response: data(KitTransfer),
});

export const createPackageTransfer = defineAction({
  area,
  name: 'create.package_transfer',
  kind: 'write',
  status: 201,
  permissions: KIT_WRITE_PERMISSIONS,
  summary: 'Creates a package: the listed products and quantities moved from the source\'s shelves into transit toward the destination. 409 when the shelves lack the units.',
  request: object({ ...ends, lines: size(boundedArray(object({ product_id: dbId(), quantity: size(integer(), 1, 1_000_000) }), 500), 1, 500) }),
  response: data(KitTransfer),
});
