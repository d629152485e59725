// Verified reviews: only the holder of a redeemed coupon reviews the business, once per coupon, within
// REVIEW_WINDOW_DAYS of the redemption; edits for REVIEW_EDIT_DAYS; deleted by its author at any time. The business
// replies once (editable); anyone signed in reports; administrators hide and restore (audited, the author told).
// The business's count and sum live on its row, kept by the reviews' trigger in each write's own transaction
// (migration create_reviews); this file never adds them up itself.
import type { Knex } from 'knex';
import {
  MESSAGES, REVIEWS_PAGE_MAX, REVIEWS_SHOWN, isReviewEditable, publicRating, reviewEditableUntil, reviewRefusal, reviewerName,
  type BusinessReview, type BusinessReviewSummary, type BusinessReviews, type OwnReview, type PublicReview, type ReviewPart,
  type ReviewReportReason, type ReviewCreateRequest, type ReviewUpdateRequest,
} from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import type { Db } from '../../db.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../http/errors.js';
import type { Business } from '../accounts/business.model.js';
import type { User } from '../accounts/user.model.js';

export interface ReviewRow {
  id: number;
  couponId: number | null;
  businessId: number;
  userId: number;
  dealTitle: string;
  redeemedAt: Date;
  rating: number;
  text: string | null;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  replyText: string | null;
  replyCreatedAt: Date | null;
  replyUpdatedAt: Date | null;
  replyHiddenAt: Date | null;
  replyHiddenReason: string | null;
}

type ReviewWithAuthor = ReviewRow & { firstName: string; lastName: string };

const iso = (d: Date | string) => new Date(d).toISOString();
/** Texts are stored trimmed; an empty optional text is no text. */
const cleanText = (text: string | null | undefined) => (typeof text === 'string' && text.trim() ? text.trim() : null);

export function toPublicReview(r: ReviewWithAuthor): PublicReview {
  return {
    id: r.id,
    rating: r.rating,
    text: r.text,
    reviewerName: reviewerName(r.firstName, r.lastName),
    redeemedAt: iso(r.redeemedAt),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    dealTitle: r.dealTitle,
    reply: r.replyText !== null && r.replyHiddenAt === null ? { text: r.replyText, updatedAt: iso(r.replyUpdatedAt ?? r.updatedAt) } : null,
  };
}

function toOwnReview(r: ReviewWithAuthor): OwnReview {
  return { ...toPublicReview(r), couponId: r.couponId, businessId: r.businessId, editableUntil: reviewEditableUntil(r.createdAt).toISOString(), hidden: r.hiddenAt !== null };
}

const withAuthor = (db: Db | Knex.Transaction) => db('reviews as r').join('users as u', 'u.id', 'r.userId').select('r.*', 'u.firstName', 'u.lastName');
const VISIBLE = (q: Knex.QueryBuilder) => q.whereNull('r.deletedAt').whereNull('r.hiddenAt');

