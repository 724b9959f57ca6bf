/**
 * Companies, their franchises, stores, zones and warehouses; roles and users; and the
 * session tables (tokens, sign-in attempts, reset links), mail outbox, uploads and audit.
 */
import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, doublePrecision,
} from 'drizzle-orm/pg-core';
// A retailer admin belongs to one retailer; the table lives with its domain (the two modules import each other lazily, through references()).
import { retailers } from './retailers.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** WITH_FRANCHISE | WITHOUT_FRANCHISE */
  type: text('type').notNull(),
  license_ends_at: timestamp('license_ends_at', { withTimezone: true }).notNull(),
  guest_password: text('guest_password').notNull(),
  created_at: createdAt(),
});

export const franchises = pgTable('franchises', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  name: text('name').notNull(),
  /** INDEPENDENT (has stores) | DEPENDENT (no stores of its own) */
  type: text('type').notNull(),
  is_active: boolean('is_active').notNull().default(true),
  version: integer('version').notNull().default(0),
  /** Deleted franchises stay for the audit; a franchise with users, warehouses, stores or machines is never deleted. */
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/**
 * A zone: an area of the map (a GeoJSON Polygon of one ring, [lng, lat], contract/geo.ts), with
 * its bounding box kept beside it so "what lies inside" starts from an indexable box test.
 * Soft-deleted so the audit, warehouses and machines can still name it.
 */
export const zones = pgTable('zones', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  name: text('name').notNull(),
  boundary: jsonb('boundary').$type<{ type: 'Polygon'; coordinates: number[][][] }>(),
  min_lat: doublePrecision('min_lat'),
  max_lat: doublePrecision('max_lat'),
  min_lng: doublePrecision('min_lng'),
  max_lng: doublePrecision('max_lng'),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
  version: integer('version').notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
}, (t) => [index('zones_company_name_idx').on(t.company_id, t.name)]);

export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  franchise_id: integer('franchise_id').references(() => franchises.id),
  name: text('name').notNull(),
  /** Its full address (issue 37); the old one-line `address` became address_line_1. */
  address_line_1: text('address_line_1').notNull().default(''),
  address_line_2: text('address_line_2').notNull().default(''),
  country: text('country').notNull().default('India'),
  state: text('state').notNull().default(''),
  city: text('city').notNull().default(''),
  pincode: text('pincode').notNull().default(''),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  is_active: boolean('is_active').notNull().default(true),
  version: integer('version').notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
  /** Soft-deleted stores stay for the audit and the ledger, out of every scope. */
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('stores_company_franchise_idx').on(t.company_id, t.franchise_id)]);

export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  franchise_id: integer('franchise_id').references(() => franchises.id),
  zone_id: integer('zone_id').references(() => zones.id),
  name: text('name').notNull(),
  address_line_1: text('address_line_1').notNull().default(''),
  address_line_2: text('address_line_2').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  country: text('country').notNull().default('India'),
  pincode: text('pincode').notNull().default(''),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  is_visible: boolean('is_visible').notNull().default(true),
  po_approval_required: boolean('po_approval_required').notNull().default(false),
  /** Whether the warehouse's position is tracked (shown live on maps); set on add/edit. */
  location_tracking: boolean('location_tracking').notNull().default(false),
  /**
   * One of STORAGE_TYPES (domain.md §9): a refill partner's vehicle or a machine's storage room
   * holds stock like a warehouse, so it is a warehouse row: its shelf is counted, orders and
   * refill plans take it as a source, and the ledger needs no new place.
   */
  storage_type: text('storage_type').notNull().default('Warehouse'),
  /** A vehicle's registration number ('' for other storage types). */
  registration_number: text('registration_number').notNull().default(''),
  /** The refill partner who owns this vehicle (storage type Vehicle); null for other storage types. No FK: refill_partners is defined after this table (warehouse.ts). */
  refill_partner_id: integer('refill_partner_id'),
  /** Deleted warehouses stay for the history that names them (orders, ledger) but are out of reach. */
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
  version: integer('version').notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
}, (t) => [index('warehouses_company_position_idx').on(t.company_id, t.latitude, t.longitude), index('warehouses_refill_partner_idx').on(t.refill_partner_id)]);

