/**
 * The planogram template as a record of the pipeline: who reaches which, how it is read (with
 * its VM template's shape and its slots), and how its slots are checked and replaced.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import { PLANOGRAM_TEMPLATE_MESSAGES, slotProblems, type PlanogramTemplate, type PlanogramTemplateRow } from '../../contract/actions/planogram-templates.ts';
import { coilLabel, type LabelType } from '../../contract/actions/vm-templates.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { planogramTemplateSlots, planogramTemplates, products, vmTemplates } from '../db/schema/index.ts';
import { invalid, notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';

/** A 400 naming the field, its message the toast's text. */
const refuse = (path: string, message: string) => invalid([{ path, message }], message);

/** The company's planogram templates, deleted ones left out. */
export const planogramTemplateScope = tenancy({ company: planogramTemplates.company_id, deletedAt: planogramTemplates.deleted_at });

/** Slots holding a product, per template: what the list shows and sorts by. */
export const slotsFilled = sql<number>`(select count(*)::int from ${planogramTemplateSlots} where ${planogramTemplateSlots.planogram_template_id} = ${planogramTemplates.id})`;

/** The list's and the read's columns: the template, its VM template's name and shape, its filled slots. */
export const planogramColumns = {
  id: planogramTemplates.id,
  name: planogramTemplates.name,
  vm_template_id: planogramTemplates.vm_template_id,
  vm_template_name: vmTemplates.name,
  rows: vmTemplates.rows,
  columns: vmTemplates.columns,
  label_type: vmTemplates.label_type,
  slots_filled: slotsFilled,
  created_at: planogramTemplates.created_at,
  updated_at: planogramTemplates.updated_at,
  version: planogramTemplates.version,
};

type Selected = { [K in keyof typeof planogramColumns]: unknown } & { created_at: Date; updated_at: Date; slots_filled: number };

export function toPlanogramTemplateRow(row: Selected & Record<string, unknown>): Infer<typeof PlanogramTemplateRow> {
  return {
    id: row.id as number,
    name: row.name as string,
    vm_template_id: row.vm_template_id as number,
    vm_template_name: row.vm_template_name as string,
    rows: row.rows as number,
    columns: row.columns as number,
    slots_filled: Number(row.slots_filled),
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    version: row.version as number,
  };
}

async function readPlanogramTemplate(db: Db, caller: Caller, id: number): Promise<Infer<typeof PlanogramTemplate>> {
  const [row] = await db
    .select(planogramColumns)
    .from(planogramTemplates)
    .innerJoin(vmTemplates, eq(vmTemplates.id, planogramTemplates.vm_template_id))
    .where(and(eq(planogramTemplates.id, id), planogramTemplateScope(caller)));
  if (!row) throw notFound('Planogram template');
  const slots = await db
    .select({
      row: planogramTemplateSlots.row,
      column: planogramTemplateSlots.column,
      coil: planogramTemplateSlots.coil,
      product_id: planogramTemplateSlots.product_id,
      product_name: products.name,
      sku: products.sku,
      item_layout_max: planogramTemplateSlots.item_layout_max,
      par_level: planogramTemplateSlots.par_level,
    })
    .from(planogramTemplateSlots)
    .innerJoin(products, eq(products.id, planogramTemplateSlots.product_id))
    .where(eq(planogramTemplateSlots.planogram_template_id, row.id))
    .orderBy(asc(planogramTemplateSlots.row), asc(planogramTemplateSlots.column));
  return { ...toPlanogramTemplateRow(row), label_type: row.label_type as LabelType, slots };
}

export const planogramTemplateRecord = defineRecord({
  entity: 'planogram_template',
  table: planogramTemplates,
  noun: 'Planogram template',
  scope: planogramTemplateScope,
  read: readPlanogramTemplate,
});

/**
 * The company's VM template a planogram is laid out on, held (FOR SHARE) until the save
 * commits so it is neither deleted nor shrunk under it.
 */
export async function heldVmTemplate(tx: Tx, caller: Caller, vmTemplateId: number) {
  const [template] = await tx
    .select({ id: vmTemplates.id, rows: vmTemplates.rows, columns: vmTemplates.columns, label_type: vmTemplates.label_type })
    .from(vmTemplates)
    .where(and(eq(vmTemplates.id, vmTemplateId), eq(vmTemplates.company_id, caller.company_id), isNull(vmTemplates.deleted_at)))
    .for('share');
  if (!template) throw refuse('vm_template_id', PLANOGRAM_TEMPLATE_MESSAGES.unknownVmTemplate);
  return { ...template, label_type: template.label_type as LabelType };
}

interface SlotInput {
  row: number;
  column: number;
  product_id: number;
  item_layout_max: number;
  par_level: number;
}

/**
 * Checks the whole set (every problem named by its path, nothing written if any), then replaces
 * the template's slots with it. Returns what the audit row keeps.
 */
export async function replaceSlots(tx: Tx, caller: Caller, planogramId: number, shape: { rows: number; columns: number; label_type: LabelType }, slots: readonly SlotInput[]) {
  const problems: { path: string; message: string }[] = [];
  const seen = new Set<string>();
  const ids = [...new Set(slots.map((s) => s.product_id))];
  const found = ids.length
    ? await tx.select({ id: products.id, status: products.status }).from(products).where(and(inArray(products.id, ids), eq(products.company_id, caller.company_id)))
    : [];
  const status = new Map(found.map((p) => [p.id, p.status]));
  slots.forEach((slot, index) => {
    const at = (field: string) => `slots.${index}.${field}`;
    if (slot.row > shape.rows || slot.column > shape.columns) problems.push({ path: at('row'), message: PLANOGRAM_TEMPLATE_MESSAGES.outsideShape(shape.rows, shape.columns) });
    const cell = `${slot.row}:${slot.column}`;
    if (seen.has(cell)) problems.push({ path: at('row'), message: PLANOGRAM_TEMPLATE_MESSAGES.slotTwice });
    seen.add(cell);
    const productStatus = status.get(slot.product_id);
    if (productStatus === undefined) problems.push({ path: at('product_id'), message: PLANOGRAM_TEMPLATE_MESSAGES.unknownProduct });
    else if (productStatus !== 1) problems.push({ path: at('product_id'), message: PLANOGRAM_TEMPLATE_MESSAGES.inactiveProduct });
    for (const [field, message] of Object.entries(slotProblems(slot))) problems.push({ path: at(field), message });
  });
  if (problems.length) throw invalid(problems, problems[0]!.message);
  await tx.delete(planogramTemplateSlots).where(eq(planogramTemplateSlots.planogram_template_id, planogramId));
  const rows = slots.map((s) => ({ planogram_template_id: planogramId, ...s, coil: coilLabel(shape.label_type, s.row, s.column) }));
  if (rows.length) await tx.insert(planogramTemplateSlots).values(rows);
  return { slots: rows.map(({ planogram_template_id: _, ...slot }) => slot) };
}
