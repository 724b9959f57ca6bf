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
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
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

/**
 * The offers that may price a sale on `machine` at `at`, as the engine takes them. With `lock`
 * their sub-offer products are locked (in id order) so two sales never give away the same
 * offer stock.
 */
export async function loadMachineOffers(tx: Tx, machine: MachineForPricing, at: Date, { lock = false } = {}): Promise<PricingOffer[]> {
  // One query: the offers linked to this machine (flagged), or linked to none (then their scope decides).
  const linkedToMachine = sql`exists (select 1 from ${offerMachines} where ${offerMachines.offer_id} = ${offers.id} and ${offerMachines.vending_machine_id} = ${machine.id})`;
  const rows = await tx.select({ offer: offers, linked: sql<boolean>`${linkedToMachine}` }).from(offers).where(and(
    eq(offers.company_id, machine.company_id), isNull(offers.deleted_at), eq(offers.status, PRICING_OFFER_ACTIVE),
    lte(offers.start_at, at), gte(offers.end_at, at),
    or(linkedToMachine, sql`not exists (select 1 from ${offerMachines} where ${offerMachines.offer_id} = ${offers.id})`),
  )).orderBy(asc(offers.id));
  const reaching = rows.filter((r) => r.linked || scopeReaches(r.offer, machine)).map((r) => r.offer);
  if (!reaching.length) return [];

  const subs = await tx.select().from(subOffers).where(inArray(subOffers.offer_id, reaching.map((o) => o.id))).orderBy(asc(subOffers.id));
  const subIds = subs.map((s) => s.id);
  const productsQuery = tx.select().from(subOfferProducts)
    .where(inArray(subOfferProducts.sub_offer_id, subIds.length ? subIds : [-1])).orderBy(asc(subOfferProducts.id));
  const products = lock ? await productsQuery.for('update') : await productsQuery;

  return reaching.map((o): PricingOffer => ({
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
    // The loader already chose the machines: the engine needs only this one.
    machineIds: [machine.id],
    subOffers: subs.filter((s) => s.offer_id === o.id).map((s) => ({
      id: s.id,
      isActive: s.is_active,
      offerPrice: s.offer_price,
      products: products.filter((p) => p.sub_offer_id === s.id).map((p) => ({
        productId: p.product_id, primary: p.is_primary, offerValue: p.offer_value, maxBuyQty: p.max_buy_qty,
        buyQty: p.buy_qty, freeQty: p.free_qty, totalStock: p.total_stock,
      })),
    })),
  }));
}

/** The stock each applied sub-offer used comes off its products' total stock (null = unlimited stays null). */
export async function takeOfferStock(tx: Tx, result: Pick<PricingResult, 'applied'>) {
  for (const a of result.applied) {
    for (const s of a.stock) {
      await tx.update(subOfferProducts)
        .set({ total_stock: sql`greatest(${subOfferProducts.total_stock} - ${s.units}, 0)` })
        .where(and(eq(subOfferProducts.sub_offer_id, a.subOfferId), eq(subOfferProducts.product_id, s.productId)));
    }
  }
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
}

/**
 * Prices one sale through the machine's offers (their sub-offer products locked) in the caller's
 * transaction. The caller records the lines and, once the sale is paid, calls `takeOfferStock`.
 */
export async function priceSale(tx: Tx, sale: SaleToPrice): Promise<PricingResult> {
  const candidates = await loadMachineOffers(tx, sale.machine, sale.at, { lock: true });
  return priceCart(sale.cart, candidates, {
    machineId: sale.machine.id, channel: sale.channel, at: sale.at,
    local: localMoment(sale.at, sale.timeZone ?? DEFAULT_MACHINE_TIME_ZONE),
  }, sale.coupon?.status === COUPON_ACTIVE ? sale.coupon : null);
}
