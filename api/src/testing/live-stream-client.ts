// A reader of the live counts' stream (GET /api/deals/live, features/live/live-counts.ts) as a browser's EventSource
// reads it — events are `data:` lines ended by a blank line, `:` lines are comments, `event: rating` names the
// businesses' ratings' event — for the tests and the benchmark.
// Node has no EventSource (only behind a flag in 22 and 24); this is the protocol's reading side over node:http, nothing more.
import { request, type IncomingHttpHeaders } from 'node:http';
import { LIVE_RATING_EVENT, type LiveCounts, type LiveRatings } from '@dadeal/core';

export interface LiveEvent {
  /** performance.now() when the event's last byte arrived. */
  at: number;
  counts: LiveCounts;
}

export interface LiveRatingEvent {
  at: number;
  ratings: LiveRatings;
}

export interface LiveStreamClient {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every counts event so far, in order. */
  readonly events: LiveEvent[];
  /** Every `rating` event so far, in order. */
  readonly ratingEvents: LiveRatingEvent[];
  /** Comment lines so far (the stream's opening and its heartbeats). */
  readonly comments: number;
  /** The latest count of each deal this stream was told. */
  readonly latest: Map<number, number>;
  /** Resolves when the server ended the stream (or the connection dropped). */
  readonly ended: Promise<void>;
  /** The first event (from `from` on) whose counts satisfy `check`; rejects after `timeoutMs`. */
  waitFor(check: (counts: LiveCounts) => boolean, timeoutMs?: number, from?: number): Promise<LiveEvent>;
  /** The first `rating` event (from `from` on) whose ratings satisfy `check`; rejects after `timeoutMs`. */
  waitForRating(check: (ratings: LiveRatings) => boolean, timeoutMs?: number, from?: number): Promise<LiveRatingEvent>;
  close(): void;
}

export interface LiveStreamOptions {
  headers?: Record<string, string>;
  /** Called with each event as it arrives (the benchmark times them). */
  onEvent?: (event: LiveEvent) => void;
}

/** Opens `url` (e.g. http://127.0.0.1:3000/api/deals/live?ids=1,2) and resolves once the answer's head arrived. */
export function openLiveStream(url: string, options: LiveStreamOptions = {}): Promise<LiveStreamClient> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { Accept: 'text/event-stream', ...options.headers } }, (res) => {
      const events: LiveEvent[] = [];
      const ratingEvents: LiveRatingEvent[] = [];
      const latest = new Map<number, number>();
      let comments = 0;
      let buffer = '';
      let waiters: Array<() => void> = [];
      const wake = () => {
        const now = waiters;
        waiters = [];
        for (const w of now) w();
      };
      const ended = new Promise<void>((done) => {
        res.once('close', () => {
          wake();
          done();
        });
      });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) {
            comments++;
            continue;
          }
          const data = block.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trimStart()).join('\n');
          if (!data) continue;
          const name = block.split('\n').find((line) => line.startsWith('event:'))?.slice(6).trim();
          if (name === LIVE_RATING_EVENT) {
            ratingEvents.push({ at: performance.now(), ratings: JSON.parse(data) as LiveRatings });
            continue;
          }
          const event = { at: performance.now(), counts: JSON.parse(data) as LiveCounts };
          events.push(event);
          for (const [id, count] of Object.entries(event.counts)) latest.set(Number(id), count);
          options.onEvent?.(event);
        }
        wake();
      });
      res.on('error', () => {});
      const client: LiveStreamClient = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        get comments() {
          return comments;
        },
        latest,
        ratingEvents,
        ended,
        waitFor(check, timeoutMs = 5_000, from = 0) {
          return waitIn(events, (e) => check(e.counts), timeoutMs, from);
        },
        waitForRating(check, timeoutMs = 5_000, from = 0) {
          return waitIn(ratingEvents, (e) => check(e.ratings), timeoutMs, from);
        },
        close() {
          req.destroy();
        },
      };
      async function waitIn<E>(list: E[], check: (event: E) => boolean, timeoutMs: number, from: number): Promise<E> {
        const deadline = performance.now() + timeoutMs;
        for (let i = from; ; ) {
          for (; i < list.length; i++) if (check(list[i])) return list[i];
          if (res.closed) throw new Error('the stream ended before the event came');
          const left = deadline - performance.now();
          if (left <= 0) throw new Error(`no such event within ${timeoutMs} ms (got ${JSON.stringify(list)})`);
          await new Promise<void>((done) => {
            const timer = setTimeout(done, left);
            waiters.push(() => {
              clearTimeout(timer);
              done();
            });
          });
        }
      }
      resolve(client);
    });
    req.on('error', reject);
    req.end();
  });
}
