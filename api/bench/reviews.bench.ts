// The business's rating: kept on its row (review_count, review_rating_sum, updated by the reviews' trigger in each
// review's transaction) or derived (count and sum over the visible reviews at read time)? Measured on PGlite and, with
// BENCH_DATABASE_URL, on PostgreSQL: the public listing's query (106 live deals, the most a home page shows) both ways
// at 20,000 and 200,000 reviews, and a review's write with the trigger and without it (its time and the reviews a
// second one connection writes one after another). Alternating rounds, medians.
//   npx tsx api/bench/reviews.bench.ts      (docs/decisions/0050-business-rating-kept-on-its-row.md)
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { createDb, migrate, type Db } from '../src/db.js';
import { dealsQuery, whereLive } from '../src/features/deals/deals.queries.js';

const ROUNDS = Number(process.env.BENCH_REVIEW_ROUNDS ?? 7);
const READS = 40;
const WRITES = 200;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number) => `${x.toFixed(2)} ms`;

async function seed(db: Db, reviews: number) {
  await db.raw(`insert into users (email, first_name, last_name, phone_number, user_type, is_email_verified, password_hash)
    select 'b' || i || '@bench.test', 'Owner', 'B', '1', 'business', true, 'x' from generate_series(1, 100) i`);
  await db.raw(`insert into businesses (user_id, company_name, contact_number) select id, 'Business ' || id, '1' from users where email like 'b%@bench.test'`);
  await db.raw(`insert into deals (business_id, title, description, original_price, deal_price, category, business_category, start_date, end_date, total_coupons)
    select b.id, 'Deal ' || i, 'A deal', 40, 25, 'Weekly', 'restaurant', now() - interval '1 day', now() + interval '7 days', 100
    from (select id, row_number() over (order by id) as n from businesses) b, generate_series(1, 2) i where (b.n - 1) * 2 + i <= 106`);
  await db.raw(`insert into users (email, first_name, last_name, phone_number, user_type, is_email_verified, password_hash)
    select 'u' || i || '@bench.test', 'Hunter', 'U', '1', 'user', true, 'x' from generate_series(1, 2000) i`);
  await db.raw(`insert into reviews (business_id, user_id, deal_title, redeemed_at, rating, text, hidden_at)
    select (select min(id) from businesses) + (i % 100), (select min(id) from users where user_type = 'user') + (i % 2000), 'Deal', now(), 1 + (i % 5),
      'Lovely visit number ' || i, case when i % 50 = 0 then now() end
    from generate_series(1, ?) i`, [reviews]);
}

/** Adds reviews with the trigger off (a row-by-row update of the counts made seeding 200,000 reviews take an hour on
 * PGlite), then sets the kept counts once from the rows, as the trigger would have. */
async function grow(db: Db, to: number) {
  await db.raw('alter table reviews disable trigger reviews_rating');
  const have = Number((await db('reviews').count({ n: '*' }))[0].n);
  if (have === 0) await seed(db, to);
  else await db.raw(`insert into reviews (business_id, user_id, deal_title, redeemed_at, rating)
    select (select min(id) from businesses) + (i % 100), (select min(id) from users where user_type = 'user'), 'Deal', now(), 1 + (i % 5) from generate_series(1, ?) i`, [to - have]);
  await db.raw(`update businesses b set review_count = coalesce(r.n, 0), review_rating_sum = coalesce(r.s, 0)
    from (select b2.id, count(v.id)::int as n, sum(v.rating)::int as s from businesses b2
          left join reviews v on v.business_id = b2.id and v.deleted_at is null and v.hidden_at is null group by b2.id) r where r.id = b.id`);
  await db.raw('alter table reviews enable trigger reviews_rating');
  await db.raw('analyze');
}

const kept = (db: Db) => whereLive(dealsQuery(db), db).orderBy('d.id');
const derived = (db: Db) => whereLive(
  db('deals as d')
    .join('businesses as b', 'b.id', 'd.businessId')
    .join('users as u', 'u.id', 'b.userId')
    .leftJoin(
      db('reviews').whereNull('deletedAt').whereNull('hiddenAt').groupBy('businessId')
        .select('businessId', db.raw('count(*)::int as review_count'), db.raw('sum(rating)::int as review_rating_sum')).as('r'),
      'r.businessId', 'd.businessId',
    )
    .select('d.*', 'b.companyName', 'b.logoUrl', 'u.firstName', 'u.lastName', db.raw('coalesce(r.review_count, 0) as review_count'), db.raw('coalesce(r.review_rating_sum, 0) as review_rating_sum')),
  db,
).orderBy('d.id');

async function timeReads(q: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < READS; i++) await q();
  return (performance.now() - start) / READS;
}

async function timeWrites(db: Db, from: number): Promise<number> {
  const [{ b }] = (await db.raw('select min(id) as b from businesses')).rows;
  const [{ u }] = (await db.raw("select min(id) as u from users where user_type = 'user'")).rows;
  const start = performance.now();
  for (let i = 0; i < WRITES; i++) {
    await db.transaction(async (trx) => {
      await trx('reviews').insert({ businessId: b + ((from + i) % 100), userId: u, dealTitle: 'Deal', redeemedAt: new Date(), rating: 1 + (i % 5) });
    });
  }
  return (performance.now() - start) / WRITES;
}

async function measure(label: string, db: Db) {
  for (const size of (process.env.BENCH_REVIEW_SIZES ?? '20000,200000').split(',').map(Number)) {
    await grow(db, size);
    const a = await kept(db);
    const b = await derived(db);
    const same = a.length === b.length && a.every((row: Record<string, unknown>, i: number) => row.reviewCount === b[i].reviewCount && row.reviewRatingSum === b[i].reviewRatingSum);
    const k: number[] = [];
    const d: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      k.push(await timeReads(() => kept(db)));
      d.push(await timeReads(() => derived(db)));
    }
    console.log(`${label}, ${size.toLocaleString('en-US')} reviews, ${a.length} live deals: listing query kept ${ms(median(k))}, derived ${ms(median(d))} (derived/kept ${(median(d) / median(k)).toFixed(2)}×); same figures: ${same}`);
  }
  const w: number[] = [];
  const n: number[] = [];
  for (let r = 0; r < Math.min(ROUNDS, 5); r++) {
    w.push(await timeWrites(db, r * 1000));
    await db.raw('alter table reviews disable trigger reviews_rating');
    n.push(await timeWrites(db, r * 1000 + 500));
    await db.raw('alter table reviews enable trigger reviews_rating');
  }
  const perSecond = (x: number) => `${Math.round(1000 / x).toLocaleString('en-US')} reviews/s`;
  console.log(`${label}: a review's transaction with the trigger ${ms(median(w))}, without ${ms(median(n))} (+${ms(median(w) - median(n))}); one after another, ${perSecond(median(w))} with it, ${perSecond(median(n))} without`);
}

const pglite = createDb({ databaseUrl: null, pgliteDir: null });
await migrate(pglite);
await measure('PGlite', pglite);
await pglite.destroy();

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const name = `dadeal_bench_reviews_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDb({ databaseUrl: url.toString(), pgliteDir: null });
  try {
    await migrate(db);
    await measure('PostgreSQL', db);
  } finally {
    await db.destroy();
    await admin.raw(`drop database if exists ${name} with (force)`);
    await admin.destroy();
  }
} else {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL)');
}
