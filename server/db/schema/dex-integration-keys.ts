/**
 * DEX integration keys (docs/dex-import.md): what a handheld's upload software or a telemetry
 * provider sends audits to /dex/v1 with. A key is the company's (it reaches every machine of
 * the company), shown once and kept only as its SHA-256.
 */
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './core.ts';
import { machineKeyColumns } from './machine-keys.ts';

export const dexIntegrationKeys = pgTable('dex_integration_keys', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  /** Who sends with it ("Route 4 handheld", "Telemetry provider"): the list tells keys apart by it. */
  name: text('name').notNull(),
  ...machineKeyColumns(),
}, (t) => [
  uniqueIndex('dex_integration_keys_hash_key').on(t.key_hash),
  index('dex_integration_keys_company_idx').on(t.company_id, t.issued_at),
]);
