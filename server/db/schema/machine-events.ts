/**
 * Events of a vending machine (vends, faults, doors, refills, status changes, coils blocked / unblocked), newest read first.
 * Partitioned by month of `created_at` (server/db/partitions.ts), so its key holds `created_at` too.
 */
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './core.ts';
import { vendingMachines } from './machines.ts';

export const vmEvents = pgTable('vm_events', {
  id: serial('id').notNull(),
  vending_machine_id: integer('vending_machine_id').notNull().references(() => vendingMachines.id),
  company_id: integer('company_id').notNull().references(() => companies.id),
  /** One of VM_EVENT_TYPES (contract/actions/machine-events.ts). */
  type: text('type').notNull(),
  coil: text('coil'),
  detail: text('detail').notNull().default(''),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.id, t.created_at] }), index('vm_events_vm_created_idx').on(t.vending_machine_id, t.created_at)]);
