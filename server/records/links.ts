/** What a refill partner's links allow (domain.md §3 "Links"): the machines a partner serves. */
import { and, eq, sql } from 'drizzle-orm';
import { LINK_MESSAGES } from '../../contract/links.ts';
import type { Tx } from '../db/client.ts';
import { refillPartnerMachineLinks, refillPartnerWarehouseLinks, refillPartners, vendingMachines, warehouses } from '../db/schema/index.ts';
import { invalidField } from '../http/errors.ts';

/** The partners linked to a machine (a condition on refill_partners). */
export const partnersOfMachine = (machineId: number) =>
  sql`${refillPartners.id} in (select ${refillPartnerMachineLinks.refill_partner_id} from ${refillPartnerMachineLinks} where ${refillPartnerMachineLinks.vending_machine_id} = ${machineId})`;

/** 400 on `field` (refill_partner_id unless told) unless the partner is linked to the machine. */
export async function assertPartnerServes(tx: Tx, partner: { id: number; name: string }, machineId: number, field = 'refill_partner_id') {
  const [linked] = await tx.select({ id: refillPartnerMachineLinks.id }).from(refillPartnerMachineLinks)
    .where(and(eq(refillPartnerMachineLinks.refill_partner_id, partner.id), eq(refillPartnerMachineLinks.vending_machine_id, machineId)));
  if (linked) return;
  const [machine] = await tx.select({ name: vendingMachines.name }).from(vendingMachines).where(eq(vendingMachines.id, machineId));
  throw invalidField(field, LINK_MESSAGES.partnerNotLinked(partner.name, machine?.name ?? 'this machine'));
}

/**
 * 400 on `field` unless the partner is linked to the warehouse (or vehicle), and with Transfer
 * Order when stock leaves it for them: a kit goes only between places the partner may work from.
 */
export async function assertPartnerReaches(tx: Tx, partnerId: number, warehouseId: number, field: string, needsTransfer: boolean) {
  const [link] = await tx.select({ view: refillPartnerWarehouseLinks.view, transfer: refillPartnerWarehouseLinks.transfer_order }).from(refillPartnerWarehouseLinks)
    .where(and(eq(refillPartnerWarehouseLinks.refill_partner_id, partnerId), eq(refillPartnerWarehouseLinks.warehouse_id, warehouseId)));
  if (link?.view && (!needsTransfer || link.transfer)) return;
  const [partner] = await tx.select({ name: refillPartners.name }).from(refillPartners).where(eq(refillPartners.id, partnerId));
  const [place] = await tx.select({ name: warehouses.name }).from(warehouses).where(eq(warehouses.id, warehouseId));
  const who = partner?.name ?? 'The refill partner';
  const where = place?.name ?? 'this warehouse';
  throw invalidField(field, link?.view ? LINK_MESSAGES.partnerNoTransfer(who, where) : LINK_MESSAGES.partnerNotLinkedTo(who, where));
}

/**
 * 400 on `field` unless the partner may collect cash for all of it: linked (View) to the
 * warehouse the cash is brought to and to every machine it was picked up from (domain.md §6
 * "Link grants"; issue 40). The warehouse is checked first, then the machines in the order given.
 */
export async function assertPartnerCollects(tx: Tx, partnerId: number, warehouseId: number, machineIds: readonly number[], field: string) {
  await assertPartnerReaches(tx, partnerId, warehouseId, field, false);
  if (!machineIds.length) return;
  const [partner] = await tx.select({ id: refillPartners.id, name: refillPartners.name }).from(refillPartners).where(eq(refillPartners.id, partnerId));
  for (const machineId of new Set(machineIds)) await assertPartnerServes(tx, partner ?? { id: partnerId, name: 'The refill partner' }, machineId, field);
}
