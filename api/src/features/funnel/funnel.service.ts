// The business funnel: views → claims → redemptions per deal and UTC day in `deal_daily_stats`, and the
// 30-day answer of GET /api/business/funnel with the days each deal was featured.
import type { Knex } from 'knex';
import {
  FEATURING_PLANS, MESSAGES, findPlan, type BusinessFunnel, type FunnelCounts, type FunnelDay, type PartnerClaims,
} from '@dadeal/core';
import type { Db } from '../../db.js';
import { NotFoundError } from '../../http/errors.js';

/** Days in the funnel's window, today (UTC) included. */
export const FUNNEL_DAYS = 30;

/** Today as a UTC calendar day, by the database's clock (the one every counter uses). */
export const UTC_TODAY_SQL = "(now() at time zone 'utc')::date";

type Counter = keyof FunnelCounts;

// Column names come from this closed list only, never from a request.
const COUNTER_COLUMNS: Record<Counter, string> = { views: 'views', claims: 'claims', redemptions: 'redemptions' };

/**
 * Adds one to today's counter of a deal, in the caller's transaction when given one; answers whether it counted.
 * INSERT … SELECT FROM deals: a deal deleted in between adds nothing instead of failing on the foreign key, and
 * `for key share` takes the deal's row before the counter's, the order a deal's deletion takes them, so a count
 * and a deletion never deadlock (key share does not wait for a claim's update of the deal). `where` narrows the
 * deals that count (the beacon: public ones only).
 */
async function count(db: Db | Knex.Transaction, dealId: number, counter: Counter, where = 'true', by = 1): Promise<boolean> {
  const column = COUNTER_COLUMNS[counter];
  const result = await db.raw(
    `insert into deal_daily_stats (deal_id, day, ${column})
       select d.id, ${UTC_TODAY_SQL}, ?::int from deals d where d.id = ? and ${where} for key share of d
     on conflict (deal_id, day) do update set ${column} = deal_daily_stats.${column} + excluded.${column}
     returning deal_id`,
    [by, dealId],
  );
  return result.rows.length > 0;
}

/** Counts claims or a redemption (`by`: how many); call it inside the transaction that claims or redeems the coupons. */
export async function countCouponEvent(trx: Knex.Transaction, dealId: number, counter: 'claims' | 'redemptions', by = 1): Promise<void> {
  await count(trx, dealId, counter, 'true', by);
}

/** Counts a view of a public deal (active, started, not ended); 404 for any other id, so nothing else is revealed. */
export async function countView(db: Db, dealId: number): Promise<void> {
  const counted = await count(db, dealId, 'views', 'd.is_active and d.start_date <= now() and d.end_date > now()');
  if (!counted) throw new NotFoundError(MESSAGES.dealNotFound);
}

const DAY_MS = 24 * 3600_000;
const LONGEST_PLAN_MS = Math.max(...FEATURING_PLANS.map((p) => p.durationHours)) * 3600_000;

const dayString = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface Interval {
  start: number;
  end: number;
}

interface DealRow {
  id: number;
  title: string;
  isFeatured: boolean;
  featuredUntil: Date | null;
  updatedAt: Date;
}

/**
 * When each deal was featured. A spent order featured its deal from `spent_at` for its plan's duration (featuring
 * and spending happen in one transaction, at the same now()). The deal's current featuring counts too: up to its
 * `featured_until`, or up to now when an administrator featured it with no end; its start is not recorded, so it
 * counts from the deal's last change (`updated_at`, written when it was featured) — a later admin edit can only
 * make it start later, never mark a day that was not featured.
 */
async function featuredIntervals(db: Db, deals: DealRow[], fromMs: number, nowMs: number): Promise<Map<number, Interval[]>> {
  const byDeal = new Map<number, Interval[]>(deals.map((d) => [d.id, []]));
  if (!deals.length) return byDeal;
  const payments: Array<{ dealId: number; planId: string | null; spentAt: Date }> = await db('payments')
    .whereIn('dealId', deals.map((d) => d.id))
    .where('status', 'spent')
    .whereNotNull('spentAt')
    .where('spentAt', '>=', new Date(fromMs - LONGEST_PLAN_MS))
    .select('dealId', 'planId', 'spentAt');
  for (const p of payments) {
    const plan = findPlan(p.planId);
    if (!plan) continue;
    const start = new Date(p.spentAt).getTime();
    byDeal.get(p.dealId)!.push({ start, end: start + plan.durationHours * 3600_000 });
  }
  for (const d of deals) {
    const end = d.featuredUntil ? new Date(d.featuredUntil).getTime() : nowMs;
    // Not featured now (never, or a bought period that has ended: its payment row tells that one).
    if (!d.isFeatured || (d.featuredUntil && end <= nowMs)) continue;
    byDeal.get(d.id)!.push({ start: new Date(d.updatedAt).getTime(), end });
  }
  return byDeal;
}

