/**
 * The refill partner as a record of the pipeline: who reaches which (the caller's company), how
 * it is read (with their vehicles; the PIN's state only for PERM_VIEW_PASSWORD, never the PIN),
 * and the vehicle as a record of its own (a warehouse row of storage type Vehicle).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { RefillPartner, RefillPartnerListRow } from '../../contract/actions/refill-partners.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { refillPartners, warehouses } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';

export const VEHICLE_STORAGE_TYPE = 'Vehicle';

/** The company's refill partners (they belong to the company, not to a franchise). */
export const refillPartnerScope = tenancy({ company: refillPartners.company_id });

/** A partner's vehicles: the company's warehouse rows of storage type Vehicle. */
export const vehicleScope = tenancy({
  company: warehouses.company_id,
  also: () => eq(warehouses.storage_type, VEHICLE_STORAGE_TYPE),
});

/** How many vehicles the partner owns (the list's column). */
// Named in full: drizzle leaves a single-table select's columns unqualified, which inside the subquery would mean the vehicle's own id.
export const vehicleCount = sql<number>`(select count(*)::int from warehouses v where v.refill_partner_id = "refill_partners"."id" and v.storage_type = ${VEHICLE_STORAGE_TYPE})`;

export function toRefillPartnerRow(row: typeof refillPartners.$inferSelect, vehicles: number): Infer<typeof RefillPartnerListRow> {
  return {
    id: row.id,
    name: row.name,
    mobile_number: row.mobile_number,
    email: row.email,
    status: row.status,
    vehicle_count: vehicles,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    version: row.version,
  };
}

async function readRefillPartner(db: Db, caller: Caller, id: number): Promise<Infer<typeof RefillPartner>> {
  const [row] = await db.select().from(refillPartners).where(and(eq(refillPartners.id, id), refillPartnerScope(caller)));
  if (!row) throw notFound('Refill partner');
  const vehicles = await db
    .select({
      id: warehouses.id, name: warehouses.name, registration_number: warehouses.registration_number, version: warehouses.version,
      stock: sql<number>`coalesce((select sum(s.stock)::int from warehouse_stock s where s.warehouse_id = "warehouses"."id"), 0)`,
    })
    .from(warehouses)
    .where(and(eq(warehouses.refill_partner_id, row.id), vehicleScope(caller)))
    .orderBy(asc(warehouses.name), asc(warehouses.id));
  return {
    ...toRefillPartnerRow(row, vehicles.length),
    // PERM_VIEW_PASSWORD shows whether a PIN is set and when it changed; nobody reads the PIN.
    pin: caller.permissions.includes('PERM_VIEW_PASSWORD') ? { is_set: row.pin_hash !== null, changed_at: iso(row.pin_changed_at) } : null,
    vehicles: vehicles.map((v) => ({ ...v, stock: Number(v.stock) })),
  };
}

export const refillPartnerRecord = defineRecord({
  entity: 'refill_partner',
  table: refillPartners,
  noun: 'Refill partner',
  title: (p) => `Refill partner ${p.name}`,
  scope: refillPartnerScope,
  read: readRefillPartner,
});

/** A vehicle: its changes answer with the owning partner, as the partner's screen shows them. */
export const vehicleRecord = defineRecord({
  entity: 'warehouse',
  table: warehouses,
  noun: 'Vehicle',
  title: (v) => `Vehicle ${v.name}`,
  scope: vehicleScope,
  read: async (db, caller, id) => {
    const [vehicle] = await db.select({ partner: warehouses.refill_partner_id }).from(warehouses).where(and(eq(warehouses.id, id), vehicleScope(caller)));
    if (!vehicle?.partner) throw notFound('Vehicle');
    return readRefillPartner(db, caller, vehicle.partner);
  },
});
