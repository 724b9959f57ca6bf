/**
 * /franchise/{franchiseId}/store/{storeId}: one store — its address, its location as latitude
 * and longitude, its store managers, the machines served from it and a link to its inventory —
 * with Edit and Delete as buttons and palette commands.
 */
import { Link, useLocation } from 'wouter';
import { STORE_VIEW_ACTIONS } from '../../../commands/records/stores.ts';
import { STORE_MESSAGES, deleteStore } from '../../../contract/actions/stores.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { useMayOpen } from '../../platform/routes/route-table.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useIdParam } from '../../platform/record/parse-id.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { DetailList, LinkButton, formatDate } from '../../ui/index.ts';
import { useFranchiseStore } from './useFranchiseStore.ts';

const place = (...parts: string[]) => parts.filter(Boolean).join(', ');

export default function StoreScreen() {
  const [, navigate] = useLocation();
  const franchiseId = useIdParam('franchiseId');
  const record = useFranchiseStore();
  const mayOpen = useMayOpen();
  const data = record.status === 'ready' ? record.data : null;
  const back = franchiseId ? { href: paths.franchiseStores(franchiseId), label: 'Back to the franchise\'s stores' } : { href: paths.stores(), label: 'Back to stores' };
  const [remove, deleteDialog] = useDeleteRecord(deleteStore, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: STORE_MESSAGES.deleted,
    onDeleted: () => navigate(back.href),
  });
  const actions = useRecordActions(STORE_VIEW_ACTIONS, {
    canDelete: !!data && data.managers.length === 0 && data.machines.length === 0,
    edit: () => data && navigate(paths.franchiseEditStore(data.franchise.id, data.id)),
    remove: () => data && void remove(data),
    createReturn: () => data && navigate(paths.franchiseStoreCreateStoreReturn(data.franchise.id, data.id)),
    generateOrder: () => data && navigate(paths.generateStoreOrder(data.id)),
  });
  if (!data) return <RecordFallback state={record} what="store" back={back} />;
  const edit = actions['edit.store']!;
  const del = actions['delete.store']!;
  const createReturn = actions['create_return.store']!;
  const generateOrder = actions['generate_order.store']!;

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <DetailList
        title={data.name}
        actions={
          <>
            <GateButton gate={edit}>Edit</GateButton>
            <GateButton gate={createReturn}>Create store return</GateButton>
            <GateButton gate={generateOrder}>Generate store order</GateButton>
            <GateButton gate={del} variant="danger">Delete</GateButton>
          </>
        }
        items={[
          { label: 'Franchise', value: <Link href={paths.franchiseStores(data.franchise.id)} className="text-indigo-700 hover:underline">{data.franchise.name}</Link> },
          { label: 'Status', value: data.is_active ? 'Active' : 'Inactive' },
          { label: 'Address', value: place(data.address_line_1, data.address_line_2) },
          { label: 'City', value: data.city },
          { label: 'State', value: data.state },
          { label: 'Country', value: data.country },
          { label: 'Pincode', value: data.pincode },
          { label: 'Location', value: data.latitude === null || data.longitude === null ? null : `${data.latitude}, ${data.longitude}` },
          { label: 'Created', value: formatDate(data.created_at) },
          { label: 'Last Updated', value: formatDate(data.updated_at) },
        ]}
      />
      <section aria-labelledby="store-managers" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="store-managers" className="mb-3 font-semibold text-slate-900">Store managers</h2>
        {data.managers.length ? (
          <ul className="space-y-1">
            {data.managers.map((m) => (
              <li key={m.id}><Link href={paths.user(m.id)} className="text-indigo-700 underline underline-offset-2">{m.name}</Link> <span className="text-slate-500">{m.email}</span></li>
            ))}
          </ul>
        ) : <p className="text-slate-500">No store manager works at this store.</p>}
      </section>
      <section aria-labelledby="store-machines" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="store-machines" className="mb-3 font-semibold text-slate-900">Machines served from this store</h2>
        {data.machines.length ? (
          <ul className="space-y-1">
            {data.machines.map((m) => (
              <li key={m.id}><Link href={paths.vmById(m.id)} className="text-indigo-700 underline underline-offset-2">{m.name}</Link> <span className="text-slate-500">{m.code}</span></li>
            ))}
          </ul>
        ) : <p className="text-slate-500">No machine is served from this store.</p>}
      </section>
      <div className="flex gap-3">
        {mayOpen(paths.storeInventory(data.id)) && <LinkButton href={paths.storeInventory(data.id)} variant="secondary">Store inventory</LinkButton>}
        <LinkButton href={back.href} variant="secondary">{back.label}</LinkButton>
      </div>
      {deleteDialog}
    </div>
  );
}
