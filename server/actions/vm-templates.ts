/**
 * /api/template-management VM templates on the record pipeline: list, get, the form's options,
 * create (also the clone's save), update, delete. A template's shape may not shrink below a
 * slot its planogram templates use, and it is not deleted while they use it.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import * as contract from '../../contract/actions/vm-templates.ts';
import { MACHINE_CONFIG_MESSAGES } from '../../contract/actions/machine-config.ts';
import { callerOf, handle } from '../context.ts';
import { companies, planogramTemplateSlots, planogramTemplates, retailers, vmTemplates, zones } from '../db/schema/index.ts';
import { conflict } from '../http/errors.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation } from '../kit/mutation.ts';
import { machinesUsingTemplate } from './machine-config.ts';
import { markConfigChanged, usingTemplate } from '../device/config-version.ts';
import { entityOf, planogramUse, toVmTemplateRows, vmTemplateRecord, vmTemplateScope } from '../records/vm-template.ts';

type Fields = (typeof contract.createVmTemplate)['request']['TYPE'];

/** The columns a save writes from the request, the name trimmed. */
const columnsOf = (input: Fields) => ({
  name: input.name.trim(),
  rows: input.rows,
  columns: input.columns,
  label_type: input.label_type,
  screen_inactivity_timeout: input.screen_inactivity_timeout,
  cart_reset_timeout: input.cart_reset_timeout,
  payment_timeout: input.payment_timeout,
  post_dispense_timeout: input.post_dispense_timeout,
  unlock_time: input.unlock_time,
  dispense_later_timeout: input.dispense_later_timeout,
  dispense_cancellation_timeout: input.dispense_cancellation_timeout,
  containers: input.containers,
});

/** The coil label of a planogram slot in SQL, as contract coilLabel() writes it. */
const coilSql = (labelType: contract.LabelType) =>
  labelType === 'ALPHANUMERIC'
    ? sql`chr(64 + ${planogramTemplateSlots.row}) || ${planogramTemplateSlots.column}::text`
    : sql`${planogramTemplateSlots.row}::text || ${planogramTemplateSlots.column}::text`;

export const vmTemplatesHandlers = [
  defineList(contract.listVmTemplates, {
    scope: vmTemplateScope,
    query: (db, where) => db.select().from(vmTemplates).where(where),
    count: (db, where) => db.select({ n: countAll }).from(vmTemplates).where(where),
    filters: { entity_type: (types) => inArray(vmTemplates.entity_type, types) },
    search: [vmTemplates.name],
    sort: {
      name: vmTemplates.name,
      rows: vmTemplates.rows,
      columns: vmTemplates.columns,
      containers: vmTemplates.containers,
      entity_type: vmTemplates.entity_type,
      created_at: vmTemplates.created_at,
      updated_at: vmTemplates.updated_at,
    },
    tiebreak: vmTemplates.id,
    rows: (page, ctx) => toVmTemplateRows(ctx.db, page),
  }),

  defineGet(contract.getVmTemplate, vmTemplateRecord),

  handle(contract.getVmTemplateOptions, async (_input, ctx) => {
    const caller = callerOf(ctx);
    const [[company], zoneRows, retailerRows] = await Promise.all([
      ctx.db.select({ name: companies.name }).from(companies).where(eq(companies.id, caller.company_id)),
      ctx.db.select({ id: zones.id, name: zones.name }).from(zones).where(and(eq(zones.company_id, caller.company_id), isNull(zones.deleted_at))).orderBy(asc(zones.name), asc(zones.id)),
      ctx.db.select({ id: retailers.id, name: retailers.name }).from(retailers)
        .where(and(eq(retailers.company_id, caller.company_id), isNull(retailers.deleted_at))).orderBy(asc(retailers.name), asc(retailers.id)),
    ]);
    return { data: { company: company?.name ?? '', zones: zoneRows, retailers: retailerRows } };
  }),

  defineCreate(contract.createVmTemplate, vmTemplateRecord, {
    values: async ({ tx, input, caller }) => ({ company_id: caller.company_id, ...columnsOf(input), ...(await entityOf(tx, caller, input)) }),
  }),

  defineMutation(contract.updateVmTemplate, vmTemplateRecord, {
    apply: async ({ tx, caller, row, input, now }) => {
      const use = await planogramUse(tx, row.id);
      await markConfigChanged(tx, usingTemplate('vm_template_id', row.id), now);
      if (use.maxRow > input.rows || use.maxColumn > input.columns) throw conflict(contract.VM_TEMPLATE_MESSAGES.shapeTooSmall(input.rows, input.columns));
      if (input.label_type !== row.label_type && use.planograms > 0) {
        // The trays print the new labels: the planograms' coils follow.
        await tx.update(planogramTemplateSlots).set({ coil: coilSql(input.label_type) }).where(inArray(
          planogramTemplateSlots.planogram_template_id,
          tx.select({ id: planogramTemplates.id }).from(planogramTemplates).where(and(eq(planogramTemplates.vm_template_id, row.id), isNull(planogramTemplates.deleted_at))),
        ));
      }
      return { set: { ...columnsOf(input), ...(await entityOf(tx, caller, input)) } };
    },
  }),

  defineDelete(contract.deleteVmTemplate, vmTemplateRecord, {
    apply: async ({ tx, row, now }) => {
      const use = await planogramUse(tx, row.id);
      if (use.planograms > 0) throw conflict(contract.VM_TEMPLATE_MESSAGES.inUse(use.planograms));
      const machines = await machinesUsingTemplate(tx, 'vm_template_id', row.id);
      if (machines > 0) throw conflict(MACHINE_CONFIG_MESSAGES.templateUsedByMachines(machines));
      return { set: { deleted_at: now } };
    },
  }),
];
