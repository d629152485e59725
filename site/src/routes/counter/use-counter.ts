// The Counter page's read: the business's redemptions since the start of the counter's own day (the browser's time
// zone; the server would only know UTC), refreshed every 30 s and on focus like the dashboard, and after each redemption.
import { useEffect, useState } from 'react';
import { DASHBOARD_REFRESH_MS } from '@dadeal/core';
import { KEYS, useApiQuery } from '../../app/query-client.js';

function startOfToday(now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** Midnight of today, as an ISO instant; moves on by itself at the next midnight. */
export function useStartOfDay(): string {
  const [start, setStart] = useState(() => startOfToday());
  useEffect(() => {
    const next = new Date(start);
    next.setDate(next.getDate() + 1);
    const timer = window.setTimeout(() => setStart(startOfToday()), Math.max(1000, next.getTime() - Date.now()));
    return () => window.clearTimeout(timer);
  }, [start]);
  return start.toISOString();
}

export function useTodaysRedemptions(enabled: boolean) {
  const since = useStartOfDay();
  return useApiQuery(KEYS.redemptions(since), { enabled, refetchInterval: DASHBOARD_REFRESH_MS, refetchOnWindowFocus: true });
}
