// Claiming and using coupons (spec §4, CONTRACT §3). Claims of one deal go to the database in batches, one
// transaction each under the deal's row lock (claim-batcher.ts): never oversold, never two coupons of a deal per user.
import { MESSAGES, couponState, normalizePartnerRef, type Coupon as CouponDto } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.js';
import type { Business } from '../accounts/business.model.js';
import type { User } from '../accounts/user.model.js';
import { dealsQuery, findDeal, toDealDto, type DealRow } from '../deals/deals.queries.js';
import { countCouponEvent } from '../funnel/funnel.service.js';
import { createClaimBatcher, type CouponRow } from './claim-batcher.js';
import { normalizeCouponCode } from './coupon-code.js';
import { isPg } from '../../db.js';

/**
 * On PGlite a claim batch's SQL runs on the server's own thread. While deals are being read (a read in the last
 * READERS_RECENT_MS), a deal's claims rest after each batch as long as the batch took × this, so that the readers keep
 * most of the event loop during a rush; with nobody reading, claims go at full speed. Measured in api/README.md
 * ("Claims under a rush"). On PostgreSQL the database works in its own processes: resting would only queue the claims'
 * own HTTP work, which is what readers compete with there, so claims never rest.
 */
export const CLAIM_REST_RATIO = 10;
const READERS_RECENT_MS = 250;

export function toCouponDto(c: CouponRow, deal: DealRow, now = new Date()): CouponDto {
  const dealDto = toDealDto(deal, now.getTime());
  return {
    id: c.id,
    couponCode: c.couponCode,
    isUsed: c.isUsed,
    usedAt: c.usedAt ? new Date(c.usedAt).toISOString() : null,
    createdAt: new Date(c.createdAt).toISOString(),
    dealId: c.dealId,
    userId: c.userId,
    state: couponState(c, deal.endDate, now),
    deal: dealDto,
  };
}

export function createCouponsService({ db, dealCache }: Pick<AppDeps, 'db' | 'dealCache'>) {
  // Claims go in batches per deal (claim-batcher.ts); the listings show the new remaining counts within a second.
  const claims = createClaimBatcher(db, { onGranted: () => dealCache.countsChanged(), restRatio: isPg(db) ? 0 : () => (dealCache.readRecently(READERS_RECENT_MS) ? CLAIM_REST_RATIO : 0) });

  async function markUsed(coupon: CouponRow): Promise<CouponDto> {
    const [updated] = await db.transaction(async (trx) => {
      // The funnel's redemption first: it takes the deal's row (key share) before the coupon's, the order a
      // deal's deletion takes them, so the two never deadlock; a refused use below rolls the count back.
      await countCouponEvent(trx, coupon.dealId, 'redemptions');
      const rows: CouponRow[] = await trx('coupons')
        .where({ id: coupon.id, isUsed: false })
        .whereExists((q) => q.select(trx.raw('1')).from('deals').where('deals.id', coupon.dealId).where('deals.endDate', '>', trx.fn.now()))
        .update({ isUsed: true, usedAt: trx.fn.now() })
        .returning('*');
      if (!rows.length) {
        const current: CouponRow | undefined = await trx('coupons').where({ id: coupon.id }).first();
        if (!current) throw new NotFoundError(MESSAGES.couponNotFound);
        if (current.isUsed) throw new ConflictError(MESSAGES.couponAlreadyUsed, { usedAt: current.usedAt ? new Date(current.usedAt).toISOString() : null });
        throw new ConflictError(MESSAGES.couponExpired);
      }
      return rows;
    });
    dealCache.invalidate();
    return toCouponDto(updated, (await findDeal(db, coupon.dealId))!);
  }

  return {
    /** `ref`: the partner page the visitor came from; anything but a partner slug is kept as null, never refused. */
    async claim(user: User, dealId: number, ref?: unknown): Promise<CouponDto> {
      const outcome = await claims.claim(dealId, user.id, normalizePartnerRef(ref));
      if (outcome.granted) return toCouponDto(outcome.coupon, outcome.deal);
      if (outcome.refused === 'notFound') throw new NotFoundError(MESSAGES.dealNotFound);
      throw new ConflictError(outcome.refused === 'alreadyClaimed' ? MESSAGES.alreadyClaimed : MESSAGES.dealUnavailable);
    },

    /** The holder, or the business that owns the deal, marks a coupon used. */
    async use(account: { user: User; business?: Business }, couponId: number): Promise<CouponDto> {
      const coupon: (CouponRow & { businessId: number }) | undefined = await db('coupons as c')
        .join('deals as d', 'd.id', 'c.dealId')
        .where('c.id', couponId)
        .select('c.*', 'd.businessId')
        .first();
      if (!coupon) throw new NotFoundError(MESSAGES.couponNotFound);
      const isHolder = coupon.userId === account.user.id;
      const isOwner = account.business !== undefined && coupon.businessId === account.business.id;
      if (!isHolder && !isOwner) throw new ForbiddenError('Only the coupon holder or the business that owns the deal can use this coupon.');
      return markUsed(coupon);
    },

    /**
     * A business redeems a coupon by its code, at its counter. Each answer is told apart: an unknown code (404),
     * another business's coupon (403), already used (409 with when), expired (409); redeemed answers the coupon and
     * the first name of the customer holding it, so the person at the counter can check who it is.
     */
    async redeem(business: Business, code: string): Promise<{ coupon: CouponDto; customerFirstName: string | null }> {
      const normalized = normalizeCouponCode(code);
      if (!normalized) throw new ValidationError([{ field: 'couponCode', message: 'Coupon code looks like K7QF-3MZP-9XDA' }]);
      const found: (CouponRow & { businessId: number; firstName: string | null }) | undefined = await db('coupons as c')
        .join('deals as d', 'd.id', 'c.dealId')
        .leftJoin('users as u', 'u.id', 'c.userId')
        .where('c.couponCode', normalized)
        .select('c.*', 'd.businessId', 'u.firstName')
        .first();
      if (!found) throw new NotFoundError(MESSAGES.couponNotFound);
      if (found.businessId !== business.id) throw new ForbiddenError(MESSAGES.couponOtherBusiness);
      const { businessId: _businessId, firstName, ...coupon } = found;
      return { coupon: await markUsed(coupon), customerFirstName: firstName };
    },

    async listForUser(user: User): Promise<CouponDto[]> {
      const coupons: CouponRow[] = await db('coupons').where({ userId: user.id }).orderBy('createdAt', 'desc').orderBy('id', 'desc');
      if (!coupons.length) return [];
      const deals: DealRow[] = await dealsQuery(db).whereIn('d.id', [...new Set(coupons.map((c) => c.dealId))]);
      const byId = new Map(deals.map((d) => [d.id, d]));
      const now = new Date();
      return coupons.map((c) => toCouponDto(c, byId.get(c.dealId)!, now));
    },
  };
}
