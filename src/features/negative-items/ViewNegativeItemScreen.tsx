/**
 * /view-negative-item/{id}: what a negative item blocks — its linked products and machines,
 * read-only, under its name and where it stands now. Changing them is the link screens' job
 * (/link-item, /link-vm-negative-item); the overview with its actions is /negative-item/{id}.
 */
import { getNegativeItem } from '../../../contract/actions/negative-items.ts';
import { LINK_ACTIONS } from '../../../contract/actions/links.ts';
import { NEGATIVE_ITEM_STATE_COLOURS } from '../../../contract/negative-items.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DataTable, LinkButton, StatusBadge, columnsFor, formatDate, useListQuery } from '../../ui/index.ts';

const columns = columnsFor(LINK_ACTIONS.negative_item_products.list, [
  { key: 'name', header: 'Name', sortKey: 'name', className: 'font-medium text-slate-900' },
  { key: 'detail', header: 'Detail' },
]);

export default function ViewNegativeItemScreen() {
  const record = useRouteRecord(getNegativeItem);
  const ready = record.status === 'ready';
  const id = ready ? record.data.id : 0;
  const productsQuery = useListQuery(LINK_ACTIONS.negative_item_products.list, {
    defaultSort: { sortBy: 'name', sortDir: 'ASC' }, filters: { id, linked: true }, urlKey: 'products', enabled: ready,
  });
  const machinesQuery = useListQuery(LINK_ACTIONS.negative_item_machines.list, {
    defaultSort: { sortBy: 'name', sortDir: 'ASC' }, filters: { id, linked: true }, urlKey: 'machines', enabled: ready,
  });
  if (!ready) return <RecordFallback state={record} what="negative item" back={{ href: paths.negativeItems(), label: 'Back to negative items' }} />;
  const data = record.data;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{data.name}</h2>
        <StatusBadge status={{ name: data.state, colour: NEGATIVE_ITEM_STATE_COLOURS[data.state] }} />
        <span className="text-sm text-slate-600">{formatDate(data.start_date)} to {formatDate(data.end_date)}</span>
      </header>
      <section className="space-y-2" aria-label="Blocked products">
        <h3 className="font-semibold text-slate-900">Products</h3>
        <DataTable query={productsQuery} columns={columns} label="Products of the negative item" searchPlaceholder="Search name or SKU" />
        <LinkButton href={paths.linkItem(data.id)} variant="secondary">Link products</LinkButton>
      </section>
      <section className="space-y-2" aria-label="Machines it blocks on">
        <h3 className="font-semibold text-slate-900">Vending machines</h3>
        <DataTable query={machinesQuery} columns={columns} label="Vending machines of the negative item" searchPlaceholder="Search name or code" />
        <LinkButton href={paths.linkVmNegativeItem(data.id)} variant="secondary">Link machines</LinkButton>
      </section>
      <LinkButton href={paths.negativeItem(data.id)} variant="secondary">Back to negative item</LinkButton>
    </div>
  );
}
