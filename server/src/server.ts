// The one server process (CONTRACT §1) and the product's composition root: migrate, seed an empty database, mount the
// API (@dadeal/api's createApp) with the widgets, the console and the site as built, listen; SIGTERM/SIGINT stop it
// gracefully. Nothing imports this package but its own tests and the site's browser tests (server/README.md).
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type Koa from 'koa';
import { ConfigError, loadConfig, loadDotEnv, type Config } from '@dadeal/api/config.js';
import { createDb, migrate, PGLITE_TEMPLATE, withStartupLock, type Db } from '@dadeal/api/db.js';
import { createLogger, readableLogs, type Logger } from '@dadeal/api/logger.js';
import { createApp, createDealCache, type DadealApp } from '@dadeal/api/app.js';
import { DEMO_ACCOUNTS, seedDemo } from '@dadeal/api/seed/demo.js';
// The serving halves only: they read what `npm run build` made and never load a bundler (scripts/build.mjs builds).
import { widgetAssets } from '@dadeal/widgets/serve';
import { CLAIM_PATH, PART_PATHS, STANDALONE_PATH } from '@dadeal/widgets/build/paths';
import { DIST_DIR as SITE_DIST, siteAssets } from '@dadeal/site/serve';
import { adminAssets, DIST_DIR as ADMIN_DIST } from '@dadeal/admin/serve';
import { createDealsService } from '@dadeal/api/features/deals/deals.service.js';
import { createReviewsService } from '@dadeal/api/features/reviews/reviews.service.js';
import { whereLive } from '@dadeal/api/features/deals/deals.queries.js';
import { DealListCache } from '@dadeal/api/features/deals/deal-list-cache.js';
import { dealAnswers } from '@dadeal/api/features/deals/deal-answers.js';
import { listenForDealChanges } from '@dadeal/api/features/deals/deal-change-listener.js';
import { ensureBootstrapAdmin } from '@dadeal/api/features/admin/admins.service.js';
import { createPictureStore } from '@dadeal/api/features/uploads/picture-stores.js';
import { createJobRunner, type JobRunner } from '@dadeal/api/features/jobs/job-runner.js';
import { SCHEDULED_JOBS } from '@dadeal/api/features/jobs/jobs.js';
import { newOperationsToken, writeRunningServer } from '@dadeal/api/features/backups/backup-endpoint.js';
import { backupJob } from '@dadeal/api/features/backups/scheduled-backup.js';
import path from 'node:path';
import { bannerFacts, startBanner } from './banner.js';
import { DEFAULT_DEAL_LIST_SORT, FEATURED_LIMIT, type Deal } from '@dadeal/core';

export interface RunningServer {
  url: string;
  port: number;
  app: DadealApp;
  db: Db;
  config: Config;
  /** The scheduled jobs' runner (reminders, alerts and the nightly prune), started with the server and stopped by close(). */
  jobs: JobRunner;
  close(): Promise<void>;
}

/** What the API shares with the middleware mounted beside it. */
export interface SharedDeps {
  /** The public listing's cache: the site's server-rendered pages are kept there, and dropped with the listing. */
  dealCache: DealListCache;
}

export interface StartOptions {
  /** Middleware mounted before the API (the widgets' assets, the site), made from the loaded config. */
  assets?: (config: Config, db: Db, shared?: SharedDeps) => Promise<Koa.Middleware[]> | Koa.Middleware[];
  /** Called after migrations, before the product answers (the listener answers 503 "starting" meanwhile). */
  beforeServing?: (ctx: { db: Db; config: Config; log: Logger }) => Promise<void>;
}

