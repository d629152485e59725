// The deal change listener against a real PostgreSQL: writes made on other connections (as the CLI or another server
// makes them) clear a process's cached deal answers within a second, writes the answers do not show notify nobody,
// and a lost connection comes back and clears the cache (notifications sent meanwhile are gone).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.js';
import { createBusiness, createDeal, createUser } from '../../testing/factories.js';
import { DealListCache } from './deal-list-cache.js';
import { countsPayloadIds, listenForDealChanges, type DealChangeListener } from './deal-change-listener.js';

let database: TestDatabase;
const log = createLogger({ logLevel: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

/** Polls `check` until it holds; the time it took, or a failure after `withinMs`. */
async function within(withinMs: number, check: () => boolean | Promise<boolean>): Promise<number> {
  const start = performance.now();
  for (;;) {
    if (await check()) return performance.now() - start;
    if (performance.now() - start > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function listening(): Promise<{ cache: DealListCache; listener: DealChangeListener; changes: () => number }> {
  const cache = new DealListCache();
  let changes = 0;
  const listener = listenForDealChanges({
    databaseUrl: database.databaseUrl!,
    onChange: () => {
      changes++;
      cache.invalidate();
    },
    log,
    backoffMs: 20,
  });
  await listener.firstAttempt;
  expect(listener.listening).toBe(true);
  return { cache, listener, changes: () => changes };
}

const cacheSomething = (cache: DealListCache) => cache.getOrCompute('list:all', async () => ({ json: '[]' }));

describe('the deal change listener (PostgreSQL LISTEN/NOTIFY)', () => {
  it('clears the cache within a second of a deal, business or owner-name write made on another connection', async () => {
    const { cache, listener } = await listening();
    try {
      const { user, business } = await createBusiness(database.db);
      const deal = await createDeal(database.db, business);
      const writes = [
        () => database.db('deals').where({ id: deal.id }).update({ totalCoupons: 20 }),
        () => database.db('deals').where({ id: deal.id }).update({ usedCoupons: 1 }), // what a claim changes
        () => database.db('businesses').where({ id: business.id }).update({ companyName: 'Renamed Reef Co' }),
        () => database.db('users').where({ id: user.id }).update({ firstName: 'Nalu' }),
        () => database.db('deals').where({ id: deal.id }).del(),
      ];
      for (const write of writes) {
        await cacheSomething(cache);
        await write();
        await within(1_000, () => cache.get('list:all') === undefined);
      }
    } finally {
      await listener.close();
    }
  });

  it('is not woken by writes the deal answers do not show, nor by a rolled-back deal write', async () => {
    const { listener, changes } = await listening();
    try {
      const { business } = await createBusiness(database.db);
      const deal = await createDeal(database.db, business);
      const user = await createUser(database.db);
      await within(1_000, () => changes() >= 3); // the inserts above: start, business, deal
      const before = changes();
      // A password change, a login bump of the token version, a view counted: none is in a deal answer.
      await database.db('users').where({ id: user.id }).update({ tokenVersion: 1, passwordHash: 'x' });
      await database.db.raw("insert into deal_daily_stats (deal_id, day, views) values (?, current_date, 1)", [deal.id]);
      await database.db
        .transaction(async (trx) => {
          await trx('deals').where({ id: deal.id }).update({ title: 'Never committed' });
          throw new Error('roll back');
        })
        .catch(() => {});
      // Notifications arrive in commit order: once the marker's is in, any earlier one would have been counted.
      await database.db('deals').where({ id: deal.id }).update({ title: 'Marker' });
      await within(1_000, () => changes() > before);
      expect(changes()).toBe(before + 1);
    } finally {
      await listener.close();
    }
  });

  it('names the deals whose counts alone changed: one notification per claim batch, 500 ids at most in one', async () => {
    const counted: number[][] = [];
    let others = 0;
    const listener = listenForDealChanges({
      databaseUrl: database.databaseUrl!,
      onChange: () => others++,
      onCountsChange: (ids) => counted.push(ids),
      log,
      backoffMs: 20,
    });
    try {
      await listener.firstAttempt;
      const atStart = others; // the listener's own "anything may have changed" once LISTEN took hold
      const { business } = await createBusiness(database.db);
      const deals = await Promise.all(Array.from({ length: 3 }, () => createDeal(database.db, business, { totalCoupons: 100 })));
      const many: number[] = (await database.db('deals').insert(
        Array.from({ length: 1_200 }, (_, i) => ({
          businessId: business.id, title: `Bulk ${i}`, description: 'x', originalPrice: '2.00', dealPrice: '1.00', category: 'Weekly',
          businessCategory: 'others', startDate: new Date(), endDate: new Date(Date.now() + 86_400_000), totalCoupons: 5,
        })),
      ).returning('id')).map((r: { id: number }) => r.id);
      // Five inserts so far (the business — businesses notify too —, three deals, one bulk statement): each its own
      // notification, all in before counting on.
      await within(5_000, () => others >= atStart + 5);
      const otherBefore = others;
      // A claim batch: one UPDATE of one deal's count (claim-batcher.ts), twice in one transaction (folded into one).
      await database.db.transaction(async (trx) => {
        await trx('deals').where({ id: deals[0].id }).increment('usedCoupons', 2);
        await trx('deals').where({ id: deals[0].id }).increment('usedCoupons', 1);
      });
      await database.db('deals').where({ id: deals[1].id }).increment('usedCoupons', 1);
      // A bulk change of 1,200 deals' counts: three notifications, none over 500 ids.
      await database.db('deals').whereIn('id', many).increment('usedCoupons', 1);
      // An update that changes a count and a title is any change.
      await database.db('deals').where({ id: deals[2].id }).update({ usedCoupons: 4, title: 'Renamed' });
      await within(2_000, () => others > otherBefore);
      expect(counted.slice(0, 2)).toEqual([[deals[0].id], [deals[1].id]]);
      const bulk = counted.slice(2);
      expect(bulk.map((ids) => ids.length)).toEqual([500, 500, 200]);
      expect(bulk.flat().sort((a, b) => a - b)).toEqual([...many].sort((a, b) => a - b));
      expect(others).toBe(otherBefore + 1);
    } finally {
      await listener.close();
    }
  });

  it('reads the counts notification of the previous release (no ids) as any deal\'s count', () => {
    expect(countsPayloadIds('deal_counts')).toEqual([]);
    expect(countsPayloadIds('deal_counts:12,7')).toEqual([12, 7]);
    expect(countsPayloadIds('deals')).toBeNull();
    expect(countsPayloadIds('deal_counts:12,x')).toBeNull();
  });

  it('reconnects after its connection is killed, clears the cache on the way, and hears writes again', async () => {
    const { cache, listener, changes } = await listening();
    try {
      await cacheSomething(cache);
      const killed = await database.db.raw(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'dadeal-deal-listener' and datname = current_database()",
      );
      expect(killed.rows.length).toBe(1);
      await within(5_000, () => listener.connections === 2 && listener.listening);
      expect(cache.get('list:all')).toBeUndefined();
      await cacheSomething(cache);
      const seen = changes();
      const { business } = await createBusiness(database.db);
      await createDeal(database.db, business);
      await within(1_000, () => changes() > seen && cache.get('list:all') === undefined);
    } finally {
      await listener.close();
    }
  });

  it('ends its connection on close', async () => {
    const { listener } = await listening();
    const sessions = async () =>
      (await database.db.raw("select count(*)::int as n from pg_stat_activity where application_name = 'dadeal-deal-listener' and datname = current_database()")).rows[0].n as number;
    await within(2_000, async () => (await sessions()) === 1); // earlier tests' connections may still be ending
    await listener.close();
    await within(2_000, async () => (await sessions()) === 0);
    expect(listener.listening).toBe(false);
  });
});
