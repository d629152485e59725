// Dashboard figures. Definitions (documented in docs/reference/api.md):
// - business totalRevenue: sum of the deal price of every redeemed (used) coupon of the business's deals;
// - business totalCoupons: coupons claimed by customers on the business's deals;
// - business activeDeals: deals that are active and have not ended; featuredDeals: deals featured right now;
// - user totalSavings: sum of (original − deal price) over the user's redeemed coupons;
// - user activeCoupons: not used and the deal has not ended; savedDeals: favourites.
import type { BusinessStats, UserStats } from '@dadeal/core';
import type { Db } from '../../db.js';
import { FEATURED_NOW_SQL } from '../deals/deals.queries.js';

const money = (v: unknown) => Number(v ?? 0).toFixed(2);

export async function businessStats(db: Db, businessId: number): Promise<BusinessStats> {
  const deals = await db('deals as d')
    .where('d.businessId', businessId)
    .first(
      db.raw('count(*) filter (where d.is_active and d.end_date > now())::int as active_deals'),
      db.raw(`count(*) filter (where ${FEATURED_NOW_SQL})::int as featured_deals`),
      db.raw('coalesce(sum(d.used_coupons), 0)::int as total_coupons'),
    );
  const revenue = await db('coupons as c')
    .join('deals as d', 'd.id', 'c.dealId')
    .where({ 'd.businessId': businessId, 'c.isUsed': true })
    .first(db.raw('coalesce(sum(d.deal_price), 0)::text as total_revenue'));
  return {
    activeDeals: deals.activeDeals,
    totalCoupons: deals.totalCoupons,
    totalRevenue: money(revenue.totalRevenue),
    featuredDeals: deals.featuredDeals,
  };
}

export async function userStats(db: Db, userId: number): Promise<UserStats> {
  const saved = await db('favorites').where({ userId }).first(db.raw('count(*)::int as n'));
  const coupons = await db('coupons as c')
    .join('deals as d', 'd.id', 'c.dealId')
    .where('c.userId', userId)
    .first(
      db.raw('count(*) filter (where not c.is_used and d.end_date > now())::int as active_coupons'),
      db.raw('coalesce(sum(d.original_price - d.deal_price) filter (where c.is_used), 0)::text as total_savings'),
    );
  return { savedDeals: saved.n, activeCoupons: coupons.activeCoupons, totalSavings: money(coupons.totalSavings) };
}
