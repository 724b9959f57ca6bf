/** The period choice of the analytics screens: All, Today, Week (from Sunday), Month, Year, Custom with its days. */
import { Select, TextInput } from '../../ui/index.ts';
import { PERIOD_OPTIONS, type usePeriod } from './period.ts';

export function PeriodPicker({ period }: { period: ReturnType<typeof usePeriod> }) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Select label="Period" value={period.period} placeholder="" options={PERIOD_OPTIONS} onChange={(value) => period.set({ period: value })} />
      {period.period === 'custom' && (
        <>
          <TextInput label="From (UTC)" type="date" value={period.from ?? ''} onChange={(from) => period.set({ from: from || null })} />
          <TextInput label="To (UTC)" type="date" value={period.to ?? ''} onChange={(to) => period.set({ to: to || null })} />
        </>
      )}
    </div>
  );
}
