// dadeal backup [--out FILE] [--json] and dadeal backup --verify FILE: one tar file with the database, the pictures and
// a manifest (api/src/features/backups). The database is read without being migrated. PostgreSQL: pg_dump in a snapshot,
// whether servers run or not. PGlite: opened here when no server holds it; while a server runs it has the one owner,
// so the server makes the archive with its own PGlite and this command downloads it (backup-endpoint.ts).
// docs/decisions/0086, 0087.
import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Command } from 'commander';
import { createDb, DatabaseInUseError, type Db } from '@dadeal/api/db.js';
import { BackupError } from '@dadeal/api/features/backups/backup-archive.js';
import { BACKUP_PATH, readRunningServer } from '@dadeal/api/features/backups/backup-endpoint.js';
import { backupFileName, createBackup, verifyBackup, type BackupProgress, type BackupSummary } from '@dadeal/api/features/backups/backups.js';
import { describeDatabase, pgliteDirOf, type CliContext } from '../context.js';
import { CliError, UsageError } from '../errors.js';
import { DATABASE_ENV, UPLOADS_ENV, withHelp } from '../io/help.js';
import { createProgress, type Progress } from '../io/progress.js';

/** The API's progress steps on the CLI's bar (nothing off a terminal). */
export function progressOf(progress: Progress): BackupProgress {
  return {
    step: (label, total) => progress.start(label, total),
    advance: (done, detail) => progress.update(done, detail),
  };
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

export function summaryLines(verb: string, s: BackupSummary): string[] {
  const rows = s.rows;
  return [
    `${verb} ${s.file} (${megabytes(s.bytes)}) in ${s.seconds.toFixed(1)} s`,
    `  database: ${s.database}, migration level ${s.migrationLevel ?? 'none'}; ${rows.users ?? 0} users, ${rows.businesses ?? 0} businesses, ${rows.deals ?? 0} deals, ${rows.coupons ?? 0} coupons`,
    `  pictures: ${s.pictures.count} (${megabytes(s.pictures.bytes)}); made by Da Deal! ${s.appVersion} at ${s.createdAt}`,
  ];
}

/** Opens the database as it is (no migration: a backup changes nothing), or answers 'in-use' when a server owns PGlite. */
function openForBackup(ctx: CliContext): Db | 'in-use' {
  const config = ctx.config();
  if (!config.databaseUrl && !existsSync(path.join(pgliteDirOf(config), 'PG_VERSION'))) {
    throw new CliError(`there is no database to back up in ${pgliteDirOf(config)} (DATA_DIR=${config.dataDir}; set DATABASE_URL for PostgreSQL)`);
  }
  try {
    return createDb({ databaseUrl: config.databaseUrl, pgliteDir: config.databaseUrl ? null : pgliteDirOf(config), poolMax: 2 });
  } catch (err) {
    if (err instanceof DatabaseInUseError) return 'in-use';
    throw err;
  }
}

/** The backup made by the running server that owns PGlite, downloaded to `file`. */
async function backupThroughServer(ctx: CliContext, file: string, progress: Progress): Promise<BackupSummary> {
  const config = ctx.config();
  const server = readRunningServer(config.dataDir);
  if (!server) {
    throw new CliError(`${describeDatabase(config)} is in use by another process that is not a Da Deal! server (no ${path.join(config.dataDir, 'running-server.json')}): wait for it to end, then back up again`);
  }
  ctx.note(`The server (process ${server.pid}) owns ${describeDatabase(config)}: it makes the backup, this command saves it.`);
  const partial = `${file}.partial`;
  try {
    const answer = await fetch(`${server.url}${BACKUP_PATH}`, { method: 'POST', headers: { Authorization: `Bearer ${server.token}` }, signal: ctx.signal }).catch((err: Error) => {
      throw new CliError(`the server at ${server.url} did not answer (${err.message}); is it still running?`);
    });
    if (!answer.ok || !answer.body) {
      const text = await answer.text().catch(() => '');
      throw new CliError(`the server refused the backup: ${answer.status} ${text.slice(0, 300)}`);
    }
    const total = Number(answer.headers.get('content-length') ?? 0);
    progress.start('saving', total);
    let received = 0;
    const body = Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream<Uint8Array>);
    body.on('data', (chunk: Buffer) => {
      received += chunk.length;
      progress.update(received, megabytes(received));
    });
    await pipeline(body, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    if (total && received !== total) throw new CliError(`the download ended after ${received} of ${total} bytes; nothing was saved`);
    progress.stop();
    // Checked as a restore would check it, before it takes its name.
    const summary = await verifyBackup(partial);
    await rename(partial, file);
    return { ...summary, file };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

export function registerBackup(parent: Command, ctx: CliContext): void {
  const command = parent
    .command('backup')
    .description('write the database and the pictures into one file (a tar with a manifest), or check one with --verify')
    .option('-o, --out <file>', 'the backup file to write (default: ./dadeal-backup-<time>.tar)')
    .option('--verify <file>', 'check a backup file (every part against its SHA-256 in the manifest) instead of making one')
    .option('--json', 'print the summary as one JSON object')
    .action(async (options: { out?: string; verify?: string; json?: boolean }) => {
      const progress = createProgress(ctx);
      try {
        if (options.verify) {
          if (options.out) throw new UsageError('--verify checks a file and writes none: leave out --out');
          const file = path.resolve(options.verify);
          if (!existsSync(file)) throw new CliError(`no such file: ${file}`);
          const { statSync } = await import('node:fs');
          progress.start('checking', statSync(file).size);
          const summary = await verifyBackup(file, (bytes) => progress.update(bytes, megabytes(bytes)));
          progress.stop();
          ctx.summary(options.json, { ok: true, ...summary }, summaryLines('Backup OK:', summary));
          return;
        }
        const file = path.resolve(options.out ?? backupFileName());
        if (existsSync(file)) throw new CliError(`${file} exists already: choose another --out (a backup never overwrites a file)`);
        const config = ctx.config();
        const db = openForBackup(ctx);
        let summary: BackupSummary;
        if (db === 'in-use') summary = await backupThroughServer(ctx, file, progress);
        else {
          try {
            summary = await createBackup({ config, db, file, env: ctx.env, progress: progressOf(progress) });
          } finally {
            await db.destroy();
          }
        }
        progress.stop();
        ctx.summary(options.json, summary, summaryLines('Backup written:', summary));
      } catch (err) {
        progress.stop();
        if (err instanceof BackupError) throw new CliError(err.message);
        throw err;
      }
    });
  withHelp(
    command,
    ['dadeal backup --out /var/backups/dadeal/today.tar', 'dadeal backup --verify today.tar --json', 'dadeal restore today.tar --yes'],
    [...DATABASE_ENV, ...UPLOADS_ENV],
    {
      DATA_DIR:
        'data directory of PGlite (default ./data); the server may keep running: when it owns PGlite it makes the backup itself (pausing while the database is copied) and this command saves it',
    },
  );
}
