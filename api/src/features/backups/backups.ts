// Making and restoring a backup (one tar: backup-archive.ts) for whichever database and picture store the configuration
// names. The CLI calls these when it owns the database (PostgreSQL, or PGlite with the server stopped); a running
// server on PGlite makes the archive itself, for `dadeal backup` through its operations endpoint (backup-endpoint.ts)
// and for the scheduled backup (scheduled-backup.ts): PGlite has one owner. docs/decisions/0086–0088.
import { readFileSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Config } from '../../config.js';
import { isPg, type Db } from '../../db.js';
import { migrationSource } from '../../../migrations/index.js';
import { createPictureStore } from '../uploads/picture-stores.js';
import { contentTypeOf, PICTURE_NAME } from '../uploads/picture-store.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  createArchiveWriter,
  PICTURES_PREFIX,
  readArchive,
  type BackupManifest,
} from './backup-archive.js';
import { dumpPglite, dumpPostgres, restorePglite, restorePostgres, type DatabaseState } from './database-dumps.js';

export const APP_VERSION: string = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** What a long step reports, for a progress bar (the CLI) or nothing (the server). */
export interface BackupProgress {
  step(label: string, total: number): void;
  advance(done: number, detail: string): void;
}

const silent: BackupProgress = { step() {}, advance() {} };

export interface BackupSummary {
  file: string;
  bytes: number;
  createdAt: string;
  appVersion: string;
  database: BackupManifest['database']['kind'];
  migrationLevel: string | null;
  rows: Record<string, number>;
  pictures: { count: number; bytes: number };
  seconds: number;
}

export function summaryOf(file: string, bytes: number, manifest: BackupManifest, seconds: number): BackupSummary {
  return {
    file,
    bytes,
    createdAt: manifest.createdAt,
    appVersion: manifest.appVersion,
    database: manifest.database.kind,
    migrationLevel: manifest.database.migrationLevel,
    rows: manifest.database.rows,
    pictures: { count: manifest.pictures.count, bytes: manifest.pictures.bytes },
    seconds,
  };
}

/** A backup's default name: sortable by time, so the newest is the last (the scheduled backup keeps the newest N). */
export function backupFileName(at = new Date()): string {
  return `dadeal-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar`;
}

/**
 * Writes the backup of `db` and the configured picture store to `file` (through `file.partial`, renamed when complete:
 * a file with the final name is always whole). `env` is where pg_dump is looked for (PATH).
 */
export async function createBackup(options: { config: Config; db: Db; file: string; env?: NodeJS.ProcessEnv; progress?: BackupProgress }): Promise<BackupSummary> {
  const { config, db, file } = options;
  const progress = options.progress ?? silent;
  const env = options.env ?? process.env;
  const started = Date.now();
  const partial = `${file}.partial`;
  const writer = await createArchiveWriter(partial);
  const scratch = `${file}.pgdump.partial`;
  try {
    progress.step('database', 1);
    let state: DatabaseState;
    let kind: BackupManifest['database']['kind'];
    let part: string;
    if (isPg(db)) {
      if (!config.databaseUrl) throw new BackupError('a PostgreSQL database without DATABASE_URL');
      kind = 'postgresql';
      part = 'database.pgdump';
      state = await dumpPostgres(config.databaseUrl, scratch, env);
      await writer.addFile(part, scratch, (await stat(scratch)).size);
      await rm(scratch, { force: true });
    } else {
      kind = 'pglite';
      part = 'database.pglite.tar.gz';
      const dumped = await dumpPglite(db);
      state = dumped.state;
      await writer.add(part, dumped.gzipped.length, Readable.from([dumped.gzipped]));
    }
    progress.advance(1, `${Object.values(state.rows).reduce((a, b) => a + b, 0)} rows`);

    // Pictures after the database: every picture the dumped rows point at was stored before them (see 0086).
    const store = createPictureStore(config.uploads);
    const listed: Array<{ name: string; size: number }> = [];
    for await (const p of store.list()) if (PICTURE_NAME.test(p.name)) listed.push(p);
    progress.step('pictures', listed.length);
    let count = 0;
    let bytes = 0;
    for (const { name } of listed) {
      const picture = await store.get(name);
      // Gone since the listing: the sweeper removed a picture nothing shows any more.
      if (!picture || 'notModified' in picture || !picture.body) continue;
      await writer.add(`${PICTURES_PREFIX}${name}`, picture.size, picture.body);
      count++;
      bytes += picture.size;
      progress.advance(count, name);
    }
    const manifest = await writer.finish({
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      appVersion: APP_VERSION,
      database: { kind, part, migrations: state.migrations, migrationLevel: state.migrations.at(-1) ?? null, rows: state.rows },
      pictures: { store: store.kind, count, bytes },
    });
    await rename(partial, file);
    return summaryOf(file, writer.written, manifest, (Date.now() - started) / 1000);
  } catch (err) {
    await writer.abort();
    await rm(partial, { force: true });
    throw err;
  } finally {
    await rm(scratch, { force: true });
  }
}

