// The soak (npm run bench): three minutes of mixed traffic against one server as `npm start` runs it (PGlite), in
// windows of 30 s — the public reads partner widgets make, deal details (some of deals that do not exist), searches,
// claims by new users, coupon lists and health checks. Per window: requests/s, p99, errors and unexpected statuses,
// and the server's resident memory, so a leak or a slow drift shows as a trend. Figures, not pass/fail.
import { readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDb } from '../src/db.js';
import { createBusiness, createDeal } from '../src/testing/factories.js';
import { CONNECTIONS, JWT_SECRET, pin, prepare, startAppServer } from './harness.js';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 3);
const WINDOW = 30;
const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

const lines: string[] = [];
const say = (line: string) => {
  lines.push(line);
  console.log(line);
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'dadeal-soak-'));
try {
  const db = createDb({ databaseUrl: null, pgliteDir: path.join(dataDir, 'pglite') });
  const fixture = await prepare(db, dataDir);
  // Claims are fast enough now for a user to come round again within the soak: each round of users claims on a deal
  // of its own, so every claim is still a user's first on its deal.
  const { business } = await createBusiness(db);
  const claimDeals = [fixture.claimDealId];
  for (let i = 0; i < 7; i++) claimDeals.push((await createDeal(db, business, { title: `Soak: claims, round ${i + 2}`, totalCoupons: 1_000_000 })).id);
  await db.destroy();
  const server = await startAppServer({ PORT: '0', LOG_LEVEL: 'warn', JWT_SECRET, DATA_DIR: dataDir, SEED_DEMO: 'false', DATABASE_URL: '' });
  pin(server.child.pid, '0');
  pin(process.pid, '1');
  try {
    const json = { 'content-type': 'application/json' };
    // Each claim is a new user's first (a repeated user would be a 409 by design); coupon lists pick any user.
    let claimer = 0;
    const claimAuth = () => ({ ...json, authorization: `Bearer ${fixture.tokens[claimer % fixture.tokens.length]}` });
    const claimBody = () => JSON.stringify({ dealId: claimDeals[Math.floor(claimer++ / fixture.tokens.length) % claimDeals.length] });
    const anyAuth = () => ({ authorization: `Bearer ${fixture.tokens[Math.floor(Math.random() * Math.max(1, claimer))]}` });
    // One cycle per connection, in proportion to what the product sees: reads first, a few writes.
    const requests: autocannon.Request[] = [
      { method: 'GET', path: '/api/deals?category=Weekly' },
      { method: 'GET', path: '/api/deals?isFeatured=true&limit=6' },
      { method: 'GET', path: '/api/deals?category=Monthly&businessCategory=restaurant' },
      { method: 'GET', path: `/api/deals/${fixture.dealId}` },
      { method: 'GET', path: '/api/deals?search=sunset&limit=12' },
      { method: 'GET', path: '/api/deals/999999' }, // a partner's stale deal id: 404 by design
      { method: 'GET', path: '/api/deals?category=Last-Minute' },
      { method: 'POST', path: '/api/coupons', setupRequest: (r) => ({ ...r, headers: claimAuth(), body: claimBody() }) },
      { method: 'GET', path: '/api/user/coupons', setupRequest: (r) => ({ ...r, headers: anyAuth() }) },
      { method: 'GET', path: '/api/health' },
    ];
    const pid = server.child.pid!;
    say(`Da Deal! soak — ${MINUTES} min of mixed traffic on PGlite (one process), ${CONNECTIONS} connections, windows of ${WINDOW} s`);
    say(`  start: server RSS ${rssMb(pid).toFixed(0)} MB`);
    const windows = Math.max(1, Math.round((MINUTES * 60) / WINDOW));
    let unexpectedTotal = 0;
    for (let w = 1; w <= windows; w++) {
      const statuses = new Map<number, number>();
      const instance = autocannon({ url: `http://127.0.0.1:${server.port}`, connections: CONNECTIONS, duration: WINDOW, requests });
      instance.on('response', (_client: unknown, status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
      const r = await instance;
      // 404 is the stale deal id; everything else must be 2xx.
      const unexpected = [...statuses].filter(([s]) => s >= 300 && s !== 404).reduce((n, [, c]) => n + c, 0);
      unexpectedTotal += unexpected + r.errors + r.timeouts;
      const codes = [...statuses].sort(([a], [b]) => a - b).map(([s, c]) => `${s}×${c}`).join(' ');
      say(
        `  window ${w} (${(w - 1) * WINDOW}–${w * WINDOW} s): ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
          `errors ${r.errors + r.timeouts}, unexpected ${unexpected} | RSS ${rssMb(pid).toFixed(0)} MB | ${codes}`,
      );
    }
    say(`  end: server RSS ${rssMb(pid).toFixed(0)} MB; errors and unexpected statuses over the soak: ${unexpectedTotal}`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, `${lines.join('\n')}\n`);
