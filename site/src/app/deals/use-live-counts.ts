// Live counts on the site: the deals a screen shows follow their remaining coupons through the page's
// one stream (the widgets' client/live-counts.ts), and each count that changes is written into TanStack Query's cache —
// every list under KEYS.deals, the deal under KEYS.deal(id) and the saved deals (KEYS.favorites) — so the cards, the open
// dialog and whatever else reads those keys show it. withLiveDeals() applies the latest counts to a fresh answer too, so a list refetched from the
// API's cache (up to 0.9 s behind the claims) never puts back a count the stream already moved past.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Deal } from '@dadeal/core';
import { watchLiveCounts, withLiveCount, withLiveCounts } from '@dadeal/widgets';
import { KEYS } from '../query-client.js';

/** The site talks to its own origin. */
const SAME_ORIGIN = '';

/** A list's or a deal's answer with the latest live counts applied (the same object when none applies). */
export function withLiveDeals<T extends Deal | Deal[]>(answer: T): T {
  return (Array.isArray(answer) ? withLiveCounts(SAME_ORIGIN, answer) : withLiveCount(SAME_ORIGIN, answer)) as T;
}

/** A cached answer with the counts applied; undefined (left as it is) when nothing in it changed. */
function patch(cached: unknown): unknown {
  let next = cached;
  if (Array.isArray(cached)) next = withLiveCounts(SAME_ORIGIN, cached as Deal[]);
  else if (cached && typeof cached === 'object' && 'totalCoupons' in cached) next = withLiveCount(SAME_ORIGIN, cached as Deal);
  return next === cached ? undefined : next;
}

/**
 * Settles once the page that loaded this script has been idle once (at most 1 s after the script ran): the stream is
 * opened then, in a task of its own, not among the effects that run right after the first render or the hydration —
 * starting a request there made that task longer on a busy phone, and the first screen does not need the counts to move
 * in its first second (a list's answer carries the counts; the stream's first message brings any that changed since).
 */
const pageIdle: Promise<void> | null = typeof window === 'undefined' ? null : new Promise((resolve) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 1000 });
  else window.setTimeout(resolve, 1);
});
let idleReached = false;
void pageIdle?.then(() => {
  idleReached = true;
});

/** Follows the remaining counts of these deals while the screen shows them, into the query cache. */
export function useLiveDealCounts(deals: ReadonlyArray<Deal | null | undefined>): void {
  const queryClient = useQueryClient();
  const key = [...new Set(deals.filter((d): d is Deal => Boolean(d)).map((d) => d.id))].join(',');
  useEffect(() => {
    if (!key) return;
    const watch = () => watchLiveCounts(SAME_ORIGIN, key.split(',').map(Number), () => {
      for (const queryKey of [KEYS.deals, KEYS.favorites]) queryClient.setQueriesData({ queryKey }, patch);
    });
    // Once the page was idle, at once (a new tab's deals join the open stream in the same microtask as before).
    if (idleReached || !pageIdle) return watch();
    let stop: (() => void) | null = null;
    let gone = false;
    void pageIdle.then(() => {
      if (!gone) stop = watch();
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [key, queryClient]);
}
