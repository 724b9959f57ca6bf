/**
 * /dex-audit/{id}: one DEX audit: its header, totals, the interval against the machine's previous
 * audit, per-selection figures and warnings; the file as read downloads ("Download DEX file"), and
 * an unmatched audit is assigned to a machine ("Assign to machine"), both also from the palette.
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { DEX_AUDIT_ACTIONS } from '../../../commands/records/dex-audits.ts';
import { getDexAudit } from '../../../contract/actions/dex-audits.ts';
import { dexAuditGates } from '../../../machines/records/dexAudit.ts';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { useScreenCommands } from '../../platform/commands/useScreenCommands.ts';
import { DexStockCheck } from '../../platform/machines/DexStockCheck.tsx';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { Button, DetailList, LinkButton, StatusBadge, formatDate } from '../../ui/index.ts';
import { downloadText } from '../../ui/table/csv.ts';
import { AssignMachineDialog } from './AssignMachineDialog.tsx';
import { DexIntervalSection, DexSelections, DexTotals, DexWarnings } from './dex-audit-parts.tsx';
import { DEX_CHECKSUMS, DEX_KINDS, DEX_STATUS, entryOf } from './dex-labels.ts';

export default function DexAuditScreen() {
  const record = useRouteRecord(getDexAudit);
  const data = record.status === 'ready' ? record.data : null;
  const [assigning, setAssigning] = useState(false);
  const gates = useRecordActions(DEX_AUDIT_ACTIONS, {
    canAssign: data ? dexAuditGates(data).canAssign : false,
    assign: () => setAssigning(true),
  });
  const screen = useScreenCommands([{
    id: 'download.dex_audit', title: 'Download DEX file', keywords: ['raw audit', 'eva-dts text', 'save file'],
    permissions: getDexAudit.permissions, section: 'This screen',
    available: () => data !== null,
    run: () => {
      if (data) downloadText(data.file_name || `${data.serial}.dex`, data.raw, 'text/plain;charset=utf-8', false);
    },
  }]);
  if (!data) return <RecordFallback state={record} what="DEX audit" back={{ href: paths.dexAudits(), label: 'Back to DEX audits' }} />;
  const assign = gates['map.dex_audit']!;
  const download = screen['download.dex_audit']!;

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <DetailList
        title={`DEX audit ${data.serial || '(no serial)'}`}
        actions={
          <>
            {assign.allowed && <Button className="!py-1.5" onClick={assign.run}>Assign to machine</Button>}
            {download.allowed && <Button variant="secondary" className="!py-1.5" onClick={download.run}>Download DEX file</Button>}
          </>
        }
        items={[
          {
            label: 'Machine',
            value: data.vending_machine_id !== null
              ? <Link href={paths.vmById(data.vending_machine_id)} className="text-indigo-700 underline">{data.machine_name ?? `Machine ${data.vending_machine_id}`}</Link>
              : 'Unmatched',
          },
          { label: 'Status', value: <StatusBadge status={entryOf(DEX_STATUS, data.status)} /> },
          { label: 'Serial', value: <span className="font-mono">{data.serial || '--'}</span> },
          { label: 'Model', value: data.model },
          { label: 'Maker', value: data.maker },
          { label: 'Read at', value: formatDate(data.read_at) },
          { label: 'File', value: data.file_name },
          { label: 'Kind', value: entryOf(DEX_KINDS, data.source).name },
          { label: 'Checksum', value: entryOf(DEX_CHECKSUMS, data.checksum).name },
          { label: 'Currency', value: data.currency ? `${data.currency} (${data.decimals} decimal places)` : `${data.decimals} decimal places` },
          { label: 'Imported', value: formatDate(data.created_at) },
        ]}
      />
      <DexWarnings audit={data} />
      <div className="grid gap-4 md:grid-cols-2">
        <DexTotals audit={data} />
        <DexIntervalSection audit={data} />
      </div>
      <DexSelections audit={data} />
      {data.vending_machine_id !== null && <DexStockCheck machineId={data.vending_machine_id} auditId={data.id} />}
      <LinkButton href={paths.dexAudits()} variant="secondary">Back to DEX audits</LinkButton>
      {assigning && <AssignMachineDialog audit={data} onClose={(saved) => { setAssigning(false); if (saved) record.reload(); }} />}
    </div>
  );
}
