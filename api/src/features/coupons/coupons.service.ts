// Claiming and using coupons (spec §4, CONTRACT §3). Claims of one deal go to the database in batches, one
// transaction each under the deal's row lock (claim-batcher.ts): never oversold, never two coupons of a deal per user.
import {
  MESSAGES, couponState, normalizePartnerRef, type Coupon as CouponDto, type DealCoupon, type RedeemedBy, type RedeemerRole, type Redemption,
} from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../http/errors.js';
import type { Business } from '../accounts/business.model.js';
import type { User } from '../accounts/user.model.js';
import { dealsQuery, findDeal, toDealDto, type DealRow } from '../deals/deals.queries.js';
import { countCouponEvent } from '../funnel/funnel.service.js';
import { createClaimBatcher, type CouponRow } from './claim-batcher.js';
import { normalizeCouponCode } from './coupon-code.js';
import { loopLoad } from './loop-load.js';
import { isPg } from '../../db.js';

/**
 * On PGlite a claim batch's SQL runs on the server's own thread. While deals are being read (a read in the last
 * READERS_RECENT_MS), a deal's claims rest after each batch as long as the batch took × this, so that the readers keep
 * most of the event loop during a rush; with nobody reading, claims go at full speed. Measured in
 * docs/decisions/0097-claims-batched-per-deal.md.
 */
export const CLAIM_REST_RATIO = 10;
/**
 * On PostgreSQL the database works in its own processes, but each claim still costs this process as much CPU as 15–20
 * cached reads (≈ 250 µs against ≈ 14 µs: HTTP, token, validation, answer, its share of the batch's statements), and
 * the database's processes share the cores. While deals are being read AND this process's event loop is at least half
 * busy (PG_BUSY_LOOP: utilisation over the last 100 ms or more), a deal's claims rest after each batch as long as the
 * batch took × this: the deal's next batch leaves later and bigger (fewer statements per claim), the claimers wait, and
 * the readers keep their share of the core. With nobody reading, or a loop with room to spare, claims never rest (the
 * claims-alone figures are unchanged). The price: a claim waits up to twice its batch's time more (docs/decisions/0097-claims-batched-per-deal.md).
 */
export const PG_CLAIM_REST_RATIO = 2;
export const PG_BUSY_LOOP = 0.5;
const READERS_RECENT_MS = 250;

/** How long a deal's claims rest after a batch, × the time the batch took (0: the next batch leaves at once). */
export function claimRestRatio(onPg: boolean, readersRecent: boolean, loopUtilization: () => number): number {
  if (!readersRecent) return 0;
  if (!onPg) return CLAIM_REST_RATIO;
  return loopUtilization() >= PG_BUSY_LOOP ? PG_CLAIM_REST_RATIO : 0;
}

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

/** Whoever marks a coupon used, recorded with the redemption ("redeemed by"). */
export interface Redeemer {
  userId: number;
  name: string;
  role: RedeemerRole;
}

/** The account that is marking a coupon used, in the role it acts in: a staff member, the business's owner, the holder. */
export function redeemerOf(user: User, role: RedeemerRole): Redeemer {
  return { userId: user.id, name: `${user.firstName} ${user.lastName}`.trim(), role };
}

const redeemedBy = (row: { redeemedByName: string | null; redeemedByRole: RedeemerRole | null }): RedeemedBy | null =>
  row.redeemedByName !== null && row.redeemedByRole !== null ? { name: row.redeemedByName, role: row.redeemedByRole } : null;

const iso = (d: Date | string) => new Date(d).toISOString();

/** At most this many redemptions answer one Counter page read (a busy day's counter, newest first). */
export const REDEMPTIONS_LIMIT = 500;
/** How far back the Counter page may ask: its own day, wherever the counter is (a day and a half covers every zone). */
export const REDEMPTIONS_WINDOW_MS = 36 * 3600_000;

