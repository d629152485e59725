// The business dashboard's reads (spec §4, §7): stats and the business's deals, refreshed every 30 s and on focus.
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_REFRESH_MS, type BusinessStats, type Deal } from '@dadeal/core';
import { KEYS } from '../../app/query-client.js';

const live = { refetchInterval: DASHBOARD_REFRESH_MS, refetchOnWindowFocus: true } as const;

export function useBusinessStats(enabled: boolean) {
  return useQuery<BusinessStats>({ queryKey: KEYS.businessStats, enabled, ...live });
}

export function useBusinessDeals(enabled: boolean) {
  return useQuery<Deal[]>({ queryKey: KEYS.businessDeals, enabled, ...live });
}
