/** Feedback sent from the console's top bar (console.md §3 "Feedback"). */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from './core.ts';

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  user_id: integer('user_id').notNull().references(() => users.id),
  message: text('message').notNull(),
  /** Where to answer: the user's own email unless they gave another. */
  email: text('email').notNull(),
  /** Object-store key of the screenshot (served at /objects/{key}), if one was attached. */
  screenshot_key: text('screenshot_key'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('feedback_company_created_idx').on(t.company_id, t.created_at)]);
