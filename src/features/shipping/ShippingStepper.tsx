/**
 * The five steps of a shipping order (domain.md §4 "Shipping order") as a stepper: done steps,
 * the current one (with the status's tooltip from the spec) and those to come; a cancelled
 * order shows "Cancelled" with "Order Cancelled".
 */
import { shippingTooltip } from '../../../contract/actions/shipping.ts';
import { SHIPPING_STATUS, shippingStatus } from '../../../contract/statuses.ts';
import { shippingStep } from '../../../machines/records/shippingOrder.ts';

/** Each step's label; steps 4 and 5 name the status the order took there. */
function labels(status: string): string[] {
  const fourth = status === SHIPPING_STATUS.inTransit ? 'In Transit' : 'Delivered';
  return ['Order Created', 'In Progress', 'Dispatched', fourth, 'Received'];
}

export function ShippingStepper({ status }: { status: string }) {
  const step = shippingStep(status);
  if (step === null) {
    return (
      <p role="status" title={shippingTooltip(status)} className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
        {shippingStatus(status).name} — {shippingTooltip(status)}
      </p>
    );
  }
  return (
    <ol aria-label="Shipping steps" className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white p-4">
      {labels(status).map((label, index) => {
        const n = index + 1;
        const state = n < step ? 'done' : n === step ? 'current' : 'todo';
        const tooltip = n === step ? shippingTooltip(status) : undefined;
        return (
          <li key={label} aria-current={state === 'current' ? 'step' : undefined} title={tooltip} data-state={state} className="flex items-center gap-2 text-sm">
            <span className={`flex h-7 w-7 items-center justify-center rounded-full text-xs font-semibold ${
              state === 'done' ? 'bg-green-600 text-white' : state === 'current' ? 'bg-indigo-600 text-white' : 'bg-slate-200 text-slate-600'}`}
            >
              {n}
            </span>
            <span className={state === 'todo' ? 'text-slate-500' : 'font-medium text-slate-900'}>{label}</span>
            {tooltip && <span className="text-xs text-slate-500">({tooltip})</span>}
            {n < 5 && <span aria-hidden className="mx-1 h-px w-8 bg-slate-300" />}
          </li>
        );
      })}
    </ol>
  );
}
