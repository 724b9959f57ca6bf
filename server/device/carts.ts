/**
 * Carts (online sales), `POST /device/v1/carts`: the coils a customer picked, priced on the server
 * exactly as the simulator prices a sale (server/sim/sale-pricing.ts: the offers running on the
 * channel, then the coupon; a product a negative item keeps off the channel is refused), and
 * stored (device_carts) so the machine's later `vend` or `payment` with the cart's id completes
 * the order at that price. The machine's view of its stock is the machine's: a cart is not refused
 * because the console counts fewer units than asked.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { validate } from 'superstruct';
import { CART_LIFETIME_MINUTES, CartRequest, DEVICE_MESSAGES, type CartAnswer } from '../../contract/device.ts';
import { SALE_MESSAGES } from '../../contract/sales.ts';
import type { Tx } from '../db/client.ts';
import { deviceCarts, orders, products, vendingMachines, vmSlots, type StoredCartLine } from '../db/schema/index.ts';
import { ApiError, invalid } from '../http/errors.ts';
import { blockedOnMachine } from '../records/negative-item.ts';
import type { SaleLine, SaleToRecord } from '../sim/record-sale.ts';
import { priceWithCoupon } from '../sim/sale-pricing.ts';
import { SALE_SLOT_COLUMNS, type LockedSlot } from '../sim/vend.ts';
import type { DeviceDeps } from './events.ts';
import type { Device } from './identity.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Until when a cart priced at `createdAt` holds its price. */
export const cartExpiresAt = (createdAt: Date) => new Date(createdAt.getTime() + CART_LIFETIME_MINUTES * 60_000);

/** The device's machine and its slots by coil; the slots locked when a sale will change them. */
export async function machineForSale(tx: Tx, machineId: number, { lock }: { lock: boolean }) {
  // One round trip for the machine and its slots (the vend's hot path); a machine without a slotted coil is read on its own.
  const query = tx.select({ machine: vendingMachines, slot: SALE_SLOT_COLUMNS }).from(vmSlots)
    .innerJoin(products, eq(products.id, vmSlots.product_id))
    .innerJoin(vendingMachines, eq(vendingMachines.id, vmSlots.vending_machine_id))
    .where(eq(vmSlots.vending_machine_id, machineId))
    .orderBy(asc(vmSlots.id));
  const rows = lock ? await query.for('update', { of: vmSlots }) : await query;
  const machine = rows[0]?.machine ?? (await tx.select().from(vendingMachines).where(eq(vendingMachines.id, machineId)))[0];
  if (!machine) throw new ApiError(403, DEVICE_MESSAGES.boardUnlinked);
  const slots: LockedSlot[] = rows.map((r) => r.slot);
  return { machine, byCoil: new Map(slots.map((s) => [s.coil, s])) };
}

/** Each line's slot by its coil: a coil not in the planogram, or named twice, is refused. */
export function slotsOf<L extends { coil: string }>(byCoil: ReadonlyMap<string, LockedSlot>, lines: readonly L[]) {
  const seen = new Set<string>();
  return lines.map((line) => {
    const slot = byCoil.get(line.coil);
    if (!slot) throw new ApiError(400, DEVICE_MESSAGES.unknownCoil(line.coil));
    if (seen.has(line.coil)) throw new ApiError(400, DEVICE_MESSAGES.coilListedTwice(line.coil));
    seen.add(line.coil);
    return { line, slot };
  });
}

