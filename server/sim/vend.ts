/**
 * One customer at one machine (`simulateVend`): pick 1–3 stocked slots, vend what the coils can
 * give (an empty coil or a switched-off motor gives nothing; otherwise a unit now and then jams),
 * take the vended units out of the slots, and record the order with its refund, the machine's
 * VEND / VEND_FAILURE event and the notifications: VEND_SUCCESS, PARTIAL_VEND_FAILURE or
 * VEND_FAILURE, AUTO_REFUND for what was paid and not vended (refund records, server/records/refund.ts),
 * then ABOUT_TO_RUNOUT / OUT_OF_STOCK for each coil the sale brought to its
 * run-out level or emptied (levels.ts). All of it in one transaction that locks the machine's
 * slots, so concurrent vends never sell a unit twice or drive a quantity below zero.
 *
 * Units leave the machine for the customer: the slots go down and the database's triggers keep
 * machine_stock_totals (migration 0017); no warehouse place is touched.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { MACHINE_HAPPENING_DETAILS as D } from '../../contract/machine-happenings.ts';
import { DEVICE_APP_CHANNEL, withoutBlocked, type SaleChannel } from '../../contract/negative-items.ts';
import type { Tx } from '../db/client.ts';
import { products, thirdPartySales, vendingMachines, vmSlots } from '../db/schema/index.ts';
import { recordNotification } from '../live/notify.ts';
import { recordMachineEvents } from '../records/machine-events.ts';
import { recordGatewayPayment } from '../records/payment.ts';
import { createAutoRefunds } from '../records/refund.ts';
import { blockedOnMachine } from '../records/negative-item.ts';
import { toPricingCoupon } from '../records/coupon.ts';
import { priceSale, takeOfferStock } from '../records/offer-pricing.ts';
import { checkPlatformSale, lockCouponByCode, lockLiveCoupon, redeemCoupon } from '../records/sales.ts';
import { invalid, invalidField } from '../http/errors.ts';
import { SALE_MESSAGES } from '../../contract/sales.ts';
import { buildOrder, FAILURE_REASONS, weighted, type DispenseResult, type SlotProduct } from '../seed/demo-orders.ts';
import type { Random } from '../seed/random.ts';
import { aboutMachine, isoDay, insertOrder, lockMachineInService, nextOrderId, pickMachine, publishAll, publishStock, type SimDeps } from './common.ts';
import { recordLevels } from './levels.ts';
import { cartPicks, type CartRequestLine } from './sale-cart.ts';

/** A sale someone asked for rather than the simulator's random customer (server/actions/sales.ts). */
export interface VendOptions {
  /** The products and quantities asked for; refused (400) when the machine cannot sell them. */
  cart?: readonly CartRequestLine[];
  /** The coupon code the customer typed: priced after the offers; refused when unknown or it does not apply. */
  couponCode?: string | null;
  /** The live simulator: now and then (SIM_COUPON_CHANCE) its customer types one of the company's active coupons. */
  liveCoupons?: boolean;
  /** A platform's sale: refused for a machine not linked to it or a product it may not sell; recorded in third_party_sales. */
  platform?: { id: number; externalOrderId: string };
  /** Runs in the sale's transaction once the order is written (the action's audit row). */
  onRecorded?: (tx: Tx, order: { id: number; order_id: string; amount: number; discount: number; channel: number; coupon_code: string | null }) => Promise<void>;
}

export interface SimulatedVend {
  kind: 'vend';
  orderDbId: number;
  orderId: string;
  machineId: number;
  vendStatus: number;
  amount: number;
  discount: number;
  couponDiscount: number;
  /** Units vended per coil. */
  vended: Record<string, number>;
  notifications: string[];
}

/** Chance that one unit jams although the coil has stock and its motor runs. */
const JAM_CHANCE = 0.04;

export interface LockedSlot extends SlotProduct {
  id: number;
  quantity: number;
  item_layout_max: number;
  motor_activated: boolean;
  expires_on: string | null;
}

export interface ChosenSlot {
  slot: LockedSlot;
  quantity: number;
}

type DispensedSlot = ChosenSlot & DispenseResult;

/** The machine's slots with their products, locked when `lock` (a sale changes them). */
export function machineSlots(tx: Pick<SimDeps['db'], 'select'>, machineId: number) {
  return tx
    .select({
      id: vmSlots.id, coil: vmSlots.coil, quantity: vmSlots.quantity, item_layout_max: vmSlots.item_layout_max,
      motor_activated: vmSlots.motor_activated, expires_on: vmSlots.expires_on,
      product_id: products.id, sku: products.sku, name: products.name, hsn: products.hsn, mrp: products.mrp, gst: products.gst, cess: products.cess,
    })
    .from(vmSlots)
    .innerJoin(products, eq(products.id, vmSlots.product_id))
    .where(eq(vmSlots.vending_machine_id, machineId))
    .orderBy(asc(vmSlots.id));
}

