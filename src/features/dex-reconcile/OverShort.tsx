/** Over (green) or short (red) money; "--" when there is nothing to compare. */
import { formatMoney } from '../../ui/index.ts';

export function OverShort({ value }: { value: number | null }) {
  if (value === null) return <>--</>;
  const tone = value > 0 ? 'text-emerald-700' : value < 0 ? 'text-red-700' : 'text-slate-700';
  return <span className={tone}>{formatMoney(value)}</span>;
}
