/**
 * The demo business: deterministic (a fixed PRNG seed), written once into an empty
 * database. Each domain adds its step to DOMAIN_STEPS; a step gets the ids of what the
 * core wrote (company, franchises, warehouses, stores, users, products, machines).
 */
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { firstRow } from '../db/first-row.ts';
import { companies } from '../db/schema/index.ts';
import { seedCatalogue } from './demo-catalogue.ts';
import { seedCore, type DemoCore } from './demo-core.ts';
import { seedMachines } from './demo-machines.ts';
import { seedOrders } from './demo-orders.ts';
import { seedWarehouse } from './demo-warehouse.ts';
import { seedNotifications } from './demo-notifications.ts';
import { seedSuppliers } from './demo-suppliers.ts';
import { seedPurchaseOrders } from './demo-purchase-orders.ts';
import { seedSupplierReturns } from './demo-supplier-returns.ts';
import { seedReorderLevels } from './demo-reorder-levels.ts';
import { seedProductRequests } from './demo-product-requests.ts';
import { seedTallies } from './demo-tally.ts';
import { seedStoreLimits } from './demo-store-limits.ts';
import { seedFranchises } from './demo-franchises.ts';
import { seedRetailers } from './demo-retailers.ts';
import { seedBoardSettingsTemplates } from './demo-board-settings-templates.ts';
import { seedZones } from './demo-zones.ts';
import { seedVmTemplates } from './demo-vm-templates.ts';
import { seedPlanogramTemplates } from './demo-planogram-templates.ts';
import { seedVmFeedback } from './demo-vm-feedback.ts';
import { seedMachineEvents } from './demo-machine-events.ts';
import { seedRefillPlans } from './demo-refill-plans.ts';
import { seedJourneyPlans } from './demo-journey-plans.ts';
import { seedBulkRefills } from './demo-bulk-refills.ts';
import { seedWarehouseOrderViews } from './demo-warehouse-order-views.ts';
import { seedShipping } from './demo-shipping.ts';
import { seedPartners } from './demo-partners.ts';
import { seedStoreManagers } from './demo-store-managers.ts';
import { seedRefillFinish } from './demo-refill-finish.ts';
import { seedLinks, seedManagerLinks, seedPartnerLinks } from './demo-links.ts';
import { seedDirectSales } from './demo-direct-sales.ts';
import { seedTransactions } from './demo-transactions.ts';
import { seedAdvertisements } from './demo-advertisements.ts';
import { seedOffers } from './demo-offers.ts';
import { seedNegativeItems } from './demo-negative-items.ts';
import { seedCoupons } from './demo-coupons.ts';
import { seedCustomerFeedback } from './demo-feedback.ts';
import { seedAnalytics } from './demo-analytics.ts';
import { seedOrderDetails } from './demo-order-details.ts';
import { seedDexAudits } from './demo-dex-audits.ts';
// new-domain: import
import { ensureHistoryPartitions } from '../db/partitions.ts';
import { createRandom, type Random } from './random.ts';

export interface SeedContext {
  db: Db;
  random: Random;
  core: DemoCore;
  productIds: number[];
  machineIds: number[];
}

type SeedStep = (ctx: SeedContext) => Promise<void>;

/** Domain seeds, in order. */
const DOMAIN_STEPS: SeedStep[] = [
  // Links are access: the manager's and the first partner's are in place before any step acts as them.
  seedManagerLinks,
  ({ db, random }) => seedOrders(db, random),
  seedWarehouse,
  seedPartnerLinks,
  seedNotifications,
  seedSuppliers,
  seedPurchaseOrders,
  seedSupplierReturns,
  seedReorderLevels,
  seedProductRequests,
  seedTallies,
  seedStoreLimits,
  seedFranchises,
  seedRetailers,
  seedBoardSettingsTemplates,
  seedZones,
  seedVmTemplates,
  seedPlanogramTemplates,
  seedVmFeedback,
  ({ db, random, machineIds }) => seedMachineEvents(db, random, machineIds),
  seedRefillPlans,
  seedBulkRefills,
  seedWarehouseOrderViews,
  seedShipping,
  seedPartners,
  seedStoreManagers,
  seedRefillFinish,
  seedLinks,
  seedTransactions,
  seedAdvertisements,
  seedOffers,
  seedNegativeItems,
  seedCoupons,
  seedCustomerFeedback,
  seedAnalytics,
  seedDirectSales,
  // Last: every warehouse order exists by now.
  seedOrderDetails,
  seedDexAudits,
  // After the others, so their plan numbers stay as they were.
  seedJourneyPlans,
  // new-domain: seed
];

export async function isSeeded(db: Db): Promise<boolean> {
  const { n } = firstRow(await db.select({ n: count() }).from(companies), 'the count of companies');
  return n > 0;
}

export async function seedDemo(db: Db): Promise<void> {
  const random = createRandom(20261121);
  const core = await seedCore(db);
  const { productIds } = await seedCatalogue(db, core.companyId, random);
  const { machineIds } = await seedMachines(db, core, productIds, random);
  const ctx: SeedContext = { db, random, core, productIds, machineIds };
  for (const step of DOMAIN_STEPS) await step(ctx);
  // The demo's history spans past months: each gets its partition instead of the DEFAULT one.
  await ensureHistoryPartitions(db, new Date());
}
