/** /vm/{id}: a machine's details and its slots (motor_activated, item_layout_max, quantity per slot). */
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { MACHINE_CONFIG_ACTIONS } from '../../../commands/records/machine-config.ts';
import { PLANOGRAM_CHANGE_ACTIONS } from '../../../commands/records/planogram-change.ts';
import { MACHINE_REFILL_ACTIONS } from '../../../commands/records/refill-plans.ts';
import { TEST_VEND_ACTIONS } from '../../../commands/records/test-vend.ts';
import { getVendingMachine } from '../../../contract/actions/vending-machines.ts';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { withQuery } from '../../platform/with-query.ts';
import { applyPlanogram, planogramChoices } from './apply-planogram.ts';
import { MachineDetails, useMachineLiveReload } from './machine-parts.tsx';
import { MachineCoils } from './MachineCoils.tsx';
import { MachineEvents } from './MachineEvents.tsx';
import { MachineReport } from './MachineReport.tsx';
import { Button } from '../../ui/index.ts';
import { MachineStatusControl } from './MachineStatusControl.tsx';

// The dialog carries headlessui: loaded when opened, not with the machine view.
const TestVendDialog = lazy(() => import('./TestVendDialog.tsx').then((m) => ({ default: m.TestVendDialog })));

const linkClass = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50';

export default function MachineScreen() {
  const record = useRouteRecord(getVendingMachine);
  useMachineLiveReload(record.id, record.reload);
  // Issue 38: "Edit machine" (/edit-vm/{id}), from the palette and the header.
  const [, navigate] = useLocation();
  const edit = useRecordActions(MACHINE_CONFIG_ACTIONS, { edit: () => record.id !== null && navigate(paths.editVm(record.id)) })['edit.vending_machine']!;
  // "Change planogram": /change-planogram-multiple-vm with this machine ticked (and found by its code).
  const live = record.status === 'ready' && !record.data.deleted_at ? record.data : null;
  const changePlanogram = useRecordActions(PLANOGRAM_CHANGE_ACTIONS, {
    canChangePlanogram: live !== null,
    changePlanogram: () => live && navigate(withQuery(paths.changePlanogramMultipleVm(), { machine: live.id, q: live.code })),
    planogramChoices: () => (live ? planogramChoices(live) : Promise.resolve([])),
    applyPlanogram: (templateId) => live && void applyPlanogram(live.id, templateId, record.reload),
  })['change.planogram_multiple_vms.machine']!;
  // Issue 39: "Add refill plan" (/add-refill-plan?vmId=), from the palette and the header.
  const loaded = record.status === 'ready' ? record.data : null;
  const addRefill = useRecordActions(MACHINE_REFILL_ACTIONS, {
    canAddRefillPlan: Boolean(loaded && !loaded.deleted_at),
    addRefillPlan: () => loaded && navigate(withQuery(paths.addRefillPlan(), { vmId: loaded.id })),
  })['add_refill_plan.vending_machine']!;
  // Issue 42: "Test vend", a real priced vend from the palette and the header.
  const [testVending, setTestVending] = useState(false);
  const testVend = useRecordActions(TEST_VEND_ACTIONS, {
    // Only a machine in service (Active) vends; the server says so too.
    canTestVend: Boolean(loaded && !loaded.deleted_at && loaded.status === 1 && loaded.slots.some((s) => s.product && s.quantity > 0)),
    openTestVend: () => setTestVending(true),
  })['create.test_vend']!;
  if (record.status !== 'ready') return <RecordFallback state={record} what="vending machine" back={{ href: paths.vm(), label: 'Back to vending machines' }} />;
  const machine = record.data;

  return (
    <div className="space-y-4">
      {machine.deleted_at && (
        <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          This machine has been deleted.{' '}
          <Link href={paths.deletedVm(machine.id)} className="font-medium underline">
            Open its deleted record
          </Link>
        </p>
      )}
      <MachineDetails
        machine={machine}
        title={machine.name}
        actions={
          <>
            <MachineStatusControl machine={machine} onChanged={record.reload} />
            {edit.allowed && !machine.deleted_at && <Button variant="secondary" className="!py-1.5" onClick={edit.run}>Edit</Button>}
            {changePlanogram.allowed && <Button variant="secondary" className="!py-1.5" onClick={changePlanogram.run}>Change planogram</Button>}
            {addRefill.allowed && <Button variant="secondary" className="!py-1.5" onClick={addRefill.run}>Add refill plan</Button>}
            {testVend.allowed && <Button variant="secondary" className="!py-1.5" onClick={testVend.run}>Test vend</Button>}
            <Link href={paths.vmSnapshot(machine.id)} className={linkClass}>
              Live stock
            </Link>
            <Link href={withQuery(paths.orders(), { machine: machine.id })} className={linkClass}>
              Orders
            </Link>
            <Link href={paths.vmFeedback(machine.id)} className={linkClass}>Feedback</Link>
            <Link href={withQuery(paths.dexAudits(), { vending_machine_id: machine.id })} className={linkClass}>Audits</Link>
          </>
        }
      />
      <section className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="font-semibold text-slate-900">Planogram</h2>
        <MachineCoils machine={machine} onChanged={record.reload} />
      </section>
      <MachineReport machineId={machine.id} machineCode={machine.code} />
      {/* Keyed by the version, so a coil or status change shows its new event. */}
      <MachineEvents key={machine.version} machineId={machine.id} />
      {testVending && (
        <Suspense fallback={null}>
          <TestVendDialog machine={machine} onClose={(done) => { setTestVending(false); if (done) record.reload(); }} />
        </Suspense>
      )}
    </div>
  );
}