/** The machine's screen offers only coils it believes are stocked and whose units have not expired. */
export const offeredSlots = (slots: LockedSlot[], now: Date) =>
  slots.filter((s) => s.quantity > 0 && (s.expires_on === null || s.expires_on >= isoDay(now)));

/** What the customer asks for: 1–3 offered slots, one or two units each. */
export function chooseSlots(random: Random, slots: LockedSlot[]): ChosenSlot[] {
  const count = Math.min(slots.length, weighted(random, [[1, 0.7], [2, 0.22], [3, 0.08]]));
  const chosen = new Set<LockedSlot>();
  while (chosen.size < count) chosen.add(random.pick(slots));
  return [...chosen].map((slot) => ({ slot, quantity: random.chance(0.85) ? 1 : 2 }));
}

/** Each pick with the units its coil actually drops, and why the rest did not. */
function dispense(random: Random, picks: ChosenSlot[]): DispensedSlot[] {
  return picks.map((pick) => {
    const { slot, quantity } = pick;
    if (!slot.motor_activated) return { ...pick, vended: 0, reason: 'Motor jammed' };
    let vended = 0;
    while (vended < Math.min(quantity, slot.quantity) && !random.chance(JAM_CHANCE)) vended++;
    if (vended === quantity) return { ...pick, vended, reason: null };
    return { ...pick, vended, reason: vended >= slot.quantity ? 'Coil empty' : random.pick(FAILURE_REASONS.filter((r) => r !== 'Coil empty')) };
  });
}

