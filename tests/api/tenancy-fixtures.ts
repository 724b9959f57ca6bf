/**
 * The principals of the tenancy matrix, one per scope dimension (tests/api/tenancy-dimensions.ts),
 * added to a test's own copy of the demo database:
 * - company: the admin of another company (valid license, every permission);
 * - franchise: the franchise admin of the demo company's other franchise (Southern Partners);
 * - retailer: the admin of a retailer that runs no machine (MetroSnacks Retail) and an operator
 *   that admin creates through `create.user`, as a retailer's staff come to be;
 * - store: a store manager of North Star whose store holds nothing (deleted, so no list shows it);
 * - warehouse links: a warehouse manager linked to no warehouse, and for each flag a manager
 *   linked to every demo warehouse with every flag but that one;
 * - refill-partner links: an active refill partner linked to no machine or warehouse.
 * Each has its role's default permissions, so what they reach is what such a user reaches.
 * The demo seed has none of them: adding them there would change what every demo screen lists.
 */
import { and, eq } from 'drizzle-orm';
import { MANAGER_FLAGS, type LinkFlag } from '../../contract/links.ts';
import { PERMISSIONS } from '../../contract/permissions.ts';
import { roleByCode, type RoleCode } from '../../contract/roles.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import type { Db } from '../../server/db/client.ts';
import { firstRow } from '../../server/db/first-row.ts';
import { companies, franchises, refillPartners, retailers, roles, stores, users, warehouseManagerLinks, warehouses } from '../../server/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-core.ts';
import type { Dimension } from './tenancy-dimensions.ts';

export const OWNERS = { franchise: 'franchise@demo.local', company: 'admin@demo.local' } as const;
export const OTHER_COMPANY_ADMIN = 'outsider@other-company.local';
export const OTHER_FRANCHISE_ADMIN = 'franchise-b@demo.local';
export const PROBE_RETAILER = 'MetroSnacks Retail';
export const RETAILER_ADMIN = 'retailer-b@demo.local';
/** Created by RETAILER_ADMIN through the API (addRetailerOperator). */
export const RETAILER_OPERATOR = 'retailer-b-operator@demo.local';
export const STORE_MANAGER = 'store-b@demo.local';
export const UNLINKED_MANAGER = 'warehouse-b@demo.local';
export const PROBE_PARTNER = 'Tenancy Probe Partner';

/** The flags an action may need beyond View, and the manager who lacks just that one. */
export const FLAG_MANAGERS = Object.fromEntries(MANAGER_FLAGS.filter((f) => f !== 'view').map((f) => [f, `warehouse-no-${f}@demo.local`])) as Partial<Record<LinkFlag, string>>;

/** Who stands outside the records of a place narrowed by each dimension (franchise: North Star's). */
export const PRINCIPALS: Record<Dimension | 'company', readonly string[]> = {
  company: [OTHER_COMPANY_ADMIN],
  franchise: [OTHER_FRANCHISE_ADMIN],
  retailer: [RETAILER_ADMIN, RETAILER_OPERATOR],
  store: [STORE_MANAGER],
  warehouse: [UNLINKED_MANAGER],
};

/** The company and franchise outsiders, which other suites use too. */
export async function addOutsiders(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const other = firstRow(await db.insert(companies).values({
    name: 'Other Vending Co', type: 'WITH_FRANCHISE', license_ends_at: new Date('2099-12-31T00:00:00Z'), guest_password: 'Other@1234',
  }).returning(), 'the other company');
  const otherAdminRole = firstRow(await db.insert(roles).values({
    company_id: other.id, name: 'Company Admin', role_code: 'ROLE_COMPANY_ADMIN', permissions: [...PERMISSIONS],
  }).returning(), 'the other company admin role');
  await db.insert(users).values({
    company_id: other.id, role_id: otherAdminRole.id, first_name: 'Otto', last_name: 'Outside', email: OTHER_COMPANY_ADMIN, password_hash: passwordHash,
  });

  const demo = firstRow(await db.select().from(users).where(eq(users.email, OWNERS.company)), 'the demo admin');
  const dependent = firstRow(await db.select().from(franchises).where(and(eq(franchises.company_id, demo.company_id), eq(franchises.type, 'DEPENDENT'))).orderBy(franchises.id), 'the dependent franchise');
  await db.insert(users).values({
    company_id: demo.company_id, franchise_id: dependent.id, role_id: roleByCode('ROLE_FRANCHISE_ADMIN').id,
    first_name: 'Bela', last_name: 'Other', email: OTHER_FRANCHISE_ADMIN, password_hash: passwordHash,
  });
}

