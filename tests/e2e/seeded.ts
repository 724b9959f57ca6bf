/**
 * A data folder holding the seeded demo business, made once per `npm run test:e2e` while the
 * console builds: the consoles of the runs start from a copy (playwright.config.ts) instead of
 * each seeding its own at start-up, which took them most of a minute of the two cores together.
 *
 *   tsx tests/e2e/seeded.ts <folder>     (a DATA_DIR: the database goes in <folder>/pglite, as npm start puts it)
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { migrateDatabase, openDatabase } from '../../server/db/client.ts';
import { seedDemo } from '../../server/seed/index.ts';

const folder = process.argv[2];
if (!folder) throw new Error('usage: tsx tests/e2e/seeded.ts <folder>');
rmSync(folder, { recursive: true, force: true });
const database = await openDatabase({ dataDir: join(folder, 'pglite') });
await migrateDatabase(database);
await seedDemo(database.db);
await database.close();
