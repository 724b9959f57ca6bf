/**
 * Two demo direct sales (issue 42, create.direct_sale), made through the real action after every
 * other step: a new open cash collection of the first refill partner (one machine's pick-up, so it
 * reads like the others), then a sale from that partner's scooter (loaded here with opening stock,
 * a new ledger movement) and one from the first store. Earlier steps' records are not altered.
 */
import { and, asc, eq } from 'drizzle-orm';
import { createDirectSale } from '../../contract/actions/direct-sales.ts';
import { callerByEmail, runAs } from '../actions/run-as.ts';
import { cashCollectionOrders, cashCollections, products, stores, warehouses } from '../db/schema/index.ts';
import { moveStock } from '../stock/ledger.ts';
import { place } from '../stock/places.ts';
import { DEMO_VEHICLES } from './demo-partners.ts';
import type { SeedContext } from './index.ts';

export const DEMO_DIRECT_SALE_COLLECTION = 'CC-2001';

export async function seedDirectSales({ db, core }: SeedContext) {
  const admin = await callerByEmail(db, 'admin@demo.local');
  const [scooter] = await db.select().from(warehouses)
    .where(and(eq(warehouses.company_id, core.companyId), eq(warehouses.name, DEMO_VEHICLES[1].name)));
  const [template] = await db.select({ collection: cashCollections, line: cashCollectionOrders }).from(cashCollections)
    .innerJoin(cashCollectionOrders, eq(cashCollectionOrders.cash_collection_id, cashCollections.id))
    .where(and(eq(cashCollections.company_id, core.companyId), eq(cashCollections.refill_partner_id, scooter?.refill_partner_id ?? -1)))
    .orderBy(asc(cashCollections.id)).limit(1);
  const [store] = await db.select().from(stores).where(eq(stores.company_id, core.companyId)).orderBy(asc(stores.id)).limit(1);
  const sold = await db.select().from(products).where(eq(products.company_id, core.companyId)).orderBy(asc(products.id)).limit(3);
  if (!scooter || !template || !store || sold.length < 3) return;
  const now = new Date();
  const picked = template.line.expected_amount;
  const [collection] = await db.insert(cashCollections).values({
    company_id: core.companyId, order_id: DEMO_DIRECT_SALE_COLLECTION, refill_partner_id: template.collection.refill_partner_id,
    warehouse_id: template.collection.warehouse_id, state: 'SUBMITTED', submitted_amount: picked, expected_amount: picked,
    collection_time: now, calculation_time: now, end_date: now, created_at: now, updated_at: now,
  }).returning();
  await db.insert(cashCollectionOrders).values({
    cash_collection_id: collection!.id, order_id: `${DEMO_DIRECT_SALE_COLLECTION}-1`, vending_machine_id: template.line.vending_machine_id,
    expected_amount: picked, picked_up_amount: picked,
  });
  await db.transaction((tx) => moveStock(tx, { companyId: core.companyId, userId: admin.id, record: null, now },
    sold.slice(0, 2).map((p) => ({ productId: p.id, from: place.outside, to: place.shelf(scooter.id), quantity: 10, reason: 'opening' }))));
  await runAs({ db }, admin, createDirectSale, {
    cash_collection_id: collection!.id, source: 'vehicle', vehicle_id: scooter.id,
    lines: [{ product_id: sold[0]!.id, quantity: 2 }, { product_id: sold[1]!.id, quantity: 1 }],
  });
  await runAs({ db }, admin, createDirectSale, {
    cash_collection_id: collection!.id, source: 'store', store_id: store.id, lines: [{ product_id: sold[2]!.id, quantity: 3 }],
  });
}
