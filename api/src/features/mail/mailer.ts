// Every mail is written to the outbox table first; with SMTP_URL it is then sent through nodemailer,
// without it the outbox is the mailbox and a log line carries the mail (CONTRACT §2).
//
// A send that fails (relay down, refused) is not lost: the row waits as `pending` with its next try due after a
// backoff (RETRY_DELAYS_MS), and the server's sweep (startRetrying) sends due rows again; after the last try it is
// `failed` for good, and `dadeal mail outbox --retry` can still send it. A row is claimed before it is sent — in a
// transaction with FOR UPDATE SKIP LOCKED, its status set to `sending` with a lease — so several server processes on
// one PostgreSQL (and the CLI beside them) never send one mail twice. A process that dies while sending leaves the
// row `sending`; when the lease ends, a sweep takes it over.
import type { Knex } from 'knex';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db.js';
import type { Logger } from '../../logger.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines (List-Unsubscribe and List-Unsubscribe-Post of the notices), kept with the outbox row. */
  headers?: Record<string, string>;
}

/** What a round of sending did: mails sent, mails waiting for another try, mails given up (`failed`). */
export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /**
   * Writes mails to the outbox inside the caller's transaction, born claimed by this process (or `logged` without
   * SMTP_URL): they exist if and only if that transaction commits. `deliver(ids)` sends them after the commit; a process
   * that dies in between leaves them to a sweep when their lease ends.
   */
  enqueue(trx: Knex.Transaction, mails: Mail[]): Promise<number[]>;
  /** Sends mails that `enqueue` wrote (nothing to send without SMTP_URL). */
  deliver(ids: number[]): Promise<DeliveryReport>;
  /** One sweep: sends the mails whose next try is due (none without SMTP_URL). */
  retryDue(): Promise<DeliveryReport>;
  /** Sends now every mail that failed — given up, or waiting for its next try (`dadeal mail outbox --retry`). */
  retryFailed(): Promise<DeliveryReport>;
  /** Sweeps every `intervalMs` until close(); the timer never keeps the process alive. Nothing to do without SMTP_URL. */
  startRetrying(intervalMs: number): void;
  /** Stops the sweeps, waits for a sweep under way, closes the SMTP connection. */
  close(): Promise<void>;
}

/** The waits after the 1st, 2nd and 3rd failed try; the 4th failure is final. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000];

/**
 * How long a claimed row stays with the process that claimed it. Longer than one send can last (nodemailer gives up
 * after 2 min connecting or 10 min of silence), so only a process that died loses its row to a sweep.
 */
const SEND_LEASE_MS = 15 * 60_000;

/** Mails in flight at once: nodemailer's pool keeps up to 5 connections. */
const SEND_CONCURRENCY = 5;

/** Rows one sweep claims at most; the next sweep takes the rest. */
const SWEEP_BATCH = 20;

export interface MailerOptions {
  smtpUrl: string | null;
  mailFrom: string;
  /** Waits between tries (tests shorten them); the number of tries is its length + 1. */
  retryDelaysMs?: number[];
}

interface ClaimedRow {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  headers: Record<string, string> | null;
  attempts: number;
}

