/** Over / short / matches, for a received amount against the expected one. */
import { formatMoney } from '../../ui/index.ts';

export function DifferenceText({ difference }: { difference: number }) {
  const paise = Math.round(difference * 100);
  if (paise === 0) return <span className="text-green-700">Matches the expected amount</span>;
  if (paise > 0) return <span className="text-amber-700">Over by {formatMoney(paise / 100)}</span>;
  return <span className="text-red-700">Short by {formatMoney(-paise / 100)}</span>;
}
