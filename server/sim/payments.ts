/**
 * A customer who picks products and never pays: the payment times out (PAYMENT_TIMEDOUT; the
 * order is Auto Cancelled, payment Failed) or the customer cancels on the screen
 * (CANCELLED_BY_CONSUMER; Dispense Cancelled, payment Cancelled). The order is recorded with
 * nothing vended and nothing to refund; the slots are untouched. Recorded by the one sale writer
 * (record-sale.ts), as a device's `payment` event for its cart is.
 */
import { DEVICE_APP_CHANNEL } from '../../contract/negative-items.ts';
import type { Random } from '../seed/random.ts';
import { lockMachineInService, nextOrderId, pickMachine, publishAll, type SimDeps, type SimHappening } from './common.ts';
import { recordSale, vendStatusOf } from './record-sale.ts';
import { priceWithCoupon } from './sale-pricing.ts';
import { chooseSlots, machineSlots, offeredSlots } from './vend.ts';

export type AbandonedPayment = 'timeout' | 'cancelled';

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
    const lines = picks.map((p) => ({ ...p, vended: 0, reason: null }));
    // The screen showed the offers' prices; nothing was paid, so no offer stock is used.
    const { priced } = await priceWithCoupon(tx, { machine, channel: DEVICE_APP_CHANNEL, at: now, picks });
    const id = await nextOrderId(tx);
    const { order, rows: [row] } = await recordSale(tx, {
      id, machine, at: now, now, channel: DEVICE_APP_CHANNEL, lines, vendStatus: vendStatusOf(lines, outcome === 'timeout' ? 'failed' : 'cancelled'),
      priced, coupon: null, random,
    });
    return { machine, order, row };
  });
  if (!done) return null;
  publishAll(deps, done.row ? [done.row] : []);
  return {
    kind: 'payment', outcome, machineId: done.machine.id, orderDbId: done.order.id, orderId: done.order.order_id,
    notifications: done.row ? [done.row.type] : [],
  };
}