/** The principals of the narrower dimensions (after addOutsiders); answers the probe partner's id. */
export async function addPrincipals(db: Db): Promise<{ probePartnerId: number }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const demo = firstRow(await db.select().from(users).where(eq(users.email, OWNERS.company)), 'the demo admin');
  const company = demo.company_id;
  // The default roles are shared rows with the spec's ids (console.md §6).
  const roleOf = async (code: RoleCode) => roleByCode(code).id;
  const user = (email: string, role_id: number, more: Partial<typeof users.$inferInsert> = {}) =>
    ({ company_id: company, role_id, first_name: 'Probe', last_name: email.split('@')[0]!, email, password_hash: passwordHash, ...more });

  const northStar = firstRow(await db.select().from(franchises).where(and(eq(franchises.company_id, company), eq(franchises.type, 'INDEPENDENT'))).orderBy(franchises.id), 'North Star').id;
  const probeStore = firstRow(await db.insert(stores).values({
    company_id: company, franchise_id: northStar, name: 'Tenancy Probe Store', deleted_at: new Date(),
  }).returning(), 'the probe store');
  const retailer = firstRow(await db.select().from(retailers).where(and(eq(retailers.company_id, company), eq(retailers.name, PROBE_RETAILER))), PROBE_RETAILER);

  const managerRole = await roleOf('ROLE_WAREHOUSE_MANAGER');
  await db.insert(users).values([
    user(RETAILER_ADMIN, await roleOf('ROLE_RETAILER_ADMIN'), { retailer_id: retailer.id }),
    user(STORE_MANAGER, await roleOf('ROLE_STORE_MANAGER'), { franchise_id: northStar, store_id: probeStore.id }),
    user(UNLINKED_MANAGER, managerRole),
  ]);

  const demoWarehouses = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.company_id, company));
  for (const [flag, email] of Object.entries(FLAG_MANAGERS)) {
    const manager = firstRow(await db.insert(users).values(user(email, managerRole)).returning(), email);
    await db.insert(warehouseManagerLinks).values(demoWarehouses.map((w) => ({ company_id: company, user_id: manager.id, warehouse_id: w.id, [flag]: false })));
  }

  const partner = firstRow(await db.insert(refillPartners).values({ company_id: company, name: PROBE_PARTNER, mobile_number: '9800000099' }).returning(), PROBE_PARTNER);
  return { probePartnerId: partner.id };
}

/** The retailer admin adds an operator, who then belongs to that retailer (docs/decisions.md 2026-11-26). */
export async function addRetailerOperator(db: Db, create: (fields: Record<string, unknown>) => Promise<{ status: number; body: unknown }>) {
  const admin = firstRow(await db.select().from(users).where(eq(users.email, RETAILER_ADMIN)), RETAILER_ADMIN);
  const operatorRole = roleByCode('ROLE_OPERATOR');
  const created = await create({
    first_name: 'Probe', last_name: 'Operator', email: RETAILER_OPERATOR, mobile_number: null, role_id: operatorRole.id,
    franchise_id: null, store_id: null, retailer_id: admin.retailer_id, password: DEMO_PASSWORD,
  });
  if (created.status !== 201 && created.status !== 200) throw new Error(`the retailer admin could not create an operator: ${created.status} ${JSON.stringify(created.body).slice(0, 200)}`);
  const operator = firstRow(await db.select().from(users).where(eq(users.email, RETAILER_OPERATOR)), RETAILER_OPERATOR);
  if (operator.retailer_id !== admin.retailer_id) throw new Error('the operator a retailer admin creates belongs to its retailer');
}
