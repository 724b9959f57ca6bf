/**
 * The bulk commands of each list (issue 56), by list; commands/bulk.ts says how one is declared.
 * tests/unit/bulk-commands.test.ts walks them all against their lifecycles and the contract.
 */
import type { Infer } from 'superstruct';
import { changeAdvertisementStatus } from '../contract/actions/advertisements.ts';
import { bulkAdvertisements, bulkDiscounts, bulkMachines, bulkRefillPlans, bulkShippings, bulkUsers } from '../contract/actions/bulk.ts';
import { changeMachinePlanogram, linkMachineRefillPartner, unlinkMachineRefillPartner } from '../contract/actions/machine-steps.ts';
import { changeUserStatus } from '../contract/actions/user-status.ts';
import { updateVendingMachineStatus } from '../contract/actions/vm-status.ts';
import { changeDiscountStatus } from '../contract/actions/offers.ts';
import { stepShipping } from '../contract/actions/shipping.ts';
import { deleteRefillPlan, executeRefillPlan, markRefillPlanInTransit, REFILL_PLAN_MESSAGES } from '../contract/actions/refill-plans.ts';
import type { RefillPlanRow } from '../contract/actions/refills.ts';
import { AD_ACTION_EVENTS, advertisementLifecycle } from '../machines/records/advertisement.ts';
import { offerActionEvent, offerLifecycle } from '../machines/records/offer.ts';
import { refillExecuteEvent, refillPlanLifecycle } from '../machines/records/refillPlan.ts';
import { shippingOrderLifecycle } from '../machines/records/shippingOrder.ts';
import { bulkCommand, type BulkCommand } from './bulk.ts';

type PlanRow = Infer<typeof RefillPlanRow>;
const planStatus = (p: PlanRow) => p.status;

export const BULK_REFILL_PLAN_COMMANDS = [
  bulkCommand<PlanRow>({
    id: 'bulk_in_transit.refill_plan', title: 'Mark in transit', keywords: ['dispatch', 'left warehouse', 'refill plans'],
    bulk: bulkRefillPlans, target: markRefillPlanInTransit, lifecycle: refillPlanLifecycle, event: () => 'refillPlan.markInTransit', status: planStatus,
  }),
  bulkCommand<PlanRow>({
    id: 'bulk_execute.refill_plan', title: 'Execute', keywords: ['loaded', 'refilled', 'done', 'refill plans'],
    bulk: bulkRefillPlans, target: executeRefillPlan, lifecycle: refillPlanLifecycle, event: (s) => refillExecuteEvent(Number(s)), status: planStatus,
  }),
  bulkCommand<PlanRow>({
    id: 'bulk_delete.refill_plan', title: 'Delete', keywords: ['remove', 'refill plans'], confirm: REFILL_PLAN_MESSAGES.deleteConfirm,
    bulk: bulkRefillPlans, target: deleteRefillPlan, lifecycle: refillPlanLifecycle, event: () => 'refillPlan.delete', status: planStatus,
  }),
];

/** Pause, resume and expire: the status actions offers and ads share (domain.md §4), by name. */
const STATUS_STEPS = [
  { action: 'PAUSE', verb: 'pause', title: 'Pause' },
  { action: 'RESUME', verb: 'resume', title: 'Resume' },
  { action: 'EXPIRE', verb: 'expire', title: 'Expire' },
] as const;
const withStatus = (row: { status: number }) => row.status;

export const BULK_DISCOUNT_COMMANDS = STATUS_STEPS.map((step) => bulkCommand<{ status: number }>({
  id: `bulk_${step.verb}.discount`, title: step.title, keywords: ['discounts', 'offers', 'status'], fields: { status_action: step.action },
  bulk: bulkDiscounts, target: changeDiscountStatus, lifecycle: offerLifecycle, event: () => offerActionEvent(step.action), status: withStatus,
}));

export const BULK_ADVERTISEMENT_COMMANDS = STATUS_STEPS.map((step) => bulkCommand<{ status: number }>({
  id: `bulk_${step.verb}.advertisement`, title: step.title, keywords: ['advertisements', 'ads', 'status'], fields: { status_action: step.action },
  bulk: bulkAdvertisements, target: changeAdvertisementStatus, lifecycle: advertisementLifecycle, event: () => AD_ACTION_EVENTS[step.action], status: withStatus,
}));

