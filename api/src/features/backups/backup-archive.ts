// A backup is ONE tar file: the database part (`database.pgdump`, pg_dump's custom format, or `database.pglite.tar.gz`,
// PGlite's data directory), every picture as `pictures/<name>`, and `manifest.json` last — what made it (app version,
// migration level, row counts per table) and the size and SHA-256 of every other part. Written by hand over tar's
// own header encoder (the `tar` package): a part streams in once, hashed as it goes, so nothing is read twice and an
// S3 picture is downloaded once. Read back by tar's parser, every byte hashed: a truncated, damaged or edited file is
// refused by name before anything is restored (docs/decisions/0086-backups-one-tar-with-a-manifest.md).
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Header, Parser, type ReadEntry } from 'tar';

export const BACKUP_FORMAT = 'dadeal-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const PICTURES_PREFIX = 'pictures/';

export type DatabaseKind = 'pglite' | 'postgresql';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  /** The API's version (api/package.json) that made it. */
  appVersion: string;
  database: {
    kind: DatabaseKind;
    /** The part holding it: database.pgdump or database.pglite.tar.gz. */
    part: string;
    /** Every migration applied, in order; the last is the migration level. */
    migrations: string[];
    migrationLevel: string | null;
    /** Rows per table of the public schema, counted in the same snapshot as the dump. */
    rows: Record<string, number>;
  };
  pictures: { store: 'disk' | 's3'; count: number; bytes: number };
  /** Every part but the manifest: its size and SHA-256 (hex). */
  parts: Record<string, { size: number; sha256: string }>;
}

/** Refusals that leave everything as it was: a damaged file, a schema newer than the code, a non-empty database. */
export class BackupError extends Error {}

/** The only names a part may have: the manifest, the database, a picture (no folders, no `..`). */
const PART_NAME = /^(manifest\.json|database\.pgdump|database\.pglite\.tar\.gz|pictures\/[\w-]+(\.[\w-]+)*)$/;

const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK * 2);

/** Writes the archive part by part; `finish` appends the manifest and closes the file. */
export interface ArchiveWriter {
  /** A part of known size from a stream; answers its SHA-256. */
  add(name: string, size: number, body: Readable): Promise<string>;
  addFile(name: string, file: string, size: number): Promise<string>;
  readonly parts: BackupManifest['parts'];
  /** Bytes written so far. */
  readonly written: number;
  finish(manifest: Omit<BackupManifest, 'parts'>): Promise<BackupManifest>;
  abort(): Promise<void>;
}

function header(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100) throw new BackupError(`a part's name is too long for the archive: ${name}`);
  const block = Buffer.alloc(BLOCK);
  new Header({ path: name, mode: 0o644, size, mtime, type: 'File', uid: 0, gid: 0 }).encode(block, 0);
  return block;
}

export async function createArchiveWriter(file: string): Promise<ArchiveWriter> {
  await mkdir(path.dirname(file), { recursive: true });
  const out: WriteStream = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  await new Promise<void>((resolve, reject) => out.once('open', () => resolve()).once('error', reject));
  let failed: Error | null = null;
  out.on('error', (err) => (failed = err));
  const parts: BackupManifest['parts'] = {};
  let written = 0;
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve, reject) => {
      if (failed) return reject(failed);
      written += chunk.length;
      if (out.write(chunk)) return resolve();
      const drained = () => {
        out.off('error', failedWhileWaiting);
        resolve();
      };
      const failedWhileWaiting = (err: Error) => {
        out.off('drain', drained);
        reject(err);
      };
      out.once('drain', drained).once('error', failedWhileWaiting);
    });
  const writer: ArchiveWriter = {
    parts,
    get written() {
      return written;
    },
    async add(name, size, body) {
      if (parts[name] || name === MANIFEST_NAME) throw new BackupError(`the archive has a part named ${name} already`);
      await write(header(name, size, new Date()));
      const hash = createHash('sha256');
      let seen = 0;
      for await (const chunk of body as AsyncIterable<Buffer>) {
        seen += chunk.length;
        if (seen > size) throw new BackupError(`${name} grew while it was copied (${size} bytes expected)`);
        hash.update(chunk);
        await write(chunk);
      }
      if (seen !== size) throw new BackupError(`${name} changed while it was copied (${seen} of ${size} bytes)`);
      const pad = (BLOCK - (size % BLOCK)) % BLOCK;
      if (pad) await write(ZEROS.subarray(0, pad));
      const sha256 = hash.digest('hex');
      parts[name] = { size, sha256 };
      return sha256;
    },
    addFile(name, file, size) {
      return writer.add(name, size, createReadStream(file));
    },
    async finish(manifest) {
      const full: BackupManifest = { ...manifest, parts };
      const body = Buffer.from(`${JSON.stringify(full, null, 2)}\n`);
      await write(header(MANIFEST_NAME, body.length, new Date()));
      await write(body);
      const pad = (BLOCK - (body.length % BLOCK)) % BLOCK;
      await write(Buffer.concat([ZEROS.subarray(0, pad), ZEROS]));
      await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
      // On the disk before anyone is told it is there.
      const handle = await open(file, 'r');
      await handle.sync().finally(() => handle.close());
      return full;
    },
    async abort() {
      await new Promise<void>((resolve) => out.destroy() && out.once('close', () => resolve()));
    },
  };
  return writer;
}

