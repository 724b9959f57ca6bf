/**
 * /api/template-management planogram templates on the record pipeline: list, get, the grid
 * editor's options, create (also the clone's save), update, delete. A save replaces the slots
 * as a set in the same transaction (all checked first: nothing changes on a bad slot), and the
 * audit row keeps them.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { MACHINE_CONFIG_MESSAGES } from '../../contract/actions/machine-config.ts';
import * as contract from '../../contract/actions/planogram-templates.ts';
import type { LabelType } from '../../contract/actions/vm-templates.ts';
import { callerOf, handle } from '../context.ts';
import { planogramTemplates, products, vmTemplates } from '../db/schema/index.ts';
import { conflict } from '../http/errors.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation } from '../kit/mutation.ts';
import {
  heldVmTemplate, planogramColumns, planogramTemplateRecord, planogramTemplateScope, replaceSlots, slotsFilled, toPlanogramTemplateRow,
} from '../records/planogram-template.ts';
import { machinesUsingTemplate } from './machine-config.ts';

export const planogramTemplatesHandlers = [
  defineList(contract.listPlanogramTemplates, {
    scope: planogramTemplateScope,
    query: (db, where) => db.select(planogramColumns).from(planogramTemplates).innerJoin(vmTemplates, eq(vmTemplates.id, planogramTemplates.vm_template_id)).where(where),
    count: (db, where) => db.select({ n: countAll }).from(planogramTemplates).innerJoin(vmTemplates, eq(vmTemplates.id, planogramTemplates.vm_template_id)).where(where),
    filters: { vm_template_id: (ids) => inArray(planogramTemplates.vm_template_id, ids) },
    search: [planogramTemplates.name, vmTemplates.name],
    sort: {
      name: planogramTemplates.name,
      vm_template: vmTemplates.name,
      slots_filled: slotsFilled,
      created_at: planogramTemplates.created_at,
      updated_at: planogramTemplates.updated_at,
    },
    tiebreak: planogramTemplates.id,
    rows: (page) => page.map(toPlanogramTemplateRow),
  }),

  defineGet(contract.getPlanogramTemplate, planogramTemplateRecord),

  handle(contract.getPlanogramTemplateOptions, async (_input, ctx) => {
    const caller = callerOf(ctx);
    const [templates, productRows] = await Promise.all([
      ctx.db
        .select({ id: vmTemplates.id, name: vmTemplates.name, rows: vmTemplates.rows, columns: vmTemplates.columns, label_type: vmTemplates.label_type })
        .from(vmTemplates)
        .where(and(eq(vmTemplates.company_id, caller.company_id), isNull(vmTemplates.deleted_at)))
        .orderBy(asc(vmTemplates.name), asc(vmTemplates.id)),
      ctx.db
        .select({ id: products.id, name: products.name, sku: products.sku })
        .from(products)
        .where(and(eq(products.company_id, caller.company_id), eq(products.status, 1)))
        .orderBy(asc(products.name), asc(products.id)),
    ]);
    return { data: { vm_templates: templates.map((t) => ({ ...t, label_type: t.label_type as LabelType })), products: productRows } };
  }),

  defineCreate(contract.createPlanogramTemplate, planogramTemplateRecord, {
    values: async ({ tx, input, caller }) => {
      await heldVmTemplate(tx, caller, input.vm_template_id);
      return { company_id: caller.company_id, name: input.name.trim(), vm_template_id: input.vm_template_id };
    },
    after: async ({ tx, caller, row, input }) => replaceSlots(tx, caller, row.id, await heldVmTemplate(tx, caller, input.vm_template_id), input.slots),
  }),

  defineMutation(contract.updatePlanogramTemplate, planogramTemplateRecord, {
    apply: async ({ tx, caller, row, input }) => {
      const shape = await heldVmTemplate(tx, caller, input.vm_template_id);
      return {
        set: { name: input.name.trim(), vm_template_id: input.vm_template_id },
        audit: await replaceSlots(tx, caller, row.id, shape, input.slots),
      };
    },
  }),

  defineDelete(contract.deletePlanogramTemplate, planogramTemplateRecord, {
    apply: async ({ tx, row, now }) => {
      const machines = await machinesUsingTemplate(tx, 'planogram_template_id', row.id);
      if (machines > 0) throw conflict(MACHINE_CONFIG_MESSAGES.templateUsedByMachines(machines));
      return { set: { deleted_at: now } };
    },
  }),
];
