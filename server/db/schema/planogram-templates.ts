/** Planogram templates (domain.md): one row each, soft-deleted so the audit can still name them. */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './core.ts';

export const planogramTemplates = pgTable('planogram_templates', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  name: text('name').notNull().default(''),
  vm_template_id: integer('vm_template_id').notNull().default(0),
  version: integer('version').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('planogram_templates_company_created_idx').on(t.company_id, t.created_at)]);
