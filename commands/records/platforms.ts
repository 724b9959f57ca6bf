/**
 * The platform screen's commands: edit, delete, its linked machines, its restricted products and
 * its third-party sales; gated by their contract actions' permissions (PERM_CUSTOMER_PLATFORM).
 */
import { LINK_ACTIONS } from '../../contract/actions/links.ts';
import { deletePlatform, listThirdPartySales, updatePlatform } from '../../contract/actions/platforms.ts';
import { recordAction } from '../record.ts';

/** What the platform screen lets its commands do. */
export interface PlatformScreen {
  edit(): void;
  remove(): void;
  linkMachines(): void;
  restrictProducts(): void;
  sales(): void;
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
  recordAction<PlatformScreen>({
    id: 'list.platform_sales', title: 'Sales of this platform', keywords: ['external orders'],
    action: listThirdPartySales, run: (screen) => screen.sales(),
  }),
];