export async function startServer(env: NodeJS.ProcessEnv = process.env, options: StartOptions = {}): Promise<RunningServer> {
  const config = loadConfig(env);
  const log = createLogger(config);
  for (const { standIn, message } of standIns(config)) log.warn({ standIn }, message);
  // Listening comes first, so a load balancer sees a process that is starting (503 on every path, /api/ready and
  // /api/health included) rather than a refused connection; the product answers once migrations and seeding are done.
  const server = createServer(startingHandler);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  log.debug({ url }, 'listening: answering 503 until started');
  const closeListener = () => new Promise<void>((resolve) => server.close(() => resolve()));

  let db: Db | undefined;
  let dealChanges: ReturnType<typeof listenForDealChanges> | null = null;
  let app: DadealApp;
  // On PGlite this process is the database's one owner: `dadeal backup` goes through it (backup-endpoint.ts).
  const operationsToken = config.databaseUrl ? undefined : newOperationsToken();
  try {
    db = createDb({ databaseUrl: config.databaseUrl, pgliteDir: config.databaseUrl ? null : path.join(config.dataDir, 'pglite'), pgliteTemplate: PGLITE_TEMPLATE });
    const started = db;
    // Processes starting together on one PostgreSQL take turns: one migrates and seeds, the others find it done.
    await withStartupLock(started, async () => {
      await migrate(started);
      log.info({ database: config.databaseUrl ? 'postgresql' : `pglite:${path.join(config.dataDir, 'pglite')}` }, 'migrations done');
      if (config.seedDemo && (await seedDemo(started, createPictureStore(config.uploads)))) {
        log.info({ accounts: DEMO_ACCOUNTS }, 'empty database: demo data seeded (all demo accounts share the password shown)');
      }
      await ensureBootstrapAdmin(started, config, log);
    });
    await options.beforeServing?.({ db: started, config, log });
    const dealCache = createDealCache(started);
    app = createApp(config, started, { log, dealCache, operationsToken, assets: (await options.assets?.(config, started, { dealCache })) ?? [] });
    // On PostgreSQL other processes write too (more servers, the CLI): their writes reach this one as notifications.
    dealChanges = config.databaseUrl
      ? listenForDealChanges({
          databaseUrl: config.databaseUrl,
          onChange: () => app.deps.dealCache.invalidate(),
          // Claims anywhere: the listings are rebuilt at most twice a second, the live counts of those deals pushed.
          onCountsChange: (dealIds) => app.deps.dealCache.countsChanged(dealIds),
          log,
        })
      : null;
    await dealChanges?.firstAttempt;
  } catch (err) {
    await closeListener();
    await dealChanges?.close();
    await db?.destroy();
    throw err;
  }
  const db_ = db;
  server.off('request', startingHandler);
  server.on('request', app.callback());
  log.info({ url, publicUrl: config.publicUrl }, `Da Deal! listening on ${url}`);
  const forgetRunningServer = operationsToken ? writeRunningServer(config.dataDir, { pid: process.pid, url, token: operationsToken }) : () => {};
  // Mails whose SMTP send failed are tried again with backoff (features/mail/mailer.ts); nothing runs without SMTP_URL.
  app.deps.mailer.startRetrying(config.mailRetryIntervalMs);
  // Pictures no deal or business shows any more leave the store (disk or S3) within this interval.
  app.deps.pictureSweeper.start(PICTURE_SWEEP_INTERVAL_MS);
  // Partners' webhook deliveries (api/src/features/partners): the due ones every 2 s, retried with backoff.
  app.deps.webhookSender.start(WEBHOOK_SEND_INTERVAL_MS);
  // Reminders, alerts and the nightly prune (api/src/features/jobs): every process schedules the same crons, each tick runs once.
  // With BACKUP_DIR, the nightly backup is one more of them (api/src/features/backups/scheduled-backup.ts).
  const backup = backupJob(config);
  const jobs = createJobRunner({ db: db_, mailer: app.deps.mailer, log, config }, { jobs: [...SCHEDULED_JOBS, ...(backup ? [backup] : [])] });
  await jobs.start();

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    app,
    db: db_,
    config,
    jobs,
    close() {
      closing ??= (async () => {
        app.deps.lifecycle.draining = true; // /api/ready answers 503 on the connections still open
        // Open live-count streams would hold the server open for ever: ended, their browsers reconnect elsewhere.
        app.deps.liveCounts.endAll();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections?.();
        });
        forgetRunningServer();
        await jobs.stop(); // lets a job under way finish (30 s at most) before the mailer and the pool close
        await app.deps.mailer.close();
        await app.deps.pictureSweeper.close();
        await app.deps.webhookSender.close();
        await app.deps.searchHits.idle(); // the last answers' search words, before the pool closes
        await dealChanges?.close();
        await db_.destroy();
      })();
      return closing;
    },
  };
}

