// What sharing the rate-limit counters on PostgreSQL costs (docs/operating.md, "Several processes on one PostgreSQL"): one limiter step in
// memory and in the `rate_limits` table, and a whole login (the only limited route on a hot path) with either store, on
// one fresh PostgreSQL database. Claims are not rate limited, so they pay nothing. Needs BENCH_DATABASE_URL (a server
// where databases may be created), e.g. BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres.
//   npx tsx api/bench/rate-limit-store.bench.ts
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDb, migrate } from '../src/db.js';
import { memoryStore, postgresStore, type RateLimitStore } from '../src/http/rate-limit.js';
import { createUser, TEST_PASSWORD } from '../src/testing/factories.js';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!serverUrl) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server where a database may be created');
const name = `dadeal_bench_rl_${randomBytes(4).toString('hex')}`;
const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
await admin.raw(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const db = createDb({ databaseUrl: url.toString(), pgliteDir: null });
const dataDir = mkdtempSync(path.join(tmpdir(), 'dadeal-bench-rl-'));

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`);

async function timeEach(n: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  return times;
}

function post(port: number, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/auth/login', agent: false, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

try {
  await migrate(db);
  const stores: Array<[string, RateLimitStore]> = [['memory', memoryStore], ['postgresql', postgresStore(db)]];
  const N = 2000;
  console.log(`one limiter step (consume), ${N} sequential, then ${N} with 50 in flight`);
  for (const [label, store] of stores) {
    const limiter = store({ keyPrefix: `bench-${label}`, points: 1e9, duration: 60 });
    await timeEach(200, (i) => limiter.consume(`warm-${i % 20}`));
    const times = await timeEach(N, (i) => limiter.consume(`key-${i % 200}`));
    const start = performance.now();
    for (let i = 0; i < N; i += 50) await Promise.all(Array.from({ length: 50 }, (_, j) => limiter.consume(`key-${(i + j) % 200}`)));
    const perSecond = N / ((performance.now() - start) / 1000);
    console.log(`  ${label.padEnd(10)} p50 ${fmt(quantile(times, 0.5))}  p99 ${fmt(quantile(times, 0.99))}  ${perSecond.toFixed(0)} steps/s`);
  }

  const LOGINS = 100;
  const user = await createUser(db);
  console.log(`whole login over HTTP, ${LOGINS} sequential each (argon2id verification included)`);
  for (const [label, store] of stores) {
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: url.toString() }, { jwtSecret: 'b'.repeat(64) });
    const generous = { perIp: 1e6, perEmail: 1e6, windowSeconds: 60, store };
    const app = createApp(config, db, { rateLimits: { login: generous } });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    await timeEach(10, () => post(port, { email: user.email, password: TEST_PASSWORD }));
    const ok = await timeEach(LOGINS, () => post(port, { email: user.email, password: TEST_PASSWORD }));
    const wrong = await timeEach(LOGINS, () => post(port, { email: user.email, password: 'wrong-password-1' }));
    server.close();
    app.deps.mailer.close();
    console.log(`  ${label.padEnd(10)} right password p50 ${fmt(quantile(ok, 0.5))} p99 ${fmt(quantile(ok, 0.99))}; wrong p50 ${fmt(quantile(wrong, 0.5))} p99 ${fmt(quantile(wrong, 0.99))}`);
  }
} finally {
  await db.destroy();
  await admin.raw(`drop database if exists ${name} with (force)`);
  await admin.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
