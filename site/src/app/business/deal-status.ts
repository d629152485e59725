// A business's deal in one word for its table: where it stands between scheduled and ended.
import { remainingCoupons, type Deal } from '@dadeal/core';

export type DealStatus = 'Inactive' | 'Scheduled' | 'Ended' | 'Sold Out' | 'Live';

export function dealStatus(deal: Deal, now: number): DealStatus {
  if (!deal.isActive) return 'Inactive';
  if (Date.parse(deal.startDate) > now) return 'Scheduled';
  if (Date.parse(deal.endDate) <= now) return 'Ended';
  if (remainingCoupons(deal) <= 0) return 'Sold Out';
  return 'Live';
}

/** Featuring is sold only for a deal that is on show now or soon: active and not ended (the API's rule). */
export function canBeFeatured(deal: Deal, now: number): boolean {
  return deal.isActive && Date.parse(deal.endDate) > now;
}
