// Administrators moderate reviews: the reported ones first (react-admin list with filters), hide or restore a review
// or its reply with a reason — audited in the change's own transaction, the author (or the business, for a reply)
// told by e-mail. A hidden review leaves the business's rating in the same transaction (the reviews' trigger), and
// every server drops its cached deal answers (the businesses' notification).
import type { Knex } from 'knex';
import { MESSAGES, reviewerName, type AdminReview, type Language, type ReviewModerationRequest, type ReviewPart, type ReviewReportReason } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import type { Db } from '../../db.js';
import { NotFoundError } from '../../http/errors.js';
import { parseRaList, raList, type RaResource } from '../../http/ra-list.js';
import { moderationMail } from '../mail/templates.js';
import { mailTranslator } from '../mail/translators.js';
import { recordChange, type AuditActor } from './audit.js';

const REPORTS = 'select count(*)::int from review_reports rr where rr.review_id = r.id';
const MAIN_REASON = 'select rr.reason from review_reports rr where rr.review_id = r.id group by rr.reason order by count(*) desc, rr.reason limit 1';

export const REVIEWS_RESOURCE: RaResource = {
  name: 'reviews',
  id: 'r.id',
  sort: { id: 'r.id', createdAt: 'r.created_at', rating: 'r.rating', reports: `(${REPORTS})`, lastReportedAt: "coalesce((select max(rr.created_at) from review_reports rr where rr.review_id = r.id), '-infinity'::timestamptz)", companyName: 'b.company_name' },
  defaultSort: ['lastReportedAt', 'DESC'],
  search: ['r.text', 'r.reply_text', 'b.company_name', 'u.first_name'],
  filters: {
    reported: { sql: `((${REPORTS}) > 0)`, type: 'boolean' },
    hidden: { sql: '(r.hidden_at is not null or r.reply_hidden_at is not null)', type: 'boolean' },
    businessId: { sql: 'r.business_id', type: 'integer' },
    rating: { sql: 'r.rating', type: 'integer' },
    reason: { sql: `(${MAIN_REASON})`, type: 'string' },
  },
};

interface AdminReviewRow {
  id: number;
  businessId: number;
  companyName: string;
  ownerUserId: number;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
  rating: number;
  text: string | null;
  replyText: string | null;
  createdAt: Date;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  replyHiddenAt: Date | null;
  replyHiddenReason: string | null;
  reports: number;
  reportedParts: ReviewPart[] | null;
  reportReasons: ReviewReportReason[] | null;
  lastReportedAt: Date | null;
}

function reviewsQuery(db: Db | Knex.Transaction): Knex.QueryBuilder {
  return db('reviews as r')
    .join('businesses as b', 'b.id', 'r.businessId')
    .join('users as u', 'u.id', 'r.userId')
    .whereNull('r.deletedAt')
    .select(
      'r.id', 'r.businessId', 'b.companyName', 'b.userId as ownerUserId', 'r.userId', 'u.firstName', 'u.lastName', 'u.email', 'u.language',
      'r.rating', 'r.text', 'r.replyText', 'r.createdAt', 'r.hiddenAt', 'r.hiddenReason', 'r.replyHiddenAt', 'r.replyHiddenReason',
    )
    .select(db.raw(`(${REPORTS}) as reports`))
    .select(db.raw('(select array_agg(distinct rr.part) from review_reports rr where rr.review_id = r.id) as reported_parts'))
    .select(db.raw('(select array_agg(distinct rr.reason) from review_reports rr where rr.review_id = r.id) as report_reasons'))
    .select(db.raw('(select max(rr.created_at) from review_reports rr where rr.review_id = r.id) as last_reported_at'));
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toAdminReview(r: AdminReviewRow): AdminReview {
  return {
    id: r.id, businessId: r.businessId, companyName: r.companyName, userId: r.userId, reviewerName: reviewerName(r.firstName, r.lastName),
    rating: r.rating, text: r.text, reply: r.replyText, createdAt: iso(r.createdAt)!,
    hidden: r.hiddenAt !== null, hiddenReason: r.hiddenReason, replyHidden: r.replyHiddenAt !== null, replyHiddenReason: r.replyHiddenReason,
    reports: r.reports, reportedParts: [...(r.reportedParts ?? [])].sort(), reportReasons: [...(r.reportReasons ?? [])].sort(), lastReportedAt: iso(r.lastReportedAt),
  };
}

export function createAdminReviewsService({ db, dealCache, mailer }: Pick<AppDeps, 'db' | 'dealCache' | 'mailer'>) {
  async function find(trx: Db | Knex.Transaction, id: number, lock = false): Promise<AdminReviewRow> {
    const q = reviewsQuery(trx).where('r.id', id).first();
    if (lock) q.forUpdate('r');
    const row: AdminReviewRow | undefined = await q;
    if (!row) throw new NotFoundError(MESSAGES.reviewNotFound);
    return row;
  }

  /** Hides (`hidden`) or restores a part; a change audited and, when hiding, mailed — nothing when already so. */
  async function moderate(actor: AuditActor, id: number, input: ReviewModerationRequest, hidden: boolean): Promise<AdminReview> {
    const reason = input.reason.trim();
    const mailIds = await db.transaction(async (trx) => {
      const row = await find(trx, id, true);
      const isHidden = input.part === 'review' ? row.hiddenAt !== null : row.replyHiddenAt !== null;
      if (isHidden === hidden) return [];
      if (input.part === 'reply' && row.replyText === null) throw new NotFoundError(MESSAGES.reportNoReply);
      const patch = input.part === 'review'
        ? { hiddenAt: hidden ? trx.fn.now() : null, hiddenReason: hidden ? reason : null }
        : { replyHiddenAt: hidden ? trx.fn.now() : null, replyHiddenReason: hidden ? reason : null };
      await trx('reviews').where({ id }).update(patch);
      await recordChange(trx, actor, hidden ? 'reviews.hide' : 'reviews.restore', 'reviews', id, { part: input.part, reason });
      if (!hidden) return [];
      const to: { email: string; firstName: string; language: Language } = input.part === 'review'
        ? { email: row.email, firstName: row.firstName, language: row.language }
        : await trx('users').where({ id: row.ownerUserId }).first('email', 'firstName', 'language');
      return mailer.enqueue(trx, [moderationMail(to.email, to.firstName, {
        part: input.part, companyName: row.companyName, reviewerName: reviewerName(row.firstName, row.lastName), reason,
      }, mailTranslator(to.language))]);
    });
    dealCache.invalidate();
    if (mailIds.length) await mailer.deliver(mailIds);
    return toAdminReview(await find(db, id));
  }

  return {
    async list(query: Record<string, string | string[] | undefined>) {
      const params = parseRaList(query, REVIEWS_RESOURCE);
      const { rows, total } = await raList<AdminReviewRow>(reviewsQuery(db), params, REVIEWS_RESOURCE);
      return { records: rows.map(toAdminReview), total, start: params.start };
    },
    get: async (id: number) => toAdminReview(await find(db, id)),
    hide: (actor: AuditActor, id: number, input: ReviewModerationRequest) => moderate(actor, id, input, true),
    restore: (actor: AuditActor, id: number, input: ReviewModerationRequest) => moderate(actor, id, input, false),
  };
}
