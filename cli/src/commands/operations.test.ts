import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '@dadeal/api/seed/demo.js';
import { migrationSource } from '@dadeal/api/migrations/index.js';
import { countRows, createCliTestEnv, runOnTerminal, type CliTestEnv } from '../testing/cli-harness.js';

describe('dadeal on an empty database', () => {
  let t: CliTestEnv;
  beforeEach(async () => {
    t = await createCliTestEnv();
  });
  afterEach(() => t.close());

  it('migrates, seeds the demo data once, and tells usage errors apart', async () => {
    // The test database comes migrated (PostgreSQL): start from no schema at all.
    await t.withDb((db) => db.migrate.rollback({ migrationSource }, true));
    const migrated = await t.run('migrate');
    expect(migrated.code).toBe(0);
    expect(migrated.stdout).toMatch(/applied 20261122000100_create_users/);
    expect(migrated.stdout).toMatch(/: \d+ migration\(s\) applied\.$/m);
    const again = await t.run('migrate');
    expect(again.stdout).toMatch(/: already up to date\.$/m);

    const seeded = await t.run('seed', '--demo');
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toContain('shopper@dadeal.test  DaDeal-demo-2026  (user)');
    const twice = await t.run('seed', '--demo');
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('the database already has users');
    expect(await t.withDb((db) => countRows(db, 'deals'))).toBeGreaterThanOrEqual(24);

    const usage = await Promise.all([t.run('seed'), t.run('frobnicate'), t.run('export', 'passwords'), t.run('users', 'list', '--type', 'admin')]);
    expect(usage.map((r) => r.code)).toEqual([2, 2, 2, 2]);
    expect(usage[0].stderr).toContain('say what to seed: dadeal seed --demo');
    expect(usage[1].stderr).toContain("error: unknown command 'frobnicate'");
    expect(usage[2].stderr).toContain("value 'passwords' is invalid for argument 'table'");

    const help = await t.run('--help');
    expect(help.code).toBe(0);
    for (const command of ['migrate', 'seed', 'admin', 'import', 'export', 'users', 'deals', 'mail']) expect(help.stdout).toContain(`  ${command}`);
  });
});

