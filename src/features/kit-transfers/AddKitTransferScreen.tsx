/**
 * /add-kit-transfer (?warehouseId=&partnerId=&refillPlanId= when opened from a plan): a refill partner's kit — tick one or more of the partner's Created or In
 * Transit plans served from the source warehouse; their products, summed as the pick list sums
 * them, move from the source to a vehicle or another warehouse (a material transfer).
 */
import { useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { KIT_TRANSFER_CREATE_ACTIONS, type KitTransferFormView } from '../../../commands/records/kit-transfers.ts';
import { KIT_TRANSFER_MESSAGES, createKitTransfer } from '../../../contract/actions/kit-transfers.ts';
import { listRefillPartners, listRefills } from '../../../contract/actions/refills.ts';
import { call } from '../../api/client.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { parseId } from '../../platform/record/parse-id.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { Checkbox, Select, TextArea, toastError, toastSuccess } from '../../ui/index.ts';
import { Ends } from './parts.tsx';

export default function AddKitTransferScreen() {
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const given = (name: string) => { const id = parseId(params.get(name)); return id === null ? '' : String(id); };
  const [source, setSource] = useState(() => given('warehouseId'));
  const [destination, setDestination] = useState('');
  const [partner, setPartner] = useState(() => given('partnerId'));
  const [ticked, setTicked] = useState<number[]>(() => (given('refillPlanId') ? [Number(given('refillPlanId'))] : []));
  const [comments, setComments] = useState('');
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(false);
  const partners = useRecord(listRefillPartners, { limit: 500 });
  const plans = useRecord(listRefills, source && partner
    ? { refill_partner_id: [Number(partner)], warehouse_id: [Number(source)], status: [1, 2], limit: 200 }
    : null);
  const candidates = plans.status === 'ready' ? plans.data : [];
  const problem = !source || !destination ? 'Choose the source and the destination' : source === destination ? KIT_TRANSFER_MESSAGES.sameWarehouse
    : !ticked.length ? KIT_TRANSFER_MESSAGES.noPlans : null;
  const view: KitTransferFormView = {
    canSave: !busy,
    save: () => {
      setShown(true);
      if (problem) return;
      setBusy(true);
      call(createKitTransfer, { source_warehouse_id: Number(source), destination_warehouse_id: Number(destination), refill_plan_ids: ticked, comments })
        .then((r) => { toastSuccess(KIT_TRANSFER_MESSAGES.kitCreated); navigate(paths.kitTransfer(r.data.transfer.id)); })
        .catch((error: unknown) => { toastError(error); setBusy(false); });
    },
  };
  const actions = useRecordActions(KIT_TRANSFER_CREATE_ACTIONS, view);

  return (
    <form className="mx-auto max-w-4xl space-y-4 rounded-xl border border-slate-200 bg-white p-6" onSubmit={(e) => { e.preventDefault(); view.save(); }}>
      <h1 className="text-lg font-semibold text-slate-900">Add kit transfer</h1>
      <Ends source={source} destination={destination} onSource={(v) => { setSource(v); setTicked([]); }} onDestination={setDestination} />
      <Select label="Refill partner" required value={partner} onChange={(v) => { setPartner(v); setTicked([]); }}
        options={partners.status === 'ready' ? partners.data.map((p) => ({ id: p.id, name: p.name })) : []} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Refill plans to pick together</legend>
        {source && partner && plans.status === 'ready' && !candidates.length && (
          <p className="text-sm text-slate-500">This partner has no Created or In Transit plan served from this warehouse.</p>
        )}
        {candidates.map((p) => (
          <div key={p.id}>
            <Checkbox label={`${p.plan_id} — ${p.VendingMachine.name} (${p.total_quantity} units)`} checked={ticked.includes(p.id)}
              onChange={(on) => setTicked((all) => (on ? [...all, p.id] : all.filter((x) => x !== p.id)))} />
          </div>
        ))}
      </fieldset>
      <TextArea label="Comments" value={comments} onChange={setComments} maxLength={250} />
      {shown && problem && <p role="alert" className="text-sm text-red-700">{problem}</p>}
      <div className="flex gap-2">
        <GateButton gate={actions['create.kit_transfer']} variant="primary">Create kit transfer</GateButton>
      </div>
    </form>
  );
}
