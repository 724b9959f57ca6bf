/**
 * Every `bulk.{resource}` action (contract/actions/bulk.ts), on the one bulk path
 * (server/kit/bulk.ts). Each names the record whose current version a target takes.
 */
import * as contract from '../../contract/actions/bulk.ts';
import { bulkHandler, type HandlerLookup } from '../kit/bulk.ts';
import { advertisementRecord } from '../records/advertisement.ts';
import { offerRecord } from '../records/offer.ts';
import { refillPlanRecord } from '../records/refill-plan.ts';
import { userRecord } from '../records/user.ts';
import { machineRecord } from '../records/vending-machine.ts';
import { shippingRecord } from './shipping.ts';

export const bulkHandlers = (lookup: HandlerLookup) => [
  bulkHandler(contract.bulkRefillPlans, lookup, {
    'mark_in_transit.refill_plan': refillPlanRecord,
    'execute.refill_plan': refillPlanRecord,
    'delete.refill_plan': refillPlanRecord,
  }),
  bulkHandler(contract.bulkDiscounts, lookup, { 'change_status.discount': offerRecord }),
  bulkHandler(contract.bulkAdvertisements, lookup, { 'change_status.advertisement': advertisementRecord }),
  bulkHandler(contract.bulkShippings, lookup, { 'step.shipping': shippingRecord }),
  bulkHandler(contract.bulkMachines, lookup, {
    'update.vending_machine_status': machineRecord, 'link.vm_refill_partner': machineRecord, 'unlink.vm_refill_partner': machineRecord,
  }),
  bulkHandler(contract.bulkUsers, lookup, { 'change.user_status': userRecord }),
];
