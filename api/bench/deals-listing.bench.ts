// npm run bench (api): the public listing that every partner widget calls, against a raw node:http server
// answering the same bytes, measured in the same run. Server and load generator are pinned to different
// cores with taskset on this 2-core machine. Prints req/s, p99 latency and the ratio.
import { fork, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

// The load generator (this process) runs on core 1, servers on core 0.
if (hasTaskset) spawnSync('taskset', ['-a', '-cp', '1', String(process.pid)], { stdio: 'ignore' });

function start(script: string, env: NodeJS.ProcessEnv): Promise<{ port: number; stop(): Promise<void> }> {
  const child = fork(script, [], {
    env: { ...process.env, ...env },
    execArgv: script.endsWith('.ts') ? ['--import', 'tsx'] : [],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  if (hasTaskset) spawnSync('taskset', ['-a', '-cp', '0', String(child.pid)], { stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.once('message', (m: { port: number }) =>
      resolve({
        port: m.port,
        stop: () =>
          new Promise<void>((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            if (script.endsWith('.ts')) child.send('stop');
            else child.kill();
          }),
      }),
    );
  });
}

async function load(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (r.non2xx && !headers['if-none-match']) throw new Error(`${url}: ${r.non2xx} non-2xx answers`);
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'dadeal-bench-'));
const app = await start(path.join(here, 'app-server.ts'), { PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' });
const rows: string[] = [];
try {
  console.log(`Da Deal! listing benchmark — ${DURATION}s per run, ${CONNECTIONS} connections, taskset ${hasTaskset ? 'on (server core 0, load core 1)' : 'unavailable'}`);
  for (const route of ['/api/deals?category=Weekly', '/api/deals?isFeatured=true&limit=6']) {
    const res = await fetch(`http://127.0.0.1:${app.port}${route}`);
    const body = Buffer.from(await res.arrayBuffer());
    const etag = res.headers.get('etag') ?? '"x"';
    const raw = await start(path.join(here, 'raw-server.mjs'), { BODY_B64: body.toString('base64'), ETAG: etag });
    try {
      const base = await load(`http://127.0.0.1:${raw.port}${route}`);
      const ours = await load(`http://127.0.0.1:${app.port}${route}`);
      const revalidated = await load(`http://127.0.0.1:${app.port}${route}`, { 'if-none-match': etag });
      rows.push(
        `${route.padEnd(38)} raw ${base.rps.toFixed(0).padStart(6)} req/s p99 ${String(base.p99).padStart(3)} ms | app ${ours.rps.toFixed(0).padStart(6)} req/s p99 ${String(ours.p99).padStart(3)} ms | ratio ${(ours.rps / base.rps).toFixed(2)} | 304 revalidation ${revalidated.rps.toFixed(0)} req/s (${body.length} bytes body)`,
      );
      console.log(rows.at(-1));
    } finally {
      await raw.stop();
    }
  }
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
