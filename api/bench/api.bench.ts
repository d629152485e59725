// npm run bench (api): the calls that matter most, each against a raw node:http server answering the same bytes in
// the same run — the public listing (every partner widget), the featured list, one deal's detail, logins with the right
// and with a wrong password (argon2; many accounts, an address each) — on PGlite (one process owns the data) and on
// PostgreSQL with one and with two server processes on one database; and the site's server-rendered home page (HTML, from
// the listing's cache). Claims under a rush: claims.bench.ts.
// Figures, not pass/fail.
//
// With one process, the server runs on core 0 and the load generator on core 1 (taskset). With two processes the
// servers and the load generator share both cores of this machine, so the two-process figures show that the design
// holds (nothing only one process knows), not how it scales: that needs more cores.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDb } from '../src/db.js';
import { TEST_PASSWORD } from '../src/testing/factories.js';
import { CONNECTIONS, cpuMicros, DURATION, hasTaskset, here, pin, prepare, start, withServers, withThrowawayPostgres, type Fixture } from './harness.js';

type Req = autocannon.Request;
interface Load {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
  /** The servers' CPU time per answered request, µs (all their threads). */
  cpuPerRequest: number;
}

/** One autocannon run per port, in parallel, split evenly; requests/s summed, the worst p99, the servers' CPU. */
async function load(ports: number[], pids: number[], requests: Req[]): Promise<Load> {
  const per = Math.max(1, Math.floor(CONNECTIONS / ports.length));
  const run = (port: number, warm: boolean) =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: per,
      requests,
      duration: warm ? 2 : DURATION,
    });
  await Promise.all(ports.map((p) => run(p, true)));
  const cpuBefore = cpuMicros(pids);
  const results = await Promise.all(ports.map((p) => run(p, false)));
  const cpu = cpuMicros(pids) - cpuBefore;
  const total = results.reduce((s, r) => s + r.requests.total, 0);
  return {
    rps: results.reduce((s, r) => s + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((s, r) => s + r.errors + r.timeouts, 0),
    non2xx: results.reduce((s, r) => s + r.non2xx, 0),
    total,
    cpuPerRequest: cpu / Math.max(1, total),
  };
}

const fmt = (l: Load) => `${l.rps.toFixed(0).padStart(6)} req/s p99 ${String(l.p99).padStart(4)} ms`;
const lines: string[] = [];
const say = (line: string) => {
  lines.push(line);
  console.log(line);
};

async function scenario(label: string, ports: number[], pids: number[], fixture: Fixture, onlyCases?: string[]): Promise<Map<string, Load>> {
  const measured = new Map<string, Load>();
  const json = { 'content-type': 'application/json' };
  // Logins as a crowd makes them: a different account from a different address each time (the servers trust one proxy,
  // whose X-Forwarded-For names the address), so the figures are logins and refusals of a wrong password, never the
  // limiter's 429s.
  let next = 0;
  const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const login = (password: string): Req => ({
    method: 'POST',
    path: '/api/auth/login',
    headers: json,
    body: JSON.stringify({ email: fixture.emails[0], password }),
    setupRequest: (req) => {
      const i = next++;
      return { ...req, headers: { ...json, 'x-forwarded-for': address(i) }, body: JSON.stringify({ email: fixture.emails[i % fixture.emails.length], password }) };
    },
  });
  const etag = (await fetch(`http://127.0.0.1:${ports[0]}/api/deals?category=Weekly`)).headers.get('etag') ?? '"x"';
  const cases: Array<{ name: string; req: Req; expect?: number }> = [
    { name: 'listing  GET /api/deals?category=Weekly', req: { method: 'GET', path: '/api/deals?category=Weekly' } },
    { name: 'listing  304 revalidation (If-None-Match)', req: { method: 'GET', path: '/api/deals?category=Weekly', headers: { 'if-none-match': etag } } },
    { name: 'featured GET /api/deals?isFeatured=true', req: { method: 'GET', path: '/api/deals?isFeatured=true&limit=6' } },
    { name: `detail   GET /api/deals/${fixture.dealId}`.padEnd(39), req: { method: 'GET', path: `/api/deals/${fixture.dealId}` } },
    // The site's home page rendered on the server, as a browser asks for it (brotli), from the listing's cache.
    { name: 'page     GET / (server-rendered HTML, br)', req: { method: 'GET', path: '/', headers: { 'accept-encoding': 'br' } } },
    { name: `page     GET /?deal=${fixture.dealId} (its dialog, br)`.padEnd(45), req: { method: 'GET', path: `/?deal=${fixture.dealId}`, headers: { 'accept-encoding': 'br' } } },
    // The same page in Spanish: rendered and kept per language beside the English one.
    { name: 'page     GET /?lang=es (Spanish HTML, br)', req: { method: 'GET', path: '/?lang=es', headers: { 'accept-encoding': 'br' } } },
    { name: 'login    right password (argon2, many accounts)', req: login(TEST_PASSWORD), expect: 200 },
    { name: 'login    wrong password (argon2, many accounts)', req: login('not-the-password-42'), expect: 401 },
  ];
  say(`\n${label}`);
  // BENCH_CASES=listing,detail: only the cases whose name starts with one of these words.
  const only = onlyCases ?? process.env.BENCH_CASES?.split(',');
  for (const c of cases.filter((c) => !only || only.some((word) => c.name.startsWith(word)))) {
    // The baseline answers the app's own bytes for this call, so the ratio is the cost of the app alone…
    const sample = await sampleOf(ports[0], c.req, address(next++));
    const body = sample.body;
    // …with the same status and headers, so that both send the same bytes (Node adds Date and the connection's to both).
    const headers = sample.headers.filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)).flat();
    const raw = await start(path.join(here, 'raw-server.mjs'), { BODY_B64: body.toString('base64'), STATUS: String(sample.status), HEADERS_JSON: JSON.stringify(headers) });
    pin(raw.child.pid, '0');
    try {
      const { setupRequest: _dynamic, ...fixed } = c.req;
      const base = await load([raw.port], [raw.child.pid!], [fixed]);
      const ours = await load(ports, pids, [c.req]);
      // Every 304 and every refused wrong password counts as non-2xx.
      const expectedNon2xx = c.req.headers?.['if-none-match'] || c.expect === 401 ? ours.total : 0;
      const bad = ours.errors || ours.non2xx !== expectedNon2xx ? ` — ${ours.errors} errors, ${ours.non2xx} non-2xx` : '';
      const cpu = `server CPU/request raw ${base.cpuPerRequest.toFixed(1)} µs, app ${ours.cpuPerRequest.toFixed(1)} µs (ratio ${(base.cpuPerRequest / ours.cpuPerRequest).toFixed(3)})`;
      say(`  ${c.name.padEnd(45)} raw ${fmt(base)} | app ${fmt(ours)} | ratio ${(ours.rps / base.rps).toFixed(3)} | ${cpu}${bad}`);
      measured.set(c.name, ours);
    } finally {
      await raw.stop();
    }
  }
  return measured;
}

