/**
 * "Assign refill partner" from the palette (issue 56): the partners linked to the plan's machine
 * (active ones; the server refuses others, saying why), and the plan given to the one chosen.
 */
import type { AskOption } from '../../../commands/ask.ts';
import { assignRefillPlanPartner } from '../../../contract/actions/refill-plan-partner.ts';
import { REFILL_PARTNER_STATUS } from '../../../contract/actions/refill-partners.ts';
import { listRefillPartners } from '../../../contract/actions/refills.ts';
import { call } from '../../api/client.ts';
import { callUndoable } from '../../platform/undo/undo.ts';
import { toastError } from '../../ui/index.ts';

export const PARTNER_ASSIGNED = 'Refill partner assigned.';

export async function partnerChoices(machineId: number): Promise<AskOption[]> {
  const answer = await call(listRefillPartners, { vending_machine_id: machineId, limit: 200 });
  return answer.data
    .filter((p) => p.status === REFILL_PARTNER_STATUS.active)
    .map((p) => ({ value: String(p.id), label: p.name, detail: p.mobile_number }));
}

export async function assignPartner(plan: { id: number; version: number }, partnerId: number, reload: () => void) {
  try {
    await callUndoable(assignRefillPlanPartner, { id: plan.id, version: plan.version, refill_partner_id: partnerId }, { message: PARTNER_ASSIGNED, onUndone: reload });
  } catch (error) {
    toastError(error);
  }
  reload();
}
