// npm run bench (live): what the live counts (GET /api/deals/live, api/src/features/live) cost the compiled server on
// PostgreSQL, run as `npm start` runs it with a 1,280 MB heap (NODE_OPTIONS=--max-old-space-size=1280):
//   - memory per open stream: the server's heap (prom-client's nodejs_heap_size_used_bytes, the least of several
//     samples, so garbage does not count) and RSS with no stream, then with 5,000 and 10,000 open — each stream a
//     page's worth of deals (12); from that, the streams one process holds within its 1,280 MB heap;
//   - the listing (GET /api/deals, what every page and widget calls) at a fixed 2,500 req/s with no stream open — the
//     baseline, measured in the same run — and with 5,000 open, in three alternating rounds (medians), with no claims and
//     while claims trickle in (5 a second, each one's count pushed to every stream that watches the deal): p50, p99 and
//     the server's CPU per request (the streams here read and drop, as browsers elsewhere would cost this machine nothing);
//   - what one event costs the server per stream it is written to (a claim every 1.1 s with 5,000 streams and none);
//   - update latency from claim to screen with 10,000 streams: from the claim's answer to the moment each stream has the
//     count it left (or a lower one) — once with a claim every 1.5 s (quiet: no coalescing), once with a claim every
//     200 ms (a rush: each deal's count is sent at most once a second, so latency is the coalescing's);
//   - the same across two processes (LISTEN/NOTIFY): claims through one, 1,000 streams on the other.
// The server runs on core 0, this process (the 10,000 readers and the load) on core 1 (taskset). Figures, not pass/fail.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import autocannon from 'autocannon';
import type { Db } from '../src/db.js';
import { openLiveStream, type LiveStreamClient } from '../src/testing/live-stream-client.js';
import { cpuMicros, hasTaskset, pin, prepare, withServers, withThrowawayPostgres, type Fixture } from './harness.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const METRICS_TOKEN = 'live-bench-metrics-token';
const HEAP_MB = 1_280;
const DEALS_PER_PAGE = 12;
const STREAMS = [5_000, 10_000];
const CROSS_STREAMS = 1_000;
const LISTING_ROUNDS = 3;
/**
 * The listing's offered load: a fixed rate below what one core serves even on this busy machine (4–19k req/s measured),
 * so that the streams' cost shows as CPU and latency rather than as a throughput that other jobs here swing 2–5×.
 */
const LISTING_RATE = 2_500;
const MB = 1024 * 1024;

const say = (line: string) => console.log(line);

interface Memory {
  heap: number;
  rss: number;
}

/** The server's live heap (least of `samples` readings 300 ms apart: garbage not yet collected does not count) and RSS. */
async function memoryOf(port: number, pid: number, samples = 10): Promise<Memory> {
  let heap = Infinity;
  let rss = Infinity;
  for (let i = 0; i < samples; i++) {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    const text = await res.text();
    const used = /^nodejs_heap_size_used_bytes (\d+(?:\.\d+)?(?:e\+\d+)?)$/m.exec(text);
    if (used) heap = Math.min(heap, Number(used[1]));
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    rss = Math.min(rss, Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024);
    await new Promise((r) => setTimeout(r, 300));
  }
  return { heap, rss };
}

/** One POST /api/coupons as `token`; answers when it was answered and the deal's remaining count after it. */
function claim(port: number, dealId: number, token: string): Promise<{ at: number; remaining: number }> {
  const body = JSON.stringify({ dealId });
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/coupons', agent: false, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Authorization: `Bearer ${token}` } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          const at = performance.now();
          if (res.statusCode !== 201) return reject(new Error(`claim answered ${res.statusCode}: ${text}`));
          const { coupon } = JSON.parse(text) as { coupon: { deal: { totalCoupons: number; usedCoupons: number } } };
          resolve({ at, remaining: coupon.deal.totalCoupons - coupon.deal.usedCoupons });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Claims every `everyMs` until stopped, each by the next unused user; answers every claim's answer time and count. */
function trickle(port: number, dealId: number, tokens: string[], everyMs: number) {
  const claims: Array<{ at: number; remaining: number }> = [];
  const pending: Array<Promise<unknown>> = [];
  const timer = setInterval(() => {
    const token = tokens.shift();
    if (!token) throw new Error('the benchmark ran out of users');
    pending.push(claim(port, dealId, token).then((c) => claims.push(c), (err: Error) => console.error(`claim failed: ${err.message}`)));
  }, everyMs);
  return {
    claims,
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
    },
  };
}

