// Coupon reminders: the holder of an unused coupon whose deal ends within COUPON_REMINDER_HOURS gets one mail with the
// code, the business, the end and a link to the coupon — once (sent_notifications), never for a used coupon or an
// ended deal, and only while the holder's e-mail notifications are on.
import { COUPON_REMINDER_HOURS } from '@dadeal/core';
import type { Db } from '../../db.js';
import { couponReminderMail } from './notice-mails.js';
import { HOUR_MS, mailNotices, NOTICE_BATCH, type JobDeps, type JobReport } from './notices.js';
import type { Language } from '@dadeal/core';

export const COUPON_REMINDERS = 'coupon-reminders';

interface ReminderRow {
  couponId: number;
  couponCode: string;
  userId: number;
  email: string;
  firstName: string;
  language: Language;
  dealId: number;
  title: string;
  endDate: Date;
  companyName: string;
}

/** Where a run is: the last (deal, coupon) of the previous batch. */
export type ReminderCursor = [dealId: number, couponId: number];

/**
 * The coupons to remind of, in (deal, coupon) order after `after`: the query `api/bench/jobs.bench.ts` explains. It
 * starts from the deals ending within the window (index deals_end_date_idx), then their coupons (index on deal_id),
 * so its cost follows the coupons due, not all coupons; ordering by coupon id alone made PostgreSQL walk every coupon
 * by its primary key instead. The holder's switch, and the notices already sent by their unique key.
 */
export function reminderCandidates(db: Db, now: Date, after: ReminderCursor, limit: number) {
  return db('deals as d')
    .join('coupons as c', 'c.dealId', 'd.id')
    .join('users as u', 'u.id', 'c.userId')
    .join('businesses as b', 'b.id', 'd.businessId')
    .where('d.endDate', '>', now)
    .where('d.endDate', '<=', new Date(now.getTime() + COUPON_REMINDER_HOURS * HOUR_MS))
    .where('d.isActive', true)
    .where('c.isUsed', false)
    .whereRaw('(c.deal_id, c.id) > (?, ?)', after)
    .where('u.emailNotifications', true)
    .whereNotExists((q) =>
      q.select(db.raw('1')).from('sentNotifications as n')
        .where('n.kind', COUPON_REMINDERS).whereRaw('n.user_id = c.user_id').whereRaw('n.subject_id = c.id'),
    )
    .orderBy([{ column: 'c.dealId' }, { column: 'c.id' }])
    .limit(limit)
    .select(
      'c.id as couponId', 'c.couponCode', 'c.userId', 'u.email', 'u.firstName', 'u.language',
      'd.id as dealId', 'd.title', 'd.endDate', 'b.companyName',
    );
}

export function runCouponReminders(deps: JobDeps, now: Date): Promise<JobReport> {
  return mailNotices<ReminderCursor>(deps, COUPON_REMINDERS, now, async (after) => {
    const rows: ReminderRow[] = await reminderCandidates(deps.db, now, after ?? [0, 0], NOTICE_BATCH);
    return {
      notices: rows.map((r) => ({
        userId: r.userId,
        subjectId: r.couponId,
        mail: couponReminderMail(deps.config, { userId: r.userId, email: r.email, firstName: r.firstName, language: r.language }, {
          id: r.couponId, couponCode: r.couponCode, dealId: r.dealId, title: r.title, companyName: r.companyName, endDate: new Date(r.endDate),
        }),
      })),
      cursor: rows.length ? [rows[rows.length - 1].dealId, rows[rows.length - 1].couponId] : after,
      full: rows.length === NOTICE_BATCH,
    };
  });
}
