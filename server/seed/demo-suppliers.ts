/** Demo suppliers for the demo company, so a new user sees the screens working. */
import { suppliers } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';

export async function seedSuppliers({ db, core }: SeedContext) {
  await db.insert(suppliers).values(Array.from({ length: 12 }, (_, i) => ({
    company_id: core.companyId,
    company_name: `Supplier ${i + 1}`,
    contact_person_name: `Contact person name ${i + 1}`,
    email_id: `supplier${i + 1}@demo.local`,
    mobile_number: `98${String(31_000_000 + i * 4217).padStart(8, '0')}`,
    country: `Country ${i + 1}`,
    state: `State ${i + 1}`,
    city: `City ${i + 1}`,
    billing_address: `Billing address ${i + 1}`,
    shipping_address: `Shipping address ${i + 1}`,
    bank_name: `Bank name ${i + 1}`,
    ifsc_code: `Ifsc code ${i + 1}`,
    account_number: `Account number ${i + 1}`,
  })));
}
