/** The zone screen's commands: edit and delete, gated by their contract actions' permissions. */
import { deleteZone, updateZone } from '../../contract/actions/zones.ts';
import { recordAction } from '../record.ts';

/** What the zone screen lets its commands do. */
export interface ZoneScreen {
  edit(): void;
  remove(): void;
}

export const ZONE_ACTIONS = [
  recordAction<ZoneScreen>({
    id: 'edit.zone',
    title: 'Edit zone',
    keywords: ['change', 'update'],
    action: updateZone,
    run: (screen) => screen.edit(),
  }),
  recordAction<ZoneScreen>({
    id: 'delete.zone',
    title: 'Delete zone',
    keywords: ['remove'],
    action: deleteZone,
    run: (screen) => screen.remove(),
  }),
];
