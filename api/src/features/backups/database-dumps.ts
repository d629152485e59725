// The database half of a backup, one way per database:
// - PostgreSQL: pg_dump's custom format (-Fc) in a snapshot exported by our own REPEATABLE READ transaction, so the
//   row counts and migration list of the manifest are those of the dump itself, whatever the servers write meanwhile.
//   Restored by pg_restore's script piped into ONE psql transaction that first empties the schemas and ends by checking
//   every table's row count against the manifest: all of it, or nothing.
// - PGlite: its data directory as PGlite itself dumps it (dumpDataDir), taken while holding the app's one connection
//   after a CHECKPOINT, so no transaction is open and no statement runs; restored with PGlite's loadDataDir into a new
//   directory that replaces the old one only once it has opened and its counts match.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite, type Db } from '../../db.js';
import { BackupError } from './backup-archive.js';

const gzipAsync = promisify(gzip);

/** The tables whose rows make a database "not empty" for a restore (what people made; not what migrations put). */
export const CONTENT_TABLES = ['users', 'businesses', 'deals', 'coupons', 'admins'] as const;

export interface DatabaseState {
  migrations: string[];
  rows: Record<string, number>;
}

interface Queryable {
  query<T>(text: string): Promise<{ rows: T[] }>;
}

/** The applied migrations and the rows per table of the public schema, read through one session (one snapshot). */
async function readState(session: Queryable): Promise<DatabaseState> {
  const tables = await session.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const rows: Record<string, number> = {};
  if (tables.rows.length) {
    const counts = await session.query<{ name: string; n: string | number }>(
      tables.rows.map((t) => `select '${t.name.replace(/'/g, "''")}' as name, count(*) as n from public."${t.name.replace(/"/g, '""')}"`).join(' union all '),
    );
    for (const c of counts.rows) rows[c.name] = Number(c.n);
  }
  const hasMigrations = tables.rows.some((t) => t.name === 'knex_migrations');
  const migrations = hasMigrations ? (await session.query<{ name: string }>('select name from public.knex_migrations order by id')).rows.map((r) => r.name) : [];
  return { migrations, rows };
}

/** Rows of the content tables (absent tables count 0): what a restore would replace. */
export function contentRows(state: DatabaseState): Record<string, number> {
  return Object.fromEntries(CONTENT_TABLES.map((t) => [t, state.rows[t] ?? 0]));
}

/** The state of a database through knex (one connection held for the reads). */
export async function databaseState(db: Db): Promise<DatabaseState> {
  return db.transaction(async (trx) => {
    if ((db.client.config as { client?: string }).client === 'pg') await trx.raw('set transaction isolation level repeatable read');
    return readState({ query: async <T>(text: string) => ({ rows: (await trx.raw(text)).rows as T[] }) });
  });
}

// ---------------------------------------------------------------- PostgreSQL

/** pg_dump, pg_restore and psql as the operator installed them; a missing one is named with its package. */
function runTool(tool: string, args: string[], options: { env: NodeJS.ProcessEnv; stdin?: NodeJS.ReadableStream | string; stdout?: NodeJS.WritableStream }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: options.env, stdio: ['pipe', options.stdout ? 'pipe' : 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    child.on('error', (err: NodeJS.ErrnoException) => {
      reject(err.code === 'ENOENT' ? missingTool(tool) : err);
    });
    if (options.stdout) child.stdout!.pipe(options.stdout, { end: false });
    if (typeof options.stdin === 'string') child.stdin!.end(options.stdin);
    else if (options.stdin) options.stdin.pipe(child.stdin!);
    else child.stdin!.end();
    child.stdin!.on('error', () => undefined); // the child's own failure is the one to report
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' / ') || 'no message'}`));
    });
  });
}

export function missingTool(tool: string): BackupError {
  return new BackupError(
    `${tool} was not found on PATH: backups of PostgreSQL use its own client programs (pg_dump, pg_restore, psql). ` +
      'Install the Debian/Ubuntu package postgresql-client (apt-get install postgresql-client), of the same major version as the server or newer.',
  );
}

/** The connection string without its password, which goes to the tools in PGPASSWORD (never on a command line). */
function toolConnection(databaseUrl: string, env: NodeJS.ProcessEnv): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...env, ...(password ? { PGPASSWORD: password } : {}), PGAPPNAME: 'dadeal-backup' } };
}

/**
 * pg_dump -Fc of the database into `file`, in a snapshot this function exports and reads the manifest's facts in.
 * `env` carries PATH (where pg_dump is looked for).
 */
export async function dumpPostgres(databaseUrl: string, file: string, env: NodeJS.ProcessEnv): Promise<DatabaseState> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'dadeal-backup' });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const state = await readState(client);
    const tool = toolConnection(databaseUrl, env);
    await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${rows[0].snapshot}`, `--file=${file}`, `--dbname=${tool.url}`], { env: tool.env });
    await client.query('commit');
    return state;
  } finally {
    await client.end();
  }
}

