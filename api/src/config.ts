// The only reader of process.env (CONTRACT §2): parsed, validated, frozen, typed. A bad value stops the start with a clear message.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGE_MAX_BYTES } from '@dadeal/core';
import { appleWalletConfig, type AppleWalletConfig } from './features/wallet/wallet-config.js';

/** The `.env` of the project root (beside package.json), whichever folder the server or the CLI was started from. */
export const DOT_ENV = fileURLToPath(new URL('../../.env', import.meta.url));

/**
 * Loads `.env` into process.env when the file exists (Node's own parser, nothing to install). A variable already set
 * in the environment wins over the file: process.loadEnvFile never overwrites one. Called once by the server's and the
 * CLI's entry points, before loadConfig; tests pass their env objects to loadConfig and never read the file.
 */
export function loadDotEnv(file = DOT_ENV): boolean {
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** How often the server looks for mails whose next try (after a failed SMTP send) is due. */
  mailRetryIntervalMs: number;
  paypal: { clientId: string; clientSecret: string; apiBase: string } | null;
  paypalApiBase: string;
  /** '*' or a list of exact origins. */
  widgetOrigins: '*' | string[];
  /** How many proxies (load balancers, CDN) stand in front: the client's address is read from X-Forwarded-For. */
  trustProxy: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * LOG_FORMAT: 'json' (pino's lines), 'pretty' (readable lines, log-format.ts) or 'auto' (the default: readable on a
   * terminal, JSON elsewhere; 'json' when LOG_FORMAT is unset and NODE_ENV=production).
   */
  logFormat: 'auto' | 'json' | 'pretty';
  /** Colours in readable lines on a terminal: off when NO_COLOR is set (https://no-color.org). */
  logColor: boolean;
  seedDemo: boolean;
  admin: { email: string; password: string } | null;
  /** Upload size limit in bytes (spec §9: 5 MB). */
  maxUploadBytes: number;
  /** The bearer token `GET /metrics` asks for; null: no metrics at all (http/metrics.ts). */
  metricsToken: string | null;
  /** Where uploaded pictures are kept (features/uploads/picture-stores.ts): DATA_DIR/uploads, or an S3-compatible store. */
  uploads: UploadsConfig;
  /** The pass certificate for Add to Apple Wallet (APPLE_WALLET_*); null: no such button (features/wallet). */
  appleWallet: AppleWalletConfig | null;
  /**
   * WEBHOOK_ALLOW_PRIVATE: partners' webhooks may go to loopback, private and link-local addresses (tests, a local
   * rehearsal). Off by default: a webhook URL is the partner's to choose, and must never reach our own network (SSRF).
   */
  webhookAllowPrivate: boolean;
  /**
   * GEOCODER_URL (a Nominatim-compatible search endpoint) and GEOCODER_TIMEOUT_MS: the address search behind "Find on
   * the map" (features/geocode); null: no such button.
   */
  geocoder: { url: string; timeoutMs: number } | null;
  /**
   * MAP_STYLE_URL: the MapLibre style of the home page's map (its style JSON; the tiles, sprites and glyphs it names are
   * expected on the same origin, which the site's Content-Security-Policy allows). Default: OpenFreeMap's Liberty, free
   * and without a key.
   */
  mapStyleUrl: string;
  /**
   * BACKUP_DIR and BACKUP_KEEP: a backup every night into `dir` by the job queue, the newest `keep` kept
   * (features/backups/scheduled-backup.ts); null: no scheduled backup.
   */
  backup: { dir: string; keep: number } | null;
}

