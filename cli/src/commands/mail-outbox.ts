// dadeal mail outbox [--json] [--to EMAIL] [--limit N]: the mails the product wrote, newest first. Without
// SMTP_URL the outbox is the mailbox, so --json includes the bodies (and the links in them).
import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import { printJson, printTable } from '../io/table.js';
import { positiveInt } from '../io/options.js';

interface OutboxRow {
  id: number;
  toAddress: string;
  subject: string;
  status: string;
  error: string | null;
  textBody: string;
  createdAt: Date;
  sentAt: Date | null;
}

export function registerMailOutbox(parent: Command, ctx: CliContext): void {
  parent
    .command('outbox')
    .description('show the mail outbox, newest first')
    .option('--json', 'print JSON, bodies included')
    .option('--to <email>', 'only mails to this address')
    .option('--limit <n>', 'at most this many mails', positiveInt, 50)
    .action(async (options: { json?: boolean; to?: string; limit: number }) => {
      const db = await ctx.db();
      const q = db('mail_outbox')
        .select('id', 'toAddress', 'subject', 'status', 'error', 'textBody', 'createdAt', 'sentAt')
        .orderBy('id', 'desc')
        .limit(options.limit);
      if (options.to) q.whereRaw('lower(to_address) = ?', [options.to.trim().toLowerCase()]);
      const rows: OutboxRow[] = await q;
      if (options.json) {
        printJson(
          ctx,
          rows.map((r) => ({
            id: r.id, to: r.toAddress, subject: r.subject, status: r.status, error: r.error, text: r.textBody,
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
          { header: 'SUBJECT', value: (r) => r.subject },
        ],
        'The outbox is empty.',
      );
    });
}
