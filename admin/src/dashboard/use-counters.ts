// The dashboard's counters (spec §2): totals read from the lists' Content-Range, one record fetched each.
import { useGetList } from 'react-admin';

const ONE = { page: 1, perPage: 1 };

export function useCounters() {
  const users = useGetList('users', { pagination: ONE });
  const businesses = useGetList('businesses', { pagination: ONE });
  const deals = useGetList('deals', { pagination: ONE });
  const activeDeals = useGetList('deals', { pagination: ONE, filter: { isActive: true } });
  const all = [users, businesses, deals, activeDeals];
  return {
    isPending: all.some((q) => q.isPending),
    error: all.find((q) => q.error)?.error ?? null,
    totalUsers: users.total ?? 0,
    businesses: businesses.total ?? 0,
    totalDeals: deals.total ?? 0,
    activeDeals: activeDeals.total ?? 0,
  };
}
