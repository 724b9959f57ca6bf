/** Demo retailers for the demo company, so a new user sees the screens working. */
import { retailers } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';

export async function seedRetailers({ db, core }: SeedContext) {
  await db.insert(retailers).values(Array.from({ length: 12 }, (_, i) => ({
    company_id: core.companyId,
    name: `Retailer ${i + 1}`,
    contact_person_name: `Contact person name ${i + 1}`,
    email: `retailer${i + 1}@demo.local`,
    mobile_number: `98${String(31_000_000 + i * 4217).padStart(8, '0')}`,
    address_line_1: `Address line 1 ${i + 1}`,
    address_line_2: `Address line 2 ${i + 1}`,
    country: `Country ${i + 1}`,
    state: `State ${i + 1}`,
    city: `City ${i + 1}`,
    pincode: `Pincode ${i + 1}`,
    is_active: i % 2 === 0,
  })));
}
