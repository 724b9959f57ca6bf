/** The board settings template as a record of the pipeline: who reaches which, and how it is read. */
import { and, eq } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import { NETWORK_IDS, type BoardSettingsTemplateRow, type NetworkId } from '../../contract/actions/board-settings-templates.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { boardSettingsTemplates } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';

/** The company's board settings templates, deleted ones left out. */
export const boardSettingsTemplateScope = tenancy({ company: boardSettingsTemplates.company_id, deletedAt: boardSettingsTemplates.deleted_at });

export function toBoardSettingsTemplateRow(row: typeof boardSettingsTemplates.$inferSelect): Infer<typeof BoardSettingsTemplateRow> {
  return {
    id: row.id,
    name: row.name,
    vm_brand_model: row.vm_brand_model,
    carrier_board: row.carrier_board,
    board_type: row.board_type,
    expiry_display: row.expiry_display,
    non_available_display: row.non_available_display,
    network_priority: row.network_priority.filter((n): n is NetworkId => (NETWORK_IDS as readonly string[]).includes(n)),
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    version: row.version,
  };
}

async function readBoardSettingsTemplate(db: Db, caller: Caller, id: number) {
  const [row] = await db.select().from(boardSettingsTemplates).where(and(eq(boardSettingsTemplates.id, id), boardSettingsTemplateScope(caller)));
  if (!row) throw notFound('Board settings template');
  return toBoardSettingsTemplateRow(row);
}

export const boardSettingsTemplateRecord = defineRecord({
  entity: 'board_settings_template',
  table: boardSettingsTemplates,
  noun: 'Board settings template',
  scope: boardSettingsTemplateScope,
  read: readBoardSettingsTemplate,
});
