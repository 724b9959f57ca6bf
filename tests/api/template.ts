/**
 * The seeded database every api test file starts from: migrated and seeded once per
 * run by global-setup, then cloned per file (a PGlite data-dir dump, or on PostgreSQL
 * a `CREATE DATABASE … TEMPLATE`).
 */
import { join } from 'node:path';

export const TEMPLATE_DUMP = join(process.cwd(), '.tmp', 'api-template.tar');
export const TEMPLATE_DB = 'vc_api_template';

/** DATABASE_URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
