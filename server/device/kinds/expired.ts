/**
 * `expired`: the device found expired units in coils. Each coil is reported as the simulator's
 * expiry check reports one (server/sim/expiry.ts): PRODUCT_EXPIRED with items_expired and the
 * PRODUCT_EXPIRED event. The units stay in the coil until a refill takes them out, so no stock
 * moves; the coil's best-before date becomes the day before the event (unless it is earlier
 * already), so the console stops offering the coil and a refill plan takes the units out.
 */
import { eq } from 'drizzle-orm';
import { DEVICE_MESSAGES, type DeviceEventOf } from '../../../contract/device.ts';
import type { Tx } from '../../db/client.ts';
import { vmSlots } from '../../db/schema/index.ts';
import { ApiError } from '../../http/errors.ts';
import type { NotificationRow } from '../../live/notify.ts';
import { isoDay } from '../../sim/common.ts';
import { recordExpiry } from '../../sim/expiry.ts';
import type { Device } from '../identity.ts';
import type { Applied, EventHandler } from './index.ts';
import { eventTime, lockCoils, lockDeviceMachine } from './machine.ts';

export const expiredHandler: EventHandler<'expired'> = {
  stored: true,
  async apply(tx: Tx, device: Device, event: DeviceEventOf<'expired'>): Promise<Applied> {
    const at = eventTime(event);
    const machine = await lockDeviceMachine(tx, device);
    const slots = await lockCoils(tx, machine.id, event.coils.map((c) => c.coil));
    const found = event.coils.filter((c) => c.quantity > 0).map(({ coil, quantity }) => {
      const slot = slots.get(coil)!;
      if (!slot.product) throw new ApiError(400, DEVICE_MESSAGES.coilWithoutProduct(coil));
      if (quantity > slot.quantity) throw new ApiError(400, DEVICE_MESSAGES.moreExpiredThanHeld(coil, slot.quantity, quantity));
      return { slot, product: slot.product, quantity };
    });
    const dayBefore = isoDay(new Date(at.getTime() - 86_400_000));
    const rows: NotificationRow[] = [];
    for (const { slot, product, quantity } of found) {
      const bestBefore = slot.expires_on !== null && slot.expires_on <= dayBefore ? slot.expires_on : dayBefore;
      if (bestBefore !== slot.expires_on) await tx.update(vmSlots).set({ expires_on: bestBefore }).where(eq(vmSlots.id, slot.id));
      rows.push(await recordExpiry(tx, machine, { coil: slot.coil, product, bestBefore }, quantity, at));
    }
    return { result: { notifications: rows.map((r) => r.type) }, notifications: rows, stockChanged: rows.length > 0 };
  },
};
