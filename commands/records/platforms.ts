/**
 * The platform screen's commands: edit, delete, its linked machines, and its restricted products; gated by their contract actions' permissions (PERM_CUSTOMER_PLATFORM).
 */
import { LINK_ACTIONS } from '../../contract/actions/links.ts';
import { deletePlatform, updatePlatform } from '../../contract/actions/platforms.ts';
import { recordAction } from '../record.ts';

/** What the platform screen lets its commands do. */
export interface PlatformScreen {
  edit(): void;
  remove(): void;
  linkMachines(): void;
  restrictProducts(): void;
}

export const PLATFORM_ACTIONS = [
  recordAction<PlatformScreen>({
    id: 'edit.platform', title: 'Edit platform', keywords: ['rename platform'],
    action: updatePlatform, run: (screen) => screen.edit(),
  }),
  recordAction<PlatformScreen>({
    id: 'delete.platform', title: 'Delete platform', keywords: ['remove platform'],
    action: deletePlatform, run: (screen) => screen.remove(),
  }),
  recordAction<PlatformScreen>({
    id: 'link.platform_machines', title: 'Link machines to platform', keywords: ['platform vms'],
    action: LINK_ACTIONS.platform_machines.write, run: (screen) => screen.linkMachines(),
  }),
  recordAction<PlatformScreen>({
    id: 'link.platform_products', title: 'Restrict products on platform', keywords: ['platform may not sell'],
    action: LINK_ACTIONS.platform_products.write, run: (screen) => screen.restrictProducts(),
  }),
];