/** The warehouse's and the delivery partner's steps of a shipping order (the store manager receives each on its own screen). */
const SHIPPING_BULK_STEPS = [
  { step: 'progress', title: 'Take in progress' },
  { step: 'dispatch', title: 'Dispatch' },
  { step: 'transit', title: 'Mark in transit (own transport)' },
  { step: 'deliver', title: 'Mark delivered' },
  { step: 'cancel', title: 'Cancel', confirm: 'A cancelled shipping order is final: it cannot be taken up again.' },
] as const;

export const BULK_SHIPPING_COMMANDS = SHIPPING_BULK_STEPS.map((s) => bulkCommand<{ status: string }>({
  id: `bulk_${s.step}.shipping`, title: s.title, keywords: ['shipping orders', 'step'], fields: { step: s.step }, confirm: 'confirm' in s ? s.confirm : undefined,
  bulk: bulkShippings, target: stepShipping, lifecycle: shippingOrderLifecycle, event: () => `shipping.${s.step}`, status: (o) => o.status,
}));

/** A machine has no lifecycle in machines/records: a status step applies where the machine is not already so. */
const MACHINE_STATUS_STEPS = [
  { status: 1, verb: 'activate', title: 'Set active' },
  { status: 2, verb: 'deactivate', title: 'Set inactive' },
] as const;
const partnerStep = { id: 'partner', kind: 'choice', prompt: 'Which refill partner?' } as const;
const partnerFields = (answers: { partner?: string }) => ({ refill_partner_id: Number(answers.partner) });

export const BULK_MACHINE_COMMANDS = [
  ...MACHINE_STATUS_STEPS.map((step) => bulkCommand<{ status: number }>({
    id: `bulk_${step.verb}.vending_machine`, title: step.title, keywords: ['machines', 'status', 'vending machines'], fields: { status: step.status },
    bulk: bulkMachines, target: updateVendingMachineStatus, applies: (m) => m.status !== step.status,
  })),
  bulkCommand<unknown>({
    id: 'bulk_change_planogram.vending_machine', title: 'Change planogram', keywords: ['apply planogram', 'template', 'machines'],
    confirm: 'Units in slots whose product changes go back to the serving warehouse or store.',
    ask: { steps: [{ id: 'template', kind: 'choice', prompt: 'Which planogram template?' }], fields: (a) => ({ planogram_template_id: Number(a.template) }) },
    bulk: bulkMachines, target: changeMachinePlanogram, applies: () => true,
  }),
  bulkCommand<unknown>({
    id: 'bulk_link_partner.vending_machine', title: 'Link to refill partner', keywords: ['links', 'refill partner', 'machines'],
    ask: { steps: [partnerStep], fields: partnerFields }, bulk: bulkMachines, target: linkMachineRefillPartner, applies: () => true,
  }),
  bulkCommand<unknown>({
    id: 'bulk_unlink_partner.vending_machine', title: 'Unlink from refill partner', keywords: ['links', 'remove link', 'refill partner', 'machines'],
    ask: { steps: [partnerStep], fields: partnerFields }, bulk: bulkMachines, target: unlinkMachineRefillPartner, applies: () => true,
  }),
];

export const BULK_USER_COMMANDS = [
  bulkCommand<{ is_active: boolean }>({
    id: 'bulk_activate.user', title: 'Activate', keywords: ['users', 'enable', 'status'], fields: { is_active: true },
    bulk: bulkUsers, target: changeUserStatus, applies: (u) => !u.is_active,
  }),
  bulkCommand<{ is_active: boolean }>({
    id: 'bulk_deactivate.user', title: 'Deactivate', keywords: ['users', 'disable', 'sign out', 'status'], fields: { is_active: false },
    confirm: 'Deactivated users are signed out everywhere and cannot sign in until activated again.',
    bulk: bulkUsers, target: changeUserStatus, applies: (u) => u.is_active,
  }),
];

/** Every bulk command, for the tests and the generated docs. */
export const BULK_COMMANDS = [
  ...BULK_REFILL_PLAN_COMMANDS, ...BULK_DISCOUNT_COMMANDS, ...BULK_ADVERTISEMENT_COMMANDS, ...BULK_SHIPPING_COMMANDS,
  ...BULK_MACHINE_COMMANDS, ...BULK_USER_COMMANDS,
] as readonly BulkCommand<never>[];
