// --json: every command that prints a summary prints it as one JSON object on stdout, for scripts (notes stay on
// stderr; an export to stdout keeps stdout for the data and puts its summary on stderr).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationSource } from '@dadeal/api/migrations/index.js';
import { countRows, createCliTestEnv, EXAMPLES, type CliTestEnv } from '../testing/cli-harness.js';

/** stdout as exactly one JSON value (JSON.parse refuses anything around it). */
const jsonOf = (stdout: string) => JSON.parse(stdout) as Record<string, unknown>;

describe('dadeal … --json', () => {
  let t: CliTestEnv;
  beforeAll(async () => {
    t = await createCliTestEnv();
    await t.withDb((db) => db.migrate.rollback({ migrationSource }, true));
  });
  afterAll(() => t.close());

  it('migrate and seed: what was applied and the demo accounts', async () => {
    const migrated = await t.run('migrate', '--json');
    expect(migrated.code).toBe(0);
    const applied = jsonOf(migrated.stdout);
    expect(applied.database).toMatch(/^(PGlite in|PostgreSQL)/);
    expect(applied.applied).toEqual(await migrationSource.getMigrations([]));
    expect(jsonOf((await t.run('migrate', '--json')).stdout).applied).toEqual([]);

    const seeded = await t.run('seed', '--demo', '--json');
    expect(seeded.code).toBe(0);
    const demo = jsonOf(seeded.stdout);
    expect(demo.deals).toBeGreaterThanOrEqual(24);
    expect(demo.accounts).toContainEqual({ email: 'shopper@dadeal.test', password: 'DaDeal-demo-2026', kind: 'user' });
  });

  it('admin create: the administrator, never the password', async () => {
    const created = await t.run('admin', 'create', '--email', 'ops@dadeal.test', '--password', 'secret-42', '--first-name', 'Ops', '--last-name', 'Team', '--role', 'admin', '--json');
    expect(created.code).toBe(0);
    expect(jsonOf(created.stdout)).toMatchObject({ email: 'ops@dadeal.test', firstName: 'Ops', lastName: 'Team', role: 'admin' });
    expect(created.stdout).not.toMatch(/secret-42|argon2|password/i);
  });

  it('import deals: counts and every row error, also when the file is refused', async () => {
    const imported = await t.run('import', 'deals', path.join(EXAMPLES, 'deals.csv'), '--business', 'reefside@dadeal.test', '--json');
    expect(imported.code).toBe(0);
    expect(imported.stderr).toContain('Deals for "Reefside Grill"');
    expect(jsonOf(imported.stdout)).toMatchObject({ dryRun: false, checked: 5, invalid: 0, imported: 5, errors: [], business: { companyName: 'Reefside Grill' } });

    const file = t.file('bad.csv');
    writeFileSync(file, 'title,description,originalPrice,dealPrice,category,businessCategory,startDate,endDate,totalCoupons\n' +
      'Sunset cruise,Two hours at sea,80,60,Weekly,Beach Activity,2026-12-01,2026-12-31,10\n' +
      'Broken,Bad price,abc,60,Weekly,Beach Activity,2026-12-01,2026-12-31,10\n');
    const refused = await t.run('import', 'deals', file, '--business', 'reefside@dadeal.test', '--json');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('1 of 2 rows invalid');
    const summary = jsonOf(refused.stdout);
    expect(summary).toMatchObject({ checked: 2, invalid: 1, imported: 0 });
    expect(summary.errors).toEqual([{ row: 3, field: 'originalPrice', message: expect.stringContaining('Original price') }]);

    const dry = jsonOf((await t.run('import', 'deals', file, '--business', 'reefside@dadeal.test', '--dry-run', '--skip-invalid', '--json')).stdout);
    expect(dry).toMatchObject({ dryRun: true, checked: 2, invalid: 1, imported: 0 });
  });

  it('import businesses: counts and the password links sent', async () => {
    const imported = await t.run('import', 'businesses', path.join(EXAMPLES, 'businesses.csv'), '--send-password-links', '--json');
    expect(imported.code).toBe(0);
    expect(jsonOf(imported.stdout)).toMatchObject({ checked: 3, imported: 3, passwordLinks: { sent: 3, via: 'outbox' } });
  });

  it('export: the summary on stdout with --out, on stderr when stdout holds the data', async () => {
    const out = t.file('deals.json');
    const toFile = await t.run('export', 'deals', '--out', out, '--json');
    expect(toFile.code).toBe(0);
    const summary = jsonOf(toFile.stdout);
    expect(summary).toMatchObject({ table: 'deals', format: 'json', out });
    expect((JSON.parse(readFileSync(out, 'utf8')) as unknown[]).length).toBe(summary.rows);

    const toStdout = await t.run('export', 'users', '--format', 'json', '--json');
    expect(toStdout.code).toBe(0);
    const users = JSON.parse(toStdout.stdout) as unknown[];
    expect(JSON.parse(toStdout.stderr.trim().split('\n').pop()!)).toEqual({ table: 'users', format: 'json', rows: users.length, out: null });
  });

  it('users verify, users delete and deals expire: what changed', async () => {
    await t.withDb((db) => db('users').where({ email: 'shopper@dadeal.test' }).update({ isEmailVerified: false }));
    const verified = await t.run('users', 'verify', 'shopper@dadeal.test', '--json');
    expect(jsonOf(verified.stdout)).toEqual({ email: 'shopper@dadeal.test', verified: true, wasVerified: false });
    expect(jsonOf((await t.run('users', 'verify', 'shopper@dadeal.test', '--json')).stdout).wasVerified).toBe(true);

    const deleted = await t.run('users', 'delete', 'reefside@dadeal.test', '--yes', '--json');
    expect(deleted.code).toBe(0);
    const report = jsonOf(deleted.stdout);
    expect(report).toMatchObject({ email: 'reefside@dadeal.test', deleted: true, business: { companyName: 'Reefside Grill' } });
    expect(typeof report.releasedCoupons).toBe('number');
    expect(await t.withDb((db) => db('users').where({ email: 'reefside@dadeal.test' }).first())).toBeUndefined();

    expect((await t.run('deals', 'expire')).code).toBe(0); // whatever the demo data left to expire
    await t.withDb(async (db) => {
      const deal = await db('deals').where({ isActive: true }).first('id');
      await db('deals').where({ id: deal.id }).update({ endDate: new Date(Date.now() - 60_000) });
    });
    expect(jsonOf((await t.run('deals', 'expire', '--dry-run', '--json')).stdout)).toEqual({ dryRun: true, deactivated: 1, unfeatured: 0 });
    expect(jsonOf((await t.run('deals', 'expire', '--json')).stdout)).toEqual({ dryRun: false, deactivated: 1, unfeatured: 0 });
    expect(await t.withDb((db) => countRows(db, 'deals'))).toBeGreaterThan(0);
  });
});