const PICTURE_SWEEP_INTERVAL_MS = 30_000;
/** How often each process looks for partner webhook deliveries that are due (a new claim, a retry, a replay). */
const WEBHOOK_SEND_INTERVAL_MS = 2_000;

/** One sitemap file's limit (sitemaps.org); past it a sitemap index would be needed. */
const SITEMAP_MAX_URLS = 49_000;

/** Every request before the product is up: 503 with the state, as /api/ready answers while draining. */
function startingHandler(_req: IncomingMessage, res: ServerResponse) {
  res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '5', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  res.end('{"status":"starting"}');
}

/**
 * The parts that stand in for a real service when it is not configured, said once at start (one line each, together),
 * so that nobody takes test-mode payments or an outbox for the real thing.
 */
export function standIns(config: Pick<Config, 'paypal' | 'smtpUrl'>): Array<{ standIn: string; message: string }> {
  const lines = [];
  if (!config.paypal) {
    lines.push({ standIn: 'payments', message: 'TEST MODE payments: no PAYPAL_CLIENT_ID/PAYPAL_CLIENT_SECRET, the built-in test provider answers and no money moves' });
  }
  if (!config.smtpUrl) {
    lines.push({ standIn: 'mail', message: 'mail goes to the outbox and the log: no SMTP_URL, nothing is sent (see dadeal mail outbox)' });
  }
  return lines;
}

/** The built outputs the server reads; a missing one stops the start with the command that makes it. */
export function missingBuilds(): string[] {
  // The widgets' claim step is a file of its own that the widget script imports on demand.
  const outputs = [STANDALONE_PATH, CLAIM_PATH, ...PART_PATHS, path.join(SITE_DIST, 'index.html'), path.join(ADMIN_DIST, 'index.html')];
  return outputs.filter((file) => !existsSync(file));
}

/**
 * What `npm start` mounts besides the API: the widgets' script and partner demo, the admin console and the React site,
 * as `npm run build` made them (`npm start` builds first; tests build in their global setups). The console comes
 * before the site, whose fallback answers unknown paths with its 404.
 */
export const productionAssets: NonNullable<StartOptions['assets']> = (config, db, shared) => productionAssetsFrom()(config, db, shared);

/**
 * productionAssets with the site's build read from `siteDistDir` (default site/dist): a browser test serves a copy
 * of the build, so it can deploy "a new build" (the site's offline journey: the update prompt) without touching the
 * build other test files serve.
 */
