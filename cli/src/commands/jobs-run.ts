// dadeal jobs run <name> [--json] [--at TIME]: runs one scheduled job now — what the server's scheduler does on its
// crons (api/src/features/jobs) — for cron on a machine without a serving process, for tests, and to catch up by hand.
// Each notice is mailed once whoever runs the job, however often: a run finds what was already sent and skips it. The
// prune (api/src/features/retention) removes the rows past their retention window; run again, it finds nothing more.
import { Argument, InvalidArgumentError, type Command } from 'commander';
import { NOTICE_LISTS, type NoticeList } from '@dadeal/core';
import { loadConfig } from '@dadeal/api/config.js';
import { PRUNE } from '@dadeal/api/features/retention/retention.js';
import type { CliContext } from '../context.js';
import { DATABASE_ENV, MAIL_ENV, withHelp } from '../io/help.js';

function instant(value: string): Date {
  const at = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(at.getTime())) throw new InvalidArgumentError('must be an ISO date and time, e.g. 2026-12-24T18:00:00Z');
  return at;
}

export function registerJobsRun(parent: Command, ctx: CliContext): void {
  const command = parent
    .command('run')
    .description("run one scheduled job now: a notices' job (coupon-reminders, deal-alerts, last-minute-alerts, …) or prune")
    .addArgument(new Argument('<name>', 'the job').choices([...NOTICE_LISTS, PRUNE]))
    .option('--at <time>', 'run as if the clock said this ISO time (rehearsals, tests); default: now', instant)
    .option('--json', 'print the report {job, at, notices, sent, retrying, failed} as one JSON object')
    .action(async (name: NoticeList | typeof PRUNE, options: { at?: Date; json?: boolean }) => {
      if (name === PRUNE) {
        const db = await ctx.db();
        const { pruneAll } = await import('@dadeal/api/features/retention/retention.js');
        const report = await pruneAll({ db, log: ctx.log() }, options.at ?? new Date());
        const removed = Object.entries(report.removed).filter(([, n]) => n > 0);
        const total = removed.reduce((sum, [, n]) => sum + n, 0);
        ctx.summary(options.json, report, `prune at ${report.at}: ${total ? `${total} row(s) past their window removed (${removed.map(([table, n]) => `${n} ${table}`).join(', ')})` : 'no row past its window'}.`);
        return;
      }
      // The unsubscribe links are signed with the server's key: the real JWT_SECRET (or DATA_DIR/jwt-secret), not the
      // placeholder the other commands carry.
      const config = loadConfig(ctx.env);
      const db = await ctx.db();
      // Loaded only here: nodemailer and the jobs' code are not needed by the other commands.
      const [{ createMailer }, { runJob }] = await Promise.all([
        import('@dadeal/api/features/mail/mailer.js'),
        import('@dadeal/api/features/jobs/jobs.js'),
      ]);
      const log = ctx.log();
      const mailer = createMailer(config, db, log);
      try {
        const report = await runJob(name, { db, mailer, log, config }, options.at ?? new Date());
        const where = config.smtpUrl
          ? `${report.sent} sent${report.retrying ? `, ${report.retrying} waiting to be tried again (the server retries them)` : ''}${report.failed ? `, ${report.failed} failed` : ''}`
          : 'kept in the outbox (no SMTP_URL: dadeal mail outbox shows them)';
        ctx.summary(options.json, report, `${report.job} at ${report.at}: ${report.notices} mail(s), ${where}.`);
      } finally {
        await mailer.close();
      }
    });
  withHelp(
    command,
    ['dadeal jobs run coupon-reminders', '*/15 * * * *  dadeal jobs run coupon-reminders --json   # crontab', 'dadeal jobs run deal-alerts --at 2026-12-24T13:00:00Z', 'dadeal jobs run prune --json'],
    [...DATABASE_ENV, ...MAIL_ENV],
  );
}
