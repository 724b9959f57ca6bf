/** /api/template-management planogram templates on the record pipeline: list, get, create, update, delete. */
import * as contract from '../../contract/actions/planogram-templates.ts';
import { planogramTemplates } from '../db/schema/index.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation } from '../kit/mutation.ts';
import { planogramTemplateRecord, planogramTemplateScope, toPlanogramTemplateRow } from '../records/planogram-template.ts';

type Fields = (typeof contract.createPlanogramTemplate)['request']['TYPE'];

/** The columns a save writes from the request, text trimmed. */
const columnsOf = (input: Fields) => ({
    name: input.name.trim(),
    vm_template_id: input.vm_template_id,
});

export const planogramTemplatesHandlers = [
  defineList(contract.listPlanogramTemplates, {
    scope: planogramTemplateScope,
    query: (db, where) => db.select().from(planogramTemplates).where(where),
    count: (db, where) => db.select({ n: countAll }).from(planogramTemplates).where(where),
    search: [planogramTemplates.name],
    sort: {
      name: planogramTemplates.name,
      vm_template_id: planogramTemplates.vm_template_id,
      created_at: planogramTemplates.created_at,
      updated_at: planogramTemplates.updated_at,
    },
    tiebreak: planogramTemplates.id,
    rows: (page) => page.map(toPlanogramTemplateRow),
  }),

  defineGet(contract.getPlanogramTemplate, planogramTemplateRecord),

  defineCreate(contract.createPlanogramTemplate, planogramTemplateRecord, {
    values: async ({ input, caller }) => ({ company_id: caller.company_id, ...columnsOf(input) }),
  }),

  defineMutation(contract.updatePlanogramTemplate, planogramTemplateRecord, {
    apply: async ({ input }) => ({ set: columnsOf(input) }),
  }),

  defineDelete(contract.deletePlanogramTemplate, planogramTemplateRecord, {
    apply: async ({ now }) => ({ set: { deleted_at: now } }),
  }),
];
