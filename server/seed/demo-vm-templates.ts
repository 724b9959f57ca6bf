/** Demo vm templates for the demo company, so a new user sees the screens working. */
import { vmTemplates } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';

export async function seedVmTemplates({ db, core }: SeedContext) {
  await db.insert(vmTemplates).values(Array.from({ length: 12 }, (_, i) => ({
    company_id: core.companyId,
    name: `Vm template ${i + 1}`,
    rows: i * 3,
    columns: i * 3,
    label_type: `Label type ${i + 1}`,
    screen_inactivity_timeout: i * 3,
    cart_reset_timeout: i * 3,
    payment_timeout: i * 3,
    post_dispense_timeout: i * 3,
    unlock_time: i * 3,
    dispense_later_timeout: i * 3,
    dispense_cancellation_timeout: i * 3,
    containers: i * 3,
  })));
}
