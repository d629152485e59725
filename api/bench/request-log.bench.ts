// The access log's cost per request: the same small Koa app with no access log, with the hand-written middleware
// this project had (kept below as the baseline) and with requestLog writing synchronously and through the buffered
// stream the server gives its access lines (logger.ts bufferedDestination), each writing JSON lines to a file the way
// production writes to stdout. Measured in the same run; each server is a child process on core 0, the load
// generator stays here on core 1 (taskset). Besides req/s it reports the server's CPU time per request
// (process.cpuUsage over the measured run): on a machine shared with other jobs throughput swings, CPU per request much
// less. Run: npx tsx api/bench/request-log.bench.ts. Figures, not pass/fail.
import { fork, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Koa from 'koa';
import pino, { type Logger } from 'pino';
import { requestLog } from '../src/http/request-log.js';
import { bufferedDestination } from '../src/logger.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const VARIANTS = ['no access log', 'hand-written (baseline)', 'requestLog, sync writes', 'requestLog, buffered (shipped)'] as const;
const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
const pin = (pid: number | undefined, core: string) => hasTaskset && pid && spawnSync('taskset', ['-a', '-cp', core, String(pid)], { stdio: 'ignore' });

/** The hand-written access log before pino-http (commit 5be298e), unchanged: the baseline. */
function handWritten(log: Logger): Koa.Middleware {
  const VALID_ID = /^[\w-]{8,64}$/;
  return async (ctx, next) => {
    const started = performance.now();
    const incoming = ctx.get('x-request-id');
    const reqId = VALID_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.reqId = reqId;
    ctx.set('X-Request-Id', reqId);
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 100) / 100;
      const url = ctx.querystring.includes('token=') ? ctx.url.replace(/token=[^&]*/g, 'token=[redacted]') : ctx.url;
      if (ctx.status >= 500) log.error({ reqId, method: ctx.method, url, status: ctx.status, ms }, 'request');
      else log.info({ reqId, method: ctx.method, url, status: ctx.status, ms }, 'request');
    }
  };
}

if (process.env.LOG_BENCH_VARIANT) {
  // A server: answer a small JSON body behind the chosen access log, then tell the parent the port.
  const variant = Number(process.env.LOG_BENCH_VARIANT);
  // Variant 3 writes through the access logger's own stream (logger.ts bufferedDestination), the others synchronously.
  const stream = variant === 3 ? bufferedDestination(process.env.LOG_BENCH_FILE!) : pino.destination({ dest: process.env.LOG_BENCH_FILE!, sync: true });
  const log = pino({ base: { service: 'dadeal' }, timestamp: pino.stdTimeFunctions.isoTime }, stream);
  const app = new Koa();
  if (variant === 1) app.use(handWritten(log));
  if (variant >= 2) app.use(requestLog(log));
  const body = { deals: Array.from({ length: 3 }, (_, i) => ({ id: i, title: `Deal ${i}` })) };
  let requests = 0;
  app.use((ctx) => {
    requests++;
    ctx.body = body;
  });
  let cpu = process.cpuUsage();
  const server = createServer(app.callback()).listen(0, '127.0.0.1', () => process.send?.((server.address() as AddressInfo).port));
  process.on('message', (m) => {
    if (m === 'measure') {
      requests = 0;
      cpu = process.cpuUsage();
      return;
    }
    const used = process.cpuUsage(cpu);
    process.send?.({ cpuUsPerRequest: (used.user + used.system) / requests });
    server.close(() => process.exit(0));
  });
} else {
  pin(process.pid, '1');
  const dir = mkdtempSync(path.join(tmpdir(), 'dadeal-log-bench-'));
  const rows: Array<{ name: string; rps: number; p99: number; cpu: number; lines: number; answered: number }> = [];
  console.log(`Access log cost — ${DURATION}s per run, 50 connections, taskset ${hasTaskset ? 'on (server core 0, load core 1)' : 'unavailable'}`);
  try {
    for (const [i, name] of VARIANTS.entries()) {
      const child = fork(fileURLToPath(import.meta.url), [], {
        env: { ...process.env, LOG_BENCH_VARIANT: String(i), LOG_BENCH_FILE: path.join(dir, `${i}.log`) },
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      });
      pin(child.pid, '0');
      const port = await new Promise<number>((resolve) => child.once('message', (m) => resolve(Number(m))));
      const url = `http://127.0.0.1:${port}/api/deals?category=Weekly`;
      const warm = await autocannon({ url, connections: 50, duration: 2 });
      child.send('measure');
      const r = await autocannon({ url, connections: 50, duration: DURATION });
      const stats = new Promise<{ cpuUsPerRequest: number }>((resolve) => child.once('message', (m) => resolve(m as { cpuUsPerRequest: number })));
      child.send('stop');
      const cpu = (await stats).cpuUsPerRequest;
      await new Promise((resolve) => child.once('exit', resolve));
      // Every answered request left its line (the buffered stream writes what waits at exit): counted, not assumed.
      const file = path.join(dir, `${i}.log`);
      const written = existsSync(file) ? readFileSync(file, 'utf8').split('\n').length - 1 : 0;
      rows.push({ name, rps: r.requests.average, p99: r.latency.p99, cpu, lines: written, answered: warm.requests.total + r.requests.total });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  for (const r of rows) {
    const cost = r === rows[0] ? '' : `  (+${(r.cpu - rows[0].cpu).toFixed(1)} µs for the access line)`;
    const lines = r === rows[0] ? '' : `; ${r.lines} lines for ${r.answered} answers`;
    console.log(`${r.name.padEnd(31)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${String(r.p99).padStart(3)} ms  server CPU ${r.cpu.toFixed(1)} µs per request${cost}${lines}`);
  }
}
