/** /restart-discount/{id}: an expired discount made Active again with new start and end dates. */
import { getDiscount, restartDiscount, DISCOUNT_MESSAGES } from '../../../contract/actions/offers.ts';
import { offerGates } from '../../../machines/records/offer.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { Button, LinkButton, TextInput, toastSuccess } from '../../ui/index.ts';
import { offerStatus } from './offerLines.tsx';

const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

function RestartForm({ id, version, name }: { id: number; version: number; name: string }) {
  const now = new Date();
  const form = useForm({
    initial: { start_date: day(now), end_date: day(new Date(now.getTime() + 30 * 86_400_000)) },
    rules: (v) => ({
      fields: {
        end_date: [() => (v.start_date && v.end_date && v.end_date >= v.start_date ? null : DISCOUNT_MESSAGES.endAfterStart)],
      },
    }),
    onSubmit: async (v) => {
      await call(restartDiscount, { id, version, start_at: new Date(`${v.start_date}T00:00:00`).toISOString(), end_at: new Date(`${v.end_date}T23:59:59`).toISOString() });
      toastSuccess(DISCOUNT_MESSAGES.restarted);
      form.leaveTo(paths.discountView(id));
    },
  });
  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-6">
      <h2 className="text-lg font-semibold text-slate-900">Restart {name}</h2>
      <TextInput autoFocus label="Start date" type="date" required {...form.field('start_date')} />
      <TextInput label="End date" type="date" required {...form.field('end_date')} />
      <div className="flex justify-end gap-3">
        <LinkButton href={paths.discountView(id)} variant="secondary">Cancel</LinkButton>
        <Button type="submit" disabled={form.submitting}>Restart discount</Button>
      </div>
    </form>
  );
}

export default function RestartDiscountScreen() {
  const record = useRouteRecord(getDiscount);
  if (record.status !== 'ready') return <RecordFallback state={record} what="discount" back={{ href: paths.offerlistDiscounts(), label: 'Back to discounts' }} />;
  const d = record.data;
  if (!offerGates(d.status).canRestart) {
    return (
      <div role="alert" className="mx-auto mt-16 max-w-lg rounded-xl border border-amber-200 bg-amber-50 p-6 text-center">
        <p className="text-amber-900">This discount is {offerStatus(d.status).name}: only an expired discount is restarted.</p>
        <div className="mt-4"><LinkButton href={paths.discountView(d.id)} variant="secondary">Back to the discount</LinkButton></div>
      </div>
    );
  }
  return <RestartForm key={`${d.id}:${d.version}`} id={d.id} version={d.version} name={d.name} />;
}
