/** /api/template-management vm templates on the record pipeline: list, get, create, update, delete. */
import * as contract from '../../contract/actions/vm-templates.ts';
import { vmTemplates } from '../db/schema/index.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation } from '../kit/mutation.ts';
import { vmTemplateRecord, vmTemplateScope, toVmTemplateRow } from '../records/vm-template.ts';

type Fields = (typeof contract.createVmTemplate)['request']['TYPE'];

/** The columns a save writes from the request, text trimmed. */
const columnsOf = (input: Fields) => ({
    name: input.name.trim(),
    rows: input.rows,
    columns: input.columns,
    label_type: input.label_type.trim(),
    screen_inactivity_timeout: input.screen_inactivity_timeout,
    cart_reset_timeout: input.cart_reset_timeout,
    payment_timeout: input.payment_timeout,
    post_dispense_timeout: input.post_dispense_timeout,
    unlock_time: input.unlock_time,
    dispense_later_timeout: input.dispense_later_timeout,
    dispense_cancellation_timeout: input.dispense_cancellation_timeout,
    containers: input.containers,
});

export const vmTemplatesHandlers = [
  defineList(contract.listVmTemplates, {
    scope: vmTemplateScope,
    query: (db, where) => db.select().from(vmTemplates).where(where),
    count: (db, where) => db.select({ n: countAll }).from(vmTemplates).where(where),
    search: [vmTemplates.name, vmTemplates.label_type],
    sort: {
      name: vmTemplates.name,
      rows: vmTemplates.rows,
      columns: vmTemplates.columns,
      label_type: vmTemplates.label_type,
      screen_inactivity_timeout: vmTemplates.screen_inactivity_timeout,
      cart_reset_timeout: vmTemplates.cart_reset_timeout,
      payment_timeout: vmTemplates.payment_timeout,
      post_dispense_timeout: vmTemplates.post_dispense_timeout,
      unlock_time: vmTemplates.unlock_time,
      dispense_later_timeout: vmTemplates.dispense_later_timeout,
      dispense_cancellation_timeout: vmTemplates.dispense_cancellation_timeout,
      containers: vmTemplates.containers,
      created_at: vmTemplates.created_at,
      updated_at: vmTemplates.updated_at,
    },
    tiebreak: vmTemplates.id,
    rows: (page) => page.map(toVmTemplateRow),
  }),

  defineGet(contract.getVmTemplate, vmTemplateRecord),

  defineCreate(contract.createVmTemplate, vmTemplateRecord, {
    values: async ({ input, caller }) => ({ company_id: caller.company_id, ...columnsOf(input) }),
  }),

  defineMutation(contract.updateVmTemplate, vmTemplateRecord, {
    apply: async ({ input }) => ({ set: columnsOf(input) }),
  }),

  defineDelete(contract.deleteVmTemplate, vmTemplateRecord, {
    apply: async ({ now }) => ({ set: { deleted_at: now } }),
  }),
];
