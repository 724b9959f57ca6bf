/**
 * Offers (discounts, domain.md §2 "Offers", §3 "Offer lines", console.md §3 "Sub-offer").
 *
 * An offer is one campaign: its type (OFFER_TYPES 1–8), status (OFFER_STATUSES 1–4, moved only
 * by machines/records/offer.ts), scope (Company, Zone, Retailer), the machines it runs on
 * (offer_machines), the channels, days and time window it applies in, where it came from, and
 * its start and end. Its sub-offers are the deals it makes (a label and, for combos, the
 * combo's price); each sub-offer's products say what is bought and what is given (primary flag,
 * offer value, quantities and the stock the offer may give away). offer_history keeps every
 * change with who and when, written in the same transaction as the change.
 *
 * The pricing engine (contract/pricing.ts, the pricing helper's loader) reads these tables:
 * keep the table and column names stable.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { companies, franchises, users, zones } from './core.ts';
import { vendingMachines } from './machines.ts';
import { retailers } from './retailers.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const offers = pgTable('offers', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  /** The franchise whose admin made it (null for the company's own offers), for franchise scoping. */
  franchise_id: integer('franchise_id').references(() => franchises.id),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** An OFFER_TYPES id, 1–8. */
  offer_type: integer('offer_type').notNull(),
  /** An OFFER_STATUSES id: 1 Active, 2 Paused, 3 Suspended, 4 Expired; the lifecycle moves it. */
  status: integer('status').notNull().default(1),
  /** An OFFER_SCOPES id: COMPANY, ZONE or RETAILER. */
  scope: text('scope').notNull().default('COMPANY'),
  zone_id: integer('zone_id').references(() => zones.id),
  retailer_id: integer('retailer_id').references(() => retailers.id),
  /** OFFER_CHANNELS ids (1 Mobile Application, 2 Mobile Browser, 3 Device App). */
  channels: jsonb('channels').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  /** An OFFER_REPEAT_OPTIONS id: DAILY, WEEKDAYS, WEEKEND or CUSTOM. */
  repeat_option: text('repeat_option').notNull().default('DAILY'),
  /** Days it runs on, 1–7 from Sunday (domain.md §9); filled from the repeat option. */
  weekdays: jsonb('weekdays').$type<number[]>().notNull().default(sql`'[1,2,3,4,5,6,7]'::jsonb`),
  /** An OFFER_TIME_WINDOWS id: FULL_DAY, LATE_NIGHT, EARLY_MORNING or CUSTOM. */
  time_window: text('time_window').notNull().default('FULL_DAY'),
  /** 'HH:MM' in the machine's local day, for CUSTOM (and filled for the named windows). */
  start_time: text('start_time').notNull().default('00:00'),
  end_time: text('end_time').notNull().default('23:59'),
  /** An OFFER_SOURCES id: ERP, PARTNER or OTHER. */
  offer_source: text('offer_source').notNull().default('ERP'),
  start_at: at('start_at').notNull(),
  end_at: at('end_at').notNull(),
  /** The offer this one was cloned from, if any. */
  cloned_from: integer('cloned_from'),
  created_by: integer('created_by').references(() => users.id),
  version: integer('version').notNull().default(0),
  created_at: at('created_at').notNull().defaultNow(),
  updated_at: at('updated_at').notNull().defaultNow(),
  deleted_at: at('deleted_at'),
}, (t) => [
  index('offers_company_created_idx').on(t.company_id, t.created_at, t.id),
  index('offers_company_status_idx').on(t.company_id, t.status, t.end_at),
  check('offers_type_range', sql`${t.offer_type} between 1 and 8`),
  check('offers_status_range', sql`${t.status} between 1 and 4`),
  check('offers_dates', sql`${t.end_at} > ${t.start_at}`),
]);

/** The machines an offer runs on. */
export const offerMachines = pgTable('offer_machines', {
  offer_id: integer('offer_id').notNull().references(() => offers.id),
  vending_machine_id: integer('vending_machine_id').notNull().references(() => vendingMachines.id),
}, (t) => [
  primaryKey({ columns: [t.offer_id, t.vending_machine_id] }),
  index('offer_machines_machine_idx').on(t.vending_machine_id),
]);

export const subOffers = pgTable('sub_offers', {
  id: serial('id').primaryKey(),
  offer_id: integer('offer_id').notNull().references(() => offers.id),
  /** The offer's type, kept here as the spec's Sub-offer has it (offer_type_id). */
  offer_type_id: integer('offer_type_id').notNull(),
  label: text('label').notNull().default(''),
  is_active: boolean('is_active').notNull().default(true),
  /** Combo (3): the price of the whole combo; Buy X for Y (7): the Y total amount; Shop X (8): the X amount. */
  offer_price: money('offer_price'),
  image: text('image'),
  version: integer('version').notNull().default(0),
  created_at: at('created_at').notNull().defaultNow(),
  updated_at: at('updated_at').notNull().defaultNow(),
}, (t) => [index('sub_offers_offer_idx').on(t.offer_id)]);

export const subOfferProducts = pgTable('sub_offer_products', {
  id: serial('id').primaryKey(),
  sub_offer_id: integer('sub_offer_id').notNull().references(() => subOffers.id),
  product_id: integer('product_id').notNull().references(() => products.id),
  /** The product bought (true) or the one given / paired (false). */
  is_primary: boolean('is_primary').notNull().default(true),
  /** Flat (1): rupees off; Percentage (2) and Liquidation (4): percent off the MRP; Combo (3): the product's share. */
  offer_value: money('offer_value'),
  /** Most units of it one order may buy at the offer. */
  max_buy_qty: integer('max_buy_qty'),
  buy_qty: integer('buy_qty'),
  free_qty: integer('free_qty'),
  /** Units the offer may give at its price in all; null is no limit. */
  total_stock: integer('total_stock'),
}, (t) => [
  index('sub_offer_products_sub_offer_idx').on(t.sub_offer_id),
  index('sub_offer_products_product_idx').on(t.product_id),
]);

/** Every change of an offer or one of its sub-offers: what, who and when. */
export const offerHistory = pgTable('offer_history', {
  id: serial('id').primaryKey(),
  offer_id: integer('offer_id').notNull().references(() => offers.id),
  /** Set when the change was to one sub-offer (the sub-offer history view). */
  sub_offer_id: integer('sub_offer_id').references(() => subOffers.id),
  /** CREATED, UPDATED, STATUS, RESTARTED, EXPIRED, CLONED (OFFER_HISTORY_EVENTS). */
  event: text('event').notNull(),
  /** The status after the change. */
  status: integer('status'),
  /** What changed: field → [before, after]. */
  changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  /** Null when the system did it (the expiry sweep). */
  user_id: integer('user_id').references(() => users.id),
  at: at('at').notNull().defaultNow(),
}, (t) => [
  index('offer_history_offer_idx').on(t.offer_id, t.at),
  index('offer_history_sub_offer_idx').on(t.sub_offer_id, t.at),
]);