/** One customer at one machine (a random machine in service unless `machineId` is given), on its screen unless `channel` says otherwise. */
export async function simulateVend(
  deps: SimDeps, random: Random, machineId?: number, channel: SaleChannel = DEVICE_APP_CHANNEL, options: VendOptions = {},
): Promise<SimulatedVend | null> {
  const targetId = machineId ?? (await pickMachine(deps, random));
  if (targetId === null) return null;
  const now = deps.now();

  const outcome = await deps.db.transaction(async (tx) => {
    const asked = options.cart;
    const [machine] = asked
      ? [await lockMachineInService(tx, targetId, now)].filter((m) => m !== null)
      : await tx.select().from(vendingMachines).where(eq(vendingMachines.id, targetId));
    if (!machine) {
      if (asked) throw invalidField('vending_machine_id', SALE_MESSAGES.machineNotInService);
      return null;
    }
    const slots: LockedSlot[] = await machineSlots(tx, machine.id).for('update', { of: vmSlots });
    const blocked = await blockedOnMachine(tx, machine.id, channel, now);
    let picks: ChosenSlot[];
    if (asked) {
      picks = await cartPicks(tx, slots, offeredSlots(slots, now), blocked, asked);
      if (options.platform) {
        await checkPlatformSale(tx, {
          companyId: machine.company_id, platformId: options.platform.id, machineId: machine.id, externalOrderId: options.platform.externalOrderId,
          products: picks.map((p) => ({ productId: p.slot.product_id, name: p.slot.name })),
        });
      }
    } else {
      const offered = withoutBlocked(offeredSlots(slots, now), blocked);
      if (!offered.length) return null;
      picks = chooseSlots(random, offered);
    }
    const dispensed = dispense(random, picks);
    const vendedUnits = dispensed.reduce((n, d) => n + d.vended, 0);
    const askedUnits = picks.reduce((n, p) => n + p.quantity, 0);
    const vendStatus = vendedUnits === askedUnits ? 1 : vendedUnits > 0 ? 2 : dispensed.every((d) => d.reason === 'Dispense timeout') ? 4 : 3;

    const id = await nextOrderId(tx);
    // The coupon typed (locked: two sales never redeem past its maximum); the live simulator's customer now and then types one.
    const code = options.couponCode?.trim();
    const couponRow = code
      ? await lockCouponByCode(tx, machine.company_id, code)
      : options.liveCoupons ? await lockLiveCoupon(tx, machine.company_id, id, now) : null;
    if (code && !couponRow) throw invalidField('coupon_code', SALE_MESSAGES.unknownCoupon(code));
    // The offers running on the sale's channel (the machine's own screen, Device App, unless told) price the cart, then the coupon.
    const priced = await priceSale(tx, {
      machine, channel, at: now,
      cart: picks.map((p, i) => ({ key: i, productId: p.slot.product_id, mrp: p.slot.mrp, quantity: p.quantity })),
      coupon: couponRow && toPricingCoupon(couponRow),
    });
    if (code && !priced.coupon) throw invalid([{ path: 'coupon_code', message: SALE_MESSAGES.couponNotApplied(code) }]);
    const coupon = couponRow && priced.coupon ? { id: couponRow.id, code: couponRow.code, discount: priced.coupon.discount } : null;
    const { order, lines } = buildOrder(random, {
      id, createdAt: now, companyId: machine.company_id, franchiseId: machine.franchise_id, machineId: machine.id,
      picks, vendStatus, refundPending: true, dispensed, channel, coupon,
      priced: priced.lines.map((l) => ({ discount: l.discount, subOfferId: l.subOfferId })),
    });
    await insertOrder(tx, order, lines, now);
    // A paid sale uses the offers' stock and redeems its coupon (vend statuses 1–4 are paid; the unvended part is refunded, the offer stays used).
    if (order.payment_status === 1) {
      await takeOfferStock(tx, priced);
      if (coupon) await redeemCoupon(tx, coupon.id, now);
    }
    if (options.platform) {
      await tx.insert(thirdPartySales).values({
        company_id: machine.company_id, franchise_id: machine.franchise_id, platform_id: options.platform.id, vending_machine_id: machine.id,
        external_order_id: options.platform.externalOrderId, items: order.items, amount: order.amount ?? 0,
        status: order.payment_status === 1 && (order.items_vend ?? 0) > 0 ? 1 : 2, order_id: id, created_at: now,
      });
    }
    // The gateway's side of the sale (/pg-module reconciles it against the order).
    await recordGatewayPayment(tx, order, now);
    for (const d of dispensed) {
      if (d.vended > 0) await tx.update(vmSlots).set({ quantity: sql`${vmSlots.quantity} - ${d.vended}` }).where(eq(vmSlots.id, d.slot.id));
    }

    await options.onRecorded?.(tx, {
      id, order_id: order.order_id, amount: order.amount ?? 0, discount: order.discount ?? 0, channel, coupon_code: coupon?.code ?? null,
    });
    const coils = picks.map((p) => p.slot.coil);
    await recordMachineEvents(tx, machine, [{
      type: vendedUnits > 0 ? 'VEND' : 'VEND_FAILURE',
      coil: coils.length === 1 ? coils[0] : null,
      detail: D.vend(order.order_id, vendedUnits, askedUnits, coils),
    }], now);

    const { base, payload } = aboutMachine(machine);
    const single = picks.length === 1 ? picks[0] : undefined;
    const orderPayload = {
      ...payload, order_id: order.order_id, order_db_id: id, cart_id: order.cart_id,
      refund_amount: order.refund_amount ?? 0, ...(single ? { product_name: single.slot.name, cell: single.slot.coil } : {}),
    };
    const type = vendStatus === 1 ? 'VEND_SUCCESS' : vendStatus === 2 ? 'PARTIAL_VEND_FAILURE' : 'VEND_FAILURE';
    const rows = [await recordNotification(tx, { ...base, type, payload: orderPayload })];
    // What was paid for and not vended goes back through the refunds module (AUTO_REFUND).
    const autoRefund = vendedUnits < askedUnits ? await createAutoRefunds(tx, id, now) : null;
    if (autoRefund) rows.push(autoRefund);
    rows.push(...await recordLevels(tx, machine, dispensed.filter((d) => d.vended > 0).map((d) => ({
      coil: d.slot.coil, product_id: d.slot.product_id, name: d.slot.name, item_layout_max: d.slot.item_layout_max,
      before: d.slot.quantity, after: d.slot.quantity - d.vended,
    })), now));
    return { machine, order, rows, vendStatus, coupon, vended: Object.fromEntries(dispensed.map((d) => [d.slot.coil, d.vended])) };
  });
  if (!outcome) return null;

  publishAll(deps, outcome.rows);
  publishStock(deps, outcome.machine);
  return {
    kind: 'vend',
    orderDbId: outcome.order.id,
    orderId: outcome.order.order_id,
    machineId: outcome.machine.id,
    vendStatus: outcome.vendStatus,
    amount: outcome.order.amount ?? 0,
    discount: outcome.order.discount ?? 0,
    couponDiscount: outcome.coupon?.discount ?? 0,
    vended: outcome.vended,
    notifications: outcome.rows.map((r) => r.type),
  };
}
