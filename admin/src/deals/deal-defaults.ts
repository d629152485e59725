// Admin create-deal defaults (spec §4): Monthly, restaurant, 1 coupon, start now, end 7 days later (core's
// DEFAULT_DEAL_DAYS, spec §9), active, not featured.
import { DEFAULT_DEAL_DAYS } from '@dadeal/core';

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
