/**
 * The offer (discount) as a record of the pipeline: who reaches which (the company's; franchise
 * staff their franchise's offers; a retailer's staff their retailer's), how it is read (machines,
 * sub-offers and their offer lines), its lifecycle (machines/records/offer.ts), and the
 * offer_history rows every change writes in its transaction.
 */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import {
  DISCOUNT_MESSAGES, allowedOfferTypes, discountProblems, offerLine, type OfferHistoryRow, type OfferInputShape, type OfferLineRow, type OfferListRow,
  type OfferRow, type SubOfferRow,
} from '../../contract/actions/offers.ts';
import { OFFER_REPEAT_OPTIONS, OFFER_TIME_WINDOWS, type OfferHistoryEvent } from '../../contract/offers.ts';
import { roleByCode } from '../../contract/roles.ts';
import { USER_MESSAGES } from '../../contract/actions/users.ts';
import { OFFER_STATUSES } from '../../contract/statuses.ts';
import { offerLifecycle } from '../../machines/records/offer.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  offerHistory, offerMachines, offers, products, retailers, subOfferProducts, subOffers, users, vendingMachines, zones,
} from '../db/schema/index.ts';
import { ApiError, invalid, notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { narrowingRetailer, tenancy, type ScopeCaller } from '../kit/scope.ts';
import type { ObjectStore } from '../objects/store.ts';
import { uploadedObject } from '../objects/uploaded.ts';

export const offerScope = tenancy({
  company: offers.company_id,
  deletedAt: offers.deleted_at,
  franchise: { column: offers.franchise_id },
  retailer: { column: offers.retailer_id },
});

export const machinesInReach = tenancy({
  company: vendingMachines.company_id, deletedAt: vendingMachines.deleted_at,
  franchise: { column: vendingMachines.franchise_id }, retailer: { column: vendingMachines.retailer_id },
});

type LineRow = Infer<typeof OfferLineRow>;

/** The sub-offers of these offers with their offer lines (each line's prices from the product's MRP). */
export async function subOffersOf(db: Db | Tx, offerRows: { id: number; name: string; offer_type: number; status: number }[]) {
  const byOffer = new Map<number, Infer<typeof SubOfferRow>[]>(offerRows.map((o) => [o.id, []]));
  if (!offerRows.length) return byOffer;
  const offerOf = new Map(offerRows.map((o) => [o.id, o]));
  const subs = await db.select().from(subOffers).where(inArray(subOffers.offer_id, offerRows.map((o) => o.id))).orderBy(asc(subOffers.id));
  const lines = subs.length ? await db.select({ l: subOfferProducts, sku: products.sku, name: products.name, mrp: products.mrp })
    .from(subOfferProducts).innerJoin(products, eq(products.id, subOfferProducts.product_id))
    .where(inArray(subOfferProducts.sub_offer_id, subs.map((s) => s.id))).orderBy(asc(subOfferProducts.id)) : [];
  for (const s of subs) {
    const offer = offerOf.get(s.offer_id)!;
    const mine = lines.filter((l) => l.l.sub_offer_id === s.id);
    const comboPrice = mine.reduce((sum, l) => sum + l.mrp * Math.max(1, l.l.buy_qty ?? 1), 0);
    const share = s.offer_price != null && comboPrice > 0 ? s.offer_price / comboPrice : 1;
    byOffer.get(s.offer_id)!.push({
      id: s.id, offer_id: s.offer_id, offer_name: offer.name, offer_type_id: s.offer_type_id, offer_status: offer.status,
      label: s.label, is_active: s.is_active, offer_price: s.offer_price, image: s.image,
      lines: mine.map(({ l, sku, name, mrp }): LineRow => ({
        id: l.id, sub_offer_id: s.id, product_id: l.product_id, sku, name, offer_type: offer.offer_type, is_primary: l.is_primary,
        offer_value: l.offer_value, max_buy_qty: l.max_buy_qty, buy_qty: l.buy_qty, free_qty: l.free_qty, total_stock: l.total_stock,
        ...offerLine(offer.offer_type, mrp, l, share), status: offer.status,
      })),
    });
  }
  return byOffer;
}

const nameOf = (u: { first_name: string; last_name: string } | null, id: number | null) =>
  (u && id != null ? { id, name: `${u.first_name} ${u.last_name}`.trim() } : null);

async function readOffer(db: Db, caller: Caller, id: number): Promise<Infer<typeof OfferRow>> {
  const [row] = await db.select({ o: offers, zone: { id: zones.id, name: zones.name }, retailer: { id: retailers.id, name: retailers.name }, user: { first_name: users.first_name, last_name: users.last_name } })
    .from(offers).leftJoin(zones, eq(zones.id, offers.zone_id)).leftJoin(retailers, eq(retailers.id, offers.retailer_id))
    .leftJoin(users, eq(users.id, offers.created_by))
    .where(and(eq(offers.id, id), offerScope(caller)));
  if (!row) throw notFound('Discount');
  const { o } = row;
  const machines = await db.select({ id: vendingMachines.id, name: vendingMachines.name }).from(offerMachines)
    .innerJoin(vendingMachines, eq(vendingMachines.id, offerMachines.vending_machine_id))
    .where(eq(offerMachines.offer_id, o.id)).orderBy(asc(vendingMachines.name), asc(vendingMachines.id));
  const subs = await subOffersOf(db, [o]);
  return {
    id: o.id, name: o.name, description: o.description, offer_type: o.offer_type, status: o.status,
    scope: o.scope as Infer<typeof OfferRow>['scope'], zone: row.zone?.id != null ? row.zone : null, retailer: row.retailer?.id != null ? row.retailer : null,
    machines, channels: o.channels, repeat_option: o.repeat_option as Infer<typeof OfferRow>['repeat_option'], weekdays: o.weekdays,
    time_window: o.time_window as Infer<typeof OfferRow>['time_window'], start_time: o.start_time, end_time: o.end_time,
    offer_source: o.offer_source as Infer<typeof OfferRow>['offer_source'], start_at: iso(o.start_at)!, end_at: iso(o.end_at)!,
    cloned_from: o.cloned_from, sub_offers: subs.get(o.id) ?? [], created_by: nameOf(row.user?.first_name != null ? row.user : null, o.created_by),
    created_at: iso(o.created_at)!, updated_at: iso(o.updated_at)!, version: o.version,
  };
}

export const offerStatusName = (status: string | number) => OFFER_STATUSES.find((s) => s.id === Number(status))?.name ?? String(status);

export const offerRecord = defineRecord({
  entity: 'offer',
  table: offers,
  noun: 'Discount',
  title: (r) => `Discount ${r.id} (${r.name})`,
  scope: offerScope,
  read: readOffer,
  lifecycle: { machine: offerLifecycle, column: 'status', statusName: offerStatusName },
});

/** The list's rows: each offer with its lines and machine count. */
export async function toListRows(db: Db, page: (typeof offers.$inferSelect)[]): Promise<Infer<typeof OfferListRow>[]> {
  const subs = await subOffersOf(db, page);
  const counts = page.length ? await db.select({ offer_id: offerMachines.offer_id, vm: offerMachines.vending_machine_id }).from(offerMachines)
    .where(inArray(offerMachines.offer_id, page.map((o) => o.id))) : [];
  return page.map((o) => ({
    id: o.id, name: o.name, offer_type: o.offer_type, status: o.status, scope: o.scope as Infer<typeof OfferListRow>['scope'],
    machine_count: counts.filter((c) => c.offer_id === o.id).length, start_at: iso(o.start_at)!, end_at: iso(o.end_at)!,
    lines: (subs.get(o.id) ?? []).flatMap((s) => s.lines), created_at: iso(o.created_at)!, version: o.version,
  }));
}

/**
 * The offer's input checked: the role may create the type (403), every rule of domain.md §5
 * "Discount" (400 with its message), the machines, zone, retailer and products in reach (400).
 * Answers the columns to write.
 */
/**
 * Each sub-offer image the save would newly show must be an offer (or product) image the caller
 * uploaded (server/objects/uploaded.ts); the images the offer, or the offer it is cloned from, already shows stay.
 */
export async function checkSubOfferImages(tx: Db | Tx, caller: Caller, objects: ObjectStore, input: OfferInputShape, shownBy: number | null) {
  const shown = shownBy === null ? [] : await tx.select({ image: subOffers.image }).from(subOffers).where(eq(subOffers.offer_id, shownBy));
  const known = new Set(shown.map((s) => s.image));
  for (const [i, sub] of input.sub_offers.entries()) {
    if (!sub.image || known.has(sub.image)) continue;
    await uploadedObject(tx, caller, objects, sub.image, { purposes: ['offer', 'product'], path: `sub_offers.${i}.image`, missing: DISCOUNT_MESSAGES.imageMissing });
  }
}

export async function checkOffer(tx: Db | Tx, caller: Caller, input: OfferInputShape) {
  if (!allowedOfferTypes(caller.role_code).includes(input.offer_type)) {
    throw new ApiError(403, DISCOUNT_MESSAGES.typeNotAllowed(roleByCode(caller.role_code)?.name ?? caller.role_code, input.offer_type));
  }
  const productIds = [...new Set(input.sub_offers.flatMap((s) => s.products.map((p) => p.product_id)))];
  const found = productIds.length ? await tx.select({ id: products.id, mrp: products.mrp }).from(products)
    .where(and(inArray(products.id, productIds), eq(products.company_id, caller.company_id))) : [];
  const mrp = new Map(found.map((p) => [p.id, p.mrp]));
  const problems = discountProblems(input, (id) => mrp.get(id));
  const unknownProduct = productIds.find((id) => !mrp.has(id));
  if (unknownProduct !== undefined) problems.push({ path: 'sub_offers', message: `Unknown product ${unknownProduct}.` });
  // A retailer's staff make offers for their retailer only; a franchise's for their franchise.
  const own = narrowingRetailer(caller);
  if (own === 0) throw new ApiError(403, USER_MESSAGES.noRetailer);
  const retailerId = own ?? (input.scope === 'RETAILER' ? input.retailer_id : null);
  const scope = own !== null ? 'RETAILER' : input.scope;
  const zoneId = scope === 'ZONE' ? input.zone_id : null;
  if (zoneId != null) {
    const [zone] = await tx.select({ id: zones.id }).from(zones).where(and(eq(zones.id, zoneId), eq(zones.company_id, caller.company_id)));
    if (!zone) problems.push({ path: 'zone_id', message: 'Unknown zone.' });
  }
  if (retailerId != null && own === null) {
    const [retailer] = await tx.select({ id: retailers.id }).from(retailers).where(and(eq(retailers.id, retailerId), eq(retailers.company_id, caller.company_id), isNull(retailers.deleted_at)));
    if (!retailer) problems.push({ path: 'retailer_id', message: 'Unknown retailer.' });
  }
  const machineIds = [...new Set(input.vending_machine_ids)];
  const machines = machineIds.length ? await tx.select({ id: vendingMachines.id, zone_id: vendingMachines.zone_id, retailer_id: vendingMachines.retailer_id })
    .from(vendingMachines).where(and(inArray(vendingMachines.id, machineIds), machinesInReach(caller))) : [];
  if (machines.length !== machineIds.length) problems.push({ path: 'vending_machine_ids', message: 'Unknown machine.' });
  else if (machines.some((m) => (zoneId != null && m.zone_id !== zoneId) || (scope === 'RETAILER' && retailerId != null && m.retailer_id !== retailerId))) {
    problems.push({ path: 'vending_machine_ids', message: DISCOUNT_MESSAGES.machineOutsideScope });
  }
  if (problems.length) throw invalid(problems, problems[0]!.message);
  const repeat = OFFER_REPEAT_OPTIONS.find((r) => r.id === input.repeat_option)!;
  const window = OFFER_TIME_WINDOWS.find((w) => w.id === input.time_window)!;
  return {
    columns: {
      name: input.name.trim(), description: input.description.trim(), offer_type: input.offer_type, scope,
      zone_id: zoneId, retailer_id: scope === 'RETAILER' ? retailerId : null,
      channels: [...new Set(input.channels)].sort(), repeat_option: input.repeat_option,
      weekdays: input.repeat_option === 'CUSTOM' ? [...new Set(input.weekdays)].sort() : [...repeat.weekdays],
      time_window: input.time_window,
      start_time: input.time_window === 'CUSTOM' ? input.start_time : window.start,
      end_time: input.time_window === 'CUSTOM' ? input.end_time : window.end,
      offer_source: input.offer_source, start_at: new Date(input.start_at), end_at: new Date(input.end_at),
    },
    machineIds,
  };
}

/** Writes the machines and sub-offers of an offer (replacing the old ones on update); answers the sub-offer changes. */
export async function writeOfferParts(tx: Tx, offerId: number, type: number, input: OfferInputShape, replacing: boolean) {
  const changed: { subOfferId: number; event: OfferHistoryEvent; changes: Record<string, unknown> }[] = [];
  if (replacing) await tx.delete(offerMachines).where(eq(offerMachines.offer_id, offerId));
  if (input.vending_machine_ids.length) {
    await tx.insert(offerMachines).values([...new Set(input.vending_machine_ids)].map((vm) => ({ offer_id: offerId, vending_machine_id: vm })));
  }
  const existing = replacing ? await tx.select().from(subOffers).where(eq(subOffers.offer_id, offerId)) : [];
  const oldLines = existing.length ? await tx.select().from(subOfferProducts).where(inArray(subOfferProducts.sub_offer_id, existing.map((s) => s.id))) : [];
  const kept = new Set<number>();
  for (const sub of input.sub_offers) {
    const values = { offer_type_id: type, label: sub.label.trim(), is_active: sub.is_active, offer_price: sub.offer_price, image: sub.image ?? null };
    const lines = sub.products.map((p) => ({
      product_id: p.product_id, is_primary: p.is_primary, offer_value: p.offer_value, max_buy_qty: p.max_buy_qty,
      buy_qty: p.buy_qty, free_qty: p.free_qty, total_stock: p.total_stock,
    }));
    const old = sub.id != null ? existing.find((s) => s.id === sub.id) : undefined;
    let subId: number;
    if (old) {
      subId = old.id;
      kept.add(old.id);
      const before = { label: old.label, is_active: old.is_active, offer_price: old.offer_price, image: old.image,
        products: oldLines.filter((l) => l.sub_offer_id === old.id).map(({ id: _id, sub_offer_id: _s, ...rest }) => rest) };
      const after = { label: values.label, is_active: values.is_active, offer_price: values.offer_price, image: values.image, products: lines };
      const diff = diffOf(before, after);
      if (!Object.keys(diff).length) continue;
      await tx.update(subOffers).set({ ...values, version: old.version + 1, updated_at: new Date() }).where(eq(subOffers.id, old.id));
      await tx.delete(subOfferProducts).where(eq(subOfferProducts.sub_offer_id, old.id));
      changed.push({ subOfferId: subId, event: 'UPDATED', changes: diff });
    } else {
      const [created] = await tx.insert(subOffers).values({ offer_id: offerId, ...values }).returning({ id: subOffers.id });
      subId = created!.id;
      changed.push({ subOfferId: subId, event: 'CREATED', changes: { label: [null, values.label], products: [null, lines] } });
    }
    if (lines.length) await tx.insert(subOfferProducts).values(lines.map((l) => ({ ...l, sub_offer_id: subId })));
  }
  // Sub-offers left out of an update are switched off, not deleted: order lines may name them.
  for (const old of existing) {
    if (kept.has(old.id) || !old.is_active) continue;
    await tx.update(subOffers).set({ is_active: false, version: old.version + 1 }).where(eq(subOffers.id, old.id));
    changed.push({ subOfferId: old.id, event: 'UPDATED', changes: { is_active: [true, false] } });
  }
  return changed;
}

/** field → [before, after] for the fields that differ. */
export function diffOf(before: Record<string, unknown>, after: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    const a = JSON.stringify(before[key] instanceof Date ? (before[key] as Date).toISOString() : before[key] ?? null);
    const b = JSON.stringify(after[key] instanceof Date ? (after[key] as Date).toISOString() : after[key] ?? null);
    if (a !== b) out[key] = [JSON.parse(a), JSON.parse(b)];
  }
  return out;
}