export const productionAssetsFrom = ({ siteDistDir }: { siteDistDir?: string } = {}): NonNullable<StartOptions['assets']> => async (config, db, shared) => {
  const missing = missingBuilds();
  if (missing.length) throw new Error(`not built: ${missing.join(', ')} (run npm run build)`);
  const deals = createDealsService({ db, dealCache: new DealListCache(0) });
  // The site's server renderer reads the API's public answers in process, from the listing's cache, and keeps its pages
  // there too: a write that drops the listing drops the pages that show it. Without the app's cache (a test
  // mounting these beside an app of its own) nothing is kept.
  const answers = dealAnswers({ db, dealCache: shared?.dealCache ?? new DealListCache(0) });
  const readApi = async (apiPath: string): Promise<string | null> => {
    const { pathname, searchParams } = new URL(apiPath, 'http://in-process');
    const one = /^\/api\/deals\/(\d{1,12})$/.exec(pathname);
    try {
      // Fresh answers: a page is kept under the cache's new generation, so it must not be made from an answer dropped
      // for claims (the page itself is the one sent stale while it is rebuilt).
      const answer = one ? await answers.deal(Number(one[1]), { fresh: true }) : pathname === '/api/deals' ? await answers.list(Object.fromEntries(searchParams), { fresh: true }) : null;
      return answer ? answer.body.toString('utf8') : null;
    } catch (error) {
      if ((error as { status?: number }).status === 404) return null;
      throw error;
    }
  };
  // Which picture the home page preloads: looked up at most every 5 s (the list itself is fetched live).
  let featured: { at: number; deals: Promise<Deal[]> } | null = null;
  const featuredDeals = () => {
    if (!featured || Date.now() - featured.at > 5_000) {
      const filters = { category: null, businessCategory: null, isFeatured: true, search: null, limit: FEATURED_LIMIT, offset: 0, sort: DEFAULT_DEAL_LIST_SORT };
      featured = { at: Date.now(), deals: deals.list(filters).catch(() => []) };
    }
    return featured.deals;
  };
  return [
    widgetAssets({ publicUrl: config.publicUrl }),
    adminAssets({ mapStyleUrl: config.mapStyleUrl }),
    siteAssets({
      publicUrl: config.publicUrl,
      distDir: siteDistDir,
      findDeal: (id) => deals.getPublic(id).catch(() => null),
      // The JSON-LD's Review items of a deal's page: the business's newest visible reviews.
      dealReviews: async (businessId) => (await createReviewsService({ db, dealCache: new DealListCache(0) }).listForBusiness(businessId)).reviews,
      featuredDeals,
      readApi,
      pageCache: (key, render) => answers.derived(key, render),
      mapStyleUrl: config.mapStyleUrl,
      liveDeals: async () => {
        const rows: Array<{ id: number; updatedAt: Date }> = await whereLive(db('deals as d'), db).select('d.id', 'd.updatedAt').orderBy('d.id').limit(SITEMAP_MAX_URLS);
        return rows.map((r) => ({ id: r.id, updatedAt: new Date(r.updatedAt).toISOString() }));
      },
      // Not live: still there (ended, switched off) or deleted — an id the sequence has handed out is one that existed.
      missingDeal: async (id) => {
        if (await db('deals').where({ id }).first('id')) return 'gone';
        const { rows } = await db.raw('select last_value, is_called from deals_id_seq');
        return rows[0]?.is_called && id <= Number(rows[0].last_value) ? 'gone' : 'never';
      },
    }),
  ];
};

/** `npm start` (scripts/start.mjs, after the builds) and `node server/dist/server.mjs`: `.env`, then serve until a signal. */
export async function main() {
  loadDotEnv();
  let running: RunningServer;
  try {
    running = await startServer(process.env, { assets: productionAssets });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    console.error('Da Deal! could not start:', (err as Error).message);
    process.exit(1);
  }
  const stop = (signal: string) => {
    console.error(`${signal}: finishing requests and closing the database`);
    running.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  // A person at a terminal gets one screen saying where to click and how to sign in (banner.ts); pipes get JSON only.
  if (readableLogs(running.config, Boolean(process.stdout.isTTY)) && running.config.logLevel !== 'silent') {
    const facts = await bannerFacts(running.url, running.config, running.db, standIns(running.config)).catch(() => null);
    if (facts) process.stdout.write(startBanner(facts, { color: Boolean(process.stdout.isTTY) && running.config.logColor }));
  }
  // Forked by a supervisor with an IPC channel (the benchmarks): tell it where the server listens.
  process.send?.({ port: running.port, url: running.url });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
