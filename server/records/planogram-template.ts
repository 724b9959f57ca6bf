/** The planogram template as a record of the pipeline: who reaches which, and how it is read. */
import { and, eq } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { PlanogramTemplateRow } from '../../contract/actions/planogram-templates.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { planogramTemplates } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';

/** The company's planogram templates, deleted ones left out. */
export const planogramTemplateScope = tenancy({ company: planogramTemplates.company_id, deletedAt: planogramTemplates.deleted_at });

export function toPlanogramTemplateRow(row: typeof planogramTemplates.$inferSelect): Infer<typeof PlanogramTemplateRow> {
  return {
    id: row.id,
    name: row.name,
    vm_template_id: row.vm_template_id,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    version: row.version,
  };
}

async function readPlanogramTemplate(db: Db, caller: Caller, id: number) {
  const [row] = await db.select().from(planogramTemplates).where(and(eq(planogramTemplates.id, id), planogramTemplateScope(caller)));
  if (!row) throw notFound('Planogram template');
  return toPlanogramTemplateRow(row);
}

export const planogramTemplateRecord = defineRecord({
  entity: 'planogram_template',
  table: planogramTemplates,
  noun: 'Planogram template',
  scope: planogramTemplateScope,
  read: readPlanogramTemplate,
});
