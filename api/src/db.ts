// Knex over PGlite (DATABASE_URL unset) or PostgreSQL (set): the same migrations and queries on both.
// Identifiers are snake_case in SQL and camelCase in code (knexSnakeCaseMappers).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpSync, existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { knexSnakeCaseMappers } from 'objection';
import pg from 'pg';
import { migrationSource } from '../migrations/index.js';
import { isPg } from './db-kind.js';

export type Db = Knex;

/**
 * The empty PGlite database `npm run build` prepares (scripts/build-node.mjs) for `DbOptions.pgliteTemplate`; absent in
 * a checkout never built. A database artefact, so it lives beside the API (api/dist), whoever starts the server.
 */
export const PGLITE_TEMPLATE = fileURLToPath(new URL('../dist/pglite-template', import.meta.url));

// int8 (count(*), sum of integers) as numbers: our counts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export interface DbOptions {
  databaseUrl: string | null;
  /** Directory for PGlite files; null → in-memory PGlite (tests). */
  pgliteDir: string | null;
  poolMax?: number;
  /**
   * An empty PGlite data directory made by `npm run build` (scripts/build-node.mjs): copied into a new pgliteDir instead
   * of running PGlite's initdb, which takes seconds and ~800 MB of memory in the serving process.
   */
  pgliteTemplate?: string | null;
  /** An open PGlite to use as it is (the tests load a migrated template into memory instead of running initdb). */
  pglite?: PGlite;
}

/**
 * Every PGlite we open, opened alike: with the extensions the migrations create (pg_trgm for search), which PGlite
 * loads only when named at construction.
 */
export function openPglite(dataDir?: string, options: PGliteOptions = {}): PGlite {
  return new PGlite({ ...options, ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm, ...options.extensions } });
}

export function createDb(options: DbOptions): Db {
  const mappers = knexSnakeCaseMappers();
  if (options.databaseUrl) {
    return knexFactory({
      client: 'pg',
      connection: options.databaseUrl,
      pool: { min: 0, max: options.poolMax ?? 10 },
      ...mappers,
    });
  }
  const release = options.pgliteDir ? lockPgliteDir(path.resolve(options.pgliteDir)) : () => {};
  if (options.pgliteDir && options.pgliteTemplate && !existsSync(path.join(options.pgliteDir, 'PG_VERSION')) && existsSync(path.join(options.pgliteTemplate, 'PG_VERSION'))) {
    cpSync(options.pgliteTemplate, path.resolve(options.pgliteDir), { recursive: true });
  }
  const db = knexFactory({
    client: ClientPgLite as unknown as typeof Knex.Client,
    dialect: 'postgres',
    connection: { pglite: options.pglite ?? openPglite(options.pgliteDir ? path.resolve(options.pgliteDir) : undefined) },
    ...mappers,
  } as Knex.Config);
  // PGlite runs SQL on this thread, synchronously inside each query: a chain of statements resolved by microtasks alone
  // would hold the event loop from its first statement to its last (a claim batch's transaction, say), and every
  // waiting request with it. Each statement first lets the loop take its turn, so requests are served between any two.
  const client = db.client as {
    destroy(callback?: () => void): Promise<void>;
    _query(connection: unknown, obj: unknown): Promise<unknown>;
  };
  const runQuery = client._query.bind(client);
  client._query = (connection, obj) => new Promise((resolve) => setImmediate(resolve)).then(() => runQuery(connection, obj));
  // knex.destroy() ends in client.destroy(): release the directory there.
  const destroy = client.destroy.bind(client);
  client.destroy = async (callback) => {
    try {
      return await destroy(callback);
    } finally {
      release();
    }
  };
  return db;
}

export class DatabaseInUseError extends Error {}

/**
 * PGlite is one process's database: a second process on the same directory (the CLI while the server
 * runs) would corrupt it. A lock file with the owner's pid refuses that with a clear message; a lock left
 * by a process that is gone is taken over.
 */
function lockPgliteDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, 'dadeal.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (readFileSync(lockFile, 'utf8') === String(process.pid)) unlinkSync(lockFile);
        } catch {
          // already gone: nothing to release
        }
        process.off('exit', release);
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DatabaseInUseError(
          `The PGlite database in ${dir} is in use by process ${owner}. Stop that process first, or use PostgreSQL (DATABASE_URL) to run the server and the CLI together.`,
        );
      }
      unlinkSync(lockFile); // stale: its process is gone
    }
  }
  throw new DatabaseInUseError(`Could not lock the PGlite database in ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function migrate(db: Db): Promise<void> {
  await db.migrate.latest({ migrationSource });
}

/** The key of the advisory lock that start-up work (migrations, demo data, first admin) runs under. */
export const STARTUP_LOCK = 727_2026;
/** The key of the lock the job runner makes its queues under (pg-boss's queue creation is not safe to race). */
export const JOB_QUEUES_LOCK = 727_2027;

/**
 * Runs `fn` while holding a PostgreSQL session lock, so any number of processes starting together on one database
 * migrate and seed one after the other (the later ones find the work done). On PGlite one process owns the data
 * directory already (it is locked), so `fn` simply runs.
 */
export async function withStartupLock<T>(db: Db, fn: () => Promise<T>, key: number = STARTUP_LOCK): Promise<T> {
  if (!isPg(db)) return fn();
  const connection = await db.client.acquireConnection();
  try {
    await db.raw('select pg_advisory_lock(?)', [key]).connection(connection);
    try {
      return await fn();
    } finally {
      await db.raw('select pg_advisory_unlock(?)', [key]).connection(connection);
    }
  } finally {
    await db.client.releaseConnection(connection);
  }
}

export { isPg };
