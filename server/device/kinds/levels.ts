/**
 * `levels` (after a refill or a count): the units the device counted in each coil. Each coil's
 * slot is set to its count through the stock module: the difference is a stock movement between
 * the machine and outside the books (reasons `device.refill` / `device.count`, like a tally's
 * adjustment), and the slot quantity moves machine_stock_totals by the database's triggers. A
 * refill made from a refill plan is `refill_done` instead, so the warehouse's shelves give the
 * units. Counts that fall raise ABOUT_TO_RUNOUT / OUT_OF_STOCK as a sale does (server/sim/levels.ts);
 * each coil that changed is a REFILL (refill) or STOCK_COUNT (count) machine event.
 */
import { eq } from 'drizzle-orm';
import { DEVICE_HAPPENING_DETAILS as DD } from '../../../contract/device-happenings.ts';
import { DEVICE_MESSAGES, type DeviceEventOf } from '../../../contract/device.ts';
import type { Tx } from '../../db/client.ts';
import { vmSlots } from '../../db/schema/index.ts';
import { ApiError } from '../../http/errors.ts';
import { recordMachineEvents } from '../../records/machine-events.ts';
import { recordLevels, type SoldSlot } from '../../sim/levels.ts';
import { moveStock, type StockMove } from '../../stock/ledger.ts';
import { place } from '../../stock/places.ts';
import type { Device } from '../identity.ts';
import type { Applied, EventHandler } from './index.ts';
import { eventTime, lockCoils, lockDeviceMachine } from './machine.ts';

export const levelsHandler: EventHandler<'levels'> = {
  stored: true,
  async apply(tx: Tx, device: Device, event: DeviceEventOf<'levels'>): Promise<Applied> {
    const at = eventTime(event);
    const machine = await lockDeviceMachine(tx, device);
    const slots = await lockCoils(tx, machine.id, event.coils.map((c) => c.coil));
    const counted = event.coils.map(({ coil, quantity }) => {
      const slot = slots.get(coil)!;
      if (quantity > 0 && !slot.product) throw new ApiError(400, DEVICE_MESSAGES.coilWithoutProduct(coil));
      if (quantity > slot.item_layout_max) throw new ApiError(400, DEVICE_MESSAGES.overCapacity(coil, slot.item_layout_max, quantity));
      return { slot, quantity };
    }).filter(({ slot, quantity }) => slot.product && slot.quantity !== quantity);

    const machinePlace = place.machine(machine.id);
    const reason = `device.${event.reason}`;
    await moveStock(tx, { companyId: machine.company_id, userId: null, record: { kind: 'vending_machine', id: machine.id }, now: at },
      counted.map(({ slot, quantity }): StockMove => quantity > slot.quantity
        ? { productId: slot.product!.id, from: place.outside, to: machinePlace, quantity: quantity - slot.quantity, reason }
        : { productId: slot.product!.id, from: machinePlace, to: place.outside, quantity: slot.quantity - quantity, reason }));
    for (const { slot, quantity } of counted) {
      await tx.update(vmSlots).set({ quantity, ...(quantity === 0 ? { expires_on: null } : {}) }).where(eq(vmSlots.id, slot.id));
    }
    await recordMachineEvents(tx, machine, counted.map(({ slot, quantity }) => event.reason === 'refill'
      ? { type: 'REFILL' as const, coil: slot.coil, detail: DD.refilled(slot.product!.name, slot.quantity, quantity) }
      : { type: 'STOCK_COUNT' as const, coil: slot.coil, detail: DD.counted(slot.product!.name, slot.quantity, quantity) }), at);
    const fell: SoldSlot[] = counted.map(({ slot, quantity }) => ({
      coil: slot.coil, product_id: slot.product!.id, name: slot.product!.name, item_layout_max: slot.item_layout_max, before: slot.quantity, after: quantity,
    }));
    const rows = await recordLevels(tx, machine, fell, at);
    return {
      result: { changed: Object.fromEntries(counted.map(({ slot, quantity }) => [slot.coil, quantity])), notifications: rows.map((r) => r.type) },
      notifications: rows,
      stockChanged: counted.length > 0,
    };
  },
};