/** The app's answer as sent, bytes untouched (a compressed page stays compressed, as fetch() would not leave it). */
function sampleOf(port: number, req: Req, forwardedFor: string): Promise<{ status: number; headers: Array<[string, string]>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const sent = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.path, headers: { ...(req.headers as Record<string, string>), 'x-forwarded-for': forwardedFor } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers: Array<[string, string]> = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) headers.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(req.body as string | undefined);
  });
}

// The load generator runs on core 1 while a single server runs on core 0.
pin(process.pid, '1');
say(`Da Deal! API benchmark — ${DURATION} s per run, ${CONNECTIONS} connections, taskset ${hasTaskset ? 'on' : 'unavailable'}`);

// PGlite: one process owns the data directory.
{
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dadeal-bench-'));
  try {
    const db = createDb({ databaseUrl: null, pgliteDir: path.join(dataDir, 'pglite') });
    const fixture = await prepare(db, dataDir, 2_000);
    await db.destroy();
    const env = { DATA_DIR: dataDir, SEED_DEMO: 'false', DATABASE_URL: '', TRUST_PROXY: '1' };
    let off = new Map<string, Load>();
    await withServers(1, env, async (ports, pids) => {
      off = await scenario('PGlite, one process (server core 0, load core 1)', ports, pids, fixture);
    });
    // What Prometheus metrics cost when on: the same server with METRICS_TOKEN set, the same calls, and the
    // server's CPU per request against the run above (metrics off); a scrape between runs proves they were counted.
    if (!process.env.BENCH_CASES || process.env.BENCH_CASES.includes('metrics')) {
      const token = 'bench-metrics-token-0123456789';
      await withServers(1, { ...env, METRICS_TOKEN: token }, async (ports, pids) => {
        const on = await scenario('PGlite, one process, metrics on (METRICS_TOKEN set)', ports, pids, fixture, ['listing', 'detail']);
        const scrape = await (await fetch(`http://127.0.0.1:${ports[0]}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
        const counted = scrape.split('\n').filter((l) => l.startsWith('dadeal_http_requests_total{')).length;
        for (const [name, load] of on) {
          const before = off.get(name);
          if (!before) continue;
          say(`  metrics cost  ${name.padEnd(45)} server CPU/request off ${before.cpuPerRequest.toFixed(1)} µs, on ${load.cpuPerRequest.toFixed(1)} µs (${(load.cpuPerRequest - before.cpuPerRequest >= 0 ? '+' : '')}${(load.cpuPerRequest - before.cpuPerRequest).toFixed(1)} µs); req/s on/off ${(load.rps / before.rps).toFixed(3)}`);
        }
        say(`  the scrape after the runs lists ${counted} request series`);
      });
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// PostgreSQL: a throwaway database, one and two server processes.
await withThrowawayPostgres(async ({ url, db, dataDir }) => {
  const fixture = await prepare(db, dataDir, 2_000);
  for (const count of [1, 2]) {
    await withServers(count, { DATA_DIR: dataDir, SEED_DEMO: 'false', DATABASE_URL: url, TRUST_PROXY: '1' }, (ports, pids) =>
      scenario(`PostgreSQL, ${count} process${count > 1 ? 'es' : ''} ${count === 1 ? '(server core 0, load core 1)' : '(servers and load share both cores)'}`, ports, pids, fixture),
    );
  }
});

if (process.env.BENCH_OUT) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(process.env.BENCH_OUT, `${lines.join('\n')}\n`);
}
