// What the scheduled jobs cost (docs/decisions/0102-scheduled-jobs-on-pg-boss-over-our-pool.md): the reminder query's plan on 100,000 coupons,
// and mails per second of a reminder run — into the outbox alone (no SMTP_URL), and through SMTP to a local listener
// with the mailer's pooled connections and with one connection per mail. One fresh PostgreSQL database; needs BENCH_DATABASE_URL
// (a server where databases may be created), e.g. BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres.
//   npx tsx api/bench/jobs.bench.ts
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { createDb, migrate } from '../src/db.js';
import { createLogger } from '../src/logger.js';
import { createMailer } from '../src/features/mail/mailer.js';
import { reminderCandidates } from '../src/features/jobs/coupon-reminders.job.js';
import { runJob } from '../src/features/jobs/jobs.js';
import { NOTICE_BATCH } from '../src/features/jobs/notices.js';
import { startSmtpSink } from '../src/testing/smtp-sink.js';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!serverUrl) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server where a database may be created');
const USERS = 5_000;
const BUSINESSES = 50;
const DEALS = 2_000;
const COUPONS = 100_000;

const name = `dadeal_bench_jobs_${randomBytes(4).toString('hex')}`;
const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
await admin.raw(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const db = createDb({ databaseUrl: url.toString(), pgliteDir: null });
const log = createLogger({ logLevel: 'silent' });
const config = { publicUrl: 'https://deals.example', jwtSecret: randomBytes(32).toString('hex') };
const sink = await startSmtpSink();

try {
  await migrate(db);
  // The data in a few statements: users 1..USERS, then the businesses' owners; deals ending over the next 30 days
  // (one in 30 within a day); coupons spread so that no user holds two of one deal, one in five redeemed.
  await db.raw(`insert into users (email, password_hash, first_name, last_name, phone_number, user_type, is_email_verified)
    select 'hunter-' || i || '@bench.test', 'x', 'Hunter', i::text, '555', 'user', true from generate_series(1, ?) i`, [USERS]);
  await db.raw(`insert into users (email, password_hash, first_name, last_name, phone_number, user_type, is_email_verified)
    select 'owner-' || i || '@bench.test', 'x', 'Owner', i::text, '555', 'business', true from generate_series(1, ?) i`, [BUSINESSES]);
  await db.raw(`insert into businesses (user_id, company_name, contact_number)
    select id, 'Business ' || id, '555' from users where user_type = 'business'`);
  await db.raw(`insert into deals (business_id, title, description, original_price, deal_price, category, business_category,
      start_date, end_date, total_coupons, used_coupons)
    select b.id, 'Deal ' || i, 'A deal', 40, 25, 'Weekly', 'restaurant', now() - interval '1 day',
      now() + (i % 720) * interval '1 hour' + interval '5 minutes', 1000, 50
    from generate_series(1, ?) i join (select id, row_number() over (order by id) - 1 as n from businesses) b on b.n = i % ?`, [DEALS, BUSINESSES]);
  await db.raw(`insert into coupons (deal_id, user_id, coupon_code, is_used, used_at)
    select d.id, ((i / ?) * 100 + i % ?) % ? + 1, 'B' || lpad(i::text, 11, '0'), i % 5 = 0, case when i % 5 = 0 then now() end
    from generate_series(0, ? - 1) i join (select id, row_number() over (order by id) - 1 as n from deals) d on d.n = i % ?`,
  [DEALS, DEALS, USERS, COUPONS, DEALS]);
  await db.raw('analyze');

  const now = new Date();
  const [{ n: due }] = await reminderCandidates(db, now, [0, 0], COUPONS).clearSelect().clearOrder().count({ n: '*' });
  console.log(`## Scheduled jobs on PostgreSQL\n\n${COUPONS.toLocaleString('en')} coupons on ${DEALS} deals, ${USERS} users; ${due} unused coupons of deals ending within 24 h.\n`);

  const { sql, bindings } = reminderCandidates(db, now, [0, 0], NOTICE_BATCH).toSQL();
  const plan = await db.raw(`explain (analyze, buffers) ${sql}`, bindings as never[]);
  console.log('### The reminder query (one batch of 200), EXPLAIN ANALYZE\n\n```');
  for (const row of plan.rows) console.log(row['QUERY PLAN']);
  console.log('```\n');

  const runs: Array<[string, string | null]> = [
    ['outbox only (no SMTP_URL)', null],
    ['SMTP, pooled (the mailer\'s default)', sink.url],
    ['SMTP, one connection per mail (SMTP_URL ending ?pool=false)', `${sink.url}?pool=false`],
  ];
  console.log('| reminder run | mails | seconds | mails/s |\n|---|---:|---:|---:|');
  for (const [label, smtpUrl] of runs) {
    await db('sent_notifications').del();
    await db('mail_outbox').del();
    sink.messages.length = 0;
    const mailer = createMailer({ smtpUrl, mailFrom: 'bench@dadeal.test' }, db, log);
    const start = performance.now();
    const report = await runJob('coupon-reminders', { db, mailer, log, config }, now);
    const seconds = (performance.now() - start) / 1000;
    await mailer.close();
    if (smtpUrl && sink.messages.length !== report.notices) throw new Error(`${sink.messages.length} mails arrived for ${report.notices} notices`);
    console.log(`| ${label} | ${report.notices} | ${seconds.toFixed(1)} | ${Math.round(report.notices / seconds)} |`);
  }
} finally {
  await sink.close();
  await db.destroy();
  await admin.raw(`drop database if exists ${name} with (force)`);
  await admin.destroy();
}
