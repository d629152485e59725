// Every test database starts as a copy of one migrated, empty database made once per test run, instead of running
// PGlite's initdb (seconds of CPU each) and every migration again for each test file:
// - PGlite: a data directory (copied into a test's DATA_DIR for the processes that open one: the CLI, the servers of
//   the crash and browser tests) and its dump (loaded into an in-memory PGlite with `loadDataDir`). Kept under
//   node_modules/.cache, keyed by the migrations and the lockfile (PGlite's version), so `npm ci` starts afresh.
// - PostgreSQL: a template database made for this run (`CREATE DATABASE … TEMPLATE`), dropped at its end.
// The root global setup (scripts/test-global-setup.ts) makes them and names them in the environment the workers
// inherit; without it (a test started some other way) each database is made the long way, as before.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import knexFactory from 'knex';
import { createDb, migrate, openPglite, PGLITE_TEMPLATE } from '../db.js';
import { sourceHash } from '../../../scripts/source-hash.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'dadeal-tests');
/** The empty PGlite database `npm run build` makes (scripts/build-node.mjs): copied instead of running initdb. */
const BUILT_EMPTY = PGLITE_TEMPLATE;

/** Environment variables through which the global setup hands the templates to the test workers. */
export const TEMPLATE_ENV = { pgliteDir: 'DADEAL_TEST_PGLITE_TEMPLATE', pg: 'DADEAL_TEST_PG_TEMPLATE', demoDataDir: 'DADEAL_TEST_DEMO_DATA_DIR' } as const;

export interface PgliteTemplate {
  /** A migrated PGlite data directory: copy it, never open it in place. */
  dir: string;
  /** The same database as PGlite's dump (a tar file), for `new PGlite({ loadDataDir })`. */
  dump: string;
}

const templateSources = () => sourceHash([path.join(ROOT, 'api', 'migrations'), path.join(ROOT, 'package-lock.json')]);

/** The migrated PGlite template for the current migrations, made when missing (a few seconds, once). */
export async function ensurePgliteTemplate(): Promise<PgliteTemplate> {
  const hash = (await templateSources()).slice(0, 16);
  const template = { dir: path.join(CACHE_DIR, `pglite-${hash}`), dump: path.join(CACHE_DIR, `pglite-${hash}.tar`) };
  if (existsSync(template.dump) && existsSync(path.join(template.dir, 'PG_VERSION'))) return template;

  mkdirSync(CACHE_DIR, { recursive: true });
  for (const old of readdirSync(CACHE_DIR)) if (old.startsWith('pglite-') && !old.includes(hash)) rmSync(path.join(CACHE_DIR, old), { recursive: true, force: true });
  const tmp = path.join(CACHE_DIR, `tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    if (existsSync(path.join(BUILT_EMPTY, 'PG_VERSION'))) cpSync(BUILT_EMPTY, tmp, { recursive: true });
    const pglite = openPglite(tmp);
    const db = createDb({ databaseUrl: null, pgliteDir: null, pglite });
    try {
      await migrate(db);
      writeFileSync(`${tmp}.tar`, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    } finally {
      await db.destroy();
    }
    // Another process may have made the same template meanwhile: either copy is the same database.
    if (!existsSync(path.join(template.dir, 'PG_VERSION'))) {
      rmSync(template.dir, { recursive: true, force: true });
      renameSync(tmp, template.dir);
    }
    renameSync(`${tmp}.tar`, template.dump);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    rmSync(`${tmp}.tar`, { force: true });
  }
  return template;
}

/** The template the global setup made for this run, if any. */
export function pgliteTemplateOfRun(): PgliteTemplate | null {
  const dir = process.env[TEMPLATE_ENV.pgliteDir];
  return dir && existsSync(`${dir}.tar`) ? { dir, dump: `${dir}.tar` } : null;
}

/** An in-memory PGlite holding the migrated template (about a second against initdb's several plus migrations). */
export async function pgliteFromTemplate(template: PgliteTemplate): Promise<PGlite> {
  const pglite = openPglite(undefined, { loadDataDir: new Blob([readFileSync(template.dump)]) });
  await pglite.waitReady;
  return pglite;
}

/** Copies the migrated template into `pgliteDir` (a DATA_DIR's `pglite` folder) when the run has one. */
export function seedPgliteDir(pgliteDir: string): boolean {
  const template = pgliteTemplateOfRun();
  if (!template || existsSync(path.join(pgliteDir, 'PG_VERSION'))) return false;
  cpSync(template.dir, pgliteDir, { recursive: true });
  return true;
}

/**
 * A DATA_DIR holding what `SEED_DEMO` seeds (the demo's database and its pictures), made in `parent` from the migrated
 * template: a browser test's server started on a copy finds its demo data there and seeds nothing (the demo goes into
 * an empty database only), where each one seeded it again — its pictures drawn and encoded, about 3 s of CPU a start.
 * Made for each run, never kept: the demo's dates are relative to the moment it is seeded.
 */
export async function makeDemoDataDir(template: PgliteTemplate, parent: string): Promise<string> {
  // Loaded here only: the demo's pictures need sharp, which no other user of the templates does.
  const { seedDemo } = await import('../seed/demo.js');
  const dir = path.join(parent, `dadeal-demo-data-${process.pid}-${randomBytes(4).toString('hex')}`);
  cpSync(template.dir, path.join(dir, 'pglite'), { recursive: true });
  const db = createDb({ databaseUrl: null, pgliteDir: null, pglite: openPglite(path.join(dir, 'pglite')) });
  try {
    await seedDemo(db, dir);
  } finally {
    await db.destroy();
  }
  return dir;
}

/**
 * Fills an empty DATA_DIR with a copy of the run's demo data dir (makeDemoDataDir); false (nothing copied) when the run
 * has none or the directory already holds a database.
 */
export function seedDemoDataDir(dataDir: string): boolean {
  const demo = process.env[TEMPLATE_ENV.demoDataDir];
  if (!demo || !existsSync(path.join(demo, 'pglite', 'PG_VERSION')) || existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) return false;
  cpSync(demo, dataDir, { recursive: true });
  return true;
}

/** Makes this run's PostgreSQL template database (migrated) on the server of `serverUrl`; answers its name and a drop. */
export async function createPgTemplate(serverUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `dadeal_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  try {
    await admin.raw(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const db = createDb({ databaseUrl: url.toString(), pgliteDir: null, poolMax: 1 });
    try {
      await migrate(db);
    } finally {
      await db.destroy();
    }
  } finally {
    await admin.destroy();
  }
  return {
    name,
    async drop() {
      const dropper = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
      try {
        await dropper.raw(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.destroy();
      }
    },
  };
}

/** This run's PostgreSQL template database, if the global setup made one. */
export function pgTemplateOfRun(): string | null {
  const name = process.env[TEMPLATE_ENV.pg];
  return name && /^dadeal_template_\w+$/.test(name) ? name : null;
}
