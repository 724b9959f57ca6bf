/**
 * Bulk refills (domain.md §3 "Bulk refill plan"): a parent record for many machines of one VM
 * template; each machine gets an ordinary refill plan (refill_plans), linked here with the
 * result of the bulk refill's last execution for that machine. Stock moves only through the
 * plans' own execution (server/records/refill-execution.ts).
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, franchises, users } from './core.ts';
import { vendingMachines } from './machines.ts';
import { vmTemplates } from './vm-templates.ts';
import { refillPartners, refillPlans } from './warehouse.ts';

export const bulkRefills = pgTable('bulk_refills', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  /** Franchise staff's bulk refills are their franchise's; null: the company's. */
  franchise_id: integer('franchise_id').references(() => franchises.id),
  bulk_refill_id: text('bulk_refill_id').notNull(),
  name: text('name').notNull(),
  vm_template_id: integer('vm_template_id').notNull().references(() => vmTemplates.id),
  refill_partner_id: integer('refill_partner_id').references(() => refillPartners.id),
  /** BULK_REFILL_STATUS: 1 Created, 2 In Transit, 3 Executed, 4 Partially Executed. */
  status: integer('status').notNull().default(1),
  scheduled_at: timestamp('scheduled_at', { withTimezone: true }),
  executed_at: timestamp('executed_at', { withTimezone: true }),
  created_by: integer('created_by').references(() => users.id),
  version: integer('version').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('bulk_refills_company_updated_idx').on(t.company_id, t.updated_at),
  uniqueIndex('bulk_refills_number_key').on(t.company_id, t.bulk_refill_id),
]);

export const bulkRefillMachines = pgTable('bulk_refill_machines', {
  id: serial('id').primaryKey(),
  bulk_refill_id: integer('bulk_refill_id').notNull().references(() => bulkRefills.id, { onDelete: 'cascade' }),
  vending_machine_id: integer('vending_machine_id').notNull().references(() => vendingMachines.id),
  /** The machine's ordinary refill plan; deleting the bulk refill deletes its (Created) plans. */
  refill_plan_id: integer('refill_plan_id').notNull().references(() => refillPlans.id, { onDelete: 'cascade' }),
  /** The last execution's result: 'executed' | 'refused'; null before. */
  result: text('result'),
  reason: text('reason'),
}, (t) => [
  uniqueIndex('bulk_refill_machines_machine_key').on(t.bulk_refill_id, t.vending_machine_id),
  uniqueIndex('bulk_refill_machines_plan_key').on(t.refill_plan_id),
]);
