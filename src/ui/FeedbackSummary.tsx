/**
 * A feedback summary on the 5-star scale (product and machine feedback): the average with its
 * stars and how many ratings, the count by star as bars, the count by source. The heading names
 * what the feedback is about.
 */
import type { ReactNode } from 'react';
import { STAR_SCALE } from '../../contract/constants.ts';
import { StarRating } from './Badges.tsx';

export interface FeedbackSummaryData {
  count: number;
  average: number | null;
  by_star: readonly { stars: number; count: number }[];
  by_source: readonly { source: string; count: number }[];
}

/** The rating filter's options, 5 stars down to 1. */
export const RATING_OPTIONS = Array.from({ length: STAR_SCALE }, (_, i) => STAR_SCALE - i)
  .map((stars) => ({ id: stars, name: `${stars} star${stars === 1 ? '' : 's'}` }));

export function FeedbackSummary({ heading, summary: s }: { heading: ReactNode; summary: FeedbackSummaryData }) {
  const most = Math.max(1, ...s.by_star.map((b) => b.count));
  return (
    <section aria-labelledby="feedback-summary" className="space-y-4 rounded-xl border border-slate-200 bg-white p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="feedback-summary" className="text-lg font-semibold text-slate-900">{heading}</h1>
      </div>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-3">
        <div data-testid="feedback-average">
          <p className="text-4xl font-semibold tabular-nums text-slate-900">{s.average === null ? 'N/A' : s.average.toFixed(1)}</p>
          <StarRating rating={s.average} />
          <p className="mt-1 text-sm text-slate-600">{s.count === 1 ? '1 rating' : `${s.count} ratings`}</p>
        </div>
        <table className="text-sm sm:col-span-1" aria-label="Ratings by star">
          <tbody>
            {s.by_star.map((b) => (
              <tr key={b.stars}>
                <th scope="row" className="pr-2 text-left font-normal text-slate-600">{b.stars} ★</th>
                <td className="w-full py-0.5">
                  <div className="h-2 rounded bg-slate-100" aria-hidden>
                    <div className="h-2 rounded bg-amber-400" style={{ width: `${(b.count / most) * 100}%` }} />
                  </div>
                </td>
                <td className="pl-2 text-right tabular-nums">{b.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="text-sm" aria-label="Feedback by source">
          <tbody>
            {s.by_source.map((b) => (
              <tr key={b.source}>
                <th scope="row" className="pr-2 text-left font-normal text-slate-600">{b.source}</th>
                <td className="text-right tabular-nums">{b.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
