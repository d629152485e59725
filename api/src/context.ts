// What every feature's routes and services need, built once by createApp.
import type passportModule from 'koa-passport';
import type { Config } from './config.js';
import type { PictureStore } from './features/uploads/picture-store.js';
import type { PictureSweeper } from './features/uploads/picture-sweeper.js';
import type { Db } from './db.js';
import type { Logger } from './logger.js';
import type { Mailer } from './features/mail/mailer.js';
import type { DealListCache } from './features/deals/deal-list-cache.js';
import type { ReadReplay } from './features/deals/read-replay.js';
import type { LiveCounts } from './features/live/live-counts.js';
import type { RateLimitSettings } from './http/rate-limit.js';
import type { Metrics } from './http/metrics.js';
import type { WebhookSender } from './features/partners/webhook-sender.js';
import type { SearchHits } from './features/deals/search-hits.js';

/** The accounts' (and administrators') passport: http/auth.ts makes it, http/admin-auth.ts adds the admin strategy. */
export type Passport = InstanceType<typeof passportModule.KoaPassport>;

export interface AppDeps {
  config: Config;
  db: Db;
  log: Logger;
  mailer: Mailer;
  dealCache: DealListCache;
  /** Where uploaded pictures are kept (DATA_DIR/uploads or S3): features/uploads/picture-stores.ts. */
  pictures: PictureStore;
  /** Removes the pictures no deal or business shows any more (picture-sweeper.ts); started by the server. */
  pictureSweeper: PictureSweeper;
  /** Answers repeated public deal reads before Koa (features/deals/read-replay.ts). */
  readReplay: ReadReplay;
  /** The open live-count streams (features/live/live-counts.ts); the server ends them when it drains. */
  liveCounts: LiveCounts;
  passport: Passport;
  rateLimits: RateLimitSettings;
  /** Where the process is in its life: draining once SIGTERM (server.ts close()) began; /api/ready reads it. */
  lifecycle: { draining: boolean };
  /** Prometheus metrics, or a no-op when METRICS_TOKEN is unset (http/metrics.ts). */
  metrics: Metrics;
  /** Posts the partners' signed webhook deliveries and retries them (features/partners); started by the server. */
  webhookSender: WebhookSender;
  /** Records the words that found each business's deals, off the answer's path (features/deals/search-hits.ts). */
  searchHits: SearchHits;
}
