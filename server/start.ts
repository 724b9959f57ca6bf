/**
 * `npm start`: build the SPA if needed, open the database (PGlite under DATA_DIR, or
 * DATABASE_URL), migrate, seed the demo business on first start, and serve everything
 * from one process.
 */
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { createApp, createServices, liveAuthenticator } from './app.ts';
import { ensureSpaBuilt } from './build.ts';
import { loadConfig } from './config.ts';
import { liveOriginCheck } from './live/origin.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { ensureHistoryPartitions } from './db/partitions.ts';
import { isSeeded, seedDemo } from './seed/index.ts';
import { DEMO_PASSWORD, DEMO_USERS, SOLO_ADMIN } from './seed/demo-core.ts';
import { selfUrl, simulatorOptions, startSimulator } from './sim/run.ts';
import { backgroundJobs } from './jobs/index.ts';
import { startJobQueue } from './jobs/queue.ts';
import { ROOT as root } from './paths.ts';
import { flushDeviceState } from './device/presence.ts';

const config = loadConfig();

const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');
if (!process.env.SKIP_BUILD) ensureSpaBuilt(root, distDir);

const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') },
);
await migrateDatabase(database);
if (!(await isSeeded(database.db))) {
  console.log('Seeding the demo business…');
  await seedDemo(database.db);
}
// The coming months' history partitions, before the daily job first runs.
await ensureHistoryPartitions(database.db, new Date());

const services = createServices(database, config);
const app = createApp(services, { distDir });
const simulator = simulatorOptions(process.env);
// The simulated machines reach the gateway at this server's own address, as a device on this machine would.
const stopSimulator = simulator ? startSimulator(services, { ...simulator, serverUrl: selfUrl(config.host, config.port) }) : null;
// Offer expiry, emailed reports and other background work: shared by every instance on the same database.
const jobQueue = await startJobQueue(database, { jobs: backgroundJobs(services) });
services.jobs = jobQueue;

function listen(hostname: string) {
  return serve({ fetch: app.fetch, port: config.port, hostname }) as Server;
}
let server = listen(config.host);
server.on('error', (error: NodeJS.ErrnoException) => {
  // Machines without IPv6 cannot bind "::"; IPv4 everywhere still serves localhost.
  if (error.code === 'EAFNOSUPPORT' && config.host === '::') {
    server = listen('0.0.0.0');
    services.live.attach(server, liveAuthenticator(services), liveOriginCheck(config.publicUrl));
    return;
  }
  console.error(`Cannot listen on port ${config.port}: ${error.message}`);
  process.exit(1);
});
services.live.attach(server, liveAuthenticator(services), liveOriginCheck(config.publicUrl));
server.once('listening', () => {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(config.dataDir, 'pglite')}`;
  console.log(`\nVending console: http://localhost:${config.port}  (database: ${where})`);
  console.log(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
  for (const u of [...DEMO_USERS.map((d) => ({ email: d.email, note: d.role })), { email: SOLO_ADMIN.email, note: 'company without franchise, license expired' }]) {
    console.log(`  ${u.email.padEnd(24)} ${u.note}`);
  }
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  stopSimulator?.();
  await jobQueue.stop().catch((error: unknown) => console.error('job queue stop:', error));
  services.live.close();
  server.close();
  // Heartbeats and presence wait up to a second in memory (server/device/presence.ts).
  await flushDeviceState(services.db).catch((error: unknown) => console.error('device state flush:', error));
  await services.mail.settled();
  await database.close();
  process.exit(0);
}
// A signal handler returns nothing: a close that fails still ends the process, and says why.
const stopOnSignal = () => {
  stop().catch((error: unknown) => {
    console.error('Could not shut down cleanly:', error);
    process.exit(1);
  });
};
process.on('SIGINT', stopOnSignal);
process.on('SIGTERM', stopOnSignal);