export async function writeHistory(tx: Tx | Db, rows: { offerId: number; subOfferId?: number | null; event: OfferHistoryEvent; status: number | null; changes?: Record<string, unknown>; userId: number | null; at: Date }[]) {
  if (!rows.length) return;
  await tx.insert(offerHistory).values(rows.map((r) => ({
    offer_id: r.offerId, sub_offer_id: r.subOfferId ?? null, event: r.event, status: r.status, changes: r.changes ?? {}, user_id: r.userId, at: r.at,
  })));
}

export async function readHistory(db: Db, where: ReturnType<typeof eq>): Promise<Infer<typeof OfferHistoryRow>[]> {
  const rows = await db.select({ h: offerHistory, user: { first_name: users.first_name, last_name: users.last_name } }).from(offerHistory)
    .leftJoin(users, eq(users.id, offerHistory.user_id)).where(where).orderBy(desc(offerHistory.at), desc(offerHistory.id));
  return rows.map(({ h, user }) => ({
    id: h.id, offer_id: h.offer_id, sub_offer_id: h.sub_offer_id, event: h.event, status: h.status, changes: h.changes,
    by: nameOf(user?.first_name != null ? user : null, h.user_id), at: iso(h.at)!,
  }));
}

/** A retailer's staff choose their own retailer only (none without one). */
const ownRetailer = (caller: ScopeCaller) => {
  const own = narrowingRetailer(caller);
  return own === null ? undefined : eq(retailers.id, own);
};

