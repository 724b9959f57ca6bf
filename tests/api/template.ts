/**
 * The seeded database every api test file starts from: migrated and seeded once per
 * run by global-setup, then cloned per file (a PGlite data-dir dump, or on PostgreSQL
 * a `CREATE DATABASE … TEMPLATE`).
 */
import { join } from 'node:path';

/** Unique per run (global-setup `provide`s it), so two test runs at once never share one. */
export function templateNames(runId: string) {
  return { dump: join(process.cwd(), '.tmp', `api-template-${runId}.tar`), database: `vc_api_template_${runId}` };
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplateRunId: string;
  }
}

/** DATABASE_URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
