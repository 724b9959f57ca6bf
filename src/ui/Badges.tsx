/** StatusBadge over contract/statuses.ts, ProgressBar with the spec's colours, TaskProgress for a dialog's long task, StarRating out of 5. */
import type { Colour, StatusEntry } from '../../contract/statuses.ts';
import { STAR_SCALE } from '../../contract/constants.ts';
import { percentOf, progressColour, starsOf, type ProgressColour } from './format.ts';

const badgeColours: Record<Colour, string> = {
  blue: 'bg-blue-50 text-blue-700 ring-blue-200',
  green: 'bg-green-50 text-green-700 ring-green-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
  yellow: 'bg-yellow-50 text-yellow-800 ring-yellow-200',
  orange: 'bg-orange-50 text-orange-700 ring-orange-200',
  grey: 'bg-slate-100 text-slate-600 ring-slate-200',
  purple: 'bg-purple-50 text-purple-700 ring-purple-200',
};

/** `<StatusBadge status={vendStatus(row.vend_status)} />`: the catalogue's name in its colour. */
export function StatusBadge({ status, title }: { status: Pick<StatusEntry, 'name' | 'colour'>; title?: string }) {
  return (
    <span title={title} data-colour={status.colour} className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${badgeColours[status.colour]}`}>
      {status.name}
    </span>
  );
}

const barColours: Record<ProgressColour, string> = { red: 'bg-red-500', yellow: 'bg-yellow-400', green: 'bg-green-500' };

/** A stock bar: `value` of `max` with the red/yellow/green thresholds. */
export function ProgressBar({ value, max, label }: { value: number; max: number; label?: string }) {
  const percent = percentOf(value, max);
  const colour = progressColour(percent);
  return (
    <div className="flex items-center gap-2">
      <div role="progressbar" aria-label={label} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} data-colour={colour} className="h-2 w-24 overflow-hidden rounded-full bg-slate-200">
        <div className={`h-full ${barColours[colour]}`} style={{ width: `${percent}%` }} />
      </div>
      <span className="text-xs tabular-nums text-slate-600">{percent}%</span>
    </div>
  );
}

/** A long task's progress in a dialog (reading and importing files): what it is doing, and how far it is. */
export function TaskProgress({ label, percent }: { label: string; percent: number }) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">{label}…</p>
      <div role="progressbar" aria-label="Import progress" aria-valuenow={Math.round(percent)} aria-valuemin={0} aria-valuemax={100} className="h-2 w-full overflow-hidden rounded-full bg-slate-200">
        <div className="h-full bg-indigo-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** Read-only stars out of 5 (half stars shown as half-filled). */
export function StarRating({ rating }: { rating: number | null | undefined }) {
  const stars = starsOf(rating);
  return (
    <span role="img" aria-label={`${stars} out of ${STAR_SCALE} stars`} className="inline-flex text-base leading-none">
      {Array.from({ length: STAR_SCALE }, (_, i) => {
        const fill = stars >= i + 1 ? 'full' : stars >= i + 0.5 ? 'half' : 'empty';
        return (
          <span key={i} data-fill={fill} className="relative text-slate-300">
            ★
            {fill !== 'empty' && (
              <span className="absolute inset-0 overflow-hidden text-amber-400" style={{ width: fill === 'half' ? '50%' : '100%' }}>
                ★
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
