/**
 * Every soft delete's restore (issue 56, contract/actions/restores.ts): one line per kind of
 * record on the generic kit (server/kit/restore.ts), naming only what a kind adds: the value
 * no two live records may share, and what else comes back with it.
 */
import * as contract from '../../contract/actions/restores.ts';
import { COUPON_MESSAGES } from '../../contract/actions/coupons.ts';
import { ZONE_MESSAGES, restoreZone } from '../../contract/actions/zones.ts';
import { coupons, zones } from '../db/schema/index.ts';
import { markConfigChanged, playingAd, underNegativeItem } from '../device/config-version.ts';
import { defineRestore } from '../kit/restore.ts';
import { advertisementRecord } from '../records/advertisement.ts';
import { boardSettingsTemplateRecord } from '../records/board-settings-template.ts';
import { couponRecord } from '../records/coupon.ts';
import { deliveryPartnerRecord } from '../records/delivery-partner.ts';
import { deliveryPersonRecord } from '../records/delivery-person.ts';
import { franchiseRecord } from '../records/franchise.ts';
import { negativeItemRecord } from '../records/negative-item.ts';
import { planogramTemplateRecord } from '../records/planogram-template.ts';
import { platformRecord } from '../records/platform.ts';
import { productRequestRecord } from '../records/product-request.ts';
import { purchaseOrderRecord } from '../records/purchase-order.ts';
import { retailerRecord } from '../records/retailer.ts';
import { storeRecord } from '../records/store.ts';
import { supplierRecord } from '../records/supplier.ts';
import { vmTemplateRecord } from '../records/vm-template.ts';
import { zoneRecord } from '../records/zone.ts';
import { warehouseRecord } from './warehouses.ts';

export const restoreHandlers = [
  // Its machines play it again, as its delete told them to stop.
  defineRestore(contract.restoreAdvertisement, advertisementRecord, { also: (tx, row, now) => markConfigChanged(tx, playingAd(row.id), now) }),
  defineRestore(contract.restoreBoardSettingsTemplate, boardSettingsTemplateRecord),
  defineRestore(contract.restoreCoupon, couponRecord, { unique: { column: coupons.code, field: 'code', message: COUPON_MESSAGES.codeTaken } }),
  defineRestore(contract.restoreDeliveryPartner, deliveryPartnerRecord),
  defineRestore(contract.restoreDeliveryPerson, deliveryPersonRecord),
  defineRestore(contract.restoreFranchise, franchiseRecord),
  defineRestore(contract.restoreNegativeItem, negativeItemRecord, { also: (tx, row, now) => markConfigChanged(tx, underNegativeItem(row.id), now) }),
  defineRestore(contract.restorePlanogramTemplate, planogramTemplateRecord),
  defineRestore(contract.restorePlatform, platformRecord),
  defineRestore(contract.restoreProductRequest, productRequestRecord),
  defineRestore(contract.restorePurchaseOrder, purchaseOrderRecord),
  defineRestore(contract.restoreRetailer, retailerRecord),
  defineRestore(contract.restoreStore, storeRecord),
  defineRestore(contract.restoreSupplier, supplierRecord),
  defineRestore(contract.restoreVmTemplate, vmTemplateRecord),
  defineRestore(contract.restoreWarehouse, warehouseRecord),
  defineRestore(restoreZone, zoneRecord, { unique: { column: zones.name, field: 'name', message: ZONE_MESSAGES.nameTaken } }),
];
