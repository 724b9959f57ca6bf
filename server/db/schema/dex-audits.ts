/**
 * DEX audits (issue 54): each audit a file held, as imported, with the figures the console reads
 * from it (contract/dex.ts). Counters are cumulative as the machine reports them; the interval
 * against the machine's previous audit is worked out when it is matched to a machine.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DexAuditData, DexCash, DexChecksum, DexEvent, DexInterval, DexSelection, DexWarning } from '../../../contract/dex.ts';
import { companies, users } from './core.ts';
import { vendingMachines } from './machines.ts';

/** Cumulative money can pass an int's range; three places cover ID401's 0–3. */
const amount = (name: string) => numeric(name, { precision: 16, scale: 3, mode: 'number' });

export const dexAudits = pgTable('dex_audits', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  /** Null while unmatched: no machine of the company remembers its serial yet (map.dex_audit). */
  vending_machine_id: integer('vending_machine_id').references(() => vendingMachines.id),
  /** 'matched' or 'unmatched'. */
  status: text('status').notNull().default('unmatched'),
  serial: text('serial').notNull().default(''),
  model: text('model'),
  maker: text('maker'),
  file_name: text('file_name').notNull().default(''),
  /** 'upload' (the console), 'integration' (a handheld or telemetry provider), 'seed'. */
  source: text('source').notNull().default('upload'),
  /** hex SHA-256 of the audit's text: the same audit imported twice is a duplicate. */
  content_hash: text('content_hash').notNull(),
  /** The audit's own text, downloadable as it came. */
  raw: text('raw').notNull(),
  /** ID5 when the file has one, else the time of import. */
  read_at: timestamp('read_at', { withTimezone: true }).notNull(),
  decimals: integer('decimals').notNull().default(2),
  currency: text('currency'),
  paid_vends: integer('paid_vends').notNull().default(0),
  paid_value: amount('paid_value').notNull().default(0),
  /** CA301 cash in and DA201 cashless, cumulative. */
  cash_in: amount('cash_in'),
  cashless_value: amount('cashless_value'),
  selections: jsonb('selections').$type<DexSelection[]>().notNull().default([]),
  cash: jsonb('cash').$type<DexCash>(),
  events: jsonb('events').$type<DexEvent[]>().notNull().default([]),
  /** The parsed audit's remaining fields (totals, remarks, unknown tags) as the parser gave them. */
  details: jsonb('details').$type<Partial<DexAuditData>>(),
  checksum: text('checksum').$type<DexChecksum>().notNull(),
  warnings: jsonb('warnings').$type<DexWarning[]>().notNull().default([]),
  /** The machine's audit before this one, whose counters this one's interval subtracts. */
  previous_audit_id: integer('previous_audit_id'),
  /** This audit minus the previous one: vends, value, cash and per selection (null for a machine's first). */
  interval: jsonb('interval').$type<DexInterval>(),
  created_by: integer('created_by').references(() => users.id),
  version: integer('version').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  index('dex_audits_company_created_idx').on(t.company_id, t.created_at),
  uniqueIndex('dex_audits_content_key').on(t.company_id, t.content_hash),
  // A machine's audits in reading order: the interval and the machine's Audits list.
  index('dex_audits_machine_read_idx').on(t.vending_machine_id, t.read_at).where(sql`${t.vending_machine_id} is not null`),
  index('dex_audits_unmatched_idx').on(t.company_id, t.serial).where(sql`${t.vending_machine_id} is null`),
]);

/** A serial a machine answers to in DEX files: set when an unmatched audit is mapped to it. */
export const dexMachineSerials = pgTable('dex_machine_serials', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  serial: text('serial').notNull(),
  vending_machine_id: integer('vending_machine_id').notNull().references(() => vendingMachines.id),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('dex_machine_serials_key').on(t.company_id, t.serial),
  index('dex_machine_serials_machine_idx').on(t.vending_machine_id),
]);
