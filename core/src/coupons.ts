// A claimed coupon's state and the dashboards' figures (spec §2, §4): pure rules, apart from rules.ts so that they
// stay out of the home page's first script (the site bundles core's modules one by one, and a dashboard's lives with it).

const toTime = (d: Date | string) => new Date(d).getTime();

export type CouponState = 'active' | 'used' | 'expired';

/** Active: not used and the deal's end is in the future; expired: not used and the end has come (spec §4). */
export function couponState(
  coupon: { isUsed: boolean },
  dealEndDate: Date | string,
  now: Date = new Date(),
): CouponState {
  if (coupon.isUsed) return 'used';
  return toTime(dealEndDate) > now.getTime() ? 'active' : 'expired';
}

/** Coupon progress bar of the user dashboard: used / total × 100 (spec §2). */
export function couponProgress(deal: { totalCoupons: number; usedCoupons: number }): number {
  if (deal.totalCoupons <= 0) return 0;
  return Math.min(100, (deal.usedCoupons / deal.totalCoupons) * 100);
}

/** A funnel step's conversion: to / from × 100, rounded to one decimal; null when nothing came in (from is 0). */
export function conversionRate(from: number, to: number): number | null {
  if (!Number.isFinite(from) || !Number.isFinite(to) || from <= 0) return null;
  return Math.round((to / from) * 1000) / 10;
}