const zero = (): FunnelCounts => ({ views: 0, claims: 0, redemptions: 0 });

function add(into: FunnelCounts, from: FunnelCounts): void {
  into.views += from.views;
  into.claims += from.claims;
  into.redemptions += from.redemptions;
}

/**
 * Coupons of one business's deals claimed since `from` (a UTC day), by the partner page they came through (null:
 * directly on the site), most first. Counted from the coupons themselves: a claim whose holder deleted their
 * account keeps its coupon (detached) and still counts.
 */
async function partnerClaims(db: Db, businessId: number, from: string): Promise<PartnerClaims[]> {
  const rows: Array<{ partnerRef: string | null; claims: string | number }> = await db('coupons as c')
    .join('deals as d', 'd.id', 'c.dealId')
    .where('d.businessId', businessId)
    .where('c.createdAt', '>=', db.raw("?::date at time zone 'utc'", [from]))
    .groupBy('c.partnerRef')
    .select('c.partnerRef', db.raw('count(*) as claims'))
    .orderBy('claims', 'desc')
    .orderByRaw('c.partner_ref asc nulls first');
  return rows.map((r) => ({ partnerRef: r.partnerRef, claims: Number(r.claims) }));
}

/** The last 30 UTC days of one business's deals: never another business's numbers (every read is by businessId). */
export async function businessFunnel(db: Db, businessId: number): Promise<BusinessFunnel> {
  const clock: { today: string; now: Date } = await db
    .first(db.raw(`to_char(${UTC_TODAY_SQL}, 'YYYY-MM-DD') as today`), db.raw('now() as now'));
  const todayMs = Date.parse(`${clock.today}T00:00:00Z`);
  const fromMs = todayMs - (FUNNEL_DAYS - 1) * DAY_MS;
  const dates = Array.from({ length: FUNNEL_DAYS }, (_, i) => dayString(fromMs + i * DAY_MS));
  const nowMs = new Date(clock.now).getTime();

  const deals: DealRow[] = await db('deals')
    .where({ businessId })
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .select('id', 'title', 'isFeatured', 'featuredUntil', 'updatedAt');
  const rows: Array<FunnelCounts & { dealId: number; day: string }> = await db('deal_daily_stats as s')
    .join('deals as d', 'd.id', 's.dealId')
    .where('d.businessId', businessId)
    .whereBetween('s.day', [dates[0], dates[FUNNEL_DAYS - 1]])
    .select('s.dealId', db.raw("to_char(s.day, 'YYYY-MM-DD') as day"), 's.views', 's.claims', 's.redemptions');
  const intervals = await featuredIntervals(db, deals, fromMs, nowMs);

  const counts = new Map(rows.map((r) => [`${r.dealId}|${r.day}`, r]));
  const businessDays: FunnelDay[] = dates.map((date) => ({ date, featured: false, ...zero() }));
  const totals = zero();
  const dealFunnels = deals.map((deal) => {
    const dealTotals = zero();
    const days = dates.map((date, i): FunnelDay => {
      const dayStart = fromMs + i * DAY_MS;
      const row = counts.get(`${deal.id}|${date}`);
      const day: FunnelDay = {
        date,
        views: row?.views ?? 0,
        claims: row?.claims ?? 0,
        redemptions: row?.redemptions ?? 0,
        featured: intervals.get(deal.id)!.some((iv) => iv.start < dayStart + DAY_MS && iv.end > dayStart),
      };
      add(dealTotals, day);
      add(businessDays[i], day);
      businessDays[i].featured ||= day.featured;
      return day;
    });
    add(totals, dealTotals);
    return { dealId: deal.id, title: deal.title, ...dealTotals, days };
  });

  const partners = await partnerClaims(db, businessId, dates[0]);
  return { from: dates[0], to: dates[FUNNEL_DAYS - 1], totals, days: businessDays, deals: dealFunnels, partners };
}
