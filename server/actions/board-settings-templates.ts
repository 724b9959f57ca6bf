/**
 * /api/template-management board settings templates on the record pipeline: list, get, create
 * (also a clone's save), update, delete. A delete is refused while live machines use the
 * template (issue 38's machine configuration).
 */
import { inArray } from 'drizzle-orm';
import * as contract from '../../contract/actions/board-settings-templates.ts';
import { MACHINE_CONFIG_MESSAGES } from '../../contract/actions/machine-config.ts';
import { boardSettingsTemplates } from '../db/schema/index.ts';
import { conflict } from '../http/errors.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation } from '../kit/mutation.ts';
import { machinesUsingTemplate } from './machine-config.ts';
import { markConfigChanged, usingTemplate } from '../device/config-version.ts';
import { boardSettingsTemplateRecord, boardSettingsTemplateScope, toBoardSettingsTemplateRow } from '../records/board-settings-template.ts';

type Fields = (typeof contract.createBoardSettingsTemplate)['request']['TYPE'];

/** The columns a save writes from the request, text trimmed. */
const columnsOf = (input: Fields) => ({
    name: input.name.trim(),
    vm_brand_model: input.vm_brand_model.trim(),
    carrier_board: input.carrier_board.trim(),
    board_type: input.board_type,
    expiry_display: input.expiry_display,
    non_available_display: input.non_available_display,
    network_priority: [...input.network_priority],
});

export const boardSettingsTemplatesHandlers = [
  defineList(contract.listBoardSettingsTemplates, {
    scope: boardSettingsTemplateScope,
    query: (db, where) => db.select().from(boardSettingsTemplates).where(where),
    count: (db, where) => db.select({ n: countAll }).from(boardSettingsTemplates).where(where),
    filters: { board_type: (types) => inArray(boardSettingsTemplates.board_type, types) },
    search: [boardSettingsTemplates.name, boardSettingsTemplates.vm_brand_model, boardSettingsTemplates.carrier_board],
    sort: {
      name: boardSettingsTemplates.name,
      vm_brand_model: boardSettingsTemplates.vm_brand_model,
      carrier_board: boardSettingsTemplates.carrier_board,
      board_type: boardSettingsTemplates.board_type,
      expiry_display: boardSettingsTemplates.expiry_display,
      non_available_display: boardSettingsTemplates.non_available_display,
      created_at: boardSettingsTemplates.created_at,
      updated_at: boardSettingsTemplates.updated_at,
    },
    tiebreak: boardSettingsTemplates.id,
    rows: (page) => page.map(toBoardSettingsTemplateRow),
  }),

  defineGet(contract.getBoardSettingsTemplate, boardSettingsTemplateRecord),

  defineCreate(contract.createBoardSettingsTemplate, boardSettingsTemplateRecord, {
    values: async ({ input, caller }) => ({ company_id: caller.company_id, ...columnsOf(input) }),
  }),

  defineMutation(contract.updateBoardSettingsTemplate, boardSettingsTemplateRecord, {
    apply: async ({ tx, row, input, now }) => {
      await markConfigChanged(tx, usingTemplate('board_settings_template_id', row.id), now);
      return { set: columnsOf(input) };
    },
  }),

  defineDelete(contract.deleteBoardSettingsTemplate, boardSettingsTemplateRecord, {
    apply: async ({ tx, row, now }) => {
      const machines = await machinesUsingTemplate(tx, 'board_settings_template_id', row.id);
      if (machines > 0) throw conflict(MACHINE_CONFIG_MESSAGES.templateUsedByMachines(machines));
      return { set: { deleted_at: now } };
    },
  }),
];
