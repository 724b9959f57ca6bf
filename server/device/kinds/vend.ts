/**
 * `vend`: the sale's final state as the machine saw it — per coil what was asked and what dropped,
 * the payment, the channel, and the cart it completes. Recorded by the one sale writer the
 * simulator uses (server/sim/record-sale.ts), at the event's own time so a late vend lands on its
 * day. A line's price is the cart's when the vend completes one in its lifetime, else the one the
 * device sent, else the planogram's as the simulator prices it (the product's MRP through the
 * offers running on the channel). docs/decisions.md "Sales over the gateway", "Cart lifetime".
 */
import { DEVICE_MESSAGES, type DeviceEventOf } from '../../../contract/device.ts';
import type { Tx } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { createRandom } from '../../seed/random.ts';
import { nextOrderIds } from '../../sim/common.ts';
import { recordSales, vendStatusOf, type SaleLine, type SalePayment, type SaleToRecord } from '../../sim/record-sale.ts';
import type { OffersOf } from '../../records/offer-pricing.ts';
import { priceWithCoupon } from '../../sim/sale-pricing.ts';
import type { LockedSlot } from '../../sim/vend.ts';
import { cartExpiresAt, cartSale, completeCart, lockOpenCart, machineForSale, slotsOf, type CartRow } from '../carts.ts';
import type { DeviceDeps } from '../events.ts';
import type { Device } from '../identity.ts';
import type { Applied, EventHandler } from './index.ts';

export type Machine = Awaited<ReturnType<typeof machineForSale>>['machine'];
export type VendEvent = DeviceEventOf<'vend'>;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The device's payment status (and its cart's reported outcome) as the vend status reads it. */
function paymentOf(event: VendEvent, cart: CartRow | null, due: number): SalePayment {
  if (event.payment_status === 3) return 'cancelled';
  if (event.payment_status === 0) return 'failed';
  if (event.payment_status === 2) return 'delayed';
  return cart?.payment_outcome === 'partial' || event.amount < due - 0.005 ? 'partial' : 'paid';
}

/** The lines without a cart (or past its lifetime): the device's price when sent (the rest of the MRP is the discount), the planogram's otherwise. */
async function pricedLines(tx: Tx, machine: Machine, event: VendEvent, byCoil: ReadonlyMap<string, LockedSlot>, at: Date, channel: number, offersOf?: OffersOf) {
  const matched = slotsOf(byCoil, event.lines);
  const lines: SaleLine[] = matched.map(({ line, slot }) => ({ slot, quantity: line.quantity, vended: line.vended, reason: dropReason(line) }));
  const unpriced = matched.filter(({ line }) => line.price === undefined);
  const { priced } = unpriced.length
    ? await priceWithCoupon(tx, { machine, channel, at, picks: unpriced.map(({ line, slot }) => ({ slot, quantity: line.quantity })), offers: offersOf?.(machine, at) })
    : { priced: { applied: [], lines: [] } };
  let next = 0;
  const perLine = matched.map(({ line, slot }) => {
    if (line.price === undefined) {
      const p = priced.lines[next++];
      return { discount: p?.discount ?? 0, subOfferId: p?.subOfferId ?? null };
    }
    if (line.price > slot.mrp) throw new ApiError(400, DEVICE_MESSAGES.priceOverMrp(line.coil, line.price, slot.mrp));
    return { discount: round2((slot.mrp - line.price) * line.quantity), subOfferId: null };
  });
  return { lines, priced: { applied: priced.applied, lines: perLine }, coupon: null, channel };
}

const dropReason = (line: VendEvent['lines'][number]) => (line.vended < line.quantity ? line.reason ?? null : null);

/** A vend checked and priced, ready to be written with others (server/device/vend-batch.ts). */
export interface PreparedVend {
  sale: Omit<SaleToRecord, 'id' | 'random'>;
  cart: CartRow | null;
  /** Sold past the cart's lifetime: priced without it, and the device is told so. */
  cartExpired: boolean;
}

/** When the vend sold: the device's time, but a device clock ahead of the server's does not sell in the future. */
export const saleMoment = (event: VendEvent, now: Date) => new Date(Math.min(Date.parse(event.at), now.getTime()));

/**
 * Checks a vend against its machine's locked slots and prices it; a rule it breaks is an ApiError
 * (the event is refused). `offersOf`: the offers its batch loaded for it (else loaded here).
 */
export async function prepareVend(tx: Tx, machine: Machine, byCoil: ReadonlyMap<string, LockedSlot>, event: VendEvent, now: Date, offersOf?: OffersOf): Promise<PreparedVend> {
  const at = saleMoment(event, now);
  for (const l of event.lines) if (l.vended > l.quantity) throw new ApiError(400, DEVICE_MESSAGES.vendedOverAsked(l.coil));
  const cart = event.cart_id ? await lockOpenCart(tx, machine.id, event.cart_id) : null;
  let sale: Pick<SaleToRecord, 'lines' | 'priced' | 'coupon' | 'channel'>;
  const asked = new Map(event.lines.map((l) => [l.coil, l]));
  if (cart && (asked.size !== cart.lines.length || cart.lines.some((l) => asked.get(l.coil)?.quantity !== l.quantity))) {
    throw new ApiError(400, DEVICE_MESSAGES.cartLinesDiffer(cart.cart_id));
  }
  // Sold after the cart's lifetime: its quote no longer holds, the sale is priced as one without a cart (on the cart's channel).
  const expired = cart !== null && at > cartExpiresAt(cart.created_at);
  if (cart && !expired) {
    sale = cartSale(cart, byCoil, (coil) => {
      const line = asked.get(coil)!;
      return { vended: line.vended, reason: dropReason(line) };
    });
  } else {
    sale = await pricedLines(tx, machine, event, byCoil, at, cart?.channel ?? event.channel, offersOf);
  }
  const due = round2(sale.lines.reduce((n, l, i) => n + l.slot.mrp * l.quantity - (sale.priced.lines[i]?.discount ?? 0), 0));
  return {
    sale: { ...sale, machine, at, now, vendStatus: vendStatusOf(sale.lines, paymentOf(event, cart, due)), paymentMode: event.payment_mode, cartId: cart?.cart_id },
    cart,
    cartExpired: expired,
  };
}

/** Writes prepared vends together (one statement per table) and completes their carts; answers each one's outcome. */
export async function writeVends(tx: Tx, prepared: readonly PreparedVend[], now: Date): Promise<Applied[]> {
  const ids = await nextOrderIds(tx, prepared.length);
  const recorded = await recordSales(tx, prepared.map((p, i) => ({ ...p.sale, id: ids[i]!, random: createRandom(ids[i]!) })));
  for (const [i, p] of prepared.entries()) if (p.cart) await completeCart(tx, p.cart, ids[i]!, now);
  return recorded.map((r, i) => ({
    result: {
      order_id: r.order.order_id, order_db_id: ids[i], vend_status: r.order.vend_status,
      amount: r.order.amount, notifications: r.rows.map((n) => n.type), ...(prepared[i]!.cartExpired ? { cart_expired: true } : {}),
    },
    notifications: r.rows,
    stockChanged: r.stockChanged,
  }));
}

export async function applyVend(tx: Tx, device: Device, event: VendEvent, deps: DeviceDeps): Promise<Applied> {
  const { machine, byCoil } = await machineForSale(tx, device.machineId, { lock: true });
  const prepared = await prepareVend(tx, machine, byCoil, event, deps.now());
  return (await writeVends(tx, [prepared], deps.now()))[0]!;
}

export const vendHandler: EventHandler<'vend'> = { stored: true, apply: applyVend };
