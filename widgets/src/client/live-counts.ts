// Live counts in the browser: ONE EventSource per page and API origin for every deal on screen —
// however many elements, lists and dialogs show them — reading GET /api/deals/live?ids=… (api/src/features/live).
// Shared by the widgets (their lists and dialogs re-render: use-live-deals.ts) and the site (its TanStack Query cache is
// patched: site/src/app/deals/use-live-counts.ts). The stream opens when the first deal is watched, is re-opened with
// the new set when deals that it does not carry come on screen, and closes when nothing watches any more (an element
// left the page); a dropped stream comes back after 1 s, 2 s, 4 s … 30 s (with jitter), and every (re)connection starts
// with the current counts. The same stream carries the ratings of the deals' businesses (`event: rating`, core's
// LIVE_RATING_EVENT): a review written, hidden or restored reaches the cards' and dialogs' figures as a count does, and
// every watch hears of it (rare news: its deals are re-read with withLiveCount). Where there is no EventSource (old browsers, jsdom), nothing happens: the lists still refresh
// every 60 s.
import { LIVE_MAX_DEALS, LIVE_RATING_EVENT, liveCountsUrl, withRating, withRemaining, type LiveCounts, type LiveRatings, type Rating } from '@dadeal/core';

/** Told which deals' counts changed. */
export type LiveListener = (dealIds: number[]) => void;

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

interface Watch {
  ids: readonly number[];
  listener: LiveListener;
}

interface Feed {
  watches: Set<Watch>;
  /** The latest count of each deal the stream told (kept while it reconnects; a new connection's first event resets them). */
  counts: Map<number, number>;
  /** The latest rating of each business the stream told (by business id). */
  ratings: Map<number, Rating>;
  source: EventSource | null;
  /** The deals the open (or opening) stream carries. */
  carried: Set<number>;
  failures: number;
  retry: ReturnType<typeof setTimeout> | null;
  syncQueued: boolean;
}

const feeds = new Map<string, Feed>();

function feedOf(apiBase: string): Feed {
  let feed = feeds.get(apiBase);
  if (!feed) feeds.set(apiBase, (feed = { watches: new Set(), counts: new Map(), ratings: new Map(), source: null, carried: new Set(), failures: 0, retry: null, syncQueued: false }));
  return feed;
}

/** The deals watched on the page, in the order they were first watched, LIVE_MAX_DEALS at most. */
function wanted(feed: Feed): number[] {
  const ids = new Set<number>();
  for (const watch of feed.watches) for (const id of watch.ids) if (ids.size < LIVE_MAX_DEALS) ids.add(id);
  return [...ids];
}

function stop(feed: Feed): void {
  feed.source?.close();
  feed.source = null;
  feed.carried = new Set();
  if (feed.retry) clearTimeout(feed.retry);
  feed.retry = null;
}

function connect(apiBase: string, feed: Feed, ids: number[]): void {
  stop(feed);
  const source = new EventSource(liveCountsUrl(apiBase, ids));
  feed.source = source;
  feed.carried = new Set(ids);
  let first = true;
  source.onmessage = (event: MessageEvent<string>) => {
    let counts: LiveCounts;
    try {
      counts = JSON.parse(event.data) as LiveCounts;
    } catch {
      return;
    }
    if (first) {
      first = false;
      feed.failures = 0; // a stream that answers is a good one: the next drop starts the backoff afresh
    }
    const changed: number[] = [];
    for (const [key, count] of Object.entries(counts)) {
      const id = Number(key);
      if (feed.counts.get(id) === count) continue;
      feed.counts.set(id, count);
      changed.push(id);
    }
    if (!changed.length) return;
    for (const watch of [...feed.watches]) {
      if (watch.ids.some((id) => changed.includes(id))) watch.listener(changed);
    }
  };
  source.addEventListener(LIVE_RATING_EVENT, (event) => {
    let ratings: LiveRatings;
    try {
      ratings = JSON.parse((event as MessageEvent<string>).data) as LiveRatings;
    } catch {
      return;
    }
    let changed = false;
    for (const [key, rating] of Object.entries(ratings)) {
      const id = Number(key);
      const was = feed.ratings.get(id);
      if (was && was.average === rating.average && was.count === rating.count) continue;
      feed.ratings.set(id, { average: rating.average, count: rating.count });
      changed = true;
    }
    if (!changed) return;
    for (const watch of [...feed.watches]) watch.listener([...watch.ids]);
  });
  // A drop, an answer that is not a stream (a 503 while a server restarts), the server ending it (a drain): the browser's
  // own retry is replaced by ours, which waits longer after each failure so a struggling server is not hammered.
  source.onerror = () => {
    if (feed.source !== source) return;
    stop(feed);
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** feed.failures) * (0.5 + Math.random() / 2);
    feed.failures++;
    feed.retry = setTimeout(() => {
      feed.retry = null;
      const again = wanted(feed);
      if (again.length) connect(apiBase, feed, again);
    }, delay);
  };
}

/** Brings the stream in line with what is watched, once per turn however many elements changed their deals. */
function sync(apiBase: string, feed: Feed): void {
  feed.syncQueued = false;
  const ids = wanted(feed);
  if (!ids.length) {
    stop(feed);
    feed.failures = 0;
    feed.counts.clear(); // nothing follows these deals any more: their counts would go stale
    feed.ratings.clear();
    return;
  }
  if (feed.retry) return; // waiting to reconnect: the reconnection takes the new set
  // Deals that left the screen may stay on the stream (cheap); deals that came on screen need a new one.
  if (feed.source && ids.every((id) => feed.carried.has(id))) return;
  connect(apiBase, feed, ids);
}

/**
 * Follows the remaining counts of `dealIds` from `apiBase` ('' for this origin) until the returned function is called;
 * `listener` hears which of the page's deals changed. Cheap to call often: one stream per page serves every watch.
 */
export function watchLiveCounts(apiBase: string, dealIds: readonly number[], listener: LiveListener): () => void {
  if (typeof EventSource === 'undefined' || !dealIds.length) return () => {};
  const feed = feedOf(apiBase);
  const watch: Watch = { ids: dealIds, listener };
  feed.watches.add(watch);
  const queue = () => {
    if (feed.syncQueued) return;
    feed.syncQueued = true;
    queueMicrotask(() => sync(apiBase, feed));
  };
  queue();
  return () => {
    if (feed.watches.delete(watch)) queue();
  };
}

/** What withLiveCount applies to: a deal's count, and its business's rating when it carries one. */
type LiveDeal = { id: number; totalCoupons: number; usedCoupons: number; businessId?: number; rating?: Rating };

/** The deal with its live count and its business's live rating applied, when the page's stream told them (the same object otherwise). */
export function withLiveCount<T extends LiveDeal>(apiBase: string, deal: T): T {
  const feed = feeds.get(apiBase);
  if (!feed) return deal;
  const count = feed.counts.get(deal.id);
  const counted = count === undefined ? deal : withRemaining(deal, count);
  const rating = deal.businessId === undefined || !('rating' in deal) ? undefined : feed.ratings.get(deal.businessId);
  return rating ? withRating(counted, rating) : counted;
}

/** The deals with their live counts applied (the same array when none changed). */
export function withLiveCounts<L extends ReadonlyArray<LiveDeal>>(apiBase: string, deals: L): L {
  let changed = false;
  const next = deals.map((deal) => {
    const live = withLiveCount(apiBase, deal);
    if (live !== deal) changed = true;
    return live;
  });
  return changed ? (next as unknown as L) : deals;
}
