/**
 * Restores (issue 56): a soft delete's undo, one line per kind of record. Each brings back the
 * deleted record at the version its delete left (stale → 409), with the delete's own permission,
 * answering the record as its get does; refused (400) when a live record has taken its unique
 * name or code meanwhile. The server's side is one table too (server/actions/restores.ts).
 */
import { object } from 'superstruct';
import { defineAction, type ActionSpec } from '../action.ts';
import { id, version } from '../structs.ts';
import { deleteAdvertisement, getAdvertisement } from './advertisements.ts';
import { deleteBoardSettingsTemplate, getBoardSettingsTemplate } from './board-settings-templates.ts';
import { deleteCoupon, getCoupon } from './coupons.ts';
import { deleteDeliveryPartner, getDeliveryPartner } from './delivery-partners.ts';
import { deleteDeliveryPerson, getDeliveryPerson } from './delivery-persons.ts';
import { deleteFranchise, getFranchise } from './franchises.ts';
import { deleteNegativeItem, getNegativeItem } from './negative-items.ts';
import { deletePlanogramTemplate, getPlanogramTemplate } from './planogram-templates.ts';
import { deletePlatform, getPlatform } from './platforms.ts';
import { deleteProductRequest, getProductRequest } from './product-requests.ts';
import { deletePurchaseOrder, getPurchaseOrder } from './purchase-orders.ts';
import { deleteRetailer, getRetailer } from './retailers.ts';
import { deleteStore, getStore } from './stores.ts';
import { deleteSupplier, getSupplier } from './suppliers.ts';
import { deleteVmTemplate, getVmTemplate } from './vm-templates.ts';
import { deleteWarehouse, getWarehouse } from './warehouses.ts';

type AnySpec = ActionSpec<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** `restore.<kind>` for `delete.<kind>`: its area and permission, the get's answer. */
function restoreOf<G extends AnySpec>(remove: AnySpec, get: G) {
  return defineAction({
    area: remove.area,
    name: remove.name.replace(/^delete\./, 'restore.'),
    kind: 'write',
    summary:
      `Brings back a record ${remove.name} removed, at the version the delete left (stale → 409), unless a live one has taken ` +
      'its unique name or code meanwhile (400). Audited; the answer is the record as its get answers it.',
    permissions: remove.permissions,
    request: object({ id: id(), version: version() }),
    response: get.response as G['response'],
  });
}

export const restoreAdvertisement = restoreOf(deleteAdvertisement, getAdvertisement);
export const restoreBoardSettingsTemplate = restoreOf(deleteBoardSettingsTemplate, getBoardSettingsTemplate);
export const restoreCoupon = restoreOf(deleteCoupon, getCoupon);
export const restoreDeliveryPartner = restoreOf(deleteDeliveryPartner, getDeliveryPartner);
export const restoreDeliveryPerson = restoreOf(deleteDeliveryPerson, getDeliveryPerson);
export const restoreFranchise = restoreOf(deleteFranchise, getFranchise);
export const restoreNegativeItem = restoreOf(deleteNegativeItem, getNegativeItem);
export const restorePlanogramTemplate = restoreOf(deletePlanogramTemplate, getPlanogramTemplate);
export const restorePlatform = restoreOf(deletePlatform, getPlatform);
export const restoreProductRequest = restoreOf(deleteProductRequest, getProductRequest);
export const restorePurchaseOrder = restoreOf(deletePurchaseOrder, getPurchaseOrder);
export const restoreRetailer = restoreOf(deleteRetailer, getRetailer);
export const restoreStore = restoreOf(deleteStore, getStore);
export const restoreSupplier = restoreOf(deleteSupplier, getSupplier);
export const restoreVmTemplate = restoreOf(deleteVmTemplate, getVmTemplate);
export const restoreWarehouse = restoreOf(deleteWarehouse, getWarehouse);

/** Each soft delete with the restore that undoes it (the UNDOABLE table's rows for deletes). */
export const RESTORES: readonly (readonly [remove: AnySpec, restore: AnySpec])[] = [
  [deleteAdvertisement, restoreAdvertisement],
  [deleteBoardSettingsTemplate, restoreBoardSettingsTemplate],
  [deleteCoupon, restoreCoupon],
  [deleteDeliveryPartner, restoreDeliveryPartner],
  [deleteDeliveryPerson, restoreDeliveryPerson],
  [deleteFranchise, restoreFranchise],
  [deleteNegativeItem, restoreNegativeItem],
  [deletePlanogramTemplate, restorePlanogramTemplate],
  [deletePlatform, restorePlatform],
  [deleteProductRequest, restoreProductRequest],
  [deletePurchaseOrder, restorePurchaseOrder],
  [deleteRetailer, restoreRetailer],
  [deleteStore, restoreStore],
  [deleteSupplier, restoreSupplier],
  [deleteVmTemplate, restoreVmTemplate],
  [deleteWarehouse, restoreWarehouse],
];
