// The benchmarks' shared harness: the compiled server `npm start` runs (server/dist/server.mjs), raw node:http
// baselines, CPU pinning on this 2-core machine, and the data every benchmark starts from.
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { fileURLToPath } from 'node:url';
import { buildAll } from '../../scripts/build.mjs';
import { NODE_BUILDS } from '../../scripts/build-node.mjs';
import { createDb, migrate, type Db } from '../src/db.js';
import { seedDemo } from '../src/seed/demo.js';
import { createBusiness, createDeal, createUsers, tokenFor } from '../src/testing/factories.js';

export const here = path.dirname(fileURLToPath(import.meta.url));
export const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
export const CONNECTIONS = 50;
export const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const JWT_SECRET = randomBytes(32).toString('hex');
export const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
export const pin = (pid: number | undefined, cores: string) => {
  if (hasTaskset && pid) spawnSync('taskset', ['-a', '-cp', cores, String(pid)], { stdio: 'ignore' });
};

export interface Started {
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

export function start(script: string, env: NodeJS.ProcessEnv): Promise<Started> {
  const child = fork(script, [], {
    env: { ...process.env, ...env },
    // BENCH_CPU_PROF=<dir>: every server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
    execArgv: [...(script.endsWith('.ts') ? ['--import', 'tsx'] : []), ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [])],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.once('message', (m: { port: number }) =>
      resolve({
        port: m.port,
        child,
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

let built: Promise<unknown> | undefined;

/**
 * The server exactly as `npm start` runs it: the compiled server/dist/server.mjs (plain node, no tsx) with the site's,
 * console's and widgets' builds, all built first when stale. It reports its port over the IPC channel; SIGTERM stops it.
 */
export async function startAppServer(env: NodeJS.ProcessEnv): Promise<Started> {
  // BENCH_BUILD=server: rebuild only those outputs (a rerun of an API benchmark while the front ends are being edited).
  built ??= buildAll(process.env.BENCH_BUILD ? { names: process.env.BENCH_BUILD.split(',') } : {});
  await built;
  return start(NODE_BUILDS.server.outFile, env);
}

/** `count` servers as `npm start` runs them (one: on core 0; more: on both cores), stopped after `fn`. */
export async function withServers(count: number, env: NodeJS.ProcessEnv, fn: (ports: number[], pids: number[]) => Promise<void>): Promise<void> {
  const servers: Started[] = [];
  try {
    for (let i = 0; i < count; i++) servers.push(await startAppServer({ PORT: '0', LOG_LEVEL: 'warn', JWT_SECRET, ...env }));
    for (const server of servers) pin(server.child.pid, count === 1 ? '0' : '0-1');
    await fn(servers.map((server) => server.port), servers.map((server) => server.child.pid!));
  } finally {
    for (const server of servers) await server.stop();
  }
}

const CLOCK_TICK_US = 1e6 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);

/**
 * CPU time (user + system, every thread) the processes used so far, in µs, from /proc (Linux): read before and after a
 * run, it gives a server's CPU per request, which a machine busy with other work changes far less than requests/s.
 */
export function cpuMicros(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // after "pid (comm) "; utime and stime are fields 14, 15
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * CLOCK_TICK_US;
}

/** A PostgreSQL database and a data directory of the benchmark's own, dropped and removed after `fn`. */
export async function withThrowawayPostgres(fn: (pg: { url: string; db: Db; dataDir: string }) => Promise<void>): Promise<void> {
  const admin = knexFactory({ client: 'pg', connection: PG_URL, pool: { min: 0, max: 1 } });
  const name = `dadeal_bench_${randomBytes(4).toString('hex')}`;
  await admin.raw(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dadeal-bench-'));
  const db = createDb({ databaseUrl: url.toString(), pgliteDir: null, poolMax: 10 });
  try {
    await fn({ url: url.toString(), db, dataDir });
  } finally {
    await db.destroy();
    await admin.raw(`drop database if exists ${name} with (force)`);
    await admin.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface Fixture {
  dealId: number;
  claimDealId: number;
  tokens: string[];
  /** The e-mails of the same users, whose password is TEST_PASSWORD: logins as a crowd makes them. */
  emails: string[];
}

/** Demo data, plus a deal with a million coupons and enough users that every claim is a different user's first. */
export async function prepare(db: Db, dataDir: string, users = Number(process.env.BENCH_USERS ?? 40_000)): Promise<Fixture> {
  await migrate(db);
  await seedDemo(db, dataDir);
  const { business } = await createBusiness(db);
  const claimDeal = await createDeal(db, business, { title: 'Bench: the contended deal', totalCoupons: 1_000_000 });
  const created = [];
  for (let done = 0; done < users; done += 5_000) created.push(...(await createUsers(db, Math.min(5_000, users - done))));
  const [{ id: dealId }] = await db('deals').where({ isActive: true }).whereNot({ id: claimDeal.id }).orderBy('id').limit(1).select('id');
  return { dealId, claimDealId: claimDeal.id, tokens: created.map((u) => tokenFor(JWT_SECRET, u)), emails: created.map((u) => u.email) };
}