export function createMailer(options: MailerOptions, db: Db, log: Logger): Mailer {
  // Whether mail goes out through SMTP at all; nodemailer itself loads at the first send (a CLI command that only
  // writes to the outbox, or sends nothing, does not pay its ≈0.2 s import).
  const smtpUrl = options.smtpUrl || null;
  let smtp: Promise<Transporter> | undefined;
  const connect = (): Promise<Transporter> =>
    (smtp ??= import('nodemailer').then(
      // Pooled (up to 5 connections, closed after 4 idle minutes): a connection per mail cost ~110 ms of handshakes each,
      // which capped a reminder run at 9 mails/s against 290 pooled (api/bench/jobs.bench.ts). `?pool=false` in SMTP_URL
      // turns it off (the URL's settings win).
      ({ default: nodemailer }) => nodemailer.createTransport({ url: smtpUrl!, pool: true }),
      (err: unknown) => {
        smtp = undefined; // a failed load is tried again at the next send, not remembered
        throw err;
      },
    ));
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  // Times come from the database's clock, the one every process compares next_attempt_at with.
  const later = (ms: number) => db.raw("now() + ? * interval '1 millisecond'", [ms]);

  /** Claims up to `limit` rows matching `where`: locked rows (another process's claim under way) are skipped. */
  function claim(where: (q: Knex.QueryBuilder) => void, limit: number): Promise<ClaimedRow[]> {
    return db.transaction(async (trx) => {
      const q = trx('mail_outbox')
        .select('id', 'toAddress', 'subject', 'textBody', 'htmlBody', 'headers', 'attempts')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked();
      where(q);
      const rows: ClaimedRow[] = await q;
      if (rows.length) {
        await trx('mail_outbox')
          .whereIn('id', rows.map((r) => r.id))
          .update({ status: 'sending', nextAttemptAt: later(SEND_LEASE_MS) });
      }
      return rows;
    });
  }

  /** One try of a claimed row, recorded: sent, or pending until its next try, or failed after the last one. */
  async function attempt(row: ClaimedRow): Promise<keyof DeliveryReport> {
    const attempts = row.attempts + 1;
    try {
      await (await connect()).sendMail({
        from: options.mailFrom, to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody ?? undefined,
        headers: row.headers ?? undefined,
      });
      await db('mail_outbox').where({ id: row.id }).update({ status: 'sent', attempts, sentAt: db.fn.now(), nextAttemptAt: null });
      log.info({ mailId: row.id, to: row.toAddress, subject: row.subject, attempts }, 'mail sent');
      return 'sent';
    } catch (err) {
      const lastError = String((err as Error)?.message ?? err).slice(0, 500);
      const delay = delays[attempts - 1];
      if (delay === undefined) {
        await db('mail_outbox').where({ id: row.id }).update({ status: 'failed', attempts, lastError, nextAttemptAt: null });
        log.error({ mailId: row.id, to: row.toAddress, attempts, err }, 'mail sending failed for good (dadeal mail outbox --retry sends it again)');
        return 'failed';
      }
      await db('mail_outbox').where({ id: row.id }).update({ status: 'pending', attempts, lastError, nextAttemptAt: later(delay) });
      log.warn({ mailId: row.id, to: row.toAddress, attempts, retryInMs: delay, err }, 'mail sending failed, will try again');
      return 'retrying';
    }
  }

  /** Claimed rows, SEND_CONCURRENCY at a time: one per pooled connection (a reminder run sends hundreds). */
  async function sendAll(rows: ClaimedRow[]): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
    let next = 0;
    const worker = async () => {
      while (next < rows.length) report[await attempt(rows[next++])]++;
    };
    await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, rows.length) }, worker));
    return report;
  }

  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<unknown> | null = null;

  const outboxRow = (mail: Mail) => ({
    toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null,
    headers: mail.headers ? JSON.stringify(mail.headers) : null,
    // Born claimed by this process: a sweep elsewhere leaves it alone while the first try runs.
    status: smtpUrl ? 'sending' : 'logged',
    nextAttemptAt: smtpUrl ? later(SEND_LEASE_MS) : null,
  });
  const logStored = (id: number, mail: Mail) =>
    log.info({ mailId: id, to: mail.to, subject: mail.subject, text: mail.text }, 'mail stored in outbox (no SMTP_URL)');

  const mailer: Mailer = {
    async send(mail) {
      const [row] = await db('mail_outbox').insert(outboxRow(mail)).returning(['id']);
      if (!smtpUrl) {
        logStored(row.id, mail);
        return;
      }
      // A failure is recorded on the row and tried again later; the action that asked for the mail has happened.
      await attempt({
        id: row.id, toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null,
        headers: mail.headers ?? null, attempts: 0,
      });
    },

    async enqueue(trx, mails) {
      if (!mails.length) return [];
      const rows: Array<{ id: number }> = await trx('mail_outbox').insert(mails.map(outboxRow)).returning(['id']);
      if (!smtpUrl) mails.forEach((mail, i) => logStored(rows[i].id, mail));
      return rows.map((r) => r.id);
    },

    async deliver(ids) {
      if (!smtpUrl || !ids.length) return { sent: 0, retrying: 0, failed: 0 };
      // Still ours: a row another process took over (its lease ended) is skipped, as its sweep sends it.
      const rows: ClaimedRow[] = await db('mail_outbox')
        .select('id', 'toAddress', 'subject', 'textBody', 'htmlBody', 'headers', 'attempts')
        .whereIn('id', ids)
        .where({ status: 'sending', attempts: 0 })
        .orderBy('id');
      return sendAll(rows);
    },

    async retryDue() {
      if (!smtpUrl) return { sent: 0, retrying: 0, failed: 0 };
      const due = await claim(
        (q) => q.whereIn('status', ['pending', 'sending']).where('nextAttemptAt', '<=', db.fn.now()),
        SWEEP_BATCH,
      );
      return sendAll(due);
    },

    async retryFailed() {
      if (!smtpUrl) throw new Error('mails can only be sent again through SMTP: SMTP_URL is not set');
      const total: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
      // In rounds in id order, so a long list is never locked at once and a mail failing again is not tried twice.
      let lastId = 0;
      for (;;) {
        const rows = await claim(
          (q) => q.where('id', '>', lastId).where((w) => w.where('status', 'failed').orWhere((p) => p.where('status', 'pending').where('attempts', '>', 0))),
          SWEEP_BATCH,
        );
        if (!rows.length) return total;
        lastId = rows[rows.length - 1].id;
        const report = await sendAll(rows);
        for (const key of Object.keys(total) as Array<keyof DeliveryReport>) total[key] += report[key];
      }
    },

    startRetrying(intervalMs) {
      if (!smtpUrl || timer) return;
      timer = setInterval(() => {
        if (sweeping) return; // the previous sweep is still sending
        sweeping = mailer
          .retryDue()
          .catch((err: unknown) => log.error({ err }, 'mail retry sweep failed'))
          .finally(() => (sweeping = null));
      }, intervalMs);
      timer.unref();
    },

    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      await sweeping;
      // A transport that never loaded has nothing to close (its failure was logged at the send that asked for it).
      await smtp?.then((transport) => transport.close(), () => undefined);
    },
  };
  return mailer;
}
