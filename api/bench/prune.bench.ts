// npm run bench (prune): the nightly prune (api/src/features/retention, docs/decisions/0083) on a 1,000,000-row
// sent-mail log (mail_outbox, the largest growing table), on PGlite and on PostgreSQL. Rows are spread over 180 days;
// the prune's clock is set so that (1) a night's share expires (1 %, 10,000 rows: the steady state) and (2) half the
// table expires at once (a server that never pruned: the backlog). Beside them, in the same run and on the same table:
// the cheapest batched delete there is (by primary key, the oldest 1 %: the ceiling) and the night's prune without its
// index (the plan a missing index gives). One mail in five has its notice row (sent_notifications, 200,000 rows), whose
// foreign key to the mail each deletion follows. Figures: time, rows/s, and the index the plan uses.
// BENCH_PRUNE_ROWS sets another table size (a quick check of the whole run: BENCH_PRUNE_ROWS=20000, about a minute);
// the figures in bench/RESULTS.md are of the 1,000,000 rows.
import { createDb, migrate, type Db } from '../src/db.js';
import { createLogger } from '../src/logger.js';
import { PRUNE_BATCH, pruneAll, pruneTable, retentionRule } from '../src/features/retention/retention.js';
import { ensurePgliteTemplate, pgliteFromTemplate } from '../src/testing/database-templates.js';
import { withThrowawayPostgres } from './harness.js';

const ROWS = Number(process.env.BENCH_PRUNE_ROWS ?? 1_000_000);
const SPAN_DAYS = 180;
const DAY = 86_400_000;
const log = createLogger({ logLevel: 'silent' });
const rule = retentionRule('mail_outbox');

/** ROWS sent mails, created from `oldest` on, evenly over SPAN_DAYS (row i: the i-th oldest); 1 in 100 still pending. */
async function fill(db: Db, oldest: Date) {
  const stepMs = (SPAN_DAYS * DAY) / ROWS;
  for (let from = 1; from <= ROWS; from += 250_000) {
    const to = Math.min(ROWS, from + 250_000 - 1);
    await db.raw(
      `insert into mail_outbox (to_address, subject, text_body, status, attempts, created_at, sent_at)
       select 'bench-' || (i % 5000) || '@bench.test', 'Your coupon ends tomorrow', 'A body of some length, as a reminder has.',
              case when i % 100 = 0 then 'pending' else 'sent' end, 1,
              ?::timestamptz + make_interval(secs => i * ?::float8), ?::timestamptz + make_interval(secs => i * ?::float8)
         from generate_series(?::int, ?::int) as i`,
      [oldest.toISOString(), stepMs / 1000, oldest.toISOString(), stepMs / 1000, from, to],
    );
  }
  // One mail in five was a reminder or an alert: its notice names it (sent_notifications.mail_id, ON DELETE SET NULL),
  // so every pruned mail also looks up its notice, as in production.
  const [user] = await db('users').insert({ email: 'bench-notices@bench.test', passwordHash: 'x', firstName: 'B', lastName: 'N', phoneNumber: '808', userType: 'user', isEmailVerified: true }).returning(['id']);
  await db.raw(
    `insert into sent_notifications (kind, user_id, subject_id, mail_id, created_at)
     select 'coupon-reminders', ?, id, id, created_at from mail_outbox where id % 5 = 0`,
    [(user as { id: number }).id],
  );
  await db.raw('analyze mail_outbox');
  await db.raw('analyze sent_notifications');
}

/** The indexes (or scans) the batch's delete statement uses, as EXPLAIN shows them (nothing is deleted). */
async function plan(db: Db, now: Date): Promise<string> {
  const { sql, bindings } = rule.expired(now);
  const { rows } = await db.raw(`explain delete from mail_outbox where id = any(array(select id from mail_outbox where ${sql} limit ${PRUNE_BATCH}))`, bindings);
  const lines = (rows as Array<{ 'QUERY PLAN': string }>).map((r) => r['QUERY PLAN']);
  const scans = lines.flatMap((l) => /(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan|Parallel Seq Scan)(?: using| on) (\w+)/.exec(l) ?? []).filter((_, i) => i % 3 !== 0);
  const pairs: string[] = [];
  for (let i = 0; i < scans.length; i += 2) pairs.push(`${scans[i]} ${scans[i + 1]}`);
  return pairs.join(', ');
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = process.hrtime.bigint();
  const value = await fn();
  return [value, Number(process.hrtime.bigint() - t0) / 1e6];
}