export interface ReadArchive {
  manifest: BackupManifest;
  /** Where the parts were written when `extractTo` was given. */
  dir: string | null;
  bytes: number;
}

/**
 * Reads the whole archive, hashing every part, and checks it against its manifest: the format, every part present
 * with its size and SHA-256, nothing more. With `extractTo` the parts are written there as they pass (the caller
 * removes the folder). Throws BackupError naming what is wrong.
 */
export async function readArchive(file: string, options: { extractTo?: string; onBytes?: (bytes: number) => void } = {}): Promise<ReadArchive> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | null = null;
  let problem: string | null = null;
  let bytes = 0;
  const pending: Promise<void>[] = [];
  if (options.extractTo) await mkdir(path.join(options.extractTo, PICTURES_PREFIX), { recursive: true });

  const parser = new Parser({
    strict: true,
    onReadEntry: (entry: ReadEntry) => {
      const name = entry.path;
      if (entry.type !== 'File' || !PART_NAME.test(name) || seen.has(name)) {
        problem ??= `unexpected entry in the archive: ${name}`;
        entry.resume();
        return;
      }
      const hash = createHash('sha256');
      const chunks: Buffer[] = [];
      const target = options.extractTo && name !== MANIFEST_NAME ? createWriteStream(path.join(options.extractTo, name)) : null;
      target?.on('error', (err) => (problem ??= `cannot set ${name} aside: ${err.message}`));
      let size = 0;
      entry.on('data', (chunk: Buffer) => {
        size += chunk.length;
        hash.update(chunk);
        if (name === MANIFEST_NAME) chunks.push(chunk);
        else target?.write(chunk);
      });
      pending.push(
        new Promise<void>((resolve) => {
          entry.on('end', () => {
            seen.set(name, { size, sha256: hash.digest('hex') });
            if (name === MANIFEST_NAME) manifestText = Buffer.concat(chunks).toString('utf8');
            if (!target) return resolve();
            target.end(() => resolve());
            target.once('error', () => resolve()); // reported as the problem above
          });
        }),
      );
    },
  });
  parser.on('warn', (_code: string, message: string | Error) => (problem ??= typeof message === 'string' ? message : message.message));
  parser.on('error', (err: Error) => (problem ??= err.message));

  await new Promise<void>((resolve, reject) => {
    const input = createReadStream(file);
    input.on('error', reject);
    input.on('data', (chunk) => {
      bytes += chunk.length;
      options.onBytes?.(bytes);
      parser.write(chunk as Buffer);
    });
    input.on('end', () => {
      parser.end();
    });
    parser.on('end', () => resolve());
    parser.on('close', () => resolve());
  });
  await Promise.all(pending);

  const damaged = (why: string) => new BackupError(`${file} is not a complete Da Deal! backup: ${why}. Nothing was changed.`);
  if (problem && /truncat/i.test(problem)) throw damaged(`it is truncated (${problem})`);
  if (!manifestText) throw damaged(problem ? `it is damaged (${problem})` : 'its manifest is missing (truncated, or not a backup)');
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(manifestText) as BackupManifest;
  } catch {
    throw damaged('its manifest is not readable JSON (edited or damaged)');
  }
  if (manifest.format !== BACKUP_FORMAT || typeof manifest.parts !== 'object' || !manifest.database) throw damaged('its manifest is not a Da Deal! backup manifest');
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupError(`${file} is a backup of format ${manifest.formatVersion}, newer than this code reads (${BACKUP_FORMAT_VERSION}): update Da Deal! first. Nothing was changed.`);
  }
  if (problem) throw damaged(`it is damaged (${problem})`);
  for (const [name, expected] of Object.entries(manifest.parts)) {
    const actual = seen.get(name);
    if (!actual) throw damaged(`the part ${name} is missing`);
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256) throw damaged(`the part ${name} does not match its SHA-256 in the manifest (damaged or edited)`);
  }
  for (const name of seen.keys()) {
    if (name !== MANIFEST_NAME && !manifest.parts[name]) throw damaged(`the part ${name} is not in the manifest (edited)`);
  }
  if (!manifest.parts[manifest.database.part]) throw damaged('its database part is missing');
  return { manifest, dir: options.extractTo ?? null, bytes };
}
