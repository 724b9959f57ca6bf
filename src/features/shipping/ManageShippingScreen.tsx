/**
 * /manage-shipping/{id}: what the signed-in user does to a shipping order now. The store
 * manager's receipt form (units that arrived per line, a reason for each short line; the
 * difference goes to the discarded bin) once the order is delivered or in transit; the
 * warehouse's next step (start packing, dispatch) with the delivery partner and person before
 * dispatch. Who may do what is the machine's (machines/records/shippingOrder.ts).
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import {
  SHIPPING_MESSAGES, SHIPPING_STEP_MESSAGES, SHORT_REASONS, getShipping, receiveShipping, stepShipping,
} from '../../../contract/actions/shipping.ts';
import { shippingStatus } from '../../../contract/statuses.ts';
import { call } from '../../api/client.ts';
import { useDeliveryPartnerOptions, useDeliveryPersonOptions } from '../../platform/options.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { Button, LinkButton, NumberInput, Select, TextInput, toastError, toastSuccess } from '../../ui/index.ts';
import { useShippingGates } from './gates.ts';
import { ShippingStepper } from './ShippingStepper.tsx';

const REASON_OPTIONS = [...SHORT_REASONS.map((r) => ({ id: r, name: r })), { id: 'Other', name: 'Other' }];

export default function ManageShippingScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getShipping);
  const order = record.status === 'ready' ? record.data : null;
  const gates = useShippingGates(order);
  const [received, setReceived] = useState<Record<number, string>>({});
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [other, setOther] = useState<Record<number, string>>({});
  const [partner, setPartner] = useState('');
  const [person, setPerson] = useState('');
  const persons = useDeliveryPersonOptions(partner ? Number(partner) : null);
  const partners = useDeliveryPartnerOptions();
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!order) return;
    setReceived(Object.fromEntries(order.lines.map((l) => [l.product_id, String(l.quantity)])));
    setPartner(order.delivery_partner ? String(order.delivery_partner.id) : '');
    setPerson(order.delivery_person ? String(order.delivery_person.id) : '');
  }, [order]);
  if (!order) return <RecordFallback state={record} what="shipping order" back={{ href: paths.shippings(), label: 'Back to shipping orders' }} />;

  const done = (message: string) => { toastSuccess(message); navigate(paths.shipping(order.id)); };
  const failed = (error: unknown) => { toastError(error); record.reload(); };

  if (gates.canReceive) {
    const lineErrors = order.lines.map((l) => {
      const value = received[l.product_id] ?? '';
      const n = Number(value);
      if (!value.trim() || !Number.isInteger(n) || n < 0 || n > l.quantity) return { received: SHIPPING_MESSAGES.receivedRange(l.quantity) };
      const reason = reasons[l.product_id] === 'Other' ? (other[l.product_id] ?? '').trim() : reasons[l.product_id];
      if (n < l.quantity && !reason) return { reason: SHIPPING_MESSAGES.reasonRequired };
      return {};
    });
    const receive = () => {
      setSubmitted(true);
      if (saving || lineErrors.some((e) => e.received || e.reason)) return;
      setSaving(true);
      call(receiveShipping, {
        id: order.id, version: order.version,
        lines: order.lines.map((l) => {
          const n = Number(received[l.product_id]);
          const reason = reasons[l.product_id] === 'Other' ? (other[l.product_id] ?? '').trim() : reasons[l.product_id];
          return { product_id: l.product_id, received: n, reason: n < l.quantity ? reason : undefined };
        }),
      }).then(() => done(SHIPPING_MESSAGES.received)).catch(failed).finally(() => setSaving(false));
    };
    return (
      <form className="mx-auto max-w-5xl space-y-4" onSubmit={(e) => { e.preventDefault(); receive(); }}>
        <ShippingStepper status={order.status} />
        <h2 className="text-lg font-semibold text-slate-900">Receive {order.order_id} at {order.destination.name}</h2>
        <p className="text-sm text-slate-600">Enter the units that arrived. Units that did not arrive go to the discarded bin with the reason you give.</p>
        {order.lines.map((l, index) => {
          const short = Number(received[l.product_id]) < l.quantity;
          return (
            <div key={l.product_id} className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3">
              <div className="w-72 text-sm"><span className="font-mono">{l.sku}</span> {l.name}<br /><span className="text-slate-500">Sent: {l.quantity}</span></div>
              <NumberInput label={`Received ${l.name}`} required className="w-40" value={received[l.product_id] ?? ''}
                onChange={(v) => setReceived((all) => ({ ...all, [l.product_id]: v }))} error={submitted ? lineErrors[index]!.received : undefined} />
              {short && (
                <Select label={`Reason ${l.name}`} required className="w-56" options={REASON_OPTIONS} placeholder="Select a reason" value={reasons[l.product_id] ?? ''}
                  onChange={(v) => setReasons((all) => ({ ...all, [l.product_id]: v }))} error={submitted && reasons[l.product_id] !== 'Other' ? lineErrors[index]!.reason : undefined} />
              )}
              {short && reasons[l.product_id] === 'Other' && (
                <TextInput label={`Other reason ${l.name}`} required className="w-72" maxLength={250} value={other[l.product_id] ?? ''}
                  onChange={(v) => setOther((all) => ({ ...all, [l.product_id]: v }))} error={submitted ? lineErrors[index]!.reason : undefined} />
              )}
            </div>
          );
        })}
        <div className="flex gap-2">
          <Button type="submit" disabled={saving}>Receive shipping order</Button>
          <LinkButton href={paths.shipping(order.id)} variant="secondary">Cancel</LinkButton>
        </div>
      </form>
    );
  }

  const step = gates.canProgress ? 'progress' : gates.canDispatch ? 'dispatch' : null;
  const take = () => {
    if (!step || saving) return;
    setSaving(true);
    call(stepShipping, {
      id: order.id, version: order.version, step,
      delivery_partner_id: partner ? Number(partner) : null, delivery_person_id: person ? Number(person) : null,
    }).then(() => done(SHIPPING_STEP_MESSAGES[step])).catch(failed).finally(() => setSaving(false));
  };
  const partnerOptions = order.delivery_partner && !partners.some((p) => p.id === order.delivery_partner!.id) ? [...partners, order.delivery_partner] : partners;
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <ShippingStepper status={order.status} />
      <h2 className="text-lg font-semibold text-slate-900">Manage {order.order_id}: {shippingStatus(order.status).name}</h2>
      {step ? (
        <form className="space-y-4" onSubmit={(e) => { e.preventDefault(); take(); }}>
          <div className="flex flex-wrap gap-4">
            <Select label="Delivery partner" className="w-72" options={partnerOptions} placeholder="No delivery partner (own transport)" value={partner}
              onChange={(v) => { setPartner(v); setPerson(''); }} />
            <Select label="Delivery person" className="w-72" options={persons} disabled={!partner} value={person} onChange={setPerson} />
          </div>
          <div className="flex gap-2">
            <Button type="submit" disabled={saving}>{step === 'progress' ? 'Save & start packing' : 'Save & dispatch'}</Button>
            <LinkButton href={paths.shipping(order.id)} variant="secondary">Back to the order</LinkButton>
          </div>
        </form>
      ) : (
        <>
          <p className="text-sm text-slate-600">There is nothing for you to do on this order here now; its steps are on the order's page.</p>
          <LinkButton href={paths.shipping(order.id)} variant="secondary">Back to the order</LinkButton>
        </>
      )}
    </div>
  );
}
