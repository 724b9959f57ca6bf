/**
 * Hardware boards (console.md §6 HARDWARE_BOARD): the controller boards a company onboards and
 * links to its machines. The link lives on the board: a board has at most one machine (its one
 * column), a machine at most one board (the unique index). vending_machines.hardware_board_name
 * keeps the linked board's serial for the screens that show it.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './core.ts';
import { vendingMachines } from './machines.ts';

export const hardwareBoards = pgTable('hardware_boards', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  /** The serial number printed on the board: its name, unique in the company. */
  serial: text('serial').notNull(),
  /** BOARD_TYPES of contract/actions/board-settings-templates.ts: 1 with a display, 2 without. */
  board_type: integer('board_type').notNull().default(1),
  firmware: text('firmware').notNull().default(''),
  onboarded_at: timestamp('onboarded_at', { withTimezone: true }).notNull().defaultNow(),
  /** The machine the board is in (null: on the shelf). */
  vending_machine_id: integer('vending_machine_id').references(() => vendingMachines.id),
  version: integer('version').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('hardware_boards_serial_key').on(t.company_id, t.serial),
  uniqueIndex('hardware_boards_machine_key').on(t.vending_machine_id).where(sql`${t.vending_machine_id} is not null`),
  index('hardware_boards_company_onboarded_idx').on(t.company_id, t.onboarded_at),
]);
