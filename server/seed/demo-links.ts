/**
 * The demo's links (domain.md §3 "Links", §6 "Link grants"). Links are access, so they are
 * written before the steps that act as the people they let in:
 * - `seedManagerLinks` (first of the domain steps): the demo warehouse manager (warehouse@demo.local)
 *   is linked to every demo warehouse with all five flags, as the earlier screens and tests
 *   expect; the first link is a default one.
 * - `seedPartnerLinks` (right after the refill partners exist): the first active refill partner
 *   serves every machine of the company (the seeded refill plans and the tests' plans name them)
 *   and the first warehouse, with its app on the Essential preset; it collects the demo's cash, so
 *   it is linked (View only) to the warehouses past the second too.
 * - `seedLinks` (last): the second active partner linked to the second warehouse with View only,
 *   and the first partner to it too without Transfer Order; their machines are left for the screens.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { idsOfPreset } from '../../contract/refill-partner-app.ts';
import { DEFAULT_NOTIFICATION_TYPES } from '../../contract/links.ts';
import type { Db } from '../db/client.ts';
import {
  refillPartnerAppSettings, refillPartnerMachineLinks, refillPartnerWarehouseLinks, refillPartners, users, vendingMachines, warehouseManagerLinks,
} from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';

const MANAGER_EMAIL = 'warehouse@demo.local';

async function activePartners(db: Db, companyId: number) {
  return db.select().from(refillPartners).where(and(eq(refillPartners.company_id, companyId), eq(refillPartners.status, 1))).orderBy(asc(refillPartners.id));
}

export async function seedManagerLinks({ db, core }: SeedContext) {
  const [manager] = await db.select({ id: users.id }).from(users).where(eq(users.email, MANAGER_EMAIL));
  if (!manager) return;
  await db.insert(warehouseManagerLinks).values(core.warehouseIds.map((warehouseId, i) => ({
    company_id: core.companyId, user_id: manager.id, warehouse_id: warehouseId, is_default: i === 0,
  })));
}

export async function seedPartnerLinks({ db, core }: SeedContext) {
  const [partner] = await activePartners(db, core.companyId);
  if (!partner) return;
  const machines = await db.select({ id: vendingMachines.id }).from(vendingMachines)
    .where(and(eq(vendingMachines.company_id, core.companyId), isNull(vendingMachines.deleted_at))).orderBy(asc(vendingMachines.id));
  if (machines.length) {
    await db.insert(refillPartnerMachineLinks).values(machines.map((m, i) => ({
      company_id: core.companyId, refill_partner_id: partner.id, vending_machine_id: m.id, is_default: i === 0,
    })));
  }
  const first = core.warehouseIds[0];
  if (first !== undefined) {
    await db.insert(refillPartnerWarehouseLinks).values({ company_id: core.companyId, refill_partner_id: partner.id, warehouse_id: first, is_default: true });
  }
  // The demo's cash collections are theirs (demo-warehouse.ts), brought to every warehouse: a partner
  // collects only for linked places (issue 40), so the warehouses past the second (which seedLinks
  // links) are linked with View only.
  const rest = core.warehouseIds.slice(2);
  if (rest.length) {
    await db.insert(refillPartnerWarehouseLinks).values(rest.map((warehouseId) => ({
      company_id: core.companyId, refill_partner_id: partner.id, warehouse_id: warehouseId, request_order: false, transfer_order: false,
    })));
  }
  await db.insert(refillPartnerAppSettings).values({
    company_id: core.companyId, refill_partner_id: partner.id, permission_ids: [...idsOfPreset('Essential')], notification_types: [...DEFAULT_NOTIFICATION_TYPES],
  });
}

export async function seedLinks({ db, core }: SeedContext) {
  const partners = await activePartners(db, core.companyId);
  const second = partners[1];
  const warehouseId = core.warehouseIds[1];
  if (second && warehouseId !== undefined) {
    await db.insert(refillPartnerWarehouseLinks).values({
      company_id: core.companyId, refill_partner_id: second.id, warehouse_id: warehouseId, request_order: false, transfer_order: false,
    });
  }
  // The first partner also serves the second warehouse, without Transfer Order.
  const first = partners[0];
  if (first && warehouseId !== undefined) {
    await db.insert(refillPartnerWarehouseLinks).values({ company_id: core.companyId, refill_partner_id: first.id, warehouse_id: warehouseId, transfer_order: false })
      .onConflictDoNothing();
  }
}
