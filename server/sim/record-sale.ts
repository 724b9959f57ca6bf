/**
 * Recording a sale a machine reports — the one writer of a vend, whoever tells it: the device
 * gateway's `vend` and `payment` events (server/device/kinds/), the simulator's random customer
 * and abandoned payments (vend.ts, payments.ts), and the console's test vends and platform sales
 * (server/actions/sales.ts). The caller decides what was asked, what dropped and what it cost;
 * this writes the order and its lines at the sale's own time, takes the vended units out of the
 * slots (never below zero), uses the offers' stock and the coupon of a paid sale, and raises the
 * machine event and the notifications: VEND_SUCCESS, PARTIAL_VEND_FAILURE or VEND_FAILURE
 * (PAYMENT_TIMEDOUT / CANCELLED_BY_CONSUMER for an abandoned payment), AUTO_REFUND for what was
 * paid and not vended, ABOUT_TO_RUNOUT / OUT_OF_STOCK for each coil it ran down.
 *
 * Runs in the caller's transaction, which has locked the machine's slots.
 */
import { eq, sql } from 'drizzle-orm';
import { MACHINE_HAPPENING_DETAILS as D } from '../../contract/machine-happenings.ts';
import type { PricingResult } from '../../contract/pricing.ts';
import type { Tx } from '../db/client.ts';
import { thirdPartySales, vmSlots } from '../db/schema/index.ts';
import { recordNotification, type NotificationRow } from '../live/notify.ts';
import { recordMachineEvents, type MachineEvent } from '../records/machine-events.ts';
import { takeOfferStock } from '../records/offer-pricing.ts';
import { recordGatewayPayment } from '../records/payment.ts';
import { createAutoRefunds } from '../records/refund.ts';
import { redeemCoupon } from '../records/sales.ts';
import { buildOrder, type DispenseResult, type SlotProduct } from '../seed/demo-orders.ts';
import type { Random } from '../seed/random.ts';
import { aboutMachine, insertOrder, type MachineRow } from './common.ts';
import { recordLevels } from './levels.ts';

export interface SaleSlot extends SlotProduct {
  id: number;
  quantity: number;
  item_layout_max: number;
}

/** One coil of the sale: what was asked of it and what it dropped (and why not the rest). */
export interface SaleLine extends DispenseResult {
  slot: SaleSlot;
  quantity: number;
}

/** Vend statuses (console.md §4) of a payment that never went through: nothing is paid, nothing refunded. */
export const ABANDONED_STATUSES = { cancelled: 5, timeout: 6 } as const;

export interface SaleToRecord {
  /** The order's id, taken before pricing (nextOrderId): a live coupon is drawn from it. */
  id: number;
  machine: MachineRow;
  /** When the machine sold (device time): the order's day in the lists and roll-ups. */
  at: Date;
  /** When the console records it: refunds, notifications, slot levels. */
  now: Date;
  channel: number;
  lines: readonly SaleLine[];
  /** console.md §4 vend status 1–8. */
  vendStatus: number;
  /** Per line, in order, the discount and sub-offer that priced it; `applied` is the offer stock a paid sale uses. */
  priced: Pick<PricingResult, 'applied'> & { lines: readonly { discount: number; subOfferId: number | null }[] };
  coupon: { id: number; code: string; discount: number } | null;
  /** The device's payment mode; the simulator's customer draws one otherwise. */
  paymentMode?: string;
  /** The sale's cart id (a device's cart); the order's own otherwise. */
  cartId?: string;
  random: Random;
  platform?: { id: number; externalOrderId: string };
  /** Runs once the order is written (the console action's audit row). */
  onRecorded?: (tx: Tx, order: { id: number; order_id: string; amount: number; discount: number; channel: number; coupon_code: string | null }) => Promise<void>;
}

export interface RecordedSale {
  order: ReturnType<typeof buildOrder>['order'];
  rows: NotificationRow[];
  vended: Record<string, number>;
  stockChanged: boolean;
}

/** How the payment went, as the vend status reads it (the device's payment status, its cart's outcome). */
export type SalePayment = 'paid' | 'partial' | 'delayed' | 'failed' | 'cancelled';

/**
 * console.md §4 vend status of a sale: an unpaid sale by its payment (5 Dispense Cancelled when
 * the customer cancelled, 6 Auto Cancelled when the payment failed or timed out, 7 Delayed
 * Payment while it is still processing, 8 Partial Payment when less than the price was paid);
 * a paid one by what dropped: 1 all, 2 some, 4 none and every coil timed out, 3 none otherwise.
 */
export function vendStatusOf(lines: readonly (DispenseResult & { quantity: number })[], payment: SalePayment): number {
  if (payment === 'cancelled') return ABANDONED_STATUSES.cancelled;
  if (payment === 'failed') return ABANDONED_STATUSES.timeout;
  if (payment === 'delayed') return 7;
  if (payment === 'partial') return 8;
  const vended = lines.reduce((n, l) => n + l.vended, 0);
  const asked = lines.reduce((n, l) => n + l.quantity, 0);
  return vended === asked ? 1 : vended > 0 ? 2 : lines.every((l) => l.reason === 'Dispense timeout') ? 4 : 3;
}

