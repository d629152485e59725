// The public deal reads — the listing (`GET /api/deals?…`, every partner widget's call) and a deal's detail
// (`GET /api/deals/12`) — answered before Koa when the answer for that exact URL is cached: the same bytes with the same
// headers Koa sent the last time for the same URL, Origin and forwarded protocol, and the same access line. Koa's answer is the reference: the first request of each kind goes through the app (CORS,
// security headers, the route, the cache), which records the headers it sent; the requests after it are replayed from
// that record until the cached answer is dropped (any write, a claim, its time boundary), when the next one goes
// through Koa again. What a replayed answer depends on is therefore the key below: a middleware that makes these
// answers' headers depend on another request header must add it there (read-replay.test.ts compares the two).
//
// Why: Koa's generic path (context objects, the middleware chain, headers set one by one) cost two thirds of a cached
// listing's CPU; replayed, a listing costs about what a bare node:http server sending the same bytes costs
// (api/bench/api.bench.ts, figures in docs/decisions/0101-reads-answered-before-koa-and-a-buffered-access-log.md).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Koa from 'koa';
import type { AccessLog } from '../../http/request-log.js';
import { noMetrics, routeLabel, type Metrics } from '../../http/metrics.js';
import type { CachedAnswer, DealListCache } from './deal-list-cache.js';

const PREFIX = '/api/deals';
/** Kinds of request recorded per answer at most (Origin values are the caller's to choose): the rest go to Koa. */
const MAX_VARIANTS = 32;

/** The name the routes file an answer under besides its own (deals.routes.ts): the request's URL exactly as sent. */
export const rawRequestKey = (url: string) => `raw:${url}`;

/**
 * Koa's status and headers, flat [name, value, name, value…] as writeHead takes them, ending with 'X-Request-Id' and a
 * slot for its value, filled per request just before the write (writeHead reads the array synchronously).
 */
interface Recorded {
  status: 200 | 304;
  headers: string[];
  /** The route's pattern, for the metrics. */
  route: string;
}

export interface ReadReplay {
  /** Answers the request when its answer and headers are known; false sends it on to Koa. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Called by a route after it set a cached answer: records the headers Koa sends, if not yet known. */
  record(ctx: Koa.Context, answer: CachedAnswer): void;
  /** Requests answered by replay (for tests and the benchmark). */
  readonly replayed: number;
}

function variant(req: IncomingMessage, answer: CachedAnswer): string {
  const { headers } = req;
  const status = headers['if-none-match'] === answer.etag ? '304' : '200';
  return `${status}\n${headers.origin ?? ''}\n${headers['x-forwarded-proto'] ?? ''}`;
}

function varyOnlyOnOrigin(vary: ReturnType<ServerResponse['getHeader']>): boolean {
  if (vary === undefined) return true;
  return String(vary)
    .split(',')
    .every((name) => name.trim().toLowerCase() === 'origin');
}

export function readReplay(cache: DealListCache, access: AccessLog, metrics: Metrics = noMetrics): ReadReplay {
  const records = new WeakMap<CachedAnswer, Map<string, Recorded>>();
  let replayed = 0;
  return {
    get replayed() {
      return replayed;
    },

    handle(req, res) {
      const started = performance.now();
      const url = req.url ?? '';
      if (req.method !== 'GET' || !url.startsWith(PREFIX)) return false;
      // Found only under a URL that a route answered from the cache; every other URL goes to Koa.
      const answer = cache.get(rawRequestKey(url));
      if (!answer) return false;
      const recorded = records.get(answer)?.get(variant(req, answer));
      if (!recorded) return false;
      const { status, headers, route } = recorded;
      const reqId = access.requestId(req);
      headers[headers.length - 1] = reqId;
      res.writeHead(status, headers);
      res.end(status === 200 ? answer.body : undefined);
      replayed++;
      // Logged once the answer is handed to the socket (Koa's lines wait for 'close'; these bytes are already out).
      access.line(req.method, url, status, reqId, started);
      if (metrics.enabled) metrics.answered(route, 'GET', status, (performance.now() - started) / 1000);
      return true;
    },

    record(ctx, answer) {
      const key = variant(ctx.req, answer);
      const known = records.get(answer);
      if (known && (known.has(key) || known.size >= MAX_VARIANTS)) return;
      const { res } = ctx;
      // Recorded when the headers leave (every middleware has had its say), kept only for the answer it was made for.
      res.once('finish', () => {
        const status = key.startsWith('304') ? 304 : 200;
        if (res.statusCode !== status) return;
        // An answer made for one caller (a cookie) or one that says it depends on more than the Origin is never replayed.
        if (res.hasHeader('set-cookie') || !varyOnlyOnOrigin(res.getHeader('vary'))) return;
        const names = res.getHeaderNames();
        const raw = (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames(); // names as Koa cased them
        const flat: string[] = [];
        names.forEach((name, i) => {
          if (name === 'x-request-id') return;
          const value = res.getHeader(name);
          if (Array.isArray(value)) for (const v of value) flat.push(raw[i], v);
          else if (value !== undefined) flat.push(raw[i], String(value));
        });
        flat.push('X-Request-Id', '');
        let byVariant = records.get(answer);
        if (!byVariant) records.set(answer, (byVariant = new Map()));
        byVariant.set(key, { status, headers: flat, route: routeLabel(ctx) });
      });
    },
  };
}
