/**
 * /link-item/{id}, /edit-link-item/{id} (its products) and /link-vm-negative-item/{id},
 * /edit-vm-negative-item/{id} (its machines): the link kit's panel under the item's name. The add
 * path links in bulk ("Negative Item Linked Successfully"); the edit path links too ("Edit Negative
 * Item Linked Successfully") and removes links.
 */
import { useLocation } from 'wouter';
import { getNegativeItem } from '../../../contract/actions/negative-items.ts';
import type { LinkSideId } from '../../../contract/links.ts';
import { paths } from '../../platform/paths.ts';
import { LinkPanel } from '../../platform/links/LinkPanel.tsx';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { LinkButton } from '../../ui/index.ts';

function sideOf(path: string): { side: LinkSideId; edit: boolean } {
  if (path.startsWith('/edit-vm-negative-item/')) return { side: 'negative_item_machines', edit: true };
  if (path.startsWith('/link-vm-negative-item/')) return { side: 'negative_item_machines', edit: false };
  return { side: 'negative_item_products', edit: path.startsWith('/edit-link-item/') };
}

const EDIT_PATH = { negative_item_products: paths.editLinkItem, negative_item_machines: paths.editVmNegativeItem } as Record<LinkSideId, (id: number) => string>;

export default function NegativeItemLinksScreen() {
  const [location, navigate] = useLocation();
  const record = useRouteRecord(getNegativeItem);
  if (record.status !== 'ready') return <RecordFallback state={record} what="negative item" back={{ href: paths.negativeItems(), label: 'Back to negative items' }} />;
  const { side, edit } = sideOf(location);
  const item = record.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">Negative item <span className="font-medium">{item.name}</span></p>
      <LinkPanel key={`${side}-${item.id}-${edit}`} side={side} ownerId={item.id} edit={edit} onEditRow={() => navigate(EDIT_PATH[side]!(item.id))} />
      <LinkButton href={paths.viewNegativeItem(item.id)} variant="secondary">View links</LinkButton>
    </div>
  );
}
