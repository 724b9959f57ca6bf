/**
 * Fresh records for model-based and concurrency runs, written with the server's own
 * functions so they obey the same stock rules as real use.
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import {
  cashCollectionOrders, cashCollections, companies, refillPartnerMachineLinks, refillPartnerWarehouseLinks, refillPartners, users, vendingMachines, warehouseStock, warehouses,
} from '../../server/db/schema/index.ts';
import { createTransfer } from '../../server/records/material-transfer.ts';

export interface Demo {
  companyId: number;
  adminId: number;
  warehouseIds: number[];
}

export async function demo(db: Db): Promise<Demo> {
  const [company] = await db.select().from(companies).where(eq(companies.name, 'Demo Vending Co'));
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@demo.local'));
  const list = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.company_id, company.id)).orderBy(asc(warehouses.id));
  return { companyId: company.id, adminId: admin.id, warehouseIds: list.map((w) => w.id) };
}

/** Products the warehouse holds at least `min` units of, for sending. */
export async function stockedProducts(db: Db, warehouseId: number, min: number): Promise<number[]> {
  const rows = await db
    .select({ id: warehouseStock.product_id })
    .from(warehouseStock)
    .where(and(eq(warehouseStock.warehouse_id, warehouseId), gte(warehouseStock.stock, min)))
    .orderBy(asc(warehouseStock.product_id));
  return rows.map((r) => r.id);
}

/** A new Created transfer: the units leave the source's shelves into transit. */
export async function newTransfer(
  db: Db, d: Demo, source: number, destination: number, items: { productId: number; stock: number }[],
): Promise<number> {
  const { id } = await db.transaction((tx) =>
    createTransfer(tx, {
      companyId: d.companyId, sourceWarehouseId: source, destinationWarehouseId: destination, items,
      createdBy: d.adminId, takeFromSource: true, now: new Date(),
    }));
  return id;
}

/** A new SUBMITTED cash collection of two machine pick-ups; expected 1000.00 + 250.75, picked up 1200.00 + 250.75. */
export async function newCashCollection(db: Db, d: Demo): Promise<{ id: number; expected: number }> {
  // A partner collects only for linked places (issue 40): one linked to the first warehouse, and two of its machines.
  const [partner] = await db.select({ id: refillPartners.id }).from(refillPartners)
    .innerJoin(refillPartnerWarehouseLinks, and(eq(refillPartnerWarehouseLinks.refill_partner_id, refillPartners.id), eq(refillPartnerWarehouseLinks.warehouse_id, d.warehouseIds[0]), eq(refillPartnerWarehouseLinks.view, true)))
    .where(and(eq(refillPartners.company_id, d.companyId), sql`(select count(*) from refill_partner_machine_links m where m.refill_partner_id = ${refillPartners.id}) >= 2`))
    .orderBy(asc(refillPartners.id)).limit(1);
  const machines = await db.select({ id: vendingMachines.id }).from(vendingMachines)
    .innerJoin(refillPartnerMachineLinks, and(eq(refillPartnerMachineLinks.vending_machine_id, vendingMachines.id), eq(refillPartnerMachineLinks.refill_partner_id, partner.id)))
    .orderBy(asc(vendingMachines.id)).limit(2);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(cashCollections);
  const [collection] = await db
    .insert(cashCollections)
    .values({
      company_id: d.companyId, order_id: `CC-T${n + 1}-${Date.now() % 100000}`, refill_partner_id: partner.id, warehouse_id: d.warehouseIds[0],
      submitted_amount: 1450.75, expected_amount: 1250.75,
    })
    .returning({ id: cashCollections.id });
  await db.insert(cashCollectionOrders).values([
    { cash_collection_id: collection.id, order_id: `CCO-T${collection.id}-1`, vending_machine_id: machines[0].id, expected_amount: 1000, picked_up_amount: 1200 },
    { cash_collection_id: collection.id, order_id: `CCO-T${collection.id}-2`, vending_machine_id: machines[1].id, expected_amount: 250.75, picked_up_amount: 250.75 },
  ]);
  return { id: collection.id, expected: 1250.75 };
}
