// The public listings are what every embedded widget on every partner page calls: answers are cached as
// ready-to-send JSON with a strong ETag, invalidated on every write that changes a deal, kept no later than
// the next moment a deal starts, ends or stops being featured (`validUntil`), and at most `ttlMs`. On PostgreSQL other
// processes write too (more servers, the CLI): their writes arrive as notifications (deal-change-listener.ts) that
// call invalidate(), and `ttlMs` bounds what a process misses while its listening connection is down.
import { createHash } from 'node:crypto';

export interface CachedAnswer {
  /** Encoded once: Koa sends a Buffer without re-encoding or re-measuring it. */
  body: Buffer;
  etag: string;
  expiresAt: number;
}

export class DealListCache {
  private entries = new Map<string, CachedAnswer>();
  private generation = 0;

  constructor(private readonly ttlMs = 5000, private readonly maxEntries = 1000) {}

  get(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
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
    }
    return answer;
  }

  private inFlight = new Map<string, Promise<CachedAnswer>>();

  /**
   * The cached answer, or one computed once however many requests miss at the same moment
   * (no stampede of identical queries when an entry expires under load).
   */
  async getOrCompute(key: string, compute: () => Promise<{ json: string; validUntil?: number | null }>): Promise<CachedAnswer> {
    const hit = this.get(key);
    if (hit) return hit;
    let pending = this.inFlight.get(key);
    if (!pending) {
      const generation = this.generation;
      pending = compute()
        .then(({ json, validUntil }) => this.set(key, json, generation, validUntil ?? null))
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /** Files an answer under a second name (e.g. the request's raw query) while the generation still holds. */
  alias(key: string, answer: CachedAnswer, generation: number): void {
    if (generation !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, answer);
  }

  /** The current generation, read before computing an answer. */
  get version(): number {
    return this.generation;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.inFlight.clear(); // computations started before the write must not serve requests made after it
  }
}
