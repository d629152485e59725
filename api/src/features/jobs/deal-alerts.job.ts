// Deal alerts: once a day, each user whose deal alerts (and e-mail notifications) are on gets one digest of the deals
// published since their last digest — at most a week back, a day back for a first one — by the businesses whose deals
// they saved. A deal is published when it is active and its start has come (created earlier and starting later, it
// counts from its start). No new deal, no mail. One digest per user per UTC day (sent_notifications).
import type { Db } from '../../db.js';
import { dealDigestMail, type NoticeDeal } from './notice-mails.js';
import { HOUR_MS, mailNotices, NOTICE_BATCH, utcDayNumber, type JobDeps, type JobReport } from './notices.js';
import type { Language } from '@dadeal/core';

export const DEAL_ALERTS = 'deal-alerts';

/** Deals listed in one digest; the rest are counted ("and 3 more"). */
export const DIGEST_MAX_DEALS = 10;

interface Subscriber {
  userId: number;
  email: string;
  firstName: string;
  language: Language;
}

interface DigestRow extends NoticeDeal {
  userId: number;
}

function subscribers(db: Db, day: number, after: number): Promise<Subscriber[]> {
  return db('users as u')
    .where({ 'u.userType': 'user', 'u.emailNotifications': true, 'u.dealAlerts': true, 'u.isEmailVerified': true })
    .where('u.id', '>', after)
    .whereExists((q) => q.select(db.raw('1')).from('favorites as f').whereRaw('f.user_id = u.id'))
    .whereNotExists((q) =>
      q.select(db.raw('1')).from('sentNotifications as n').where({ 'n.kind': DEAL_ALERTS, 'n.subjectId': day }).whereRaw('n.user_id = u.id'),
    )
    .orderBy('u.id')
    .limit(NOTICE_BATCH)
    .select('u.id as userId', 'u.email', 'u.firstName', 'u.language');
}

/** The new deals of each user's saved businesses, newest first. */
function newDeals(db: Db, userIds: number[], now: Date): Promise<DigestRow[]> {
  const published = db.raw('greatest(d.created_at, d.start_date)');
  const since = db.raw(
    `greatest(coalesce((select max(n.created_at) from sent_notifications n where n.kind = ? and n.user_id = saved.user_id), ?), ?)`,
    [DEAL_ALERTS, new Date(now.getTime() - 24 * HOUR_MS), new Date(now.getTime() - 7 * 24 * HOUR_MS)],
  );
  const saved = db('favorites as f').join('deals as sd', 'sd.id', 'f.dealId').whereIn('f.userId', userIds).distinct('f.userId', 'sd.businessId');
  return db
    .from(saved.as('saved'))
    .join('deals as d', 'd.businessId', 'saved.businessId')
    .join('businesses as b', 'b.id', 'd.businessId')
    .where('d.isActive', true)
    .where(published, '<=', now)
    .where(published, '>', since)
    .where('d.endDate', '>', now)
    .whereNotExists((q) => q.select(db.raw('1')).from('favorites as mine').whereRaw('mine.user_id = saved.user_id').whereRaw('mine.deal_id = d.id'))
    .orderByRaw('saved.user_id, greatest(d.created_at, d.start_date) desc, d.id desc')
    .select('saved.userId', 'd.id', 'd.title', 'b.companyName', 'd.dealPrice', 'd.originalPrice', 'd.endDate');
}

export function runDealAlerts(deps: JobDeps, now: Date): Promise<JobReport> {
  const day = utcDayNumber(now);
  return mailNotices<number>(deps, DEAL_ALERTS, now, async (after) => {
    const users = await subscribers(deps.db, day, after ?? 0);
    const deals = users.length ? await newDeals(deps.db, users.map((u) => u.userId), now) : [];
    const byUser = new Map<number, DigestRow[]>();
    for (const d of deals) byUser.set(d.userId, [...(byUser.get(d.userId) ?? []), d]);
    return {
      notices: users.flatMap((u) => {
        const mine = byUser.get(u.userId) ?? [];
        if (!mine.length) return [];
        const listed = mine.slice(0, DIGEST_MAX_DEALS).map((d) => ({ ...d, endDate: new Date(d.endDate) }));
        return [{ userId: u.userId, subjectId: day, mail: dealDigestMail(deps.config, u, listed, mine.length - listed.length) }];
      }),
      cursor: users.length ? users[users.length - 1].userId : after,
      full: users.length === NOTICE_BATCH,
    };
  });
}
