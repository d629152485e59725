// Review requests (verified reviews): a day after a coupon's redemption its holder gets one mail asking to rate the
// visit — once per coupon (sent_notifications), never when the coupon has a review already, never when the holder's
// e-mail notifications are off (the one-click unsubscribe turns them off), never to other kinds of accounts. A
// redemption more than REQUEST_WITHIN_DAYS old is not asked about any more (a server that was down does not mail a
// backlog of stale requests).
import type { Language } from '@dadeal/core';
import type { Db } from '../../db.js';
import { reviewRequestMail } from './notice-mails.js';
import { HOUR_MS, mailNotices, NOTICE_BATCH, type JobDeps, type JobReport } from './notices.js';

export const REVIEW_REQUESTS = 'review-requests';
/** How long after the redemption the request goes out. */
export const REQUEST_AFTER_HOURS = 24;
export const REQUEST_WITHIN_DAYS = 7;

interface RequestRow {
  couponId: number;
  userId: number;
  email: string;
  firstName: string;
  language: Language;
  title: string;
  companyName: string;
}

export function requestCandidates(db: Db, now: Date, after: number, limit: number) {
  return db('coupons as c')
    .join('users as u', 'u.id', 'c.userId')
    .join('deals as d', 'd.id', 'c.dealId')
    .join('businesses as b', 'b.id', 'd.businessId')
    .where('c.isUsed', true)
    .where('c.usedAt', '<=', new Date(now.getTime() - REQUEST_AFTER_HOURS * HOUR_MS))
    .where('c.usedAt', '>', new Date(now.getTime() - REQUEST_WITHIN_DAYS * 24 * HOUR_MS))
    .where('c.id', '>', after)
    .where({ 'u.userType': 'user', 'u.emailNotifications': true })
    .whereNotExists((q) => q.select(db.raw('1')).from('reviews as r').whereRaw('r.coupon_id = c.id'))
    .whereNotExists((q) =>
      q.select(db.raw('1')).from('sentNotifications as n').where('n.kind', REVIEW_REQUESTS).whereRaw('n.user_id = c.user_id').whereRaw('n.subject_id = c.id'),
    )
    .orderBy('c.id')
    .limit(limit)
    .select('c.id as couponId', 'c.userId', 'u.email', 'u.firstName', 'u.language', 'd.title', 'b.companyName');
}

export function runReviewRequests(deps: JobDeps, now: Date): Promise<JobReport> {
  return mailNotices<number>(deps, REVIEW_REQUESTS, now, async (after) => {
    const rows: RequestRow[] = await requestCandidates(deps.db, now, after ?? 0, NOTICE_BATCH);
    return {
      notices: rows.map((r) => ({
        userId: r.userId,
        subjectId: r.couponId,
        mail: reviewRequestMail(deps.config, r, { id: r.couponId, title: r.title, companyName: r.companyName }),
      })),
      cursor: rows.length ? rows[rows.length - 1].couponId : after,
      full: rows.length === NOTICE_BATCH,
    };
  });
}
