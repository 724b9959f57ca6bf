/**
 * Demo negative items and external sales (last of the seed steps; it only adds rows): items that
 * are active, upcoming, ended and switched off, each linked to a few products and machines; two
 * platforms (Internal and a retail-tech partner's) with linked machines and restricted products;
 * and a handful of third-party sales.
 */
import { inArray } from 'drizzle-orm';
import {
  negativeItemMachines, negativeItemProducts, negativeItems, platformMachines, platformRestrictedProducts, platforms, thirdPartySales, vendingMachines,
} from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';

const DAY = 86_400_000;

export const DEMO_NEGATIVE_ITEMS = [
  { name: 'Sugary drinks near schools', source: 'Internal', from: -10, to: 20, status: 1 },
  { name: 'Festival pause on snacks', source: 'Retail-tech partner', from: 5, to: 12, status: 1 },
  { name: 'Recalled chips batch', source: 'Internal', from: -40, to: -20, status: 1 },
  { name: 'Weekend trial block', source: 'Internal', from: -3, to: 30, status: 0 },
] as const;

export const DEMO_PLATFORMS = [
  { name: 'QuickBite App', source_type: 'Retail-tech partner' },
  { name: 'Own Web Store', source_type: 'Internal' },
] as const;

export async function seedNegativeItems({ db, core, productIds, machineIds }: SeedContext) {
  const now = Date.now();
  const companyId = core.companyId;
  const machines = await db.select({ id: vendingMachines.id, franchise_id: vendingMachines.franchise_id, company_id: vendingMachines.company_id })
    .from(vendingMachines).where(inArray(vendingMachines.id, machineIds.slice(0, 6)));
  const ours = machines.filter((m) => m.company_id === companyId).sort((a, b) => a.id - b.id);
  const products = productIds.slice(0, 8);

  const items = await db.insert(negativeItems).values(DEMO_NEGATIVE_ITEMS.map((i) => ({
    company_id: companyId, name: i.name, source: i.source, status: i.status,
    start_date: new Date(now + i.from * DAY), end_date: new Date(now + i.to * DAY),
  }))).returning({ id: negativeItems.id });
  await db.insert(negativeItemProducts).values(items.flatMap((item, n) =>
    products.slice(n * 2, n * 2 + 2).map((product_id) => ({ company_id: companyId, negative_item_id: item.id, product_id }))));
  await db.insert(negativeItemMachines).values(items.flatMap((item, n) =>
    ours.slice(n % 2, n % 2 + 2).map((m) => ({ company_id: companyId, negative_item_id: item.id, vending_machine_id: m.id }))));

  const made = await db.insert(platforms).values(DEMO_PLATFORMS.map((p) => ({ company_id: companyId, ...p }))).returning({ id: platforms.id });
  await db.insert(platformMachines).values(made.flatMap((p, n) =>
    ours.slice(n, n + 3).map((m) => ({ company_id: companyId, platform_id: p.id, vending_machine_id: m.id }))));
  await db.insert(platformRestrictedProducts).values(made.map((p, n) => ({ company_id: companyId, platform_id: p.id, product_id: products[7 - n]! })));

  await db.insert(thirdPartySales).values(Array.from({ length: 6 }, (_, n) => {
    const machine = ours[n % Math.min(3, ours.length)]!;
    return {
      company_id: companyId, franchise_id: machine.franchise_id, platform_id: made[n % 2]!.id, vending_machine_id: machine.id,
      external_order_id: `${n % 2 ? 'OWS' : 'QB'}-${String(4100 + n)}`, items: 1 + (n % 3), amount: 40 + n * 15,
      status: n === 4 ? 2 : 1, created_at: new Date(now - (n + 1) * 3 * 3_600_000),
    };
  }));
}
