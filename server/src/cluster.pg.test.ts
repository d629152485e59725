// Two API server processes on one PostgreSQL database behave as one (N processes behind a load balancer): stock,
// double claims, login limits, featuring payments, pictures (one S3 store, a DATA_DIR each), the public deal
// answers after a write on the other process or by the CLI, and the live counts of a claim made through the other. Two real child processes rather than two startServer() calls in this process: separate memory is what a
// load balancer's processes have, so nothing shared by accident (a module-level cache, one event loop serialising the
// requests) can make the test pass that production would fail.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterNodeArgs } from './testing/cluster-node-command.js';
import { createTestDatabase, type TestDatabase } from '@dadeal/api/testing/test-app.js';
import { createBusiness, createDeal, createUser, createUsers, TEST_PASSWORD, tokenFor } from '@dadeal/api/testing/factories.js';
import { startTestS3, type TestS3 } from '@dadeal/api/testing/s3-server.js';
import { openLiveStream } from '@dadeal/api/testing/live-stream-client.js';
import { drawScene } from '@dadeal/api/seed/demo-images.js';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const CLI_BIN = fileURLToPath(new URL('../../cli/bin/dadeal.js', import.meta.url));
const JWT_SECRET = randomBytes(32).toString('hex');
const LOGIN_PER_EMAIL = 10; // DEFAULT_RATE_LIMITS.login.perEmail: the servers run with their real limits

let database: TestDatabase;
const dirs: string[] = [];
const children: ChildProcess[] = [];
let servers: string[] = [];
/** The one picture store both processes keep pictures in (UPLOADS_URL=s3://…), each with a DATA_DIR of its own. */
let s3: TestS3;

const baseEnv = () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dadeal-cluster-'));
  dirs.push(dataDir);
  return { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: database.databaseUrl!, DATA_DIR: dataDir, JWT_SECRET, LOG_LEVEL: 'warn', ...s3.env('cluster') };
};

