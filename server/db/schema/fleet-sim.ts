/**
 * What the fleet simulator (server/sim/) remembers about machines between its steps: the faults
 * a machine reported that are not yet fixed. A motor fault blocks its coil (vm_slots.motor_activated
 * false) until its repair; a drop-sensor fault is reported and later cleared; a machine that went
 * offline (status Failed) has an open 'offline' fault until it comes back. An operator's own blocks
 * and status changes leave no row here, so the simulator never undoes them.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './core.ts';
import { vendingMachines } from './machines.ts';

export const vmFaults = pgTable('vm_faults', {
  id: serial('id').primaryKey(),
  vending_machine_id: integer('vending_machine_id').notNull().references(() => vendingMachines.id),
  company_id: integer('company_id').notNull().references(() => companies.id),
  /** VM_FAULT_KINDS of server/sim/common.ts: motor_jammed, motor_failed, drop_sensor, offline, silent, maintenance. */
  kind: text('kind').notNull(),
  /** The coil of a motor fault; null for the drop sensor and going offline. */
  coil: text('coil'),
  opened_at: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  /** When it was fixed (null: still open). */
  closed_at: timestamp('closed_at', { withTimezone: true }),
}, (t) => [
  index('vm_faults_open_idx').on(t.kind, t.id).where(sql`${t.closed_at} is null`),
  index('vm_faults_vm_idx').on(t.vending_machine_id, t.opened_at),
]);
