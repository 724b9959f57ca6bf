/**
 * The UNDOABLE rows added for issue 56's "every reversible action" (contract/actions/undo.ts
 * spreads them at the end of its table): status changes whose inverse is a lifecycle step back,
 * a board's link and unlink, a machine's refill partner link and unlink, a refill plan's partner,
 * and every soft delete with its restore.
 * Where the inverse puts back a value the input does not carry (the status, partner or machine
 * before), it reads the record as the action found it (`before`, from the action's audit row).
 */
import type { EntityKind } from '../entities.ts';
import { AD_STATUS, changeAdvertisementStatus } from './advertisements.ts';
import { linkHardwareBoard, unlinkHardwareBoard } from './hardware-boards.ts';
import { linkMachineRefillPartner, unlinkMachineRefillPartner } from './machine-steps.ts';
import { changeDiscountStatus } from './offers.ts';
import { assignRefillPlanPartner } from './refill-plan-partner.ts';
import { RESTORES } from './restores.ts';
import type { Inverse } from './undo.ts';
import { changeUserStatus } from './user-status.ts';
import { updateVendingMachineStatus } from './vm-status.ts';

type AnySpec = Inverse['action'];
const reverse = <A extends AnySpec>(entry: Inverse<A>): Inverse => entry as unknown as Inverse;

/**
 * Offers and ads share statuses and steps: the step back to the status before, when the
 * lifecycle has one (Active ← Resume; Paused ← Pause, from Active only; Suspended ← Suspend,
 * from Active only). A Suspend of a paused one has none (Suspended → Paused is no step), and
 * an Expire is final (an offer's restart asks for new dates): neither is offered.
 */
function statusStepBack(action: string, before: Record<string, unknown>): string | null {
  if (before.status === AD_STATUS.active) return 'RESUME';
  if (action !== 'RESUME') return null;
  if (before.status === AD_STATUS.paused) return 'PAUSE';
  if (before.status === AD_STATUS.suspended) return 'SUSPEND';
  return null;
}
const statusRow = (action: typeof changeDiscountStatus | typeof changeAdvertisementStatus, noun: string, beforeOf: EntityKind) => reverse({
  action,
  inverse: action,
  noun,
  beforeOf,
  when: (input) => input.status_action !== 'EXPIRE',
  input: (input, version, before) => {
    const back = statusStepBack(input.status_action, before);
    return back === null ? null : { id: input.id, version, status_action: back };
  },
});

export const UNDO2_ROWS: readonly Inverse[] = [
  reverse({
    action: updateVendingMachineStatus,
    inverse: updateVendingMachineStatus,
    noun: 'machine',
    beforeOf: 'vending_machine',
    input: (input, version, before) => ({ id: input.id, status: before.status, version }),
  }),
  // A user deactivated is signed out; undone, they may sign in again (their sessions stay ended).
  reverse({
    action: changeUserStatus,
    inverse: changeUserStatus,
    noun: 'user',
    input: (input, version) => ({ id: input.id, is_active: !input.is_active, version }),
  }),
  statusRow(changeDiscountStatus, 'discount', 'offer'),
  statusRow(changeAdvertisementStatus, 'advertisement', 'advertisement'),
  reverse({
    action: linkHardwareBoard,
    inverse: unlinkHardwareBoard,
    noun: 'hardware board',
    input: (input, version) => ({ id: input.id, version }),
  }),
  reverse({
    action: unlinkHardwareBoard,
    inverse: linkHardwareBoard,
    noun: 'hardware board',
    beforeOf: 'hardware_board',
    input: (input, version, before) => ({ id: input.id, version, vending_machine_id: before.vending_machine_id }),
  }),
  // A machine's link to a refill partner and its unlink: each other's inverse, at the machine's version the step left.
  reverse({
    action: linkMachineRefillPartner,
    inverse: unlinkMachineRefillPartner,
    noun: 'machine',
    input: (input, version) => ({ id: input.id, refill_partner_id: input.refill_partner_id, version }),
  }),
  reverse({
    action: unlinkMachineRefillPartner,
    inverse: linkMachineRefillPartner,
    noun: 'machine',
    input: (input, version) => ({ id: input.id, refill_partner_id: input.refill_partner_id, version }),
  }),
  reverse({
    action: assignRefillPlanPartner,
    inverse: assignRefillPlanPartner,
    noun: 'refill plan',
    beforeOf: 'refill_plan',
    input: (input, version, before) => ({ id: input.id, version, refill_partner_id: before.refill_partner_id }),
  }),
  // A soft delete answers no record: it left the version it was given, plus one.
  ...RESTORES.map(([remove, restore]) => reverse({
    action: remove,
    inverse: restore,
    noun: remove.name.replace(/^delete\./, '').replaceAll('_', ' ').replace(/^vm /, 'VM '),
    versionAfter: (input) => (input as { version: number }).version + 1,
    input: (input, version) => ({ id: (input as { id: number }).id, version }),
  })),
];
