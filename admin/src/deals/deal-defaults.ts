// Admin create-deal defaults (spec §4): Monthly, restaurant, 1 coupon, start now, end 7 days later, active, not
// featured. (Spec §9's "default deal duration 7 days" has no constant in core yet; it belongs there.)
const DEFAULT_DEAL_DAYS = 7;

export function dealDefaults(now = new Date()) {
  return {
    category: 'Monthly',
    businessCategory: 'restaurant',
    totalCoupons: 1,
    startDate: now.toISOString(),
    endDate: new Date(now.getTime() + DEFAULT_DEAL_DAYS * 24 * 60 * 60 * 1000).toISOString(),
    isActive: true,
    isFeatured: false,
  };
}
