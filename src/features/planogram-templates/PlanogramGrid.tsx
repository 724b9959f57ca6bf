/** A planogram template's slots drawn read-only as its machine's rows × columns (the view screen). */
import type { Infer } from 'superstruct';
import type { PlanogramTemplate } from '../../../contract/actions/planogram-templates.ts';
import { coilLabel } from '../../../contract/actions/vm-templates.ts';

type Template = Infer<typeof PlanogramTemplate>;

export function PlanogramGrid({ template }: { template: Template }) {
  const at = new Map(template.slots.map((s) => [`${s.row}:${s.column}`, s]));
  return (
    <div role="region" aria-label="Planogram slots" tabIndex={0} className="overflow-x-auto">
      <table className="border-separate border-spacing-1.5 text-xs">
        <caption className="sr-only">Slots by row and column: product, capacity and par level</caption>
        <tbody>
          {Array.from({ length: template.rows }, (_, r) => (
            <tr key={r}>
              <th scope="row" className="pr-1 text-right font-medium text-slate-500">Row {r + 1}</th>
              {Array.from({ length: template.columns }, (_, c) => {
                const slot = at.get(`${r + 1}:${c + 1}`);
                const coil = coilLabel(template.label_type, r + 1, c + 1);
                return (
                  <td key={c} className={`h-20 w-28 rounded-lg border p-1.5 align-top ${slot ? 'border-slate-300 bg-white' : 'border-dashed border-slate-300 bg-slate-50'}`}>
                    <div className="font-mono text-[11px] text-slate-600">{coil}</div>
                    {slot ? (
                      <>
                        <div className="line-clamp-2 font-medium text-slate-800" title={slot.product_name}>{slot.product_name}</div>
                        <div className="text-slate-600">Cap {slot.item_layout_max} · Par {slot.par_level}</div>
                      </>
                    ) : (
                      <div className="text-slate-600">Empty</div>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
