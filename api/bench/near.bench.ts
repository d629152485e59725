// npm run bench (near-me): "near me" on 100,000 live deals — the time the server spends answering one uncached page
// of GET /api/deals?near=lat,lng (the deals service's list(), the listing's cache bypassed: every centre is new), on
// PGlite and on PostgreSQL, beside the same service's listing without `near` (the featured order) on the same data.
// 10,000 businesses on Oʻahu (a tenth with a second place), ten deals each; two kinds of centres: in town (random
// points on the island: the first ring, radius/16, fills the page), offshore (5–15 km out to sea: the first ring is
// empty, the rings start again at the coast) and the open sea (200 km out, with a radius that reaches the island, and
// with the default one that reaches nothing). Figures, not pass/fail; the target is p99 ≤ 20 ms.
import { loadavg } from 'node:os';
import { createDb, migrate, type Db } from '../src/db.js';
import { createDealsService, parseDealListQuery } from '../src/features/deals/deals.service.js';
import { DealListCache } from '../src/features/deals/deal-list-cache.js';
import { withThrowawayPostgres } from './harness.js';
import { seededRandom as random } from '../src/testing/seeded-random.js';

const BUSINESSES = 10_000;
const DEALS_EACH = 10;
const RUNS = Number(process.env.BENCH_NEAR_RUNS ?? 300);

// Oʻahu's land, roughly: a box and an ellipse inside it.
const island = (next: () => number) => {
  for (;;) {
    const u = next() * 2 - 1;
    const v = next() * 2 - 1;
    if (u * u + v * v <= 1) return { latitude: 21.48 + u * 0.22, longitude: -157.97 + v * 0.3 };
  }
};

async function fill(db: Db, postgres: boolean) {
  const next = random(2026);
  const now = Date.now();
  for (let start = 0; start < BUSINESSES; start += 1000) {
    const n = Math.min(1000, BUSINESSES - start);
    const users: Array<{ id: number }> = await db('users').insert(Array.from({ length: n }, (_, i) => ({
      email: `near-${start + i}@bench.test`, passwordHash: 'x', firstName: 'Near', lastName: String(start + i), phoneNumber: '808', userType: 'business', isEmailVerified: true,
    }))).returning(['id']);
    const businesses: Array<{ id: number }> = await db('businesses').insert(users.map((u, i) => ({ userId: u.id, companyName: `Near ${start + i}`, contactNumber: '808' }))).returning(['id']);
    const places = businesses.flatMap((b, i) => {
      const first = { businessId: b.id, position: 0, addressLine1: `${i} Main St`, town: 'Town', country: 'US', ...island(next) };
      return (start + i) % 10 === 0 ? [first, { ...first, position: 1, ...island(next) }] : [first];
    });
    await db('business_places').insert(places);
    const deals = businesses.flatMap((b, i) => Array.from({ length: DEALS_EACH }, (_, k) => ({
      businessId: b.id, title: `Deal ${start + i}-${k}`, description: 'A deal', originalPrice: '10.00', dealPrice: '5.00',
      category: ['Monthly', 'Weekly', 'Last-Minute'][k % 3], businessCategory: 'restaurant',
      startDate: new Date(now - 3600_000), endDate: new Date(now + (7 + k) * 86_400_000), totalCoupons: 10, isFeatured: k === 0 && i % 50 === 0,
    })));
    for (let j = 0; j < deals.length; j += 2000) await db('deals').insert(deals.slice(j, j + 2000));
  }
  // As a running site's database is: statistics fresh, and on PostgreSQL the new rows vacuumed (autovacuum's first pass
  // over 100,000 inserted rows would otherwise run in the middle of the timed pages).
  await db.raw(postgres ? 'vacuum analyze' : 'analyze');
}

const pct = (xs: number[], p: number) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function measure(db: Db, label: string) {
  const deals = createDealsService({ db, dealCache: new DealListCache() });
  const next = random(7);
  const cases: Array<[string, () => Record<string, string>]> = [
    ['listing without near (featured order, baseline)', () => ({})],
    ['near, in town      (random points on the island)', () => {
      const p = island(next);
      return { near: `${p.latitude.toFixed(4)},${p.longitude.toFixed(4)}` };
    }],
    ['near, offshore     (5-15 km out to sea: rings grow)', () => {
      const angle = next() * Math.PI * 2;
      const out = (5 + next() * 10) / 111;
      return { near: `${(21.48 + Math.sin(angle) * (0.22 + out)).toFixed(4)},${(-157.97 + Math.cos(angle) * (0.3 + out)).toFixed(4)}` };
    }],
    ['near, open sea     (200 km out, radius 250 km)', () => {
      const angle = next() * Math.PI * 2;
      const out = 200 / 111;
      return { near: `${(21.48 + Math.sin(angle) * (0.22 + out)).toFixed(4)},${(-157.97 + Math.cos(angle) * (0.3 + out)).toFixed(4)}`, radiusKm: '250' };
    }],
    ['near, open sea     (200 km out, radius 25 km: no deal)', () => {
      const angle = next() * Math.PI * 2;
      const out = 200 / 111;
      return { near: `${(21.48 + Math.sin(angle) * (0.22 + out)).toFixed(4)},${(-157.97 + Math.cos(angle) * (0.3 + out)).toFixed(4)}` };
    }],
  ];
  console.log(label);
  let baselineP99 = 0;
  for (const [name, query] of cases) {
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < RUNS + 20; i++) {
      const { filters } = parseDealListQuery(query());
      const t0 = process.hrtime.bigint();
      const page = await deals.list(filters);
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      if (i >= 20) {
        times.push(ms);
        rows += page.length;
      }
    }
    const p99 = pct(times, 99);
    if (!baselineP99) baselineP99 = p99;
    console.log(`  ${name}  p50 ${pct(times, 50).toFixed(1).padStart(5)} ms  p99 ${p99.toFixed(1).padStart(5)} ms  (${(rows / times.length).toFixed(0)} deals a page; p99 ratio to baseline ${(p99 / baselineP99).toFixed(2)})`);
  }
}

const loadAverage = () => loadavg().map((n) => n.toFixed(2)).join(', ');
console.log(`Da Deal! near-me benchmark — ${BUSINESSES * DEALS_EACH} live deals, ${BUSINESSES} businesses (${BUSINESSES / 10} with two places), pages of 100, ${RUNS} uncached pages per case, radius 25 km`);
console.log(`load average at the start: ${loadAverage()}`);
// BENCH_NEAR_DATABASES=pg (or pglite) measures one only.
const wanted = (process.env.BENCH_NEAR_DATABASES ?? 'pglite,pg').split(',').map((s) => s.trim());
if (wanted.includes('pglite')) {
  const lite = createDb({ databaseUrl: null, pgliteDir: null });
  await migrate(lite);
  await fill(lite, false);
  await measure(lite, 'PGlite (in process, in memory)');
  await lite.destroy();
}
if (wanted.includes('pg')) {
  await withThrowawayPostgres(async ({ db }) => {
    await migrate(db);
    await fill(db, true);
    await measure(db, 'PostgreSQL (one connection at a time)');
  });
}
console.log(`load average at the end: ${loadAverage()}`);
