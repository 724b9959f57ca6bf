/** /deletedVm/{id}: the read-only record of a machine taken out of service, with its last known slots. */
import { Link } from 'wouter';
import { getVendingMachine } from '../../../contract/actions/vending-machines.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { withQuery } from '../../platform/with-query.ts';
import { formatDate } from '../../ui/index.ts';
import { MachineDetails, SlotGrid } from './machine-parts.tsx';

export default function DeletedMachineScreen() {
  const record = useRouteRecord(getVendingMachine);
  if (record.status !== 'ready') {
    return <RecordFallback state={record} what="vending machine" back={{ href: withQuery(paths.vm(), { view: 'deleted' }), label: 'Back to deleted machines' }} />;
  }
  const machine = record.data;

  return (
    <div className="space-y-4">
      {machine.deleted_at ? (
        <p role="status" className="rounded-xl border border-slate-200 bg-slate-100 px-4 py-3 text-sm text-slate-700">
          Deleted on {formatDate(machine.deleted_at)}. Its orders stay in{' '}
          <Link href={withQuery(paths.orders(), { machine: machine.id })} className="text-indigo-700 underline">
            Orders
          </Link>
          .
        </p>
      ) : (
        <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          This machine is in service.{' '}
          <Link href={paths.vmById(machine.id)} className="font-medium underline">
            Open it
          </Link>
        </p>
      )}
      <MachineDetails machine={machine} title={`${machine.name} (deleted)`} />
      <section className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="font-semibold text-slate-900">Slots when deleted</h2>
        <SlotGrid slots={machine.slots} columns={machine.columns} />
      </section>
    </div>
  );
}