/**
 * The proxy's header for the `n`th visitor: each stream comes from an address of its own (the server trusts one proxy),
 * as a crowd's pages would, since one address holds at most LIVE_MAX_STREAMS_PER_ADDRESS streams.
 */
const visitor = (n: number) => ({ 'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });

/** Opens `count` streams, `concurrency` at a time, each for a page of deals, and waits for each one's first event. */
async function openStreams(port: number, count: number, dealIds: number[], into: LiveStreamClient[]): Promise<number> {
  const started = performance.now();
  const url = `http://127.0.0.1:${port}/api/deals/live?ids=${dealIds.join(',')}`;
  const concurrency = 200;
  for (let done = 0; done < count; done += concurrency) {
    const batch = await Promise.all(Array.from({ length: Math.min(concurrency, count - done) }, (_, i) => openLiveStream(url, { headers: visitor(done + i) })));
    await Promise.all(batch.map((s) => s.waitFor(() => true, 60_000)));
    into.push(...batch);
  }
  return performance.now() - started;
}

/**
 * Opens `count` streams that read and drop what they get, as a browser elsewhere would cost this machine nothing: the
 * listing rounds use them, so that parsing 5,000 events a second here does not slow the load generator beside them.
 */
async function openSinks(port: number, count: number, dealIds: number[]): Promise<Array<() => Promise<void>>> {
  const path = `/api/deals/live?ids=${dealIds.join(',')}`;
  const closers: Array<() => Promise<void>> = [];
  for (let done = 0; done < count; done += 200) {
    closers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(200, count - done) }, (_, i) =>
          new Promise<() => Promise<void>>((resolve, reject) => {
            const req = request({ host: '127.0.0.1', port, path, agent: false, headers: visitor(done + i) }, (res) => {
              const closed = new Promise<void>((r) => res.once('close', () => r()));
              res.once('data', () => resolve(() => (req.destroy(), closed)));
              res.resume();
            });
            req.on('error', reject);
            req.end();
          }),
        ),
      )),
    );
  }
  return closers;
}

interface Listing {
  rps: number;
  p50: number;
  p99: number;
  cpuUs: number;
  errors: number;
}

/** The listing under load for SECONDS (while claims trickle in, 5 a second, when asked), with the server's CPU per request. */
async function listing(port: number, pid: number, claimDealId: number, tokens: string[], withClaims: boolean): Promise<Listing> {
  const url = `http://127.0.0.1:${port}/api/deals`;
  await autocannon({ url, connections: 50, duration: 2 });
  const claims = withClaims ? trickle(port, claimDealId, tokens, 200) : null;
  const cpu = cpuMicros([pid]);
  const r = await autocannon({ url, connections: 50, duration: SECONDS, overallRate: LISTING_RATE });
  const used = cpuMicros([pid]) - cpu;
  await claims?.stop();
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpuUs: used / r.requests.total, errors: r.errors + r.non2xx };
}

/** The server's CPU over `claims` claims 1.1 s apart (each one event to every stream watching the deal), no other load. */
async function claimsCpu(port: number, pid: number, claimDealId: number, tokens: string[], claims = 8): Promise<number> {
  const cpu = cpuMicros([pid]);
  const run = trickle(port, claimDealId, tokens, 1_100);
  await new Promise((r) => setTimeout(r, claims * 1_100 + 500));
  await run.stop();
  await new Promise((r) => setTimeout(r, 300)); // the last event's writes
  return (cpuMicros([pid]) - cpu) / run.claims.length;
}

const fmtListing = (l: Listing) =>
  `${l.rps.toFixed(0).padStart(6)} req/s  p50 ${String(l.p50).padStart(3)} ms  p99 ${String(l.p99).padStart(3)} ms  server CPU ${l.cpuUs.toFixed(1)} µs/request${l.errors ? `  (${l.errors} errors)` : ''}`;

/**
 * For each claim and each stream: the time from the claim's answer until the stream had a count at or below the one
 * the claim left (0 when the stream had it before the claimer had the answer).
 */
