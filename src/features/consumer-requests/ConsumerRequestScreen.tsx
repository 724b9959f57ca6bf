/**
 * /requested-product/{id}: one consumers' requested product — the name asked for, the machine,
 * how many asks, first and last, its status — and "Add as product request" (button and palette
 * command) while it is Open: a dialog asks the urgency and preferable time, then the catalogue
 * request is created and linked (its link shown here, to /request-product/{id}).
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { CONSUMER_REQUEST_ACTIONS, type ConsumerRequestView } from '../../../commands/records/consumer-requests.ts';
import {
  CONSUMER_REQUEST_MESSAGES, addConsumerRequestAsProductRequest, consumerRequestStatus, getConsumerRequest, mayAddAsProductRequest,
} from '../../../contract/actions/consumer-requests.ts';
import { PREFERABLE_TIMES, REQUEST_URGENCIES } from '../../../contract/actions/product-requests.ts';
import { call } from '../../api/client.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, LinkButton, Select, StatusBadge, formatDate, toastError, toastSuccess } from '../../ui/index.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';

const named = (names: readonly string[]) => names.map((name) => ({ id: name, name }));
const linkClass = 'text-indigo-700 hover:underline';

function AddDialog({ request, onClose }: { request: { id: number; version: number; product_name: string }; onClose(saved: boolean): void }) {
  const form = useForm({
    initial: { urgency: 'Nice To have', preferable_time: 'Always' },
    rules: { fields: {} },
    guard: false,
    onSubmit: async (v) => {
      try {
        await call(addConsumerRequestAsProductRequest, {
          id: request.id, version: request.version,
          urgency: v.urgency as (typeof REQUEST_URGENCIES)[number], preferable_time: v.preferable_time as (typeof PREFERABLE_TIMES)[number],
        });
        toastSuccess(CONSUMER_REQUEST_MESSAGES.added);
        onClose(true);
      } catch (error) {
        toastError(error);
        onClose(true);
      }
    },
  });
  return (
    <FormDialog title={`Add ${request.product_name} as product request`} busy={form.submitting} onCancel={() => onClose(false)} onSubmit={form.submit} submitLabel="Add product request">
      <Select label="Urgency" required options={named(REQUEST_URGENCIES)} {...form.field('urgency')} />
      <Select label="Preferable time" required options={named(PREFERABLE_TIMES)} {...form.field('preferable_time')} />
    </FormDialog>
  );
}

export default function ConsumerRequestScreen() {
  const record = useRouteRecord(getConsumerRequest);
  const [adding, setAdding] = useState(false);
  const data = record.status === 'ready' ? record.data : null;
  const view: ConsumerRequestView = {
    canAddAsProductRequest: data !== null && mayAddAsProductRequest(data.status),
    addAsProductRequest: () => setAdding(true),
  };
  const actions = useRecordActions(CONSUMER_REQUEST_ACTIONS, view);
  if (!data) return <RecordFallback state={record} what="requested product" back={{ href: paths.requestedProducts(), label: "Back to consumers' requested products" }} />;
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <DetailList
        title={`Asked for: ${data.product_name}`}
        actions={<GateButton gate={actions['add_request.consumer_product_request']} variant="primary">Add as product request</GateButton>}
        items={[
          { label: 'Status', value: <StatusBadge status={consumerRequestStatus(data.status)} /> },
          { label: 'Product asked for', value: data.product_name },
          { label: 'Vending machine', value: <Link href={paths.vmById(data.machine.id)} className={linkClass}>{data.machine.name} ({data.machine.code})</Link> },
          { label: 'Asks', value: String(data.ask_count) },
          { label: 'First asked', value: formatDate(data.first_asked_at) },
          { label: 'Last asked', value: formatDate(data.last_asked_at) },
          {
            label: 'Product request',
            value: data.product_request ? <Link href={paths.requestProduct(data.product_request.id)} className={linkClass}>Product request {data.product_request.id}</Link> : '--',
          },
        ]}
      />
      <LinkButton href={paths.requestedProducts()} variant="secondary">Back to consumers&apos; requested products</LinkButton>
      {adding && <AddDialog request={data} onClose={(saved) => { setAdding(false); if (saved) record.reload(); }} />}
    </div>
  );
}
