// Live counts: the remaining coupons of the deals a page shows, pushed by the API as Server-Sent
// Events while the page is open. One definition of the address, its limits and its message, for the API, the widgets
// and the site.

/** The stream: `GET /api/deals/live?ids=12,14,15` (text/event-stream). */
export const LIVE_COUNTS_PATH = '/api/deals/live';
/** At most this many deals per stream: a home page shows up to 106 (6 featured, a tab of 100). */
export const LIVE_MAX_DEALS = 200;
/** A deal's count is sent at most once per this period, however many claims commit in it. */
export const LIVE_COALESCE_MS = 1_000;
/**
 * At most this many open streams per client address in one server process: a page holds one, so a hotel's shared
 * connection with a hundred guests' pages passes, while one machine cannot hold a process's memory with thousands.
 * The next one is refused with 429 and Retry-After; the browser's reconnection backs off and tries again.
 */
export const LIVE_MAX_STREAMS_PER_ADDRESS = 100;
/** A comment line this often keeps proxies and load balancers from closing a quiet stream (nginx's default is 60 s). */
export const LIVE_HEARTBEAT_MS = 20_000;

/**
 * One event's data: the deals whose remaining count changed (or, first on every connection, every deal asked for),
 * `{"12": 3, "14": 0}` — the deal id and its remaining coupons. A deal that is no longer claimable (ended, withdrawn,
 * deleted) counts 0: its Claim button must not say it is there.
 */
export type LiveCounts = Record<string, number>;

/**
 * The named event (`event: rating`) that carries businesses' ratings from verified reviews: first on every connection
 * for the businesses of the deals asked for, then whenever a review is written, edited, deleted, hidden or restored —
 * `{"3": {"average": 4.3, "count": 12}}`, the business id and its publicRating. Named, so a script that reads only the
 * counts (`onmessage`) never sees it.
 */
export const LIVE_RATING_EVENT = 'rating';
export type LiveRatings = Record<string, { average: number | null; count: number }>;

const MAX_ID = 2_147_483_647;

export const LIVE_IDS_MESSAGE = `ids must be 1 to ${LIVE_MAX_DEALS} deal ids separated by commas`;

/** `ids=12,14,15` → [12, 14, 15] (repeats dropped), or null when it is not 1 to LIVE_MAX_DEALS positive whole numbers. */
export function parseLiveDealIds(value: unknown): number[] | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > LIVE_MAX_DEALS * 11) return null;
  const ids = new Set<number>();
  for (const part of value.split(',')) {
    if (!/^[1-9]\d{0,9}$/.test(part)) return null;
    const id = Number(part);
    if (id > MAX_ID) return null;
    ids.add(id);
  }
  return ids.size <= LIVE_MAX_DEALS ? [...ids] : null;
}

/** The stream's address for these deals under `apiBase` ('' for the same origin), ids in order (one URL per set). */
export function liveCountsUrl(apiBase: string, ids: Iterable<number>): string {
  return `${apiBase}${LIVE_COUNTS_PATH}?ids=${[...ids].sort((a, b) => a - b).join(',')}`;
}

/** The deal with its business's rating as `rating` says: the same object when that is what it already says. */
export function withRating<T extends { rating?: { average: number | null; count: number } }>(deal: T, rating: { average: number | null; count: number }): T {
  const now = deal.rating;
  return now && now.average === rating.average && now.count === rating.count ? deal : { ...deal, rating: { average: rating.average, count: rating.count } };
}

/** The deal as it stands with `remaining` coupons left: the same object when that is what it already says. */
export function withRemaining<T extends { totalCoupons: number; usedCoupons: number }>(deal: T, remaining: number): T {
  const used = Math.max(0, deal.totalCoupons - remaining);
  return used === deal.usedCoupons ? deal : { ...deal, usedCoupons: used };
}
