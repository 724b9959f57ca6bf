/** The demo companies, franchises, zones, stores, warehouses, roles and one user per role. */
import { ROLES, type RoleCode } from '../../contract/roles.ts';
import type { Db } from '../db/client.ts';
import { firstRow } from '../db/first-row.ts';
import { companies, franchises, roles, stores, users, warehouses, zones } from '../db/schema/index.ts';
import { deterministicSalt, hashPassword } from '../auth/passwords.ts';
import { DEFAULT_ROLE_PERMISSIONS } from './default-roles.ts';

export const DEMO_PASSWORD = 'Demo@1234';

/** The sign-ins printed at start and listed in the README. */
export const DEMO_USERS: { email: string; role: RoleCode; first: string; last: string; scope?: 'franchise' | 'store' }[] = [
  { email: 'admin@demo.local', role: 'ROLE_COMPANY_ADMIN', first: 'Aishwaryalakshmi', last: 'Venkataraman' },
  { email: 'partner@demo.local', role: 'ROLE_COMPANY_PARTNER', first: 'Rohan', last: 'Mehta' },
  { email: 'franchise@demo.local', role: 'ROLE_FRANCHISE_ADMIN', first: 'Kavya', last: 'Iyer', scope: 'franchise' },
  { email: 'retailer@demo.local', role: 'ROLE_RETAILER_ADMIN', first: 'Imran', last: 'Sheikh' },
  { email: 'operator@demo.local', role: 'ROLE_OPERATOR', first: 'Suresh', last: 'Patil' },
  { email: 'warehouse@demo.local', role: 'ROLE_WAREHOUSE_MANAGER', first: 'Meena', last: 'Joshi' },
  { email: 'store@demo.local', role: 'ROLE_STORE_MANAGER', first: 'Arjun', last: 'Nair', scope: 'store' },
  { email: 'location@demo.local', role: 'ROLE_FRANCHISE_LOCATION_PARTNER', first: 'Priya', last: 'Das', scope: 'franchise' },
  { email: 'technician@demo.local', role: 'ROLE_TECHNICIAN', first: 'Vikram', last: 'Singh' },
];
export const SOLO_ADMIN = { email: 'solo@demo.local', first: 'Neha', last: 'Kapoor' };

export interface DemoCore {
  companyId: number;
  soloCompanyId: number;
  independentFranchiseId: number;
  dependentFranchiseId: number;
  zoneIds: number[];
  storeIds: number[];
  warehouseIds: number[];
  /** Warehouse id → franchise id (null for company warehouses). */
  warehouseFranchise: Map<number, number | null>;
  /** The company admin, who makes the seeded changes. */
  adminId: number;
  roleIds: Record<RoleCode, number>;
}

const CITIES = ['Bengaluru', 'Mumbai', 'Delhi', 'Pune', 'Chennai', 'Hyderabad'] as const;

/** The default roles, shared by every company, with the spec's ids (console.md §6). */
async function seedRoles(db: Db) {
  await db
    .insert(roles)
    .values(ROLES.map((r) => ({ id: r.id, company_id: null, name: r.name, role_code: r.code, permissions: [...DEFAULT_ROLE_PERMISSIONS[r.code]], is_default: true })));
  return Object.fromEntries(ROLES.map((r) => [r.code, r.id])) as Record<RoleCode, number>;
}

