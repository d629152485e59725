// The scheduler of the serving processes (pg-boss over the app's knex pool), on PGlite and on PostgreSQL: the crons are
// stored once however many runners start, a queued run is worked by one of two runners, and a run that throws is
// retried with backoff until it succeeds. Waits are for states (a mail in the sink, a job's state), never fixed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb, type Db } from '../../db.js';
import { createLogger } from '../../logger.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createBusiness, createDeal, createUser } from '../../testing/factories.js';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink.js';
import { createMailer } from '../mail/mailer.js';
import { createJobRunner, JOB_RETRY_LIMIT, type JobRunner } from './job-runner.js';
import { JOBS, SCHEDULED_JOBS, SCHEDULE_TIME_ZONE, type JobDefinition } from './jobs.js';
import type { JobDeps } from './notices.js';

const HOUR = 3600_000;
const log = createLogger({ logLevel: 'silent' });
let t: TestApp;
let smtp: SmtpSink;
let deps: JobDeps;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  deps = { db: t.db, mailer: t.app.deps.mailer, log, config: t.config };
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const fast = { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, cronMonitorIntervalSeconds: 1 };

async function couponEndingSoon(now: Date) {
  const { business } = await createBusiness(t.db);
  const user = await createUser(t.db);
  const deal = await createDeal(t.db, business, { startDate: new Date(now.getTime() - HOUR), endDate: new Date(now.getTime() + 5 * HOUR) });
  await t.db('coupons').insert({ dealId: deal.id, userId: user.id, couponCode: `RUN-${user.id}-${deal.id}` });
  return user;
}

/** The state of a job, wherever pg-boss keeps it (the job table, or the archive once maintenance moved it). */
async function jobState(id: string): Promise<{ state: string; retryCount: number } | undefined> {
  const rows = await t.db.raw(
    'select state, retry_count as "retryCount" from pgboss.job where id = ? union all select state, retry_count from pgboss.archive where id = ?',
    [id, id],
  );
  return rows.rows[0];
}
async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('stores each cron once for several runners, and works a queued run in exactly one of two runners', async () => {
  const now = new Date();
  const user = await couponEndingSoon(now);
  // A second process: its own pool and mailer on PostgreSQL (PGlite is one process's database).
  const otherDb: Db = t.kind === 'pg' ? createDb({ databaseUrl: (t.db.client.config as { connection: string }).connection, pgliteDir: null, poolMax: 4 }) : t.db;
  const otherMailer = createMailer(t.config, otherDb, log);
  const runners: JobRunner[] = [
    createJobRunner(deps, { ...fast, now: () => now }),
    createJobRunner({ ...deps, db: otherDb, mailer: otherMailer }, { ...fast, now: () => now }),
  ];
  try {
    for (const runner of runners) await runner.start();
    const schedules = await t.db.raw('select name, cron, timezone from pgboss.schedule order by name');
    expect(schedules.rows).toEqual(
      SCHEDULED_JOBS.map((j) => ({ name: j.name, cron: j.cron, timezone: SCHEDULE_TIME_ZONE })).sort((a, b) => a.name.localeCompare(b.name)),
    );
    const id = await runners[0].enqueue('coupon-reminders');
    await until('the reminder', async () => smtp.messages.some((m) => m.to.includes(user.email)));
    await until('the job to complete', async () => (await jobState(id!))?.state === 'completed');
    expect(smtp.messages.filter((m) => m.to.includes(user.email))).toHaveLength(1);
  } finally {
    for (const runner of runners) await runner.stop();
    await otherMailer.close();
    if (otherDb !== t.db) await otherDb.destroy();
  }
}, 180_000); // three waits of at most 60 s each: a bound for a loaded machine, not a duration

it('retries a run that failed, after a backoff, until it succeeds', async () => {
  const now = new Date();
  const user = await couponEndingSoon(now);
  let calls = 0;
  const flaky: JobDefinition = {
    ...JOBS['coupon-reminders'],
    // Its cron must not tick during the test: a run the clock queued at a quarter hour took the failing first call and
    // left the queued run below to succeed at once (the singleton queue works one at a time), never retried.
    cron: '0 0 1 1 *',
    async run(jobDeps, at) {
      calls += 1;
      if (calls === 1) throw new Error('the database went away for a moment');
      return JOBS['coupon-reminders'].run(jobDeps, at);
    },
  };
  // Nor may anything the first test left: its stored every-quarter-hour schedule (the new runner's clock reads it before
  // this one replaces it), or a tick its clock queued as it stopped (pg-boss queues a tick to its own send-it queue and
  // the next runner's worker turns it into a run). Either took the failing first call instead on a loaded CI machine.
  if ((await t.db.raw("select to_regclass('pgboss.schedule') as t")).rows[0].t) {
    await t.db.raw('delete from pgboss.schedule');
    await t.db.raw('delete from pgboss.job');
  }
  const runner = createJobRunner(deps, { ...fast, now: () => now, jobs: [flaky] });
  try {
    await runner.start();
    const id = await runner.enqueue('coupon-reminders');
    await until('the first try to fail', async () => (await jobState(id!))?.retryCount === 1);
    await until('the reminder', async () => smtp.messages.some((m) => m.to.includes(user.email)));
    await until('the job to complete', async () => (await jobState(id!))?.state === 'completed');
    expect(calls).toBe(2);
    expect((await t.db.raw('select retry_limit as "retryLimit" from pgboss.queue where name = ?', ['coupon-reminders'])).rows[0].retryLimit).toBe(JOB_RETRY_LIMIT);
  } finally {
    await runner.stop();
  }
}, 180_000); // three waits of at most 60 s each: a bound for a loaded machine, not a duration