function startNode(): Promise<string> {
  const child = spawn(process.execPath, clusterNodeArgs(), {
    cwd: SERVER_DIR,
    env: { ...baseEnv(), PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', PUBLIC_URL: 'http://dadeal.test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('{"url"'));
      if (line) resolve(JSON.parse(line).url);
    });
    child.stderr!.on('data', (d) => (err += d));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${err}`)));
  });
}

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of several shapes, read field by field
  body: any;
}

/** One HTTP request (optionally from another loopback address, as another client would come). */
function call(base: string, method: string, urlPath: string, options: { body?: unknown; token?: string; from?: string } = {}): Promise<Answer> {
  const { hostname, port } = new URL(base);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string | number> = {};
  if (payload !== undefined) Object.assign(headers, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) });
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, method, path: urlPath, headers, localAddress: options.from ?? '127.0.0.1' }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Polls until `check` holds; the milliseconds it took, or a failure after `withinMs`. */
async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  for (;;) {
    if (await check()) return performance.now() - start;
    if (performance.now() - start > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const listed = async (server: string, dealId: number) => ((await call(server, 'GET', '/api/deals?limit=100')).body as Array<{ id: number }>).some((d) => d.id === dealId);
const split = <T>(items: T[]) => items.map((item, i) => [servers[i % 2], item] as const);

beforeAll(async () => {
  database = await createTestDatabase();
  s3 = await startTestS3();
  servers = await Promise.all([startNode(), startNode()]);
}, 120_000);

afterAll(async () => {
  await Promise.all(
    children.map((child) => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(null);
      child.once('exit', resolve);
      child.kill('SIGTERM');
    })),
  );
  await database?.drop();
  await s3?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('two server processes on one PostgreSQL', () => {
  it('share one S3 picture store: a picture uploaded through one is served by the other, neither keeps it on its disk', async () => {
    const { user } = await createBusiness(database.db);
    const picture = drawScene([10, 20, 30], [40, 50, 60], [200, 100, 50], 7, 64, 40);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'reef.png');
    const uploaded = await fetch(`${servers[0]}/api/upload`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${tokenFor(JWT_SECRET, user)}` } });
    expect(uploaded.status).toBe(201);
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    for (const server of [servers[1], servers[0]]) {
      const served = await fetch(`${server}${imageUrl}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), picture)).toBe(0);
    }
    expect(await s3.keys('cluster/')).toContain(`cluster${imageUrl.slice('/uploads'.length)}`);
    for (const dir of dirs) expect(readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.png'))).toEqual([]);
  });

  it('issue exactly 100 coupons of a 100-coupon deal to 300 users claiming across both, and both then show it sold out', async () => {
    const { business } = await createBusiness(database.db);
    const deal = await createDeal(database.db, business, { totalCoupons: 100 });
    // Both processes hold the deal's answer in their caches before the rush.
    for (const server of servers) expect((await call(server, 'GET', `/api/deals/${deal.id}`)).body.availableCount).toBe(100);
    const users = await createUsers(database.db, 300);
    const answers = await Promise.all(split(users).map(([server, user]) => call(server, 'POST', '/api/coupons', { body: { dealId: deal.id }, token: tokenFor(JWT_SECRET, user) })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201).length).toBe(100);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    expect(Number((await database.db('coupons').where({ dealId: deal.id }).count<{ n: string }[]>({ n: '*' }))[0].n)).toBe(100);
    expect((await database.db('deals').where({ id: deal.id }).first()).usedCoupons).toBe(100);
    for (const server of servers) {
      await within(1_000, async () => (await call(server, 'GET', `/api/deals/${deal.id}`)).body.availableCount === 0);
    }
  }, 90_000);

  it("give one user's 20 simultaneous claims across both exactly one coupon", async () => {
    const { business } = await createBusiness(database.db);
    const deal = await createDeal(database.db, business, { totalCoupons: 50 });
    const user = await createUser(database.db);
    const token = tokenFor(JWT_SECRET, user);
    const answers = await Promise.all(split(Array.from({ length: 20 })).map(([server]) => call(server, 'POST', '/api/coupons', { body: { dealId: deal.id }, token })));
    expect(answers.filter((a) => a.status === 201).length).toBe(1);
    expect(answers.filter((a) => a.status === 409).length).toBe(19);
    expect(await database.db('coupons').where({ dealId: deal.id, userId: user.id }).count<{ n: string }[]>({ n: '*' })).toEqual([{ n: 1 }]);
    expect((await database.db('deals').where({ id: deal.id }).first()).usedCoupons).toBe(1);
  });

  it('let through as many wrong logins for one e-mail as one process would, whether sent one by one or all at once, and never lock out the owner elsewhere', async () => {
    const owner = await createUser(database.db);
    const wrong = (server: string) => call(server, 'POST', '/api/auth/login', { body: { email: owner.email, password: 'not-the-password' } });
    const oneByOne: number[] = [];
    for (const [server] of split(Array.from({ length: 30 }))) oneByOne.push((await wrong(server)).status);
    expect(oneByOne.filter((s) => s !== 429)).toEqual(Array(LOGIN_PER_EMAIL).fill(401));
    expect(oneByOne.slice(LOGIN_PER_EMAIL).every((s) => s === 429)).toBe(true);

    const other = await createUser(database.db);
    const burst = await Promise.all(
      split(Array.from({ length: 30 })).map(([server]) => call(server, 'POST', '/api/auth/login', { body: { email: other.email, password: 'not-the-password' } })),
    );
    expect(burst.filter((a) => a.status !== 429).map((a) => a.status)).toEqual(Array(LOGIN_PER_EMAIL).fill(401));

    // The owner, at another address, signs in on either process.
    for (const server of servers) {
      expect((await call(server, 'POST', '/api/auth/login', { body: { email: owner.email, password: TEST_PASSWORD }, from: '127.0.0.2' })).status).toBe(200);
    }
  }, 60_000);

  it("drop a deal deleted on one from the other's listing and detail within a second", async () => {
    const { user, business } = await createBusiness(database.db);
    const deal = await createDeal(database.db, business);
    const [a, b] = servers;
    expect(await listed(b, deal.id)).toBe(true); // cached by b now
    expect((await call(b, 'GET', `/api/deals/${deal.id}`)).status).toBe(200);
    expect((await call(a, 'DELETE', `/api/deals/${deal.id}`, { token: tokenFor(JWT_SECRET, user) })).status).toBe(200);
    const gone = await within(1_000, async () => !(await listed(b, deal.id)) && (await call(b, 'GET', `/api/deals/${deal.id}`)).status === 404);
    console.log(`cluster: deal deleted on one process, gone from the other's listing and detail after ${gone.toFixed(0)} ms`);
  });

  it("push a claim made through one to the other's live-count streams within 2 s, down to 0 at the last coupon", async () => {
    const { business } = await createBusiness(database.db);
    const deal = await createDeal(database.db, business, { totalCoupons: 2 });
    const live = await openLiveStream(`${servers[1]}/api/deals/live?ids=${deal.id}`);
    try {
      await live.waitFor((counts) => counts[deal.id] === 2);
      const users = await createUsers(database.db, 2);
      for (const [i, user] of users.entries()) {
        const claimed = await call(servers[0], 'POST', '/api/coupons', { body: { dealId: deal.id }, token: tokenFor(JWT_SECRET, user) });
        expect(claimed.status).toBe(201);
        const answeredAt = performance.now();
        // The other process hears of it through LISTEN/NOTIFY (`deal_counts:<id>`), reads the count and pushes it.
        const event = await live.waitFor((counts) => counts[deal.id] === 1 - i, 2_000);
        expect(event.at - answeredAt).toBeLessThan(2_000);
      }
    } finally {
      live.close();
    }
  });

  it('count a featuring payment submitted to both at once once', async () => {
    const { user, business } = await createBusiness(database.db);
    const deal = await createDeal(database.db, business);
    const token = tokenFor(JWT_SECRET, user);
    const [a, b] = servers;
    const order = await call(a, 'POST', '/api/paypal/order', { body: { amount: '5.00', currency: 'USD', intent: 'CAPTURE', dealId: deal.id, planId: 'quick' }, token });
    expect(order.status).toBe(201);
    expect((await call(b, 'POST', `/api/paypal/order/${order.body.id}/capture`, { token })).status).toBe(200);
    const before = Date.now();
    const feature = (server: string) =>
      call(server, 'POST', `/api/deals/${deal.id}/feature`, { body: { planId: 'quick', amount: '5.00', paymentMethod: 'paypal', paypalOrderId: order.body.id }, token });
    const answers = await Promise.all([feature(a), feature(b)]);
    const after = Date.now();
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const payments = await database.db('payments').where({ businessId: business.id });
    expect(payments.map((p) => p.status)).toEqual(['spent']);
    const { featuredUntil } = await database.db('deals').where({ id: deal.id }).first();
    const day = 24 * 3600_000;
    expect(new Date(featuredUntil).getTime()).toBeGreaterThanOrEqual(before + day - 1_000);
    expect(new Date(featuredUntil).getTime()).toBeLessThanOrEqual(after + day + 1_000);
    for (const server of servers) {
      await within(1_000, async () => (await call(server, 'GET', `/api/deals/${deal.id}`)).body.isFeatured === true);
    }
  });

  it("show a write made by the CLI in both servers' listings within a second", async () => {
    const { user, business } = await createBusiness(database.db);
    const deal = await createDeal(database.db, business);
    for (const server of servers) expect(await listed(server, deal.id)).toBe(true);
    const cli = await new Promise<{ code: number | null; out: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [CLI_BIN, 'users', 'delete', user.email, '--yes'], { env: { ...baseEnv(), LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, out }));
    });
    expect(cli.out).toContain(`Deleted ${user.email}`);
    expect(cli.code).toBe(0);
    const gone = await within(1_000, async () => {
      const shown = await Promise.all(servers.map((server) => listed(server, deal.id)));
      return shown.every((s) => !s);
    });
    console.log(`cluster: account deleted by the CLI, its deal gone from both servers' listings after ${gone.toFixed(0)} ms`);
  }, 60_000);
});
