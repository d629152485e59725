// Prometheus metrics with prom-client, off unless METRICS_TOKEN is set: then `GET /metrics` answers the
// text format to `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise; 404 like any unknown path when off, and
// prom-client is not even loaded). What an operator watches:
// - dadeal_http_requests_total / dadeal_http_request_duration_seconds{route, method, status}: every answer, the route
//   as its pattern (`/api/deals/:id`, never the id), replayed reads included (features/deals/read-replay.ts);
// - dadeal_claims_total, dadeal_redemptions_total, dadeal_rate_limit_refusals_total{route}: read from the same answers
//   (a claim is a 201 of POST /api/coupons, a redemption a 200 of a redeem route, a refusal a 429), so no service has
//   to know about metrics;
// - dadeal_mail_outbox{status}: the outbox's rows by status, read from the database when scraped (every process on one
//   PostgreSQL reports the same totals: mails sent, waiting, failed);
// - dadeal_db_pool_connections{state}: the knex pool's used, free and waiting;
// - dadeal_deal_cache_lookups_total{outcome}: the listing cache's hits and misses;
// - Node's defaults (event-loop lag, heap, CPU, GC) from prom-client.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import type Koa from 'koa';
import type { Db } from '../db.js';
import type { ExtraRoute } from './openapi.js';

export interface Metrics {
  readonly enabled: boolean;
  /** An answer was sent: its route pattern (or a fixed name), method, status and duration in seconds. */
  answered(route: string, method: string, status: number, seconds: number): void;
}

export const noMetrics: Metrics = { enabled: false, answered() {} };

/** Where a request went, as a label with few values: the router's pattern, else the kind of path. */
export function routeLabel(ctx: Koa.Context): string {
  const matched = (ctx as Koa.Context & { _matchedRoute?: string | RegExp })._matchedRoute;
  if (typeof matched === 'string') return matched;
  if (ctx.path === '/metrics') return '/metrics';
  if (ctx.path.startsWith('/api/')) return 'api (no route)';
  if (ctx.path.startsWith('/uploads/')) return 'uploads';
  if (ctx.path.startsWith('/widgets')) return 'widgets';
  if (ctx.path.startsWith('/admin')) return 'admin console';
  return 'site';
}

const CLAIM = 'POST /api/coupons';
const REDEEMS = new Set(['PUT /api/coupons/:id/use', 'POST /api/business/redeem']);

const requireFromHere = createRequire(import.meta.url);

export interface MetricsSources {
  db: Db;
  /** The listing cache's lookups so far. */
  cacheLookups: () => { hits: number; misses: number };
  /** Open live-count streams, and the deals they watch (features/live/live-counts.ts). */
  liveStreams?: () => { streams: number; deals: number };
}

/** The registry and its counters, and the middleware that serves `/metrics` and times every answer Koa sends. */
export function createMetrics(token: string, sources: MetricsSources): Metrics & { middleware: Koa.Middleware } {
  const client = requireFromHere('prom-client') as typeof import('prom-client');
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const labelNames = ['route', 'method', 'status'] as const;
  const requests = new client.Counter({ name: 'dadeal_http_requests_total', help: 'Answers sent', labelNames, registers: [registry] });
  const duration = new client.Histogram({
    name: 'dadeal_http_request_duration_seconds',
    help: 'Time from a request to its answer',
    labelNames,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const claims = new client.Counter({ name: 'dadeal_claims_total', help: 'Coupons claimed (201 of POST /api/coupons)', registers: [registry] });
  const redemptions = new client.Counter({ name: 'dadeal_redemptions_total', help: 'Coupons redeemed or marked used', registers: [registry] });
  const refusals = new client.Counter({ name: 'dadeal_rate_limit_refusals_total', help: 'Requests refused with 429', labelNames: ['route'], registers: [registry] });
  new client.Gauge({
    name: 'dadeal_mail_outbox',
    help: "The mail outbox's rows by status (sent, pending, sending, failed, logged), from the database",
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows: Array<{ status: string; n: string | number }> = await sources.db('mail_outbox').select('status').count({ n: '*' }).groupBy('status');
      this.reset();
      for (const row of rows) this.set({ status: row.status }, Number(row.n));
    },
  });
  new client.Gauge({
    name: 'dadeal_db_pool_connections',
    help: "The database pool's connections: used, free, and acquisitions waiting",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = (sources.db.client as { pool?: { numUsed(): number; numFree(): number; numPendingAcquires(): number } }).pool;
      if (!pool) return;
      this.set({ state: 'used' }, pool.numUsed());
      this.set({ state: 'free' }, pool.numFree());
      this.set({ state: 'waiting' }, pool.numPendingAcquires());
    },
  });
  new client.Counter({
    name: 'dadeal_deal_cache_lookups_total',
    help: "The deal listing cache's lookups by outcome",
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      const { hits, misses } = sources.cacheLookups();
      this.reset();
      this.inc({ outcome: 'hit' }, hits);
      this.inc({ outcome: 'miss' }, misses);
    },
  });

  new client.Gauge({
    name: 'dadeal_live_streams',
    help: 'Open live-count streams (GET /api/deals/live), and the deals they watch',
    labelNames: ['of'],
    registers: [registry],
    collect() {
      const live = sources.liveStreams?.();
      if (!live) return;
      this.set({ of: 'streams' }, live.streams);
      this.set({ of: 'deals' }, live.deals);
    },
  });

  // Compared as digests: equal lengths, so timingSafeEqual never throws and the token's length is not told.
  const expected = createHash('sha256').update(`Bearer ${token}`).digest();
  const authorized = (header: string) => timingSafeEqual(createHash('sha256').update(header).digest(), expected);

  const answered: Metrics['answered'] = (route, method, status, seconds) => {
    const labels = { route, method, status: String(status) };
    requests.inc(labels);
    duration.observe(labels, seconds);
    const call = `${method} ${route}`;
    if (status === 429) refusals.inc({ route });
    else if (call === CLAIM && status === 201) claims.inc();
    else if (status === 200 && REDEEMS.has(call)) redemptions.inc();
  };

  return {
    enabled: true,
    answered,
    async middleware(ctx, next) {
      const started = performance.now();
      ctx.res.once('close', () => answered(routeLabel(ctx), ctx.method, ctx.res.statusCode, (performance.now() - started) / 1000));
      if (ctx.path !== '/metrics' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
      if (!authorized(ctx.get('authorization'))) {
        ctx.status = 401;
        ctx.set('WWW-Authenticate', 'Bearer');
        ctx.body = { message: 'Unauthorized' };
        return;
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.type = registry.contentType;
      ctx.body = await registry.metrics();
    },
  };
}

/** GET /metrics in the API's reference (http/openapi.ts): answered by the middleware above, outside the route tables. */
export const METRICS_ROUTE_DOC: ExtraRoute = {
  method: 'GET',
  path: '/metrics',
  doc: {
    summary: 'Prometheus metrics',
    description: 'Only when the server has a `METRICS_TOKEN` (otherwise no such path). The Prometheus text format.',
    tag: 'Operations',
    security: 'metricsToken',
    responses: { 200: { description: 'The metrics', mediaType: 'text/plain' }, 401: 'No token or another one' },
  },
};
