// The site's server-rendered pages on PostgreSQL: a page is kept in the listing's cache and dropped
// with it when another process writes (the CLI, another server, psql), through the deal-change listener's
// LISTEN/NOTIFY — never a page older than the listing beside it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '@dadeal/core';
import { ensureAdminBuilt } from '../../admin/build/build.mjs';
import { ensureSiteBuilt } from '../../site/build/build.mjs';
import { ensureWidgetsBuilt } from '../../widgets/build/build.mjs';
import { productionAssets, startServer, type RunningServer } from './server.js';

const serverUrl = process.env.DATABASE_URL as string;
const name = `dadeal_test_render_${randomBytes(4).toString('hex')}`;
const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
const dataDir = mkdtempSync(path.join(tmpdir(), 'dadeal-render-'));
const url = new URL(serverUrl);
url.pathname = `/${name}`;
let server: RunningServer;
/** Another process's connection to the same database (as the CLI or psql writes). */
const other = knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 1 } });

beforeAll(async () => {
  await Promise.all([ensureWidgetsBuilt(), ensureSiteBuilt(), ensureAdminBuilt()]);
  await admin.raw(`create database ${name}`);
  server = await startServer(
    { DATABASE_URL: url.toString(), SEED_DEMO: 'true', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40) },
    { assets: productionAssets },
  );
}, 600_000);
afterAll(async () => {
  await server?.close();
  await other.destroy();
  await admin.raw(`drop database if exists ${name} with (force)`);
  await admin.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (p: string) => fetch(`${server.url}${p}`);

describe('a server-rendered page on PostgreSQL', () => {
  it("is kept until another process's write, then dropped with the listing, in every language", async () => {
    const first = await get('/');
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain('id="dadeal-state"');
    expect((await get('/')).headers.get('etag')).toBe(first.headers.get('etag'));
    // The French page is kept beside it.
    const french = await get('/?lang=fr');
    expect(await french.text()).toMatch(/<html[^>]* lang="fr"[\s\S]*id="dadeal-state"/);
    expect((await get('/?lang=fr')).headers.get('etag')).toBe(french.headers.get('etag'));

    const [featured] = (await (await get('/api/deals?isFeatured=true&limit=6')).json()) as Deal[];
    expect(html).toContain(`>${featured!.title}<`);
    const renamed = `Renamed in psql ${randomBytes(3).toString('hex')}`;
    await other('deals').where({ id: featured!.id }).update({ title: renamed });
    // The listing shows the write once this process hears of it…
    const deadline = Date.now() + 20_000;
    for (let listed = ''; !listed.includes(renamed);) {
      expect(Date.now(), 'the listing never showed the write').toBeLessThan(deadline);
      listed = await (await get('/api/deals?isFeatured=true&limit=6')).text();
    }
    // …and the page kept beside it went with it.
    const after = await (await get('/')).text();
    expect(after).toContain(`>${renamed}<`);
    expect(after).not.toContain(`>${featured!.title}<`);
    // Every language's page went with it.
    const frenchAfter = await (await get('/?lang=fr')).text();
    expect(frenchAfter).toContain(`>${renamed}<`);
    expect(frenchAfter).toMatch(/<html[^>]* lang="fr"/);
  });
});
