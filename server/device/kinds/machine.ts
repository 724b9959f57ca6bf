/** What the event handlers of a machine's device share: its machine and coils, locked for the event's transaction. */
import { and, eq, isNull } from 'drizzle-orm';
import { DEVICE_MESSAGES } from '../../../contract/device.ts';
import type { Tx } from '../../db/client.ts';
import { products, vendingMachines, vmSlots } from '../../db/schema/index.ts';
import { ApiError } from '../../http/errors.ts';
import type { MachineRow } from '../../sim/common.ts';
import type { Device } from '../identity.ts';

/** The device's machine, locked: its events apply one at a time, in order. */
export async function lockDeviceMachine(tx: Tx, device: Device): Promise<MachineRow> {
  const [machine] = await tx.select().from(vendingMachines)
    .where(and(eq(vendingMachines.id, device.machineId), isNull(vendingMachines.deleted_at))).for('update');
  if (!machine) throw new ApiError(403, DEVICE_MESSAGES.boardUnlinked);
  return machine;
}

export type CoilSlot = typeof vmSlots.$inferSelect & { product: { id: number; name: string } | null };

/** The machine's slots of these coils, locked, by coil; a coil not in its planogram is refused. */
export async function lockCoils(tx: Tx, machineId: number, coils: readonly string[]): Promise<Map<string, CoilSlot>> {
  const rows = await tx.select({ slot: vmSlots, product: { id: products.id, name: products.name } }).from(vmSlots)
    .leftJoin(products, eq(products.id, vmSlots.product_id))
    .where(eq(vmSlots.vending_machine_id, machineId)).orderBy(vmSlots.id).for('update', { of: vmSlots });
  const byCoil = new Map(rows.map((r) => [r.slot.coil, { ...r.slot, product: r.product?.id ? r.product : null }]));
  const seen = new Set<string>();
  for (const coil of coils) {
    if (!byCoil.has(coil)) throw new ApiError(400, DEVICE_MESSAGES.unknownCoil(coil));
    if (seen.has(coil)) throw new ApiError(400, DEVICE_MESSAGES.coilListedTwice(coil));
    seen.add(coil);
  }
  return byCoil;
}

/** The one coil's slot, locked (refused when not in the planogram). */
export async function lockCoil(tx: Tx, machineId: number, coil: string): Promise<CoilSlot> {
  return (await lockCoils(tx, machineId, [coil])).get(coil)!;
}

/** When it happened at the machine (server/device/time.ts bounds it). */
export const eventTime = (event: { at: string }) => new Date(event.at);
