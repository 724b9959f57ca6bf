/**
 * Demo retailers of the demo company: four active and one inactive, the demo retailer admin
 * (retailer@demo.local) working for the first, and a few of the company's own machines (none
 * of a franchise's) run by the first three. Draws nothing from the random source, so the
 * other seeds stay as they were.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { retailers, users, vendingMachines } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';

const RETAILERS = [
  { name: 'FreshMart Retail', contact: 'Anil Kumar', city: 'Bengaluru', state: 'Karnataka', pincode: '560034', line1: '14, 80 Feet Road, Koramangala', machines: 8, active: true },
  { name: 'QuickBite Kiosks', contact: 'Farah Khan', city: 'Mumbai', state: 'Maharashtra', pincode: '400069', line1: 'Unit 5, Andheri Kurla Road', machines: 5, active: true },
  { name: 'Campus Corner Stores', contact: 'Nikhil Deshpande', city: 'Pune', state: 'Maharashtra', pincode: '411057', line1: 'Plot 21, Hinjewadi Phase 1', machines: 3, active: true },
  { name: 'MetroSnacks Retail', contact: 'Lakshmi Raman', city: 'Chennai', state: 'Tamil Nadu', pincode: '600032', line1: '3rd Floor, Guindy Industrial Estate', machines: 0, active: true },
  { name: 'Old Town Traders', contact: 'Salim Ahmed', city: 'Hyderabad', state: 'Telangana', pincode: '500081', line1: '8-2-293, Road No. 12, Banjara Hills', machines: 0, active: false },
] as const;

/** The retailer the demo retailer admin works for. */
export const DEMO_RETAILER = RETAILERS[0].name;

export async function seedRetailers({ db, core }: SeedContext) {
  const rows = await db.insert(retailers).values(RETAILERS.map((r, i) => ({
    company_id: core.companyId,
    name: r.name,
    contact_person_name: r.contact,
    email: `contact@${r.name.toLowerCase().replace(/[^a-z]+/g, '')}.example.com`,
    mobile_number: `97${String(41_000_000 + i * 5113).padStart(8, '0')}`,
    address_line_1: r.line1,
    address_line_2: '',
    country: 'India',
    state: r.state,
    city: r.city,
    pincode: r.pincode,
    is_active: r.active,
  }))).returning({ id: retailers.id });

  await db.update(users).set({ retailer_id: rows[0]!.id }).where(eq(users.email, 'retailer@demo.local'));

  for (const [i, r] of RETAILERS.entries()) {
    if (r.machines === 0) continue;
    const machines = await db
      .select({ id: vendingMachines.id })
      .from(vendingMachines)
      .where(and(eq(vendingMachines.company_id, core.companyId), eq(vendingMachines.city, r.city), isNull(vendingMachines.franchise_id), isNull(vendingMachines.deleted_at)))
      .orderBy(asc(vendingMachines.id))
      .limit(r.machines);
    await db.update(vendingMachines).set({ retailer_id: rows[i]!.id }).where(inArray(vendingMachines.id, machines.map((m) => m.id)));
  }
}
