// The outbox's retries against a real SMTP listener: a refused send waits with backoff, a due one is sent again,
// the last failure is final, and `retryFailed` (dadeal mail outbox --retry) sends the failed ones now.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../logger.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.js';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink.js';
import { createMailer, RETRY_DELAYS_MS, type Mailer } from './mailer.js';

const log = createLogger({ logLevel: 'silent' });
const mail = (n: number) => ({ to: `guest${n}@island.example`, subject: `Mail ${n}`, text: `Hello ${n}` });

let database: TestDatabase;
let sink: SmtpSink;
let mailer: Mailer;

interface OutboxRow {
  id: number;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
  sentAt: Date | null;
}
const rowOf = async (subject: string): Promise<OutboxRow> => database.db('mail_outbox').where({ subject }).first();
/** Milliseconds until a mail's next try, on the database's clock. */
const waitOf = async (subject: string): Promise<number> =>
  Number((await database.db('mail_outbox').where({ subject }).first(database.db.raw('extract(epoch from (next_attempt_at - now())) * 1000 as wait'))).wait);
/** Brings a waiting mail's next try to now, as the clock would after its backoff. */
const makeDue = (subject: string) => database.db('mail_outbox').where({ subject }).update({ nextAttemptAt: database.db.raw("now() - interval '1 second'") });

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await database.drop();
});
beforeEach(async () => {
  await database.db('mail_outbox').del();
  sink.messages.length = 0;
  sink.refusing = false;
  sink.refused = 0;
  mailer = createMailer({ smtpUrl: sink.url, mailFrom: 'Da Deal! <no-reply@dadeal.test>' }, database.db, log);
});
afterEach(async () => {
  vi.useRealTimers();
  await mailer.close();
});

describe('a mail whose send fails', () => {
  it('waits as pending with one attempt counted, the reason, and its next try a minute later', async () => {
    sink.refusing = true;
    await mailer.send(mail(1));
    const row = await rowOf('Mail 1');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(row.lastError).toContain('550');
    const wait = await waitOf('Mail 1');
    expect(wait).toBeGreaterThan(RETRY_DELAYS_MS[0] - 10_000);
    expect(wait).toBeLessThanOrEqual(RETRY_DELAYS_MS[0]);
    expect(sink.refused).toBe(1);
  });

  it('is not sent again before its next try is due', async () => {
    sink.refusing = true;
    await mailer.send(mail(2));
    sink.refusing = false;
    expect(await mailer.retryDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await rowOf('Mail 2')).toMatchObject({ status: 'pending', attempts: 1 });
    expect(sink.messages).toHaveLength(0);
  });

  it('is sent by the sweep once due, when the relay accepts it again', async () => {
    sink.refusing = true;
    await mailer.send(mail(3));
    sink.refusing = false;
    await makeDue('Mail 3');
    expect(await mailer.retryDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const row = await rowOf('Mail 3');
    expect(row).toMatchObject({ status: 'sent', attempts: 2, nextAttemptAt: null });
    expect(row.sentAt).not.toBeNull();
    expect(sink.messages.flatMap((m) => m.to)).toEqual(['guest3@island.example']);
  });

  it('backs off 1, 5 then 15 minutes and is failed for good after the fourth try', async () => {
    sink.refusing = true;
    await mailer.send(mail(4));
    const waits: number[] = [];
    for (const expected of [{ retrying: 1, failed: 0 }, { retrying: 1, failed: 0 }, { retrying: 0, failed: 1 }]) {
      waits.push(await waitOf('Mail 4'));
      await makeDue('Mail 4');
      expect(await mailer.retryDue()).toEqual({ sent: 0, ...expected });
    }
    // Each wait is the schedule's, measured a moment after it was set.
    waits.forEach((w, i) => expect(RETRY_DELAYS_MS[i] - w).toBeLessThan(10_000));
    expect(await rowOf('Mail 4')).toMatchObject({ status: 'failed', attempts: 4, nextAttemptAt: null });
    expect(sink.refused).toBe(4);
    // Given up: no sweep takes it again, even long after.
    await makeDue('Mail 4');
    expect(await mailer.retryDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('takes over a mail left "sending" by a process that died once its lease is over', async () => {
    await database.db('mail_outbox').insert({
      toAddress: 'guest5@island.example', subject: 'Mail 5', textBody: 'Hello 5', status: 'sending',
      nextAttemptAt: database.db.raw("now() + interval '10 minutes'"),
    });
    expect(await mailer.retryDue()).toEqual({ sent: 0, retrying: 0, failed: 0 }); // still leased
    await makeDue('Mail 5');
    expect(await mailer.retryDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await rowOf('Mail 5')).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('retryFailed (dadeal mail outbox --retry)', () => {
  it('sends now the failed mails and those waiting for a next try, never a sent one, and counts what still fails', async () => {
    sink.refusing = true;
    await mailer.send(mail(6)); // waiting, 1 attempt
    await database.db('mail_outbox').where({ subject: 'Mail 6' }).update({ status: 'failed', attempts: 4, nextAttemptAt: null }); // given up
    await mailer.send(mail(7)); // waiting
    sink.refusing = false;
    await mailer.send(mail(8)); // sent at once
    expect(sink.messages).toHaveLength(1);

    sink.refusing = true;
    expect(await mailer.retryFailed()).toEqual({ sent: 0, retrying: 1, failed: 1 });
    expect(await rowOf('Mail 6')).toMatchObject({ status: 'failed', attempts: 5 });
    expect(await rowOf('Mail 7')).toMatchObject({ status: 'pending', attempts: 2 });

    sink.refusing = false;
    expect(await mailer.retryFailed()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(sink.messages.flatMap((m) => m.to).sort()).toEqual(['guest6@island.example', 'guest7@island.example', 'guest8@island.example']);
    expect(await mailer.retryFailed()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('refuses without SMTP_URL, where there is nothing to send through', async () => {
    const outboxOnly = createMailer({ smtpUrl: null, mailFrom: 'x@dadeal.test' }, database.db, log);
    await expect(outboxOnly.retryFailed()).rejects.toThrow(/SMTP_URL/);
    await outboxOnly.close();
  });
});

describe('without SMTP_URL', () => {
  it('keeps mails in the outbox as logged, and the sweep has nothing to do', async () => {
    const outboxOnly = createMailer({ smtpUrl: null, mailFrom: 'x@dadeal.test' }, database.db, log);
    await outboxOnly.send(mail(9));
    expect(await rowOf('Mail 9')).toMatchObject({ status: 'logged', attempts: 0, nextAttemptAt: null });
    expect(await outboxOnly.retryDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    await outboxOnly.close();
  });
});

describe('the sweep timer', () => {
  it('never keeps the process alive', () => {
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const before = timers();
    mailer.startRetrying(60_000);
    expect(timers()).toBe(before);
  });

  it('sweeps every interval and stops on close, after the sweep under way', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    sink.refusing = true;
    await mailer.send(mail(10));
    sink.refusing = false;
    await makeDue('Mail 10');
    mailer.startRetrying(1_000);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1_000);
    await mailer.close(); // waits for the sweep the tick started
    expect(await rowOf('Mail 10')).toMatchObject({ status: 'sent', attempts: 2 });
    expect(vi.getTimerCount()).toBe(0);
  });
});
