/**
 * /customer-feedback/{key} (key vm-{id} or product-{id}): one feedback — its stars, source,
 * message, customer, when, what it is about, and the order (to /order/{id}), machine (to
 * /vm/{id}) and product (to /product/{id}) it concerns. Read-only: feedback comes from the apps
 * and customer care.
 */
import { Link, useParams } from 'wouter';
import { getCustomerFeedback, parseFeedbackKey } from '../../../contract/actions/customer-feedback.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRecord } from '../../platform/record/useRecord.ts';
import { DetailList, LinkButton, StarRating, formatDate } from '../../ui/index.ts';

const back = { href: paths.customerFeedback(), label: 'Back to customer feedback' };
const linkClass = 'text-indigo-700 hover:underline';

export default function FeedbackScreen() {
  const { id } = useParams<{ id: string }>();
  const key = parseFeedbackKey(id ?? '') ? id! : null;
  const record = useRecord(getCustomerFeedback, key ? { key } : null);
  if (record.status !== 'ready') return <RecordFallback state={record} what="feedback" back={back} />;
  const f = record.data;
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <DetailList
        title={`Feedback: ${f.rating} of 5 stars`}
        items={[
          { label: 'Rating', value: <span className="flex items-center gap-2"><StarRating rating={f.rating} /><span>{f.rating} / 5</span></span> },
          { label: 'Source', value: f.source },
          { label: 'Message', value: f.message },
          { label: 'Customer', value: f.customer_name },
          { label: 'Given on', value: formatDate(f.created_at) },
          { label: 'About', value: f.about === 'machine' ? 'The machine' : 'A product' },
          { label: 'Order', value: f.order ? <Link href={paths.order(f.order.id)} className={`font-mono ${linkClass}`}>{f.order.order_id}</Link> : '--' },
          { label: 'Vending machine', value: f.machine ? <Link href={paths.vmById(f.machine.id)} className={linkClass}>{f.machine.name} ({f.machine.code})</Link> : '--' },
          { label: 'Product', value: f.product ? <Link href={paths.product(f.product.id)} className={linkClass}>{f.product.sku} · {f.product.name}</Link> : '--' },
        ]}
      />
      <LinkButton href={paths.customerFeedback()} variant="secondary">Back to customer feedback</LinkButton>
    </div>
  );
}
