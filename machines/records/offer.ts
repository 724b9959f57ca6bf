/**
 * The offer's (discount's) status machine. domain.md §4 gives the statuses (Active 1, Paused 2,
 * Suspended 3, Expired 4) and the actions (Resume, Pause, Suspend, Expire) but not which status
 * each action leads from and to; decided here and in docs/decisions.md "Discounts", and this table
 * is their only source (the server's steps, the palette's commands and the screens ask it):
 *
 *   Active ──pause──▶ Paused ──resume──▶ Active
 *     │                 │
 *     ├──suspend──▶ Suspended ◀──suspend── Paused
 *     │                 │ resume ──▶ Active
 *     └──expire──▶ Expired ◀──expire── Paused, Suspended
 *                    │
 *                    └──restart (new dates)──▶ Active
 *
 * Pause is the category manager's short stop; Suspend a stop for cause (a pricing error, a
 * complaint) that may also be put on a paused offer; either resumes. Expire ends the offer at
 * once; the server's sweep sends the same `offer.expire` when the end date passes. An expired
 * offer runs again only through restart, which asks for new dates.
 */
import { OFFER_STATUS } from '../../contract/offers.ts';
import { defineLifecycle } from '../lifecycle.ts';

export const offerLifecycle = defineLifecycle({
  id: 'offer',
  statuses: OFFER_STATUS,
  initial: 'active',
  transitions: {
    active: { 'offer.pause': 'paused', 'offer.suspend': 'suspended', 'offer.expire': 'expired' },
    paused: { 'offer.resume': 'active', 'offer.suspend': 'suspended', 'offer.expire': 'expired' },
    suspended: { 'offer.resume': 'active', 'offer.expire': 'expired' },
    expired: { 'offer.restart': 'active' },
  },
  pastTense: {
    'offer.pause': 'paused',
    'offer.resume': 'resumed',
    'offer.suspend': 'suspended',
    'offer.expire': 'expired',
    'offer.restart': 'restarted',
  },
});
export type OfferEventType = (typeof offerLifecycle.events)[number];

/** The status actions of domain.md §4 by name, each with its event (the change-status action takes the name). */
export const OFFER_ACTIONS = [
  { id: 'RESUME', name: 'Resume', event: 'offer.resume' },
  { id: 'PAUSE', name: 'Pause', event: 'offer.pause' },
  { id: 'SUSPEND', name: 'Suspend', event: 'offer.suspend' },
  { id: 'EXPIRE', name: 'Expire', event: 'offer.expire' },
] as const satisfies readonly { id: string; name: string; event: OfferEventType }[];
export type OfferActionId = (typeof OFFER_ACTIONS)[number]['id'];
export const OFFER_ACTION_IDS = OFFER_ACTIONS.map((a) => a.id) as OfferActionId[];
export const offerActionEvent = (action: OfferActionId): OfferEventType => OFFER_ACTIONS.find((a) => a.id === action)!.event;

/** An expired offer is history; the others may still be edited (their dates, machines, products). */
export const mayEditOffer = (status: number) => status !== OFFER_STATUS.expired;

/** What the discount screens may offer, from the status (the palette reads the same gates). */
export function offerGates(status: number) {
  return {
    canEdit: mayEditOffer(status),
    canPause: offerLifecycle.can(status, 'offer.pause'),
    canResume: offerLifecycle.can(status, 'offer.resume'),
    canSuspend: offerLifecycle.can(status, 'offer.suspend'),
    canExpire: offerLifecycle.can(status, 'offer.expire'),
    canRestart: offerLifecycle.can(status, 'offer.restart'),
  };
}
