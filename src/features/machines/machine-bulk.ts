/**
 * The fleet list's bulk commands (issue 56): set active or inactive, change planogram, link to or
 * unlink from a refill partner, with the options their palette steps list.
 */
import { BULK_MACHINE_COMMANDS } from '../../../commands/bulk-records.ts';
import { listRefillPartners } from '../../../contract/actions/refills.ts';
import { call } from '../../api/client.ts';
import type { BulkList } from '../../platform/bulk/useBulkCommands.tsx';
import { planogramChoices } from './apply-planogram.ts';

/** The most partners the step lists; past that, a company would link from the partner's own screen. */
const PARTNER_CHOICES = 500;

async function partnerChoices() {
  const answer = await call(listRefillPartners, { limit: PARTNER_CHOICES, sortBy: 'name', sortDir: 'ASC' });
  return answer.data.map((p) => ({ value: String(p.id), label: p.name, detail: p.mobile_number }));
}

export const MACHINE_BULK: BulkList<{ name: string; code: string; status: number }> = {
  commands: BULK_MACHINE_COMMANDS,
  noun: { one: 'machine', many: 'machines' },
  label: (m) => m.code || m.name,
  // No shape is favoured: a selection may mix shapes, and the server refuses a misfit per machine, saying why.
  choices: { template: () => planogramChoices(), partner: partnerChoices },
};
