// The scheduled jobs, by name: what each does, when the server runs it (cron, America/New_York: the island keeps the
// support desk's Eastern time, spec §9) and the function that does it. `dadeal jobs run <name>` and the server's
// runner (job-runner.ts) call the same functions; `now` is the clock of the run (tests and rehearsals pass their own).
import type { NoticeList } from '@dadeal/core';
import { runCouponReminders } from './coupon-reminders.job.js';
import { runDealAlerts } from './deal-alerts.job.js';
import { runLastMinuteAlerts } from './last-minute-alerts.job.js';
import { runReviewDigest } from './review-digest.job.js';
import { runReviewRequests } from './review-requests.job.js';
import type { JobDeps, JobReport } from './notices.js';
import { PRUNE, pruneAll } from '../retention/retention.js';

export type JobName = NoticeList;

export interface JobDefinition {
  name: JobName;
  description: string;
  cron: string;
  run(deps: JobDeps, now: Date): Promise<JobReport>;
}

export const SCHEDULE_TIME_ZONE = 'America/New_York';

export const JOBS: Record<JobName, JobDefinition> = {
  'coupon-reminders': {
    name: 'coupon-reminders',
    description: 'mail the holder of each unused coupon whose deal ends within 24 hours, once',
    cron: '*/15 * * * *',
    run: runCouponReminders,
  },
  'deal-alerts': {
    name: 'deal-alerts',
    description: "mail each user with deal alerts on a digest of the day's new deals from businesses they saved",
    cron: '0 8 * * *',
    run: runDealAlerts,
  },
  'last-minute-alerts': {
    name: 'last-minute-alerts',
    description: 'mail each user with last-minute alerts on about every newly published Last-Minute deal, once',
    cron: '*/5 * * * *',
    run: runLastMinuteAlerts,
  },
  'review-requests': {
    name: 'review-requests',
    description: 'mail the holder of each coupon redeemed a day ago, not yet reviewed, once: rate your visit',
    cron: '7 * * * *',
    run: runReviewRequests,
  },
  'review-digest': {
    name: 'review-digest',
    description: "mail each business's owner a digest of the last day's new reviews",
    cron: '30 8 * * *',
    run: runReviewDigest,
  },
};

export const JOB_NAMES = Object.keys(JOBS) as JobName[];

/** What the scheduler runs: the notices' jobs above, and the upkeep below. */
export interface ScheduledJob {
  name: string;
  description: string;
  cron: string;
  run(deps: JobDeps, now: Date): Promise<object>;
}

/** Nothing grows forever (docs/decisions/0083): each table's rows past their retention window, every night. */
export const PRUNE_JOB: ScheduledJob = {
  name: PRUNE,
  description: "delete each growing table's rows past their retention window (api/src/features/retention/retention.ts)",
  cron: '17 3 * * *',
  run: (deps, now) => pruneAll(deps, now),
};

/** Every job the server schedules. */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [...Object.values(JOBS), PRUNE_JOB];

export const isJobName = (name: string): name is JobName => Object.hasOwn(JOBS, name);

/** Runs one job now (or at `now`): what `dadeal jobs run` and the runner's workers do. */
export function runJob(name: JobName, deps: JobDeps, now: Date = new Date()): Promise<JobReport> {
  return JOBS[name].run(deps, now);
}
