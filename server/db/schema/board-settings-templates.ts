/** Board settings templates (domain.md §3, §9): one row each, soft-deleted so the audit can still name them. */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './core.ts';

export const boardSettingsTemplates = pgTable('board_settings_templates', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  name: text('name').notNull().default(''),
  vm_brand_model: text('vm_brand_model').notNull().default(''),
  carrier_board: text('carrier_board').notNull().default(''),
  /** BOARD_TYPES of contract/actions/board-settings-templates.ts: 1 with a display, 2 without. */
  board_type: integer('board_type').notNull().default(1),
  /** EXPIRY_DISPLAYS: 1 never show, 2 "EXP …", 3 "Best before …". */
  expiry_display: integer('expiry_display').notNull().default(1),
  /** NON_AVAILABLE_DISPLAYS: 1 hide, 2 show at the end, 3 show as is. */
  non_available_display: integer('non_available_display').notNull().default(1),
  /** NETWORKS ids, each once, first tried first. */
  network_priority: jsonb('network_priority').$type<string[]>().notNull().default([]),
  version: integer('version').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('board_settings_templates_company_created_idx').on(t.company_id, t.created_at)]);
