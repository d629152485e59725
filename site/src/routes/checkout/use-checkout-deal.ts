// The deal a checkout shows: GET /api/deals/:id under the key the home page uses for one deal, so a deal already
// read there is not fetched twice. A 404 (never was, ended, inactive) comes back as an ApiError with its status.
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../app/api-client.js';
import { KEYS } from '../../app/query-client.js';

/** `/checkout/42` → 42; anything else is no deal at all (no call is made for it). */
export function parseDealId(value: string | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export function useCheckoutDeal(id: number | null) {
  return useQuery({
    queryKey: KEYS.deal(id ?? 0),
    queryFn: () => apiCall('GET', '/api/deals/{id}', { path: { id: id as number } }),
    enabled: id !== null,
  });
}
