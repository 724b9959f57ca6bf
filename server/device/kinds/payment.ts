/**
 * `payment`: the gateway's outcome for a cart, as the machine's payment terminal reports it. A
 * payment that never went through closes the cart with its order, recorded as the simulator
 * records an abandoned payment (server/sim/payments.ts, through record-sale.ts): `timed_out` and
 * `failed` are Auto Cancelled with PAYMENT_TIMEDOUT (the spec has no notification of its own for
 * a refused payment), `cancelled` is Dispense Cancelled with CANCELLED_BY_CONSUMER. `success`,
 * `delayed` and `partial` are noted on the cart: the machine's `vend` then completes the order
 * (a partial payment makes it Partial Payment).
 */
import type { DeviceEventOf } from '../../../contract/device.ts';
import { deviceCarts } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { createRandom } from '../../seed/random.ts';
import { nextOrderId } from '../../sim/common.ts';
import { recordSale, vendStatusOf } from '../../sim/record-sale.ts';
import { cartSale, completeCart, lockOpenCart, machineForSale } from '../carts.ts';
import type { DeviceDeps } from '../events.ts';
import type { Device } from '../identity.ts';
import type { Applied, EventHandler } from './index.ts';

export async function applyPayment(tx: Tx, device: Device, event: DeviceEventOf<'payment'>, deps: DeviceDeps): Promise<Applied> {
  const now = deps.now();
  const at = new Date(Math.min(Date.parse(event.at), now.getTime()));
  const abandoned = event.outcome === 'cancelled' ? 'cancelled' : event.outcome === 'timed_out' || event.outcome === 'failed' ? 'failed' : null;
  const { machine, byCoil } = await machineForSale(tx, device.machineId, { lock: abandoned !== null });
  const cart = await lockOpenCart(tx, machine.id, event.cart_id);
  if (!abandoned) {
    await tx.update(deviceCarts)
      .set({ payment_outcome: event.outcome, paid_amount: event.amount ?? (event.outcome === 'success' ? cart.total : null) })
      .where(eq(deviceCarts.id, cart.id));
    return { result: { cart_id: cart.cart_id, outcome: event.outcome } };
  }
  const sale = cartSale(cart, byCoil, () => ({ vended: 0, reason: null }));
  const id = await nextOrderId(tx);
  const recorded = await recordSale(tx, {
    ...sale, id, machine, at, now, vendStatus: vendStatusOf(sale.lines, abandoned), cartId: cart.cart_id, random: createRandom(id),
  });
  await completeCart(tx, cart, id, now);
  return {
    result: { cart_id: cart.cart_id, outcome: event.outcome, order_id: recorded.order.order_id, order_db_id: id, vend_status: recorded.order.vend_status, notifications: recorded.rows.map((r) => r.type) },
    notifications: recorded.rows,
  };
}

export const paymentHandler: EventHandler<'payment'> = { stored: true, apply: applyPayment };
