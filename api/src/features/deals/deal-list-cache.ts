// The public listings are what every embedded widget on every partner page calls: answers are cached as
// ready-to-send JSON with a strong ETag, invalidated on every write that changes a deal, kept no later than
// the next moment a deal starts, ends or stops being featured (`validUntil`), and at most `ttlMs`. On PostgreSQL other
// processes write too (more servers, the CLI): their writes arrive as notifications (deal-change-listener.ts) that
// call invalidate(), and `ttlMs` bounds what a process misses while its listening connection is down.
//
// Claims are the exception: they change remaining counts only, and under a flash sale they commit hundreds
// of times a second. countsChanged() drops the answers at most once per COUNTS_LAG_MS, and a dropped answer is still
// sent for up to STALE_SERVE_MS while one request rebuilds it, so readers never queue behind the claims' database work.
// What a reader sees is therefore at most COUNTS_LAG_MS + STALE_SERVE_MS (0.9 s) behind the claims; whether a coupon
// is left is decided by the claim's transaction, never by this count.
//
// Every write reaches this cache (in this process directly, from the others through deal-change-listener.ts), so it also
// tells who else needs to know (onChange): the live counts (features/live/live-counts.ts) learn which deals' counts
// changed, or that any deal may have.
import { createHash } from 'node:crypto';

/** Told of every change: the deals whose remaining count alone changed, or null when any deal may have changed. */
export type DealChangeSubscriber = (dealIds: readonly number[] | null) => void;

/** Claims drop the cached answers at most this often. */
export const COUNTS_LAG_MS = 500;
/** An answer dropped for claims is still sent this long while it is rebuilt (then requests wait for the new one). */
export const STALE_SERVE_MS = 400;

export interface CachedAnswer {
  /** Encoded once: Koa sends a Buffer without re-encoding or re-measuring it. */
  body: Buffer;
  etag: string;
  expiresAt: number;
}

type StaleAnswer = CachedAnswer & { staleSince: number };

export class DealListCache {
  private entries = new Map<string, CachedAnswer>();
  /** Answers dropped for claims, sent while their rebuild runs (see countsChanged()). */
  private stale = new Map<string, StaleAnswer>();
  private generation = 0;
  private countsTimer: NodeJS.Timeout | null = null;
  private droppedAt = 0;

  constructor(private readonly ttlMs = 5000, private readonly maxEntries = 1000) {}

  private subscribers: DealChangeSubscriber[] = [];

  /** Calls `subscriber` on every change from now on (countsChanged, invalidate). */
  onChange(subscriber: DealChangeSubscriber): void {
    this.subscribers.push(subscriber);
  }

  private tell(dealIds: readonly number[] | null): void {
    for (const subscriber of this.subscribers) subscriber(dealIds);
  }

  private lastReadAt = -Infinity;
  /** Lookups so far, for the metrics (http/metrics.ts). */
  hits = 0;
  misses = 0;

  get(key: string): CachedAnswer | undefined {
    const now = Date.now();
    this.lastReadAt = now;
    const hit = this.entries.get(key);
    if (!hit) {
      this.misses++;
      return undefined;
    }
    if (hit.expiresAt <= now) {
      this.entries.delete(key);
      this.misses++;
      return undefined;
    }
    this.hits++;
    return hit;
  }

  /**
   * Stores an answer computed when the cache was at `generation` (an answer raced by a write is not kept),
   * valid until `validUntil` (epoch ms) when that comes before the time to live.
   */
  set(key: string, json: string, generation: number, validUntil: number | null = null): CachedAnswer {
    const body = Buffer.from(json);
    const expiresAt = Math.min(Date.now() + this.ttlMs, validUntil ?? Infinity);
    const answer = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, expiresAt };
    if (generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, answer);
      this.stale.delete(key);
    }
    return answer;
  }

  private inFlight = new Map<string, Promise<CachedAnswer>>();

  /**
   * The cached answer, or one computed once however many requests miss at the same moment
   * (no stampede of identical queries when an entry expires under load). `fresh`: never the answer dropped for claims
   * while it is rebuilt — for what is made from this answer and kept under the new generation (a rendered page), which
   * would otherwise keep the old counts as new until the next drop.
   */
  async getOrCompute(key: string, compute: () => Promise<{ json: string; validUntil?: number | null }>, { fresh = false } = {}): Promise<CachedAnswer> {
    const hit = this.get(key);
    if (hit) return hit;
    let pending = this.inFlight.get(key);
    if (!pending) {
      const generation = this.generation;
      pending = compute()
        .then(({ json, validUntil }) => this.set(key, json, generation, validUntil ?? null))
        .finally(() => {
          if (this.inFlight.get(key) === pending) this.inFlight.delete(key);
        });
      this.inFlight.set(key, pending);
    }
    const old = this.stale.get(key);
    const now = Date.now();
    if (!fresh && old && now - old.staleSince < STALE_SERVE_MS && old.expiresAt > now) {
      pending.catch(() => {}); // the rebuild's failure reaches the next request that waits for it
      return old;
    }
    return pending;
  }

  /** Files an answer under a second name (e.g. the request's raw query) while the generation still holds. */
  alias(key: string, answer: CachedAnswer, generation: number): void {
    if (generation !== this.generation || 'staleSince' in answer) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, answer);
  }

  /** Whether a deal was read through this cache in the last `ms` (claims on PGlite give readers way: coupons.service.ts). */
  readRecently(ms: number): boolean {
    return Date.now() - this.lastReadAt < ms;
  }

  /** The current generation, read before computing an answer. */
  get version(): number {
    return this.generation;
  }

  /**
   * Claims changed remaining counts, and nothing else. A claim after a quiet moment drops the answers at once, like any
   * write (the claimer's next read shows the claim). During a rush the answers are dropped at most once per
   * COUNTS_LAG_MS, however many claims commit in between, and a dropped answer is sent for up to STALE_SERVE_MS more
   * while one request rebuilds it: the listing is rebuilt a few times a second instead of after every claim, and no
   * reader waits for it. `dealIds`: the deals whose counts changed, when known (empty: any deal's may have).
   */
  countsChanged(dealIds: readonly number[] = []): void {
    this.tell(dealIds.length ? dealIds : null);
    if (this.countsTimer) return; // a drop is already on its way
    const wait = this.droppedAt + COUNTS_LAG_MS - Date.now();
    if (wait <= 0) return this.drop(false);
    this.countsTimer = setTimeout(() => this.drop(true), wait);
    this.countsTimer.unref();
  }

  /** Any other write: every answer is dropped at once, and none is sent again. */
  invalidate(): void {
    this.tell(null);
    this.drop(false);
  }

  private drop(countsOnly: boolean): void {
    if (this.countsTimer) clearTimeout(this.countsTimer);
    this.countsTimer = null;
    const now = Date.now();
    this.droppedAt = now;
    if (!countsOnly) this.stale.clear();
    // An answer already stale keeps the moment it first became so: the bound runs from there.
    else for (const [key, answer] of this.entries) if (!this.stale.has(key)) this.stale.set(key, { ...answer, staleSince: now });
    if (this.stale.size > this.maxEntries) this.stale.clear();
    this.generation++;
    this.entries.clear();
    this.inFlight.clear(); // computations started before the write must not serve requests made after it
  }
}
