/**
 * Demo vehicles of refill partners (issue 40), made through the real action (runAs): two for the
 * company's first active partner and one for the next, each a warehouse row of storage type
 * Vehicle. The first vehicle is loaded with a few products through the stock ledger, so its
 * stock shows on the partner's screen and in the warehouses. Runs last and only adds rows.
 */
import { and, asc, eq } from 'drizzle-orm';
import { createVehicle } from '../../contract/actions/refill-partners.ts';
import { callerByEmail, runAs } from '../actions/run-as.ts';
import { products, refillPartners, warehouses } from '../db/schema/index.ts';
import { moveStock } from '../stock/ledger.ts';
import { place } from '../stock/places.ts';
import type { SeedContext } from './index.ts';

export const DEMO_VEHICLES = [
  { partner: 0, name: 'Ramesh van', registration_number: 'KA 01 AB 1234' },
  { partner: 0, name: 'Ramesh scooter', registration_number: 'KA 05 MX 7781' },
  { partner: 1, name: 'Sunita van', registration_number: 'KA 03 CD 4521' },
] as const;

export async function seedPartners({ db, core }: SeedContext) {
  const admin = await callerByEmail(db, 'admin@demo.local');
  const partners = await db.select({ id: refillPartners.id }).from(refillPartners)
    .where(and(eq(refillPartners.company_id, core.companyId), eq(refillPartners.status, 1)))
    .orderBy(asc(refillPartners.id)).limit(2);
  if (partners.length < 2) return;
  for (const vehicle of DEMO_VEHICLES) {
    await runAs({ db }, admin, createVehicle, {
      refill_partner_id: partners[vehicle.partner]!.id, name: vehicle.name, registration_number: vehicle.registration_number,
    });
  }
  const [loaded] = await db.select({ id: warehouses.id }).from(warehouses)
    .where(and(eq(warehouses.company_id, core.companyId), eq(warehouses.name, DEMO_VEHICLES[0].name)));
  const stocked = await db.select({ id: products.id }).from(products).where(eq(products.company_id, core.companyId)).orderBy(asc(products.id)).limit(4);
  if (!loaded) return;
  await db.transaction((tx) => moveStock(tx, { companyId: core.companyId, userId: admin.id, record: null, now: new Date() },
    stocked.map((p, i) => ({ productId: p.id, from: place.outside, to: place.shelf(loaded.id), quantity: 12 + i * 6, reason: 'opening' }))));
}
