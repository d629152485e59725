// A backup of a RUNNING server on PGlite. PGlite has one owner: while the server runs, the CLI may not open
// DATA_DIR/pglite (db.ts locks it), so `dadeal backup` asks the server to make the archive with its own PGlite
// (backups.ts, the same code the CLI runs) and streams it back. The server writes DATA_DIR/running-server.json
// (mode 0600: its pid, address and a random token made at start) and answers `POST /api/operations/backup` to
// `Authorization: Bearer <that token>` only; anyone who can read that file can read DATA_DIR's database anyway.
// On PostgreSQL there is no such file and no such path: pg_dump reads a running database consistently by itself.
// docs/decisions/0087-backup-of-a-running-embedded-database.md
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type Koa from 'koa';
import type { Config } from '../../config.js';
import type { Db } from '../../db.js';
import type { Logger } from '../../logger.js';
import { AppError } from '../../http/errors.js';
import { createBackup } from './backups.js';
import type { ExtraRoute } from '../../http/openapi.js';

export const BACKUP_PATH = '/api/operations/backup';
export const RUNNING_SERVER_FILE = 'running-server.json';

export interface RunningServerFile {
  pid: number;
  url: string;
  token: string;
}

export const newOperationsToken = () => randomBytes(32).toString('base64url');

/** Written once the server answers; removed by `remove` (at close, and at exit whatever happens). */
export function writeRunningServer(dataDir: string, info: RunningServerFile): () => void {
  const file = path.join(dataDir, RUNNING_SERVER_FILE);
  writeFileSync(file, JSON.stringify(info), { mode: 0o600 });
  const remove = () => {
    try {
      // Only our own: a server started since on the same DATA_DIR wrote its own.
      if ((JSON.parse(readFileSync(file, 'utf8')) as RunningServerFile).token === info.token) rmSync(file, { force: true });
    } catch {
      // gone already
    }
    process.off('exit', remove);
  };
  process.on('exit', remove);
  return remove;
}

export function readRunningServer(dataDir: string): RunningServerFile | null {
  try {
    const info = JSON.parse(readFileSync(path.join(dataDir, RUNNING_SERVER_FILE), 'utf8')) as RunningServerFile;
    return typeof info.url === 'string' && typeof info.token === 'string' && Number.isInteger(info.pid) ? info : null;
  } catch {
    return null;
  }
}

/** `POST /api/operations/backup` for the holder of the token: the archive, made now, as one download. */
export function backupEndpoint(options: { token: string; config: Config; db: Db; log: Logger }): Koa.Middleware {
  // Compared as digests: equal lengths, so timingSafeEqual never throws and the token's length is not told.
  const expected = createHash('sha256').update(`Bearer ${options.token}`).digest();
  const authorized = (header: string) => timingSafeEqual(createHash('sha256').update(header).digest(), expected);
  let running = false;
  return async (ctx, next) => {
    if (ctx.path !== BACKUP_PATH) return next();
    if (ctx.method !== 'POST') {
      ctx.set('Allow', 'POST');
      throw new AppError(405, 'Method Not Allowed');
    }
    if (!authorized(ctx.get('Authorization'))) {
      ctx.set('WWW-Authenticate', 'Bearer');
      throw new AppError(401, 'Unauthorized');
    }
    if (running) throw new AppError(409, 'A backup is under way; try again when it is done');
    running = true;
    const file = path.join(options.config.dataDir, `.backup-${randomBytes(6).toString('hex')}.tar`);
    try {
      const summary = await createBackup({ config: options.config, db: options.db, file });
      options.log.info({ bytes: summary.bytes, pictures: summary.pictures.count, seconds: summary.seconds }, 'backup made for dadeal backup');
      ctx.set('Content-Type', 'application/x-tar');
      ctx.set('Cache-Control', 'no-store');
      const body = createReadStream(file);
      body.once('close', () => {
        running = false;
        void rm(file, { force: true });
      });
      ctx.body = body;
      ctx.length = summary.bytes; // after the body: the download's progress and its completeness check read it
    } catch (err) {
      running = false;
      await rm(file, { force: true });
      throw err;
    }
  };
}

/** The backup endpoint in the API's reference (http/openapi.ts): answered by the middleware above, outside the route tables. */
export const BACKUP_ROUTE_DOC: ExtraRoute = {
  method: 'POST',
  path: BACKUP_PATH,
  doc: {
    summary: 'A backup of the running server\'s database and pictures',
    description: 'Only on a server on PGlite, for `dadeal backup` on the same machine: the token is in a file under DATA_DIR that only the server\'s user reads.',
    tag: 'Operations',
    security: 'operationsToken',
    responses: {
      200: { description: 'The archive (tar), made now', mediaType: 'application/x-tar' },
      401: 'No token or another one',
      409: 'A backup is under way',
    },
  },
};
