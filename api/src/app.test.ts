import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.js';
import { ConfigError, loadConfig } from './config.js';
import { seedDemo } from './seed/demo.js';
import { bearer, createUser } from './testing/factories.js';
import { DEAL_CATEGORIES, BUSINESS_CATEGORIES } from '@dadeal/core';

let t: TestApp;
const http = () => request(t.app.callback());

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the server', () => {
  it('answers health once migrations have run', async () => {
    expect((await http().get('/api/health').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('answers unknown /api paths with JSON 404, never the site', async () => {
    const res = await http().get('/api/does-not-exist').expect(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('answers a wrong method on an /api path with JSON 405 and the allowed methods', async () => {
    const res = await http().patch('/api/deals').expect(405);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body).toEqual({ message: 'Method not allowed' });
    expect(res.headers.allow).toContain('GET');
  });

  it('carries a request id in and out', async () => {
    const res = await http().get('/api/health').set('X-Request-Id', 'test-request-1234').expect(200);
    expect(res.headers['x-request-id']).toBe('test-request-1234');
    expect((await http().get('/api/health')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never leaks SQL or a stack trace when the database refuses a value', async () => {
    // A deal id beyond int4 passes the schema and reaches the database as an out-of-range value.
    const user = await createUser(t.db);
    const res = await http().post('/api/favorites').set(bearer(t.config.jwtSecret, user)).send({ dealId: 3_000_000_000 }).expect(400);
    expect(res.body).toEqual({ message: 'A value is out of range or in the wrong format.' });
  });
});

describe('configuration', () => {
  it('refuses bad values with a clear message naming each one', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', SMTP_URL: 'mail.example', DATA_DIR: '/tmp/x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', SMTP_URL: 'mail.example', DATA_DIR: '/tmp/x' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT must be a whole number');
      expect(message).toContain('DATABASE_URL must be a PostgreSQL connection string');
      expect(message).toContain('LOG_LEVEL must be one of');
      expect(message).toContain('SMTP_URL must look like smtp://host:port');
    }
  });

  it('defaults to PGlite with demo data, and to no demo data on PostgreSQL', () => {
    const lite = loadConfig({ DATA_DIR: t.dataDir });
    expect(lite).toMatchObject({ databaseUrl: null, seedDemo: true, port: 3000, host: '127.0.0.1', publicUrl: 'http://localhost:3000', widgetOrigins: '*' });
    expect(loadConfig({ DATA_DIR: t.dataDir, DATABASE_URL: 'postgres://x@127.0.0.1/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: t.dataDir, DATABASE_URL: 'postgres://x@127.0.0.1/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    // The generated secret is kept in DATA_DIR and reused.
    expect(loadConfig({ DATA_DIR: t.dataDir }).jwtSecret).toBe(lite.jwtSecret);
  });
});

describe('demo data', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp();
  });
  afterAll(() => demo?.close());

  it('fills an empty database with live deals in every category, featured and sold-out ones, with pictures', async () => {
    const http = () => request(demo.app.callback());
    expect(await seedDemo(demo.db, demo.dataDir)).toBe(true);
    expect(await seedDemo(demo.db, demo.dataDir)).toBe(false);
    const deals = (await http().get('/api/deals').expect(200)).body as Array<Record<string, unknown>>;
    expect(deals.length).toBeGreaterThanOrEqual(24);
    for (const c of DEAL_CATEGORIES) expect(deals.some((d) => d.category === c)).toBe(true);
    for (const c of BUSINESS_CATEGORIES) expect(deals.some((d) => d.businessCategory === c)).toBe(true);
    expect(deals.some((d) => d.isFeatured)).toBe(true);
    expect(deals.some((d) => d.availableCount === 0)).toBe(true);
    // Every demo business is somewhere on Oʻahu, so "near me" from Waikīkī finds deals, the nearest first.
    expect(deals.every((d) => (d.places as unknown[]).length > 0)).toBe(true);
    const near = (await http().get('/api/deals?near=21.2793,-157.8292&radiusKm=10').expect(200)).body as Array<{ distanceKm: number; places: Array<{ town: string }> }>;
    expect(near[0]).toMatchObject({ places: [{ town: 'Honolulu' }, { town: 'Haleʻiwa' }] });
    expect(near.map((d) => d.distanceKm)).toEqual(near.map((d) => d.distanceKm).sort((a, b) => a - b));
    const withImage = deals.find((d) => d.imageUrl)!;
    const image = await http().get(withImage.imageUrl as string).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    const login = await http().post('/api/auth/login').send({ email: 'shopper@dadeal.test', password: 'DaDeal-demo-2026' }).expect(200);
    expect(login.body.user.firstName).toBe('Noelani');
  });
});
