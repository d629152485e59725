// Claiming and using coupons (spec §4, CONTRACT §3). Claiming is one transaction whose conditional
// UPDATE takes the deal's row lock: it never oversells, and unique (user, deal) refuses a double claim.
import { MESSAGES, couponState, normalizePartnerRef, type Coupon as CouponDto } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.js';
import type { Business } from '../accounts/business.model.js';
import type { User } from '../accounts/user.model.js';
import { dealsQuery, findDeal, toDealDto, type DealRow } from '../deals/deals.queries.js';
import { countCouponEvent } from '../funnel/funnel.service.js';
import { generateCouponCode, normalizeCouponCode } from './coupon-code.js';

interface CouponRow {
  id: number;
  dealId: number;
  userId: number;
  couponCode: string;
  isUsed: boolean;
  usedAt: Date | null;
  createdAt: Date;
}

const UNIQUE_VIOLATION = '23505';

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
      const partnerRef = normalizePartnerRef(ref);
      for (let attempt = 0; ; attempt++) {
        try {
          const result = await db.transaction(async (trx) => {
            const deal = await findDeal(trx, dealId);
            if (!deal) throw new NotFoundError(MESSAGES.dealNotFound);
            const mine = await trx('coupons').where({ userId: user.id, dealId }).first();
            if (mine) throw new ConflictError(MESSAGES.alreadyClaimed);
            const taken = await trx('deals')
              .where({ id: dealId, isActive: true })
              .where('startDate', '<=', trx.fn.now())
              .where('endDate', '>', trx.fn.now())
              .where('usedCoupons', '<', trx.ref('totalCoupons'))
              .increment('usedCoupons', 1)
              .returning(['id']);
            if (!taken.length) throw new ConflictError(MESSAGES.dealUnavailable);
            const [coupon] = await trx('coupons').insert({ dealId, userId: user.id, couponCode: generateCouponCode(), partnerRef }).returning('*');
            await countCouponEvent(trx, dealId, 'claims');
            return { coupon: coupon as CouponRow, deal: (await findDeal(trx, dealId))! };
          });
          dealCache.invalidate();
          return toCouponDto(result.coupon, result.deal);
        } catch (err) {
          const e = err as { code?: string; constraint?: string; message?: string };
          if (e.code !== UNIQUE_VIOLATION) throw err;
          // Same user, same deal, at the same moment: the other request won.
          if (!String(e.constraint ?? e.message).includes('coupon_code')) throw new ConflictError(MESSAGES.alreadyClaimed);
          if (attempt >= 3) throw err; // four code collisions in a row: something is wrong, not bad luck
        }
      }
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
