/**
 * Who reaches which cash collections: their company's; franchise staff those brought to their
 * franchise's warehouses; warehouse managers those brought to warehouses linked to them; a
 * retailer's staff those whose machine pick-ups are all at the retailer's machines (reaching a
 * collection shows every pick-up, so one at another machine keeps it out of reach).
 */
import { cashCollectionOrders, cashCollections } from '../db/schema/index.ts';
import { tenancy } from '../kit/scope.ts';

export const cashScope = tenancy({
  company: cashCollections.company_id,
  franchise: { warehouses: [cashCollections.warehouse_id] },
  retailer: { lines: { id: cashCollections.id, parent: cashCollectionOrders.cash_collection_id, machine: cashCollectionOrders.vending_machine_id } },
});
