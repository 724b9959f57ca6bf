/**
 * A worker process for tests/postgres/report-job-kill.test.ts: the console's job queue on the
 * PostgreSQL database DATABASE_URL names, running the background jobs as `npm start` does, with
 * a short job expiry so a killed worker's job is retried within seconds. It queues the job of the
 * report requests given as its arguments (0 or none: it only works) and prints "started". REPORT_HOLD=before-send (or after-send)
 * holds the report job there for ever, printing "holding", so the test can kill -9 it mid-job.
 *
 *   DATABASE_URL=… DATA_DIR=… REPORT_HOLD=before-send npx tsx tests/postgres/report-worker.ts 12
 */
import { createServices } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { backgroundJobs, sendReportJob } from '../../server/jobs/index.ts';
import { startJobQueue } from '../../server/jobs/queue.ts';
import type { ReportHooks } from '../../server/reports/run.ts';

const requestIds = process.argv.slice(2).map(Number).filter((id) => id > 0);
const hold = process.env.REPORT_HOLD;
const forever = (where: string) => async () => {
  console.log(`holding ${where}`);
  await new Promise(() => {});
};
const hooks: ReportHooks = hold === 'before-send' ? { beforeSend: forever('before-send') } : hold === 'after-send' ? { afterSend: forever('after-send') } : {};

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 4 });
const services = createServices(database, loadConfig());
const queue = await startJobQueue(database, {
  jobs: backgroundJobs(services, { reportHooks: hooks, reportJob: { expireInSeconds: 6, retryDelaySeconds: 1, pollingSeconds: 0.5 } }),
  maintenanceSeconds: 1,
});
services.jobs = queue;
for (const id of requestIds) await sendReportJob(queue, database.db, id);
console.log('started');

process.on('SIGTERM', () => {
  void queue.stop().finally(() => database.close()).finally(() => process.exit(0));
});
