// Nothing grows forever (docs/decisions/0083), on both databases (api-pglite, api-pg): the prune deletes exactly each
// table's rows past their window and keeps the rest — the rows just inside the window, and the rows a rule keeps
// whatever their age (pending mail, deliveries still retried) — in batches; the figures read from the aggregates (the
// business funnel, the partner report) answer the same before and after; the job is on the scheduler's list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createBusiness, createDeal, createPartner, createUser } from '../../testing/factories.js';
import { businessFunnel } from '../funnel/funnel.service.js';
import { partnerReport, type PartnerRow } from '../partners/partners.service.js';
import { PRUNE_JOB, SCHEDULED_JOBS } from '../jobs/jobs.js';
import { utcDay } from '../deals/search-hits.js';
import { pruneAll, pruneTable, RETENTION, retentionRule } from './retention.js';

const DAY = 86_400_000;
const log = createLogger({ logLevel: 'silent' });
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
/** A minute either side of a window's edge: the prune's clock and the rows' are the same `now`. */
const EDGE = 60_000;

async function ids(table: string, key = 'id'): Promise<string[]> {
  const { rows } = await t.db.raw(`select ${key}::text as k from ${table}`);
  return (rows as Array<{ k: string }>).map((r) => r.k).sort();
}

async function insertIds(table: string, rows: Array<Record<string, unknown>>, key = 'id'): Promise<string[]> {
  const inserted: Array<Record<string, unknown>> = await t.db(table).insert(rows).returning([key]);
  return inserted.map((r) => String(r[key]));
}

