/**
 * The advertisement screen's commands: Resume, Pause, Suspend and Expire as the lifecycle allows
 * (machines/records/advertisement.ts), edit and delete — gated by their contract actions'
 * permissions and by the gates the screen computes from the ad's status.
 */
import { changeAdvertisementStatus, deleteAdvertisement, updateAdvertisement, type AdStatusAction } from '../../contract/actions/advertisements.ts';
import { AD_ACTION_EVENTS, advertisementLifecycle, type advertisementGates } from '../../machines/records/advertisement.ts';
import { recordAction } from '../record.ts';

/** What the advertisement screen lets its commands do, and whether the ad allows each now. */
export interface AdvertisementView extends ReturnType<typeof advertisementGates> {
  edit(): void;
  remove(): void;
  changeStatus(action: AdStatusAction): void;
}

const statusCommand = (action: AdStatusAction, title: string, when: (v: AdvertisementView) => boolean, keywords: string[]) =>
  recordAction<AdvertisementView>({
    id: `${action.toLowerCase()}.advertisement`, title, keywords: ['status', ...keywords], action: changeAdvertisementStatus,
    step: { lifecycle: advertisementLifecycle, event: AD_ACTION_EVENTS[action] }, when, run: (v) => v.changeStatus(action),
  });

export const ADVERTISEMENT_ACTIONS = [
  statusCommand('RESUME', 'Resume advertisement', (v) => v.canResume, ['start', 'play']),
  statusCommand('PAUSE', 'Pause advertisement', (v) => v.canPause, ['stop', 'hold']),
  statusCommand('SUSPEND', 'Suspend advertisement', (v) => v.canSuspend, ['block']),
  statusCommand('EXPIRE', 'Expire advertisement', (v) => v.canExpire, ['end', 'finish']),
  recordAction<AdvertisementView>({
    id: 'edit.advertisement', title: 'Edit advertisement', keywords: ['change', 'update', 'video'], action: updateAdvertisement,
    when: (v) => v.canEdit, run: (v) => v.edit(),
  }),
  recordAction<AdvertisementView>({
    id: 'delete.advertisement', title: 'Delete advertisement', keywords: ['remove'], action: deleteAdvertisement,
    run: (v) => v.remove(),
  }),
];
