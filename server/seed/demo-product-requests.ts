/**
 * Demo product requests (every status, every urgency, requester type and preferable time, for
 * machines and stores alike) and product feedback for many products (varied sources and
 * ratings, some products with none). Its own PRNG, so the steps after it see the same random.
 */
import {
  PREFERABLE_TIMES, REQUEST_URGENCIES, REQUESTER_TYPES,
} from '../../contract/actions/product-requests.ts';
import { FEEDBACK_SOURCES } from '../../contract/actions/product-feedback.ts';
import { PRODUCT_REQUEST_STATUS } from '../../contract/statuses.ts';
import { eq } from 'drizzle-orm';
import { productFeedback, productRequests, stores, vendingMachines } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';
import { createRandom } from './random.ts';

const WANTED = [
  ['Oat milk 200 ml', 'Oatly'], ['Protein bar peanut', 'RiteBite'], ['Sugar-free cola 300 ml', 'Coca-Cola'], ['Masala peanuts 40 g', 'Haldiram'],
  ['Cold coffee can', 'Sleepy Owl'], ['Baked chips 50 g', 'Too Yumm'], ['Coconut water 200 ml', 'Cocojal'], ['Dark chocolate 70%', 'Amul'],
  ['Green tea bottle', 'Lipton'], ['Makhana mint 30 g', 'Farmley'], ['Energy drink 250 ml', 'Red Bull'], ['Sprouts salad cup', ''],
  ['Greek yoghurt cup', 'Epigamia'], ['Kombucha 250 ml', 'Bucha'], ['Rice crackers', 'Urban Platter'], ['Trail mix 35 g', 'Happilo'],
] as const;
const NAMES = ['Ananya Rao', 'Karthik M', 'Farah Khan', 'Deepak Verma', 'Lakshmi Menon', 'Rahul Gupta', 'Sneha Kulkarni', 'Varun Shah'];
const REMARKS = {
  REQUESTED: '',
  IN_REVIEW: 'Asked two suppliers for terms',
  ADDED: 'Listed in the catalogue',
  DECLINED: 'Shelf life too short for our machines',
} as const;
const MESSAGES = [
  ['Stale taste, packet was soft.', 'Did not like it.'],
  ['Too sweet for me.', 'Smaller than it looks.'],
  ['Okay for the price.', 'Fine, nothing special.'],
  ['Good, would buy again.', 'Fresh and cold.'],
  ['Loved it, please keep it stocked!', 'Best snack in the machine.'],
] as const;

export async function seedProductRequests({ db, core, productIds, machineIds }: SeedContext) {
  const random = createRandom(36_2026);
  const statuses = Object.values(PRODUCT_REQUEST_STATUS);
  const day = 24 * 60 * 60 * 1000;
  const now = Date.UTC(2026, 10, 20, 9, 0, 0);
  // Every fourth request is for the franchise's machines and stores, so its staff see some too.
  const franchise = new Set((await db.select({ id: vendingMachines.id }).from(vendingMachines)
    .where(eq(vendingMachines.franchise_id, core.independentFranchiseId))).map((m) => m.id));
  const franchiseStores = (await db.select({ id: stores.id }).from(stores).where(eq(stores.franchise_id, core.independentFranchiseId))).map((s) => s.id);
  const companyStores = core.storeIds.filter((id) => !franchiseStores.includes(id));
  const ofFranchise = machineIds.filter((id) => franchise.has(id));
  const ofCompany = machineIds.filter((id) => !franchise.has(id));
  const pick = <T>(items: readonly T[], fallback: readonly T[], i: number) => (items.length ? items : fallback)[i % (items.length || fallback.length)]!;
  await db.insert(productRequests).values(WANTED.map(([product_name, brand_name], i) => {
    const status = statuses[(i + Math.floor(i / 4)) % statuses.length]!;
    const forStore = i % 3 === 2;
    const created = new Date(now - (WANTED.length - i) * 2 * day);
    return {
      company_id: core.companyId,
      product_name,
      brand_name,
      description: i % 2 ? `Asked for by ${random.int(3, 40)} customers this month` : '',
      requester_type: REQUESTER_TYPES[i % REQUESTER_TYPES.length]!,
      requester_name: NAMES[i % NAMES.length]!,
      requester_mobile: i % 4 === 3 ? '' : `9${String(810_000_000 + i * 7_919).padStart(9, '0')}`,
      urgency: REQUEST_URGENCIES[i % REQUEST_URGENCIES.length]!,
      preferable_time: PREFERABLE_TIMES[i % PREFERABLE_TIMES.length]!,
      vending_machine_id: forStore ? null : pick(i % 4 === 1 ? ofFranchise : ofCompany, machineIds, i),
      store_id: forStore ? pick(i % 4 === 1 ? franchiseStores : companyStores, core.storeIds, i) : null,
      status,
      status_remark: REMARKS[status],
      product_id: status === 'ADDED' ? productIds[i % productIds.length]! : null,
      requested_by: core.adminId,
      created_at: created,
      updated_at: new Date(created.getTime() + (status === 'REQUESTED' ? 0 : day)),
    };
  }));

  // Feedback for two products in three: from a handful to a few dozen each, leaning to each product's own mood.
  const rows: (typeof productFeedback.$inferInsert)[] = [];
  productIds.forEach((productId, p) => {
    if (p % 3 === 2) return;
    const mood = random.int(2, 5);
    const n = random.int(3, 30);
    for (let k = 0; k < n; k++) {
      const rating = Math.min(5, Math.max(1, mood + random.int(-2, 1)));
      rows.push({
        company_id: core.companyId,
        product_id: productId,
        source: random.pick(FEEDBACK_SOURCES),
        rating,
        message: random.pick(MESSAGES[rating - 1]!),
        customer_name: random.chance(0.6) ? random.pick(NAMES) : '',
        vending_machine_id: random.chance(0.7) ? random.pick(machineIds) : null,
        created_at: new Date(now - random.int(0, 120) * day - random.int(0, 86_000) * 1000),
      });
    }
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(productFeedback).values(rows.slice(i, i + 500));
}
