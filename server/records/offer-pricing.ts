/**
 * From the offers tables (server/db/schema/offers.ts, the discounts part) to the pricing
 * engine's input (contract/pricing.ts), and back: the stock an applied offer used comes off
 * sub_offer_products.total_stock in the caller's transaction. Every sale the server prices —
 * the simulator's vends, and any order priced on the server — goes through `priceSale`.
 *
 * Which offers are candidates for a machine: its company's, not deleted, Active and within their
 * dates at the moment of sale; the machines are the offer's offer_machines rows, or, with none,
 * its scope: Company = every machine of the company (of the offer's franchise when a franchise
 * made it), Zone = the machines of its zone, Retailer = the machines of its retailer. The engine
 * then checks channel, days and window. docs/decisions.md "Pricing: how offers and coupons price a sale".
 */
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  COUPON_ACTIVE, DEFAULT_MACHINE_TIME_ZONE, localMoment, priceCart, PRICING_OFFER_ACTIVE,
  type CartLine, type PricingCoupon, type PricingOffer, type PricingResult, type RepeatOption, type TimeWindow,
} from '../../contract/pricing.ts';
import type { Tx } from '../db/client.ts';
import { offerMachines, offers, subOfferProducts, subOffers, vendingMachines } from '../db/schema/index.ts';

type MachineForPricing = Pick<typeof vendingMachines.$inferSelect, 'id' | 'company_id' | 'franchise_id' | 'zone_id' | 'retailer_id'>;

const REPEATS: readonly string[] = ['DAILY', 'WEEKDAYS', 'WEEKEND', 'CUSTOM'] satisfies RepeatOption[];
const WINDOWS: readonly string[] = ['FULL_DAY', 'LATE_NIGHT', 'EARLY_MORNING', 'CUSTOM'] satisfies TimeWindow[];

/** Does the offer (without offer_machines rows) reach this machine by its scope? */
function scopeReaches(offer: typeof offers.$inferSelect, machine: MachineForPricing): boolean {
  if (offer.franchise_id !== null && offer.franchise_id !== machine.franchise_id) return false;
  if (offer.scope === 'ZONE') return offer.zone_id !== null && offer.zone_id === machine.zone_id;
  if (offer.scope === 'RETAILER') return offer.retailer_id !== null && offer.retailer_id === machine.retailer_id;
  return true;
}

/** A sale to price: its machine and its moment. */
export interface PricingTarget {
  machine: MachineForPricing;
  at: Date;
}

/** The offers that may price a sale on this machine at this moment (one of those the loader was given). */
export type OffersOf = (machine: MachineForPricing, at: Date) => PricingOffer[];

/**
 * The offers that may price sales on these machines at these moments, as the engine takes them,
 * loaded in three queries whatever their number (a batch of vends from many machines prices
 * each against the same load). With `lock` their sub-offer products are locked (in id order) so
 * two sales never give away the same offer stock.
 */
export async function loadOffersOfMachines(tx: Tx, targets: readonly PricingTarget[], { lock = false } = {}): Promise<OffersOf> {
  if (!targets.length) return () => [];
  const companies = [...new Set(targets.map((t) => t.machine.company_id))];
  const machineIds = [...new Set(targets.map((t) => t.machine.id))];
  const times = targets.map((t) => t.at.getTime());
  // An offer linked to machines reaches only those; one linked to none reaches by its scope.
  const hasLinks = sql<boolean>`exists (select 1 from ${offerMachines} where ${offerMachines.offer_id} = ${offers.id})`;
  const rows = await tx.select({ offer: offers, hasLinks }).from(offers).where(and(
    inArray(offers.company_id, companies), isNull(offers.deleted_at), eq(offers.status, PRICING_OFFER_ACTIVE),
    lte(offers.start_at, new Date(Math.max(...times))), gte(offers.end_at, new Date(Math.min(...times))),
  )).orderBy(asc(offers.id));
  const linkedIds = rows.filter((r) => r.hasLinks).map((r) => r.offer.id);
  const links = new Set((linkedIds.length
    ? await tx.select({ offer: offerMachines.offer_id, machine: offerMachines.vending_machine_id }).from(offerMachines)
      .where(and(inArray(offerMachines.offer_id, linkedIds), inArray(offerMachines.vending_machine_id, machineIds)))
    : []).map((l) => `${l.offer}:${l.machine}`));
  const reaches = (r: (typeof rows)[number], machine: MachineForPricing, at: Date) => r.offer.company_id === machine.company_id
    && r.offer.start_at <= at && r.offer.end_at >= at
    && (r.hasLinks ? links.has(`${r.offer.id}:${machine.id}`) : scopeReaches(r.offer, machine));
  const reaching = rows.filter((r) => targets.some((t) => reaches(r, t.machine, t.at)));
  if (!reaching.length) return () => [];

  const subs = await tx.select().from(subOffers).where(inArray(subOffers.offer_id, reaching.map((r) => r.offer.id))).orderBy(asc(subOffers.id));
  const subIds = subs.map((s) => s.id);
  const productsQuery = tx.select().from(subOfferProducts)
    .where(inArray(subOfferProducts.sub_offer_id, subIds.length ? subIds : [-1])).orderBy(asc(subOfferProducts.id));
  const products = lock ? await productsQuery.for('update') : await productsQuery;
  const built = new Map(reaching.map((r) => [r.offer.id, toPricingOffer(r.offer, subs, products)]));
  // The loader already chose the machines: the engine needs only this one.
  return (machine, at) => reaching.filter((r) => reaches(r, machine, at)).map((r) => ({ ...built.get(r.offer.id)!, machineIds: [machine.id] }));
}

