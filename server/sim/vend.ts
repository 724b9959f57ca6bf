/**
 * One customer at one machine (`simulateVend`): pick 1–3 stocked slots, vend what the coils can
 * give (an empty coil or a switched-off motor gives nothing; otherwise a unit now and then jams),
 * price the cart, then record the sale through the one writer the device gateway uses too
 * (record-sale.ts: order, refund, machine event, notifications, levels). All of it in one
 * transaction that locks the machine's slots, so concurrent vends never sell a unit twice.
 *
 * Units leave the machine for the customer: the slots go down and the database's triggers keep
 * machine_stock_totals (migration 0017); no warehouse place is touched.
 */
import { asc, eq } from 'drizzle-orm';
import { DEVICE_APP_CHANNEL, withoutBlocked, type SaleChannel } from '../../contract/negative-items.ts';
import { SALE_MESSAGES } from '../../contract/sales.ts';
import type { Tx } from '../db/client.ts';
import { products, vendingMachines, vmSlots } from '../db/schema/index.ts';
import { invalidField } from '../http/errors.ts';
import { blockedOnMachine } from '../records/negative-item.ts';
import { checkPlatformSale } from '../records/sales.ts';
import { FAILURE_REASONS, weighted, type DispenseResult, type SlotProduct } from '../seed/demo-orders.ts';
import type { Random } from '../seed/random.ts';
import { isoDay, lockMachineInService, nextOrderId, pickMachine, publishAll, publishStock, type SimDeps } from './common.ts';
import { recordSale, vendStatusOf } from './record-sale.ts';
import { priceWithCoupon } from './sale-pricing.ts';
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

/** A slot as a sale reads it: the coil's count and its product. */
export const SALE_SLOT_COLUMNS = {
  id: vmSlots.id, coil: vmSlots.coil, quantity: vmSlots.quantity, item_layout_max: vmSlots.item_layout_max,
  motor_activated: vmSlots.motor_activated, expires_on: vmSlots.expires_on,
  product_id: products.id, sku: products.sku, name: products.name, hsn: products.hsn, mrp: products.mrp, gst: products.gst, cess: products.cess,
};

/** The machine's slots with their products, locked when `lock` (a sale changes them). */
export function machineSlots(tx: Pick<SimDeps['db'], 'select'>, machineId: number) {
  return tx
    .select(SALE_SLOT_COLUMNS)
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
    const vendStatus = vendStatusOf(dispensed, 'paid');
    const id = await nextOrderId(tx);
    // The offers running on the sale's channel (the machine's own screen, Device App, unless told) price the cart, then the coupon.
    const { priced, coupon } = await priceWithCoupon(tx, {
      machine, channel, at: now, picks, couponCode: options.couponCode, liveCouponFor: options.liveCoupons ? id : undefined,
    });
    const recorded = await recordSale(tx, {
      id, machine, at: now, now, channel, lines: dispensed, vendStatus, priced, coupon, random,
      platform: options.platform, onRecorded: options.onRecorded,
    });
    return { machine, vendStatus, coupon, ...recorded };
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
