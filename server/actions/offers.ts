/**
 * /api/offers-management discounts on the record pipeline: list (offers with their lines), get,
 * the form's choices, create, clone, update, restart, change status (machines/records/offer.ts is
 * the only source of what may move where), the sub-offer, and the offer and sub-offer history.
 * Every change writes its offer_history rows in its own transaction.
 */
import { and, eq, exists, gte, inArray, lte, sql } from 'drizzle-orm';
import * as contract from '../../contract/actions/offers.ts';
import { OFFER_STATUS } from '../../contract/offers.ts';
import { offerActionEvent, offerLifecycle } from '../../machines/records/offer.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { offerHistory, offerMachines, offers, subOffers } from '../db/schema/index.ts';
import { eitherOf, markConfigChanged, markOfferChanged, offerReach, runsOnDevices } from '../device/config-version.ts';
import { conflict, invalid, notFound } from '../http/errors.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineGet, defineMutation, defineTransition } from '../kit/mutation.ts';
import {
  checkOffer, checkSubOfferImages, diffOf, offerOptions, offerRecord, offerScope, readHistory, subOffersOf, toListRows, writeHistory, writeOfferParts,
} from '../records/offer.ts';

type OfferInput = contract.OfferInputShape;

/** A new offer (create and clone): checked, Active, its parts and CREATED history rows in the same transaction. */
function createOffer<A extends typeof contract.createDiscount | typeof contract.cloneDiscount>(spec: A) {
  return defineCreate(spec, offerRecord, {
    values: async ({ tx, input, caller, services }) => {
      let clonedFrom: number | null = null;
      if ('source_id' in input) {
        const [source] = await tx.select({ id: offers.id }).from(offers).where(and(eq(offers.id, input.source_id), offerScope(caller)));
        if (!source) throw notFound('Discount');
        clonedFrom = source.id;
      }
      const { columns } = await checkOffer(tx, caller, input as OfferInput);
      await checkSubOfferImages(tx, caller, services.objects, input as OfferInput, clonedFrom);
      return {
        company_id: caller.company_id, franchise_id: caller.franchise_id, ...columns, status: OFFER_STATUS.active, cloned_from: clonedFrom, created_by: caller.id,
      };
    },
    after: async ({ tx, caller, row, input, now }) => {
      const parts = await writeOfferParts(tx, row.id, row.offer_type, input as OfferInput, false);
      if (runsOnDevices(row)) await markConfigChanged(tx, offerReach(row, (input as OfferInput).vending_machine_ids), now);
      await writeHistory(tx, [
        { offerId: row.id, event: 'CREATED', status: row.status, changes: row.cloned_from ? { cloned_from: [null, row.cloned_from] } : {}, userId: caller.id, at: now },
        ...parts.map((p) => ({ offerId: row.id, subOfferId: p.subOfferId, event: p.event, status: row.status, changes: p.changes, userId: caller.id, at: now })),
      ]);
      return { vending_machine_ids: input.vending_machine_ids, sub_offers: input.sub_offers };
    },
  });
}

const historyRow = (caller: Caller, offerId: number, event: 'STATUS' | 'RESTARTED', status: number, changes: Record<string, unknown>, now: Date) =>
  ({ offerId, event, status, changes, userId: caller.id, at: now });

async function offerInReach(tx: Tx | Db, caller: Caller, id: number) {
  const [row] = await tx.select({ id: offers.id, name: offers.name }).from(offers).where(and(eq(offers.id, id), offerScope(caller)));
  if (!row) throw notFound('Discount');
  return row;
}

