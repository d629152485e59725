// dadeal mail outbox --retry: the mails whose SMTP send failed, sent again now through SMTP_URL (a real SMTP
// listener here), with a summary for people or --json for scripts.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '@dadeal/api/testing/smtp-sink.js';
import { createCliTestEnv, type CliTestEnv } from '../testing/cli-harness.js';

describe('dadeal mail outbox --retry', () => {
  let t: CliTestEnv;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  beforeEach(async () => {
    t = await createCliTestEnv();
    sink.messages.length = 0;
    sink.refusing = false;
    await t.withDb((db) =>
      db('mail_outbox').insert([
        { toAddress: 'given-up@island.example', subject: 'Verify', textBody: 'link', status: 'failed', attempts: 4, lastError: 'relay down' },
        { toAddress: 'waiting@island.example', subject: 'Reset', textBody: 'link', status: 'pending', attempts: 1, lastError: 'relay down', nextAttemptAt: db.raw("now() + interval '5 minutes'") },
        { toAddress: 'done@island.example', subject: 'Welcome', textBody: 'hi', status: 'sent', attempts: 1, sentAt: db.fn.now() },
        { toAddress: 'outbox@island.example', subject: 'Logged', textBody: 'hi', status: 'logged' },
      ]),
    );
  });
  afterEach(() => t.close());

  it('needs SMTP_URL: without it mails stay in the outbox and nothing is retried', async () => {
    const run = await t.run('mail', 'outbox', '--retry');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('--retry sends through SMTP, and SMTP_URL is not set');
    expect(await t.withDb((db) => db('mail_outbox').where({ status: 'failed' }).count({ n: '*' }))).toEqual([{ n: 1 }]);
  });

  it('sends the failed and waiting mails again, never a sent or logged one, and says how many', async () => {
    t.env.SMTP_URL = sink.url;
    const run = await t.run('mail', 'outbox', '--retry');
    expect(run.stderr).not.toContain('error');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Sent 2 mail(s) again, still failing 0.');
    expect(sink.messages.flatMap((m) => m.to).sort()).toEqual(['given-up@island.example', 'waiting@island.example']);

    const list = JSON.parse((await t.run('mail', 'outbox', '--json')).stdout) as Array<{ to: string; status: string; attempts: number }>;
    expect(list.find((m) => m.to === 'given-up@island.example')).toMatchObject({ status: 'sent', attempts: 5 });
    expect(list.find((m) => m.to === 'outbox@island.example')).toMatchObject({ status: 'logged', attempts: 0 });
  });

  it('exits 1 when the relay still refuses, with {sent, stillFailing} under --json', async () => {
    t.env.SMTP_URL = sink.url;
    sink.refusing = true;
    const run = await t.run('mail', 'outbox', '--retry', '--json');
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual({ sent: 0, stillFailing: 2 });
    expect(run.stderr).toContain('2 mail(s) still failing');
    expect(sink.messages).toHaveLength(0);
  });
});
