// npm run bench (search): the listing's `search` on 100,000 live deals (500 businesses, island vocabulary), 20 queries a
// visitor types (words, typos, accents, several words, category words in four languages, a prefix) beside the plain
// listing, on PGlite and on PostgreSQL. Server time: the listing service as a request runs it without the answers'
// cache (every answer computed: a first visitor's query), p50/p99 over the rounds, and the requests/s one connection
// gets from it. The same for GET /api/deals/suggest. Figures, not pass/fail (goals: p99 ≤ 15 ms on PostgreSQL, ≤ 40 ms
// on PGlite; docs/decisions/0041-deal-search-speed.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { PGLITE_TEMPLATE, createDb, migrate, type Db } from '../src/db.js';
import { createDealsService, parseDealListQuery } from '../src/features/deals/deals.service.js';
import { planSearch, suggest } from '../src/features/deals/deal-search.js';
import { createSearchHits } from '../src/features/deals/search-hits.js';
import pino from 'pino';
import { withThrowawayPostgres } from './harness.js';

const DEALS = Number(process.env.BENCH_SEARCH_DEALS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 50);

/** The recorder's warnings (none expected), on stderr: shown, not reported. */
const quiet = pino({ level: 'warn' }, pino.destination(2));

const QUERIES = [
  'snorkel', 'snorkle', 'whale watching', 'wale', 'tacoz', 'cafe', 'café', 'haleiwa', 'kaneohe sunset',
  'sunset cruise', 'cruise sunset', 'luau dinner', 'poke bowl', 'surf lesson', 'playa', 'plage', 'Strand', 'ホテル',
  'spa massage', 'kay',
];

