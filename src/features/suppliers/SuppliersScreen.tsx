/**
 * /suppliers (domain.md §2): the company's suppliers, 20 a page (§9), paged, sorted and searched
 * on the server, filtered by country and created date with the filters in the URL, exported as CSV.
 */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { listCountries } from '../../../contract/actions/places.ts';
import { SUPPLIER_MESSAGES, deleteSupplier, listSuppliers } from '../../../contract/actions/suppliers.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { paths } from '../../platform/paths.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRecord } from '../../platform/record/useRecord.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { CellLink, DataTable, FilterBar, LinkButton, columnsFor, formatDate, useFilters, useListQuery, type FilterDef } from '../../ui/index.ts';

const columns = columnsFor(listSuppliers, [
  {
    key: 'company_name',
    header: 'Company Name',
    sortKey: 'company_name',
    render: (r) => <CellLink href={paths.supplier(r.id)} className="text-indigo-700 hover:underline">{r.company_name}</CellLink>,
    csv: (r) => r.company_name,
  },
  { key: 'contact_person_name', header: 'Contact Person', sortKey: 'contact_person_name' },
  { key: 'email_id', header: 'Email', sortKey: 'email_id' },
  { key: 'mobile_number', header: 'Mobile Number' },
  { key: 'city', header: 'City', sortKey: 'city' },
  { key: 'state', header: 'State' },
  { key: 'country', header: 'Country' },
  { key: 'created_at', header: 'Created', sortKey: 'created_at', render: (r) => formatDate(r.created_at), csv: (r) => r.created_at },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at), csv: (r) => r.updated_at },
]);

export default function SuppliersScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const countries = useRecord(listCountries, {}, { quiet: true });
  const defs = useMemo<FilterDef[]>(
    () => [
      { kind: 'date', key: 'created', label: 'Created' },
      { kind: 'multi', key: 'country', label: 'Country', options: (countries.data ?? []).map((c) => ({ id: c.name, name: c.name })) },
    ],
    [countries.data],
  );
  const filters = useFilters(defs);
  const query = useListQuery(listSuppliers, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    pageSize: LARGE_PAGE_SIZE,
    filters: { country: filters.strings('country'), ...filters.range('created') },
  });
  const [remove, deleteDialog] = useDeleteRecord(deleteSupplier, {
    text: (r: { company_name: string }) => `You want to delete ${r.company_name}.`,
    success: SUPPLIER_MESSAGES.deleted,
    onDeleted: query.reload,
  });
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="Suppliers"
        exportName="suppliers"
        searchPlaceholder="Search company, contact, email, mobile or city"
        pager="filter-bar"
        onOpen={(r) => navigate(paths.supplier(r.id))}
        onEdit={(r) => navigate(paths.editSupplier(r.id))}
        onDelete={remove}
        canEdit={() => permissions.includes('PERM_UPDATE_SUPPLIER')}
        canDelete={() => permissions.includes('PERM_DELETE_SUPPLIER')}
        actions={permissions.includes('PERM_ADD_SUPPLIER') && <LinkButton href={paths.addSupplier()}>Add supplier</LinkButton>}
      />
      {deleteDialog}
    </div>
  );
}
