/**
 * What a store manager has besides their user row (domain.md §3 "Store manager"): the three
 * images (object-store keys, served only through get.store_manager_image) and the login code,
 * kept hashed.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from './core.ts';

export const storeManagerProfiles = pgTable('store_manager_profiles', {
  user_id: integer('user_id').primaryKey().references(() => users.id),
  company_id: integer('company_id').notNull().references(() => companies.id),
  photo_key: text('photo_key'),
  aadhaar_front_key: text('aadhaar_front_key'),
  aadhaar_back_key: text('aadhaar_back_key'),
  /** scrypt hash of the login code (server/auth/passwords.ts), null until one is generated. */
  login_code_hash: text('login_code_hash'),
  code_generated_at: timestamp('code_generated_at', { withTimezone: true }),
});
