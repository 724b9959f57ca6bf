/**
 * The six two-sided link screens (/link-refill-partner, /link-warehouse-manager,
 * /link-warehouse-wm, /link-vm, /link-warehouse, /link-vehicle and their /edit-link-… paths):
 * the side and path come from the address, the rest is the link kit's (src/platform/links).
 * The add path chooses new links; the edit path changes the flags of existing ones.
 */
import { useLocation } from 'wouter';
import { linkSideOfPath, type LinkSideId } from '../../../contract/links.ts';
import { paths } from '../../platform/paths.ts';
import { LinkPanel } from '../../platform/links/LinkPanel.tsx';
import { useIdParam } from '../../platform/record/parse-id.ts';
import { NO_RECORD_MESSAGE } from '../../platform/record/useRecord.ts';

/** The six sides of this screen (negative items and platforms have their own screens). */
const EDIT_PATH: Partial<Record<LinkSideId, (id: number) => string>> = {
  warehouse_refill_partners: paths.editLinkRefillPartner,
  warehouse_managers: paths.editLinkWarehouseManager,
  manager_warehouses: paths.editLinkWarehouseWm,
  partner_machines: paths.editLinkVm,
  partner_warehouses: paths.editLinkWarehouse,
  partner_vehicles: paths.editLinkVehicle,
};

export default function LinkScreen() {
  const [location, navigate] = useLocation();
  const id = useIdParam();
  const found = linkSideOfPath(location);
  if (!found || id === null) return <p role="alert" className="text-sm text-red-700">{NO_RECORD_MESSAGE}</p>;
  const { side, edit } = found;
  return (
    <LinkPanel
      key={`${side}-${id}-${edit}`}
      side={side}
      ownerId={id}
      edit={edit}
      onEditRow={() => navigate(EDIT_PATH[side]?.(id) ?? location)}
    />
  );
}