export async function createCart(deps: DeviceDeps, device: Device, body: unknown): Promise<CartAnswer> {
  const [error, request] = validate(body, CartRequest);
  if (error) {
    const failure = error.failures()[0] ?? error;
    throw invalid([{ path: failure.path.join('.'), message: failure.message }]);
  }
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const { machine, byCoil } = await machineForSale(tx, device.machineId, { lock: false });
    const picks = slotsOf(byCoil, request.lines).map(({ line, slot }) => ({ slot, quantity: line.quantity }));
    const blocked = await blockedOnMachine(tx, machine.id, request.channel, now);
    const blockedNames = picks.filter((p) => blocked.has(p.slot.product_id)).map((p) => p.slot.name);
    if (blockedNames.length) throw invalid([{ path: 'lines', message: SALE_MESSAGES.blocked(blockedNames) }]);
    const { priced, coupon } = await priceWithCoupon(tx, { machine, channel: request.channel, at: now, picks, couponCode: request.coupon_code });
    const lines: StoredCartLine[] = picks.map((p, i) => ({
      coil: p.slot.coil, product_id: p.slot.product_id, quantity: p.quantity, mrp: p.slot.mrp,
      discount: round2(priced.lines[i]?.discount ?? 0), sub_offer_id: priced.lines[i]?.subOfferId ?? null,
    }));
    const discount = round2(lines.reduce((n, l) => n + l.discount, 0));
    const total = round2(lines.reduce((n, l) => n + l.mrp * l.quantity - l.discount, 0));
    const cartId = `crt_${randomBytes(12).toString('base64url')}`;
    await tx.insert(deviceCarts).values({
      cart_id: cartId, company_id: machine.company_id, vending_machine_id: machine.id, channel: request.channel, lines, applied: priced.applied,
      coupon_id: coupon?.id ?? null, coupon_code: coupon?.code ?? null, coupon_discount: round2(coupon?.discount ?? 0), discount, total, created_at: now,
    });
    return {
      cart_id: cartId, channel: request.channel,
      lines: lines.map((l, i) => ({
        coil: l.coil, product_id: l.product_id, name: picks[i]!.slot.name, quantity: l.quantity, mrp: l.mrp, discount: l.discount,
        amount: round2(l.mrp * l.quantity - l.discount),
      })),
      discount, coupon_code: coupon?.code ?? null, coupon_discount: round2(coupon?.discount ?? 0), total,
      expires_at: cartExpiresAt(now).toISOString(),
    };
  });
}

export type CartRow = typeof deviceCarts.$inferSelect;

/**
 * The machine's cart, locked: two events completing it at once wait on the row, and the second
 * finds it completed and is refused.
 */
export async function lockOpenCart(tx: Tx, machineId: number, cartId: string): Promise<CartRow> {
  const [cart] = await tx.select().from(deviceCarts)
    .where(and(eq(deviceCarts.cart_id, cartId), eq(deviceCarts.vending_machine_id, machineId))).for('update');
  if (!cart) throw new ApiError(400, DEVICE_MESSAGES.unknownCart(cartId));
  if (cart.order_id !== null) {
    const [order] = await tx.select({ order_id: orders.order_id }).from(orders).where(eq(orders.id, cart.order_id));
    throw new ApiError(409, DEVICE_MESSAGES.cartCompleted(cartId, order?.order_id ?? String(cart.order_id)));
  }
  return cart;
}

/** The cart's lines at its stored price, with what the machine says each coil dropped. */
export function cartSale(cart: CartRow, byCoil: ReadonlyMap<string, LockedSlot>, dropped: (coil: string) => Pick<SaleLine, 'vended' | 'reason'>) {
  const lines: SaleLine[] = slotsOf(byCoil, cart.lines).map(({ line, slot }) => {
    if (slot.product_id !== line.product_id) throw new ApiError(400, DEVICE_MESSAGES.cartProductChanged(line.coil));
    return { slot: { ...slot, mrp: line.mrp }, quantity: line.quantity, ...dropped(line.coil) };
  });
  const pricing: Pick<SaleToRecord, 'priced' | 'coupon'> = {
    priced: { applied: cart.applied, lines: cart.lines.map((l) => ({ discount: l.discount, subOfferId: l.sub_offer_id })) },
    coupon: cart.coupon_id !== null && cart.coupon_code ? { id: cart.coupon_id, code: cart.coupon_code, discount: cart.coupon_discount } : null,
  };
  return { lines, channel: cart.channel, ...pricing };
}

/** A cart's order is written: the cart is completed (a second completion is refused). */
export async function completeCart(tx: Tx, cart: CartRow, orderId: number, now: Date) {
  await tx.update(deviceCarts).set({ order_id: orderId, completed_at: now }).where(eq(deviceCarts.id, cart.id));
}
