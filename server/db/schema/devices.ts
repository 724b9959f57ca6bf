/**
 * The machine side (docs/device-protocol.md): the keys hardware boards sign their requests with,
 * the events the gateway has taken (an event id stored once, so a resend is a duplicate), and
 * each machine's device state (last seen, firmware, signal, its config version applied).
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './core.ts';
import { machineKeyColumns } from './machine-keys.ts';
import { hardwareBoards } from './hardware-boards.ts';
import { vendingMachines } from './machines.ts';

/**
 * A board's device key: shown once when issued, kept here only as its SHA-256. A board has at
 * most one live key; issuing again revokes the old one in the same transaction (rotation).
 */
export const deviceKeys = pgTable('device_keys', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  hardware_board_id: integer('hardware_board_id').notNull().references(() => hardwareBoards.id),
  ...machineKeyColumns(),
}, (t) => [
  uniqueIndex('device_keys_hash_key').on(t.key_hash),
  uniqueIndex('device_keys_live_per_board').on(t.hardware_board_id).where(sql`${t.revoked_at} is null`),
  // A board's keys, live or revoked: the boards list asks whether one ever had a key.
  index('device_keys_board_idx').on(t.hardware_board_id),
]);

/**
 * Who a device key is changed here (a key issued or revoked, a board linked or unlinked, a
 * machine moved): one row each, written in the change's own transaction and read every second
 * by each console process, which forgets those boards' and machines' cached keys
 * (server/device/identity-changes.ts). Rows older than a day are pruned.
 */
export const deviceIdentityChanges = pgTable('device_identity_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  hardware_board_id: integer('hardware_board_id'),
  vending_machine_id: integer('vending_machine_id'),
  /** The database's clock, never the console's (a test's clock may be anywhere). */
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('device_identity_changes_at_idx').on(t.at)]);

/**
 * Every event a machine sent that changed something, by the id the device made: at-least-once
 * delivery meets this primary key, so a resent event is answered `duplicate` and changes nothing.
 * Heartbeats are not stored here (they only move device_state).
 */
export const deviceEvents = pgTable('device_events', {
  vending_machine_id: integer('vending_machine_id').notNull().references(() => vendingMachines.id),
  event_id: uuid('event_id').notNull(),
  kind: text('kind').notNull(),
  /** The device's clock: a late event lands on its own day. */
  at: timestamp('at', { withTimezone: true }).notNull(),
  received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  /** What the event made (an order id, a notification type), for the integrator's log and support. */
  result: jsonb('result').$type<Record<string, unknown>>(),
}, (t) => [
  primaryKey({ columns: [t.vending_machine_id, t.event_id] }),
  index('device_events_received_idx').on(t.received_at),
]);

/** A connected machine's side of things, one row per machine that ever spoke or has config. */
export const deviceState = pgTable('device_state', {
  vending_machine_id: integer('vending_machine_id').primaryKey().references(() => vendingMachines.id),
  company_id: integer('company_id').notNull().references(() => companies.id),
  last_seen_at: timestamp('last_seen_at', { withTimezone: true }),
  firmware: text('firmware'),
  /** Signal strength in dBm and cabinet temperature in °C from the last heartbeat. */
  signal: integer('signal'),
  temperature: integer('temperature'),
  /** The config the console holds for the machine, bumped by every save that changes it. */
  config_version: integer('config_version').notNull().default(1),
  config_changed_at: timestamp('config_changed_at', { withTimezone: true }).notNull().defaultNow(),
  /** What the device last acknowledged applying. Pending while below config_version. */
  config_applied_version: integer('config_applied_version'),
  config_applied_at: timestamp('config_applied_at', { withTimezone: true }),
}, (t) => [
  index('device_state_company_idx').on(t.company_id),
]);
