/** A card of label/value pairs for view screens; empty values show "--". */
import type { ReactNode } from 'react';
import { isBlank } from './format.ts';
import { EMPTY_VALUE } from '../../contract/constants.ts';

export interface Detail {
  label: string;
  value: ReactNode;
}

export function DetailList({ title, items, actions }: { title?: string; items: Detail[]; actions?: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6">
      {(title || actions) && (
        <div className="mb-4 flex items-center justify-between gap-3">
          {title && <h2 className="font-semibold text-slate-900">{title}</h2>}
          {actions && <div className="flex gap-2">{actions}</div>}
        </div>
      )}
      <dl className="grid grid-cols-1 gap-x-8 gap-y-3 text-sm sm:grid-cols-2">
        {items.map((item) => (
          <div key={item.label} className="flex gap-3">
            <dt className="w-40 shrink-0 text-slate-500">{item.label}</dt>
            <dd className="text-slate-900" data-testid={`detail-${item.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}>
              {typeof item.value === 'string' || item.value === null || item.value === undefined
                ? isBlank(item.value) ? EMPTY_VALUE : item.value
                : item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