export const offerHandlers = [
  defineList(contract.listDiscounts, {
    scope: offerScope,
    query: (db, where) => db.select().from(offers).where(where),
    count: (db, where) => db.select({ n: countAll }).from(offers).where(where),
    filters: {
      status: (statuses) => inArray(offers.status, statuses),
      offer_type: (types) => inArray(offers.offer_type, types),
      scope: (scopes) => inArray(offers.scope, scopes),
      vending_machine_id: (ids) => exists(sql`(select 1 from ${offerMachines} m where m.offer_id = ${offers.id} and m.vending_machine_id in ${ids})`),
      active_on: (day) => and(lte(offers.start_at, new Date(`${day.slice(0, 10)}T23:59:59.999Z`)), gte(offers.end_at, new Date(`${day.slice(0, 10)}T00:00:00Z`))),
    },
    search: [offers.name],
    sort: { name: offers.name, offer_type: offers.offer_type, status: offers.status, start_at: offers.start_at, end_at: offers.end_at, created_at: offers.created_at },
    tiebreak: offers.id,
    rows: (page, ctx) => toListRows(ctx.db, page),
  }),

  defineGet(contract.getDiscount, offerRecord),

  handle(contract.getDiscountOptions, async (_input, ctx) => ({ data: await offerOptions(ctx.db, callerOf(ctx)) })),

  createOffer(contract.createDiscount),
  createOffer(contract.cloneDiscount),

  defineMutation(contract.updateDiscount, offerRecord, {
    apply: async ({ tx, caller, row, input, now, services }) => {
      if (row.status === OFFER_STATUS.expired) throw conflict(`${offerRecord.title(row)} is Expired; ${contract.DISCOUNT_MESSAGES.notEditable}.`);
      const { columns } = await checkOffer(tx, caller, input);
      await checkSubOfferImages(tx, caller, services.objects, input, row.id);
      const before = await tx.select({ vm: offerMachines.vending_machine_id }).from(offerMachines).where(eq(offerMachines.offer_id, row.id));
      const changes = diffOf({ ...row, vending_machine_ids: before.map((b) => b.vm).sort((a, b) => a - b) } as Record<string, unknown>,
        { ...columns, vending_machine_ids: [...new Set(input.vending_machine_ids)].sort((a, b) => a - b) });
      if (runsOnDevices(row) || runsOnDevices(columns)) {
        const after = { ...row, ...columns };
        await markConfigChanged(tx, eitherOf(offerReach(row, before.map((b) => b.vm)), offerReach(after, input.vending_machine_ids)), now);
      }
      const parts = await writeOfferParts(tx, row.id, columns.offer_type, input, true);
      await writeHistory(tx, [
        { offerId: row.id, event: 'UPDATED', status: row.status, changes, userId: caller.id, at: now },
        ...parts.map((p) => ({ offerId: row.id, subOfferId: p.subOfferId, event: p.event, status: row.status, changes: p.changes, userId: caller.id, at: now })),
      ]);
      return { set: columns, audit: { vending_machine_ids: input.vending_machine_ids, sub_offers: input.sub_offers } };
    },
  }),

  defineTransition(contract.restartDiscount, offerRecord, {
    event: () => 'offer.restart',
    apply: async ({ tx, caller, row, input, now }) => {
      const start = new Date(input.start_at);
      const end = new Date(input.end_at);
      if (!(end > start)) throw invalid([{ path: 'end_at', message: contract.DISCOUNT_MESSAGES.endAfterStart }], contract.DISCOUNT_MESSAGES.endAfterStart);
      if (!(end > now)) throw invalid([{ path: 'end_at', message: contract.DISCOUNT_MESSAGES.endInFuture }], contract.DISCOUNT_MESSAGES.endInFuture);
      const next = offerLifecycle.next(row.status, 'offer.restart')!;
      await markOfferChanged(tx, row, now);
      await writeHistory(tx, [historyRow(caller, row.id, 'RESTARTED', next, {
        status: [row.status, next], start_at: [row.start_at.toISOString(), start.toISOString()], end_at: [row.end_at.toISOString(), end.toISOString()],
      }, now)]);
      return { set: { start_at: start, end_at: end } };
    },
  }),

  defineTransition(contract.changeDiscountStatus, offerRecord, {
    event: (input) => offerActionEvent(input.status_action),
    apply: async ({ tx, caller, row, input, now }) => {
      const next = offerLifecycle.next(row.status, offerActionEvent(input.status_action))!;
      await markOfferChanged(tx, row, now);
      await writeHistory(tx, [historyRow(caller, row.id, 'STATUS', next, { status: [row.status, next], action: input.status_action }, now)]);
    },
  }),

  handle(contract.getSubOffer, async (input, ctx) => {
    const caller = callerOf(ctx);
    const [row] = await ctx.db.select({ offer: offers }).from(subOffers).innerJoin(offers, eq(offers.id, subOffers.offer_id))
      .where(and(eq(subOffers.id, input.id), offerScope(caller)));
    if (!row) throw notFound('Sub-offer');
    const sub = (await subOffersOf(ctx.db, [row.offer])).get(row.offer.id)!.find((s) => s.id === input.id)!;
    return { data: sub };
  }),

  handle(contract.listDiscountHistory, async (input, ctx) => {
    const offer = await offerInReach(ctx.db, callerOf(ctx), input.id);
    return { data: { offer, rows: await readHistory(ctx.db, eq(offerHistory.offer_id, offer.id)) } };
  }),

  handle(contract.listSubOfferHistory, async (input, ctx) => {
    const caller = callerOf(ctx);
    const [row] = await ctx.db.select({ id: subOffers.id, label: subOffers.label, offer_id: offers.id, offer_name: offers.name }).from(subOffers)
      .innerJoin(offers, eq(offers.id, subOffers.offer_id)).where(and(eq(subOffers.id, input.id), offerScope(caller)));
    if (!row) throw notFound('Sub-offer');
    return { data: { sub_offer: row, rows: await readHistory(ctx.db, eq(offerHistory.sub_offer_id, row.id)) } };
  }),
];
