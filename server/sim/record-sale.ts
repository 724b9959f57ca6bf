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
import { sql } from 'drizzle-orm';
import { MACHINE_HAPPENING_DETAILS as D } from '../../contract/machine-happenings.ts';
import type { PricingResult } from '../../contract/pricing.ts';
import type { Tx } from '../db/client.ts';
import { thirdPartySales, vmSlots } from '../db/schema/index.ts';
import { recordNotifications, type NotificationRow } from '../live/notify.ts';
import { recordEventsOfMachines, type MachineEvent } from '../records/machine-events.ts';
import { takeOfferStock } from '../records/offer-pricing.ts';
import { recordGatewayPayments } from '../records/payment.ts';
import { createAutoRefunds } from '../records/refund.ts';
import { redeemCoupon } from '../records/sales.ts';
import { buildOrder, type DispenseResult, type SlotProduct } from '../seed/demo-orders.ts';
import type { Random } from '../seed/random.ts';
import { aboutMachine, insertOrders, type MachineRow } from './common.ts';
import { levelHappenings } from './levels.ts';

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
  return (await recordSales(tx, [sale]))[0]!;
}

const abandonedStatus = (vendStatus: number) => vendStatus === ABANDONED_STATUSES.cancelled || vendStatus === ABANDONED_STATUSES.timeout;
const units = (lines: readonly SaleLine[], of: 'vended' | 'quantity') => lines.reduce((n, l) => n + l[of], 0);

/**
 * Many sales in one go (the gateway's batch of vends): each table is written once for all of them,
 * so a batch costs about as many statements as one sale. Each sale's lines carry its slots as they
 * stood before it (the caller lowers them between two sales of one machine).
 */
export async function recordSales(tx: Tx, sales: readonly SaleToRecord[]): Promise<RecordedSale[]> {
  const built = sales.map((sale) => {
    const { machine, lines, vendStatus, id, at } = sale;
    const { order, lines: orderLines } = buildOrder(sale.random, {
      id, createdAt: at, companyId: machine.company_id, franchiseId: machine.franchise_id, machineId: machine.id,
      picks: [...lines], vendStatus, refundPending: true, dispensed: [...lines], channel: sale.channel, coupon: sale.coupon, priced: [...sale.priced.lines],
    });
    if (sale.paymentMode) order.payment_mode = sale.paymentMode;
    if (sale.cartId) order.cart_id = sale.cartId;
    return { sale, order, orderLines };
  });
  await insertOrders(tx, built.map((b) => ({ order: b.order, lines: b.orderLines })));
  // A paid sale uses the offers' stock and redeems its coupon (the unvended part is refunded, the offer stays used).
  const paid = built.filter((b) => b.order.payment_status === 1);
  await takeOfferStock(tx, paid.map((b) => b.sale.priced));
  for (const { sale, order } of built) {
    if (order.payment_status === 1 && sale.coupon) await redeemCoupon(tx, sale.coupon.id, sale.now);
    if (sale.platform) {
      await tx.insert(thirdPartySales).values({
        company_id: sale.machine.company_id, franchise_id: sale.machine.franchise_id, platform_id: sale.platform.id, vending_machine_id: sale.machine.id,
        external_order_id: sale.platform.externalOrderId, items: order.items, amount: order.amount ?? 0,
        status: order.payment_status === 1 && (order.items_vend ?? 0) > 0 ? 1 : 2, order_id: sale.id, created_at: sale.at,
      });
    }
  }
  // The gateway's side of the sale (/pg-module reconciles it against the order); an abandoned payment never reached it.
  await recordGatewayPayments(tx, built.filter((b) => !abandonedStatus(b.sale.vendStatus)).map((b) => ({ order: b.order, at: b.sale.at })));

  const events: { machine: MachineRow; event: MachineEvent; at: Date }[] = [];
  const taken = new Map<number, number>();
  for (const { sale, order } of built) {
    const { machine, lines, at } = sale;
    const coils = lines.map((l) => l.slot.coil);
    events.push({ machine, at, event: machineEvent(sale.vendStatus, order.order_id, units(lines, 'vended'), units(lines, 'quantity'), coils) });
    for (const l of lines) {
      if (l.vended <= 0) continue;
      // The machine reports physical truth: a coil that dropped more than the console counted stops at 0, and the mismatch is noted.
      if (l.vended > l.slot.quantity) events.push({ machine, at, event: { type: 'STOCK_MISMATCH', coil: l.slot.coil, detail: D.stockMismatch(l.slot.coil, l.vended, l.slot.quantity) } });
      taken.set(l.slot.id, (taken.get(l.slot.id) ?? 0) + l.vended);
    }
  }
  await takeFromSlots(tx, taken);
  for (const { sale, order } of built) {
    await sale.onRecorded?.(tx, {
      id: sale.id, order_id: order.order_id, amount: order.amount ?? 0, discount: order.discount ?? 0, channel: sale.channel, coupon_code: sale.coupon?.code ?? null,
    });
  }
  await recordEventsOfMachines(tx, events);

  const notices = await recordNotifications(tx, built.map(({ sale, order }) => {
    const { base, payload } = aboutMachine(sale.machine);
    const single = sale.lines.length === 1 ? sale.lines[0] : undefined;
    const orderPayload = {
      ...payload, order_id: order.order_id, order_db_id: sale.id, cart_id: order.cart_id, refund_amount: order.refund_amount ?? 0,
      ...(single && !abandonedStatus(sale.vendStatus) ? { product_name: single.slot.name, cell: single.slot.coil } : {}),
    };
    return { ...base, type: saleNotice(sale.vendStatus, units(sale.lines, 'vended'), units(sale.lines, 'quantity')), payload: orderPayload };
  }));
  // What was paid for and not vended goes back through the refunds module (AUTO_REFUND).
  const refunds: (NotificationRow | null)[] = [];
  for (const { sale, order } of built) {
    const short = units(sale.lines, 'vended') < units(sale.lines, 'quantity') && order.payment_status === 1;
    refunds.push(short ? await createAutoRefunds(tx, sale.id, sale.now) : null);
  }
  const levels = built.map(({ sale }) => levelHappenings(sale.machine, sale.lines.filter((l) => l.vended > 0).map((l) => ({
    coil: l.slot.coil, product_id: l.slot.product_id, name: l.slot.name, item_layout_max: l.slot.item_layout_max,
    before: l.slot.quantity, after: Math.max(0, l.slot.quantity - l.vended),
  })), sale.now));
  const levelRows = await recordNotifications(tx, levels.flatMap((l) => l.notices));
  await recordEventsOfMachines(tx, levels.flatMap((l) => l.events));

  let nextLevel = 0;
  return built.map(({ sale, order }, i) => {
    const own = levelRows.slice(nextLevel, nextLevel += levels[i]!.notices.length);
    const rows = [notices[i]!, ...(refunds[i] ? [refunds[i]!] : []), ...own];
    return { order, rows, vended: Object.fromEntries(sale.lines.map((l) => [l.slot.coil, l.vended])), stockChanged: units(sale.lines, 'vended') > 0 };
  });
}

/** Lowers each slot by the units the sales took from it (never below zero), in one statement. */
async function takeFromSlots(tx: Tx, taken: ReadonlyMap<number, number>) {
  if (!taken.size) return;
  const values = sql.join([...taken].sort(([a], [b]) => a - b).map(([id, n]) => sql`(${id}::int, ${n}::int)`), sql`, `);
  await tx.execute(sql`update ${vmSlots} set quantity = greatest(${vmSlots.quantity} - v.n, 0)
    from (values ${values}) as v(id, n) where ${vmSlots.id} = v.id`);
}