function toPricingOffer(o: typeof offers.$inferSelect, subs: (typeof subOffers.$inferSelect)[], products: (typeof subOfferProducts.$inferSelect)[]): PricingOffer {
  return {
    id: o.id,
    type: o.offer_type,
    status: o.status,
    channels: o.channels,
    repeat: (REPEATS.includes(o.repeat_option) ? o.repeat_option : 'CUSTOM') as RepeatOption,
    weekdays: o.weekdays,
    window: (WINDOWS.includes(o.time_window) ? o.time_window : 'CUSTOM') as TimeWindow,
    windowStart: o.start_time,
    windowEnd: o.end_time,
    startAt: o.start_at,
    endAt: o.end_at,
    machineIds: [],
    subOffers: subs.filter((s) => s.offer_id === o.id).map((s) => ({
      id: s.id,
      isActive: s.is_active,
      offerPrice: s.offer_price,
      products: products.filter((p) => p.sub_offer_id === s.id).map((p) => ({
        productId: p.product_id, primary: p.is_primary, offerValue: p.offer_value, maxBuyQty: p.max_buy_qty,
        buyQty: p.buy_qty, freeQty: p.free_qty, totalStock: p.total_stock,
      })),
    })),
  };
}

/** The offers that may price a sale on `machine` at `at` (loadOffersOfMachines for one sale). */
export async function loadMachineOffers(tx: Tx, machine: MachineForPricing, at: Date, { lock = false } = {}): Promise<PricingOffer[]> {
  return (await loadOffersOfMachines(tx, [{ machine, at }], { lock }))(machine, at);
}

/** The stock each applied sub-offer used comes off its products' total stock (null = unlimited stays null), for any number of sales in one statement. */
export async function takeOfferStock(tx: Tx, results: readonly Pick<PricingResult, 'applied'>[]) {
  const used = new Map<string, { subOfferId: number; productId: number; units: number }>();
  for (const a of results.flatMap((r) => r.applied)) {
    for (const s of a.stock) {
      const key = `${a.subOfferId}:${s.productId}`;
      const entry = used.get(key) ?? { subOfferId: a.subOfferId, productId: s.productId, units: 0 };
      used.set(key, { ...entry, units: entry.units + s.units });
    }
  }
  if (!used.size) return;
  // In (sub-offer, product) order, as the pricing loader locks them.
  const values = sql.join([...used.values()].sort((a, b) => a.subOfferId - b.subOfferId || a.productId - b.productId)
    .map((u) => sql`(${u.subOfferId}::int, ${u.productId}::int, ${u.units}::int)`), sql`, `);
  await tx.execute(sql`update ${subOfferProducts} set total_stock = greatest(${subOfferProducts.total_stock} - v.units, 0)
    from (values ${values}) as v(sub_offer_id, product_id, units)
    where ${subOfferProducts.sub_offer_id} = v.sub_offer_id and ${subOfferProducts.product_id} = v.product_id`);
}

export interface SaleToPrice {
  machine: MachineForPricing;
  /** 1 Mobile Application, 2 Mobile Browser, 3 Device App. */
  channel: number;
  at: Date;
  cart: CartLine[];
  coupon?: PricingCoupon | null;
  /** Machines carry no time zone yet: DEFAULT_MACHINE_TIME_ZONE. */
  timeZone?: string;
  /** The machine's offers when the caller loaded them with others (loadOffersOfMachines, locked); else loaded here. */
  offers?: PricingOffer[];
}

/**
 * Prices one sale through the machine's offers (their sub-offer products locked) in the caller's
 * transaction. The caller records the lines and, once the sale is paid, calls `takeOfferStock`.
 */
export async function priceSale(tx: Tx, sale: SaleToPrice): Promise<PricingResult> {
  const candidates = sale.offers ?? await loadMachineOffers(tx, sale.machine, sale.at, { lock: true });
  return priceCart(sale.cart, candidates, {
    machineId: sale.machine.id, channel: sale.channel, at: sale.at,
    local: localMoment(sale.at, sale.timeZone ?? DEFAULT_MACHINE_TIME_ZONE),
  }, sale.coupon?.status === COUPON_ACTIVE ? sale.coupon : null);
}