/** 100,000 deals in one statement per thousand, their words from lists (the trigger folds each, as a real write does). */
async function fill(db: Db): Promise<void> {
  const users = await db.raw(`insert into users (email, password_hash, first_name, last_name, phone_number, user_type, is_email_verified)
    select 'owner' || g || '@bench.test', 'x', 'Kai', 'Owner', '+1 808 555 0100', 'business', true from generate_series(1, 500) g returning id`);
  const ids = (users.rows as Array<{ id: number }>).map((r) => r.id);
  const names = ['Reefside', 'Coconut Cove', 'Saltwater', 'Blue Lagoon', 'Island Fix', 'Harbor Night', 'Tidepool', 'Kona Sun', 'Haleʻiwa', 'Kāneʻohe'];
  const kinds = ['Grill', 'Café', 'Adventures', 'Resort', 'Repairs', 'Market', 'Boutique', 'Tours', 'Spa', 'Surf Shop'];
  await db('businesses').insert(ids.map((userId, i) => ({
    userId, companyName: `${names[i % 10]} ${kinds[Math.floor(i / 10) % 10]} ${i}`, contactNumber: '+1 808 555 0100',
  })));
  const words = {
    adjective: ['Sunset', 'Morning', 'Family', 'Private', 'Weekend', 'Tropical', 'Island', 'Ocean', 'Rainbow', 'Golden', 'Local', 'Hidden', 'Classic', 'Deluxe'],
    thing: ['Snorkel Tour', 'Whale Watching Cruise', 'Fish Tacos', 'Luau Buffet', 'Poke Bowl', 'Surf Lesson', 'Kayak Rental', 'Spa Massage', 'Coffee Tasting', 'Shave Ice', 'Catamaran Sail', 'Paddle Lesson', 'Hula Show', 'Bike Tune-Up', 'Pareo Sale', 'Suite Upgrade', 'Banana Bread', 'Mai Tai Flight', 'Ukulele Class', 'Sunscreen Bundle'],
    place: ['Turtle Bay', 'Waikīkī', 'Haleʻiwa', 'Kailua', 'Kāneʻohe', 'the Harbor', 'North Shore', 'Hanauma Bay', 'Lanikai', 'Ko Olina'],
    sentence: ['Two hours on the reef with a guide and gear.', 'Served on the deck as the sun goes down, with live music.', 'Book today, enjoy any day this month.', 'Reef-safe sunscreen and fresh juice included.', 'Perfect for families and first-timers alike.', 'Dinner for two with a view of the ocean.'],
  };
  const arr = (a: string[]) => `array[${a.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;
  const businessIds = ((await db('businesses').select('id')) as Array<{ id: number }>).map((r) => r.id);
  const firstBusiness = Math.min(...businessIds);
  const categories = `array['restaurant','shopping','hotel','service','beach-activity','others']`;
  for (let from = 0; from < DEALS; from += 5000) {
    await db.raw(`insert into deals (business_id, title, description, original_price, deal_price, category, business_category,
        start_date, end_date, total_coupons, is_featured, created_at)
      select ${firstBusiness} + g % 500,
        (${arr(words.adjective)})[1 + g % 14] || ' ' || (${arr(words.thing)})[1 + (g / 14) % 20] || ' at ' || (${arr(words.place)})[1 + (g / 280) % 10],
        (${arr(words.sentence)})[1 + g % 6] || ' ' || (${arr(words.sentence)})[1 + (g / 6) % 6],
        100, 60, (array['Monthly','Weekly','Last-Minute'])[1 + g % 3], (${categories})[1 + (g / 3) % 6],
        now() - interval '1 day', now() + interval '20 days', 50, g % 50 = 0, now() - (g || ' seconds')::interval
      from generate_series(?::int, ?::int) g`, [from, Math.min(DEALS, from + 5000) - 1]);
  }
  await db.raw('analyze');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timed(rounds: number, fn: () => Promise<unknown>): Promise<{ p50: number; p99: number; rps: number }> {
  await fn(); // warm: plans and the category names
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((s, t) => s + t, 0) / times.length;
  return { p50: percentile(times, 50), p99: percentile(times, 99), rps: 1000 / mean };
}

/** The machine's 1-, 5- and 15-minute load averages (2 cores: above 2 means work waited for a core). */
const loadAverage = () => loadavg().map((n) => n.toFixed(2)).join(', ');

const ms = (n: number) => n.toFixed(1).padStart(6);

async function measure(label: string, db: Db): Promise<void> {
  const filled = performance.now();
  await fill(db);
  console.log(`\n${label}: ${DEALS.toLocaleString('en-US')} deals written in ${((performance.now() - filled) / 1000).toFixed(1)} s (the search trigger on each)`);
  const deals = createDealsService({ db, dealCache: { invalidate() {} } as never });
  const list = (query: Record<string, string>) => deals.list(parseDealListQuery(query).filters);
  const plain = await timed(ROUNDS, () => list({}));
  console.log(`  plain listing (100 deals)         p50 ${ms(plain.p50)} ms  p99 ${ms(plain.p99)} ms  ${plain.rps.toFixed(0).padStart(5)} req/s`);
  const all: number[] = [];
  const rows: string[] = [];
  for (const q of QUERIES) {
    const r = await timed(ROUNDS, () => list({ search: q }));
    const found = (await list({ search: q })).length;
    all.push(r.p50, r.p99);
    rows.push(`  search ${JSON.stringify(q).padEnd(18)} (${String(found).padStart(3)}) p50 ${ms(r.p50)} ms  p99 ${ms(r.p99)} ms  ${r.rps.toFixed(0).padStart(5)} req/s`);
  }
  const s = await timed(ROUNDS, async () => { for (const q of QUERIES) await list({ search: q }); });
  const per = await timed(ROUNDS, async () => { for (const q of QUERIES) await suggest(db, q, 'en'); });
  // What a suggestions request then costs the database off its answer's path: the words recorded for the businesses
  // their live deals belong to (search-hits.ts), a new visitor each round (each row is new, as on a busy day).
  const hits = createSearchHits(db, quiet);
  const plans = await Promise.all(QUERIES.map((q) => planSearch(db, q)));
  let round = 0;
  const recorded = await timed(ROUNDS, async () => {
    round += 1;
    for (const plan of plans) if (plan) hits.record(plan, { address: '203.0.113.9', userAgent: `bench visitor ${round}` });
    await hits.idle();
  });
  const hitRows = Number(((await db('search_hits').count('* as n')) as Array<{ n: string }>)[0].n);
  for (const row of rows) console.log(row);
  console.log(`  all 20 searches: worst p99 ${ms(Math.max(...all))} ms; mean per search ${ms(1000 / s.rps / QUERIES.length)} ms (${((s.rps * QUERIES.length)).toFixed(0)} req/s), plain listing ${ms(1000 / plain.rps)} ms: ratio ${((1000 / s.rps / QUERIES.length) / (1000 / plain.rps)).toFixed(2)}`);
  console.log(`  suggest, all 20: mean per query ${ms(1000 / per.rps / QUERIES.length)} ms (${(per.rps * QUERIES.length).toFixed(0)} req/s)`);
  console.log(`  recording a suggestion's words (after its answer), all 20: mean per query ${ms(1000 / recorded.rps / QUERIES.length)} ms; ${hitRows.toLocaleString('en-US')} rows for ${round} visitors × 20 queries`);
  console.log(`  load average after: ${loadAverage()}`);
}

// Which databases: PGlite always, PostgreSQL when DATABASE_URL (or BENCH_DATABASE_URL) names a server — in a database of
// its own, made and dropped here (harness.ts' withThrowawayPostgres). BENCH_SEARCH_DATABASES=pg (or pglite) runs one only.
const wanted = (process.env.BENCH_SEARCH_DATABASES ?? 'pglite,pg').split(',').map((s) => s.trim());
const hasPostgres = Boolean(process.env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL);
console.log(`load average at the start: ${loadAverage()}`);
if (wanted.includes('pglite')) {
  // PGlite as the server opens it: a data directory started from the build's empty database (no initdb).
  const dir = mkdtempSync(path.join(tmpdir(), 'dadeal-search-bench-'));
  const pglite = createDb({ databaseUrl: null, pgliteDir: path.join(dir, 'pglite'), pgliteTemplate: PGLITE_TEMPLATE });
  try {
    await migrate(pglite);
    await measure('PGlite (a data directory, as the server opens it)', pglite);
  } finally {
    await pglite.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}
if (wanted.includes('pg') && hasPostgres) {
  await withThrowawayPostgres(async ({ db }) => {
    await migrate(db);
    await measure('PostgreSQL (a database of its own, dropped after)', db);
  });
} else if (wanted.includes('pg')) {
  console.log('\nPostgreSQL: not measured (set DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to measure it too)');
}
console.log(`load average at the end: ${loadAverage()}`);
