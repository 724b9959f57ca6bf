/**
 * Shipping (issue 41), the LAST seed step: delivery partners and their persons (active and
 * inactive), the earlier warehouse → store orders given the shipping status their stock says
 * (a Created one holds its units in transit: Dispatched; a Received one put them in the store;
 * a Draft moved nothing), and new shipping orders in every status, written through the
 * console's own actions (runAs) so the ledger and the audit hold. Receipts are the demo store
 * manager's (store@demo.local, the first store). Nothing earlier steps wrote changes otherwise.
 */
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { SHIPPING_ORDER_TYPE, createShipping, receiveShipping, stepShipping, type ShippingStep } from '../../contract/actions/shipping.ts';
import { callerByEmail, runAs } from '../actions/run-as.ts';
import { deliveryPartners, deliveryPersons, warehouseOrders, warehouseStock } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';

const DAY = 86_400_000;

export const DEMO_DELIVERY_PARTNERS = [
  { name: 'Swift Couriers', contact_person_name: 'Ravi Kumar', active: true },
  { name: 'BlueLine Logistics', contact_person_name: 'Anita Rao', active: true },
  { name: 'Metro Movers', contact_person_name: 'Sanjay Gupta', active: false },
  { name: 'Rapid Parcel Co', contact_person_name: 'Farah Khan', active: true },
  { name: 'Old Route Transport', contact_person_name: 'Dinesh Pillai', active: false },
];

const PERSON_NAMES = ['Ramesh Yadav', 'Karan Shah', 'Lakshmi Menon', 'Abdul Rahim', 'Pooja Verma', 'Gopal Reddy', 'Sunita Bose', 'Manoj Tiwari', 'Deepa Nair', 'Harish Chandra'];

export async function seedShipping({ db, core }: SeedContext) {
  // Partners and their people: the second person of each partner is inactive.
  const partners = await db.insert(deliveryPartners).values(DEMO_DELIVERY_PARTNERS.map((p, i) => ({
    company_id: core.companyId, ...p,
    mobile_number: `97${String(41_000_000 + i * 5531).padStart(8, '0')}`,
    email_id: `${p.name.toLowerCase().replace(/[^a-z]+/g, '.')}@demo.local`,
  }))).returning();
  const persons = await db.insert(deliveryPersons).values(partners.flatMap((p, i) => [0, 1].map((n) => ({
    company_id: core.companyId, delivery_partner_id: p.id, name: PERSON_NAMES[(i * 2 + n) % PERSON_NAMES.length]!,
    mobile_number: `96${String(52_000_000 + (i * 2 + n) * 3119).padStart(8, '0')}`, active: n === 0,
  })))).returning();

  // The earlier warehouse → store orders, at the step their stock says (same rule as migration 0034).
  await db.update(warehouseOrders).set({
    shipping_status: sql`case ${warehouseOrders.status} when 1 then 'DISPATCHED' when 2 then 'CANCELLED' when 3 then 'RECEIVED_SM' when 4 then 'RECEIVED_SM' else 'ORDER_CREATED' end`,
  }).where(and(eq(warehouseOrders.source_type, 'warehouse'), eq(warehouseOrders.destination_type, 'store'), isNull(warehouseOrders.shipping_status)));

  const admin = await callerByEmail(db, 'admin@demo.local');
  const manager = await callerByEmail(db, 'store@demo.local');
  const managerStore = manager.store_id!;
  const active = partners.filter((p) => p.active);
  const personOf = (partnerId: number) => persons.find((p) => p.delivery_partner_id === partnerId && p.active)!.id;

  // What a company warehouse holds plenty of, for the lines.
  const warehouseIds = core.warehouseIds.filter((id) => core.warehouseFranchise.get(id) === null);
  const plans: { steps: ShippingStep[] | 'receive' | 'receiveShort'; partner: boolean }[] = [
    { steps: [], partner: true },
    { steps: ['progress'], partner: true },
    { steps: ['progress', 'dispatch'], partner: true },
    { steps: ['progress', 'dispatch', 'transit'], partner: false },
    { steps: ['progress', 'dispatch', 'deliver'], partner: true },
    { steps: 'receive', partner: false },
    { steps: 'receiveShort', partner: true },
    { steps: ['cancel'], partner: true },
    { steps: ['progress', 'cancel'], partner: false },
    { steps: [], partner: false },
    { steps: ['progress', 'dispatch', 'deliver'], partner: true },
  ];
  for (const [i, plan] of plans.entries()) {
    const warehouseId = warehouseIds[i % warehouseIds.length]!;
    const storeId = typeof plan.steps === 'string' || plan.steps.includes('deliver') || plan.steps.includes('transit') ? managerStore : core.storeIds[i % core.storeIds.length]!;
    const stock = await db.select().from(warehouseStock)
      .where(and(eq(warehouseStock.warehouse_id, warehouseId), gte(warehouseStock.stock, 12)))
      .orderBy(desc(warehouseStock.stock), warehouseStock.product_id).limit(3 + (i % 3));
    if (stock.length < 2) continue;
    const partner = plan.partner ? active[i % active.length]! : null;
    let at = Date.now() - (30 - i * 2) * DAY;
    const when = () => new Date((at += 3 * 3_600_000));
    const created = await runAs({ db }, admin, createShipping, {
      sources: [warehouseId], destination_types: ['store'], destinations: [storeId], order_type: SHIPPING_ORDER_TYPE,
      delivery_partner_id: partner?.id ?? null, delivery_person_id: partner ? personOf(partner.id) : null,
      lines: stock.slice(1).map((s, n) => ({ product_id: s.product_id, quantity: 4 + ((i + n) % 5) })),
      comments: i % 3 === 0 ? 'Weekly top-up' : '',
    }, when());
    let version = created.data.version;
    const steps: ShippingStep[] = typeof plan.steps === 'string' ? ['progress', 'dispatch', plan.partner ? 'deliver' : 'transit'] : plan.steps;
    for (const step of steps) version = (await runAs({ db }, admin, stepShipping, { id: created.data.id, version, step }, when())).data.version;
    if (typeof plan.steps === 'string') {
      const short = plan.steps === 'receiveShort';
      await runAs({ db }, manager, receiveShipping, {
        id: created.data.id, version,
        lines: created.data.lines.map((l, n) => ({
          product_id: l.product_id, received: short && n === 0 ? l.quantity - 2 : l.quantity, reason: short && n === 0 ? 'Damaged' : undefined,
        })),
      }, when());
    }
  }
}