/**
 * The nine default roles are one row each for every company, with the spec's ids (console.md §6:
 * 1, 2, 3, 5 … 10) and no company; a company's own (custom) roles carry it and get ids from 11.
 */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').references(() => companies.id),
  name: text('name').notNull(),
  role_code: text('role_code').notNull(),
  permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
  is_default: boolean('is_default').notNull().default(false),
  /** Deleted roles stay for the users (also deleted) who held them, but are not listed. */
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
  version: integer('version').notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
}, (t) => [check('roles_default_is_shared', sql`(${t.company_id} is null) = ${t.is_default}`)]);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  franchise_id: integer('franchise_id').references(() => franchises.id),
  store_id: integer('store_id').references(() => stores.id),
  /** A retailer admin's retailer (null for everyone else). */
  retailer_id: integer('retailer_id').references(() => retailers.id),
  role_id: integer('role_id').notNull().references(() => roles.id),
  first_name: text('first_name').notNull(),
  last_name: text('last_name').notNull().default(''),
  email: text('email').notNull(),
  mobile_number: text('mobile_number'),
  password_hash: text('password_hash').notNull(),
  is_active: boolean('is_active').notNull().default(true),
  /** Deleted users stay for history (audit, orders) but are not listed and cannot sign in. */
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
  version: integer('version').notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
}, (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), index('users_company_idx').on(t.company_id)]);

export const authTokens = pgTable('auth_tokens', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull().references(() => users.id),
  token_hash: text('token_hash').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  revoked_at: timestamp('revoked_at', { withTimezone: true }),
  created_at: createdAt(),
}, (t) => [uniqueIndex('auth_tokens_hash_key').on(t.token_hash)]);

/**
 * Attempts counted against the limits on sign-in and password resets (server/auth/throttle.ts),
 * one row per limit an attempt counts against, e.g. `sign-in:client:203.0.113.7`.
 */
export const authAttempts = pgTable('auth_attempts', {
  id: serial('id').primaryKey(),
  key: text('key').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [index('auth_attempts_key_at_idx').on(t.key, t.at), index('auth_attempts_at_idx').on(t.at)]);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull().references(() => users.id),
  token_hash: text('token_hash').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  /** Set when a newer link was sent or another link was used: this one no longer works. */
  revoked_at: timestamp('revoked_at', { withTimezone: true }),
  created_at: createdAt(),
}, (t) => [index('password_resets_user_idx').on(t.user_id)]);

export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  created_at: createdAt(),
  sent_at: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  /** Who queued it, when a mail must be queued at most once (e.g. `report-request:12`): the second queue is a no-op. */
  key: text('key'),
  /**
   * The instance delivering it and since when (server/mail/mailer.ts): a row is claimed before it
   * is sent, so two instances never send it both; a claim older than the lease is a dead sender's.
   */
  claimed_at: timestamp('claimed_at', { withTimezone: true }),
  claimed_by: text('claimed_by'),
}, (t) => [uniqueIndex('outbox_key_key').on(t.key), index('outbox_pending_idx').on(t.id).where(sql`sent_at is null and error is null`)]);

export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  key: text('key').notNull(),
  user_id: integer('user_id').references(() => users.id),
  content_type: text('content_type').notNull(),
  max_bytes: integer('max_bytes').notNull(),
  size: integer('size'),
  created_at: createdAt(),
  uploaded_at: timestamp('uploaded_at', { withTimezone: true }),
}, (t) => [uniqueIndex('uploads_key_key').on(t.key)]);

/**
 * Who did what, with the record before and after: the Action history screen reads this.
 * Partitioned by month of `at` (server/db/partitions.ts), so its key holds `at` too.
 */
export const auditLog = pgTable('audit_log', {
  id: serial('id').notNull(),
  company_id: integer('company_id').references(() => companies.id),
  user_id: integer('user_id').references(() => users.id),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entity_id: integer('entity_id'),
  before: jsonb('before'),
  after: jsonb('after'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.id, t.at] }),
  index('audit_entity_idx').on(t.entity, t.entity_id),
  index('audit_company_at_idx').on(t.company_id, t.at),
]);
