/**
 * /supplier/{id}: one supplier (domain.md §3) with its product terms; Edit, Change email and
 * Delete as buttons and palette commands, offered to the roles whose permissions allow them.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { SUPPLIER_MESSAGES, deleteSupplier, getSupplier } from '../../../contract/actions/suppliers.ts';
import { SUPPLIER_ACTIONS } from '../../../commands/records/suppliers.ts';
import { listSupplierReturns } from '../../../contract/actions/supplier-returns.ts';
import { orderStatus } from '../../../contract/statuses.ts';
import { hasAnyPermission } from '../../../contract/permissions.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { useRecord, useRouteRecord } from '../../platform/record/useRecord.ts';
import { withQuery } from '../../platform/with-query.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { CellLink, DetailList, LinkButton, StatusBadge, formatDate, formatMoney } from '../../ui/index.ts';
import { StaticTable } from '../../ui/table/StaticTable.tsx';
import { ChangeEmailDialog } from './ChangeEmailDialog.tsx';

export default function SupplierScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getSupplier);
  const [changingEmail, setChangingEmail] = useState(false);
  const [remove, deleteDialog] = useDeleteRecord(deleteSupplier, {
    text: (r: { company_name: string }) => `You want to delete ${r.company_name}.`,
    success: SUPPLIER_MESSAGES.deleted,
    onDeleted: () => navigate(paths.suppliers()),
  });
  const data = record.status === 'ready' ? record.data : null;
  const permissions = usePermissions();
  const returns = useRecord(
    listSupplierReturns, data ? { supplier_id: data.id, limit: 10, sortBy: 'created_at', sortDir: 'DESC' } : null,
    { enabled: hasAnyPermission(permissions, listSupplierReturns.permissions), quiet: true },
  );
  const actions = useRecordActions(SUPPLIER_ACTIONS, {
    edit: () => data && navigate(paths.editSupplier(data.id)),
    changeEmail: () => data && setChangingEmail(true),
    remove: () => data && void remove(data),
    returnProducts: () => data && navigate(withQuery(paths.addSupplierReturn(), { supplierId: String(data.id) })),
  });
  if (!data) return <RecordFallback state={record} what="supplier" back={{ href: paths.suppliers(), label: 'Back to suppliers' }} />;
  const edit = actions['edit.supplier']!;
  const changeEmail = actions['change_email.supplier']!;
  const del = actions['delete.supplier']!;
  const giveBack = actions['return.supplier']!;

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <DetailList
        title={data.company_name}
        actions={
          <>
            <GateButton gate={edit}>Edit</GateButton>
            <GateButton gate={changeEmail}>Change email</GateButton>
            <GateButton gate={giveBack}>Return products</GateButton>
            <GateButton gate={del} variant="danger">Delete</GateButton>
          </>
        }
        items={[
          { label: 'Company name', value: data.company_name },
          { label: 'Contact person name', value: data.contact_person_name },
          { label: 'Email', value: data.email_id },
          { label: 'Mobile number', value: data.mobile_number },
          { label: 'Country', value: data.country },
          { label: 'State', value: data.state },
          { label: 'City', value: data.city },
          { label: 'Billing address', value: data.billing_address },
          { label: 'Shipping address', value: data.shipping_address },
          { label: 'Bank name', value: data.bank_name },
          { label: 'IFSC code', value: data.ifsc_code },
          { label: 'Account number', value: data.account_number },
          { label: 'Created', value: formatDate(data.created_at) },
          { label: 'Last Updated', value: formatDate(data.updated_at) },
        ]}
      />
      <section className="space-y-2">
        <h2 className="font-semibold text-slate-900">Product terms</h2>
        <StaticTable
          label="Product terms"
          rows={data.product_terms.map((t) => ({ ...t, id: t.product_id }))}
          columns={[
            { key: 'sku', header: 'SKU', render: (t) => <span className="font-mono">{t.sku}</span> },
            { key: 'name', header: 'Name', render: (t) => t.name },
            { key: 'selling_price', header: 'Selling Price', align: 'right', render: (t) => formatMoney(t.selling_price) },
            { key: 'net_weight', header: 'Net Weight', render: (t) => t.net_weight },
            { key: 'min_quantity', header: 'Minimum Quantity to be Bought', align: 'right', render: (t) => String(t.min_quantity) },
            { key: 'price_per_quantity', header: 'Price per Quantity', align: 'right', render: (t) => formatMoney(t.price_per_quantity) },
          ]}
        />
      </section>
      {returns.data && (
        <section className="space-y-2">
          <h2 className="font-semibold text-slate-900">Latest supplier returns</h2>
          <StaticTable
            label="Supplier returns"
            rows={returns.data}
            columns={[
              { key: 'order_id', header: 'Order ID', render: (r) => <CellLink href={paths.supplierReturnOverview(r.id)} className="font-mono text-indigo-700 hover:underline">{r.order_id}</CellLink> },
              { key: 'warehouse', header: 'Warehouse', render: (r) => r.warehouse.name },
              { key: 'status', header: 'Status', render: (r) => <StatusBadge status={orderStatus(r.status)} /> },
              { key: 'stock', header: 'Quantity', align: 'right', render: (r) => String(r.stock) },
              { key: 'amount', header: 'Amount', align: 'right', render: (r) => formatMoney(r.amount) },
              { key: 'created_at', header: 'Date created', render: (r) => formatDate(r.created_at) },
            ]}
          />
        </section>
      )}
      <LinkButton href={paths.suppliers()} variant="secondary">Back to suppliers</LinkButton>
      {changingEmail && (
        <ChangeEmailDialog
          supplier={data}
          onClose={(changed) => {
            setChangingEmail(false);
            if (changed) record.reload();
          }}
        />
      )}
      {deleteDialog}
    </div>
  );
}
