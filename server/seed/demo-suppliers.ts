/**
 * Demo suppliers for the demo company, each with product terms on part of the catalogue, so a
 * new user sees the supplier screens (and, later, purchase orders) working. Their own PRNG
 * keeps them the same whatever other domains seed.
 */
import { eq } from 'drizzle-orm';
import { products, supplierProductTerms, suppliers } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';
import { createRandom } from './random.ts';

const SUPPLIERS = [
  { company: 'Metro Wholesale', contact: 'Rajesh Gupta', state: 'Karnataka', city: 'Bengaluru', bank: 'HDFC Bank', ifsc: 'HDFC0001234' },
  { company: 'Reliance Distribution', contact: 'Anjali Shah', state: 'Maharashtra', city: 'Mumbai', bank: 'State Bank of India', ifsc: 'SBIN0004567' },
  { company: 'Sri Balaji Traders', contact: 'Venkatesh Rao', state: 'Telangana', city: 'Hyderabad', bank: 'ICICI Bank', ifsc: 'ICIC0002345' },
  { company: 'FreshWay Foods', contact: 'Pooja Malhotra', state: 'Delhi', city: 'New Delhi', bank: 'Axis Bank', ifsc: 'UTIB0000987' },
  { company: 'Coastal Beverages', contact: 'Thomas Mathew', state: 'Kerala', city: 'Kochi', bank: 'Federal Bank', ifsc: 'FDRL0001122' },
  { company: 'Ganga Snacks Co', contact: 'Alok Tiwari', state: 'Uttar Pradesh', city: 'Lucknow', bank: 'Punjab National Bank', ifsc: 'PUNB0123400' },
  { company: 'Sahyadri Dairy', contact: 'Snehal Kulkarni', state: 'Maharashtra', city: 'Pune', bank: 'Bank of Maharashtra', ifsc: 'MAHB0000456' },
  { company: 'Chennai Confectioners', contact: 'Lakshmi Srinivasan', state: 'Tamil Nadu', city: 'Chennai', bank: 'Indian Bank', ifsc: 'IDIB000C012' },
  { company: 'Rann Agro Products', contact: 'Hitesh Patel', state: 'Gujarat', city: 'Ahmedabad', bank: 'Kotak Mahindra Bank', ifsc: 'KKBK0002601' },
  { company: 'Himalayan Springs', contact: '', state: 'Uttarakhand', city: 'Dehradun', bank: '', ifsc: '' },
];

export async function seedSuppliers({ db, core }: SeedContext) {
  const random = createRandom(3_141_592);
  const catalogue = await db.select({ id: products.id, mrp: products.mrp }).from(products).where(eq(products.company_id, core.companyId));
  const rows = await db.insert(suppliers).values(SUPPLIERS.map((s, i) => ({
    company_id: core.companyId,
    company_name: s.company,
    contact_person_name: s.contact,
    email_id: `orders@${s.company.toLowerCase().replace(/[^a-z]+/g, '')}.example.in`,
    mobile_number: s.contact ? `9${String(845_000_000 + i * 97_531).padStart(9, '0')}` : '',
    country: 'India',
    state: s.state,
    city: s.city,
    billing_address: `${12 + i * 7}, Industrial Area, ${s.city}`,
    shipping_address: i % 3 === 0 ? `Warehouse ${i + 1}, Logistics Park, ${s.city}` : `${12 + i * 7}, Industrial Area, ${s.city}`,
    bank_name: s.bank,
    ifsc_code: s.ifsc,
    account_number: s.bank ? String(50_100_000_000 + i * 7_654_321) : '',
    created_at: new Date(Date.now() - (SUPPLIERS.length - i) * 5 * 86_400_000),
    updated_at: new Date(Date.now() - (SUPPLIERS.length - i) * 4 * 86_400_000),
  }))).returning({ id: suppliers.id });

  const terms = rows.flatMap((supplier, i) => {
    // The last supplier has no terms yet: a supplier just added looks like that.
    if (i === rows.length - 1) return [];
    const chosen = new Map<number, number>();
    const count = random.int(6, 14);
    while (chosen.size < Math.min(count, catalogue.length)) {
      const product = catalogue[random.int(0, catalogue.length - 1)]!;
      chosen.set(product.id, Number(product.mrp));
    }
    return [...chosen].map(([productId, mrp]) => {
      const price = Math.round(mrp * random.int(55, 80)) / 100;
      return { supplier_id: supplier.id, product_id: productId, selling_price: price, min_quantity: random.pick([12, 24, 48, 50, 100]), price_per_quantity: price };
    });
  });
  if (terms.length) await db.insert(supplierProductTerms).values(terms);
}
