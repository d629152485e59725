// TanStack Query as spec §7 sets it: no refetch on focus, no polling, never stale, no retries; a 401 is an error.
// The home lists and the dashboards override this per query (spec §4). Query keys are the API paths.
import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client.js';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * After a write: the answers under these keys load anew, each after the write. An invalidation alone is not enough when
 * a query's first load is still on its way (a tap kept from before the app ran is replayed beside the first loads):
 * TanStack Query answers it with that load, asked before the write (it only cancels a load of a query that has data),
 * so a heart stayed unpressed under "Added to favorites". Those loads are cancelled first. Resolves once they are
 * (the new loads are not waited for).
 */
export async function reloadAfterWrite(queryClient: QueryClient, keys: readonly (readonly unknown[])[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** Query keys, one scheme: the API path first, its parameters second. */
export const KEYS = {
  profile: ['/api/user/profile'] as const,
  deals: ['/api/deals'] as const,
  deal: (id: number) => ['/api/deals', id] as const,
  userStats: ['/api/user/stats'] as const,
  favorites: ['/api/user/favorites'] as const,
  coupons: ['/api/user/coupons'] as const,
  /** A coupon's signed calendar and Apple Wallet links (valid 15 minutes). */
  couponDownloads: (id: number) => [`/api/coupons/${id}/downloads`] as const,
  businessStats: ['/api/business/stats'] as const,
  businessDeals: ['/api/business/deals'] as const,
  businessFunnel: ['/api/business/funnel'] as const,
  /** The words that found the business's deals in the last 7 days (counts only). */
  businessSearchWords: ['/api/business/search-words'] as const,
  /** Staff: the business's members, a deal's coupons with who redeemed them, the counter's day. */
  businessStaff: ['/api/business/staff'] as const,
  businessPlaces: ['/api/business/places'] as const,
  /** Whether the address search (GEOCODER_URL) is set up: "Find on the map" is shown only then. */
  geocodeStatus: ['/api/geocode/status'] as const,
  dealCoupons: (dealId: number) => [`/api/business/deals/${dealId}/coupons`] as const,
  redemptions: (since: string) => ['/api/business/redemptions', { since }] as const,
  paymentConfig: ['/api/paypal/config'] as const,
  /** A partner: its 30-day report, its webhook and the webhook's delivery log. */
  partnerReport: ['/api/partner/report'] as const,
  partnerWebhook: ['/api/partner/webhook'] as const,
  partnerDeliveries: ['/api/partner/webhook/deliveries'] as const,
  plans: ['/api/featuring/plans'] as const,
  /** Verified reviews: a business's public ones, the account's own, the business's own and its summary. */
  businessReviews: (businessId: number) => [`/api/businesses/${businessId}/reviews`] as const,
  ownReviews: ['/api/user/reviews'] as const,
  myBusinessReviews: ['/api/business/reviews'] as const,
  myBusinessReviewSummary: ['/api/business/reviews/summary'] as const,
};
