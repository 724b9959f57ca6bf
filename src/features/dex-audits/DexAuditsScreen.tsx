/** /dex-audits: the DEX audits the caller may see, paged on the server, searchable, exported as CSV. */
import { useLocation } from 'wouter';
import { listDexAudits } from '../../../contract/actions/dex-audits.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { paths } from '../../platform/paths.ts';
import { CellLink, DataTable, columnsFor, formatDate, useListQuery } from '../../ui/index.ts';

const columns = columnsFor(listDexAudits, [
  { key: 'machine_name', header: 'Machine', render: (r) => r.machine_name ?? 'Unmatched', csv: (r) => r.machine_name ?? '' },
  {
    key: 'serial',
    header: 'Serial', sortKey: 'serial',
    render: (r) => <CellLink href={paths.dexAudit(r.id)} className="text-indigo-700 hover:underline">{r.serial}</CellLink>,
    csv: (r) => r.serial,
  },
  { key: 'read_at', header: 'Read at', sortKey: 'read_at', render: (r) => formatDate(r.read_at), csv: (r) => r.read_at },
  { key: 'paid_vends', header: 'Paid vends', sortKey: 'paid_vends' },
]);

export default function DexAuditsScreen() {
  const [, navigate] = useLocation();
  const query = useListQuery(listDexAudits, { defaultSort: { sortBy: 'read_at', sortDir: 'DESC' }, pageSize: LARGE_PAGE_SIZE });
  return (
    <DataTable
      query={query}
      columns={columns}
      label="DEX audits"
      exportName="dex-audits"
      searchPlaceholder="Search DEX audits"
      onOpen={(r) => navigate(paths.dexAudit(r.id))}
    />
  );
}
