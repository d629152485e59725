// Crash safety with real processes: the server (src/testing/cluster-node.ts, the API as `npm start` runs it, compiled
// like it) is killed with SIGKILL in the middle of a burst of claims and in the middle of featuring payments; after it, the
// data must hold together — every deal's claimed count equals its coupon rows, no coupon beyond the total, every
// acknowledged claim is there, a deal is featured if and only if its payment is spent — and the database opens again
// (on PGlite the dead process's lock is taken over). Then SIGTERM: a request in flight gets its answer, new
// connections are refused. On the api-pglite project the server runs on PGlite in a temporary DATA_DIR; on api-pg, on
// a PostgreSQL database of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrate, type Db } from '@dadeal/api/db.js';
import type { Business } from '@dadeal/api/features/accounts/business.model.js';
import { createBusiness, createDeal, createUsers, tokenFor } from '@dadeal/api/testing/factories.js';
import { clusterNodeArgs } from './testing/cluster-node-command.js';
import { seedPgliteDir } from '@dadeal/api/testing/database-templates.js';
import { createTestDatabase, testDbKind, type TestDatabase } from '@dadeal/api/testing/test-app.js';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const CLI_BIN = fileURLToPath(new URL('../../cli/bin/dadeal.js', import.meta.url));
const IMPORT_ROWS = 150_000;
const JWT_SECRET = randomBytes(32).toString('hex');
const kind = testDbKind();

let dataDir: string;
let pg: TestDatabase | null = null;
let child: ChildProcess | null = null;

/** The database the server uses, opened from this process (on PGlite only while no server holds it). */
async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  if (pg) return fn(pg.db);
  const db = createDb({ databaseUrl: null, pgliteDir: path.join(dataDir, 'pglite') });
  try {
    await migrate(db);
    return await fn(db);
  } finally {
    await db.destroy();
  }
}

function startServer(): Promise<{ url: string; process: ChildProcess }> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, JWT_SECRET, LOG_LEVEL: 'warn',
    PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', PUBLIC_URL: 'http://dadeal.test',
    ...(pg ? { DATABASE_URL: pg.databaseUrl! } : {}),
  };
  const proc = spawn(process.execPath, clusterNodeArgs(), { cwd: SERVER_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child = proc;
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    proc.stdout!.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('{"url"'));
      if (line) resolve({ url: JSON.parse(line).url, process: proc });
    });
    proc.stderr!.on('data', (d) => (err += d));
    proc.once('exit', (code) => reject(new Error(`server exited with ${code}: ${err}`)));
  });
}

const exited = (proc: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) resolve({ code: proc.exitCode, signal: proc.signalCode });
    else proc.once('exit', (code, signal) => resolve({ code, signal }));
  });

async function kill9(proc: ChildProcess) {
  proc.kill('SIGKILL');
  await exited(proc);
}

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of several shapes, read field by field
  body: any;
}

/** One request; a connection cut by the kill answers status 0. */
function call(base: string, method: string, urlPath: string, options: { body?: unknown; token?: string } = {}): Promise<Answer> {
  const { hostname, port } = new URL(base);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string | number> = { Connection: 'close' };
  if (payload !== undefined) Object.assign(headers, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) });
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  return new Promise((resolve) => {
    const req = httpRequest({ host: hostname, port, method, path: urlPath, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      res.on('error', () => resolve({ status: 0, body: null }));
    });
    req.on('error', () => resolve({ status: 0, body: null }));
    req.end(payload);
  });
}

/** The invariants of the claims: claimed count = coupon rows ≤ total, for every deal. */
async function claimInvariants(db: Db) {
  const rows: Array<{ id: number; usedCoupons: number; totalCoupons: number; coupons: string }> = await db('deals as d')
    .select('d.id', 'd.usedCoupons', 'd.totalCoupons', db.raw('(select count(*) from coupons c where c.deal_id = d.id) as coupons'));
  for (const r of rows) {
    expect(Number(r.coupons), `deal ${r.id}: coupon rows = claimed count`).toBe(r.usedCoupons);
    expect(r.usedCoupons, `deal ${r.id}: within its total`).toBeLessThanOrEqual(r.totalCoupons);
  }
}

