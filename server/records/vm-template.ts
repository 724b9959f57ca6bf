/** The vm template as a record of the pipeline: who reaches which, and how it is read. */
import { and, eq } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { VmTemplateRow } from '../../contract/actions/vm-templates.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { vmTemplates } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';

/** The company's vm templates, deleted ones left out. */
export const vmTemplateScope = tenancy({ company: vmTemplates.company_id, deletedAt: vmTemplates.deleted_at });

export function toVmTemplateRow(row: typeof vmTemplates.$inferSelect): Infer<typeof VmTemplateRow> {
  return {
    id: row.id,
    name: row.name,
    rows: row.rows,
    columns: row.columns,
    label_type: row.label_type,
    screen_inactivity_timeout: row.screen_inactivity_timeout,
    cart_reset_timeout: row.cart_reset_timeout,
    payment_timeout: row.payment_timeout,
    post_dispense_timeout: row.post_dispense_timeout,
    unlock_time: row.unlock_time,
    dispense_later_timeout: row.dispense_later_timeout,
    dispense_cancellation_timeout: row.dispense_cancellation_timeout,
    containers: row.containers,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    version: row.version,
  };
}

async function readVmTemplate(db: Db, caller: Caller, id: number) {
  const [row] = await db.select().from(vmTemplates).where(and(eq(vmTemplates.id, id), vmTemplateScope(caller)));
  if (!row) throw notFound('Vm template');
  return toVmTemplateRow(row);
}

export const vmTemplateRecord = defineRecord({
  entity: 'vm_template',
  table: vmTemplates,
  noun: 'Vm template',
  scope: vmTemplateScope,
  read: readVmTemplate,
});
