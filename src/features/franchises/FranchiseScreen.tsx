/**
 * /franchise/{id}: one franchise — its details, its locations regrouped by state into cities,
 * its admins, warehouses, stores (a dependent franchise has none: "No store required for this
 * franchise") and machines — with Edit and Delete as buttons and palette commands. Delete is
 * offered only while nothing belongs to the franchise (the server refuses otherwise).
 */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { FRANCHISE_ACTIONS } from '../../../commands/records/franchises.ts';
import { FRANCHISE_MESSAGES, FRANCHISE_TYPE_NAMES, deleteFranchise, getFranchise } from '../../../contract/actions/franchises.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, LinkButton, StaticTable, StatusBadge, formatDate } from '../../ui/index.ts';
import { byState, franchiseStatus } from './franchise-parts.ts';

const link = 'text-indigo-700 hover:underline';

function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3 rounded-xl border border-slate-200 bg-white p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-semibold text-slate-900">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

export default function FranchiseScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getFranchise);
  const [remove, deleteDialog] = useDeleteRecord(deleteFranchise, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: FRANCHISE_MESSAGES.deleted,
    onDeleted: () => navigate(paths.franchises()),
  });
  const data = record.status === 'ready' ? record.data : null;
  const canDelete = Boolean(data && data.user_count === 0 && data.warehouses.length === 0 && data.stores.length === 0 && data.machine_count === 0);
  const actions = useRecordActions(FRANCHISE_ACTIONS, {
    canDelete,
    edit: () => data && navigate(paths.editFranchise(data.id)),
    remove: () => data && void remove(data),
  });
  if (!data) return <RecordFallback state={record} what="franchise" back={{ href: paths.franchises(), label: 'Back to franchises' }} />;
  const edit = actions['edit.franchise']!;
  const del = actions['delete.franchise']!;
  const states = byState(data.locations);

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
          { label: 'Type', value: FRANCHISE_TYPE_NAMES[data.type] },
          { label: 'Status', value: <StatusBadge status={franchiseStatus(data.is_active)} /> },
          { label: 'Company', value: data.company.name },
          { label: 'Created', value: formatDate(data.created_at) },
          { label: 'Last Updated', value: formatDate(data.updated_at) },
        ]}
      />

      <Section title="Locations" aside={<span className="text-sm text-slate-500">{states.length} states, {data.locations.length} cities</span>}>
        {states.length === 0 ? (
          <p className="text-sm text-slate-500">No locations yet.</p>
        ) : (
          <dl className="grid grid-cols-1 gap-x-8 gap-y-2 text-sm sm:grid-cols-2" data-testid="franchise-locations">
            {states.map((g) => (
              <div key={g.state} className="flex gap-3" data-testid={`state-${g.state}`}>
                <dt className="w-40 shrink-0 font-medium text-slate-700">{g.state}</dt>
                <dd className="text-slate-900">{g.cities.join(', ')}</dd>
              </div>
            ))}
          </dl>
        )}
      </Section>

      <StaticTable
        label="Admins"
        rows={data.admins}
        columns={[
          { key: 'name', header: 'Admins', render: (a) => <Link href={paths.user(a.id)} className={link}>{`${a.first_name} ${a.last_name}`.trim()}</Link> },
          { key: 'email', header: 'Email' },
          { key: 'role_name', header: 'Role' },
          { key: 'is_active', header: 'Status', render: (a) => <StatusBadge status={franchiseStatus(a.is_active)} /> },
        ]}
      />

      <StaticTable
        label="Warehouses"
        rows={data.warehouses}
        columns={[
          { key: 'name', header: 'Warehouses', render: (w) => <Link href={paths.warehouse(w.id)} className={link}>{w.name}</Link> },
          { key: 'city', header: 'City' },
          { key: 'state', header: 'State' },
        ]}
      />

      {data.type === 'DEPENDENT' ? (
        <Section title="Stores">
          <p className="text-sm text-slate-600" data-testid="no-store-required">{FRANCHISE_MESSAGES.noStoreRequired}</p>
        </Section>
      ) : (
        <StaticTable
          label="Stores"
          rows={data.stores}
          columns={[
            { key: 'name', header: 'Stores', render: (s) => <Link href={paths.franchiseStore(data.id, s.id)} className={link}>{s.name}</Link> },
            { key: 'city', header: 'City' },
          ]}
        />
      )}

      <Section
        title="Machines"
        aside={<Link href={paths.vm()} className={`text-sm ${link}`}>{data.machine_count === 1 ? '1 machine' : `${data.machine_count} machines`}</Link>}
      >
        {data.machines.length === 0 ? (
          <p className="text-sm text-slate-500">No machines yet.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
            {data.machines.map((m) => (
              <li key={m.id}>
                <Link href={paths.vmById(m.id)} className={link}>{m.name}</Link>
                <span className="text-slate-500"> · {m.code}{m.city ? ` · ${m.city}` : ''}</span>
              </li>
            ))}
          </ul>
        )}
        {data.machine_count > data.machines.length && (
          <p className="text-xs text-slate-500">Showing {data.machines.length} of {data.machine_count}.</p>
        )}
      </Section>

      <LinkButton href={paths.franchises()} variant="secondary">Back to franchises</LinkButton>
      {deleteDialog}
    </div>
  );
}