const line = (name: string, rows: number, ms: number, extra = '') =>
  console.log(`  ${name.padEnd(46)} ${String(rows).padStart(7)} rows  ${(ms / 1000).toFixed(2).padStart(6)} s  ${Math.round(rows / (ms / 1000)).toLocaleString('en-US').padStart(9)} rows/s${extra}`);

async function measure(db: Db, label: string) {
  // The oldest row is at `oldest`; a prune at `oldest + 90 days + d` removes the rows of the first d days.
  const oldest = new Date(Date.now() - SPAN_DAYS * DAY);
  const [, fillMs] = await timed(() => fill(db, oldest));
  const count = async () => Number((await db('mail_outbox').count({ n: '*' }))[0].n);
  console.log(`${label}: ${(await count()).toLocaleString('en-US')} rows filled in ${(fillMs / 1000).toFixed(1)} s`);
  const at = (days: number) => new Date(oldest.getTime() + (90 + days) * DAY);
  const nightDays = (SPAN_DAYS * 0.01);

  // The ceiling: the oldest 1 % deleted by primary key, a batch at a time, nothing else read.
  const [baseRows, baseMs] = await timed(async () => {
    let removed = 0;
    while (removed < ROWS / 100) {
      const { rows } = await db.raw(`delete from mail_outbox where id = any(array(select id from mail_outbox order by id limit ?)) returning 1`, [Math.min(PRUNE_BATCH, ROWS / 100 - removed)]);
      removed += (rows as unknown[]).length;
    }
    return removed;
  });
  line('baseline: by primary key (ceiling)', baseRows, baseMs);

  const night1 = at(nightDays * 2);
  console.log(`  plan of a batch: ${await plan(db, night1)}`);
  const [nightRows, nightMs] = await timed(() => pruneTable(db, rule, night1));
  line('a night: 1 % of the table expired', nightRows, nightMs, `   ratio to baseline ${(nightMs / nightRows / (baseMs / baseRows)).toFixed(2)} per row`);

  // The same night's share without the index: the plan reads the whole table for each batch.
  await db.raw('drop index mail_outbox_done_created_idx');
  await db.raw('analyze mail_outbox');
  const night2 = at(nightDays * 3);
  console.log(`  plan without the index: ${await plan(db, night2)}`);
  const [noIndexRows, noIndexMs] = await timed(() => pruneTable(db, rule, night2));
  line('a night without the index', noIndexRows, noIndexMs, `   ${(noIndexMs / nightMs).toFixed(1)} × the indexed night`);
  await db.raw(`create index mail_outbox_done_created_idx on mail_outbox (created_at) where status in ('sent', 'failed')`);
  await db.raw('analyze mail_outbox');

  // The backlog: half the table expires at once (every rule runs; only mail_outbox has rows).
  const [report, backlogMs] = await timed(() => pruneAll({ db, log }, at(SPAN_DAYS / 2)));
  line('backlog: half the table at once (pruneAll)', report.removed.mail_outbox, backlogMs);
  console.log(`  left: ${(await count()).toLocaleString('en-US')} rows (pending mails stay, however old)`);
}

console.log(`Da Deal! prune benchmark — mail_outbox with ${ROWS.toLocaleString('en-US')} rows over ${SPAN_DAYS} days, batches of ${PRUNE_BATCH.toLocaleString('en-US')}`);
// The migrated template the tests use, loaded into memory (initdb and the migrations under load outlast the pool's wait).
const lite = createDb({ databaseUrl: null, pgliteDir: null, pglite: await pgliteFromTemplate(await ensurePgliteTemplate()) });
await measure(lite, 'PGlite (in process, in memory)');
await lite.destroy();
await withThrowawayPostgres(async ({ db }) => {
  await migrate(db);
  await measure(db, 'PostgreSQL (one connection)');
});
