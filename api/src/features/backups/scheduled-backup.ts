// The nightly backup (BACKUP_DIR, BACKUP_KEEP): the job queue (pg-boss, features/jobs/job-runner.ts) runs it once per
// tick across every process, in the process that takes the job — on PGlite the server itself, the database's one
// owner. A new archive under a sortable name, then all but the newest BACKUP_KEEP removed. A failed run is retried
// by the queue with backoff; its partial file never takes the final name (backups.ts).
import path from 'node:path';
import type { Config } from '../../config.js';
import type { Db } from '../../db.js';
import type { ScheduledWork } from '../jobs/job-runner.js';
import { backupFileName, createBackup, pruneBackups } from './backups.js';

/** Every night at 03:00, the island's (the jobs') time zone: the quietest hour of claims. */
export const BACKUP_CRON = '0 3 * * *';
export const BACKUP_JOB = 'backup';

export function scheduledBackup(config: Config, db: Db): ScheduledWork | null {
  const backup = config.backup;
  if (!backup) return null;
  return {
    name: BACKUP_JOB,
    cron: BACKUP_CRON,
    async run() {
      const summary = await createBackup({ config, db, file: path.join(backup.dir, backupFileName()) });
      const removed = await pruneBackups(backup.dir, backup.keep);
      return { file: summary.file, bytes: summary.bytes, pictures: summary.pictures.count, seconds: summary.seconds, removed: removed.length };
    },
  };
}
