/**
 * /discount-view/{id}: one discount — type, status, scope, machines, channels, days, time window,
 * source, dates — and each sub-offer with its offer lines. Pause, Resume, Suspend, Expire (after a
 * confirmation), Restart, Edit, Clone and History as buttons and palette commands, offered exactly
 * when machines/records/offer.ts allows them (offerGates) and the role holds the action.
 */
import { Link, useLocation } from 'wouter';
import { DISCOUNT_ACTIONS, type DiscountView } from '../../../commands/records/offers.ts';
import { DISCOUNT_MESSAGES, changeDiscountStatus, getDiscount } from '../../../contract/actions/offers.ts';
import {
  OFFER_CHANNELS, OFFER_REPEAT_OPTIONS, OFFER_SCOPES, OFFER_SOURCES, OFFER_TIME_WINDOWS, OFFER_WEEKDAYS, offerTypeName,
} from '../../../contract/offers.ts';
import { OFFER_ACTIONS, offerGates, type OfferActionId } from '../../../machines/records/offer.ts';
import { callUndoable } from '../../platform/undo/undo.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, LinkButton, StatusBadge, formatDate, formatMoney, toastError, useConfirm } from '../../ui/index.ts';
import { OfferLinesTable, offerStatus } from './offerLines.tsx';

const nameIn = <T extends { id: string | number; name: string }>(list: readonly T[], id: string | number) => list.find((x) => x.id === id)?.name ?? String(id);

export default function DiscountScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getDiscount);
  const [confirm, confirmDialog] = useConfirm();
  const data = record.status === 'ready' ? record.data : null;

  const change = async (action: OfferActionId) => {
    if (!data) return;
    const name = OFFER_ACTIONS.find((a) => a.id === action)!.name;
    const ok = await confirm({ text: `You want to ${name.toLowerCase()} ${data.name}.`, confirmLabel: `Yes, ${name.toLowerCase()} it!`, tone: action === 'RESUME' ? 'primary' : 'danger' });
    if (!ok) return;
    try {
      await callUndoable(changeDiscountStatus, { id: data.id, version: data.version, status_action: action }, { message: DISCOUNT_MESSAGES.statusChanged, onUndone: record.reload });
    } catch (error) {
      toastError(error);
    }
    record.reload();
  };
  const view: DiscountView = {
    ...offerGates(data?.status ?? 0),
    pause: () => void change('PAUSE'),
    resume: () => void change('RESUME'),
    suspend: () => void change('SUSPEND'),
    expire: () => void change('EXPIRE'),
    restart: () => data && navigate(paths.restartDiscount(data.id)),
    edit: () => data && navigate(paths.editDiscount(data.id)),
    clone: () => data && navigate(paths.cloneDiscount(data.id)),
  };
  const actions = useRecordActions(DISCOUNT_ACTIONS, view);
  if (!data) return <RecordFallback state={record} what="discount" back={{ href: paths.offerlistDiscounts(), label: 'Back to discounts' }} />;

  const button = (id: string, label: string, variant: 'secondary' | 'danger' | 'primary' = 'secondary') => <GateButton key={id} gate={actions[id]} variant={variant}>{label}</GateButton>;
  const window = OFFER_TIME_WINDOWS.find((w) => w.id === data.time_window);
  const days = data.repeat_option === 'CUSTOM' ? data.weekdays.map((d) => nameIn(OFFER_WEEKDAYS, d)).join(', ') : nameIn(OFFER_REPEAT_OPTIONS, data.repeat_option);

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <DetailList
        title={`Discount: ${data.name}`}
        actions={
          <>
            {button('resume.discount', 'Resume', 'primary')}
            {button('pause.discount', 'Pause')}
            {button('suspend.discount', 'Suspend', 'danger')}
            {button('expire.discount', 'Expire', 'danger')}
            {button('restart.discount', 'Restart', 'primary')}
            {button('edit.discount', 'Edit')}
            {button('clone.discount', 'Clone')}
            <LinkButton href={paths.offerHistoryView(data.id)} variant="secondary">History</LinkButton>
          </>
        }
        items={[
          { label: 'Status', value: <StatusBadge status={offerStatus(data.status)} /> },
          { label: 'Offer type', value: offerTypeName(data.offer_type) },
          { label: 'Scope', value: `${nameIn(OFFER_SCOPES, data.scope)}${data.zone ? `: ${data.zone.name}` : ''}${data.retailer ? `: ${data.retailer.name}` : ''}` },
          { label: 'Machines', value: data.machines.length ? data.machines.map((m, i) => <span key={m.id}>{i > 0 && ', '}<Link href={paths.vmById(m.id)} className="text-indigo-700 hover:underline">{m.name}</Link></span>) : '--' },
          { label: 'Channels', value: data.channels.map((c) => nameIn(OFFER_CHANNELS, c)).join(', ') || '--' },
          { label: 'Repeat', value: days },
          { label: 'Time window', value: data.time_window === 'CUSTOM' ? `Custom: ${data.start_time}–${data.end_time}` : window?.name ?? data.time_window },
          { label: 'Offer source', value: nameIn(OFFER_SOURCES, data.offer_source) },
          { label: 'Start', value: formatDate(data.start_at) },
          { label: 'End', value: formatDate(data.end_at) },
          { label: 'Description', value: data.description || '--' },
          ...(data.cloned_from ? [{ label: 'Cloned from', value: <Link href={paths.discountView(data.cloned_from)} className="text-indigo-700 hover:underline">Discount {data.cloned_from}</Link> }] : []),
          { label: 'Created by', value: data.created_by?.name ?? '--' },
          { label: 'Last Updated', value: formatDate(data.updated_at) },
        ]}
      />
      {data.sub_offers.map((s) => (
        <section key={s.id} className="space-y-2">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-base font-semibold text-slate-900">
              <Link href={paths.subofferView(s.id)} className="text-indigo-700 hover:underline">{s.label || `Sub-offer ${s.id}`}</Link>
            </h2>
            {s.offer_price != null && <span className="text-sm text-slate-600">Offer price {formatMoney(s.offer_price)}</span>}
            {!s.is_active && <span className="text-sm text-slate-500">(inactive)</span>}
            <Link href={paths.subOfferHistoryView(s.id)} className="text-sm text-indigo-700 hover:underline">History</Link>
          </div>
          <OfferLinesTable label={`Offer lines of ${s.label || `sub-offer ${s.id}`}`} lines={s.lines} />
        </section>
      ))}
      <LinkButton href={paths.offerlistDiscounts()} variant="secondary">Back to discounts</LinkButton>
      {confirmDialog}
    </div>
  );
}
