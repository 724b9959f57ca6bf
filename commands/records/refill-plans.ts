/**
 * Refill plan commands (issue 39): one object per command. On the plan's view, edit, mark in
 * transit, execute and delete, available as the plan's lifecycle allows (`refillPlanGates`);
 * on the add and edit screens, saving the plan; on a machine's view (/vm/{id}), "Add refill
 * plan"; on a return order's view, dispatching it toward the warehouse and receiving it.
 */
import {
  createRefillPlan, deleteRefillPlan, dispatchRefillReturnOrder, executeRefillPlan, markRefillPlanInTransit, receiveRefillReturnOrder, updateRefillPlan,
} from '../../contract/actions/refill-plans.ts';
import { assignRefillPlanPartner } from '../../contract/actions/refill-plan-partner.ts';
import { refillExecuteEvent, refillPlanGates, refillPlanLifecycle, returnOrderLifecycle } from '../../machines/records/refillPlan.ts';
import type { AskOption } from '../ask.ts';
import { recordAction } from '../record.ts';

/** What the plan's view lets its commands do, and whether the plan allows each now. */
export interface RefillPlanView extends ReturnType<typeof refillPlanGates> {
  edit(): void;
  markInTransit(): void;
  execute(): void;
  remove(): void;
  /** The partners linked to the plan's machine, fetched when the palette asks. */
  partnerChoices(): Promise<readonly AskOption[]>;
  assignPartner(partnerId: number): void;
}

export { refillPlanGates };

export const REFILL_PLAN_ACTIONS = [
  recordAction<RefillPlanView>({
    id: 'edit.refill_plan', title: 'Edit refill plan', keywords: ['change', 'slots', 'quantity'], action: updateRefillPlan, when: (v) => v.canEdit, run: (v) => v.edit(),
  }),
  recordAction<RefillPlanView>({
    id: 'assign_partner.refill_plan', title: 'Assign refill partner', keywords: ['partner', 'reassign', 'delivery person', 'who refills'],
    action: assignRefillPlanPartner, when: (v) => v.canEdit,
    ask: (v) => [{ id: 'partner', kind: 'choice', prompt: 'Which refill partner?', options: () => v.partnerChoices() }],
    // From a hotkey or button (no answer), the edit screen is where the partner is chosen.
    run: (v, answers) => (answers?.partner ? v.assignPartner(Number(answers.partner)) : v.edit()),
  }),
  recordAction<RefillPlanView>({
    id: 'in_transit.refill_plan', title: 'Mark refill plan in transit', keywords: ['dispatch', 'left warehouse', 'intransit'], action: markRefillPlanInTransit,
    step: { lifecycle: refillPlanLifecycle, event: 'refillPlan.markInTransit' },
    when: (v) => v.canMarkInTransit, run: (v) => v.markInTransit(),
  }),
  recordAction<RefillPlanView>({
    id: 'execute.refill_plan', title: 'Execute refill plan', keywords: ['loaded', 'refilled', 'direct execute', 'done'], action: executeRefillPlan,
    step: { lifecycle: refillPlanLifecycle, event: (s) => refillExecuteEvent(Number(s)) },
    when: (v) => v.canExecute, run: (v) => v.execute(),
  }),
  recordAction<RefillPlanView>({
    id: 'delete.refill_plan', title: 'Delete refill plan', keywords: ['remove', 'delete refills'], action: deleteRefillPlan, step: { lifecycle: refillPlanLifecycle, event: 'refillPlan.delete' },
    when: (v) => v.canDelete, run: (v) => v.remove(),
  }),
];

/** The add and edit screens: save the plan (the form's submit). */
export interface RefillPlanFormView {
  canSave: boolean;
  save(): void;
}

export const REFILL_PLAN_CREATE_ACTIONS = [
  recordAction<RefillPlanFormView>({
    id: 'create.refill_plan', title: 'Create refill plan', keywords: ['save refill plan'], action: createRefillPlan, when: (v) => v.canSave, run: (v) => v.save(),
  }),
];
export const REFILL_PLAN_UPDATE_ACTIONS = [
  recordAction<RefillPlanFormView>({
    id: 'update.refill_plan', title: 'Save refill plan', keywords: ['update refill plan'], action: updateRefillPlan, when: (v) => v.canSave, run: (v) => v.save(),
  }),
];

/** A machine's view (/vm/{id}). */
export interface MachineRefillView {
  canAddRefillPlan: boolean;
  addRefillPlan(): void;
}

export const MACHINE_REFILL_ACTIONS = [
  recordAction<MachineRefillView>({
    id: 'add_refill_plan.vending_machine', title: 'Add refill plan', keywords: ['refill this machine', 'top up', 'restock'], action: createRefillPlan,
    when: (v) => v.canAddRefillPlan, run: (v) => v.addRefillPlan(),
  }),
];

/** The return order's view. */
export interface ReturnOrderView {
  canDispatch: boolean;
  canReceive: boolean;
  dispatch(): void;
  receive(): void;
}

export const returnOrderGates = (status: number) => ({
  canDispatch: returnOrderLifecycle.can(status, 'returnOrder.dispatch'),
  canReceive: returnOrderLifecycle.can(status, 'returnOrder.receive'),
});

export const RETURN_ORDER_ACTIONS = [
  recordAction<ReturnOrderView>({
    id: 'dispatch.refill_return_order', title: 'Dispatch return order', keywords: ['send to warehouse', 'vm return', 'on the way'], action: dispatchRefillReturnOrder,
    step: { lifecycle: returnOrderLifecycle, event: 'returnOrder.dispatch' },
    when: (v) => v.canDispatch, run: (v) => v.dispatch(),
  }),
  recordAction<ReturnOrderView>({
    id: 'receive.refill_return_order', title: 'Receive return order', keywords: ['vm return', 'back to warehouse', 'discarded bin'], action: receiveRefillReturnOrder,
    step: { lifecycle: returnOrderLifecycle, event: 'returnOrder.receive' },
    when: (v) => v.canReceive, run: (v) => v.receive(),
  }),
];