export function createCouponsService({ db, dealCache }: Pick<AppDeps, 'db' | 'dealCache'>) {
  // Claims go in batches per deal (claim-batcher.ts); the listings and the live counts show the new remaining counts
  // within a second.
  const loop = loopLoad();
  const onPg = isPg(db);
  const restRatio = () => claimRestRatio(onPg, dealCache.readRecently(READERS_RECENT_MS), loop.utilization);
  const claims = createClaimBatcher(db, { onGranted: (dealId) => dealCache.countsChanged([dealId]), restRatio });

  async function markUsed(coupon: CouponRow, by: Redeemer): Promise<CouponDto> {
    const [updated] = await db.transaction(async (trx) => {
      // The deal's row first (key share), before the coupon's: the order a deal's deletion takes them, so the two never
      // deadlock. The funnel's row only last, once the coupon is ours: a claim batch holds the deal's row and takes that
      // funnel row, so holding it while waiting for the coupon (locked by its holder's account deletion, which waits for
      // the batch's deal row) closed a circle of three (seen on PostgreSQL: deadlock detected, the deletion's 500).
      await trx('deals').where({ id: coupon.dealId }).forKeyShare().first('id');
      // The redeemer's account must still exist when the redemption commits: a staff member revoked while this request
      // was under way gets 401, never a redemption in the name of an account that is gone. Key share waits for a
      // revocation under way (its DELETE) and lets it wait for this redemption in turn.
      if (!(await trx('users').where({ id: by.userId }).forKeyShare().first('id'))) throw new UnauthorizedError(MESSAGES.loginRequired);
      const rows: CouponRow[] = await trx('coupons')
        .where({ id: coupon.id, isUsed: false })
        .whereNull('releasedAt') // given back to its deal by its holder's deletion (accounts/account-deletion.ts)
        .whereExists((q) => q.select(trx.raw('1')).from('deals').where('deals.id', coupon.dealId).where('deals.endDate', '>', trx.fn.now()))
        .update({ isUsed: true, usedAt: trx.fn.now(), redeemedByUserId: by.userId, redeemedByName: by.name, redeemedByRole: by.role })
        .returning('*');
      if (!rows.length) {
        const current: (CouponRow & { releasedAt: Date | null }) | undefined = await trx('coupons').where({ id: coupon.id }).first();
        if (!current || current.releasedAt) throw new NotFoundError(MESSAGES.couponNotFound);
        if (current.isUsed) throw new ConflictError(MESSAGES.couponAlreadyUsed, { usedAt: current.usedAt ? new Date(current.usedAt).toISOString() : null });
        throw new ConflictError(MESSAGES.couponExpired);
      }
      await countCouponEvent(trx, coupon.dealId, 'redemptions');
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
      if (outcome.refused === 'accountGone') throw new UnauthorizedError(MESSAGES.loginRequired); // deleted meanwhile
      throw new ConflictError(outcome.refused === 'alreadyClaimed' ? MESSAGES.alreadyClaimed : MESSAGES.dealUnavailable);
    },

    /** The holder, or the business that owns the deal, marks a coupon used. */
    async use(account: { user: User; business?: Business }, couponId: number): Promise<CouponDto> {
      const coupon: (CouponRow & { businessId: number }) | undefined = await db('coupons as c')
        .join('deals as d', 'd.id', 'c.dealId')
        .where('c.id', couponId)
        .whereNull('c.releasedAt')
        .select('c.*', 'd.businessId')
        .first();
      if (!coupon) throw new NotFoundError(MESSAGES.couponNotFound);
      const isHolder = coupon.userId === account.user.id;
      const isOwner = account.business !== undefined && coupon.businessId === account.business.id;
      if (!isHolder && !isOwner) throw new ForbiddenError('Only the coupon holder or the business that owns the deal can use this coupon.');
      return markUsed(coupon, redeemerOf(account.user, isOwner ? 'owner' : 'customer'));
    },

    /**
     * A business redeems a coupon by its code, at its counter. Each answer is told apart: an unknown code (404),
     * another business's coupon (403), already used (409 with when), expired (409); redeemed answers the coupon and
     * the first name of the customer holding it, so the person at the counter can check who it is.
     */
    async redeem(business: Business, code: string, by: Redeemer): Promise<{ coupon: CouponDto; customerFirstName: string | null }> {
      const normalized = normalizeCouponCode(code);
      if (!normalized) throw new ValidationError([{ field: 'couponCode', message: 'Coupon code looks like K7QF-3MZP-9XDA' }]);
      const found: (CouponRow & { businessId: number; firstName: string | null }) | undefined = await db('coupons as c')
        .join('deals as d', 'd.id', 'c.dealId')
        .leftJoin('users as u', 'u.id', 'c.userId')
        .where('c.couponCode', normalized)
        .whereNull('c.releasedAt')
        .select('c.*', 'd.businessId', 'u.firstName')
        .first();
      if (!found) throw new NotFoundError(MESSAGES.couponNotFound);
      if (found.businessId !== business.id) throw new ForbiddenError(MESSAGES.couponOtherBusiness);
      const { businessId: _businessId, firstName, ...coupon } = found;
      return { coupon: await markUsed(coupon, by), customerFirstName: firstName };
    },

    /** The coupons of one of the business's own deals, newest claim first, each with who redeemed it. */
    async listForDeal(business: Business, dealId: number): Promise<DealCoupon[]> {
      const deal: { businessId: number; endDate: Date } | undefined = await db('deals').where({ id: dealId }).first('businessId', 'endDate');
      if (!deal) throw new NotFoundError(MESSAGES.dealNotFound);
      if (deal.businessId !== business.id) throw new ForbiddenError(MESSAGES.notOwner);
      const rows: Array<CouponRow & { redeemedByName: string | null; redeemedByRole: RedeemerRole | null }> = await db('coupons')
        .where({ dealId })
        .whereNull('releasedAt')
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .select('id', 'couponCode', 'isUsed', 'usedAt', 'createdAt', 'redeemedByName', 'redeemedByRole');
      const now = new Date();
      return rows.map((c) => ({
        id: c.id,
        couponCode: c.couponCode,
        state: couponState(c, deal.endDate, now),
        createdAt: iso(c.createdAt),
        usedAt: c.usedAt ? iso(c.usedAt) : null,
        redeemedBy: redeemedBy(c),
      }));
    },

    /**
     * The business's redemptions since a moment (the Counter page: since the start of the counter's own day), newest
     * first. Not earlier than REDEMPTIONS_WINDOW_MS ago: the counter sees its day, not the business's history.
     */
    async redemptionsSince(business: Business, since: Date): Promise<Redemption[]> {
      const from = new Date(Math.max(since.getTime(), Date.now() - REDEMPTIONS_WINDOW_MS));
      const rows: Array<{
        couponId: number; couponCode: string; dealId: number; dealTitle: string; usedAt: Date; customerFirstName: string | null;
        redeemedByName: string | null; redeemedByRole: RedeemerRole | null;
      }> = await db('coupons as c')
        .join('deals as d', 'd.id', 'c.dealId')
        .leftJoin('users as u', 'u.id', 'c.userId')
        .where('d.businessId', business.id)
        .where('c.usedAt', '>=', from)
        .orderBy('c.usedAt', 'desc')
        .orderBy('c.id', 'desc')
        .limit(REDEMPTIONS_LIMIT)
        .select(
          'c.id as couponId', 'c.couponCode', 'c.dealId', 'd.title as dealTitle', 'c.usedAt', 'u.firstName as customerFirstName',
          'c.redeemedByName', 'c.redeemedByRole',
        );
      return rows.map((r) => ({
        couponId: r.couponId,
        couponCode: r.couponCode,
        dealId: r.dealId,
        dealTitle: r.dealTitle,
        usedAt: iso(r.usedAt),
        customerFirstName: r.customerFirstName,
        redeemedBy: redeemedBy(r),
      }));
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
