/** /dex-audit/{id}: one DEX audit, its header and totals (the screens helper builds the rest). */
import { getDexAudit } from '../../../contract/actions/dex-audits.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, LinkButton, formatDate } from '../../ui/index.ts';

export default function DexAuditScreen() {
  const record = useRouteRecord(getDexAudit);
  const data = record.status === 'ready' ? record.data : null;
  if (!data) return <RecordFallback state={record} what="DEX audit" back={{ href: paths.dexAudits(), label: 'Back to DEX audits' }} />;
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <DetailList
        title={`DEX audit ${data.serial}`}
        items={[
          { label: 'Machine', value: data.machine_name ?? 'Unmatched' },
          { label: 'Serial', value: data.serial },
          { label: 'Read at', value: formatDate(data.read_at) },
          { label: 'Paid vends', value: String(data.paid_vends) },
          { label: 'File name', value: data.file_name },
        ]}
      />
      <LinkButton href={paths.dexAudits()} variant="secondary">Back to DEX audits</LinkButton>
    </div>
  );
}
