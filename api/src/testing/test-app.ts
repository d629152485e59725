// A fresh, migrated, empty database per test file: in-memory PGlite, or (DADEAL_TEST_DB=pg) a PostgreSQL
// database of its own created on the DATABASE_URL server and dropped at the end. Never a shared fixed one.
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { loadConfig, type Config } from '../config.js';
import { createDb, migrate, type Db } from '../db.js';
import { createApp, type AppOptions, type DadealApp } from '../app.js';
import { createLogger } from '../logger.js';
import { contractCheck, recordSeen } from './contract.js';
import { pgliteFromTemplate, pgliteTemplateOfRun, pgTemplateOfRun } from './database-templates.js';

export type TestDbKind = 'pglite' | 'pg';

export function testDbKind(): TestDbKind {
  return process.env.DADEAL_TEST_DB === 'pg' ? 'pg' : 'pglite';
}

export interface TestDatabase {
  db: Db;
  kind: TestDbKind;
  /** Connection string of the fresh PostgreSQL database (pg only), e.g. for a CLI child process. */
  databaseUrl: string | null;
  drop(): Promise<void>;
}

/**
 * Creates a fresh, migrated database; on PostgreSQL a new database named dadeal_test_<random>. Both start as a copy of
 * the run's migrated template when the global setup made one (see database-templates.ts), else initdb + migrations.
 */
export async function createTestDatabase(options: { poolMax?: number } = {}): Promise<TestDatabase> {
  if (testDbKind() === 'pglite') {
    const template = pgliteTemplateOfRun();
    const db = createDb({ databaseUrl: null, pgliteDir: null, pglite: template ? await pgliteFromTemplate(template) : undefined });
    await migrate(db);
    return { db, kind: 'pglite', databaseUrl: null, drop: () => db.destroy() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DADEAL_TEST_DB=pg needs DATABASE_URL (a PostgreSQL server where databases may be created)');
  const name = `dadeal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  const template = pgTemplateOfRun();
  await admin.raw(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDb({ databaseUrl: url.toString(), pgliteDir: null, poolMax: options.poolMax ?? 20 });
  await migrate(db);
  return {
    db,
    kind: 'pg',
    databaseUrl: url.toString(),
    async drop() {
      await db.destroy();
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}

export interface TestApp {
  app: DadealApp;
  db: Db;
  config: Config;
  kind: TestDbKind;
  /** With `contract: true` (or DADEAL_CONTRACT=1): every answer that breaks the OpenAPI document (contract.ts). */
  contractProblems: string[];
  /** The made database's URL on PostgreSQL (the config names none: the database is made for the app), null on PGlite. */
  databaseUrl: string | null;
  dataDir: string;
  close(): Promise<void>;
}

/** The real Koa app over a fresh database, with a temporary DATA_DIR and generous rate limits unless given. */
export async function createTestApp(options: AppOptions & { env?: NodeJS.ProcessEnv; poolMax?: number; contract?: boolean } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dadeal-test-'));
  const database = await createTestDatabase({ poolMax: options.poolMax });
  const config = loadConfig(
    { LOG_LEVEL: 'silent', PUBLIC_URL: 'http://dadeal.test', ...options.env, DATA_DIR: dataDir },
    { jwtSecret: randomBytes(32).toString('hex') },
  );
  const generous = { perIp: 10_000, perEmail: 10_000, windowSeconds: 60 };
  const app = createApp(config, database.db, {
    log: options.log ?? createLogger(config),
    accessLogger: options.accessLogger,
    mailer: options.mailer,
    assets: options.assets,
    live: options.live,
    operationsToken: options.operationsToken,
    rateLimits: {
      login: generous, register: generous, forgot: generous, resend: generous, contact: generous, adminLogin: generous, view: generous,
      claimCode: generous, claimVerify: generous,
      export: { ...generous, perAccount: 10_000 }, accountDelete: { ...generous, perAccount: 10_000 }, deletionCode: { ...generous, perAccount: 10_000 },
      geocode: { ...generous, perAccount: 10_000 },
      ...options.rateLimits,
    },
  });
  const contract = (options.contract ?? process.env.DADEAL_CONTRACT === '1') ? contractCheck(app) : null;
  if (contract) app.middleware.unshift(contract.middleware); // outermost: it sees the answer as sent
  return {
    app,
    contractProblems: contract?.problems ?? [],
    db: database.db,
    config,
    kind: database.kind,
    databaseUrl: database.databaseUrl,
    dataDir,
    async close() {
      // DADEAL_CONTRACT_REPORT=<file>: the run's contract problems appended there (how far the suites are from the document).
      if (contract && process.env.DADEAL_CONTRACT_REPORT) appendFileSync(process.env.DADEAL_CONTRACT_REPORT, [`checked ${contract.checked()}\n`, ...contract.problems.map((p) => `${p}\n`)].join(''));
      await app.deps.searchHits.idle(); // the last suggestions' search words, recorded after their answers
      app.deps.mailer.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
      if (contract) {
        recordSeen(contract.seen);
        // An answer the document does not describe fails the file that received it (the suites run with the check on:
        // the api projects' DADEAL_CONTRACT=1); a test that asserts its own problems has emptied them first.
        if (contract.problems.length && options.contract !== false) {
          throw new Error(`answers that break the OpenAPI document (api/src/testing/contract.ts):\n${[...new Set(contract.problems)].join('\n')}`);
        }
      }
    },
  };
}

/** Runs `fn` against an app of its own (e.g. with low rate limits or other settings), closed afterwards. */
export async function withTestApp<T>(options: Parameters<typeof createTestApp>[0], fn: (t: TestApp) => Promise<T>): Promise<T> {
  const t = await createTestApp(options);
  try {
    return await fn(t);
  } finally {
    await t.close();
  }
}
