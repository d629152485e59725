// How every scheduled job mails: candidates in batches, and for each batch ONE transaction that records a row per
// notice in `sent_notifications` (unique per kind, recipient and subject) and writes the mails of the rows it could
// record to the outbox. Several processes doing the same job at once both find the same candidates; the unique key
// gives each notice to exactly one of them (a second insert waits for the first transaction, then does nothing), and
// only that one has its mail. The mails go out after the commit (the outbox's own retries take over on failure).
import type { Knex } from 'knex';
import type { NoticeList } from '@dadeal/core';
import type { Db } from '../../db.js';
import type { Logger } from '../../logger.js';
import type { DeliveryReport, Mail, Mailer } from '../mail/mailer.js';

export interface JobDeps {
  db: Db;
  mailer: Mailer;
  log: Logger;
  config: { publicUrl: string; jwtSecret: string };
}

/** What one run did: notices recorded (each one mail in the outbox), and what sending them did. */
export interface JobReport extends DeliveryReport {
  job: NoticeList;
  /** The clock the run used (ISO). */
  at: string;
  notices: number;
}

export interface Notice {
  userId: number;
  /** The coupon, the deal or the day (yyyymmdd) the notice is about. */
  subjectId: number;
  mail: Mail;
}

/** Candidates one batch reads and one transaction records. */
export const NOTICE_BATCH = 200;

/**
 * Records and mails notices of `kind` batch by batch. `nextBatch(after)` returns up to NOTICE_BATCH notices past the
 * cursor it was given (null the first time) and the cursor after them; the run ends when a batch comes back short.
 */
export async function mailNotices<C>(
  deps: JobDeps,
  kind: NoticeList,
  now: Date,
  nextBatch: (after: C | null) => Promise<{ notices: Notice[]; cursor: C | null; full: boolean }>,
): Promise<JobReport> {
  const report: JobReport = { job: kind, at: now.toISOString(), notices: 0, sent: 0, retrying: 0, failed: 0 };
  let cursor: C | null = null;
  for (;;) {
    const batch = await nextBatch(cursor);
    cursor = batch.cursor;
    if (batch.notices.length) {
      const mailIds = await deps.db.transaction((trx) => record(trx, deps.mailer, kind, now, batch.notices));
      report.notices += mailIds.length;
      const delivery = await deps.mailer.deliver(mailIds);
      report.sent += delivery.sent;
      report.retrying += delivery.retrying;
      report.failed += delivery.failed;
    }
    if (!batch.full) break;
  }
  deps.log.info(report, 'notices mailed');
  return report;
}

/** One batch in the caller's transaction: the notices this transaction could record get their mail; the outbox ids. */
async function record(trx: Knex.Transaction, mailer: Mailer, kind: NoticeList, now: Date, notices: Notice[]): Promise<number[]> {
  const won: Array<{ id: number; userId: number; subjectId: number }> = await trx('sent_notifications')
    .insert(notices.map((n) => ({ kind, userId: n.userId, subjectId: n.subjectId, createdAt: now })))
    .onConflict(['kind', 'userId', 'subjectId'])
    .ignore()
    .returning(['id', 'userId', 'subjectId']);
  if (!won.length) return [];
  const key = (userId: number, subjectId: number) => `${userId}:${subjectId}`;
  const byKey = new Map(notices.map((n) => [key(n.userId, n.subjectId), n]));
  const mine = won.map((w) => ({ id: w.id, notice: byKey.get(key(w.userId, w.subjectId))! }));
  const mailIds = await mailer.enqueue(trx, mine.map((m) => m.notice.mail));
  await trx.raw(
    'update sent_notifications n set mail_id = v.mail_id from (select unnest(?::int[]) as id, unnest(?::int[]) as mail_id) v where n.id = v.id',
    [mine.map((m) => m.id), mailIds],
  );
  return mailIds;
}

/** The UTC day of `now` as yyyymmdd: the subject of a daily digest. */
export const utcDayNumber = (now: Date) => Number(now.toISOString().slice(0, 10).replace(/-/g, ''));

export const HOUR_MS = 3600_000;
