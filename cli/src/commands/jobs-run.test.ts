// dadeal jobs run <name>: one scheduled job now, through a real SMTP listener, as cron would run it — its report for
// people or as JSON, once per notice however often and however many processes at once (side by side on PostgreSQL),
// unsubscribe links signed with the server's own key, and usage errors with exit code 2; the prune removes the rows
// past their retention window and nothing else.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBusiness, createDeal, createUser } from '@dadeal/api/testing/factories.js';
import { linkIn, startSmtpSink, type SmtpSink } from '@dadeal/api/testing/smtp-sink.js';
import { readUnsubscribeToken } from '@dadeal/api/features/jobs/unsubscribe-token.js';
import { createCliTestEnv, type CliTestEnv } from '../testing/cli-harness.js';

const HOUR = 3600_000;

describe('dadeal jobs run', () => {
  let t: CliTestEnv;
  let sink: SmtpSink;
  let holders: string[];
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createCliTestEnv();
    holders = await t.withDb(async (db) => {
      const { business } = await createBusiness(db, { companyName: 'Tidepool Cafe' });
      const now = Date.now();
      const deal = await createDeal(db, business, { totalCoupons: 50, startDate: new Date(now - 24 * HOUR), endDate: new Date(now + 5 * HOUR) });
      const users = await Promise.all(Array.from({ length: 12 }, (_, i) => createUser(db, { email: `holder-${i}@island.example` })));
      await db('coupons').insert(users.map((u, i) => ({ dealId: deal.id, userId: u.id, couponCode: `CLI-JOB-${String(i).padStart(4, '0')}` })));
      return users.map((u) => u.email);
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  beforeEach(() => {
    sink.messages.length = 0;
    t.env.SMTP_URL = sink.url;
  });

  it('changes nothing when run at a time before the reminders are due (--at), and refuses what it does not know', async () => {
    const early = await t.run('jobs', 'run', 'coupon-reminders', '--at', new Date(Date.now() - 24 * HOUR).toISOString(), '--json');
    expect(early.code).toBe(0);
    expect(JSON.parse(early.stdout)).toMatchObject({ job: 'coupon-reminders', notices: 0, sent: 0 });
    const usage = await Promise.all([t.run('jobs', 'run', 'newsletter'), t.run('jobs', 'run', 'deal-alerts', '--at', 'tomorrow'), t.run('jobs', 'run')]);
    expect(usage.map((r) => r.code)).toEqual([2, 2, 2]);
    expect(usage[0].stderr).toContain("value 'newsletter' is invalid for argument 'name'. Allowed choices are coupon-reminders, deal-alerts, last-minute-alerts");
    expect(usage[1].stderr).toContain('must be an ISO date and time');
    expect(sink.messages).toHaveLength(0);
  });

  it('mails each reminder once when two processes run the job at the same time, and once only afterwards', async () => {
    const [a, b] = await Promise.all([t.run('jobs', 'run', 'coupon-reminders', '--json'), t.run('jobs', 'run', 'coupon-reminders', '--json')]);
    expect([a.code, b.code]).toEqual([0, 0]);
    const reports = [JSON.parse(a.stdout), JSON.parse(b.stdout)];
    expect(reports[0].notices + reports[1].notices).toBe(holders.length);
    expect(reports[0].sent + reports[1].sent).toBe(holders.length);
    expect(sink.messages.flatMap((m) => m.to).sort()).toEqual([...holders].sort());

    // Its unsubscribe link is signed with the server's key (DATA_DIR/jwt-secret here), so the server honours it.
    const secret = readFileSync(path.join(t.dataDir, 'jwt-secret'), 'utf8').trim();
    const token = new URL(linkIn(sink.messages[0], 'http://dadeal.test/unsubscribe?token=')).searchParams.get('token');
    expect(readUnsubscribeToken(secret, token)).toMatchObject({ list: 'coupon-reminders' });

    const again = await t.run('jobs', 'run', 'coupon-reminders');
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^coupon-reminders at \S+: 0 mail\(s\), 0 sent\.$/m);
    expect(sink.messages).toHaveLength(holders.length);
  });

  it('keeps the mails in the outbox without SMTP_URL, and says so', async () => {
    t.env.SMTP_URL = '';
    await t.withDb(async (db) => {
      const fan = await createUser(db, { email: 'fan@island.example' });
      await db('users').where({ id: fan.id }).update({ lastMinuteAlerts: true });
      const { business } = await createBusiness(db);
      await createDeal(db, business, { category: 'Last-Minute', title: 'Tonight only', startDate: new Date() });
    });
    const run = await t.run('jobs', 'run', 'last-minute-alerts');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^last-minute-alerts at \S+: 1 mail\(s\), kept in the outbox \(no SMTP_URL: dadeal mail outbox shows them\)\.$/m);
    const outbox = await t.run('mail', 'outbox', '--to', 'fan@island.example', '--json');
    expect(JSON.parse(outbox.stdout)).toEqual([expect.objectContaining({ subject: 'Last-minute deal: Tonight only', status: 'logged' })]);
  });

  it('prunes the rows past their retention window, keeps the rest, and finds nothing more the second time', async () => {
    const DAY = 24 * HOUR;
    const [old, recent] = await t.withDb(async (db) => {
      const mail = (subject: string, daysAgo: number) => ({ toAddress: 'holder-0@island.example', subject, textBody: 'B', status: 'sent', createdAt: new Date(Date.now() - daysAgo * DAY) });
      return (await db('mail_outbox').insert([mail('old', 91), mail('recent', 89)]).returning('id')).map((r: { id: number }) => r.id);
    });
    const run = await t.run('jobs', 'run', 'prune', '--json');
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ job: 'prune', removed: { mail_outbox: 1 } });
    expect(await t.withDb(async (db) => (await db('mail_outbox').whereIn('id', [old, recent]).pluck('id')) as number[])).toEqual([recent]);
    const again = await t.run('jobs', 'run', 'prune');
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/^prune at \S+: no row past its window\.$/m);
    expect(sink.messages).toHaveLength(0);
  });
});