/** The notification a vend status raises. */
function saleNotice(vendStatus: number, vended: number, asked: number) {
  if (vendStatus === ABANDONED_STATUSES.cancelled) return 'CANCELLED_BY_CONSUMER' as const;
  if (vendStatus === ABANDONED_STATUSES.timeout) return 'PAYMENT_TIMEDOUT' as const;
  return vended === asked ? 'VEND_SUCCESS' as const : vended > 0 ? 'PARTIAL_VEND_FAILURE' as const : 'VEND_FAILURE' as const;
}

function machineEvent(vendStatus: number, orderId: string, vended: number, asked: number, coils: string[]): MachineEvent {
  if (vendStatus === ABANDONED_STATUSES.cancelled) return { type: 'CANCELLED', detail: D.cancelled(orderId) };
  if (vendStatus === ABANDONED_STATUSES.timeout && vended === 0) return { type: 'PAYMENT_TIMEOUT', detail: D.paymentTimeout(orderId) };
  return { type: vended > 0 ? 'VEND' : 'VEND_FAILURE', coil: coils.length === 1 ? coils[0] : null, detail: D.vend(orderId, vended, asked, coils) };
}

export async function recordSale(tx: Tx, sale: SaleToRecord): Promise<RecordedSale> {
  const { machine, lines, vendStatus, id, at, now } = sale;
  const { order, lines: orderLines } = buildOrder(sale.random, {
    id, createdAt: at, companyId: machine.company_id, franchiseId: machine.franchise_id, machineId: machine.id,
    picks: [...lines], vendStatus, refundPending: true, dispensed: [...lines], channel: sale.channel, coupon: sale.coupon, priced: [...sale.priced.lines],
  });
  if (sale.paymentMode) order.payment_mode = sale.paymentMode;
  if (sale.cartId) order.cart_id = sale.cartId;
  await insertOrder(tx, order, orderLines);
  // A paid sale uses the offers' stock and redeems its coupon (the unvended part is refunded, the offer stays used).
  if (order.payment_status === 1) {
    await takeOfferStock(tx, sale.priced);
    if (sale.coupon) await redeemCoupon(tx, sale.coupon.id, now);
  }
  if (sale.platform) {
    await tx.insert(thirdPartySales).values({
      company_id: machine.company_id, franchise_id: machine.franchise_id, platform_id: sale.platform.id, vending_machine_id: machine.id,
      external_order_id: sale.platform.externalOrderId, items: order.items, amount: order.amount ?? 0,
      status: order.payment_status === 1 && (order.items_vend ?? 0) > 0 ? 1 : 2, order_id: id, created_at: at,
    });
  }
  const abandoned = vendStatus === ABANDONED_STATUSES.cancelled || vendStatus === ABANDONED_STATUSES.timeout;
  // The gateway's side of the sale (/pg-module reconciles it against the order); an abandoned payment never reached it.
  if (!abandoned) await recordGatewayPayment(tx, order, at);

  const events: MachineEvent[] = [];
  for (const l of lines) {
    if (l.vended <= 0) continue;
    // The machine reports physical truth: a coil that dropped more than the console counted stops at 0, and the mismatch is noted.
    if (l.vended > l.slot.quantity) events.push({ type: 'STOCK_MISMATCH', coil: l.slot.coil, detail: D.stockMismatch(l.slot.coil, l.vended, l.slot.quantity) });
    await tx.update(vmSlots).set({ quantity: sql`greatest(${vmSlots.quantity} - ${l.vended}, 0)` }).where(eq(vmSlots.id, l.slot.id));
  }
  await sale.onRecorded?.(tx, {
    id, order_id: order.order_id, amount: order.amount ?? 0, discount: order.discount ?? 0, channel: sale.channel, coupon_code: sale.coupon?.code ?? null,
  });
  const vendedUnits = lines.reduce((n, l) => n + l.vended, 0);
  const askedUnits = lines.reduce((n, l) => n + l.quantity, 0);
  const coils = lines.map((l) => l.slot.coil);
  await recordMachineEvents(tx, machine, [machineEvent(vendStatus, order.order_id, vendedUnits, askedUnits, coils), ...events], at);

  const { base, payload } = aboutMachine(machine);
  const single = lines.length === 1 ? lines[0] : undefined;
  const orderPayload = {
    ...payload, order_id: order.order_id, order_db_id: id, cart_id: order.cart_id, refund_amount: order.refund_amount ?? 0,
    ...(single && !abandoned ? { product_name: single.slot.name, cell: single.slot.coil } : {}),
  };
  const rows = [await recordNotification(tx, { ...base, type: saleNotice(vendStatus, vendedUnits, askedUnits), payload: orderPayload })];
  // What was paid for and not vended goes back through the refunds module (AUTO_REFUND).
  const autoRefund = vendedUnits < askedUnits && order.payment_status === 1 ? await createAutoRefunds(tx, id, now) : null;
  if (autoRefund) rows.push(autoRefund);
  rows.push(...await recordLevels(tx, machine, lines.filter((l) => l.vended > 0).map((l) => ({
    coil: l.slot.coil, product_id: l.slot.product_id, name: l.slot.name, item_layout_max: l.slot.item_layout_max,
    before: l.slot.quantity, after: Math.max(0, l.slot.quantity - l.vended),
  })), now));
  return { order, rows, vended: Object.fromEntries(lines.map((l) => [l.slot.coil, l.vended])), stockChanged: vendedUnits > 0 };
}
