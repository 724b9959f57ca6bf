/**
 * The large business the benchmarks run on: a PGlite folder seeded once and reused while
 * its sizes match (and its pool of open transfers lasts), and a throwaway PostgreSQL
 * server (scripts/postgres.sh on PGPORT 54340) seeded on every run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { schemaFingerprint, type LargeSizes, type SeedReport } from '../seed/large.ts';

/** BENCH_PGPORT moves it, for a run beside another one on the same machine. */
export const PG_PORT = Number(process.env.BENCH_PGPORT || 54340);

function runSeed(args: string[], env: Record<string, string> = {}) {
  execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/seed.ts', ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
}

const sizeArgs = (sizes: LargeSizes) => [
  '--machines', String(sizes.machines), '--orders', String(sizes.orders), '--products', String(sizes.products),
  '--transfers', String(sizes.transfers), '--days', String(sizes.days), '--events', String(sizes.events),
  '--warehouses', String(sizes.warehouses), '--purchase-orders', String(sizes.purchaseOrders), '--refill-plans', String(sizes.refillPlans),
  '--shipping-orders', String(sizes.shippingOrders), '--cash-collections', String(sizes.cashCollections),
];

export function pgliteDataDir(sizes: LargeSizes) {
  return resolve(`bench/.data/pglite-m${sizes.machines}-o${sizes.orders}-p${sizes.products}`);
}

function readReport(file: string): SeedReport | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SeedReport;
  } catch {
    return null;
  }
}

/** The PGlite folder for these sizes, seeded now unless one with the same sizes and schema exists (or `fresh`). */
export function ensurePglite(sizes: LargeSizes, fresh = false): { dataDir: string; report: SeedReport; seededNow: boolean } {
  const dataDir = pgliteDataDir(sizes);
  const existing = readReport(join(dataDir, 'seed.json'));
  const matches = existing && JSON.stringify(existing.sizes) === JSON.stringify(sizes) && existing.schema === schemaFingerprint() && existsSync(join(dataDir, 'pglite'));
  if (matches && !fresh) return { dataDir, report: existing, seededNow: false };
  console.log(`\nSeeding the PGlite business (${dataDir})…`);
  runSeed([...sizeArgs(sizes), '--data-dir', dataDir]);
  return { dataDir, report: readReport(join(dataDir, 'seed.json'))!, seededNow: true };
}

export interface PostgresServer {
  url: string;
  report: SeedReport;
  stop(): void;
}

/** Starts a fresh PostgreSQL server and seeds the business into it. */
export function startSeededPostgres(sizes: LargeSizes): PostgresServer {
  const env = { ...process.env, PGPORT: String(PG_PORT) };
  execFileSync('scripts/postgres.sh', ['stop'], { env, stdio: 'ignore' });
  const url = execFileSync('scripts/postgres.sh', ['start'], { env, encoding: 'utf8' }).trim().split('\n').pop()!;
  const reportFile = resolve('bench/.data/postgres-seed.json');
  console.log(`\nSeeding the PostgreSQL business (${url})…`);
  runSeed([...sizeArgs(sizes), '--reset', '--report', reportFile], { DATABASE_URL: url });
  return { url, report: readReport(reportFile)!, stop: () => execFileSync('scripts/postgres.sh', ['stop'], { env, stdio: 'ignore' }) };
}
