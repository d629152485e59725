// The owner's review digest (verified reviews): once a day, the owner of each business that got visible reviews in the
// last 24 hours gets one mail listing them (at most DIGEST_MAX_REVIEWS), with a link to reply. One per owner per UTC
// day (sent_notifications), only while the owner's e-mail notifications are on.
import { reviewerName, type Language } from '@dadeal/core';
import type { Db } from '../../db.js';
import { reviewDigestMail } from './notice-mails.js';
import { HOUR_MS, mailNotices, NOTICE_BATCH, utcDayNumber, type JobDeps, type JobReport } from './notices.js';

export const REVIEW_DIGEST = 'review-digest';
export const DIGEST_MAX_REVIEWS = 20;

interface Owner {
  userId: number;
  businessId: number;
  companyName: string;
  email: string;
  firstName: string;
  language: Language;
}

function owners(db: Db, day: number, since: Date, after: number): Promise<Owner[]> {
  return db('businesses as b')
    .join('users as u', 'u.id', 'b.userId')
    .where({ 'u.emailNotifications': true })
    .where('u.id', '>', after)
    .whereExists((q) => q.select(db.raw('1')).from('reviews as r').whereRaw('r.business_id = b.id').where('r.createdAt', '>', since).whereNull('r.deletedAt').whereNull('r.hiddenAt'))
    .whereNotExists((q) => q.select(db.raw('1')).from('sentNotifications as n').where({ 'n.kind': REVIEW_DIGEST, 'n.subjectId': day }).whereRaw('n.user_id = u.id'))
    .orderBy('u.id')
    .limit(NOTICE_BATCH)
    .select('u.id as userId', 'b.id as businessId', 'b.companyName', 'u.email', 'u.firstName', 'u.language');
}

export function runReviewDigest(deps: JobDeps, now: Date): Promise<JobReport> {
  const day = utcDayNumber(now);
  const since = new Date(now.getTime() - 24 * HOUR_MS);
  return mailNotices<number>(deps, REVIEW_DIGEST, now, async (after) => {
    const batch = await owners(deps.db, day, since, after ?? 0);
    const rows: Array<{ businessId: number; rating: number; text: string | null; firstName: string; lastName: string }> = batch.length
      ? await deps.db('reviews as r').join('users as u', 'u.id', 'r.userId')
        .whereIn('r.businessId', batch.map((o) => o.businessId))
        .where('r.createdAt', '>', since).whereNull('r.deletedAt').whereNull('r.hiddenAt')
        .orderBy([{ column: 'r.businessId' }, { column: 'r.id', order: 'desc' }])
        .select('r.businessId', 'r.rating', 'r.text', 'u.firstName', 'u.lastName')
      : [];
    return {
      notices: batch.map((o) => {
        const mine = rows.filter((r) => r.businessId === o.businessId).slice(0, DIGEST_MAX_REVIEWS)
          .map((r) => ({ rating: r.rating, text: r.text, reviewerName: reviewerName(r.firstName, r.lastName) }));
        return { userId: o.userId, subjectId: day, mail: reviewDigestMail(deps.config, o, o.companyName, mine) };
      }),
      cursor: batch.length ? batch[batch.length - 1].userId : after,
      full: batch.length === NOTICE_BATCH,
    };
  });
}
