// Several server processes on one PostgreSQL sweep the same outbox: a due mail is claimed by exactly one of them
// (FOR UPDATE SKIP LOCKED), so no mail goes out twice. Two connection pools stand for two processes.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb, type Db } from '../../db.js';
import { createLogger } from '../../logger.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.js';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink.js';
import { createMailer } from './mailer.js';

const log = createLogger({ logLevel: 'silent' });
const MAILS = 60;

let database: TestDatabase;
let other: Db;
let sink: SmtpSink;

beforeAll(async () => {
  database = await createTestDatabase();
  other = createDb({ databaseUrl: database.databaseUrl, pgliteDir: null, poolMax: 10 });
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await other.destroy();
  await database.drop();
});

it('sends every due mail exactly once when four sweeps of two processes run at the same time', async () => {
  await database.db('mail_outbox').insert(
    Array.from({ length: MAILS }, (_, i) => ({
      toAddress: `guest${i}@island.example`, subject: `Mail ${i}`, textBody: `Hello ${i}`,
      status: 'pending', attempts: 1, lastError: 'relay down', nextAttemptAt: database.db.raw("now() - interval '1 second'"),
    })),
  );
  const mailers = [database.db, other, database.db, other].map((db) => createMailer({ smtpUrl: sink.url, mailFrom: 'x@dadeal.test' }, db, log));
  try {
    // Every sweep claims at most a batch: rounds until no process finds anything due.
    let sent = 0;
    for (;;) {
      const reports = await Promise.all(mailers.map((m) => m.retryDue()));
      const round = reports.reduce((n, r) => n + r.sent, 0);
      if (!round) break;
      sent += round;
    }
    expect(sent).toBe(MAILS);
    expect(sink.messages).toHaveLength(MAILS);
    expect(new Set(sink.messages.flatMap((m) => m.to)).size).toBe(MAILS);
    const rows: Array<{ status: string; attempts: number }> = await database.db('mail_outbox').select('status', 'attempts');
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 2)).toBe(true);
  } finally {
    await Promise.all(mailers.map((m) => m.close()));
  }
});