export function createReviewsService({ db, dealCache }: Pick<AppDeps, 'db' | 'dealCache'>) {
  /** A review that its author may change: found, theirs, not deleted. */
  async function ownReview(trx: Db | Knex.Transaction, user: User, id: number): Promise<ReviewRow> {
    const row: ReviewRow | undefined = await trx('reviews').where({ id }).whereNull('deletedAt').forUpdate().first();
    if (!row) throw new NotFoundError(MESSAGES.reviewNotFound);
    if (row.userId !== user.id) throw new ForbiddenError(MESSAGES.reviewNotYours);
    return row;
  }

  async function reread(id: number): Promise<ReviewWithAuthor> {
    return withAuthor(db).where('r.id', id).first();
  }

  return {
    /** The holder of a redeemed coupon rates the visit: once per coupon, however many requests race. */
    async create(user: User, input: ReviewCreateRequest): Promise<OwnReview> {
      const coupon: { id: number; userId: number; isUsed: boolean; usedAt: Date | null; businessId: number; title: string } | undefined = await db('coupons as c')
        .join('deals as d', 'd.id', 'c.dealId')
        .where('c.id', input.couponId)
        .first('c.id', 'c.userId', 'c.isUsed', 'c.usedAt', 'd.businessId', 'd.title');
      if (!coupon) throw new NotFoundError(MESSAGES.couponNotFound);
      if (coupon.userId !== user.id) throw new ForbiddenError(MESSAGES.reviewCouponNotYours);
      const refusal = reviewRefusal(coupon);
      if (refusal) throw new ConflictError(refusal === 'notRedeemed' ? MESSAGES.reviewNotRedeemed : MESSAGES.reviewWindowOver);
      // The unique coupon_id decides among simultaneous posts: one row, the others find it taken.
      const [row]: Array<{ id: number }> = await db('reviews')
        .insert({
          couponId: coupon.id, businessId: coupon.businessId, userId: user.id, dealTitle: coupon.title.slice(0, 200),
          redeemedAt: coupon.usedAt, rating: input.rating, text: cleanText(input.text),
        })
        .onConflict('couponId')
        .ignore()
        .returning(['id']);
      if (!row) throw new ConflictError(MESSAGES.reviewAlreadyWritten);
      dealCache.invalidate();
      return toOwnReview(await reread(row.id));
    },

    /** Its author edits rating and text within REVIEW_EDIT_DAYS of writing it. */
    async update(user: User, id: number, input: ReviewUpdateRequest): Promise<OwnReview> {
      await db.transaction(async (trx) => {
        const row = await ownReview(trx, user, id);
        if (!isReviewEditable(row.createdAt)) throw new ConflictError(MESSAGES.reviewEditWindowOver);
        await trx('reviews').where({ id }).update({ rating: input.rating, text: cleanText(input.text), updatedAt: trx.fn.now() });
      });
      dealCache.invalidate();
      return toOwnReview(await reread(id));
    },

    /** Its author deletes it at any time: it leaves the rating at once; the row stays, emptied, so the coupon is spent. */
    async remove(user: User, id: number): Promise<void> {
      await db.transaction(async (trx) => {
        await ownReview(trx, user, id);
        await trx('reviews').where({ id }).update({ deletedAt: trx.fn.now(), text: null, replyText: null, updatedAt: trx.fn.now() });
      });
      dealCache.invalidate();
    },

    /** The account's own reviews (hidden ones included, flagged), newest first: My Coupons' "Rate your visit" reads them. */
    async listForUser(user: User): Promise<OwnReview[]> {
      const rows: ReviewWithAuthor[] = await withAuthor(db).where('r.userId', user.id).whereNull('r.deletedAt').orderBy('r.id', 'desc');
      return rows.map(toOwnReview);
    },

    /** The public reviews of a business: its rating and the newest visible reviews with their replies. */
    async listForBusiness(businessId: number, limit = REVIEWS_SHOWN, offset = 0): Promise<BusinessReviews> {
      const business: { id: number; companyName: string; reviewCount: number; reviewRatingSum: number } | undefined = await db('businesses')
        .where({ id: businessId })
        .first('id', 'companyName', 'reviewCount', 'reviewRatingSum');
      if (!business) throw new NotFoundError(MESSAGES.businessNotFound);
      const rows: ReviewWithAuthor[] = await VISIBLE(withAuthor(db).where('r.businessId', businessId))
        .orderBy([{ column: 'r.createdAt', order: 'desc' }, { column: 'r.id', order: 'desc' }])
        .limit(Math.min(limit, REVIEWS_PAGE_MAX))
        .offset(offset);
      return { businessId, companyName: business.companyName, rating: publicRating(business.reviewCount, business.reviewRatingSum), reviews: rows.map(toPublicReview) };
    },

    /** The business's own reviews, newest first; `awaitingReply`: visible ones it has not answered yet. */
    async listOwn(business: Business, awaitingReply: boolean): Promise<BusinessReview[]> {
      let q = withAuthor(db).where('r.businessId', business.id).whereNull('r.deletedAt');
      if (awaitingReply) q = q.whereNull('r.hiddenAt').whereNull('r.replyText');
      const rows: ReviewWithAuthor[] = await q.orderBy([{ column: 'r.createdAt', order: 'desc' }, { column: 'r.id', order: 'desc' }]).limit(200);
      return rows.map((r) => ({
        ...toPublicReview(r),
        reply: r.replyText !== null ? { text: r.replyText, updatedAt: iso(r.replyUpdatedAt ?? r.updatedAt) } : null,
        hidden: r.hiddenAt !== null,
        replyHidden: r.replyHiddenAt !== null,
      }));
    },

    /** The dashboard: the rating, the last 12 months with reviews (UTC months) and how many wait for a reply. */
    async summary(business: Business): Promise<BusinessReviewSummary> {
      const own: { reviewCount: number; reviewRatingSum: number } = await db('businesses').where({ id: business.id }).first('reviewCount', 'reviewRatingSum');
      const months: Array<{ month: string; count: number; sum: number }> = await db('reviews')
        .where({ businessId: business.id })
        .whereNull('deletedAt')
        .whereNull('hiddenAt')
        .where('createdAt', '>=', db.raw("date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' - interval '11 months'"))
        .groupByRaw("1")
        .orderByRaw('1')
        .select(db.raw("to_char(created_at at time zone 'UTC', 'YYYY-MM') as month"), db.raw('count(*)::int as count'), db.raw('sum(rating)::int as sum'));
      const [{ waiting }] = await db('reviews')
        .where({ businessId: business.id })
        .whereNull('deletedAt')
        .whereNull('hiddenAt')
        .whereNull('replyText')
        .select(db.raw('count(*)::int as waiting'));
      return {
        rating: publicRating(own.reviewCount, own.reviewRatingSum),
        months: months.map((m) => ({ month: m.month, count: m.count, average: Math.round((m.sum / m.count) * 10) / 10 })),
        awaitingReply: waiting,
      };
    },

    /** The business's one public reply, created or edited (by its owner; staff never reach here). */
    async reply(business: Business, id: number, text: string): Promise<BusinessReview> {
      await db.transaction(async (trx) => {
        const row: ReviewRow | undefined = await trx('reviews').where({ id }).whereNull('deletedAt').forUpdate().first();
        if (!row) throw new NotFoundError(MESSAGES.reviewNotFound);
        if (row.businessId !== business.id) throw new ForbiddenError(MESSAGES.replyNotYours);
        await trx('reviews').where({ id }).update({
          replyText: text.trim(), replyCreatedAt: row.replyCreatedAt ?? trx.fn.now(), replyUpdatedAt: trx.fn.now(),
        });
      });
      const r = await reread(id);
      return { ...toPublicReview(r), reply: { text: r.replyText!, updatedAt: iso(r.replyUpdatedAt!) }, hidden: r.hiddenAt !== null, replyHidden: r.replyHiddenAt !== null };
    },

    /** Anyone signed in reports a review or its reply; reporting the same part again changes nothing. */
    async report(user: User, id: number, part: ReviewPart, reason: ReviewReportReason): Promise<void> {
      const row: ReviewRow | undefined = await db('reviews').where({ id }).whereNull('deletedAt').first();
      if (!row) throw new NotFoundError(MESSAGES.reviewNotFound);
      if (part === 'reply' && row.replyText === null) throw new ConflictError(MESSAGES.reportNoReply);
      await db('reviewReports').insert({ reviewId: id, userId: user.id, part, reason }).onConflict(['reviewId', 'userId', 'part']).ignore();
    },
  };
}
