// Last-minute alerts: when a Last-Minute deal is published (active, its start come, coupons left), every user whose
// last-minute alerts (and e-mail notifications) are on gets one mail about it, once per deal (sent_notifications).
// The job runs every few minutes; a deal counts as new for LAST_MINUTE_NEW_HOURS after publication, which bounds
// how far back a run that was missed (or a user who just turned alerts on) reaches.
import type { Db } from '../../db.js';
import { lastMinuteMail } from './notice-mails.js';
import { HOUR_MS, mailNotices, NOTICE_BATCH, type JobDeps, type JobReport } from './notices.js';
import type { Language } from '@dadeal/core';

export const LAST_MINUTE_ALERTS = 'last-minute-alerts';
export const LAST_MINUTE_NEW_HOURS = 6;

interface AlertRow {
  userId: number;
  email: string;
  firstName: string;
  language: Language;
  dealId: number;
  title: string;
  companyName: string;
  dealPrice: string;
  originalPrice: string;
  endDate: Date;
  remaining: number;
}

type Cursor = [dealId: number, userId: number];

function candidates(db: Db, now: Date, after: Cursor, limit: number): Promise<AlertRow[]> {
  const published = db.raw('greatest(d.created_at, d.start_date)');
  return db('deals as d')
    .join('businesses as b', 'b.id', 'd.businessId')
    .crossJoin(db.raw('users as u'))
    .where('d.category', 'Last-Minute')
    .where('d.isActive', true)
    .where(published, '<=', now)
    .where(published, '>', new Date(now.getTime() - LAST_MINUTE_NEW_HOURS * HOUR_MS))
    .where('d.endDate', '>', now)
    .whereRaw('d.used_coupons < d.total_coupons')
    .where({ 'u.userType': 'user', 'u.emailNotifications': true, 'u.lastMinuteAlerts': true, 'u.isEmailVerified': true })
    .whereRaw('(d.id, u.id) > (?, ?)', after)
    .whereNotExists((q) =>
      q.select(db.raw('1')).from('sentNotifications as n')
        .where('n.kind', LAST_MINUTE_ALERTS).whereRaw('n.user_id = u.id').whereRaw('n.subject_id = d.id'),
    )
    .orderBy([{ column: 'd.id' }, { column: 'u.id' }])
    .limit(limit)
    .select(
      'u.id as userId', 'u.email', 'u.firstName', 'u.language', 'd.id as dealId', 'd.title', 'b.companyName', 'd.dealPrice', 'd.originalPrice', 'd.endDate',
      db.raw('d.total_coupons - d.used_coupons as remaining'),
    );
}

export function runLastMinuteAlerts(deps: JobDeps, now: Date): Promise<JobReport> {
  return mailNotices<Cursor>(deps, LAST_MINUTE_ALERTS, now, async (after) => {
    const rows = await candidates(deps.db, now, after ?? [0, 0], NOTICE_BATCH);
    return {
      notices: rows.map((r) => ({
        userId: r.userId,
        subjectId: r.dealId,
        mail: lastMinuteMail(deps.config, r, {
          id: r.dealId, title: r.title, companyName: r.companyName, dealPrice: r.dealPrice, originalPrice: r.originalPrice,
          endDate: new Date(r.endDate), remaining: r.remaining,
        }),
      })),
      cursor: rows.length ? [rows[rows.length - 1].dealId, rows[rows.length - 1].userId] : after,
      full: rows.length === NOTICE_BATCH,
    };
  });
}
