/**
 * The job queue: pg-boss 10 over the app's own database (docs/decisions.md "Job queue").
 * On a PostgreSQL server (DATABASE_URL) it runs on the app's pool, so every API instance
 * started against the same server shares one queue: a job is fetched by one worker at a time
 * (SKIP LOCKED), a job whose worker died is failed when it expires and retried, and a
 * schedule queues each tick once however many instances keep the clock. On PGlite (one
 * process) it runs through `pgliteExecutor`, the few lines pg-boss needs.
 *
 *   const queue = await startJobQueue(database, { jobs: [offerExpiryJob(services), …] });
 *   services.jobs = queue;       // actions send jobs after their transaction commits
 *   await queue.stop();
 */
import PgBoss from 'pg-boss';
import type { PGlite, Results } from '@electric-sql/pglite';
import type { Database } from '../db/client.ts';

/** What actions see of the queue: send a job after the transaction that asks for it commits. */
export interface JobSender {
  send(name: string, data: Record<string, unknown>, options?: { singletonKey?: string; startAfter?: number; priority?: number }): Promise<void>;
}

/** Without a queue (tests, scripts) a sent job is dropped: its record stays as it was written (tests run the job directly). */
export const noJobs: JobSender = { send: async () => {} };

export interface JobDefinition<Data = Record<string, unknown>> {
  name: string;
  /** Runs one job; a throw fails it (and pg-boss retries it up to `retryLimit`). Must be safe to run again. */
  run(data: Data): Promise<void>;
  /** A cron line (minute resolution) that queues the job on schedule. */
  cron?: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** An active job not finished by then is failed (its worker is taken for dead) and retried. */
  expireInSeconds?: number;
  /**
   * pg-boss's queue policy: `stately` keeps at most one job per singleton key in each state
   * (so a job sent again while one waits is dropped); default `standard`.
   */
  policy?: 'standard' | 'stately';
  /** How often an idle worker asks for jobs (pg-boss's floor is 0.5 s). */
  pollingSeconds?: number;
}

export interface JobQueue extends JobSender {
  stop(): Promise<void>;
  boss: PgBoss;
}

export interface QueueOptions {
  jobs: JobDefinition<never>[];
  /** How often expired jobs are failed and retried; pg-boss's default is two minutes. */
  maintenanceSeconds?: number;
}

type Executor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

const LOCKED = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/;

/**
 * pg-boss's `db` over PGlite. PGlite runs one statement with parameters (`query`) or several
 * without (`exec`). pg-boss's maintenance commands are "BEGIN; …; COMMIT;" scripts: they run
 * inside PGlite's own transaction, which rolls back when a statement fails — a failed script
 * left open would leave the one connection in an aborted transaction for every later query.
 */
export function pgliteExecutor(pglite: PGlite): Executor {
  const last = (results: Results[]) => results.at(-1) ?? { rows: [] };
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const script = LOCKED.exec(text);
      if (script) return pglite.transaction(async (tx) => last(await tx.exec(script[1]!)));
      return last(await pglite.exec(text));
    },
  };
}

function executorOf(database: Database): Executor {
  if (database.pool) {
    const pool = database.pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  if (database.pglite) return pgliteExecutor(database.pglite);
  throw new Error('The job queue needs PGlite or a PostgreSQL pool.');
}

/**
 * Two instances starting together on a new database create the same queues at once, and
 * PostgreSQL may end one of them as a deadlock victim (40P01). Creating a queue is idempotent,
 * so the victim waits a moment and tries again.
 */
async function retryOnDeadlock(create: () => Promise<void>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

export async function startJobQueue(database: Database, options: QueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    db: executorOf(database),
    schema: 'pgboss',
    maintenanceIntervalSeconds: options.maintenanceSeconds ?? 30,
  });
  boss.on('error', (error: Error) => console.error('job queue:', error.message));
  await boss.start();
  for (const job of options.jobs) {
    await retryOnDeadlock(() => boss.createQueue(job.name, {
      name: job.name,
      policy: job.policy ?? 'standard',
      retryLimit: job.retryLimit ?? 5,
      retryDelay: job.retryDelaySeconds ?? 10,
      expireInSeconds: job.expireInSeconds ?? 15 * 60,
    }));
    await boss.work<Record<string, unknown>>(job.name, { pollingIntervalSeconds: job.pollingSeconds ?? 2 }, async ([one]) => {
      if (one) await (job.run as (data: unknown) => Promise<void>)(one.data);
    });
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    else await boss.unschedule(job.name);
  }
  return {
    boss,
    async send(name, data, sendOptions) {
      await boss.send(name, data, {
        ...(sendOptions?.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions?.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        // Higher first; workers fetch by priority, then age.
        ...(sendOptions?.priority ? { priority: sendOptions.priority } : {}),
      });
    },
    async stop() {
      // Not graceful-wait forever: a running job left active is failed at its expiry and retried elsewhere.
      await boss.stop({ graceful: true, wait: true, timeout: 5_000, close: false });
    },
  };
}
