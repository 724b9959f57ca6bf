/**
 * Where a record opens, for screens that link to records of other features: the view
 * screen a route declared for the record's kind (`record` in the route table, generated
 * into `recordPaths`), and the overview a warehouse order row opens.
 */
import type { OrderKind } from '../../contract/actions/warehouse-orders.ts';
import { paths, recordPaths } from './paths.ts';
import type { EntityKind } from '../../contract/entities.ts';

/** The screen of an audited record (an action-history row's `entity` and `entity_id`), if its kind has one. */
export function recordHref(entity: string, id: number | null): string | undefined {
  if (!id) return undefined;
  return recordPaths[entity as EntityKind]?.(id);
}

const OVERVIEWS: Partial<Record<OrderKind, (id: number) => string>> = {
  material_transfer: paths.materialTransferOverview,
  supplier_return: paths.supplierReturnOverview,
  request_order: paths.requestOrder,
  bin_discarded: paths.discardedBinOverview,
  store_return: paths.storeReturnOrder,
  shipping_order: paths.shipping,
  kit_transfer: paths.kitTransfer,
  package_transfer: paths.packageTransfer,
};

/** The overview a warehouse order row opens, where one exists yet. */
export const overviewOf = (row: { kind: OrderKind; id: number }): string | null => OVERVIEWS[row.kind]?.(row.id) ?? null;
