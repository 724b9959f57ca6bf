/**
 * The bulk commands of each list (issue 56), by list; commands/bulk.ts says how one is declared.
 * tests/unit/bulk-commands.test.ts walks them all against their lifecycles and the contract.
 */
import type { Infer } from 'superstruct';
import { changeAdvertisementStatus } from '../contract/actions/advertisements.ts';
import { bulkAdvertisements, bulkDiscounts, bulkRefillPlans, bulkShippings } from '../contract/actions/bulk.ts';
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

/** Every bulk command, for the tests and the generated docs. */
export const BULK_COMMANDS = [
  ...BULK_REFILL_PLAN_COMMANDS, ...BULK_DISCOUNT_COMMANDS, ...BULK_ADVERTISEMENT_COMMANDS, ...BULK_SHIPPING_COMMANDS,
] as readonly BulkCommand<never>[];
