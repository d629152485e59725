// Several server processes starting together on one empty PostgreSQL database (N processes behind a load
// balancer): they take turns under the start-up lock, so every one starts and the demo data is seeded once; one that
// waits for the lock is not ready yet.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server.js';
import { freePort } from './testing/free-port.js';
import { STARTUP_LOCK } from '@dadeal/api/db.js';

const serverUrl = process.env.DATABASE_URL as string;
const name = `dadeal_test_start_${randomBytes(4).toString('hex')}`;
const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
const dirs: string[] = [];
let servers: RunningServer[] = [];

beforeAll(async () => {
  await admin.raw(`create database ${name}`);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await admin.raw(`drop database if exists ${name} with (force)`);
  await admin.destroy();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('three servers starting at once on an empty PostgreSQL', () => {
  it('all start, migrations and demo data happen once, and each answers', async () => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const start = () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'dadeal-start-'));
      dirs.push(dataDir);
      return startServer({ DATABASE_URL: url.toString(), SEED_DEMO: 'true', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40) });
    };
    const results = await Promise.allSettled([start(), start(), start()]);
    servers = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual(['started', 'started', 'started']);
    const db = servers[0].db;
    expect(Number((await db('businesses').count<{ n: string }[]>({ n: '*' }))[0].n)).toBe(7);
    for (const s of servers) {
      const health = await fetch(`${s.url}/api/health`);
      expect(health.status).toBe(200);
    }
  });
});

describe('a server waiting for another one’s migrations', () => {
  it('answers 503 "starting" on /api/ready until the start-up lock is free, then serves', async () => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const holder = knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 1 } });
    const connection = await holder.client.acquireConnection();
    await holder.raw('select pg_advisory_lock(?)', [STARTUP_LOCK]).connection(connection); // as a migrating process holds it
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dadeal-start-'));
    dirs.push(dataDir);
    const booting = startServer({ DATABASE_URL: url.toString(), SEED_DEMO: 'false', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40) });
    try {
      await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null))?.status).toBe(503);
      expect(await (await fetch(`http://127.0.0.1:${port}/api/ready`)).json()).toEqual({ status: 'starting' });
    } finally {
      await holder.raw('select pg_advisory_unlock(?)', [STARTUP_LOCK]).connection(connection);
      await holder.client.releaseConnection(connection);
      await holder.destroy();
    }
    const running = await booting;
    servers.push(running);
    expect((await fetch(`${running.url}/api/ready`)).status).toBe(200);
  });
});
