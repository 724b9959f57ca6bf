/**
 * The link screens' commands from a warehouse's view (issue 40): "Link refill partners" and
 * "Link warehouse managers" open /link-refill-partner/{id} and /link-warehouse-manager/{id}.
 * Their permissions come from the link actions.
 */
import { LINK_ACTIONS } from '../../contract/actions/links.ts';
import { recordAction } from '../record.ts';

/** What the warehouse screen lets the link commands do. */
export interface WarehouseLinksView {
  linkPartners(): void;
  linkManagers(): void;
}

export const WAREHOUSE_LINK_ACTIONS = [
  recordAction<WarehouseLinksView>({
    id: 'link.warehouse_refill_partners', title: 'Link refill partners', keywords: ['assign partner', 'refillers of this warehouse'],
    action: LINK_ACTIONS.warehouse_refill_partners.write, run: (v) => v.linkPartners(),
  }),
  recordAction<WarehouseLinksView>({
    id: 'link.warehouse_managers', title: 'Link warehouse managers', keywords: ['assign manager', 'manager access'],
    action: LINK_ACTIONS.warehouse_managers.write, run: (v) => v.linkManagers(),
  }),
];
