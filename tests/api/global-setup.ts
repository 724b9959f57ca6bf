import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrateDatabase, openDatabase } from '../../server/db/client.ts';
import { seedDemo } from '../../server/seed/index.ts';
import type { TestProject } from 'vitest/node';
import { databaseExists, onServer, templateNames, withDatabase } from './template.ts';
import { neededWal, withoutSpareWal } from './wal-trim.ts';

export default async function setup(project: TestProject) {
  // The api and postgres projects run in one process (`npm run test:postgres`): each its own template.
  const runId = `${process.pid}_${project.name}`;
  project.provide('apiTemplateRunId', runId);
  const { dump: TEMPLATE_DUMP, database: TEMPLATE_DB } = templateNames(runId);
  const url = process.env.DATABASE_URL;
  if (url) {
    await onServer(url, `DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    // `npm run test:postgres` seeds once: the postgres project copies the api project's template.
    const sibling = templateNames(`${process.pid}_api`).database;
    if (project.name !== 'api' && await databaseExists(url, sibling)) {
      await onServer(url, `CREATE DATABASE ${TEMPLATE_DB} TEMPLATE ${sibling}`);
    } else {
      await onServer(url, `CREATE DATABASE ${TEMPLATE_DB}`);
      const database = await openDatabase({ databaseUrl: withDatabase(url, TEMPLATE_DB), poolSize: 2 });
      await migrateDatabase(database);
      await seedDemo(database.db);
      await database.close();
    }
    return () => onServer(url, `DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  }
  const database = await openDatabase({});
  await migrateDatabase(database);
  await seedDemo(database.db);
  const wal = await neededWal(database.pglite!);
  const dump = await database.pglite!.dumpDataDir('none');
  mkdirSync(dirname(TEMPLATE_DUMP), { recursive: true });
  writeFileSync(TEMPLATE_DUMP, withoutSpareWal(new Uint8Array(await dump.arrayBuffer()), wal));
  await database.close();
  return () => rmSync(TEMPLATE_DUMP, { force: true });
}
