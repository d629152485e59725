// The server as `npm start` runs it (on PGlite in a data dir, or on a PostgreSQL database of the file's own): ready only between starting and draining (what a load balancer asks
// /api/ready), the outbox's retry sweep started and stopped with it, its scheduled jobs (with BACKUP_DIR, the nightly
// backup among them), and open live-count streams ended by the drain.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '@dadeal/api/testing/smtp-sink.js';
import { createTestDatabase, type TestDatabase } from '@dadeal/api/testing/test-app.js';
import { openLiveStream } from '@dadeal/api/testing/live-stream-client.js';
import { SCHEDULED_JOBS } from '@dadeal/api/features/jobs/jobs.js';
import { BACKUP_CRON, BACKUP_JOB } from '@dadeal/api/features/backups/scheduled-backup.js';
import { startServer } from './server.js';
import { freePort } from './testing/free-port.js';

let dataDir: string;
let sink: SmtpSink;
let database: TestDatabase;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dadeal-server-'));
  sink = await startSmtpSink();
  database = await createTestDatabase();
});
afterAll(async () => {
  await sink?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('readiness over a process’s life', () => {
  it('answers 503 "starting" until migrated and seeded, then ready, then 503 "draining" from the moment close() begins', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const starting = new Promise<void>((resolve) => (reached = resolve));
    const booting = startServer(
      {
        PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: database.databaseUrl ?? '', SEED_DEMO: 'false', LOG_LEVEL: 'silent', SMTP_URL: sink.url, MAIL_RETRY_INTERVAL_MS: '50',
        BACKUP_DIR: path.join(dataDir, 'backups'),
      },
      { beforeServing: async () => { reached(); await held; } },
    );
    await starting; // migrated, not yet serving
    for (const check of ['/api/ready', '/api/health', '/api/deals']) {
      const res = await fetch(`${base}${check}`);
      expect(res.status, check).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({ status: 'starting' });
    }
    release();
    const running = await booting;
    try {
      expect(running.url).toBe(base);
      expect(await (await fetch(`${base}/api/ready`)).json()).toEqual({ status: 'ready' });
      expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'ok' });

      // One scheduler, one list: the notices' jobs, the prune and (BACKUP_DIR) the nightly backup, each on its cron.
      const schedules = new Map((await running.jobs.boss.getSchedules()).map((s) => [s.name, s.cron]));
      for (const job of [...SCHEDULED_JOBS, { name: BACKUP_JOB, cron: BACKUP_CRON }]) expect(schedules.get(job.name), job.name).toBe(job.cron);

      // The outbox's sweep runs in the serving process (MAIL_RETRY_INTERVAL_MS): a refused mail goes out once due.
      sink.refusing = true;
      await running.app.deps.mailer.send({ to: 'guest@island.example', subject: 'Mail 11', text: 'Hello' });
      expect(await running.db('mail_outbox').where({ subject: 'Mail 11' }).first()).toMatchObject({ status: 'pending', attempts: 1 });
      sink.refusing = false;
      await running.db('mail_outbox').where({ subject: 'Mail 11' }).update({ nextAttemptAt: running.db.raw("now() - interval '1 second'") });
      await sink.waitFor(1);
      await expect.poll(async () => (await running.db('mail_outbox').where({ subject: 'Mail 11' }).first()).status).toBe('sent');

      // An open live-count stream does not hold the drain: close() ends it, and its browser reconnects elsewhere.
      const live = await openLiveStream(`${base}/api/deals/live?ids=1,2`);
      await live.waitFor((counts) => counts['1'] === 0);
      await running.close(); // (the finally's close() is this same one)
      await live.ended;
    } finally {
      const closing = running.close();
      expect(running.app.deps.lifecycle.draining).toBe(true);
      await closing;
    }
  });

  it('gives the port back when it cannot start', async () => {
    const port = await freePort();
    await expect(
      startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(path.join(dataDir, 'x-')), DATABASE_URL: database.databaseUrl ?? '', SEED_DEMO: 'false', LOG_LEVEL: 'silent' }, {
        beforeServing: async () => { throw new Error('no start'); },
      }),
    ).rejects.toThrow('no start');
    await new Promise<void>((resolve, reject) => {
      const again = createNetServer().once('error', reject);
      again.listen(port, '127.0.0.1', () => again.close(() => resolve()));
    });
  });
});
