// Live counts on the site: the deals a screen shows follow their remaining coupons through the page's
// one stream (the widgets' client/live-counts.ts), and each count that changes is written into TanStack Query's cache —
// every list under KEYS.deals, the deal under KEYS.deal(id) and the saved deals (KEYS.favorites) — so the cards, the open
// dialog and whatever else reads those keys show it. withLiveDeals() applies the latest counts to a fresh answer too, so a list refetched from the
// API's cache (up to 0.9 s behind the claims) never puts back a count the stream already moved past.
//
// The stream's code is a chunk of its own, imported when the stream opens (once the page has been idle, below), as the
// widgets' script does with the same module: the first screen does not run it. Until then no count has come, so an
// answer is shown as it was read.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Deal } from '@dadeal/core';
import { KEYS } from '../query-client.js';

type LiveCounts = typeof import('@dadeal/widgets/live-counts');

/** The site talks to its own origin. */
const SAME_ORIGIN = '';

let live: LiveCounts | null = null;
let loading: Promise<LiveCounts> | null = null;
/** The stream's code, imported once; a failed import (offline) is tried again by the next screen that follows deals. */
const loadLive = (): Promise<LiveCounts> => {
  loading ??= import('@dadeal/widgets/live-counts').then((module) => (live = module), (error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
};

/** A list's or a deal's answer with the latest live counts applied (the same object when none applies). */
export function withLiveDeals<T extends Deal | Deal[]>(answer: T): T {
  if (!live) return answer;
  return (Array.isArray(answer) ? live.withLiveCounts(SAME_ORIGIN, answer) : live.withLiveCount(SAME_ORIGIN, answer)) as T;
}

/** A cached answer with the counts applied; undefined (left as it is) when nothing in it changed. */
function patch(cached: unknown): unknown {
  const next = Array.isArray(cached) || (cached && typeof cached === 'object' && 'totalCoupons' in cached) ? withLiveDeals(cached as Deal | Deal[]) : cached;
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
    const watch = (counts: LiveCounts) => counts.watchLiveCounts(SAME_ORIGIN, key.split(',').map(Number), () => {
      for (const queryKey of [KEYS.deals, KEYS.favorites]) queryClient.setQueriesData({ queryKey }, patch);
    });
    // Once the page was idle and the code is there, at once (a new tab's deals join the open stream in the same
    // microtask as before).
    if (live && (idleReached || !pageIdle)) return watch(live);
    let stop: (() => void) | null = null;
    let gone = false;
    // Without the stream's code (offline), the lists still refresh on their own (HOME_REFRESH_MS).
    void (pageIdle ?? Promise.resolve()).then(loadLive).then((counts) => {
      if (!gone) stop = watch(counts);
    }, () => undefined);
    return () => {
      gone = true;
      stop?.();
    };
  }, [key, queryClient]);
}
