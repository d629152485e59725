// A reader of the live counts' stream (GET /api/deals/live, features/live/live-counts.ts) as a browser's EventSource
// reads it — events are `data:` lines ended by a blank line, `:` lines are comments — for the tests and the benchmark.
// Node 20 has no EventSource; this is the protocol's reading side over node:http, nothing more.
import { request, type IncomingHttpHeaders } from 'node:http';
import type { LiveCounts } from '@dadeal/core';

export interface LiveEvent {
  /** performance.now() when the event's last byte arrived. */
  at: number;
  counts: LiveCounts;
}

export interface LiveStreamClient {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every event so far, in order. */
  readonly events: LiveEvent[];
  /** Comment lines so far (the stream's opening and its heartbeats). */
  readonly comments: number;
  /** The latest count of each deal this stream was told. */
  readonly latest: Map<number, number>;
  /** Resolves when the server ended the stream (or the connection dropped). */
  readonly ended: Promise<void>;
  /** The first event (from `from` on) whose counts satisfy `check`; rejects after `timeoutMs`. */
  waitFor(check: (counts: LiveCounts) => boolean, timeoutMs?: number, from?: number): Promise<LiveEvent>;
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
        ended,
        async waitFor(check, timeoutMs = 5_000, from = 0) {
          const deadline = performance.now() + timeoutMs;
          for (let i = from; ; ) {
            for (; i < events.length; i++) if (check(events[i].counts)) return events[i];
            if (res.closed) throw new Error('the stream ended before the event came');
            const left = deadline - performance.now();
            if (left <= 0) throw new Error(`no such event within ${timeoutMs} ms (got ${JSON.stringify(events.map((e) => e.counts))})`);
            await new Promise<void>((done) => {
              const timer = setTimeout(done, left);
              waiters.push(() => {
                clearTimeout(timer);
                done();
              });
            });
          }
        },
        close() {
          req.destroy();
        },
      };
      resolve(client);
    });
    req.on('error', reject);
    req.end();
  });
}
