/**
 * The one way a save makes machines' config pending: `markConfigChanged` raises
 * device_state.config_version (and config_changed_at) of every machine it names, in the
 * caller's transaction, so the bump commits or rolls back with the save that caused it.
 * One INSERT … SELECT … ON CONFLICT, whatever the number of machines: a VM template can
 * cover thousands. A machine without device state gets its row at version 1 (no device has
 * applied anything yet, so it is pending either way).
 *
 * Every writer of what GET /device/v1/config answers calls it (docs/decisions.md "Config
 * downlink"): planograms and coil blocks, VM and board settings templates, products' names
 * and prices, ads, offers and negative items.
 */
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { DEVICE_APP_CHANNEL } from '../../contract/negative-items.ts';
import type { Tx } from '../db/client.ts';
import { advertisementMachines, deviceState, negativeItemMachines, offerMachines, vendingMachines as vm, vmSlots } from '../db/schema/index.ts';

/** Which machines: their ids, or a condition over vending_machines. */
export type ConfigTarget = readonly number[] | SQL;

export async function markConfigChanged(tx: Tx, target: ConfigTarget, now: Date): Promise<void> {
  if (Array.isArray(target) && !target.length) return;
  const where = Array.isArray(target) ? machinesIn(target) : target as SQL;
  // In id order, so two bumps of overlapping fleets lock their rows in the same order.
  await tx.execute(sql`
    insert into ${deviceState} (vending_machine_id, company_id, config_version, config_changed_at)
    select ${vm.id}, ${vm.company_id}, 1, ${now.toISOString()}::timestamptz from ${vm}
    where ${and(isNull(vm.deleted_at), where)}
    order by ${vm.id}
    on conflict (vending_machine_id) do update
      set config_version = ${deviceState}.config_version + 1, config_changed_at = excluded.config_changed_at`);
}

/** These machines, by id (none: no machine). */
export const machinesIn = (ids: readonly number[]): SQL => (ids.length ? inArray(vm.id, [...new Set(ids)]) : sql`false`);

/** Machines configured from a template. */
export const usingTemplate = (column: 'vm_template_id' | 'board_settings_template_id', templateId: number): SQL => eq(vm[column], templateId);

/** Machines with a coil holding one of these products (their names and prices are in the planogram). */
export const stocking = (productIds: readonly number[]): SQL =>
  sql`exists (select 1 from ${vmSlots} where ${vmSlots.vending_machine_id} = ${vm.id} and ${inArray(vmSlots.product_id, [...productIds])})`;

/** The machines an ad plays on now. */
export const playingAd = (adId: number): SQL =>
  sql`exists (select 1 from ${advertisementMachines} where ${advertisementMachines.vending_machine_id} = ${vm.id} and ${advertisementMachines.advertisement_id} = ${adId})`;

/** The machines a negative item is linked to now. */
export const underNegativeItem = (itemId: number): SQL =>
  sql`exists (select 1 from ${negativeItemMachines} where ${negativeItemMachines.vending_machine_id} = ${vm.id} and ${negativeItemMachines.negative_item_id} = ${itemId})`;

export interface OfferReach {
  company_id: number;
  franchise_id: number | null;
  scope: string;
  zone_id: number | null;
  retailer_id: number | null;
}

/**
 * The machines an offer reaches, as the pricing loader decides it (server/records/offer-pricing.ts):
 * its linked machines, or with none its scope (the company's machines, of its franchise for a
 * franchise's offer; a zone's; a retailer's). Built from values, so an update can name the
 * machines reached before and after it in one bump.
 */
export function offerReach(offer: OfferReach, machineIds: readonly number[]): SQL {
  if (machineIds.length) return machinesIn(machineIds);
  const own = and(eq(vm.company_id, offer.company_id), offer.franchise_id === null ? undefined : eq(vm.franchise_id, offer.franchise_id));
  if (offer.scope === 'ZONE') return and(own, offer.zone_id === null ? sql`false` : eq(vm.zone_id, offer.zone_id))!;
  if (offer.scope === 'RETAILER') return and(own, offer.retailer_id === null ? sql`false` : eq(vm.retailer_id, offer.retailer_id))!;
  return own!;
}

/** Only an offer of the Device App channel is in its machines' config (server/device/config.ts). */
export const runsOnDevices = (offer: { channels: readonly number[] }) => offer.channels.includes(DEVICE_APP_CHANNEL);

/** An offer's status or dates changed: the machines it reaches now (by its row and links) are told. */
export async function markOfferChanged(tx: Tx, offer: OfferReach & { id: number; channels: readonly number[] }, now: Date) {
  if (!runsOnDevices(offer)) return;
  const links = await tx.select({ id: offerMachines.vending_machine_id }).from(offerMachines).where(eq(offerMachines.offer_id, offer.id));
  await markConfigChanged(tx, offerReach(offer, links.map((l) => l.id)), now);
}

/** Either set of machines (before and after a change), bumped once. */
export const eitherOf = (...targets: SQL[]): SQL => or(...targets)!;
