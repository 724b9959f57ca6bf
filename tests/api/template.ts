/**
 * The seeded database every api (and postgres) test file starts from: migrated and seeded once
 * per run by global-setup, then cloned per file (a PGlite data-dir dump, or on PostgreSQL
 * a `CREATE DATABASE … TEMPLATE`).
 */
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/** Unique per run and project (global-setup `provide`s it), so two test runs at once never share one. */
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

/** Runs one statement on the server of `url` (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function onServer(url: string, query: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query, params)).rows;
  } finally {
    await client.end();
  }
}

export async function databaseExists(url: string, name: string) {
  return (await onServer(url, 'SELECT 1 FROM pg_database WHERE datname = $1', [name])).length > 0;
}

/** Database `name` on the server of `url`, a copy of this run's seeded template (seconds, not a re-seed). */
export async function createFromTemplate(url: string, name: string) {
  await onServer(url, `CREATE DATABASE ${name} TEMPLATE ${templateNames(inject('apiTemplateRunId')).database}`);
}
