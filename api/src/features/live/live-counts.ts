// Live counts: the remaining coupons of the deals a page shows, pushed to it as Server-Sent Events
// while it is open (GET /api/deals/live?ids=…, live.routes.ts), so that a visitor sees the count fall as others claim
// and a deal that sells out turns its Claim button into "Sold Out" / "Deal Unavailable" without a reload.
//
// One hub per process holds every open stream, by deal. It learns of changes from the deal cache (deal-list-cache.ts
// onChange), which hears every write: this process's own claims (with the deal's id) and writes, and, on PostgreSQL,
// every other process's through LISTEN/NOTIFY (deal-change-listener.ts; claims notify `deal_counts:<ids>`, migration
// 20261126000500). What it sends:
// - on connecting, every asked-for deal's count (a page that was closed for a while, or reconnects, starts right);
// - then each deal whose count changed, at most once per LIVE_COALESCE_MS: ONE query reads every changed deal that
//   someone watches and is due, however many streams watch it and however many claims committed (a flash sale of
//   hundreds of claims a second is one read and one event per deal a second), and each stream gets ONE write with the
//   deals it watches — WRITES_PER_TURN writes per turn of the event loop, so that thousands of them do not hold up the
//   requests in between. A quiet deal's claim goes out at once (within BATCH_MS): a deal waits only after its own event;
// - a comment line every LIVE_HEARTBEAT_MS, so proxies keep a quiet stream open;
// - the ratings of the deals' businesses (verified reviews) as a named event, `event: rating` (core's LIVE_RATING_EVENT),
//   keyed by business: on connecting, then whenever one changes. A review's write changes the business row, which drops
//   the deal cache (in this process, and in every other through the businesses' notification): every watched deal is
//   read again in the same query as the counts, and only a rating that differs from the one last sent is news.
// A stream whose reader stopped reading (its unsent bytes pile up) is ended: its browser reconnects and starts afresh.
// endAll() ends every stream when the process drains (server/src/server.ts close()): the browsers reconnect to
// another process; the count a claim is decided on is always the database's (claim-batcher.ts), never this one.
import type { ServerResponse } from 'node:http';
import { LIVE_COALESCE_MS, LIVE_HEARTBEAT_MS, LIVE_RATING_EVENT, publicRating } from '@dadeal/core';
import type { Db } from '../../db.js';
import type { Logger } from '../../logger.js';

/** Unsent bytes a stream may hold before it is ended (about 5,000 events: its reader is gone or stalled). */
const MAX_UNSENT_BYTES = 64 * 1024;
/** Ids per query (far below PostgreSQL's 65,535 parameters). */
const READ_CHUNK = 5_000;
/**
 * Writes per turn of the event loop: a count that 10,000 pages show is 10,000 socket writes (10–16 µs each, measured in
 * api/bench/live.bench.ts), 100–160 ms in one go; in slices of this many (about 1 ms), the requests that arrive
 * meanwhile (the listing) are answered in between. 64 measured no worse than 256 (the listing's p99 beside 5,000
 * streams, each with an event a second: +32 ms against +57 ms, within this machine's noise).
 */
const WRITES_PER_TURN = 64;
/**
 * Reads of changed counts are at least this far apart: deals that change at nearly the same moment are read in one
 * query (their events may go up to this much later), however many deals change.
 */
const BATCH_MS = 50;

/** The response headers of a stream (besides what every API answer carries: CORS, security headers, request id). */
export const LIVE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // Never stored by a browser or a CDN: each stream is its page's own.
  'Cache-Control': 'no-store',
  // nginx (and proxies that honour it) must pass each event on at once, not fill a buffer first.
  'X-Accel-Buffering': 'no',
} as const;

export interface LiveCountsOptions {
  coalesceMs?: number;
  heartbeatMs?: number;
}

