/**
 * /api/campaign-management `campaign.list`: discounts and coupons as one list. Each kind is read
 * within its own scope (offerScope narrows discounts to a franchise or retailer; coupons are the
 * company's), then the union is searched, filtered, sorted and paged like any list.
 */
import { inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import * as contract from '../../contract/actions/campaigns.ts';
import { couponStatusName } from '../../contract/actions/coupons.ts';
import { OFFER_STATUSES } from '../../contract/statuses.ts';
import type { Db } from '../db/client.ts';
import { coupons, offers } from '../db/schema/index.ts';
import { countAll, iso } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import type { ScopeCaller } from '../kit/scope.ts';
import { couponScope } from '../records/coupon.ts';
import { offerScope } from '../records/offer.ts';

/** The union's columns, named as the subquery `campaigns` exposes them. */
const C = {
  kind: sql<string>`"campaigns"."kind"`,
  name: sql<string>`"campaigns"."name"`,
  start_at: sql`"campaigns"."start_at"`,
  end_at: sql`"campaigns"."end_at"`,
  created_at: sql`"campaigns"."created_at"`,
  key: sql`("campaigns"."kind" || '-' || "campaigns"."id")`,
};

function campaignsOf(db: Db, caller: ScopeCaller) {
  const discounts = db
    .select({ kind: sql<string>`'discount'`.as('kind'), id: offers.id, name: offers.name, status: offers.status, start_at: offers.start_at, end_at: offers.end_at, created_at: offers.created_at })
    .from(offers)
    .where(offerScope(caller));
  const couponRows = db
    .select({ kind: sql<string>`'coupon'`.as('kind'), id: coupons.id, name: coupons.code, status: coupons.status, start_at: coupons.start_at, end_at: coupons.end_at, created_at: coupons.created_at })
    .from(coupons)
    .where(couponScope(caller));
  return unionAll(discounts, couponRows).as('campaigns');
}

const offerStatusName = (id: number) => OFFER_STATUSES.find((s) => s.id === id)?.name ?? String(id);

export const campaignsHandlers = [
  defineList(contract.listCampaigns, {
    scope: () => undefined,
    query: (db, where, _input, caller) => db.select().from(campaignsOf(db, caller)).where(where),
    count: (db, where, caller) => db.select({ n: countAll }).from(campaignsOf(db, caller)).where(where),
    filters: { kind: (kinds) => inArray(C.kind, kinds) },
    search: [C.name],
    sort: { name: C.name, kind: C.kind, start_at: C.start_at, end_at: C.end_at, created_at: C.created_at },
    tiebreak: C.key,
    rows: (page) => page.map((r) => ({
      kind: r.kind as contract.CampaignKind,
      id: r.id,
      name: r.name,
      status: r.kind === 'discount' ? offerStatusName(r.status) : couponStatusName(r.status),
      start_at: iso(r.start_at)!,
      end_at: iso(r.end_at)!,
      created_at: iso(r.created_at)!,
    })),
  }),
];
