/**
 * A customer who picks products and never pays: the payment times out (PAYMENT_TIMEDOUT; the
 * order is Auto Cancelled, payment Failed) or the customer cancels on the screen
 * (CANCELLED_BY_CONSUMER; Dispense Cancelled, payment Cancelled). The order is recorded with
 * nothing vended and nothing to refund; the slots are untouched.
 */
import { MACHINE_HAPPENING_DETAILS as D } from '../../contract/machine-happenings.ts';
import { recordNotification } from '../live/notify.ts';
import { recordMachineEvents } from '../records/machine-events.ts';
import { priceSale } from '../records/offer-pricing.ts';
import { buildOrder } from '../seed/demo-orders.ts';
import type { Random } from '../seed/random.ts';
import { aboutMachine, lockMachineInService, insertOrder, nextOrderId, pickMachine, publishAll, type SimDeps, type SimHappening } from './common.ts';
import { DEVICE_APP_CHANNEL } from '../../contract/negative-items.ts';
import { chooseSlots, machineSlots, offeredSlots } from './vend.ts';

export type AbandonedPayment = 'timeout' | 'cancelled';

/** console.md §4 vend statuses: 6 Auto Cancelled (payment Failed), 5 Dispense Cancelled (payment Cancelled). */
const VEND_STATUS: Record<AbandonedPayment, number> = { timeout: 6, cancelled: 5 };

export interface SimulatedPayment extends SimHappening {
  kind: 'payment';
  outcome: AbandonedPayment;
  orderDbId: number;
  orderId: string;
}

export async function simulateAbandonedPayment(
  deps: SimDeps, random: Random, options: { machineId?: number; outcome?: AbandonedPayment } = {},
): Promise<SimulatedPayment | null> {
  const targetId = options.machineId ?? (await pickMachine(deps, random));
  if (targetId === null) return null;
  const now = deps.now();
  const outcome: AbandonedPayment = options.outcome ?? (random.chance(0.55) ? 'timeout' : 'cancelled');

  const done = await deps.db.transaction(async (tx) => {
    const machine = await lockMachineInService(tx, targetId, now);
    if (!machine) return null;
    const offered = offeredSlots(await machineSlots(tx, machine.id), now);
    if (!offered.length) return null;
    const picks = chooseSlots(random, offered);
    const vendStatus = VEND_STATUS[outcome];
    // The screen showed the offers' prices; nothing was paid, so no offer stock is used.
    const priced = await priceSale(tx, {
      machine, channel: DEVICE_APP_CHANNEL, at: now,
      cart: picks.map((p, i) => ({ key: i, productId: p.slot.product_id, mrp: p.slot.mrp, quantity: p.quantity })),
    });
    const id = await nextOrderId(tx);
    const { order, lines } = buildOrder(random, {
      id, createdAt: now, companyId: machine.company_id, franchiseId: machine.franchise_id, machineId: machine.id,
      picks, vendStatus, dispensed: picks.map(() => ({ vended: 0, reason: null })),
      priced: priced.lines.map((l) => ({ discount: l.discount, subOfferId: l.subOfferId })),
    });
    await insertOrder(tx, order, lines, now);
    await recordMachineEvents(tx, machine, [outcome === 'timeout'
      ? { type: 'PAYMENT_TIMEOUT', detail: D.paymentTimeout(order.order_id) }
      : { type: 'CANCELLED', detail: D.cancelled(order.order_id) }], now);
    const { base, payload } = aboutMachine(machine);
    const row = await recordNotification(tx, {
      ...base,
      type: outcome === 'timeout' ? 'PAYMENT_TIMEDOUT' : 'CANCELLED_BY_CONSUMER',
      payload: { ...payload, order_id: order.order_id, order_db_id: id, cart_id: order.cart_id, refund_amount: 0 },
    });
    return { machine, order, row };
  });
  if (!done) return null;
  publishAll(deps, [done.row]);
  return {
    kind: 'payment', outcome, machineId: done.machine.id, orderDbId: done.order.id, orderId: done.order.order_id,
    notifications: [done.row.type],
  };
}