/** Is pg_restore (and psql) there? Checked before anything is changed. */
export async function checkRestoreTools(env: NodeJS.ProcessEnv): Promise<void> {
  for (const tool of ['pg_restore', 'psql']) await runTool(tool, ['--version'], { env, stdout: new (await import('node:stream')).PassThrough() });
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Replaces the database's content with the dump: ONE psql transaction that drops our schemas, runs pg_restore's
 * script and checks every table's rows against `expected` (a mismatch raises, and the whole restore rolls back).
 */
export async function restorePostgres(databaseUrl: string, dumpFile: string, expected: Record<string, number>, env: NodeJS.ProcessEnv): Promise<void> {
  const tool = toolConnection(databaseUrl, env);
  const { PassThrough } = await import('node:stream');
  const script = new PassThrough();
  script.write('DROP SCHEMA IF EXISTS pgboss CASCADE;\nDROP SCHEMA IF EXISTS public CASCADE;\nCREATE SCHEMA public;\n');
  const psql = runTool('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', `--dbname=${tool.url}`], { env: tool.env, stdin: script, stdout: new PassThrough().resume() });
  try {
    await runTool('pg_restore', ['--no-owner', '--no-privileges', '--file=-', dumpFile], { env: tool.env, stdout: script });
  } catch (err) {
    script.destroy(); // psql sees no COMMIT: its transaction rolls back
    await psql.catch(() => undefined);
    throw err;
  }
  const checks = Object.entries(expected)
    .map(([table, n]) => `  IF (SELECT count(*) FROM public.${ident(table)}) <> ${Number(n)} THEN RAISE EXCEPTION 'the restored table ${table.replace(/'/g, '')} has % rows, the manifest says ${Number(n)}', (SELECT count(*) FROM public.${ident(table)}); END IF;`)
    .join('\n');
  script.end(`\nDO $restore_check$\nBEGIN\n${checks}\nEND\n$restore_check$;\n`);
  await psql;
}

// ---------------------------------------------------------------- PGlite

const pgliteOf = (db: Db) => (db.client as { pglite: PGlite }).pglite;

/**
 * The PGlite data directory as a gzipped tar (PGlite's own dumpDataDir), with the facts of the same instant: taken
 * while holding the app's one connection (no transaction open, no statement running), after a CHECKPOINT.
 */
export async function dumpPglite(db: Db): Promise<{ state: DatabaseState; gzipped: Buffer }> {
  const connection = (await db.client.acquireConnection()) as PGlite;
  let state: DatabaseState;
  let tarball: Blob;
  try {
    state = await readState(connection as unknown as Queryable);
    await connection.exec('CHECKPOINT');
    tarball = await pgliteOf(db).dumpDataDir('none');
  } finally {
    await db.client.releaseConnection(connection);
  }
  // Compressed after the connection is back: claims wait only for the copy, not for gzip.
  return { state, gzipped: await gzipAsync(Buffer.from(await tarball.arrayBuffer()), { level: 6 }) };
}

/** Files of a PGlite directory that belong to the process that had it open, not to the data. */
const PROCESS_FILES = ['dadeal.lock', 'postmaster.pid'];

/**
 * Loads the dumped data directory into `${dir}.restoring`, opens it and checks its facts against the manifest, then
 * puts it in place of `dir` (the old one removed). Before the swap nothing of `dir` was touched.
 */
export async function restorePglite(dir: string, gzipped: Buffer, expected: DatabaseState): Promise<void> {
  const incoming = `${dir}.restoring`;
  await rm(incoming, { recursive: true, force: true });
  await mkdir(path.dirname(dir), { recursive: true }); // a new machine's DATA_DIR (PGlite makes one level only)
  try {
    const pglite = openPglite(incoming, { loadDataDir: new Blob([new Uint8Array(gzipped)], { type: 'application/x-gzip' }) });
    try {
      const state = await readState(pglite as unknown as Queryable);
      for (const [table, n] of Object.entries(expected.rows)) {
        if (state.rows[table] !== n) throw new BackupError(`the restored table ${table} has ${state.rows[table] ?? 0} rows, the manifest says ${n}. Nothing was changed.`);
      }
      if (state.migrations.join() !== expected.migrations.join()) throw new BackupError('the restored database has other migrations than the manifest says. Nothing was changed.');
    } finally {
      await pglite.close();
    }
    for (const f of PROCESS_FILES) await rm(path.join(incoming, f), { force: true });
    const replaced = `${dir}.replaced`;
    await rm(replaced, { recursive: true, force: true });
    if (existsSync(dir)) await rename(dir, replaced);
    await rename(incoming, dir);
    await rm(replaced, { recursive: true, force: true });
  } finally {
    await rm(incoming, { recursive: true, force: true });
  }
}