describe('dadeal on the demo data', () => {
  let t: CliTestEnv;
  beforeAll(async () => {
    t = await createCliTestEnv();
    await t.withDb((db) => seedDemo(db, t.dataDir));
  });
  afterAll(() => t.close());

  it('lists users and deals, for people and as JSON, never with password hashes', async () => {
    const [all, businesses, json, deals, live] = await Promise.all([
      t.run('users', 'list'),
      t.run('users', 'list', '--type', 'business'),
      t.run('users', 'list', '--json'),
      t.run('deals', 'list'),
      t.run('deals', 'list', '--active', '--json'),
    ]);
    expect(all.stdout.split('\n')[0]).toMatch(/^ID\s+EMAIL\s+NAME\s+TYPE\s+E-MAIL STATE\s+COMPANY\s+CREATED$/);
    expect(all.stdout).toContain('shopper@dadeal.test');
    expect(businesses.stdout).toContain('Reefside Grill');
    expect(businesses.stdout).not.toContain('shopper@dadeal.test');
    const users = JSON.parse(json.stdout) as Array<Record<string, unknown>>;
    expect(users.length).toBe(12);
    expect(json.stdout).not.toMatch(/password|argon2/i);
    expect(users[0]).toMatchObject({ email: 'shopper@dadeal.test', userType: 'user', isEmailVerified: true });

    expect(deals.stdout).toContain('Coffee Cupping Class'); // starts in two days
    const liveDeals = JSON.parse(live.stdout) as Array<{ title: string; availableCount: number }>;
    expect(liveDeals.map((d) => d.title)).toContain('Whale Watching Cruise');
    expect(liveDeals.map((d) => d.title)).not.toContain('Coffee Cupping Class');
  });

  it('exports every table as CSV or JSON, to stdout or a file, without secrets', async () => {
    const coupons = t.file('coupons.json');
    const [users, businesses, couponFile, dealsCsv] = await Promise.all([
      t.run('export', 'users'),
      t.run('export', 'businesses', '--format', 'json'),
      t.run('export', 'coupons', '--out', coupons),
      t.run('export', 'deals', '--format', 'csv'),
    ]);
    const lines = users.stdout.trim().split('\n');
    expect(lines[0]).toBe('id,email,firstName,lastName,phoneNumber,userType,emailNotifications,isEmailVerified,createdAt');
    expect(lines).toHaveLength(13);
    expect(users.stderr).toContain('Exported 12 users.');
    expect(users.stdout + businesses.stdout + dealsCsv.stdout + readFileSync(coupons, 'utf8')).not.toMatch(/argon2|password|token/i);

    const list = JSON.parse(businesses.stdout) as Array<Record<string, unknown>>;
    expect(list).toHaveLength(7);
    expect(list[0]).toMatchObject({ email: 'reefside@dadeal.test', companyName: 'Reefside Grill', contactNumber: '+1 808 555 0101' });

    expect(couponFile.stdout).toMatch(/Exported \d+ coupons to .*coupons\.json \(JSON\)\./);
    const codes = JSON.parse(readFileSync(coupons, 'utf8')) as Array<{ couponCode: string; userEmail: string }>;
    expect(codes.length).toBe(await t.withDb((db) => countRows(db, 'coupons')));
    expect(codes[0].couponCode).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);

    expect(dealsCsv.stdout.split('\n')[0]).toBe(
      'id,businessId,companyName,title,description,imageUrl,originalPrice,dealPrice,category,businessCategory,startDate,endDate,totalCoupons,usedCoupons,termsConditions,isActive,isFeatured,featuredUntil,createdAt',
    );
    expect(dealsCsv.stdout).toContain(',Sunset Seafood Platter for Two,');
  });

  it('exports every coupon the counts include, also redeemed ones whose holder was deleted', async () => {
    // A holder of our own (the other tests use the demo accounts): one redeemed coupon, then the account goes.
    await t.withDb(async (db) => {
      const { id: _id, email: _email, createdAt: _c, updatedAt: _u, ...template } = await db('users').where({ email: 'guest3@dadeal.test' }).first();
      const [{ id: userId }] = await db('users').insert({ ...template, email: 'holder@example.test' }).returning(['id']);
      const deal = await db('deals').where({ title: 'Whale Watching Cruise' }).first('id');
      await db('coupons').insert({ userId, dealId: deal.id, couponCode: 'HQLD-ERTW-XYZ2', isUsed: true, usedAt: new Date() });
      await db('deals').where({ id: deal.id }).increment('usedCoupons', 1);
    });
    expect((await t.run('users', 'delete', 'holder@example.test', '--yes')).code).toBe(0);
    const total = await t.withDb((db) => countRows(db, 'coupons'));
    const exported = await t.run('export', 'coupons', '--format', 'json');
    const rows = JSON.parse(exported.stdout) as Array<{ couponCode: string; userId: number | null; userEmail: string | null; isUsed: boolean }>;
    expect(rows).toHaveLength(total);
    expect(rows.find((r) => r.couponCode === 'HQLD-ERTW-XYZ2')).toMatchObject({ userId: null, userEmail: null, isUsed: true });
  });

  it('exports who redeemed each coupon, as recorded with the redemption', async () => {
    // A redemption as the API records it at the counter: the staff member's name then, and the role.
    const code = await t.withDb(async (db) => {
      const coupon = await db('coupons').where({ isUsed: false }).orderBy('id').first('id', 'couponCode');
      await db('coupons').where({ id: coupon.id }).update({ isUsed: true, usedAt: new Date(), redeemedByName: 'Leilani Counter', redeemedByRole: 'staff' });
      return coupon.couponCode as string;
    });
    const csv = await t.run('export', 'coupons');
    const [header, ...lines] = csv.stdout.trim().split('\n');
    expect(header).toBe('id,couponCode,dealId,dealTitle,userId,userEmail,isUsed,usedAt,redeemedBy,redeemedByRole,createdAt');
    const line = lines.find((l) => l.includes(code))!.split(',');
    expect(line.slice(8, 10)).toEqual(['Leilani Counter', 'staff']);
    const json = JSON.parse((await t.run('export', 'coupons', '--format', 'json')).stdout) as Array<Record<string, unknown>>;
    expect(json.find((r) => r.couponCode === code)).toMatchObject({ redeemedBy: 'Leilani Counter', redeemedByRole: 'staff' });
    // Not redeemed, or redeemed before this was recorded: empty.
    expect(json.find((r) => r.isUsed === false)).toMatchObject({ redeemedBy: null, redeemedByRole: null });

    // The staff member's account itself, listed with its employer.
    await t.withDb(async (db) => {
      const { id: staffBusinessId, userId } = await db('businesses').where({ companyName: 'Reefside Grill' }).first('id', 'userId');
      const { passwordHash } = await db('users').where({ id: userId }).first('passwordHash');
      await db('users').insert({ email: 'leilani@example.test', passwordHash, firstName: 'Leilani', lastName: 'Counter', phoneNumber: '', userType: 'staff', staffBusinessId, isEmailVerified: true });
    });
    const staff = await t.run('users', 'list', '--type', 'staff');
    expect(staff.stdout.trim().split('\n').slice(1).map((l) => l.split(/\s{2,}/).slice(1, 5))).toEqual([['leilani@example.test', 'Leilani Counter', 'staff', 'Verified']]);
    expect(staff.stdout).toMatch(/leilani@example\.test.*Reefside Grill/);
  });

  it('verifies and deletes accounts; deleting asks on a terminal and needs --yes without one', async () => {
    await t.withDb((db) => db('users').where({ email: 'guest2@dadeal.test' }).update({ isEmailVerified: false }));
    const verified = await t.run('users', 'verify', 'Guest2@dadeal.test');
    expect(verified.code).toBe(0);
    expect(verified.stdout).toContain('guest2@dadeal.test is now verified.');
    const unknown = await t.run('users', 'verify', 'ghost@dadeal.test');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no user with the e-mail ghost@dadeal.test');

    const unconfirmed = await t.run('users', 'delete', 'market@dadeal.test');
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toContain('confirm with --yes');
    const term = runOnTerminal(['users', 'delete', 'guest1@dadeal.test'], t.env);
    await term.answer('Delete guest1@dadeal.test?', 'n\r');
    expect(await term.exit).toBe(0);
    expect(term.stdout()).toBe('Nothing deleted.\n');

    const deleted = await t.run('users', 'delete', 'market@dadeal.test', '--yes');
    expect(deleted.code).toBe(0);
    expect(deleted.stdout).toContain('Deleted market@dadeal.test (business "Harbor Night Market": its 3 deal(s) end);');

    const state = await t.withDb(async (db) => ({
      guest2: await db('users').where({ email: 'guest2@dadeal.test' }).first('isEmailVerified'),
      market: await db('users').where({ email: 'market@dadeal.test' }).first(),
      guest1: await db('users').where({ email: 'guest1@dadeal.test' }).first('email'),
      // The business closes with the admin console's rules (docs/decisions/0081): its deals end, none stays live.
      marketDeals: await db('deals as d').join('businesses as b', 'b.id', 'd.businessId').where('b.companyName', 'Harbor Night Market').where('d.isActive', true).count({ n: '*' }),
    }));
    expect(state.guest2).toEqual({ isEmailVerified: true });
    expect(state.market).toBeUndefined();
    expect(state.guest1).toEqual({ email: 'guest1@dadeal.test' });
    expect(Number(state.marketDeals[0].n)).toBe(0);
  });

  it('expires ended deals and finished featurings, and shows the mail outbox', async () => {
    await t.withDb(async (db) => {
      const past = new Date(Date.now() - 3600_000);
      await db('deals').where({ title: 'Bike Tune-Up' }).update({ endDate: past, startDate: new Date(Date.now() - 7200_000) });
      await db('deals').where({ title: 'Spa Day Pass' }).update({ isFeatured: true, featuredUntil: past });
      await db('mail_outbox').insert({ toAddress: 'shopper@dadeal.test', subject: 'Hello from the outbox', textBody: 'Body text', status: 'logged' });
    });
    const dry = await t.run('deals', 'expire', '--dry-run');
    expect(dry.stdout).toContain('Dry run: 1 ended deal(s) would be deactivated, 1 featuring(s) would end; nothing changed.');
    const expired = await t.run('deals', 'expire');
    expect(expired.code).toBe(0);
    expect(expired.stdout).toContain('1 ended deal(s) deactivated, 1 featuring(s) ended.');
    const state = await t.withDb((db) => db('deals').whereIn('title', ['Bike Tune-Up', 'Spa Day Pass']).orderBy('title').select('title', 'isActive', 'isFeatured'));
    expect(state).toEqual([
      { title: 'Bike Tune-Up', isActive: false, isFeatured: false },
      { title: 'Spa Day Pass', isActive: true, isFeatured: false },
    ]);

    const [table, json] = await Promise.all([t.run('mail', 'outbox'), t.run('mail', 'outbox', '--json')]);
    expect(table.stdout).toMatch(/^ID\s+CREATED\s+TO\s+STATUS\s+TRIES\s+SUBJECT$/m);
    expect(table.stdout).toMatch(/shopper@dadeal\.test\s+logged\s+0\s+Hello from the outbox/);
    expect(JSON.parse(json.stdout)[0]).toMatchObject({ to: 'shopper@dadeal.test', subject: 'Hello from the outbox', text: 'Body text' });
  });
});
