/** The VM template as a record of the pipeline: who reaches which, how it is read, who it is for. */
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import { VM_TEMPLATE_MESSAGES, type LabelType, type TemplateScope, type VmTemplate, type VmTemplateRow } from '../../contract/actions/vm-templates.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { companies, planogramTemplateSlots, planogramTemplates, retailers, vmTemplates, zones } from '../db/schema/index.ts';
import { invalid, notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';

/** A 400 naming the field, its message the toast's text. */
const refuse = (path: string, message: string) => invalid([{ path, message }], message);

/** The company's VM templates, deleted ones left out. */
export const vmTemplateScope = tenancy({ company: vmTemplates.company_id, deletedAt: vmTemplates.deleted_at });

type Row = typeof vmTemplates.$inferSelect;

/** The names of the templates' companies, zones and retailers, and their planogram counts, for a page of rows. */
async function detailsOf(db: Db | Tx, rows: readonly Row[]) {
  const ids = rows.map((r) => r.id);
  const idsOf = (type: TemplateScope) => rows.filter((r) => r.entity_type === type && r.entity_id !== null).map((r) => r.entity_id!);
  const zoneIds = idsOf('ZONE');
  const retailerIds = idsOf('RETAILER');
  const companyIds = [...new Set(rows.map((r) => r.company_id))];
  const [zoneRows, retailerRows, companyRows, counts] = await Promise.all([
    zoneIds.length ? db.select({ id: zones.id, name: zones.name }).from(zones).where(inArray(zones.id, zoneIds)) : [],
    retailerIds.length ? db.select({ id: retailers.id, name: retailers.name }).from(retailers).where(inArray(retailers.id, retailerIds)) : [],
    companyIds.length ? db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, companyIds)) : [],
    ids.length
      ? db.select({ id: planogramTemplates.vm_template_id, n: count() }).from(planogramTemplates)
        .where(and(inArray(planogramTemplates.vm_template_id, ids), isNull(planogramTemplates.deleted_at)))
        .groupBy(planogramTemplates.vm_template_id)
      : [],
  ]);
  const zoneName = new Map(zoneRows.map((z) => [z.id, z.name]));
  const retailerName = new Map(retailerRows.map((r) => [r.id, r.name]));
  const companyName = new Map(companyRows.map((c) => [c.id, c.name]));
  const planograms = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return (row: Row): Infer<typeof VmTemplateRow> => toVmTemplateRow(row, {
    entityName: row.entity_type === 'ZONE' ? zoneName.get(row.entity_id ?? 0) ?? ''
      : row.entity_type === 'RETAILER' ? retailerName.get(row.entity_id ?? 0) ?? ''
      : companyName.get(row.company_id) ?? '',
    planogramCount: planograms.get(row.id) ?? 0,
  });
}

export function toVmTemplateRow(row: Row, details: { entityName: string; planogramCount: number }): Infer<typeof VmTemplateRow> {
  return {
    id: row.id,
    name: row.name,
    rows: row.rows,
    columns: row.columns,
    label_type: row.label_type as LabelType,
    screen_inactivity_timeout: row.screen_inactivity_timeout,
    cart_reset_timeout: row.cart_reset_timeout,
    payment_timeout: row.payment_timeout,
    post_dispense_timeout: row.post_dispense_timeout,
    unlock_time: row.unlock_time,
    dispense_later_timeout: row.dispense_later_timeout,
    dispense_cancellation_timeout: row.dispense_cancellation_timeout,
    containers: row.containers,
    entity_type: row.entity_type as TemplateScope,
    entity_id: row.entity_id,
    entity_name: details.entityName,
    planogram_count: details.planogramCount,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    version: row.version,
  };
}

/** A page of rows as the list answers them (two or three queries for the page). */
export async function toVmTemplateRows(db: Db, rows: readonly Row[]) {
  const toRow = await detailsOf(db, rows);
  return rows.map(toRow);
}

async function readVmTemplate(db: Db, caller: Caller, id: number): Promise<Infer<typeof VmTemplate>> {
  const [row] = await db.select().from(vmTemplates).where(and(eq(vmTemplates.id, id), vmTemplateScope(caller)));
  if (!row) throw notFound('VM template');
  const toRow = await detailsOf(db, [row]);
  const planograms = await db
    .select({
      id: planogramTemplates.id,
      name: planogramTemplates.name,
      updated_at: planogramTemplates.updated_at,
      slots_filled: sql<number>`(select count(*)::int from ${planogramTemplateSlots} where ${planogramTemplateSlots.planogram_template_id} = ${planogramTemplates.id})`,
    })
    .from(planogramTemplates)
    .where(and(eq(planogramTemplates.vm_template_id, row.id), isNull(planogramTemplates.deleted_at)))
    .orderBy(asc(planogramTemplates.name), asc(planogramTemplates.id));
  return { ...toRow(row), planograms: planograms.map((p) => ({ ...p, slots_filled: Number(p.slots_filled), updated_at: iso(p.updated_at)! })) };
}

export const vmTemplateRecord = defineRecord({
  entity: 'vm_template',
  table: vmTemplates,
  noun: 'VM template',
  scope: vmTemplateScope,
  read: readVmTemplate,
});

/**
 * The entity a template is for, checked: the company (no id), or one of the company's zones or
 * live retailers.
 */
export async function entityOf(tx: Tx, caller: Caller, input: { entity_type: TemplateScope; entity_id: number | null }) {
  if (input.entity_type === 'COMPANY') return { entity_type: 'COMPANY', entity_id: null };
  if (input.entity_type === 'RETAILER') {
    if (input.entity_id === null) throw refuse('entity_id', VM_TEMPLATE_MESSAGES.retailerRequired);
    const [retailer] = await tx.select({ id: retailers.id }).from(retailers)
      .where(and(eq(retailers.id, input.entity_id), eq(retailers.company_id, caller.company_id), isNull(retailers.deleted_at)));
    if (!retailer) throw refuse('entity_id', VM_TEMPLATE_MESSAGES.unknownRetailer);
    return { entity_type: 'RETAILER', entity_id: retailer.id };
  }
  if (input.entity_id === null) throw refuse('entity_id', VM_TEMPLATE_MESSAGES.zoneRequired);
  const [zone] = await tx.select({ id: zones.id }).from(zones).where(and(eq(zones.id, input.entity_id), eq(zones.company_id, caller.company_id)));
  if (!zone) throw refuse('entity_id', VM_TEMPLATE_MESSAGES.unknownZone);
  return { entity_type: 'ZONE', entity_id: zone.id };
}

/** The planogram templates (not deleted) laid out on a VM template, and the furthest row and column their slots use. */
export async function planogramUse(tx: Tx, vmTemplateId: number) {
  const [use] = await tx
    .select({
      planograms: sql<number>`count(distinct ${planogramTemplates.id})::int`,
      maxRow: sql<number | null>`max(${planogramTemplateSlots.row})`,
      maxColumn: sql<number | null>`max(${planogramTemplateSlots.column})`,
    })
    .from(planogramTemplates)
    .leftJoin(planogramTemplateSlots, eq(planogramTemplateSlots.planogram_template_id, planogramTemplates.id))
    .where(and(eq(planogramTemplates.vm_template_id, vmTemplateId), isNull(planogramTemplates.deleted_at)));
  return { planograms: Number(use?.planograms ?? 0), maxRow: Number(use?.maxRow ?? 0), maxColumn: Number(use?.maxColumn ?? 0) };
}

