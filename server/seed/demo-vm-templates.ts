/** Demo VM templates for the demo company: the fleet's 6 × 8 snack machine, a 5 × 6 drinks cooler and a 4 × 5 combo, so a new user sees the screens working. */
import { vmTemplates } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';

const TIMEOUTS = {
  screen_inactivity_timeout: 60,
  cart_reset_timeout: 30,
  payment_timeout: 120,
  post_dispense_timeout: 5,
  unlock_time: 10,
  dispense_later_timeout: 300,
  dispense_cancellation_timeout: 30,
};

export const DEMO_VM_TEMPLATES = [
  { name: 'Standard snack machine 6 × 8', rows: 6, columns: 8, label_type: 'NUMERIC', containers: 1, entity_type: 'COMPANY' },
  { name: 'Drinks cooler 5 × 6', rows: 5, columns: 6, label_type: 'NUMERIC', containers: 1, entity_type: 'ZONE' },
  { name: 'Compact combo 4 × 5', rows: 4, columns: 5, label_type: 'ALPHANUMERIC', containers: 2, entity_type: 'COMPANY' },
] as const;

export async function seedVmTemplates({ db, core }: SeedContext) {
  await db.insert(vmTemplates).values(DEMO_VM_TEMPLATES.map((t, i) => ({
    company_id: core.companyId,
    ...t,
    ...TIMEOUTS,
    payment_timeout: TIMEOUTS.payment_timeout - i * 30,
    entity_id: t.entity_type === 'ZONE' ? core.zoneIds[0] ?? null : null,
    entity_type: t.entity_type === 'ZONE' && core.zoneIds.length ? 'ZONE' : 'COMPANY',
  })));
}
