/** Demo planogram templates for the demo company, so a new user sees the screens working. */
import { planogramTemplates } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';

export async function seedPlanogramTemplates({ db, core }: SeedContext) {
  await db.insert(planogramTemplates).values(Array.from({ length: 12 }, (_, i) => ({
    company_id: core.companyId,
    name: `Planogram template ${i + 1}`,
    vm_template_id: i * 3,
  })));
}
