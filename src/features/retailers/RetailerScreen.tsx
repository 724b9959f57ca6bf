/**
 * /retailer/{id}: one retailer — its details, its admins and the machines it runs (a count and
 * the first few, each linking to its machine) — with Edit and Delete as buttons and palette
 * commands. Delete is offered only once no admins or machines belong to it (the server refuses
 * it otherwise, saying why); until then the screen says what keeps it.
 */
import { useLocation } from 'wouter';
import { RETAILER_MESSAGES, deleteRetailer, getRetailer } from '../../../contract/actions/retailers.ts';
import { RETAILER_ACTIONS, retailerGates } from '../../../commands/records/retailers.ts';
import { vmStatus } from '../../../contract/statuses.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { CellLink, DetailList, LinkButton, StatusBadge, formatDate } from '../../ui/index.ts';
import { StaticTable } from '../../ui/table/StaticTable.tsx';
import { retailerStatus } from './retailerStatus.ts';

export default function RetailerScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const record = useRouteRecord(getRetailer);
  const [remove, deleteDialog] = useDeleteRecord(deleteRetailer, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: RETAILER_MESSAGES.deleted,
    onDeleted: () => navigate(paths.retailers()),
  });
  const data = record.status === 'ready' ? record.data : null;
  const actions = useRecordActions(RETAILER_ACTIONS, {
    ...retailerGates(data),
    edit: () => data && navigate(paths.editRetailer(data.id)),
    remove: () => data && void remove(data),
  });
  if (!data) return <RecordFallback state={record} what="retailer" back={{ href: paths.retailers(), label: 'Back to retailers' }} />;
  const edit = actions['edit.retailer']!;
  const del = actions['delete.retailer']!;
  const seesMachines = permissions.includes('PERM_VIEW_VENDING_MACHINE');
  const seesAdmins = permissions.includes('PERM_VIEW_RETAILER_ADMIN');
  const keeps = !retailerGates(data).canDelete && permissions.includes('PERM_DELETE_RETAILER_ENTITY');

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <DetailList
        title={data.name}
        actions={
          <>
            <GateButton gate={edit}>Edit</GateButton>
            <GateButton gate={del} variant="danger">Delete</GateButton>
          </>
        }
        items={[
          { label: 'Name', value: data.name },
          { label: 'Status', value: <StatusBadge status={retailerStatus(data.is_active)} /> },
          { label: 'Contact person name', value: data.contact_person_name },
          { label: 'Email', value: data.email },
          { label: 'Mobile number', value: data.mobile_number },
          { label: 'Address line 1', value: data.address_line_1 },
          { label: 'Address line 2', value: data.address_line_2 },
          { label: 'Country', value: data.country },
          { label: 'State', value: data.state },
          { label: 'City', value: data.city },
          { label: 'Pincode', value: data.pincode },
          { label: 'Created', value: formatDate(data.created_at) },
          { label: 'Last Updated', value: formatDate(data.updated_at) },
        ]}
      />
      {keeps && <p className="text-sm text-slate-600">{RETAILER_MESSAGES.inUse(data.admins_count, data.machines_count)}</p>}
      <section className="space-y-2">
        <h2 className="font-semibold text-slate-900">Admins ({data.admins_count})</h2>
        {data.admins.length === 0 ? <p className="text-sm text-slate-500">{RETAILER_MESSAGES.noAdmins}</p> : (
          <StaticTable
            label="Retailer admins"
            rows={data.admins}
            columns={[
              {
                key: 'name', header: 'Name',
                render: (a) => {
                  const name = `${a.first_name} ${a.last_name}`.trim();
                  return seesAdmins ? <CellLink href={paths.user(a.id)} className="text-indigo-700 hover:underline">{name}</CellLink> : name;
                },
              },
              { key: 'email', header: 'Email', render: (a) => a.email },
              { key: 'mobile_number', header: 'Mobile Number', render: (a) => a.mobile_number },
              { key: 'status', header: 'Status', render: (a) => (a.is_active ? 'Active' : 'Inactive') },
            ]}
          />
        )}
      </section>
      <section className="space-y-2">
        <h2 className="font-semibold text-slate-900">Machines ({data.machines_count})</h2>
        {data.machines.length === 0 ? <p className="text-sm text-slate-500">{RETAILER_MESSAGES.noMachines}</p> : (
          <>
            <StaticTable
              label="Retailer machines"
              rows={data.machines}
              columns={[
                {
                  key: 'code', header: 'Code',
                  render: (m) => seesMachines
                    ? <CellLink href={paths.vmById(m.id)} className="font-mono text-indigo-700 hover:underline">{m.code}</CellLink>
                    : <span className="font-mono">{m.code}</span>,
                },
                { key: 'name', header: 'Name', render: (m) => m.name },
                { key: 'city', header: 'City', render: (m) => m.city },
                { key: 'status', header: 'Status', render: (m) => <StatusBadge status={vmStatus(m.status)} /> },
              ]}
            />
            {data.machines_count > data.machines.length && (
              <p className="text-sm text-slate-500">Showing {data.machines.length} of {data.machines_count} machines.</p>
            )}
          </>
        )}
      </section>
      <LinkButton href={paths.retailers()} variant="secondary">Back to retailers</LinkButton>
      {deleteDialog}
    </div>
  );
}