export type UploadsConfig =
  | { kind: 'disk'; dir: string; publicUrl: string | null }
  | {
      kind: 's3';
      bucket: string;
      /** Key prefix without slashes at either end ('' for the bucket's root). */
      prefix: string;
      /** null: AWS itself (the region's endpoint). */
      endpoint: string | null;
      region: string;
      /** null: the AWS SDK's own chain (AWS_* variables, profile, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
      forcePathStyle: boolean;
      /** Where browsers fetch pictures (a CDN or the bucket's public address); null: our own /uploads/*. */
      publicUrl: string | null;
    };

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const LOG_FORMATS = ['auto', 'json', 'pretty'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const PAYPAL_SANDBOX = 'https://api-m.sandbox.paypal.com';
/** The map's style when MAP_STYLE_URL is unset: a free vector style that needs no key. */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** UPLOADS_URL and its companions: local disk by default, `s3://bucket/prefix` for an S3-compatible store. */
function uploadsConfig(value: (name: string) => string | undefined, dataDir: string, problems: string[]): UploadsConfig {
  const publicUrl = value('UPLOADS_PUBLIC_URL')?.replace(/\/+$/, '') ?? null;
  if (publicUrl && !isUrl(publicUrl, ['http:', 'https:'])) problems.push(`UPLOADS_PUBLIC_URL must be an http(s) URL (got "${publicUrl}")`);
  const raw = value('UPLOADS_URL');
  const s3Names = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'];
  if (raw === undefined || raw === 'disk') {
    const stray = s3Names.filter((n) => value(n) !== undefined);
    if (stray.length) problems.push(`${stray.join(', ')} ${stray.length === 1 ? 'applies' : 'apply'} only with UPLOADS_URL=s3://bucket/prefix`);
    return { kind: 'disk', dir: path.join(dataDir, 'uploads'), publicUrl };
  }
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(raw);
  if (!match) {
    problems.push(`UPLOADS_URL must be s3://bucket or s3://bucket/prefix (got "${raw}"); unset, pictures stay in DATA_DIR/uploads`);
    return { kind: 'disk', dir: path.join(dataDir, 'uploads'), publicUrl };
  }
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  const endpoint = value('S3_ENDPOINT')?.replace(/\/+$/, '') ?? null;
  if (endpoint && !isUrl(endpoint, ['http:', 'https:'])) problems.push(`S3_ENDPOINT must be an http(s) URL (got "${endpoint}")`);
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const rawPathStyle = value('S3_FORCE_PATH_STYLE');
  if (rawPathStyle && !['true', 'false'].includes(rawPathStyle)) problems.push('S3_FORCE_PATH_STYLE must be true or false');
  return {
    kind: 's3',
    bucket: match[1],
    prefix,
    endpoint,
    region: value('S3_REGION') ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    // Stores other than AWS (MinIO, s3rver, Ceph, R2 with a custom endpoint) mostly want bucket-in-path addresses.
    forcePathStyle: rawPathStyle ? rawPathStyle === 'true' : Boolean(endpoint),
    publicUrl,
  };
}

/** Reads or creates DATA_DIR/jwt-secret so that tokens survive restarts without configuration. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const problems: string[] = [];
  const value = (name: string) => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };

  let port = 3000;
  const rawPort = value('PORT');
  if (rawPort !== undefined) {
    port = Number(rawPort);
    if (!/^\d+$/.test(rawPort) || port > 65535) problems.push(`PORT must be a whole number from 0 to 65535 (got "${rawPort}")`);
  }
  const host = value('HOST') ?? '127.0.0.1';

  const databaseUrl = value('DATABASE_URL') ?? null;
  if (databaseUrl && !isUrl(databaseUrl, ['postgres:', 'postgresql:'])) {
    problems.push('DATABASE_URL must be a PostgreSQL connection string such as postgres://user@127.0.0.1:5432/dadeal');
  }

  const dataDir = path.resolve(value('DATA_DIR') ?? './data');
  const publicUrl = (value('PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!isUrl(publicUrl, ['http:', 'https:'])) problems.push(`PUBLIC_URL must be an http(s) URL (got "${publicUrl}")`);

  const smtpUrl = value('SMTP_URL') ?? null;
  if (smtpUrl && !isUrl(smtpUrl, ['smtp:', 'smtps:'])) problems.push(`SMTP_URL must look like smtp://host:port (got "${smtpUrl}")`);
  const mailFrom = value('MAIL_FROM') ?? 'Da Deal! <no-reply@localhost>';
  const rawRetryInterval = value('MAIL_RETRY_INTERVAL_MS');
  const mailRetryIntervalMs = rawRetryInterval === undefined ? 30_000 : Number(rawRetryInterval);
  if (!/^\d+$/.test(rawRetryInterval ?? '0') || mailRetryIntervalMs < 10) problems.push(`MAIL_RETRY_INTERVAL_MS must be a whole number of milliseconds, at least 10 (got "${rawRetryInterval}")`);

  const paypalId = value('PAYPAL_CLIENT_ID');
  const paypalSecret = value('PAYPAL_CLIENT_SECRET');
  const paypalApiBase = (value('PAYPAL_API_BASE') ?? PAYPAL_SANDBOX).replace(/\/+$/, '');
  if (!isUrl(paypalApiBase, ['http:', 'https:'])) problems.push('PAYPAL_API_BASE must be an http(s) URL');
  if (Boolean(paypalId) !== Boolean(paypalSecret)) problems.push('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together');

  let widgetOrigins: Config['widgetOrigins'] = '*';
  const rawOrigins = value('WIDGET_ORIGINS');
  if (rawOrigins && rawOrigins !== '*') {
    widgetOrigins = rawOrigins.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean);
    for (const o of widgetOrigins) if (!isUrl(o, ['http:', 'https:'])) problems.push(`WIDGET_ORIGINS: "${o}" is not an origin such as https://partner.example`);
  }

  let trustProxy = 0;
  const rawTrustProxy = value('TRUST_PROXY');
  if (rawTrustProxy !== undefined) {
    trustProxy = Number(rawTrustProxy);
    if (!/^\d+$/.test(rawTrustProxy) || trustProxy > 10) problems.push(`TRUST_PROXY must be the number of proxies in front, 0 to 10 (got "${rawTrustProxy}")`);
  }

  const logLevel = (value('LOG_LEVEL') ?? 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);

  const rawLogFormat = value('LOG_FORMAT');
  if (rawLogFormat && !LOG_FORMATS.includes(rawLogFormat as Config['logFormat'])) problems.push(`LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')} (got "${rawLogFormat}")`);
  const logFormat = (rawLogFormat ?? (value('NODE_ENV') === 'production' ? 'json' : 'auto')) as Config['logFormat'];

  const rawSeed = value('SEED_DEMO');
  if (rawSeed && !['true', 'false'].includes(rawSeed)) problems.push('SEED_DEMO must be true or false');
  const seedDemo = rawSeed ? rawSeed === 'true' : !databaseUrl;

  const adminEmail = value('ADMIN_EMAIL');
  const adminPassword = value('ADMIN_PASSWORD');
  if (Boolean(adminEmail) !== Boolean(adminPassword)) problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');

  const metricsToken = value('METRICS_TOKEN') ?? null;
  if (metricsToken && (metricsToken.length < 16 || /\s/.test(metricsToken))) problems.push('METRICS_TOKEN must be at least 16 characters, without spaces');

  const uploads = uploadsConfig(value, dataDir, problems);

  const appleWallet = appleWalletConfig(value, problems);

  const rawWebhookPrivate = value('WEBHOOK_ALLOW_PRIVATE');
  if (rawWebhookPrivate && !['true', 'false'].includes(rawWebhookPrivate)) problems.push('WEBHOOK_ALLOW_PRIVATE must be true or false');

  const geocoderUrl = value('GEOCODER_URL') ?? null;
  if (geocoderUrl && !isUrl(geocoderUrl, ['http:', 'https:'])) problems.push(`GEOCODER_URL must be an http(s) URL such as https://nominatim.openstreetmap.org/search (got "${geocoderUrl}")`);
  const rawGeocoderTimeout = value('GEOCODER_TIMEOUT_MS');
  const geocoderTimeoutMs = rawGeocoderTimeout === undefined ? 5000 : Number(rawGeocoderTimeout);
  if (!/^\d+$/.test(rawGeocoderTimeout ?? '0') || geocoderTimeoutMs < 100 || geocoderTimeoutMs > 60_000) {
    problems.push(`GEOCODER_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000 (got "${rawGeocoderTimeout}")`);
  }

  const mapStyleUrl = value('MAP_STYLE_URL') ?? DEFAULT_MAP_STYLE_URL;
  if (!isUrl(mapStyleUrl, ['http:', 'https:'])) problems.push(`MAP_STYLE_URL must be an http(s) URL of a MapLibre style JSON (got "${mapStyleUrl}")`);
  const backupDir = value('BACKUP_DIR');
  const rawBackupKeep = value('BACKUP_KEEP');
  const backupKeep = rawBackupKeep === undefined ? 7 : Number(rawBackupKeep);
  if (rawBackupKeep !== undefined && (!/^\d+$/.test(rawBackupKeep) || backupKeep < 1)) problems.push(`BACKUP_KEEP must be a whole number of backups to keep, at least 1 (got "${rawBackupKeep}")`);
  if (rawBackupKeep !== undefined && !backupDir) problems.push('BACKUP_KEEP applies only with BACKUP_DIR (where the scheduled backups go)');

  const rawSecret = value('JWT_SECRET');
  if (rawSecret && rawSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters');

  if (problems.length) throw new ConfigError(problems);

  const config: Config = {
    port,
    host,
    databaseUrl,
    dataDir,
    publicUrl,
    jwtSecret: rawSecret ?? overrides.jwtSecret ?? persistentSecret(dataDir),
    smtpUrl,
    mailFrom,
    mailRetryIntervalMs,
    paypal: paypalId && paypalSecret ? { clientId: paypalId, clientSecret: paypalSecret, apiBase: paypalApiBase } : null,
    paypalApiBase,
    widgetOrigins,
    trustProxy,
    logLevel,
    logFormat,
    logColor: !value('NO_COLOR'),
    seedDemo,
    admin: adminEmail && adminPassword ? { email: adminEmail, password: adminPassword } : null,
    maxUploadBytes: IMAGE_MAX_BYTES,
    metricsToken,
    uploads,
    appleWallet,
    webhookAllowPrivate: rawWebhookPrivate === 'true',
    geocoder: geocoderUrl ? { url: geocoderUrl, timeoutMs: geocoderTimeoutMs } : null,
    mapStyleUrl,
    backup: backupDir ? { dir: path.resolve(backupDir), keep: backupKeep } : null,
    ...overrides,
  };
  return Object.freeze(config);
}