/** The discount form's choices for this caller. */
export async function offerOptions(db: Db, caller: ScopeCaller & { role_code: string }) {
  const [machines, zoneRows, retailerRows, productRows] = await Promise.all([
    db.select({ id: vendingMachines.id, name: vendingMachines.name, zone_id: vendingMachines.zone_id, retailer_id: vendingMachines.retailer_id })
      .from(vendingMachines).where(machinesInReach(caller)).orderBy(asc(vendingMachines.name), asc(vendingMachines.id)).limit(2000),
    db.select({ id: zones.id, name: zones.name }).from(zones).where(eq(zones.company_id, caller.company_id)).orderBy(asc(zones.name)),
    db.select({ id: retailers.id, name: retailers.name }).from(retailers)
      .where(and(eq(retailers.company_id, caller.company_id), isNull(retailers.deleted_at), ownRetailer(caller)))
      .orderBy(asc(retailers.name)),
    db.select({ id: products.id, sku: products.sku, name: products.name, mrp: products.mrp }).from(products)
      .where(and(eq(products.company_id, caller.company_id), eq(products.status, 1))).orderBy(asc(products.name)).limit(2000),
  ]);
  return { offer_types: allowedOfferTypes(caller.role_code), machines, zones: zoneRows, retailers: retailerRows, products: productRows };
}