describe('the prune', () => {
  it('removes exactly the expired rows of every table and keeps the rest', async () => {
    const now = new Date();
    const user = await createUser(t.db);
    const { partner } = await createPartner(t.db);
    for (const table of RETENTION.map((r) => r.table)) await t.db.raw(`delete from ${table}`);

    const mail = (status: string, createdAt: Date) => ({ toAddress: user.email, subject: 'S', textBody: 'B', status, createdAt });
    const [, , oldPending, oldSending, recentSent] = await insertIds('mail_outbox', [
      mail('sent', ago(now, 90 * DAY + EDGE)), mail('failed', ago(now, 400 * DAY)), mail('pending', ago(now, 400 * DAY)),
      mail('sending', ago(now, 200 * DAY)), mail('sent', ago(now, 90 * DAY - EDGE)),
    ]);
    const token = (n: number, expiresAt: Date, usedAt: Date | null = null) => ({ userId: user.id, purpose: 'reset', tokenHash: `h${n}`.padEnd(64, '0'), expiresAt, usedAt });
    const [, expiredLately, liveToken] = await insertIds('email_tokens', [
      token(1, ago(now, 30 * DAY + EDGE), ago(now, 31 * DAY)), token(2, ago(now, 30 * DAY - EDGE)), token(3, new Date(now.getTime() + DAY)),
    ]);
    const code = (expiresAt: Date, purpose = 'claim') => ({ email: user.email, purpose, codeHash: 'c'.repeat(64), expiresAt });
    const [, , recentCode] = await insertIds('claim_codes', [
      code(ago(now, DAY + EDGE)), code(ago(now, 3 * DAY), 'delete-account'), code(ago(now, DAY - EDGE)),
    ]);
    await t.db('rate_limits').insert([
      { key: 'login:ip:old', points: 3, expire: now.getTime() - 3_600_000 - EDGE },
      { key: 'login:ip:ended', points: 3, expire: now.getTime() - 3_600_000 + EDGE },
      { key: 'login:ip:running', points: 1, expire: now.getTime() + 600_000 },
      { key: 'login:ip:forever', points: 1, expire: null },
    ]);
    const notice = (subjectId: number, createdAt: Date) => ({ kind: 'coupon-reminders', userId: user.id, subjectId, createdAt });
    const [, recentNotice] = await insertIds('sent_notifications', [notice(1, ago(now, 365 * DAY + EDGE)), notice(2, ago(now, 365 * DAY - EDGE))]);
    const [, recentAudit] = await insertIds('admin_audit', [
      { action: 'login', createdAt: ago(now, 365 * DAY + EDGE) }, { action: 'login', createdAt: ago(now, 365 * DAY - EDGE) },
    ]);
    const contact = (createdAt: Date) => ({ name: 'N', email: user.email, userType: 'user', subject: 'S', message: 'M', createdAt });
    const [, recentContact] = await insertIds('contact_messages', [contact(ago(now, 365 * DAY + EDGE)), contact(ago(now, 365 * DAY - EDGE))]);
    const delivery = (status: string, createdAt: Date) => ({ partnerId: partner.id, event: 'claim.created', body: '{}', status, createdAt, nextAttemptAt: null });
    const [, , oldRetried, recentDelivered] = await insertIds('webhook_deliveries', [
      delivery('delivered', ago(now, 30 * DAY + EDGE)), delivery('failed', ago(now, 90 * DAY)), delivery('pending', ago(now, 90 * DAY)),
      delivery('delivered', ago(now, 30 * DAY - EDGE)),
    ]);
    // Searches: the dashboard reads 7 UTC days, 8 are kept (today included); a salt lives only its own day.
    const { business } = await createBusiness(t.db);
    const day = (daysAgo: number) => utcDay(now.getTime(), -daysAgo);
    const hit = (daysAgo: number, word: string) => ({ businessId: business.id, day: day(daysAgo), word, visitor: Buffer.alloc(8, daysAgo) });
    await t.db('search_hits').insert([hit(30, 'snorkel'), hit(8, 'snorkel'), hit(7, 'cruise'), hit(0, 'sunset')]);
    await t.db('search_salts').insert([3, 1, 0].map((daysAgo) => ({ day: day(daysAgo), salt: Buffer.alloc(32, daysAgo) })));

    // A batch of 1: every table's loop runs until its last expired row is gone.
    const report = await pruneAll({ db: t.db, log }, now, 1);
    expect(report.removed).toEqual({
      mail_outbox: 2, email_tokens: 1, claim_codes: 2, rate_limits: 1, sent_notifications: 1, admin_audit: 1, contact_messages: 1,
      webhook_deliveries: 2, search_hits: 2, search_salts: 2,
    });
    const sorted = (values: string[]) => [...values].sort();
    expect(await ids('mail_outbox')).toEqual(sorted([oldPending, oldSending, recentSent]));
    expect(await ids('email_tokens')).toEqual(sorted([expiredLately, liveToken]));
    expect(await ids('claim_codes')).toEqual([recentCode]);
    expect(await ids('rate_limits', 'key')).toEqual(['login:ip:ended', 'login:ip:forever', 'login:ip:running']);
    expect(await ids('sent_notifications')).toEqual([recentNotice]);
    expect(await ids('admin_audit')).toEqual([recentAudit]);
    expect(await ids('contact_messages')).toEqual([recentContact]);
    expect(await ids('webhook_deliveries')).toEqual(sorted([oldRetried, recentDelivered]));
    expect(await ids('search_hits', `to_char(day, 'YYYY-MM-DD') || ' ' || word`)).toEqual([`${day(7)} cruise`, `${day(0)} sunset`]);
    expect(await ids('search_salts', `to_char(day, 'YYYY-MM-DD')`)).toEqual([day(0)]);

    // A second pass at the same clock finds nothing more.
    expect(Object.values((await pruneAll({ db: t.db, log }, now)).removed).every((n) => n === 0)).toBe(true);
  });

  it('leaves the planner fresh statistics of the deals (PGlite has no autovacuum)', async () => {
    const { business } = await createBusiness(t.db);
    for (let i = 0; i < 3; i++) await createDeal(t.db, business, { title: `Sunset cruise ${i}` });
    await t.db.raw('delete from pg_statistic where starelid = \'deals\'::regclass');
    const stats = async () => Number((await t.db.raw(`select count(*)::int as n from pg_stats where tablename = 'deals'`)).rows[0].n);
    expect(await stats()).toBe(0);
    await pruneAll({ db: t.db, log }, new Date());
    expect(await stats()).toBeGreaterThan(0);
  });

  it('deletes more rows than a batch holds, in several statements', async () => {
    const now = new Date();
    const user = await createUser(t.db);
    await t.db('mail_outbox').del();
    const old = Array.from({ length: 25 }, (_, i) => ({ toAddress: user.email, subject: `S${i}`, textBody: 'B', status: 'sent', createdAt: ago(now, (91 + i) * DAY) }));
    const kept = await insertIds('mail_outbox', [{ toAddress: user.email, subject: 'new', textBody: 'B', status: 'sent', createdAt: now }]);
    await insertIds('mail_outbox', old);
    expect(await pruneTable(t.db, retentionRule('mail_outbox'), now, 10)).toBe(25);
    expect(await ids('mail_outbox')).toEqual(kept);
  });

  it('leaves the aggregates alone: the business funnel and the partner report answer the same after a prune', async () => {
    const now = new Date();
    const { business } = await createBusiness(t.db);
    const deal = await createDeal(t.db, business);
    const { partner } = await createPartner(t.db);
    const holder = await createUser(t.db);
    const today = now.toISOString().slice(0, 10);
    const longAgo = ago(now, 800 * DAY).toISOString().slice(0, 10);
    await t.db('deal_daily_stats').insert([
      { dealId: deal.id, day: today, views: 7, claims: 2, redemptions: 1 },
      { dealId: deal.id, day: longAgo, views: 40, claims: 5, redemptions: 3 },
    ]);
    await t.db('partner_daily_views').insert([
      { partnerRef: partner.ref, dealId: deal.id, day: today, views: 4 },
      { partnerRef: partner.ref, dealId: deal.id, day: longAgo, views: 9 },
    ]);
    await t.db('coupons').insert({ dealId: deal.id, userId: holder.id, couponCode: `KEEP-${deal.id}`, partnerRef: partner.ref, createdAt: ago(now, 2 * DAY) });
    // Rows the prune removes, tied to the same people and deal.
    await t.db('sent_notifications').insert({ kind: 'coupon-reminders', userId: holder.id, subjectId: deal.id, createdAt: ago(now, 400 * DAY) });
    await t.db('mail_outbox').insert({ toAddress: holder.email, subject: 'old', textBody: 'B', status: 'sent', createdAt: ago(now, 400 * DAY) });

    const partnerRow = async () => (await t.db('partners').where({ id: partner.id }).first()) as PartnerRow;
    const before = { funnel: await businessFunnel(t.db, business.id), report: await partnerReport(t.db, await partnerRow()) };
    const counts = async () => ({
      stats: (await t.db('deal_daily_stats').where({ dealId: deal.id }).count({ n: '*' }))[0].n,
      views: (await t.db('partner_daily_views').where({ partnerRef: partner.ref }).count({ n: '*' }))[0].n,
      coupons: (await t.db('coupons').where({ dealId: deal.id }).count({ n: '*' }))[0].n,
    });
    const rowsBefore = await counts();
    const report = await pruneAll({ db: t.db, log }, now);
    expect(report.removed.sent_notifications).toBeGreaterThanOrEqual(1);
    expect(report.removed.mail_outbox).toBeGreaterThanOrEqual(1);
    expect({ funnel: await businessFunnel(t.db, business.id), report: await partnerReport(t.db, await partnerRow()) }).toEqual(before);
    expect(await counts()).toEqual(rowsBefore);
    // None of the aggregate tables has a rule.
    expect(RETENTION.map((r) => r.table).filter((name) => ['deal_daily_stats', 'partner_daily_views', 'coupons'].includes(name))).toEqual([]);
  });

  it('runs nightly on the job queue, and each rule names an index that exists', async () => {
    expect(SCHEDULED_JOBS).toContain(PRUNE_JOB);
    expect(PRUNE_JOB.cron).toBe('17 3 * * *');
    const { rows } = await t.db.raw(`select indexname from pg_indexes where schemaname = current_schema()`);
    const indexes = new Set((rows as Array<{ indexname: string }>).map((r) => r.indexname));
    for (const rule of RETENTION) expect(indexes.has(rule.index), `${rule.table}: ${rule.index}`).toBe(true);
  });
});
