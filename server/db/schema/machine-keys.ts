/**
 * The columns of a key a machine calls the console with (server/http/machine-keys.ts): a device
 * key (device_keys) or a DEX integration key (dex_integration_keys). Shown once, kept as a hash.
 */
import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

export const machineKeyColumns = () => ({
  /** hex SHA-256 of the whole key. */
  key_hash: text('key_hash').notNull(),
  /** The key's first characters after its prefix (`vdk_`, `dik_`), shown in lists to tell keys apart. */
  prefix: text('prefix').notNull(),
  issued_at: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  issued_by: integer('issued_by').references(() => users.id),
  revoked_at: timestamp('revoked_at', { withTimezone: true }),
  revoked_by: integer('revoked_by').references(() => users.id),
  last_used_at: timestamp('last_used_at', { withTimezone: true }),
});
