/**
 * The six two-sided link screens on one helper (`defineLinkSide`): each side names its link
 * table, which column is its owner and which its target, the flags it has, who owns it (404
 * outside the caller's reach) and where its targets come from. Both screens of a pair read and
 * write one table. And the refill partner's app permissions and notification kinds.
 */
import { and, asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/links.ts';
import { LINK_MESSAGES as M, type LinkFlag, type LinkSideId } from '../../contract/links.ts';
import { APP_PERMISSION_IDS } from '../../contract/refill-partner-app.ts';
import { callerOf, handle, type Caller, type RegisteredHandler } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  negativeItemMachines, negativeItemProducts, negativeItems, platformMachines, platformRestrictedProducts, platforms, products,
  refillPartnerAppSettings, refillPartnerMachineLinks, refillPartnerWarehouseLinks, refillPartners, roles, users, vendingMachines,
  warehouseManagerLinks, warehouses,
} from '../db/schema/index.ts';
import { conflict, notFound } from '../http/errors.ts';
import { allOf, countAll, listPage, searchAcross } from '../http/list.ts';
import { audit } from '../kit/audit.ts';
import { markConfigChanged, underNegativeItem } from '../device/config-version.ts';
import { tenancy } from '../kit/scope.ts';

type LinkTable = PgTable & { company_id: PgColumn; is_default: PgColumn };

/** Where one end of a link lives: its table, id, name, detail, and the rows the caller may reach. */
interface End {
  table: PgTable;
  id: PgColumn;
  name: AnyColumn | SQL;
  detail: SQL;
  /** What the caller reaches (company, franchise, …) and what kind of row it is (e.g. storage type). */
  where: (caller: Caller) => SQL | undefined;
  noun: string;
}

interface SideConfig {
  link: LinkTable;
  owner: PgColumn;
  target: PgColumn;
  flags: Partial<Record<LinkFlag, PgColumn>>;
  ownerEnd: End;
  targetEnd: End;
}