/** Reads and checks a backup completely (every part's SHA-256); nothing is written. */
export async function verifyBackup(file: string, onBytes?: (bytes: number) => void): Promise<BackupSummary> {
  const started = Date.now();
  const size = (await stat(file).catch(() => null))?.size;
  if (size === undefined) throw new BackupError(`no such file: ${file}`);
  const { manifest } = await readArchive(file, { onBytes });
  return summaryOf(file, size, manifest, (Date.now() - started) / 1000);
}

/** Migrations in the backup that this code does not know: the backup's schema is newer than the code. */
export async function unknownMigrations(manifest: BackupManifest): Promise<string[]> {
  const known = new Set(await migrationSource.getMigrations([]));
  return manifest.database.migrations.filter((name) => !known.has(name));
}

/**
 * The refusals that need nothing but the manifest and the configuration: another kind of database, a newer schema.
 */
export async function checkRestorable(manifest: BackupManifest, config: Config): Promise<void> {
  const here = config.databaseUrl ? 'postgresql' : 'pglite';
  if (manifest.database.kind !== here) {
    const name = (k: string) => (k === 'pglite' ? 'the embedded database (PGlite, DATABASE_URL unset)' : 'PostgreSQL (DATABASE_URL)');
    throw new BackupError(`this backup is of ${name(manifest.database.kind)}, and this configuration uses ${name(here)}: restore it where the same kind of database is configured. Nothing was changed.`);
  }
  const unknown = await unknownMigrations(manifest);
  if (unknown.length) {
    throw new BackupError(
      `this backup's schema is newer than this code: it has ${unknown.length} migration(s) this version of Da Deal! (${APP_VERSION}) does not know ` +
        `(${unknown.slice(0, 3).join(', ')}${unknown.length > 3 ? ', …' : ''}; made by version ${manifest.appVersion}). Update Da Deal! first. Nothing was changed.`,
    );
  }
}

/** Puts the extracted backup's database in place of the configured one (all or nothing, see database-dumps.ts). */
export async function restoreDatabase(options: { config: Config; manifest: BackupManifest; extracted: string; pgliteDir: string; env?: NodeJS.ProcessEnv }): Promise<void> {
  const { config, manifest, extracted } = options;
  const part = path.join(extracted, manifest.database.part);
  if (manifest.database.kind === 'postgresql') {
    await restorePostgres(config.databaseUrl!, part, manifest.database.rows, options.env ?? process.env);
  } else {
    await restorePglite(options.pgliteDir, await readFile(part), { migrations: manifest.database.migrations, rows: manifest.database.rows });
  }
}

/** Writes the backup's pictures into the configured store (disk or S3); pictures already there with another name stay. */
export async function restorePictures(options: { config: Config; extracted: string; progress?: BackupProgress }): Promise<{ count: number; bytes: number }> {
  const progress = options.progress ?? silent;
  const dir = path.join(options.extracted, PICTURES_PREFIX);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => PICTURE_NAME.test(n));
  const store = createPictureStore(options.config.uploads);
  progress.step('pictures', names.length);
  let bytes = 0;
  for (const [i, name] of names.entries()) {
    const body = await readFile(path.join(dir, name));
    await store.put(name, body, contentTypeOf(name));
    bytes += body.length;
    progress.advance(i + 1, name);
  }
  return { count: names.length, bytes };
}

/** Removes all but the newest `keep` backups in `dir` (by their sortable names); answers the removed files. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((n) => /^dadeal-backup-.*\.tar$/.test(n)).sort();
  const old = files.slice(0, Math.max(0, files.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old.map((name) => path.join(dir, name));
}