export async function seedCore(db: Db): Promise<DemoCore> {
  const company = firstRow(await db
    .insert(companies)
    .values({ name: 'Demo Vending Co', type: 'WITH_FRANCHISE', license_ends_at: new Date('2099-12-31T00:00:00Z'), guest_password: 'Guest@4821' })
    .returning(), 'the demo company');
  const solo = firstRow(await db
    .insert(companies)
    .values({ name: 'Solo Snacks', type: 'WITHOUT_FRANCHISE', license_ends_at: new Date('2025-01-01T00:00:00Z'), guest_password: 'Solo@7315' })
    .returning(), 'the solo company');

  const independent = firstRow(await db
    .insert(franchises)
    .values({ company_id: company.id, name: 'North Star Franchise', type: 'INDEPENDENT' })
    .returning(), 'the independent franchise');
  const dependent = firstRow(await db
    .insert(franchises)
    .values({ company_id: company.id, name: 'Southern Partners', type: 'DEPENDENT' })
    .returning(), 'the dependent franchise');

  const zoneRows = await db
    .insert(zones)
    .values(['North Zone', 'South Zone', 'West Zone'].map((name) => ({ company_id: company.id, name })))
    .returning();

  // Stores belong to the independent franchise (domain.md §9); the last one is closed (inactive).
  const storeSpecs = [
    { name: 'Connaught Place Store', line1: 'Shop 14, Block N, Connaught Place', state: 'Delhi', city: 'New Delhi', pincode: '110001', at: [28.6315, 77.2167] },
    { name: 'Karol Bagh Store', line1: '2/45 Ajmal Khan Road, Karol Bagh', state: 'Delhi', city: 'New Delhi', pincode: '110005', at: [28.6519, 77.1909] },
    { name: 'Noida Sector 18 Store', line1: 'K-12, Atta Market, Sector 18', state: 'Uttar Pradesh', city: 'Noida', pincode: '201301', at: [28.5708, 77.3261] },
    { name: 'Gurugram Cyber Hub Store', line1: 'Unit 7, DLF Cyber Hub, DLF Phase 2', state: 'Haryana', city: 'Gurugram', pincode: '122002', at: [28.4950, 77.0895], inactive: true },
  ];
  const storeRows = await db
    .insert(stores)
    .values(storeSpecs.map((s) => ({
      company_id: company.id, franchise_id: independent.id, name: s.name, address_line_1: s.line1, address_line_2: '',
      country: 'India', state: s.state, city: s.city, pincode: s.pincode, latitude: s.at[0], longitude: s.at[1], is_active: !s.inactive,
    })))
    .returning();
  const firstStore = firstRow(storeRows, 'the first demo store');

  const warehouseSpecs = [
    { name: 'Bengaluru Central Warehouse', city: 'Bengaluru', state: 'Karnataka', zone: 1, franchise: null },
    { name: 'Mumbai Andheri Warehouse', city: 'Mumbai', state: 'Maharashtra', zone: 2, franchise: null },
    { name: 'Pune Hinjewadi Warehouse', city: 'Pune', state: 'Maharashtra', zone: 2, franchise: null },
    { name: 'Chennai Guindy Warehouse', city: 'Chennai', state: 'Tamil Nadu', zone: 1, franchise: null },
    { name: 'Delhi Okhla Warehouse', city: 'Delhi', state: 'Delhi', zone: 0, franchise: independent.id },
    { name: 'Hyderabad Gachibowli Warehouse', city: 'Hyderabad', state: 'Telangana', zone: 1, franchise: dependent.id },
  ];
  const warehouseRows = await db
    .insert(warehouses)
    .values(warehouseSpecs.map((w, i) => ({
      // w.zone indexes the three zones inserted above.
      company_id: company.id, franchise_id: w.franchise, zone_id: zoneRows[w.zone]!.id, name: w.name,
      address_line_1: `Plot ${12 + i * 7}, Industrial Area`, city: w.city, state: w.state, pincode: String(560001 + i * 1111),
    })))
    .returning();

  const roleIds = await seedRoles(db);

  const userIds: Record<string, number> = {};
  for (const u of DEMO_USERS) {
    const row = firstRow(await db
      .insert(users)
      .values({
        company_id: company.id,
        franchise_id: u.scope ? independent.id : null,
        store_id: u.scope === 'store' ? firstStore.id : null,
        role_id: roleIds[u.role],
        first_name: u.first,
        last_name: u.last,
        email: u.email,
        mobile_number: `98${String(45000000 + Object.keys(userIds).length * 1373).padStart(8, '0')}`,
        password_hash: await hashPassword(DEMO_PASSWORD, deterministicSalt(u.email)),
      })
      .returning({ id: users.id }), `the demo user ${u.email}`);
    userIds[u.email] = row.id;
  }
  const adminId = userIds['admin@demo.local'];
  if (adminId === undefined) throw new Error('DEMO_USERS must include admin@demo.local: the seeded changes are made as that user.');
  await db
    .insert(users)
    .values({
      company_id: solo.id, role_id: roleIds.ROLE_COMPANY_ADMIN, first_name: SOLO_ADMIN.first, last_name: SOLO_ADMIN.last,
      email: SOLO_ADMIN.email, password_hash: await hashPassword(DEMO_PASSWORD, deterministicSalt(SOLO_ADMIN.email)),
    });

  return {
    companyId: company.id,
    soloCompanyId: solo.id,
    independentFranchiseId: independent.id,
    dependentFranchiseId: dependent.id,
    zoneIds: zoneRows.map((z) => z.id),
    storeIds: storeRows.map((s) => s.id),
    warehouseIds: warehouseRows.map((w) => w.id),
    warehouseFranchise: new Map(warehouseRows.map((w) => [w.id, w.franchise_id])),
    adminId,
    roleIds,
  };
}

export { CITIES };
