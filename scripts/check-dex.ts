/**
 * `npm run check:dex -- <folder>`: imports every DEX file of a folder into a throwaway database
 * (an in-memory PGlite with the migrations, through server/dex/import.ts like the import action)
 * and prints a line per audit as stored, or the file's refusal with its line. A file whose G85 is
 * wrong is refused, then tried again as unverified to show it would import that way. Exits 1 when
 * a file crashes the import, or a file whose checksum is valid or absent does not import.
 * README and *.md files (the folder's notes) are skipped.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Database } from '../server/db/client.ts';
import { companies, dexAudits } from '../server/db/schema/index.ts';
import { importDexAudits } from '../server/dex/import.ts';
import { ApiError } from '../server/http/errors.ts';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: npm run check:dex -- <folder>');
  process.exit(2);
}
const files = readdirSync(folder).filter((f) => statSync(join(folder, f)).isFile() && !/^readme|\.md$/i.test(f)).sort();

const database = await openDatabase({});
try {
  await migrateDatabase(database);
  const [company] = await database.db.insert(companies).values({ name: 'check:dex', type: 'WITHOUT_FRANCHISE', license_ends_at: new Date('2100-01-01'), guest_password: '-' }).returning();
  const tally = { files: files.length, audits: 0, imported: 0, duplicates: 0, warnings: 0, unverified: 0, refused: 0, failed: [] as string[] };
  for (const file of files) {
    const content = readFileSync(join(folder, file), 'utf8');
    const attempt = (unverified: boolean) => database.db.transaction((tx) => importDexAudits(tx, { companyId: company!.id, userId: null, fileName: file, content, unverified, source: 'upload', now: new Date() }));
    try {
      let outcomes;
      try {
        outcomes = await attempt(false);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 409) throw error;
        console.log(`${file}: refused: ${error.message}`);
        outcomes = await attempt(true);
        tally.unverified++;
        console.log(`${file}: imports as unverified:`);
      }
      await printAudits(database, file, outcomes, tally);
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        tally.refused++;
        console.log(`${file}: REFUSED: ${error.message}`);
        // A refusal for a bad G85 was answered above; any other refusal of a DEX file is a failure.
        tally.failed.push(file);
      } else {
        console.log(`${file}: CRASHED: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
        tally.failed.push(file);
      }
    }
  }
  console.log(`check:dex: ${tally.files} files, ${tally.audits} audits (${tally.imported} imported, ${tally.duplicates} duplicates, ${tally.warnings} with warnings), ${tally.unverified} files with a wrong G85 imported only as unverified, ${tally.refused} refused`);
  if (tally.failed.length > 0) console.log(`check:dex FAILED: ${tally.failed.join(', ')} did not import`);
  process.exitCode = tally.failed.length > 0 ? 1 : 0;
} finally {
  await database.close();
}

type Tally = { audits: number; imported: number; duplicates: number; warnings: number };

async function printAudits(database: Database, file: string, outcomes: { id: number; outcome: string }[], tally: Tally) {
  const rows = await database.db.select().from(dexAudits).where(inArray(dexAudits.id, outcomes.map((o) => o.id)));
  for (const outcome of outcomes) {
    const row = rows.find((r) => r.id === outcome.id)!;
    tally.audits++;
    tally[outcome.outcome === 'duplicate' ? 'duplicates' : 'imported']++;
    if (row.warnings.length > 0) tally.warnings++;
    const paid = `${row.paid_vends} paid vends worth ${row.paid_value}`;
    const maker = [row.maker ?? '?', row.model ?? '?'].join(' / ');
    const figures = `serial ${row.serial || '(none)'}, ${maker}, ${row.currency ?? 'currency ?'}, ${row.selections.length} selections, ${paid}, checksum ${row.checksum}`;
    // A duplicate's stored warnings name the lines of the file it first came in.
    if (outcome.outcome === 'duplicate') { console.log(`${file}: duplicate of an audit of ${row.file_name}: ${figures}`); continue; }
    const warnings = row.warnings.map((w) => (w.line ? `line ${w.line}: ${w.message}` : w.message)).join(' · ');
    console.log(`${file}: imported ${figures}${warnings ? ` — ${warnings}` : ''}`);
  }
}
