// The scheduler a serving process runs (started and stopped by server/src/server.ts): pg-boss over the app's own knex
// pool (queue-db.ts), so on PostgreSQL and on PGlite alike. Every process schedules the same crons; pg-boss turns each
// cron tick into ONE job however many processes see it, and the queues are `singleton` (one job of a kind active at
// a time, across processes). A job that throws is retried with backoff; a process that dies mid-job leaves it to
// expire and be retried elsewhere. What makes each mail go out once is the jobs' own unique notice key
// (notices.ts): a retried or doubled run finds those notices taken and mails nothing twice.
import PgBoss from 'pg-boss';
import { JOB_QUEUES_LOCK, withStartupLock, type Db } from '../../db.js';
import { SCHEDULED_JOBS, SCHEDULE_TIME_ZONE, type JobName, type ScheduledJob } from './jobs.js';
import type { JobDeps } from './notices.js';
import { createJobQueues, QUEUE_SCHEMA, queueDb } from './queue-db.js';

export { JOB_RETRY_DELAY_SECONDS, JOB_RETRY_LIMIT } from './queue-db.js';

export interface JobRunnerOptions {
  /** The clock each run uses (tests set their own). */
  now?: () => Date;
  /** The jobs to schedule and work (default: SCHEDULED_JOBS; the server adds the nightly backup when it is set up). */
  jobs?: readonly ScheduledJob[];
  /** How often each worker looks for a job (pg-boss polls). */
  pollingIntervalSeconds?: number;
  /** How often pg-boss checks the crons (1–45 s). */
  cronMonitorIntervalSeconds?: number;
  retryDelaySeconds?: number;
}

export interface JobRunner {
  start(): Promise<void>;
  /** Queues one run of a job now (as a cron tick would); the workers of any process pick it up. */
  enqueue(name: string): Promise<string | null>;
  /** Stops scheduling and fetching, waits for jobs under way (30 s at most). */
  stop(): Promise<void>;
  readonly boss: PgBoss;
}

export function createJobRunner(deps: JobDeps & { db: Db }, options: JobRunnerOptions = {}): JobRunner {
  const now = options.now ?? (() => new Date());
  const jobs = options.jobs ?? SCHEDULED_JOBS;
  const boss = new PgBoss({
    db: queueDb(deps.db),
    schema: QUEUE_SCHEMA,
    // Completed jobs are kept a week for `select … from pgboss.archive`; maintenance runs in whichever process gets to it.
    archiveCompletedAfterSeconds: 12 * 3600,
    deleteAfterDays: 7,
    cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 30,
  });
  boss.on('error', (err) => deps.log.error({ err }, 'job queue error'));
  const byName = new Map(jobs.map((j) => [j.name as string, j]));
  return {
    boss,
    async start() {
      await boss.start();
      // One process at a time: processes starting together on one database would create the same queue at once.
      await withStartupLock(deps.db, () => createJobQueues(boss, jobs, options.retryDelaySeconds), JOB_QUEUES_LOCK);
      for (const job of jobs) {
        await boss.schedule(job.name, job.cron, {}, { tz: SCHEDULE_TIME_ZONE });
        await boss.work<unknown>(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 }, async ([queued]) => {
          const report = await job.run(deps, now());
          deps.log.info({ jobId: queued.id, ...report }, 'job done');
          return report;
        });
      }
      deps.log.info({ jobs: jobs.map((j) => `${j.name} (${j.cron})`) }, 'job runner started');
    },
    async enqueue(name) {
      const job = byName.get(name);
      if (!job) throw new Error(`unknown job: ${name}`);
      return boss.send(job.name, {});
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 30_000 });
    },
  };
}

export type { JobName };