function latencies(streams: LiveStreamClient[], dealId: number, claims: Array<{ at: number; remaining: number }>, from: number[]): number[] {
  const out: number[] = [];
  streams.forEach((stream, i) => {
    const events = stream.events.slice(from[i]).filter((e) => e.counts[dealId] !== undefined);
    for (const c of claims) {
      const seen = events.find((e) => e.counts[dealId] <= c.remaining);
      out.push(seen ? Math.max(0, seen.at - c.at) : Infinity);
    }
  });
  return out.sort((a, b) => a - b);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const fmtLatency = (sorted: number[]) => {
  const missed = sorted.filter((v) => v === Infinity).length;
  const seen = sorted.filter((v) => v !== Infinity);
  return `p50 ${pct(seen, 50).toFixed(0)} ms, p99 ${pct(seen, 99).toFixed(0)} ms, max ${seen[seen.length - 1].toFixed(0)} ms over ${sorted.length.toLocaleString('en-US')} claim × stream pairs${missed ? `, ${missed} never seen` : ''}`;
};

/** Waits until every stream has the last claim's count, then measures latency of `claims` claims `everyMs` apart. */
async function latencyRun(claimPort: number, streams: LiveStreamClient[], dealId: number, tokens: string[], claims: number, everyMs: number): Promise<number[]> {
  const from = streams.map((s) => s.events.length);
  const run = trickle(claimPort, dealId, tokens, everyMs);
  await new Promise((r) => setTimeout(r, claims * everyMs + everyMs / 2));
  await run.stop();
  const last = Math.min(...run.claims.map((c) => c.remaining));
  await Promise.all(streams.map((s, i) => s.waitFor((counts) => counts[dealId] <= last, 15_000, from[i])));
  return latencies(streams, dealId, run.claims, from);
}

const fmtMb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

async function pageOfDeals(db: Db, fixture: Fixture): Promise<number[]> {
  const others: Array<{ id: number }> = await db('deals').where({ isActive: true }).whereNot({ id: fixture.claimDealId }).orderBy('id').limit(DEALS_PER_PAGE - 1).select('id');
  return [fixture.claimDealId, ...others.map((d) => d.id)];
}

pin(process.pid, '1');
say(`Live counts — compiled server on PostgreSQL, heap limit ${HEAP_MB} MB, ${SECONDS}s listing runs, 50 connections, taskset ${hasTaskset ? 'on (server core 0, streams and load core 1)' : 'unavailable'}`);
await withThrowawayPostgres(async ({ url, db, dataDir }) => {
  const fixture = await prepare(db, dataDir, 2_500);
  const tokens = [...fixture.tokens];
  const ids = await pageOfDeals(db, fixture);
  const env = { DATABASE_URL: url, DATA_DIR: dataDir, SEED_DEMO: 'false', METRICS_TOKEN, TRUST_PROXY: '1', NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}` };

  await withServers(1, env, async ([port], [pid]) => {
    const streams: LiveStreamClient[] = [];
    try {
      await autocannon({ url: `http://127.0.0.1:${port}/api/deals`, connections: 10, duration: 2 }); // warm
      const base = await memoryOf(port, pid);
      const claimOnly = await claimsCpu(port, pid, fixture.claimDealId, tokens);
      say(`no stream open:      heap ${fmtMb(base.heap)}, RSS ${fmtMb(base.rss)}; a claim every 1.1 s: ${(claimOnly / 1000).toFixed(2)} ms of server CPU per claim (its idle work included)`);

      // The listing without and with 5,000 streams, in alternating rounds (this machine's other work drifts): quiet, and
      // while claims trickle in so that the streams get their events. Medians of each.
      const runs = { without: { quiet: [] as Listing[], claims: [] as Listing[] }, beside: { quiet: [] as Listing[], claims: [] as Listing[] } };
      for (let round = 0; round < LISTING_ROUNDS; round++) {
        runs.without.quiet.push(await listing(port, pid, fixture.claimDealId, tokens, false));
        runs.without.claims.push(await listing(port, pid, fixture.claimDealId, tokens, true));
        const sinks = await openSinks(port, 5_000, ids);
        runs.beside.quiet.push(await listing(port, pid, fixture.claimDealId, tokens, false));
        runs.beside.claims.push(await listing(port, pid, fixture.claimDealId, tokens, true));
        await Promise.all(sinks.map((close) => close()));
      }
      const median = (list: Listing[]): Listing => {
        const pick = (key: keyof Listing) => list.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(list.length / 2)];
        return { rps: pick('rps'), p50: pick('p50'), p99: pick('p99'), cpuUs: pick('cpuUs'), errors: list.reduce((n, r) => n + r.errors, 0) };
      };
      say(`  listing at ${LISTING_RATE.toLocaleString('en-US')} req/s offered, medians of ${LISTING_ROUNDS} alternating rounds:`);
      for (const kind of ['quiet', 'claims'] as const) {
        const [off, on] = [median(runs.without[kind]), median(runs.beside[kind])];
        const what = kind === 'quiet' ? 'no claims' : 'claims 5/s';
        say(`    ${what.padEnd(10)}, no stream open      ${fmtListing(off)}`);
        say(`    ${what.padEnd(10)}, 5,000 streams open  ${fmtListing(on)}  → ${(on.cpuUs / off.cpuUs).toFixed(2)}× the CPU per request, p50 ${on.p50 - off.p50 >= 0 ? '+' : ''}${on.p50 - off.p50} ms, p99 ${on.p99 - off.p99 >= 0 ? '+' : ''}${on.p99 - off.p99} ms`);
        say(`      each round (µs/request, p99 ms; without → with): ${runs.without[kind].map((w, i) => `${w.cpuUs.toFixed(0)}/${w.p99} → ${runs.beside[kind][i].cpuUs.toFixed(0)}/${runs.beside[kind][i].p99}`).join(', ')}`);
      }

      const opened: Record<number, Memory> = {};
      for (const target of STREAMS) {
        const ms = await openStreams(port, target - streams.length, ids, streams);
        const mem = (opened[target] = await memoryOf(port, pid));
        say(`${target.toLocaleString('en-US').padStart(6)} streams open: heap ${fmtMb(mem.heap)}, RSS ${fmtMb(mem.rss)}  — ${((mem.heap - base.heap) / target / 1024).toFixed(1)} KB heap, ${((mem.rss - base.rss) / target / 1024).toFixed(1)} KB RSS per stream (opened in ${(ms / 1000).toFixed(1)} s)`);
        if (target === 5_000) {
          const withEvents = await claimsCpu(port, pid, fixture.claimDealId, tokens);
          say(`  a claim pushed to ${target.toLocaleString('en-US')} streams: ${(withEvents / 1000).toFixed(2)} ms of server CPU, ${((withEvents - claimOnly) / target).toFixed(1)} µs per stream written`);
        }
      }
      const top = STREAMS[STREAMS.length - 1];
      const perStream = (opened[top].heap - base.heap) / top;
      say(`held ${top.toLocaleString('en-US')} streams within the ${HEAP_MB} MB heap limit (streams open on the server: ${top.toLocaleString('en-US')}); at ${(perStream / 1024).toFixed(1)} KB each, ${HEAP_MB} MB holds about ${Math.floor((HEAP_MB * MB - base.heap) / perStream).toLocaleString('en-US')} (heap only; each is also a socket: the file-descriptor limit, ulimit -n, is the nearer bound)`);

      const quiet = await latencyRun(port, streams, fixture.claimDealId, tokens, 10, 1_500);
      say(`claim → screen, ${top.toLocaleString('en-US')} streams, a claim every 1.5 s: ${fmtLatency(quiet)}`);
      const rush = await latencyRun(port, streams, fixture.claimDealId, tokens, 25, 200);
      say(`claim → screen, ${top.toLocaleString('en-US')} streams, a claim every 200 ms (coalesced to 1 event/s): ${fmtLatency(rush)}`);
    } finally {
      for (const s of streams) s.close();
    }
  });

  await withServers(2, env, async ([claimsPort, streamsPort]) => {
    const streams: LiveStreamClient[] = [];
    try {
      await openStreams(streamsPort, CROSS_STREAMS, ids, streams);
      const quiet = await latencyRun(claimsPort, streams, fixture.claimDealId, tokens, 10, 1_500);
      say(`two processes (claims through one, ${CROSS_STREAMS.toLocaleString('en-US')} streams on the other, LISTEN/NOTIFY), a claim every 1.5 s: ${fmtLatency(quiet)}`);
    } finally {
      for (const s of streams) s.close();
    }
  });
});
