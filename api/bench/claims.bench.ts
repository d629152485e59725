// npm run bench (claims): a flash sale — every request a different user's first claim, all on one deal, 50 connections —
// against the compiled server on PGlite (one process) and on PostgreSQL (one and two processes), beside what
// PostgreSQL itself allows for the same claim written three other ways (node-postgres, 50 connections, no HTTP):
//   - the old claim's transaction (seven statements, the deal's row locked from its increment to the commit),
//   - one statement (UPDATE … RETURNING feeding the coupon's INSERT and the funnel's upsert),
//   - a pool of coupon rows taken with FOR UPDATE SKIP LOCKED (no hot row: the ceiling),
// and this design's own batches (claim-batcher.ts) driven in-process, without HTTP. After every run: coupon rows = the
// deal's claimed count, none past its total, no user with two coupons of the deal, every acknowledged claim a row;
// then a sell-out (a deal of 1,000 coupons rushed the same way: exactly 1,000 granted, the rest refused).
// Then the rush beside the readers: 50 connections claim while 50 read the listing and the deal, against the same
// readers alone; how far behind the remaining count readers see is measured from the claims' own answers.
//
// With one process, the server runs on core 0 and the load generator on core 1 (taskset); PostgreSQL floats on both.
// With two processes the servers share both cores with the load generator. Figures, not pass/fail.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDb, migrate, type Db } from '../src/db.js';
import type { Business } from '../src/features/accounts/business.model.js';
import { createClaimBatcher } from '../src/features/coupons/claim-batcher.js';
import { generateCouponCode } from '../src/features/coupons/coupon-code.js';
import { createBusiness, createDeal, createUsers, tokenFor } from '../src/testing/factories.js';
import { seedDemo } from '../src/seed/demo.js';
import { CONNECTIONS, cpuMicros, hasTaskset, JWT_SECRET, pin, withServers, withThrowawayPostgres } from './harness.js';

const SECONDS = Number(process.env.BENCH_CLAIM_SECONDS ?? 10);
const WARM_SECONDS = 2;
const USERS = Number(process.env.BENCH_USERS ?? 60_000);
const SELL_OUT = 1_000;
/** BENCH_CLAIM_DB=pglite or pg: one database only (a quicker rerun). */
const ONLY_DB = process.env.BENCH_CLAIM_DB;
/**
 * BENCH_CLAIM_ONLY=rush,app: some parts only, for a quicker rerun — `ceilings` (raw SQL and the in-process batches),
 * `app` (claims alone through the app, one and two processes on PostgreSQL, one on PGlite), `rush` (the readers beside a rush).
 */
const PARTS = new Set((process.env.BENCH_CLAIM_ONLY ?? 'ceilings,app,rush').split(','));
const SELL_OUT_SECONDS = 4;
/** The readers beside a rush: BENCH_RUSH_ROUNDS alternations of readers alone and readers during a rush. */
const RUSH_ROUNDS = Number(process.env.BENCH_RUSH_ROUNDS ?? 3);

const lines: string[] = [];
const say = (line: string) => {
  lines.push(line);
  console.log(line);
};

interface Figures {
  rps: number;
  p99: number;
  /** Answers per status: 201 granted, 409 refused, … */
  statuses: Record<string, number>;
  errors: number;
  /** Seconds after which the run had no new user left to claim for. */
  ranOutAfter?: number;
}