let owner: { user: { id: number; tokenVersion?: number }; business: Business };
let dealId: number;
let shoppers: Array<{ id: number }>;
let featureDeals: number[];
let importer: Business;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dadeal-crash-'));
  // The migrated template instead of initdb and migrations in this process (the server would only find them done).
  if (kind === 'pglite') seedPgliteDir(path.join(dataDir, 'pglite'));
  if (kind === 'pg') pg = await createTestDatabase();
  await withDb(async (db) => {
    owner = await createBusiness(db);
    dealId = (await createDeal(db, owner.business, { totalCoupons: 40 })).id;
    shoppers = await createUsers(db, 120);
    importer = (await createBusiness(db, { email: 'import@crash.test', companyName: 'Import Co' })).business;
    featureDeals = [];
    for (let i = 0; i < 12; i++) featureDeals.push((await createDeal(db, owner.business)).id);
  });
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) await kill9(child);
  await pg?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9', () => {
  it('in the middle of a burst of claims loses no acknowledged claim and issues no coupon beyond the total', async () => {
    const server = await startServer();
    const acknowledged: Array<{ userId: number; couponId: number }> = [];
    let killing: Promise<void> | null = null;
    // 120 shoppers on a 40-coupon deal, all at once; the server dies once a handful have their coupon.
    await Promise.all(shoppers.map(async (shopper) => {
      const res = await call(server.url, 'POST', '/api/coupons', { body: { dealId }, token: tokenFor(JWT_SECRET, shopper) });
      if (res.status === 201) {
        acknowledged.push({ userId: shopper.id, couponId: res.body.coupon.id });
        if (acknowledged.length === 5) killing = kill9(server.process);
      }
    }));
    if (!killing) killing = kill9(server.process); // all answered before the kill could land: still a crash after a burst
    await killing;
    expect(acknowledged.length).toBeGreaterThanOrEqual(5);

    await withDb(async (db) => {
      await claimInvariants(db);
      const rows: Array<{ id: number; userId: number }> = await db('coupons').where({ dealId }).select('id', 'userId');
      for (const a of acknowledged) expect(rows, `acknowledged coupon ${a.couponId}`).toContainEqual({ id: a.couponId, userId: a.userId });
    });

    // The server starts again on the same data (on PGlite: over the lock the killed process left) and still claims.
    const again = await startServer();
    const late = shoppers.find((s) => !acknowledged.some((a) => a.userId === s.id))!;
    const res = await call(again.url, 'POST', '/api/coupons', { body: { dealId }, token: tokenFor(JWT_SECRET, late) });
    expect([201, 409]).toContain(res.status); // 409 only if the deal sold out before the kill
    await kill9(again.process);
    await withDb(claimInvariants);
  }, 180_000);

  it('in the middle of featuring payments leaves no payment half-applied: featured ⇔ its payment spent', async () => {
    const server = await startServer();
    const token = tokenFor(JWT_SECRET, owner.user);
    // order → capture for every deal, then feature them all at once and die after the first answer.
    const orders: string[] = [];
    for (const id of featureDeals) {
      const created = await call(server.url, 'POST', '/api/paypal/order', { body: { planId: 'quick', dealId: id }, token });
      expect(created.status).toBe(201);
      expect((await call(server.url, 'POST', `/api/paypal/order/${created.body.id}/capture`, { token })).status).toBe(200);
      orders.push(created.body.id);
    }
    let killing: Promise<void> | null = null;
    const answers = await Promise.all(featureDeals.map(async (id, i) => {
      const res = await call(server.url, 'POST', `/api/deals/${id}/feature`, { body: { planId: 'quick', amount: '5.00', paymentMethod: 'paypal', paypalOrderId: orders[i] }, token });
      killing ??= kill9(server.process);
      return res.status;
    }));
    await killing;

    await withDb(async (db) => {
      const deals: Array<{ id: number; isFeatured: boolean }> = await db('deals').whereIn('id', featureDeals).select('id', 'isFeatured');
      const payments: Array<{ providerOrderId: string; status: string; dealId: number | null }> = await db('payments').whereIn('providerOrderId', orders).select('providerOrderId', 'status', 'dealId');
      featureDeals.forEach((id, i) => {
        const deal = deals.find((d) => d.id === id)!;
        const payment = payments.find((p) => p.providerOrderId === orders[i])!;
        expect(deal.isFeatured, `deal ${id} featured ⇔ order ${orders[i]} spent on it`).toBe(payment.status === 'spent' && payment.dealId === id);
        if (answers[i] === 200) expect(payment.status, `acknowledged featuring of deal ${id}`).toBe('spent');
      });
    });
  }, 180_000);
});

