// TanStack Query as spec §7 sets it: no refetch on focus, no polling, never stale, no retries; a 401 is an error.
// The home lists and the dashboards override this per query (spec §4). Query keys are the API paths.
import { QueryClient, useQuery, type DataTag, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { apiUrl, getQueryFn, type ApiAnswer, type ApiPath, type OptionsArg, type PathOption, type QueryOption } from './api-client.js';

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

/**
 * The key of a documented GET read by the default query function: the path with its parameters filled in, then the
 * query string's parameters (when any), tagged with the operation's answer so that its readers (useApiQuery,
 * getQueryData, setQueryData) get the type the API document names, never one a call site picked.
 */
export type ApiKey<P extends ApiPath<'GET'>> = DataTag<readonly unknown[], ApiAnswer<'GET', P>>;

export function apiKey<P extends ApiPath<'GET'>>(path: P, ...[options]: OptionsArg<PathOption<P> & QueryOption>): ApiKey<P> {
  const { path: params, query } = (options ?? {}) as { path?: Record<string, string | number>; query?: QueryOption['query'] };
  return (query ? [apiUrl(path, params), query] : [apiUrl(path, params)]) as unknown as ApiKey<P>;
}

/** useQuery of an apiKey: its data is the answer the key's operation is documented with. */
export function useApiQuery<T>(
  queryKey: DataTag<readonly unknown[], T>,
  options: Omit<UseQueryOptions<T, Error, T, readonly unknown[]>, 'queryKey' | 'queryFn'> = {},
): UseQueryResult<T> {
  return useQuery<T, Error, T, readonly unknown[]>({ ...options, queryKey });
}

/** Query keys, one scheme: the API path first, its parameters second. */
export const KEYS = {
  profile: ['/api/user/profile'] as const,
  deals: ['/api/deals'] as const,
  deal: (id: number) => ['/api/deals', id] as const,
  userStats: apiKey('/api/user/stats'),
  favorites: apiKey('/api/user/favorites'),
  coupons: apiKey('/api/user/coupons'),
  /** A coupon's signed calendar and Apple Wallet links (valid 15 minutes). */
  couponDownloads: (id: number) => apiKey('/api/coupons/{id}/downloads', { path: { id } }),
  businessStats: apiKey('/api/business/stats'),
  businessDeals: apiKey('/api/business/deals'),
  businessFunnel: apiKey('/api/business/funnel'),
  /** The words that found the business's deals in the last 7 days (counts only). */
  businessSearchWords: apiKey('/api/business/search-words'),
  /** Staff: the business's members, a deal's coupons with who redeemed them, the counter's day. */
  businessStaff: apiKey('/api/business/staff'),
  businessPlaces: apiKey('/api/business/places'),
  /** Whether the address search (GEOCODER_URL) is set up: "Find on the map" is shown only then. */
  geocodeStatus: apiKey('/api/geocode/status'),
  dealCoupons: (dealId: number) => apiKey('/api/business/deals/{id}/coupons', { path: { id: dealId } }),
  redemptions: (since: string) => apiKey('/api/business/redemptions', { query: { since } }),
  paymentConfig: apiKey('/api/paypal/config'),
  /** A partner: its 30-day report, its webhook and the webhook's delivery log. */
  partnerReport: apiKey('/api/partner/report'),
  partnerWebhook: apiKey('/api/partner/webhook'),
  partnerDeliveries: apiKey('/api/partner/webhook/deliveries'),
  plans: apiKey('/api/featuring/plans'),
  /** Verified reviews: a business's public ones, the account's own, the business's own and its summary. */
  businessReviews: (businessId: number) => apiKey('/api/businesses/{id}/reviews', { path: { id: businessId } }),
  ownReviews: apiKey('/api/user/reviews'),
  myBusinessReviews: apiKey('/api/business/reviews'),
  myBusinessReviewSummary: apiKey('/api/business/reviews/summary'),
};
