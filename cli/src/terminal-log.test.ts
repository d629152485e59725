// The log of the API's code a command runs (here the mailer and the coupon-reminders job of `dadeal jobs run`), on
// stderr: readable lines on a pseudo-terminal (api/src/testing/terminal.ts) with the mail's link pulled out of its
// text, JSON lines when piped, and nothing but warnings unless LOG_LEVEL asks for more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, createDeal, createUser } from '@dadeal/api/testing/factories.js';
import { plain, runOnPty } from '@dadeal/api/testing/terminal.js';
import { BIN, createCliTestEnv, type CliTestEnv } from './testing/cli-harness.js';

const HOUR = 3600_000;

describe('dadeal log lines', () => {
  let t: CliTestEnv;
  /** A coupon of a deal ending in 5 hours: its holder is due a reminder. */
  let holderDue: (email: string) => Promise<void>;
  beforeAll(async () => {
    t = await createCliTestEnv();
    const dealId = await t.withDb(async (db) => {
      const { business } = await createBusiness(db, { companyName: 'Tidepool Cafe' });
      const now = Date.now();
      return (await createDeal(db, business, { totalCoupons: 50, startDate: new Date(now - 24 * HOUR), endDate: new Date(now + 5 * HOUR) })).id;
    });
    holderDue = (email) =>
      t.withDb(async (db) => {
        const user = await createUser(db, { email });
        await db('coupons').insert({ dealId, userId: user.id, couponCode: `LOG-${user.id}` });
      });
  });
  afterAll(() => t.close());

  it('are JSON lines on stderr when piped, the report alone on stdout; warnings only without LOG_LEVEL', async () => {
    /** `dadeal jobs run coupon-reminders --json` with LOG_LEVEL set to `level` (undefined: unset). */
    const runWithLevel = async (level: string | undefined) => {
      const saved = t.env.LOG_LEVEL;
      if (level === undefined) delete t.env.LOG_LEVEL;
      else t.env.LOG_LEVEL = level;
      try {
        return await t.run('jobs', 'run', 'coupon-reminders', '--json');
      } finally {
        t.env.LOG_LEVEL = saved;
      }
    };
    await holderDue('holder-pipe@island.example');
    const quiet = await runWithLevel(undefined);
    expect(quiet.code).toBe(0);
    expect(JSON.parse(quiet.stdout)).toMatchObject({ job: 'coupon-reminders', notices: 1 });
    expect(quiet.stderr).toBe('');
    await holderDue('holder-pipe-2@island.example');
    const logged = await runWithLevel('info');
    expect(logged.code).toBe(0);
    expect(JSON.parse(logged.stdout)).toMatchObject({ job: 'coupon-reminders', notices: 1 });
    const entries = logged.stderr.trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((e) => e.msg)).toEqual(['mail stored in outbox (no SMTP_URL)', 'notices mailed']);
    expect(entries[0]).toMatchObject({ level: 30, to: 'holder-pipe-2@island.example' });
    expect(logged.stderr).not.toContain('\u001b[');
  });

  it('are short readable lines on a terminal, with the mail\'s link on a line of its own', async () => {
    await holderDue('holder-tty@island.example');
    const terminal = runOnPty([process.execPath, '--liftoff-only', BIN, 'jobs', 'run', 'coupon-reminders'], { ...t.env, LOG_LEVEL: 'info' });
    expect(await terminal.done).toBe(0);
    const raw = terminal.output();
    expect(raw).toContain('\u001b[');
    const lines = plain(raw).split('\n').filter(Boolean);
    expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
    expect(lines).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d INFO  mail stored in outbox \(no SMTP_URL\) {2}mailId=\d+ to=holder-tty@island\.example subject="[^"]+"$/),
      // Every link of the mail's text, each once, without the sentence's punctuation.
      expect.stringMatching(/^ +↳ http:\/\/dadeal\.test\/user-dashboard\?tab=coupons&coupon=\d+$/),
      expect.stringMatching(/^ +↳ http:\/\/dadeal\.test\/user-dashboard\?tab=settings$/),
      expect.stringMatching(/^ +↳ http:\/\/dadeal\.test\/unsubscribe\?token=\S+$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d INFO  notices mailed {2}job=coupon-reminders at=\S+ notices=1 sent=0 retrying=0 failed=0$/),
      expect.stringMatching(/^coupon-reminders at \S+: 1 mail\(s\), kept in the outbox/),
    ]);
  });
});
