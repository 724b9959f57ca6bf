/**
 * Slot levels: a sale that leaves a coil at or below its run-out level (a fifth of what the coil
 * holds when full, at least one unit) raises ABOUT_TO_RUNOUT once, as it crosses it; a sale that
 * empties it raises OUT_OF_STOCK. Each also writes its machine event. `recordLevels` is the write
 * for any fall of a coil's count: a sale (vend.ts) or a device's count (server/device/kinds/levels.ts).
 */
import type { NotificationType } from '../../contract/constants.ts';
import { MACHINE_HAPPENING_DETAILS as D } from '../../contract/machine-happenings.ts';
import type { Tx } from '../db/client.ts';
import { recordNotifications, type NotificationInput, type NotificationRow } from '../live/notify.ts';
import { recordEventsOfMachines, type MachineEvent } from '../records/machine-events.ts';
import { aboutMachine, type MachineRow } from './common.ts';

/** At or below this many units a coil is about to run out. */
export const runoutLevel = (itemLayoutMax: number) => Math.max(1, Math.ceil(itemLayoutMax * 0.2));

/** Which level a sale from `before` to `after` units crossed, if any. */
export function crossedLevel(before: number, after: number, itemLayoutMax: number): 'OUT_OF_STOCK' | 'ABOUT_TO_RUNOUT' | null {
  if (after >= before) return null;
  if (after === 0) return 'OUT_OF_STOCK';
  const level = runoutLevel(itemLayoutMax);
  return before > level && after <= level ? 'ABOUT_TO_RUNOUT' : null;
}

export interface SoldSlot {
  coil: string;
  product_id: number;
  name: string;
  item_layout_max: number;
  before: number;
  after: number;
}

/** The level notifications and machine events of the slots a sale lowered, to be written by the caller. */
export function levelHappenings(machine: MachineRow, sold: readonly SoldSlot[], at: Date) {
  const notices: NotificationInput[] = [];
  const events: { machine: MachineRow; event: MachineEvent; at: Date }[] = [];
  const { base, payload } = aboutMachine(machine);
  for (const slot of sold) {
    const type: NotificationType | null = crossedLevel(slot.before, slot.after, slot.item_layout_max);
    if (!type) continue;
    notices.push({ ...base, type, at, payload: { ...payload, Product: { id: slot.product_id, name: slot.name }, product_name: slot.name, cell: slot.coil } });
    events.push({
      machine, at,
      event: type === 'OUT_OF_STOCK' ? { type: 'OUT_OF_STOCK', coil: slot.coil, detail: D.outOfStock(slot.name) } : { type: 'LOW_STOCK', coil: slot.coil, detail: D.lowStock(slot.name, slot.after) },
    });
  }
  return { notices, events };
}

/** The level notifications and events of the slots a sale lowered, in the sale's transaction. */
export async function recordLevels(tx: Tx, machine: MachineRow, sold: readonly SoldSlot[], at: Date): Promise<NotificationRow[]> {
  const { notices, events } = levelHappenings(machine, sold, at);
  const rows = await recordNotifications(tx, notices);
  await recordEventsOfMachines(tx, events);
  return rows;
}
