// createApp(config, db): builds the Koa application, never listens (tests drive it in-process).
import { IncomingMessage, type ServerResponse } from 'node:http';
import Koa from 'koa';
import type Router from '@koa/router';
import type { Config } from './config.js';
import { isPg, type Db } from './db.js';
import { createAccessLogger, createLogger, type Logger } from './logger.js';
import type { AppDeps } from './context.js';
import { createPassport } from './http/auth.js';
import { useAdminStrategy } from './http/admin-auth.js';
import { errorHandler } from './http/error-handler.js';
import { jsonBody } from './http/json-body.js';
import { securityHeaders } from './http/security-headers.js';
import { AppError } from './http/errors.js';
import { accessLog, requestLog } from './http/request-log.js';
import { createMetrics, METRICS_ROUTE_DOC, noMetrics } from './http/metrics.js';
import { DEFAULT_RATE_LIMITS, memoryStore, postgresStore, type RateLimitSettings } from './http/rate-limit.js';
import { createMailer, type Mailer } from './features/mail/mailer.js';
import { DealListCache } from './features/deals/deal-list-cache.js';
import { readReplay } from './features/deals/read-replay.js';
import { createLiveCounts, type LiveCountsOptions } from './features/live/live-counts.js';
import { liveRoutes } from './features/live/live.routes.js';
import { accountsRoutes } from './features/accounts/accounts.routes.js';
import { ownDataRoutes } from './features/accounts/own-data.routes.js';
import { dealsRoutes } from './features/deals/deals.routes.js';
import { couponsRoutes } from './features/coupons/coupons.routes.js';
import { walletRoutes } from './features/wallet/wallet.routes.js';
import { favoritesRoutes } from './features/favorites/favorites.routes.js';
import { statsRoutes } from './features/stats/stats.routes.js';
import { serveUploads, uploadsRoutes } from './features/uploads/uploads.routes.js';
import { createPictureStore } from './features/uploads/picture-stores.js';
import { createPictureSweeper } from './features/uploads/picture-sweeper.js';
import { contactRoutes } from './features/contact/contact.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { paymentsRoutes } from './features/payments/payments.routes.js';
import { featuringRoutes } from './features/featuring/featuring.routes.js';
import { adminRoutes } from './features/admin/admin.routes.js';
import { funnelRoutes, VIEW_BEACON_PATH } from './features/funnel/funnel.routes.js';
import { UNSUBSCRIBE_PATH, unsubscribeRoutes } from './features/jobs/unsubscribe.routes.js';
import { staffRoutes } from './features/staff/staff.routes.js';
import { placesRoutes } from './features/places/places.routes.js';
import { geocodeRoutes } from './features/geocode/geocode.routes.js';
import { partnersRoutes } from './features/partners/partners.routes.js';
import { createSearchHits } from './features/deals/search-hits.js';
import { createWebhookSender } from './features/partners/webhook-sender.js';
import { widgetClaimsRoutes } from './features/widget-claims/widget-claims.routes.js';
import { reviewsRoutes } from './features/reviews/reviews.routes.js';
import { BACKUP_ROUTE_DOC, backupEndpoint } from './features/backups/backup-endpoint.js';
import { siteFallback } from './site-fallback.js';
import { apiVersion, openapiRoutes } from './features/openapi/openapi.routes.js';
import type { ExtraRoute } from './http/openapi.js';

export interface AppOptions {
  log?: Logger;
  /** Where access lines go (default: stdout, buffered; see logger.ts createAccessLogger). */
  accessLogger?: Logger;
  mailer?: Mailer;
  rateLimits?: Partial<RateLimitSettings>;
  /** Extra middleware mounted before the API (e.g. the widgets' assets). */
  assets?: Koa.Middleware[];
  /** The live counts' timing (tests shorten the heartbeat); LIVE_COALESCE_MS and LIVE_HEARTBEAT_MS by default. */
  live?: LiveCountsOptions;
  /**
   * The public listing's cache, when the composition root shares it with what it mounts beside the API (the site's
   * server renderer keeps its pages there, dropped with the listing): createDealCache(db). Default: a new one.
   */
  dealCache?: DealListCache;
  /**
   * A server on PGlite: the token of `POST /api/operations/backup` (features/backups/backup-endpoint.ts), through which
   * `dadeal backup` backs up the running server's own database. Unset: no such path.
   */
  operationsToken?: string;
}

/**
 * The public listing's cache for this database. On PGlite this process is the only writer (the data directory is
 * locked), so in-process invalidation sees every change and answers may live until their next time boundary; on
 * PostgreSQL other processes (the CLI, more servers) write too: startServer listens for their writes
 * (deal-change-listener.ts), and answers live 5 s at most in case a notification was missed while reconnecting.
 */
export function createDealCache(db: Db): DealListCache {
  return new DealListCache(isPg(db) ? 5_000 : 5 * 60_000);
}

/** `routers`: the mounted route tables, read-only, so that tests can cover every route (authorization matrix). */
export type DadealApp = Koa & { deps: AppDeps; routers: readonly Router[] };

/**
 * Every rule counts where all processes see it: on PostgreSQL in the shared `rate_limits` table (N servers behind a
 * load balancer count one client together), on PGlite in memory (one process owns the data directory).
 */
function withStore(rules: RateLimitSettings, db: Db): RateLimitSettings {
  const store = isPg(db) ? postgresStore(db) : memoryStore;
  return Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, { store, ...rule }])) as RateLimitSettings;
}

/** The paths middleware answers outside the route tables, documented beside their code. */
export const API_EXTRA_ROUTES: readonly ExtraRoute[] = [METRICS_ROUTE_DOC, BACKUP_ROUTE_DOC];