const isVehicle = eq(warehouses.storage_type, 'Vehicle');
const warehouseReach = tenancy({ company: warehouses.company_id, franchise: { column: warehouses.franchise_id } });
const warehouseEnd = (vehicles: boolean | null, noun = vehicles ? 'Vehicle' : 'Warehouse'): End => ({
  table: warehouses,
  id: warehouses.id,
  name: warehouses.name,
  detail: sql<string>`case when ${isVehicle} then ${warehouses.registration_number} else ${warehouses.city} end`,
  where: (caller) => allOf(warehouseReach(caller), vehicles === null ? undefined : vehicles ? isVehicle : sql`not ${isVehicle}`),
  noun,
});
const partnerEnd: End = {
  table: refillPartners, id: refillPartners.id, name: refillPartners.name, detail: sql<string>`${refillPartners.mobile_number}`,
  where: (caller) => eq(refillPartners.company_id, caller.company_id), noun: 'Refill partner',
};
const managerRole = sql`${users.role_id} in (select ${roles.id} from ${roles} where ${roles.role_code} = 'ROLE_WAREHOUSE_MANAGER')`;
const managerEnd: End = {
  table: users, id: users.id, name: sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`, detail: sql<string>`${users.email}`,
  where: (caller) => allOf(eq(users.company_id, caller.company_id), sql`${users.deleted_at} is null`, managerRole),
  noun: 'Warehouse manager',
};
const machineReach = tenancy({ company: vendingMachines.company_id, deletedAt: vendingMachines.deleted_at, franchise: { column: vendingMachines.franchise_id }, retailer: { column: vendingMachines.retailer_id } });
const machineEnd: End = {
  table: vendingMachines, id: vendingMachines.id, name: vendingMachines.name, detail: sql<string>`${vendingMachines.code}`,
  where: (caller) => machineReach(caller), noun: 'Vending machine',
};

const productEnd: End = {
  table: products, id: products.id, name: products.name, detail: sql<string>`${products.sku}`,
  where: (caller) => eq(products.company_id, caller.company_id), noun: 'Product',
};
const negativeItemEnd: End = {
  table: negativeItems, id: negativeItems.id, name: negativeItems.name, detail: sql<string>`${negativeItems.source}`,
  where: (caller) => allOf(eq(negativeItems.company_id, caller.company_id), sql`${negativeItems.deleted_at} is null`), noun: 'Negative item',
};
const platformEnd: End = {
  table: platforms, id: platforms.id, name: platforms.name, detail: sql<string>`${platforms.source_type}`,
  where: (caller) => allOf(eq(platforms.company_id, caller.company_id), sql`${platforms.deleted_at} is null`), noun: 'Platform',
};
/** A link table of a negative item or a platform (no flags). */
const plainSide = (link: LinkTable, owner: PgColumn, target: PgColumn, ownerEnd: End, targetEnd: End): SideConfig => ({ link, owner, target, flags: {}, ownerEnd, targetEnd });

const W = warehouseManagerLinks;
const P = refillPartnerWarehouseLinks;
const managerFlags = { view: W.view, request_order: W.request_order, modify: W.modify, transfer_order: W.transfer_order, purchase_order: W.purchase_order };
const partnerFlags = { view: P.view, request_order: P.request_order, transfer_order: P.transfer_order };

export const SIDES: Record<LinkSideId, SideConfig> = {
  warehouse_refill_partners: { link: P, owner: P.warehouse_id, target: P.refill_partner_id, flags: partnerFlags, ownerEnd: warehouseEnd(null), targetEnd: partnerEnd },
  warehouse_managers: { link: W, owner: W.warehouse_id, target: W.user_id, flags: managerFlags, ownerEnd: warehouseEnd(null), targetEnd: managerEnd },
  manager_warehouses: { link: W, owner: W.user_id, target: W.warehouse_id, flags: managerFlags, ownerEnd: managerEnd, targetEnd: warehouseEnd(false) },
  partner_machines: {
    link: refillPartnerMachineLinks, owner: refillPartnerMachineLinks.refill_partner_id, target: refillPartnerMachineLinks.vending_machine_id,
    flags: {}, ownerEnd: partnerEnd, targetEnd: machineEnd,
  },
  partner_warehouses: { link: P, owner: P.refill_partner_id, target: P.warehouse_id, flags: partnerFlags, ownerEnd: partnerEnd, targetEnd: warehouseEnd(false) },
  partner_vehicles: { link: P, owner: P.refill_partner_id, target: P.warehouse_id, flags: partnerFlags, ownerEnd: partnerEnd, targetEnd: warehouseEnd(true) },
  negative_item_products: plainSide(negativeItemProducts, negativeItemProducts.negative_item_id, negativeItemProducts.product_id, negativeItemEnd, productEnd),
  negative_item_machines: plainSide(negativeItemMachines, negativeItemMachines.negative_item_id, negativeItemMachines.vending_machine_id, negativeItemEnd, machineEnd),
  platform_machines: plainSide(platformMachines, platformMachines.platform_id, platformMachines.vending_machine_id, platformEnd, machineEnd),
  platform_products: plainSide(platformRestrictedProducts, platformRestrictedProducts.platform_id, platformRestrictedProducts.product_id, platformEnd, productEnd),
};

/** Links that change what machines' devices are told (server/device/config.ts): the machines affected are bumped. */
const CONFIG_SIDES: Partial<Record<LinkSideId, (tx: Tx, ownerId: number, targetIds: number[], now: Date) => Promise<void>>> = {
  negative_item_machines: (tx, _item, machineIds, now) => markConfigChanged(tx, machineIds, now),
  negative_item_products: (tx, item, _products, now) => markConfigChanged(tx, underNegativeItem(item), now),
};

async function ownerInReach(db: Db | Tx, caller: Caller, end: End, id: number) {
  const [row] = await db.select({ id: end.id }).from(end.table).where(and(eq(end.id, id), end.where(caller)));
  if (!row) throw notFound(end.noun);
}

type Row = Infer<typeof contract.LinkRow>;

function defineLinkSide(side: LinkSideId): RegisteredHandler[] {
  const c = SIDES[side];
  const spec = contract.LINK_ACTIONS[side];
  const flagNames = Object.keys(c.flags) as LinkFlag[];
  const t = c.targetEnd;
  const linkedTo = (ownerId: number) => sql`${t.id} in (select ${c.target} from ${c.link} where ${c.owner} = ${ownerId})`;
  const flagsOf = (link: Record<string, unknown> | null) => (link ? flagNames.filter((f) => link[f] === true) : []);

  const list = handle(spec.list, async (input, ctx) => {
    const caller = callerOf(ctx);
    await ownerInReach(ctx.db, caller, c.ownerEnd, input.id);
    const linked = input.linked ?? true;
    const where = allOf(t.where(caller), linked ? linkedTo(input.id) : sql`not ${linkedTo(input.id)}`, searchAcross(input.search, [t.name, t.detail]));
    const flagCols = Object.fromEntries(flagNames.map((f) => [f, c.flags[f]!]));
    const page = await listPage(
      input,
      (range) => ctx.db
        .select({ id: t.id, name: sql<string>`${t.name}`, detail: sql<string>`coalesce(${t.detail}, '')`, link: { is_default: c.link.is_default, ...flagCols } })
        .from(t.table)
        .leftJoin(c.link, and(eq(c.target, t.id), eq(c.owner, input.id)))
        .where(where)
        .orderBy(range.sortDir === 'DESC' ? desc(t.name as AnyColumn) : asc(t.name as AnyColumn), range.sortDir === 'DESC' ? desc(t.id) : asc(t.id))
        .limit(range.limit)
        .offset(range.offset),
      async () => Number((await ctx.db.select({ n: countAll }).from(t.table).where(where))[0]?.n ?? 0),
    );
    const data: Row[] = page.data.map((r) => {
      const link = r.link as Record<string, unknown> | null;
      const isLinked = link !== null && link.is_default !== null;
      return { id: r.id, name: r.name, detail: r.detail, is_default: isLinked && link!.is_default === true, linked: isLinked, flags: isLinked ? flagsOf(link) : [] };
    });
    return { data, total: page.total };
  });

  const write = handle(spec.write, async (input, ctx) => {
    const caller = callerOf(ctx);
    const result = await ctx.db.transaction(async (tx) => {
      await ownerInReach(tx, caller, c.ownerEnd, input.id);
      let addIds = [...new Set(input.add ?? [])];
      if (input.all) {
        const rows = await tx.select({ id: t.id }).from(t.table)
          .where(allOf(t.where(caller), sql`not ${linkedTo(input.id)}`, searchAcross(input.search, [t.name, t.detail])));
        addIds = rows.map((r) => Number(r.id));
      } else if (addIds.length) {
        const found = await tx.select({ id: t.id }).from(t.table).where(and(inArray(t.id, addIds), t.where(caller)));
        if (found.length !== addIds.length) throw notFound(t.noun);
      }
      const removeIds = [...new Set(input.remove ?? [])];
      const flagChanges = input.flags ?? [];
      const touched = [...removeIds, ...flagChanges.map((f) => f.id)];
      if (touched.length) {
        const defaults = await tx.select({ id: c.target }).from(c.link).where(and(eq(c.owner, input.id), inArray(c.target, touched), eq(c.link.is_default, true)));
        if (defaults.length) throw conflict(M.defaultRow);
      }
      const granted = new Set(input.add_flags ?? flagNames);
      let added = 0;
      if (addIds.length) {
        const values = addIds.map((id) => ({
          company_id: caller.company_id,
          [c.owner.name]: input.id,
          [c.target.name]: id,
          ...Object.fromEntries(flagNames.map((f) => [f, granted.has(f)])),
        }));
        const inserted = await tx.insert(c.link).values(values as never).onConflictDoNothing().returning({ id: c.target });
        added = inserted.length;
      }
      let removed = 0;
      if (removeIds.length) {
        removed = (await tx.delete(c.link).where(and(eq(c.owner, input.id), inArray(c.target, removeIds))).returning({ id: c.target })).length;
      }
      if (added + removed > 0) await CONFIG_SIDES[side]?.(tx, input.id, [...addIds, ...removeIds], ctx.now());
      let changed = 0;
      for (const change of flagChanges) {
        if (!flagNames.length) break;
        const on = new Set(change.flags);
        const set = Object.fromEntries(flagNames.map((f) => [f, on.has(f)]));
        changed += (await tx.update(c.link).set(set as never).where(and(eq(c.owner, input.id), eq(c.target, change.id))).returning({ id: c.target })).length;
      }
      await audit(tx, caller, {
        action: spec.write.name, entity: 'link', entity_id: input.id,
        after: { side, added: addIds, removed: removeIds, flags: flagChanges },
      });
      return { added, removed, changed };
    });
    return { data: result };
  });
  return [list, write];
}

async function readApp(db: Db | Tx, caller: Caller, id: number) {
  const [row] = await db
    .select({ id: refillPartners.id, name: refillPartners.name, permission_ids: refillPartnerAppSettings.permission_ids, notification_types: refillPartnerAppSettings.notification_types })
    .from(refillPartners)
    .leftJoin(refillPartnerAppSettings, eq(refillPartnerAppSettings.refill_partner_id, refillPartners.id))
    .where(and(eq(refillPartners.id, id), eq(refillPartners.company_id, caller.company_id)));
  if (!row) throw notFound('Refill partner');
  return { id: row.id, name: row.name, permission_ids: row.permission_ids ?? [], notification_types: row.notification_types ?? [] };
}

function defineAppSetting<A extends typeof contract.setRefillPartnerPermissions | typeof contract.setRefillPartnerNotifications>(
  spec: A, values: (input: Infer<A['request']>) => { permission_ids?: number[]; notification_types?: string[] },
) {
  return handle(spec, async (input: Infer<A['request']>, ctx) => {
    const caller = callerOf(ctx);
    await ctx.db.transaction(async (tx) => {
      const before = await readApp(tx, caller, input.id);
      const set = values(input);
      await tx.insert(refillPartnerAppSettings)
        .values({ refill_partner_id: input.id, company_id: caller.company_id, ...set, updated_at: ctx.now() })
        .onConflictDoUpdate({ target: refillPartnerAppSettings.refill_partner_id, set: { ...set, updated_at: ctx.now() } });
      await audit(tx, caller, { action: spec.name, entity: 'link', entity_id: input.id, before, after: set });
    });
    return { data: await readApp(ctx.db, caller, input.id) };
  });
}

const inOrder = (ids: readonly number[]) => APP_PERMISSION_IDS.filter((id) => ids.includes(id));

export const linkHandlers: RegisteredHandler[] = [
  ...(Object.keys(SIDES) as LinkSideId[]).flatMap(defineLinkSide),
  handle(contract.getRefillPartnerApp, async (input, ctx) => ({ data: await readApp(ctx.db, callerOf(ctx), input.id) })),
  defineAppSetting(contract.setRefillPartnerPermissions, (input) => ({ permission_ids: inOrder(input.permission_ids) })),
  defineAppSetting(contract.setRefillPartnerNotifications, (input) => ({ notification_types: [...new Set(input.notification_types)] })),
];

