/**
 * DEX import (issue 54): 1,000 audits, a large operator's day — one audit per machine written by
 * the project's writer (server/dex/write.ts), in files of a route's 50 machines as a handheld
 * uploads them at the end of the day — imported through importDexFile, the path import.dex_audit
 * and POST /dex/v1/audits take: parse, duplicate check, match by serial, store, audit rows, one
 * transaction per file — on PostgreSQL. The machines' serials are new, so each is matched once by
 * its code (the serial is the machine's code) and remembered. `npm run bench` runs it on its seeded
 * PostgreSQL business; alone it starts a throwaway server and seeds a small business:
 *
 *   npx tsx bench/dex-import.ts [--audits N] [--per-file N] [--pgport P]   (DATABASE_URL=… uses that database instead)
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { vendingMachines } from '../server/db/schema/index.ts';
import { importDexFile } from '../server/dex/import.ts';
import { writeDex } from '../server/dex/write.ts';
import { BUDGET } from './results.ts';

export const DEX_IMPORT_AUDITS = 1000;
/** Budget of the issue: 1,000 audits in at most 10 s. */
export const DEX_IMPORT_BUDGET_S = BUDGET.dexImportS;
/** Selections per machine: a snack machine's trays. */
const SELECTIONS = 40;
/** Audits per file: a route's machines, read by one handheld in a day. */
export const DEX_IMPORT_PER_FILE = 50;

export interface DexImportResult {
  audits: number;
  files: number;
  imported: number;
  seconds: number;
  perAuditMs: number;
}

export async function measureDexImport(databaseUrl: string, count = DEX_IMPORT_AUDITS, perFile = DEX_IMPORT_PER_FILE): Promise<DexImportResult> {
  const database = await openDatabase({ databaseUrl });
  try {
    const db = database.db;
    const [first] = await db.select({ company: vendingMachines.company_id }).from(vendingMachines).where(isNull(vendingMachines.deleted_at)).limit(1);
    if (!first) throw new Error('no machine to import audits for: seed the database first');
    const machines = await db.select({ id: vendingMachines.id, code: vendingMachines.code }).from(vendingMachines)
      .where(and(eq(vendingMachines.company_id, first.company), isNull(vendingMachines.deleted_at))).orderBy(asc(vendingMachines.id)).limit(count);
    const readAt = new Date();
    // Written before the clock starts: the handhelds wrote them, the console only imports.
    const audits = machines.map((m, i) => writeDex({
      serial: m.code, readAt,
      selections: Array.from({ length: SELECTIONS }, (_, s) => ({ selection: String(11 + s), price: 20 + (s % 5) * 5, vends: 100 + i + s, value: (100 + i + s) * (20 + (s % 5) * 5) })),
    }));
    const files = Array.from({ length: Math.ceil(audits.length / perFile) }, (_, f) => ({
      name: `route-${f + 1}.dex`, content: audits.slice(f * perFile, (f + 1) * perFile).join(''),
    }));
    const began = performance.now();
    let imported = 0;
    for (const file of files) {
      const outcomes = await importDexFile(db, { id: null, company_id: first.company }, {
        companyId: first.company, userId: null, fileName: file.name, content: file.content, source: 'integration', now: new Date(),
      });
      imported += outcomes.filter((o) => o.outcome === 'imported').length;
    }
    const seconds = (performance.now() - began) / 1000;
    return { audits: audits.length, files: files.length, imported, seconds, perAuditMs: (seconds * 1000) / audits.length };
  } finally {
    await database.close();
  }
}

export const dexImportLine = (r: DexImportResult) =>
  `${r.imported} of ${r.audits} audits in ${r.files} files imported in ${r.seconds.toFixed(1)} s (${r.perAuditMs.toFixed(1)} ms an audit, one file after another)`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { audits: { type: 'string', default: String(DEX_IMPORT_AUDITS) }, 'per-file': { type: 'string', default: String(DEX_IMPORT_PER_FILE) }, pgport: { type: 'string', default: '54341' } } });
  const env = { ...process.env, PGPORT: values.pgport! };
  let url = process.env.DATABASE_URL;
  const own = !url;
  if (own) {
    execFileSync('scripts/postgres.sh', ['stop'], { env, stdio: 'ignore' });
    url = execFileSync('scripts/postgres.sh', ['start'], { env, encoding: 'utf8' }).trim().split('\n').pop()!;
    execFileSync(process.execPath, [
      'node_modules/tsx/dist/cli.mjs', 'scripts/seed.ts', '--machines', values.audits!, '--orders', '1000', '--products', '50', '--transfers', '10', '--days', '7', '--reset',
    ], { stdio: 'inherit', env: { ...env, DATABASE_URL: url } });
  }
  try {
    const result = await measureDexImport(url!, Number(values.audits), Number(values['per-file']));
    console.log(`[dex-import] ${dexImportLine(result)}; budget ≤ ${DEX_IMPORT_BUDGET_S} s for ${DEX_IMPORT_AUDITS}: ${result.seconds <= DEX_IMPORT_BUDGET_S ? 'met' : 'MISSED'}`);
  } finally {
    if (own) execFileSync('scripts/postgres.sh', ['stop'], { env, stdio: 'ignore' });
  }
}