const fmt = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(6)} claims/s p99 ${String(Math.round(f.p99)).padStart(4)} ms${f.ranOutAfter ? ` (every user had claimed after ${f.ranOutAfter.toFixed(1)} s)` : ''}`;

interface Setup {
  db: Db;
  business: Business;
  userIds: number[];
  tokens: string[];
}

async function setUp(db: Db, dataDir: string): Promise<Setup> {
  await migrate(db);
  await seedDemo(db, dataDir); // the listing readers read a real catalogue
  const { business } = await createBusiness(db);
  const userIds: number[] = [];
  for (let done = 0; done < USERS; done += 5_000) userIds.push(...(await createUsers(db, Math.min(5_000, USERS - done))).map((u) => u.id));
  return { db, business, userIds, tokens: userIds.map((id) => tokenFor(JWT_SECRET, { id })) };
}

const hotDeal = async (s: Setup, totalCoupons = 1_000_000) =>
  (await createDeal(s.db, s.business, { title: `Bench: flash sale ${randomBytes(3).toString('hex')}`, totalCoupons })).id;

/** After a run, in one snapshot: rows = count, none past the total, one per user, every acknowledged claim a row. */
async function exactness(db: Db, dealId: number, acknowledged: number): Promise<string> {
  const { rows: [r] } = await db.raw(
    `select d.used_coupons as used, d.total_coupons as total,
       (select count(*) from coupons c where c.deal_id = d.id)::int as coupons,
       (select count(*) from (select 1 from coupons c where c.deal_id = d.id group by c.user_id having count(*) > 1) twice)::int as twice
     from deals d where d.id = ?`,
    [dealId],
  );
  const ok = r.coupons === r.used && r.used <= r.total && r.twice === 0 && acknowledged <= r.coupons;
  return `${ok ? 'exact' : 'WRONG'}: ${r.coupons} coupon rows, the deal counts ${r.used} of ${r.total}, ${r.twice} users with two, ${acknowledged} acknowledged`;
}

/** Acknowledged claims per deal, checked once the servers stopped (no claim still in flight). */
type Checks = Array<{ what: string; dealId: number; acked: number }>;

/** Claims through HTTP with autocannon, a different user per request, spread over the servers' ports. */
async function httpClaims(ports: number[], s: Setup, dealId: number, seconds: number, from = { next: 0 }): Promise<Figures> {
  const json = { 'content-type': 'application/json' };
  const per = Math.max(1, Math.floor(CONNECTIONS / ports.length));
  const results = await Promise.all(
    ports.map((port) =>
      autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: per,
        duration: seconds,
        requests: [{
          method: 'POST',
          path: '/api/coupons',
          headers: json,
          body: JSON.stringify({ dealId }),
          setupRequest: (req) => ({ ...req, headers: { ...json, authorization: `Bearer ${s.tokens[from.next++ % s.tokens.length]}` } }),
        }],
      }),
    ),
  );
  const statuses: Record<string, number> = {};
  for (const r of results) for (const [code, count] of Object.entries(r.statusCodeStats ?? {})) statuses[code] = (statuses[code] ?? 0) + (count as { count: number }).count;
  return {
    rps: results.reduce((sum, r) => sum + r.requests.total, 0) / seconds,
    p99: Math.max(...results.map((r) => r.latency.p99)),
    statuses,
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
  };
}

const statusLine = (f: Figures) => Object.entries(f.statuses).map(([c, n]) => `${n} × ${c}`).join(', ') + (f.errors ? `, ${f.errors} errors` : '');

/** 50 loops in this process, each claiming for the next user as soon as its last claim answered. */
async function loops(claimOnce: (loop: number, userId: number) => Promise<unknown>, userIds: number[], seconds: number): Promise<Figures> {
  let next = 0;
  const latencies: number[] = [];
  let errors = 0;
  const began = performance.now();
  const end = began + seconds * 1000;
  let last = began;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, loop) => {
      // Each user claims once per deal: a loop stops when the users run out (the figure is over the time it ran).
      while (performance.now() < end && next < userIds.length) {
        const started = performance.now();
        try {
          await claimOnce(loop, userIds[next++]);
          latencies.push((last = performance.now()) - started);
        } catch {
          errors++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const ran = (last - began) / 1000;
  return { rps: latencies.length / ran, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0, statuses: { ok: latencies.length }, errors, ...(ran < seconds - 0.5 ? { ranOutAfter: ran } : {}) };
}

const FUNNEL_SQL = `insert into deal_daily_stats (deal_id, day, claims) values ($1, (now() at time zone 'utc')::date, 1)
  on conflict (deal_id, day) do update set claims = deal_daily_stats.claims + 1`;
const DEAL_SQL = `select d.*, b.company_name, b.logo_url, u.first_name, u.last_name from deals d
  join businesses b on b.id = d.business_id join users u on u.id = b.user_id where d.id = $1`;

/** The raw-SQL ceilings on PostgreSQL, each design on a deal of its own; figures with their exactness. */
async function ceilings(url: string, s: Setup) {
  const clients = await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    return c;
  }));
  try {
    const designs: Array<{ name: string; prepare?: (dealId: number) => Promise<void>; claim: (c: pg.Client, dealId: number, userId: number) => Promise<unknown> }> = [
      {
        name: 'old claim: 7-statement transaction',
        claim: async (c, dealId, userId) => {
          await c.query('begin');
          try {
            await c.query(DEAL_SQL, [dealId]);
            await c.query('select 1 from coupons where user_id = $1 and deal_id = $2', [userId, dealId]);
            const taken = await c.query(`update deals set used_coupons = used_coupons + 1 where id = $1 and is_active and start_date <= now()
              and end_date > now() and used_coupons < total_coupons returning id`, [dealId]);
            if (taken.rowCount) {
              await c.query('insert into coupons (deal_id, user_id, coupon_code) values ($1, $2, $3) returning *', [dealId, userId, generateCouponCode()]);
              await c.query(FUNNEL_SQL, [dealId]);
              await c.query(DEAL_SQL, [dealId]);
            }
            await c.query('commit');
          } catch (err) {
            await c.query('rollback');
            throw err;
          }
        },
      },
      {
        name: 'one statement: UPDATE…RETURNING → INSERT + funnel',
        claim: (c, dealId, userId) =>
          c.query(`with taken as (update deals set used_coupons = used_coupons + 1 where id = $1 and is_active and start_date <= now()
              and end_date > now() and used_coupons < total_coupons returning id),
            coupon as (insert into coupons (deal_id, user_id, coupon_code) select id, $2, $3 from taken returning deal_id)
            insert into deal_daily_stats (deal_id, day, claims) select deal_id, (now() at time zone 'utc')::date, 1 from coupon
            on conflict (deal_id, day) do update set claims = deal_daily_stats.claims + 1`, [dealId, userId, generateCouponCode()]),
      },
      {
        name: 'coupon pool: FOR UPDATE SKIP LOCKED (no funnel)',
        prepare: async (dealId) => {
          await s.db.raw('create table if not exists bench_coupon_pool (id serial primary key, deal_id int not null, user_id int)');
          await s.db.raw('insert into bench_coupon_pool (deal_id) select ? from generate_series(1, 150000)', [dealId]);
          await s.db.raw('create index if not exists bench_coupon_pool_free on bench_coupon_pool (deal_id) where user_id is null');
        },
        claim: (c, dealId, userId) =>
          c.query(`with slot as (select id from bench_coupon_pool where deal_id = $1 and user_id is null limit 1 for update skip locked),
              taken as (update bench_coupon_pool p set user_id = $2 from slot where p.id = slot.id returning p.deal_id)
            insert into coupons (deal_id, user_id, coupon_code) select deal_id, $2, $3 from taken`, [dealId, userId, generateCouponCode()]),
      },
    ];
    for (const design of designs) {
      const dealId = await hotDeal(s);
      await design.prepare?.(dealId);
      const f = await loops((loop, userId) => design.claim(clients[loop], dealId, userId), s.userIds, SECONDS);
      // The pool keeps its count in its rows: the deal's counter is the other designs' only.
      if (design.prepare) await s.db('deals').where({ id: dealId }).update({ usedCoupons: s.db('coupons').where({ dealId }).count() });
      say(`  ${design.name.padEnd(52)} ${fmt(f)}  ${await exactness(s.db, dealId, f.statuses.ok)}`);
    }
  } finally {
    await Promise.all(clients.map((c) => c.end()));
    await s.db.raw('drop table if exists bench_coupon_pool');
  }
}

/** This design without HTTP: the batcher over the app's knex pool, 50 loops claiming at once. */
async function batchedInProcess(s: Setup, label: string) {
  const dealId = await hotDeal(s);
  const batcher = createClaimBatcher(s.db);
  const f = await loops(async (_loop, userId) => {
    const o = await batcher.claim(dealId, userId, null);
    if (!o.granted) throw new Error(o.refused);
  }, s.userIds, SECONDS);
  say(`  ${label.padEnd(52)} ${fmt(f)}  ${await exactness(s.db, dealId, f.statuses.ok)}`);
}

/** The flash sale through the app: warm-up, the measured run, a sell-out; their exactness is checked later (`checks`). */
async function appRuns(label: string, ports: number[], s: Setup, deals: { hot: number; soldOut: number }, checks: Checks) {
  const from = { next: 0 };
  const warm = await httpClaims(ports, s, deals.hot, WARM_SECONDS, from);
  const f = await httpClaims(ports, s, deals.hot, SECONDS, from);
  say(`  ${label.padEnd(52)} ${fmt(f)}  (${statusLine(f)})`);
  checks.push({ what: `${label}, the rush`, dealId: deals.hot, acked: (warm.statuses['201'] ?? 0) + (f.statuses['201'] ?? 0) });
  const rush = await httpClaims(ports, s, deals.soldOut, SELL_OUT_SECONDS, { next: 0 });
  say(`    sell-out of ${SELL_OUT}: ${statusLine(rush)}`);
  checks.push({ what: `${label}, the sell-out`, dealId: deals.soldOut, acked: rush.statuses['201'] ?? 0 });
}

async function report(db: Db, checks: Checks) {
  for (const c of checks.splice(0)) say(`    ${c.what}: ${await exactness(db, c.dealId, c.acked)}`);
}

/**
 * Readers alone (50 connections: the listing and the hot deal's detail in turn), then the same readers while 50 more
 * connections claim on that deal, in turn RUSH_ROUNDS times (SECONDS of each in all). Each claim's answer carries the deal's claimed count at its commit; a reader's
 * answer is behind by the time since the claims first committed past the count it shows.
 */
async function mixedRush(label: string, port: number, pid: number, s: Setup, dealId: number): Promise<number> {
  const readPaths = ['/api/deals?category=Weekly', `/api/deals/${dealId}`];
  const readers = (seconds: number, onDetail?: (used: number) => void) =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: seconds,
      requests: readPaths.map((p) => ({
        method: 'GET',
        path: p,
        ...(onDetail && p.includes(`/${dealId}`) ? { onResponse: (status: number, body: string) => status === 200 && onDetail(JSON.parse(body).usedCoupons) } : {}),
      })),
    });
  await readers(WARM_SECONDS);
  // Both sides' CPU over each phase (% of one core): when the load generator's core is full, the figure is its own limit.
  const cpu = () => ({ server: cpuMicros([pid]), load: process.cpuUsage(), at: performance.now() });
  const spent = (from: ReturnType<typeof cpu>) => ({ server: cpuMicros([pid]) - from.server, load: process.cpuUsage(from.load), ms: performance.now() - from.at });
  type Spent = ReturnType<typeof spent>;
  const busyness = (phases: Spent[]) => {
    const us = phases.reduce((sum, p) => sum + p.ms, 0) * 1000;
    const server = phases.reduce((sum, p) => sum + p.server, 0);
    const load = phases.reduce((sum, p) => sum + p.load.user + p.load.system, 0);
    return `server CPU ${((100 * server) / us).toFixed(0)} %, load generator ${((100 * load) / us).toFixed(0)} % of a core`;
  };
  // Committed counts over time, from the claims' answers; behind = how long ago the count the reader saw was passed.
  const passed: Array<{ at: number; used: number }> = [];
  let worst = 0;
  let acked = 0;
  const json = { 'content-type': 'application/json' };
  let next = 0;
  const claims = (seconds: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [{
        method: 'POST',
        path: '/api/coupons',
        headers: json,
        body: JSON.stringify({ dealId }),
        setupRequest: (req) => ({ ...req, headers: { ...json, authorization: `Bearer ${s.tokens[next++ % s.tokens.length]}` } }),
        onResponse: (status: number, body: string) => {
          if (status !== 201) return;
          acked++;
          const used = JSON.parse(body).coupon.deal.usedCoupons as number;
          if (!passed.length || used > passed[passed.length - 1].used) passed.push({ at: performance.now(), used });
        },
      }],
    });
  const seen = (used: number) => {
    const now = performance.now();
    // The first moment the count was known to be past what was shown: `passed` grows in both `at` and `used`, so a
    // binary search (a linear one, thousands of entries per read, made this process the bottleneck of the run).
    let lo = 0;
    let hi = passed.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (passed[mid].used > used) hi = mid;
      else lo = mid + 1;
    }
    const first = passed[lo];
    if (first) worst = Math.max(worst, now - first.at);
  };
  // Readers alone and readers during a rush in turn, RUSH_ROUNDS times: on a machine others share, a minute can change
  // what this process gets, so each rush is compared with the quiet phase just before it (ratio per round, median).
  type Result = Awaited<ReturnType<typeof readers>>;
  const rounds: Array<{ quiet: Result; during: Result; claimed: Result; quietCpu: Spent; rushCpu: Spent }> = [];
  const phase = Math.max(1, Math.round(SECONDS / RUSH_ROUNDS));
  for (let round = 0; round < RUSH_ROUNDS; round++) {
    let mark = cpu();
    const quiet = await readers(phase);
    const quietCpu = spent(mark);
    mark = cpu();
    const [claimed, during] = await Promise.all([claims(phase), readers(phase, seen)]);
    rounds.push({ quiet, during, claimed, quietCpu, rushCpu: spent(mark) });
  }
  const total = (pick: (r: (typeof rounds)[number]) => Result) => rounds.reduce((sum, r) => sum + pick(r).requests.total, 0);
  const p99 = (pick: (r: (typeof rounds)[number]) => Result) => Math.max(...rounds.map((r) => pick(r).latency.p99));
  const seconds = phase * rounds.length;
  const [quietReads, rushReads, claimsDone] = [total((r) => r.quiet), total((r) => r.during), total((r) => r.claimed)];
  const serverQuiet = rounds.reduce((sum, r) => sum + r.quietCpu.server, 0);
  const serverRush = rounds.reduce((sum, r) => sum + r.rushCpu.server, 0);
  // CPU per request moves far less than requests/s when other work shares the machine.
  const perRead = serverQuiet / quietReads;
  // What the claims took of the server's CPU, if a read cost what it cost alone (a profile says: about that, +10 %).
  const claimsShare = Math.max(0, 1 - (rushReads * perRead) / serverRush);
  const perClaim = claimsDone ? (serverRush - rushReads * perRead) / claimsDone : 0;
  const ratios = rounds.map((r) => r.during.requests.total / r.quiet.requests.total).sort((a, b) => a - b);
  const median = ratios[Math.floor(ratios.length / 2)];
  const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
  say(`  ${label} (${rounds.length} rounds of ${phase} s alone, then ${phase} s beside the claims)`);
  say(`    readers alone          ${(quietReads / seconds).toFixed(0).padStart(6)} req/s p99 ${String(p99((r) => r.quiet)).padStart(4)} ms (${busyness(rounds.map((r) => r.quietCpu))}; ${perRead.toFixed(1)} µs per read)`);
  say(`    readers during a rush  ${(rushReads / seconds).toFixed(0).padStart(6)} req/s p99 ${String(p99((r) => r.during)).padStart(4)} ms — ${pct(rushReads / quietReads)} of alone; per round ${rounds.map((r) => pct(r.during.requests.total / r.quiet.requests.total)).join(', ')}, median ${pct(median)} (${busyness(rounds.map((r) => r.rushCpu))}; the claims ≈ ${pct(claimsShare)} of it, ≈ ${perClaim.toFixed(0)} µs each)`);
  say(`    claims meanwhile       ${(claimsDone / seconds).toFixed(0).padStart(6)} claims/s p99 ${String(p99((r) => r.claimed)).padStart(4)} ms; the remaining count readers saw was at most ${worst.toFixed(0)} ms behind`);
  return acked;
}

pin(process.pid, '1');
say(`Da Deal! flash-sale claims — ${SECONDS} s per run after ${WARM_SECONDS} s of warm-up, ${CONNECTIONS} connections, a new user per claim, taskset ${hasTaskset ? 'on' : 'unavailable'}`);

// PostgreSQL first: the ceilings, this design in-process, then the app with one and two processes.
if (ONLY_DB !== 'pglite') await withThrowawayPostgres(async ({ url, db, dataDir }) => {
  const s = await setUp(db, dataDir);
  if (PARTS.has('ceilings')) {
    say('\nPostgreSQL — what the database allows (node-postgres, 50 connections, no HTTP)');
    await ceilings(url, s);
    await batchedInProcess(s, 'batches (this design, in-process, no HTTP)');
  }
  if (PARTS.has('app')) say('\nPostgreSQL — through the app (HTTP, bearer token, validation, answer)');
  const checks: Checks = [];
  for (const count of PARTS.has('app') ? [1, 2] : []) {
    const deals = { hot: await hotDeal(s), soldOut: await hotDeal(s, SELL_OUT) };
    await withServers(count, { DATA_DIR: dataDir, SEED_DEMO: 'false', DATABASE_URL: url }, (ports) =>
      appRuns(`${count} process${count > 1 ? 'es' : ''}${count === 1 ? ' (server core 0, load core 1)' : ' (servers and load on both cores)'}`, ports, s, deals, checks),
    );
    await report(db, checks);
  }
  if (!PARTS.has('rush')) return;
  say('\nPostgreSQL — a rush beside the readers (one process)');
  const rushed = await hotDeal(s);
  await withServers(1, { DATA_DIR: dataDir, SEED_DEMO: 'false', DATABASE_URL: url }, async ([port], [pid]) => {
    checks.push({ what: 'the rush beside the readers', dealId: rushed, acked: await mixedRush('50 connections claiming, 50 reading', port, pid, s, rushed) });
  });
  await report(db, checks);
});

// PGlite: one process owns the data directory; its exactness is read once the server stopped.
if (ONLY_DB !== 'pg') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dadeal-bench-'));
  const open = () => createDb({ databaseUrl: null, pgliteDir: path.join(dataDir, 'pglite') });
  try {
    const db = open();
    const s = await setUp(db, dataDir);
    // The server owns the directory while it runs: its deals are made before, its exactness read after.
    const deals = { hot: await hotDeal(s), soldOut: await hotDeal(s, SELL_OUT) };
    const rushed = await hotDeal(s);
    await db.destroy();
    say('\nPGlite — through the app (one process, server core 0, load core 1)');
    const checks: Checks = [];
    await withServers(1, { DATA_DIR: dataDir, SEED_DEMO: 'false', DATABASE_URL: '' }, async ([port], [pid]) => {
      if (PARTS.has('app')) await appRuns('1 process', [port], s, deals, checks);
      if (!PARTS.has('rush')) return;
      say('\nPGlite — a rush beside the readers');
      checks.push({ what: 'the rush beside the readers', dealId: rushed, acked: await mixedRush('50 connections claiming, 50 reading', port, pid, s, rushed) });
    });
    const after = open();
    await report(after, checks);
    await after.destroy();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_OUT) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(process.env.BENCH_OUT, `${lines.join('\n')}\n`);
}