export function createApp(config: Config, db: Db, options: AppOptions = {}): DadealApp {
  const log = options.log ?? createLogger(config);
  const access = accessLog(options.accessLogger ?? createAccessLogger(config));
  const dealCache = options.dealCache ?? createDealCache(db);
  const metrics = config.metricsToken
    ? createMetrics(config.metricsToken, {
        db,
        cacheLookups: () => ({ hits: dealCache.hits, misses: dealCache.misses }),
        liveStreams: () => ({ streams: deps.liveCounts.streams, deals: deps.liveCounts.watchedDeals }),
      })
    : null;
  const pictures = createPictureStore(config.uploads);
  const deps: AppDeps = {
    config,
    db,
    log,
    mailer: options.mailer ?? createMailer(config, db, log),
    dealCache,
    pictures,
    pictureSweeper: createPictureSweeper(db, pictures, config.uploads.publicUrl, log),
    readReplay: readReplay(dealCache, access, metrics ?? noMetrics),
    liveCounts: createLiveCounts(db, log, options.live),
    passport: useAdminStrategy(createPassport(config.jwtSecret, db), config.jwtSecret, db),
    rateLimits: withStore({ ...DEFAULT_RATE_LIMITS, ...options.rateLimits }, db),
    lifecycle: { draining: false },
    metrics: metrics ?? noMetrics,
    webhookSender: createWebhookSender(db, log, { allowPrivate: config.webhookAllowPrivate }),
    searchHits: createSearchHits(db, log),
  };

  // Every write reaches the deal cache (this process's, and the others' through the server's listener): the live
  // counts hear of each, with the deals' ids when claims changed counts alone.
  dealCache.onChange((dealIds) => deps.liveCounts.changed(dealIds));

  const app = new Koa() as DadealApp;
  app.deps = deps;
  app.context.log = log;
  app.context.db = db;
  app.silent = true; // errors are logged by the error handler, with the request id
  // Behind N proxies the client is the N-th address from the end of X-Forwarded-For (each proxy appends the one it saw);
  // entries before it are the client's own to write, so they are never read. Per-address rate limits depend on it.
  app.proxy = config.trustProxy > 0;
  app.maxIpsCount = config.trustProxy;

  const readJson = jsonBody({ limit: '100kb' });

  app.use(requestLog(access));
  app.use(securityHeaders());
  app.use(errorHandler());
  if (options.operationsToken) app.use(backupEndpoint({ token: options.operationsToken, config, db, log }));
  if (metrics) app.use(metrics.middleware); // times every answer Koa sends, and serves GET /metrics
  app.use(async (ctx, next) => {
    if (ctx.method === 'GET' || ctx.method === 'HEAD' || ctx.method === 'OPTIONS') return next();
    // The view beacon reads no body at all: sendBeacon sends none or text/plain, and nothing in it is used.
    if (VIEW_BEACON_PATH.test(ctx.path)) return next();
    // Nor does one-click unsubscribe from a mail client, which POSTs `List-Unsubscribe=One-Click` as a form (RFC 8058);
    // a JSON body there (the site's own button) is read and judged like any other.
    if (ctx.path === UNSUBSCRIBE_PATH && !ctx.is('application/json', '+json')) return next();
    if (ctx.path.startsWith('/api/') && ctx.path !== '/api/upload') {
      // A JSON endpoint reads JSON only: another media type would otherwise be read as an empty body.
      if (ctx.request.type && !ctx.is('application/json', '+json') && (ctx.request.length ?? 0) + Number(Boolean(ctx.get('Transfer-Encoding'))) > 0) {
        throw new AppError(415, 'Content-Type must be application/json');
      }
      return readJson(ctx, next);
    }
    return next();
  });
  app.use(serveUploads(deps.pictures));
  for (const m of options.assets ?? []) app.use(m);
  // No passport.initialize(): there are no sessions, and every authenticate() call uses a callback.

  // The public listing first: it is what every partner widget calls.
  const routers: Router[] = [
    liveRoutes(deps), // before the deals' /api/deals/:id, which would take "live" for an id
    dealsRoutes(deps),
    healthRoutes(deps),
    accountsRoutes(deps),
    ownDataRoutes(deps),
    couponsRoutes(deps),
    widgetClaimsRoutes(deps),
    walletRoutes(deps),
    reviewsRoutes(deps),
    favoritesRoutes(deps),
    statsRoutes(deps),
    funnelRoutes(deps),
    staffRoutes(deps),
    placesRoutes(deps),
    geocodeRoutes(deps),
    partnersRoutes(deps),
    uploadsRoutes(deps),
    contactRoutes(deps),
    paymentsRoutes(deps),
    featuringRoutes(deps),
    adminRoutes(deps),
    unsubscribeRoutes(deps),
  ];
  // The reference of every route above and of the paths middleware answers (GET /metrics, the backup endpoint).
  routers.push(openapiRoutes(() => app.routers, API_EXTRA_ROUTES, apiVersion()));
  app.routers = Object.freeze([...routers]);
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: false }));
  }
  app.use(siteFallback());

  // Every server made from this app (app.listen, startServer, supertest) answers a repeated public deal read before Koa.
  // (Node's http server only: an HTTP/2 request goes to Koa.)
  const koaCallback = app.callback.bind(app);
  app.callback = () => {
    const handle = koaCallback();
    const replay = deps.readReplay;
    const answered = Promise.resolve();
    return (req, res) => (req instanceof IncomingMessage && replay.handle(req, res as ServerResponse) ? answered : handle(req, res));
  };
  return app;
}