export interface LiveCounts {
  /** Makes `res` a stream of the counts of `dealIds` (validated by the route): the headers, then events until it closes. */
  open(res: ServerResponse, dealIds: readonly number[]): void;
  /** The counts of these deals changed (null: any deal's may have); called by the deal cache for every write. */
  changed(dealIds: readonly number[] | null): void;
  /** Ends every open stream (the drain); their browsers reconnect, to another process if this one is going. */
  endAll(): void;
  /** Open streams, and deals watched by at least one (for tests, the benchmark and the logs). */
  readonly streams: number;
  readonly watchedDeals: number;
  /** Events written so far, one per stream per tick that had news for it (for tests and the benchmark). */
  readonly eventsSent: number;
}

class Stream {
  closed = false;
  constructor(readonly res: ServerResponse, readonly dealIds: readonly number[]) {}

  write(chunk: Buffer): void {
    if (this.closed || this.res.destroyed || this.res.writableEnded) return;
    this.res.write(chunk);
    if (this.res.writableLength > MAX_UNSENT_BYTES) this.res.destroy();
  }
}

const HEARTBEAT = Buffer.from(':\n\n');

export function createLiveCounts(db: Db, log: Logger, options: LiveCountsOptions = {}): LiveCounts {
  const coalesceMs = options.coalesceMs ?? LIVE_COALESCE_MS;
  const heartbeatMs = options.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  /** The open streams watching each deal. */
  const watchers = new Map<number, Set<Stream>>();
  /** Each watched deal's count as last read (and sent): only a different count is news. */
  const known = new Map<number, number>();
  /**
   * Each watched deal's business rating as last read (and sent), as the event's part: `"3":{"average":4.3,"count":12}`
   * (the business id and its publicRating). Deals of one business share the part; a stream gets it once.
   */
  const knownRating = new Map<number, string>();
  /** Watched deals whose count may have changed since it was last read. */
  const dirty = new Set<number>();
  /** When each deal's count was last sent (performance.now()): the next goes LIVE_COALESCE_MS later at the soonest. */
  const sentAt = new Map<number, number>();
  const open = new Set<Stream>();
  let eventsSent = 0;

  let flushTimer: NodeJS.Timeout | null = null;
  let flushing = false;
  let lastFlushAt = -Infinity;
  /** New streams waiting for their first event, and the deals nobody watched before them (read once, together). */
  const welcoming = new Set<Stream>();
  let welcomeQueued = false;
  let heartbeat: NodeJS.Timeout | null = null;

  /**
   * Remaining coupons of the deals (a deal that is not claimable now, or is gone, has none) and their business's rating
   * part (kept on its row, docs/decisions/0050), in one query per chunk.
   */
  async function read(ids: number[]): Promise<Map<number, { remaining: number; rating: string }>> {
    const counts = new Map<number, { remaining: number; rating: string }>();
    for (let i = 0; i < ids.length; i += READ_CHUNK) {
      const rows: Array<{ id: number; remaining: number; businessId: number; reviewCount: number; reviewRatingSum: number }> = await db('deals')
        .join('businesses', 'businesses.id', 'deals.businessId')
        .whereIn('deals.id', ids.slice(i, i + READ_CHUNK))
        .select(
          'deals.id',
          db.raw('case when deals.is_active and deals.start_date <= now() and deals.end_date > now() then greatest(deals.total_coupons - deals.used_coupons, 0) else 0 end as remaining'),
          'deals.businessId',
          'businesses.reviewCount',
          'businesses.reviewRatingSum',
        );
      for (const row of rows) {
        const rating = JSON.stringify(publicRating(Number(row.reviewCount), Number(row.reviewRatingSum)));
        counts.set(row.id, { remaining: Number(row.remaining), rating: `"${row.businessId}":${rating}` });
      }
    }
    return counts;
  }

  /** One `rating` event per stream with the rating parts of the deals of `ids` it watches, each business once. */
  function sendRatings(ids: Iterable<number>, only?: Set<Stream>): void {
    const parts = new Map<Stream, Set<string>>();
    for (const id of ids) {
      const part = knownRating.get(id);
      const streamsOfDeal = watchers.get(id);
      if (part === undefined || !streamsOfDeal) continue;
      for (const stream of streamsOfDeal) {
        if (only && !only.has(stream)) continue;
        const set = parts.get(stream);
        if (set) set.add(part);
        else parts.set(stream, new Set([part]));
      }
    }
    const encoded = new Map<string, Buffer>();
    for (const [stream, set] of parts) {
      const body = [...set].join(',');
      let event = encoded.get(body);
      if (!event) encoded.set(body, (event = Buffer.from(`event: ${LIVE_RATING_EVENT}\ndata: {${body}}\n\n`)));
      enqueue(stream, event);
      eventsSent++;
    }
  }

  /**
   * One write per stream with every deal of `ids` it watches (their counts from `known`). Streams that watch the same
   * of these deals get the same bytes, encoded once: a count that thousands of pages show costs one string and one
   * Buffer, then a socket write each.
   */
  function send(ids: Iterable<number>, only?: Set<Stream>): void {
    const bodies = new Map<Stream, string>();
    for (const id of ids) {
      const count = known.get(id);
      const streamsOfDeal = watchers.get(id);
      if (count === undefined || !streamsOfDeal) continue;
      const part = `"${id}":${count}`;
      for (const stream of streamsOfDeal) {
        if (only && !only.has(stream)) continue;
        const body = bodies.get(stream);
        bodies.set(stream, body === undefined ? part : `${body},${part}`);
      }
    }
    const encoded = new Map<string, Buffer>();
    for (const [stream, body] of bodies) {
      let event = encoded.get(body);
      if (!event) encoded.set(body, (event = Buffer.from(`data: {${body}}\n\n`)));
      enqueue(stream, event);
      eventsSent++;
    }
  }

  /** Every write in order (a stream's events never overtake each other), WRITES_PER_TURN per turn of the event loop. */
  const outbox: Array<[Stream, Buffer]> = [];
  let outboxHead = 0;
  let draining = false;
  function enqueue(stream: Stream, chunk: Buffer): void {
    outbox.push([stream, chunk]);
    if (!draining) {
      draining = true;
      drainOutbox();
    }
  }
  function drainOutbox(): void {
    const end = Math.min(outbox.length, outboxHead + WRITES_PER_TURN);
    for (; outboxHead < end; outboxHead++) {
      const [stream, chunk] = outbox[outboxHead];
      stream.write(chunk);
    }
    if (outboxHead < outbox.length) {
      setImmediate(drainOutbox);
      return;
    }
    outbox.length = 0;
    outboxHead = 0;
    draining = false;
  }

  const dueAt = (id: number) => (sentAt.get(id) ?? -Infinity) + coalesceMs;

  /** The next flush: when the soonest changed deal may be sent again, and never sooner than BATCH_MS after the last. */
  function scheduleFlush(): void {
    if (flushTimer || flushing || dirty.size === 0) return;
    let soonest = Infinity;
    for (const id of dirty) soonest = Math.min(soonest, dueAt(id));
    const at = Math.max(soonest, lastFlushAt + BATCH_MS);
    flushTimer = setTimeout(flush, Math.max(0, Math.ceil(at - performance.now())));
    flushTimer.unref();
  }

  async function flush(): Promise<void> {
    flushTimer = null;
    const now = performance.now();
    // The changed deals whose last event is a coalescing period old; the others wait for theirs.
    const ids = [...dirty].filter((id) => dueAt(id) <= now);
    if (!ids.length) return scheduleFlush();
    for (const id of ids) dirty.delete(id);
    flushing = true;
    lastFlushAt = now;
    try {
      const counts = await read(ids);
      const news: number[] = [];
      const ratingNews: number[] = [];
      for (const id of ids) {
        if (!watchers.has(id)) continue; // its last watcher left meanwhile
        const read = counts.get(id);
        const count = read?.remaining ?? 0;
        if (known.get(id) !== count) {
          known.set(id, count);
          news.push(id);
        }
        if (read && knownRating.get(id) !== read.rating) {
          knownRating.set(id, read.rating);
          ratingNews.push(id);
        }
      }
      if (news.length) send(news);
      if (ratingNews.length) sendRatings(ratingNews);
      if (news.length || ratingNews.length) {
        const sent = performance.now();
        for (const id of news) sentAt.set(id, sent);
        for (const id of ratingNews) sentAt.set(id, sent);
      }
    } catch (err) {
      // The database is away: the same deals again, a coalescing period later.
      const later = performance.now();
      for (const id of ids) {
        if (!watchers.has(id)) continue;
        dirty.add(id);
        sentAt.set(id, later);
      }
      log.warn({ err }, 'live counts: reading the counts failed, retrying');
    } finally {
      flushing = false;
      scheduleFlush();
    }
  }

  /** The first event of the streams opened since the last one: read what nobody watched yet, then send each its counts. */
  async function welcome(): Promise<void> {
    welcomeQueued = false;
    const arriving = [...welcoming];
    welcoming.clear();
    const unknown = new Set<number>();
    for (const stream of arriving) for (const id of stream.dealIds) if (!known.has(id)) unknown.add(id);
    try {
      if (unknown.size) {
        const counts = await read([...unknown]);
        // A count read meanwhile by a flush is as new as this one or newer, and was already sent to these streams.
        for (const id of unknown) {
          if (known.has(id) || !watchers.has(id)) continue;
          const read = counts.get(id);
          known.set(id, read?.remaining ?? 0);
          if (read) knownRating.set(id, read.rating);
        }
      }
    } catch (err) {
      log.warn({ err }, 'live counts: reading the counts of new streams failed; ending them (their browsers reconnect)');
      for (const stream of arriving) stream.res.destroy();
      return;
    }
    const still = new Set(arriving.filter((stream) => !stream.closed));
    if (!still.size) return;
    const ids = new Set<number>();
    for (const stream of still) for (const id of stream.dealIds) ids.add(id);
    send(ids, still);
    sendRatings(ids, still);
  }

  function beat(): void {
    for (const stream of open) enqueue(stream, HEARTBEAT);
  }

  function close(stream: Stream): void {
    if (stream.closed) return;
    stream.closed = true;
    open.delete(stream);
    welcoming.delete(stream);
    for (const id of stream.dealIds) {
      const set = watchers.get(id);
      if (!set) continue;
      set.delete(stream);
      if (set.size) continue;
      watchers.delete(id);
      known.delete(id); // nobody watches it: its changes are no longer followed, so its count would go stale
      knownRating.delete(id);
      dirty.delete(id);
      sentAt.delete(id);
    }
    if (open.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  }

  return {
    open(res, dealIds) {
      const stream = new Stream(res, dealIds);
      open.add(stream);
      for (const id of dealIds) {
        const set = watchers.get(id);
        if (set) set.add(stream);
        else watchers.set(id, new Set([stream]));
      }
      res.once('close', () => close(stream));
      // The connection ends with the stream: it is never reused for another request, so a drain needs no idle wait.
      res.shouldKeepAlive = false;
      // Nor is it chunked: the stream's end is the connection's, so each event goes out as it is, without framing.
      res.useChunkedEncodingByDefault = false;
      res.socket?.setNoDelay(true);
      res.writeHead(200, LIVE_HEADERS);
      // Sent at once: a proxy, and the browser's EventSource, see the stream open before the first count.
      res.write(HEARTBEAT);
      welcoming.add(stream);
      if (!welcomeQueued) {
        welcomeQueued = true;
        setImmediate(() => void welcome());
      }
      if (!heartbeat) {
        heartbeat = setInterval(beat, heartbeatMs);
        heartbeat.unref();
      }
    },

    changed(dealIds) {
      if (!watchers.size) return;
      if (dealIds === null) for (const id of watchers.keys()) dirty.add(id);
      else for (const id of dealIds) if (watchers.has(id)) dirty.add(id);
      scheduleFlush();
    },

    endAll() {
      for (const stream of [...open]) stream.res.end();
    },

    get streams() {
      return open.size;
    },
    get watchedDeals() {
      return watchers.size;
    },
    get eventsSent() {
      return eventsSent;
    },
  };
}