/** How far process `pid` has read `file` (Linux: the offset of its descriptor, from /proc), as the CLI's own tests do. */
function readOffset(pid: number, file: string): number {
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`) !== file) continue;
      return Number(/^pos:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/fdinfo/${fd}`, 'utf8'))?.[1] ?? 0);
    } catch {
      // the descriptor closed meanwhile
    }
  }
  return 0;
}

describe('kill -9 of the CLI', () => {
  it('in the middle of an import leaves all of it or none, and the data opens again', async () => {
    const file = path.join(dataDir, 'season.csv');
    const row = (i: number) => `Sunset cruise ${i},Two hours at sea,$80.00,$60.00,Weekly,Beach Activity,2026-12-01,2027-01-31,100`;
    writeFileSync(file, ['title,description,originalPrice,dealPrice,category,businessCategory,startDate,endDate,totalCoupons', ...Array.from({ length: IMPORT_ROWS }, (_, i) => row(i))].join('\n'));
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, DATABASE_URL: pg?.databaseUrl ?? '', LOG_LEVEL: 'silent' };
    const cli = spawn(process.execPath, [CLI_BIN, 'import', 'deals', file, '--business', 'import@crash.test'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    cli.stderr!.on('data', (d) => (stderr += d));
    // Killed once well into the file: several batches checked and written inside the import's transaction.
    const size = readFileSync(file).length;
    let lastOffset = 0;
    await expect.poll(() => (cli.exitCode === null ? (lastOffset = readOffset(cli.pid!, file)) : size), { timeout: 90_000, interval: 20 }).toBeGreaterThan(size / 8);
    expect(cli.exitCode, `finished before the kill, last offset read ${lastOffset} of ${size}: ${stderr}`).toBeNull(); // still importing when killed
    await kill9(cli);
    await withDb(async (db) => {
      const imported = Number((await db('deals').where({ businessId: importer.id }).count<{ n: string }[]>({ n: '*' }))[0].n);
      expect([0, IMPORT_ROWS]).toContain(imported);
    });
  }, 180_000);
});

describe('SIGTERM', () => {
  it('answers a request already in flight, refuses new connections, then exits 0', async () => {
    const server = await startServer();
    const { hostname, port } = new URL(server.url);
    const body = JSON.stringify({ name: 'Slow Kai', email: 'slow@crash.test', userType: 'user', subject: 'Sent slowly', message: 'Half of this body arrives before SIGTERM.' });
    // A slow client: its head first, half the body after the server's 100 Continue, the rest after the signal.
    const answer = new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: hostname, port, method: 'POST', path: '/api/contact', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Expect: '100-continue' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
      req.on('error', reject);
      req.flushHeaders();
      // "100 Continue" says the server has read the request's head: it is in flight when the signal comes.
      req.once('continue', () => {
        req.write(body.slice(0, 40));
        server.process.kill('SIGTERM');
        // New connections are refused once the server stopped listening; then the slow client finishes.
        const refused = () => new Promise<boolean>((done) => {
          const probe = connect(Number(port), hostname);
          probe.once('connect', () => { probe.destroy(); done(false); });
          probe.once('error', () => done(true));
        });
        (async () => {
          while (!(await refused())) await new Promise((r) => setTimeout(r, 20)); // polls a state, not a fixed wait
          req.end(body.slice(40));
        })().catch(reject);
      });
    });
    expect(await answer).toBe(201);
    expect(await exited(server.process)).toEqual({ code: 0, signal: null });
    await withDb(async (db) => {
      expect(await db('contact_messages').where({ email: 'slow@crash.test' }).first()).toBeTruthy();
      await claimInvariants(db);
    });
  }, 120_000);
});
