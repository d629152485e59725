// The nightly backup (BACKUP_DIR, BACKUP_KEEP): one of the scheduler's jobs (features/jobs/jobs.ts, ScheduledJob), run
// once per tick across every process by the job queue, in the process that takes the job — on PGlite the server
// itself, the database's one owner. A new archive under a sortable name, then all but the newest BACKUP_KEEP removed.
// A failed run is retried by the queue with backoff; its partial file never takes the final name (backups.ts).
import path from 'node:path';
import type { Config } from '../../config.js';
import type { ScheduledJob } from '../jobs/jobs.js';
import { backupFileName, createBackup, pruneBackups } from './backups.js';

/** Every night at 03:00, the island's (the jobs') time zone: the quietest hour of claims. */
export const BACKUP_CRON = '0 3 * * *';
export const BACKUP_JOB = 'backup';

/** The nightly backup job when BACKUP_DIR is set (null otherwise); it backs up the job's own database. */
export function backupJob(config: Config): ScheduledJob | null {
  const backup = config.backup;
  if (!backup) return null;
  return {
    name: BACKUP_JOB,
    description: `write a whole backup into ${backup.dir} and keep the newest ${backup.keep}`,
    cron: BACKUP_CRON,
    async run(deps) {
      const summary = await createBackup({ config, db: deps.db, file: path.join(backup.dir, backupFileName()) });
      const removed = await pruneBackups(backup.dir, backup.keep);
      return { job: BACKUP_JOB, file: summary.file, bytes: summary.bytes, pictures: summary.pictures.count, seconds: summary.seconds, removed: removed.length };
    },
  };
}
