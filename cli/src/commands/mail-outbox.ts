// dadeal mail outbox [--json] [--to EMAIL] [--limit N]: the mails the product wrote, newest first. Without
// SMTP_URL the outbox is the mailbox, so --json includes the bodies (and the links in them).
// dadeal mail outbox --retry [--json]: sends now, through SMTP, every mail whose send failed (see the API's mailer:
// the server retries on its own with backoff, then gives up; this is the hand after that).
import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';
import { DATABASE_ENV, MAIL_ENV, withHelp } from '../io/help.js';
import { printJson, printTable } from '../io/table.js';
import { positiveInt } from '../io/options.js';

interface OutboxRow {
  id: number;
  toAddress: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  textBody: string;
  createdAt: Date;
  sentAt: Date | null;
}

/** Sends the failed mails again; exit 1 when some still fail, so cron notices. */
async function retry(ctx: CliContext, json: boolean | undefined): Promise<void> {
  const config = ctx.config();
  if (!config.smtpUrl) {
    throw new CliError('--retry sends through SMTP, and SMTP_URL is not set: without it mails stay in the outbox (nothing to retry)');
  }
  // Loaded only here (nodemailer is slow to load).
  const { createMailer } = await import('@dadeal/api/features/mail/mailer.js');
  const mailer = createMailer(config, await ctx.db(), ctx.log());
  try {
    const report = await mailer.retryFailed();
    const stillFailing = report.retrying + report.failed;
    ctx.summary(json, { sent: report.sent, stillFailing }, `Sent ${report.sent} mail(s) again, still failing ${stillFailing}.`);
    if (stillFailing) throw new CliError(`${stillFailing} mail(s) still failing: dadeal mail outbox shows their last error`);
  } finally {
    await mailer.close();
  }
}

export function registerMailOutbox(parent: Command, ctx: CliContext): void {
  const command = parent
    .command('outbox')
    .description('show the mail outbox, newest first; --retry sends the failed mails again')
    .option('--json', 'print JSON, bodies included (with --retry: the summary {sent, stillFailing})')
    .option('--to <email>', 'only mails to this address')
    .option('--limit <n>', 'at most this many mails', positiveInt, 50)
    .option('--retry', 'send now, through SMTP_URL, every mail whose send failed (given up, or waiting for its next try)')
    .action(async (options: { json?: boolean; to?: string; limit: number; retry?: boolean }) => {
      if (options.retry) return retry(ctx, options.json);
      const db = await ctx.db();
      const q = db('mail_outbox')
        .select('id', 'toAddress', 'subject', 'status', 'attempts', 'lastError', 'textBody', 'createdAt', 'sentAt')
        .orderBy('id', 'desc')
        .limit(options.limit);
      if (options.to) q.whereRaw('lower(to_address) = ?', [options.to.trim().toLowerCase()]);
      const rows: OutboxRow[] = await q;
      if (options.json) {
        printJson(
          ctx,
          rows.map((r) => ({
            id: r.id, to: r.toAddress, subject: r.subject, status: r.status, attempts: r.attempts, error: r.lastError, text: r.textBody,
            createdAt: new Date(r.createdAt).toISOString(), sentAt: r.sentAt ? new Date(r.sentAt).toISOString() : null,
          })),
        );
        return;
      }
      printTable(
        ctx,
        rows,
        [
          { header: 'ID', value: (r) => r.id },
          { header: 'CREATED', value: (r) => new Date(r.createdAt).toISOString().slice(0, 19).replace('T', ' ') },
          { header: 'TO', value: (r) => r.toAddress },
          { header: 'STATUS', value: (r) => r.status },
          { header: 'TRIES', value: (r) => r.attempts },
          { header: 'SUBJECT', value: (r) => r.subject },
        ],
        'The outbox is empty.',
      );
    });
  withHelp(
    command,
    ['dadeal mail outbox --to mele@island.example --json', 'SMTP_URL=smtp://relay.internal:587 dadeal mail outbox --retry'],
    [...DATABASE_ENV, ...MAIL_ENV],
  );
}
