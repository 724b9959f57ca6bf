/**
 * "Change planogram" on one machine from the palette (issue 56): the templates offered, those of
 * the machine's rows × columns first, and the change applied at once, its result toasted (the
 * server refuses a template of another shape or a machine with an open refill plan, saying why).
 */
import type { AskOption } from '../../../commands/ask.ts';
import { PLANOGRAM_CHANGE_MESSAGES, changePlanogramForMultipleVms, getPlanogramChangeOptions } from '../../../contract/actions/planogram-change.ts';
import { toast } from 'sonner';
import { call } from '../../api/client.ts';
import { toastError, toastSuccess } from '../../ui/index.ts';

interface Shape { rows: number; columns: number }

/** The templates, those of `machine`'s shape first; with no machine (a selection of many), all alike. */
export async function planogramChoices(machine?: Shape): Promise<AskOption[]> {
  const answer = await call(getPlanogramChangeOptions, {});
  const fits = (p: Shape) => !machine || (p.rows === machine.rows && p.columns === machine.columns);
  return [...answer.data.planograms]
    .sort((a, b) => Number(fits(b)) - Number(fits(a)))
    .map((p) => ({ value: String(p.id), label: p.name, detail: `${p.vm_template.name} (${p.rows} × ${p.columns})${fits(p) ? '' : ' — another shape'}` }));
}

export async function applyPlanogram(machineId: number, templateId: number, reload: () => void) {
  try {
    const answer = await call(changePlanogramForMultipleVms, { vending_machine_ids: [machineId], planogram_template_id: templateId });
    const [result] = answer.data.results;
    if (result?.outcome === 'changed') toastSuccess(PLANOGRAM_CHANGE_MESSAGES.changed);
    else toast.error(result?.reason ?? PLANOGRAM_CHANGE_MESSAGES.noneChanged);
  } catch (error) {
    toastError(error);
  }
  reload();
}
