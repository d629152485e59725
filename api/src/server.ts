// The one server process (CONTRACT §1): migrate, seed an empty database, listen; SIGTERM/SIGINT stop it gracefully.
import { pathToFileURL } from 'node:url';
import type { Server } from 'node:http';
import type Koa from 'koa';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createDb, migrate, withStartupLock, type Db } from './db.js';
import { createLogger, type Logger } from './logger.js';
import { createApp, type DadealApp } from './app.js';
import { DEMO_ACCOUNTS, seedDemo } from './seed/demo.js';
import { ensureWidgetsBuilt, widgetAssets } from '@dadeal/widgets/serve';
import { ensureSiteBuilt, siteAssets } from '@dadeal/site/serve';
import { adminAssets, ensureAdminBuilt } from '@dadeal/admin/serve';
import { createDealsService } from './features/deals/deals.service.js';
import { DealListCache } from './features/deals/deal-list-cache.js';
import { ensureBootstrapAdmin } from './features/admin/admins.service.js';
import path from 'node:path';
import { FEATURED_LIMIT, type Deal } from '@dadeal/core';

export interface RunningServer {
  url: string;
  port: number;
  app: DadealApp;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Middleware mounted before the API (the widgets' assets, the site), made from the loaded config. */
  assets?: (config: Config, db: Db) => Promise<Koa.Middleware[]> | Koa.Middleware[];
  /** Called after migrations, before listening (e.g. first admin). */
  beforeListen?: (ctx: { db: Db; config: Config; log: Logger }) => Promise<void>;
}

export async function startServer(env: NodeJS.ProcessEnv = process.env, options: StartOptions = {}): Promise<RunningServer> {
  const config = loadConfig(env);
  const log = createLogger(config);
  const db = createDb({ databaseUrl: config.databaseUrl, pgliteDir: config.databaseUrl ? null : path.join(config.dataDir, 'pglite') });
  // Processes starting together on one PostgreSQL take turns: one migrates and seeds, the others find it done.
  await withStartupLock(db, async () => {
    await migrate(db);
    log.info({ database: config.databaseUrl ? 'postgresql' : `pglite:${path.join(config.dataDir, 'pglite')}` }, 'migrations done');
    if (config.seedDemo && (await seedDemo(db, config.dataDir))) {
      log.info({ accounts: DEMO_ACCOUNTS }, 'empty database: demo data seeded (all demo accounts share the password shown)');
    }
    await ensureBootstrapAdmin(db, config, log);
  });
  await options.beforeListen?.({ db, config, log });
  const app = createApp(config, db, { log, assets: (await options.assets?.(config, db)) ?? [] });
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(config.port, config.host, () => resolve(s));
    s.once('error', reject);
  });
  server.keepAliveTimeout = 65_000;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  log.info({ url, publicUrl: config.publicUrl }, `Da Deal! listening on ${url}`);

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    app,
    db,
    config,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections?.();
        });
        app.deps.mailer.close();
        await db.destroy();
      })();
      return closing;
    },
  };
}

/**
 * What `npm start` mounts besides the API: the widgets' script and partner demo, the admin console and the React site,
 * built first when missing or stale. The console comes before the site, whose fallback answers unknown paths with its 404.
 */
export const productionAssets: NonNullable<StartOptions['assets']> = async (config, db) => {
  await ensureWidgetsBuilt();
  await ensureSiteBuilt();
  await ensureAdminBuilt();
  const deals = createDealsService({ db, dealCache: new DealListCache(0) });
  // Which picture the home page preloads: looked up at most every 5 s (the list itself is fetched live).
  let featured: { at: number; deals: Promise<Deal[]> } | null = null;
  const featuredDeals = () => {
    if (!featured || Date.now() - featured.at > 5_000) {
      const filters = { category: null, businessCategory: null, isFeatured: true, search: null, limit: FEATURED_LIMIT, offset: 0 };
      featured = { at: Date.now(), deals: deals.list(filters).catch(() => []) };
    }
    return featured.deals;
  };
  return [
    widgetAssets({ publicUrl: config.publicUrl }),
    adminAssets(),
    siteAssets({ publicUrl: config.publicUrl, findDeal: (id) => deals.getPublic(id).catch(() => null), featuredDeals }),
  ];
};

async function main() {
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
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
