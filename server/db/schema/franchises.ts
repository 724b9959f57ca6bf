/**
 * A franchise's locations (domain.md §3 "Franchise"): one row per city it works in, with its
 * state and country; the view regroups them by state into cities. The franchise row itself is
 * in core.ts. Replaced as a set when the franchise is saved.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { franchises } from './core.ts';

export const franchiseLocations = pgTable('franchise_locations', {
  id: serial('id').primaryKey(),
  franchise_id: integer('franchise_id').notNull().references(() => franchises.id),
  country: text('country').notNull().default('India'),
  state: text('state').notNull(),
  city: text('city').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('franchise_locations_franchise_idx').on(t.franchise_id)]);
