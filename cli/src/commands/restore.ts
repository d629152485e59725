// dadeal restore FILE [--yes] [--json]: puts a backup (dadeal backup) in place of the configured database and writes its
// pictures into the configured store. Every refusal comes before anything is changed: a damaged, truncated or edited
// file (each part against its SHA-256), a backup of the other kind of database, a schema newer than this code, a
// missing pg_restore/psql, a PGlite that a running server holds, and a database that is not empty without --yes (or a
// "yes" on a terminal). Then the database is replaced all at once (database-dumps.ts), the pictures are written and
// an older backup is migrated up to this code. docs/decisions/0086–0088.
import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { createDb, DatabaseInUseError, migrate } from '@dadeal/api/db.js';
import { migrationSource } from '@dadeal/api/migrations/index.js';
import { BackupError, readArchive } from '@dadeal/api/features/backups/backup-archive.js';
import { checkRestorable, restoreDatabase, restorePictures } from '@dadeal/api/features/backups/backups.js';
import { checkRestoreTools, contentRows, databaseState } from '@dadeal/api/features/backups/database-dumps.js';
import { describeDatabase, pgliteDirOf, type CliContext } from '../context.js';
import { CliError } from '../errors.js';
import { DATABASE_ENV, UPLOADS_ENV, withHelp } from '../io/help.js';
import { createProgress } from '../io/progress.js';
import { progressOf } from './backup.js';

/** What the configured database holds now (its content tables), read without migrating it; null when there is none. */
async function currentContent(ctx: CliContext): Promise<Record<string, number> | null> {
  const config = ctx.config();
  if (!config.databaseUrl && !existsSync(path.join(pgliteDirOf(config), 'PG_VERSION'))) return null;
  let db;
  try {
    db = createDb({ databaseUrl: config.databaseUrl, pgliteDir: config.databaseUrl ? null : pgliteDirOf(config), poolMax: 1 });
  } catch (err) {
    if (err instanceof DatabaseInUseError) throw new CliError(`${err.message} A restore replaces the whole database: stop the server first. Nothing was changed.`);
    throw err;
  }
  try {
    return contentRows(await databaseState(db));
  } catch (err) {
    throw new CliError(`cannot read ${describeDatabase(config)}: ${(err as Error).message}. Nothing was changed.`);
  } finally {
    await db.destroy();
  }
}

export function registerRestore(parent: Command, ctx: CliContext): void {
  const command = parent
    .command('restore')
    .description('replace the database and add the pictures from a backup file (stop the server first)')
    .argument('<file>', 'a backup written by dadeal backup')
    .option('-y, --yes', 'replace a database that is not empty without asking')
    .option('--json', 'print what was restored as one JSON object')
    .action(async (fileArg: string, options: { yes?: boolean; json?: boolean }) => {
      const started = Date.now();
      const config = ctx.config();
      const file = path.resolve(fileArg);
      if (!existsSync(file)) throw new CliError(`no such file: ${file}`);
      const progress = createProgress(ctx);
      await mkdir(config.dataDir, { recursive: true });
      const staging = await mkdtemp(path.join(config.dataDir, '.restore-'));
      try {
        // 1. The whole file read and checked (and its parts set aside) before anything else.
        progress.start('checking', statSync(file).size);
        const { manifest } = await readArchive(file, { extractTo: staging, onBytes: (bytes) => progress.update(bytes, `${(bytes / 1e6).toFixed(1)} MB`) });
        progress.stop();
        // 2. The refusals that need no database: another kind of database, a newer schema, missing tools.
        await checkRestorable(manifest, config);
        if (config.databaseUrl) await checkRestoreTools(ctx.env);
        // 3. What would be replaced.
        const current = await currentContent(ctx);
        const held = current ? Object.entries(current).filter(([, n]) => n > 0) : [];
        const replaced = held.length > 0;
        if (replaced) {
          const what = held.map(([table, n]) => `${n} ${table}`).join(', ');
          const ok = await ctx.prompts.confirm(`${describeDatabase(config)} is not empty (${what}). Replace all of it with the backup of ${manifest.createdAt}?`, options.yes);
          if (!ok) {
            ctx.summary(options.json, { restored: false, file }, 'Nothing restored.');
            return;
          }
        }
        ctx.checkInterrupted('nothing was restored');
        // 4. The database, all at once; then the pictures; then an older backup brought up to this code.
        progress.start('database', 1);
        await restoreDatabase({ config, manifest, extracted: staging, pgliteDir: pgliteDirOf(config), env: ctx.env });
        progress.update(1, 'replaced');
        const pictures = await restorePictures({ config, extracted: staging, progress: progressOf(progress) });
        progress.stop();
        const known = await migrationSource.getMigrations([]);
        const pending = known.filter((name) => !manifest.database.migrations.includes(name));
        if (pending.length) {
          const db = createDb({ databaseUrl: config.databaseUrl, pgliteDir: config.databaseUrl ? null : pgliteDirOf(config), poolMax: 1 });
          try {
            await migrate(db);
          } finally {
            await db.destroy();
          }
        }
        const rows = manifest.database.rows;
        const summary = {
          restored: true,
          file,
          database: describeDatabase(config),
          createdAt: manifest.createdAt,
          appVersion: manifest.appVersion,
          migrationLevel: manifest.database.migrationLevel,
          migrationsApplied: pending,
          rows,
          pictures,
          replaced: replaced ? Object.fromEntries(held) : null,
          seconds: (Date.now() - started) / 1000,
        };
        ctx.summary(options.json, summary, [
          `Restored ${file} (made by Da Deal! ${manifest.appVersion} at ${manifest.createdAt}) into ${describeDatabase(config)} in ${summary.seconds.toFixed(1)} s`,
          `  ${rows.users ?? 0} users, ${rows.businesses ?? 0} businesses, ${rows.deals ?? 0} deals, ${rows.coupons ?? 0} coupons; ${pictures.count} pictures`,
          ...(pending.length ? [`  ${pending.length} newer migration(s) applied on top`] : []),
        ]);
      } catch (err) {
        progress.stop();
        if (err instanceof BackupError) throw new CliError(err.message);
        throw err;
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    });
  withHelp(command, ['dadeal restore dadeal-backup-2026-12-01T03-00-00-000Z.tar', 'dadeal restore today.tar --yes --json'], [...DATABASE_ENV, ...UPLOADS_ENV], {
    DATA_DIR: 'data directory of PGlite (default ./data); stop the server first: a restore replaces its whole database',
  });
}
