/**
 * /api/campaign-management external sales: platforms on the record pipeline (list, get, create,
 * update, delete) and the third-party sales list. Linked machines and restricted products are
 * the link kit's (server/actions/links.ts).
 */
import { eq, gte, inArray, lte } from 'drizzle-orm';
import * as contract from '../../contract/actions/platforms.ts';
import { platforms, thirdPartySales, vendingMachines } from '../db/schema/index.ts';
import { countAll, iso } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation } from '../kit/mutation.ts';
import { tenancy } from '../kit/scope.ts';
import { platformColumns, platformRecord, platformScope, toPlatformRow } from '../records/platform.ts';

type Fields = (typeof contract.createPlatform)['request']['TYPE'];

const columnsOf = (input: Fields) => ({ name: input.name.trim(), source_type: input.source_type });

/** A franchise or retailer user sees the sales of their machines. */
const saleScope = tenancy({ company: thirdPartySales.company_id, franchise: { column: thirdPartySales.franchise_id }, retailer: { machines: [thirdPartySales.vending_machine_id] } });

const saleColumns = {
  sale: thirdPartySales,
  platform: platforms.name,
  source_type: platforms.source_type,
  machine: vendingMachines.name,
};

export const platformsHandlers = [
  defineList(contract.listPlatforms, {
    scope: platformScope,
    query: (db, where) => db.select(platformColumns).from(platforms).where(where),
    count: (db, where) => db.select({ n: countAll }).from(platforms).where(where),
    filters: { source_type: (types) => inArray(platforms.source_type, types) },
    search: [platforms.name],
    sort: {
      name: platforms.name,
      source_type: platforms.source_type,
      created_at: platforms.created_at,
      updated_at: platforms.updated_at,
    },
    tiebreak: platforms.id,
    rows: (page) => page.map(toPlatformRow),
  }),

  defineGet(contract.getPlatform, platformRecord),

  defineCreate(contract.createPlatform, platformRecord, {
    values: async ({ input, caller }) => ({ company_id: caller.company_id, ...columnsOf(input) }),
  }),

  defineMutation(contract.updatePlatform, platformRecord, {
    apply: async ({ input }) => ({ set: columnsOf(input) }),
  }),

  defineDelete(contract.deletePlatform, platformRecord, {
    apply: async ({ now }) => ({ set: { deleted_at: now } }),
  }),

  defineList(contract.listThirdPartySales, {
    scope: saleScope,
    query: (db, where) => db.select(saleColumns).from(thirdPartySales)
      .innerJoin(platforms, eq(platforms.id, thirdPartySales.platform_id))
      .innerJoin(vendingMachines, eq(vendingMachines.id, thirdPartySales.vending_machine_id))
      .where(where),
    count: (db, where) => db.select({ n: countAll }).from(thirdPartySales).where(where),
    filters: {
      platform_id: (ids) => inArray(thirdPartySales.platform_id, ids),
      vending_machine_id: (ids) => inArray(thirdPartySales.vending_machine_id, ids),
      status: (statuses) => inArray(thirdPartySales.status, statuses),
      created_from: (from) => gte(thirdPartySales.created_at, new Date(from)),
      created_to: (to) => lte(thirdPartySales.created_at, new Date(to)),
    },
    search: [thirdPartySales.external_order_id],
    sort: {
      created_at: thirdPartySales.created_at,
      amount: thirdPartySales.amount,
      external_order_id: thirdPartySales.external_order_id,
    },
    tiebreak: thirdPartySales.id,
    rows: (page) => page.map(({ sale, platform, source_type, machine }) => ({
      id: sale.id,
      external_order_id: sale.external_order_id,
      platform_id: sale.platform_id,
      platform,
      source_type,
      vending_machine_id: sale.vending_machine_id,
      machine,
      items: sale.items,
      amount: Number(sale.amount),
      status: sale.status,
      created_at: iso(sale.created_at)!,
    })),
  }),
];
