/**
 * /request-product/{id}: one product request — the product wanted, who asks, how urgent, when,
 * for which machine or store, its status with the catalogue team's remark and, once added, the
 * catalogue product. Review, Mark added, Decline, Reopen, Edit and Delete as buttons and palette
 * commands, offered as the status (machines/records/productRequest.ts) and the role allow.
 */
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { PRODUCT_REQUEST_ACTIONS, type ProductRequestView } from '../../../commands/records/product-requests.ts';
import {
  PRODUCT_REQUEST_MESSAGES, declineProductRequest, deleteProductRequest, getProductRequest, markProductRequestAdded, reopenProductRequest,
  reviewProductRequest,
} from '../../../contract/actions/product-requests.ts';
import { productRequestStatus } from '../../../contract/statuses.ts';
import { productRequestGates } from '../../../machines/records/productRequest.ts';
import { call } from '../../api/client.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { DetailList, LinkButton, StatusBadge, formatDate, toastError, toastSuccess } from '../../ui/index.ts';
import { StatusDialog, type StatusStep } from './StatusDialog.tsx';

const DONE: Record<StatusStep, string> = {
  review: PRODUCT_REQUEST_MESSAGES.reviewed,
  markAdded: PRODUCT_REQUEST_MESSAGES.added,
  decline: PRODUCT_REQUEST_MESSAGES.declined,
  reopen: PRODUCT_REQUEST_MESSAGES.reopened,
};

export default function ProductRequestScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const record = useRouteRecord(getProductRequest);
  const [step, setStep] = useState<StatusStep | null>(null);
  const [saving, setSaving] = useState(false);
  const [remove, deleteDialog] = useDeleteRecord(deleteProductRequest, {
    text: (r: { product_name: string }) => `You want to delete the request for ${r.product_name}.`,
    success: PRODUCT_REQUEST_MESSAGES.deleted,
    onDeleted: () => navigate(paths.productsRequested()),
  });
  const data = record.status === 'ready' ? record.data : null;
  const view: ProductRequestView = {
    ...productRequestGates(data?.status ?? ''),
    edit: () => data && navigate(paths.editRequestProduct(data.id)),
    remove: () => data && void remove(data),
    review: () => setStep('review'),
    markAdded: () => setStep('markAdded'),
    decline: () => setStep('decline'),
    reopen: () => setStep('reopen'),
  };
  const actions = useRecordActions(PRODUCT_REQUEST_ACTIONS, view);
  if (!data) return <RecordFallback state={record} what="product request" back={{ href: paths.productsRequested(), label: 'Back to requested products' }} />;

  const save = async (values: { remark: string; product_id: number | null }) => {
    if (!step) return;
    setSaving(true);
    const target = { id: data.id, version: data.version };
    const remark = values.remark || undefined;
    try {
      if (step === 'review') await call(reviewProductRequest, { ...target, remark });
      else if (step === 'markAdded') await call(markProductRequestAdded, { ...target, remark, product_id: values.product_id });
      else if (step === 'decline') await call(declineProductRequest, { ...target, remark: values.remark });
      else await call(reopenProductRequest, { ...target, remark });
      toastSuccess(DONE[step]);
      setStep(null);
      record.reload();
    } catch (error) {
      toastError(error);
      record.reload();
    } finally {
      setSaving(false);
    }
  };
  const button = (id: string, label: string, variant: 'secondary' | 'danger' | 'primary' = 'secondary') => <GateButton key={id} gate={actions[id]} variant={variant}>{label}</GateButton>;
  const requester = [data.requester_name, data.requester_mobile].filter(Boolean).join(', ');

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <DetailList
        title={`Request: ${data.product_name}`}
        actions={
          <>
            {button('review.product_request', 'Review')}
            {button('mark_added.product_request', 'Mark added', 'primary')}
            {button('decline.product_request', 'Decline', 'danger')}
            {button('reopen.product_request', 'Reopen')}
            {button('edit.product_request', 'Edit')}
            {button('delete.product_request', 'Delete', 'danger')}
          </>
        }
        items={[
          { label: 'Status', value: <StatusBadge status={productRequestStatus(data.status)} /> },
          { label: 'Product name', value: data.product_name },
          { label: 'Brand', value: data.brand_name || '--' },
          { label: 'Requester type', value: data.requester_type },
          { label: 'Requester', value: requester || '--' },
          { label: 'Urgency', value: data.urgency },
          { label: 'Preferable time', value: data.preferable_time },
          {
            label: data.store ? 'Store' : 'Vending machine',
            value: data.machine
              ? <Link href={paths.vmById(data.machine.id)} className="text-indigo-700 hover:underline">{data.machine.name}</Link>
              : data.store?.name ?? '--',
          },
          { label: 'Description', value: data.description || '--' },
          { label: data.status === 'DECLINED' ? 'Reason' : 'Remark', value: data.status_remark || '--' },
          ...(data.product
            ? [{ label: 'Catalogue product', value: <Link href={paths.product(data.product.id)} className="text-indigo-700 hover:underline">{data.product.sku} · {data.product.name}</Link> }]
            : []),
          ...(data.consumer_request_id
            ? [{ label: "Consumers' ask", value: <Link href={paths.requestedProduct(data.consumer_request_id)} className="text-indigo-700 hover:underline">What consumers asked for</Link> }]
            : []),
          { label: 'Requested by', value: data.requested_by ? `${data.requested_by.first_name} ${data.requested_by.last_name}`.trim() : '--' },
          { label: 'Created', value: formatDate(data.created_at) },
          { label: 'Last Updated', value: formatDate(data.updated_at) },
        ]}
      />
      <LinkButton href={paths.productsRequested()} variant="secondary">Back to requested products</LinkButton>
      {step && (
        <StatusDialog
          step={step}
          productName={data.product_name}
          saving={saving}
          canPickProduct={permissions.includes('PERM_VIEW_PRODUCT_CATALOG')}
          onConfirm={(values) => void save(values)}
          onCancel={() => setStep(null)}
        />
      )}
      {deleteDialog}
    </div>
  );
}
