/**
 * The advertisement's status machine. domain.md §4 gives ads and offers one status catalogue
 * (Active 1, Paused 2, Suspended 3, Expired 4) and one set of actions (Resume, Pause, Suspend,
 * Expire) without the transitions; they are decided here and in docs/decisions.md
 * "Advertisements", the same way as for offers, and this table is their only source:
 *
 *   Active ──pause──▶ Paused ──resume──▶ Active
 *     │                 │
 *     ├──suspend──▶ Suspended ◀──suspend── Paused
 *     │                 │ resume ──▶ Active
 *     └──expire──▶ Expired ◀──expire── Paused, Suspended   (final: an ad has no dates to restart with)
 */
import { AD_STATUS, type AdStatusAction } from '../../contract/actions/advertisements.ts';
import { defineLifecycle } from '../lifecycle.ts';

export const advertisementLifecycle = defineLifecycle({
  id: 'advertisement',
  statuses: AD_STATUS,
  initial: 'active',
  transitions: {
    active: { 'advertisement.pause': 'paused', 'advertisement.suspend': 'suspended', 'advertisement.expire': 'expired' },
    paused: { 'advertisement.resume': 'active', 'advertisement.suspend': 'suspended', 'advertisement.expire': 'expired' },
    suspended: { 'advertisement.resume': 'active', 'advertisement.expire': 'expired' },
  },
  pastTense: {
    'advertisement.pause': 'paused',
    'advertisement.resume': 'resumed',
    'advertisement.suspend': 'suspended',
    'advertisement.expire': 'expired',
  },
});
export type AdvertisementEventType = (typeof advertisementLifecycle.events)[number];

export const AD_ACTION_EVENTS: Record<AdStatusAction, AdvertisementEventType> = {
  RESUME: 'advertisement.resume',
  PAUSE: 'advertisement.pause',
  SUSPEND: 'advertisement.suspend',
  EXPIRE: 'advertisement.expire',
};

/** An expired ad is history; the others may still be edited. */
export const mayEditAdvertisement = (status: number) => status !== AD_STATUS.expired;

/** What the advertisement screen may offer, from its status (the palette reads the same gates). */
export function advertisementGates(status: number) {
  return {
    canEdit: mayEditAdvertisement(status),
    canResume: advertisementLifecycle.can(status, 'advertisement.resume'),
    canPause: advertisementLifecycle.can(status, 'advertisement.pause'),
    canSuspend: advertisementLifecycle.can(status, 'advertisement.suspend'),
    canExpire: advertisementLifecycle.can(status, 'advertisement.expire'),
  };
}
