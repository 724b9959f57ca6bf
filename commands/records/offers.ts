/**
 * The discount screen's commands: the status actions of domain.md §4 (Resume, Pause, Suspend,
 * Expire) and restart, offered exactly when machines/records/offer.ts `can` take them (the gates
 * the screen computes with `offerGates`), plus edit and clone — each gated by its contract
 * action's permissions.
 */
import { changeDiscountStatus, cloneDiscount, restartDiscount, updateDiscount } from '../../contract/actions/offers.ts';
import { offerLifecycle, type offerGates } from '../../machines/records/offer.ts';
import { recordAction } from '../record.ts';

/** What the discount screen lets its commands do, and whether the offer allows each now. */
export interface DiscountView extends ReturnType<typeof offerGates> {
  pause(): void;
  resume(): void;
  suspend(): void;
  expire(): void;
  restart(): void;
  edit(): void;
  clone(): void;
}

export const DISCOUNT_ACTIONS = [
  recordAction<DiscountView>({
    id: 'pause.discount', title: 'Pause discount', keywords: ['status', 'stop', 'hold', 'offer'], action: changeDiscountStatus,
    step: { lifecycle: offerLifecycle, event: 'offer.pause' },
    when: (v) => v.canPause, run: (v) => v.pause(),
  }),
  recordAction<DiscountView>({
    id: 'resume.discount', title: 'Resume discount', keywords: ['status', 'start again', 'offer'], action: changeDiscountStatus,
    step: { lifecycle: offerLifecycle, event: 'offer.resume' },
    when: (v) => v.canResume, run: (v) => v.resume(),
  }),
  recordAction<DiscountView>({
    id: 'suspend.discount', title: 'Suspend discount', keywords: ['status', 'block', 'offer'], action: changeDiscountStatus,
    step: { lifecycle: offerLifecycle, event: 'offer.suspend' },
    when: (v) => v.canSuspend, run: (v) => v.suspend(),
  }),
  recordAction<DiscountView>({
    id: 'expire.discount', title: 'Expire discount', keywords: ['status', 'end', 'offer'], action: changeDiscountStatus,
    step: { lifecycle: offerLifecycle, event: 'offer.expire' },
    when: (v) => v.canExpire, run: (v) => v.expire(),
  }),
  recordAction<DiscountView>({
    id: 'restart.discount', title: 'Restart discount', keywords: ['new dates', 'again', 'offer'], action: restartDiscount,
    step: { lifecycle: offerLifecycle, event: 'offer.restart' },
    when: (v) => v.canRestart, run: (v) => v.restart(),
  }),
  recordAction<DiscountView>({
    id: 'edit.discount', title: 'Edit discount', keywords: ['change', 'update', 'offer'], action: updateDiscount,
    when: (v) => v.canEdit, run: (v) => v.edit(),
  }),
  recordAction<DiscountView>({
    id: 'clone.discount', title: 'Clone discount', keywords: ['copy', 'duplicate', 'offer'], action: cloneDiscount,
    run: (v) => v.clone(),
  }),
];
