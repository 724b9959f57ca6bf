import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../../server/db/client.ts';
import { seedDemo } from '../../server/seed/index.ts';
import type { TestProject } from 'vitest/node';
import { templateNames, withDatabase } from './template.ts';

export default async function setup(project: TestProject) {
  const runId = `${process.pid}`;
  project.provide('apiTemplateRunId', runId);
  const { dump: TEMPLATE_DUMP, database: TEMPLATE_DB } = templateNames(runId);
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(url, TEMPLATE_DB), poolSize: 2 });
    await migrateDatabase(database);
    await seedDemo(database.db);
    await database.close();
    return async () => {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
      await again.end();
    };
  }
  const database = await openDatabase({});
  await migrateDatabase(database);
  await seedDemo(database.db);
  const dump = await database.pglite!.dumpDataDir('none');
  mkdirSync(dirname(TEMPLATE_DUMP), { recursive: true });
  writeFileSync(TEMPLATE_DUMP, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return () => rmSync(TEMPLATE_DUMP, { force: true });
}
