// The nightly backup (BACKUP_DIR, BACKUP_KEEP), one of the job runner's scheduled jobs, on PGlite and on PostgreSQL:
// scheduled at 03:00 in the jobs' time zone beside the others, a queued run writes a whole archive (checked part by
// part), and BACKUP_KEEP newest are kept; without BACKUP_DIR there is no such job.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '../../logger.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createBusiness, createDeal } from '../../testing/factories.js';
import { createJobRunner, type JobRunner } from '../jobs/job-runner.js';
import { PRUNE_JOB, SCHEDULE_TIME_ZONE } from '../jobs/jobs.js';
import { verifyBackup } from './backups.js';
import { BACKUP_CRON, BACKUP_JOB, backupJob } from './scheduled-backup.js';

const dir = mkdtempSync(path.join(tmpdir(), 'dadeal-backups-'));
let t: TestApp;
let runner: JobRunner;

beforeAll(async () => {
  t = await createTestApp({ env: { BACKUP_DIR: dir, BACKUP_KEEP: '2' } });
  const { business } = await createBusiness(t.db);
  await createDeal(t.db, business, { title: 'Sunset cruise for two' });
  // The test app's configuration names no DATABASE_URL (its database is made for it): pg_dump needs the made one's.
  const backup = backupJob({ ...t.config, databaseUrl: t.databaseUrl ?? t.config.databaseUrl });
  // Beside the prune, as the server schedules them (one list, one mechanism); only the backup is queued here.
  runner = createJobRunner(
    { db: t.db, mailer: t.app.deps.mailer, log: createLogger({ logLevel: 'silent' }), config: t.config },
    { jobs: [PRUNE_JOB, ...(backup ? [backup] : [])], pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1 },
  );
  await runner.start();
}, 180_000);
afterAll(async () => {
  await runner?.stop();
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const jobState = async (id: string) =>
  (await t.db.raw('select state from pgboss.job where id = ? union all select state from pgboss.archive where id = ?', [id, id])).rows[0]?.state as string | undefined;

it('is scheduled nightly, writes whole backups and keeps the newest BACKUP_KEEP', async () => {
  expect(backupJob({ ...t.config, backup: null })).toBeNull();
  const schedules = await runner.boss.getSchedules();
  for (const job of [{ name: BACKUP_JOB, cron: BACKUP_CRON }, { name: PRUNE_JOB.name, cron: PRUNE_JOB.cron }]) {
    expect(schedules).toContainEqual(expect.objectContaining({ ...job, options: expect.objectContaining({ tz: SCHEDULE_TIME_ZONE }) }));
  }

  for (let run = 1; run <= 3; run++) {
    const id = await runner.enqueue(BACKUP_JOB);
    expect(id).toBeTruthy();
    await until(`backup run ${run}`, async () => (await jobState(id!)) === 'completed');
    expect(readdirSync(dir).filter((n) => n.endsWith('.tar'))).toHaveLength(Math.min(run, 2));
  }
  const files = readdirSync(dir).sort();
  expect(files.every((n) => /^dadeal-backup-\d{4}-\d\d-\d\dT[\d-]+Z\.tar$/.test(n))).toBe(true);
  for (const name of files) {
    const summary = await verifyBackup(path.join(dir, name));
    expect(summary.rows.deals).toBe(1);
    expect(summary.database).toBe(t.kind === 'pg' ? 'postgresql' : 'pglite');
  }
  // Three backups, each a dump of the database: longer than the project's 30 s on a busy machine.
}, 180_000);
