// "What visitors searched" on the business dashboard: the words that found a business's deals, counted per distinct
// visitor without keeping who, shown from 3 visitors, over the last 7 UTC days, pruned after 8; on PGlite and (with
// DATABASE_URL) PostgreSQL.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEARCH_WORDS_MIN_VISITORS, type BusinessSearchWords } from '@dadeal/core';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, createBusiness, createDeal, createUser } from '../../testing/factories.js';
import type { Business } from '../accounts/business.model.js';
import type { User } from '../accounts/user.model.js';
import { planSearch } from './deal-search.js';
import { RECORD_AFTER_PAUSE_MS, createSearchHits, searchWordsOf, utcDay } from './search-hits.js';

let t: TestApp;
const http = () => request(t.app.callback());
let saltwater: { user: User; business: Business };
let grill: { user: User; business: Business };

/** A visitor (told apart by its User-Agent: every request here comes from one address) typing `q` in a search box. */
const search = (q: string, visitor: string) =>
  http().get('/api/deals/suggest').query({ q }).set('User-Agent', `Visitor ${visitor}`).expect(200);
const searchedBy = async (q: string, visitors: string[]) => {
  await Promise.all(visitors.map((v) => search(q, v)));
  await t.app.deps.searchHits.idle();
};
const wordsOf = async (owner: { user: User }) =>
  (await http().get('/api/business/search-words').set(bearer(t.config.jwtSecret, owner.user)).expect(200)).body as BusinessSearchWords;
const counts = (answer: BusinessSearchWords) => Object.fromEntries(answer.words.map((w) => [w.word, w.visitors]));

beforeAll(async () => {
  t = await createTestApp();
  saltwater = await createBusiness(t.db, { companyName: 'Saltwater Adventures' });
  grill = await createBusiness(t.db, { companyName: 'Reefside Grill' });
  await createDeal(t.db, saltwater.business, { title: 'Snorkel Tour at Turtle Bay', description: 'Two hours on the reef with a guide.', businessCategory: 'beach-activity' });
  await createDeal(t.db, saltwater.business, { title: 'Whale Watching Cruise', description: 'Humpback season is here.', businessCategory: 'beach-activity' });
  await createDeal(t.db, grill.business, { title: 'Fish Tacos Lunch Combo', description: 'Fresh catch tacos by the reef.', businessCategory: 'restaurant' });
  // Ended: a word only it holds finds nothing live, so nothing is counted for it.
  await createDeal(t.db, grill.business, { title: 'Lobster Night', description: 'Over.', businessCategory: 'restaurant', startDate: new Date(Date.now() - 9e8), endDate: new Date(Date.now() - 1e3) });
});
afterAll(() => t?.close());

describe('the words that found a business’s deals', () => {
  it('shows a word once 3 distinct visitors searched it, a visitor’s repeats counting once', async () => {
    await searchedBy('snorkel', ['a', 'a', 'a', 'b', 'b']);
    expect(counts(await wordsOf(saltwater))).toEqual({}); // 2 visitors: not yet
    await searchedBy('Snorkel', ['c']); // folded as search folds it
    const answer = await wordsOf(saltwater);
    expect(answer).toMatchObject({ minVisitors: SEARCH_WORDS_MIN_VISITORS, to: utcDay(Date.now()), from: utcDay(Date.now(), -6) });
    expect(counts(answer)).toEqual({ snorkel: 3 });
  });

  it('counts only whole known words and category names, each for the businesses whose live deals it finds', async () => {
    const visitors = ['d', 'e', 'f'];
    await searchedBy('sno', visitors); // typed on the way to "snorkel": a prefix, not a search
    await searchedBy('reef', visitors); // in both businesses' deals
    await searchedBy('playa', visitors); // Spanish for beach: Saltwater's category
    await searchedBy('snorkle', visitors); // a typo: not a known word
    await searchedBy('lobster', visitors); // only an ended deal has it
    await searchedBy('tacos whale', visitors); // each word for its own business
    expect(counts(await wordsOf(saltwater))).toEqual({ snorkel: 3, reef: 3, playa: 3, whale: 3 });
    expect(counts(await wordsOf(grill))).toEqual({ reef: 3, tacos: 3 });
  });

  it('orders the most searched first, then alphabetically', async () => {
    await searchedBy('turtle', ['g', 'h', 'i', 'j', 'k']);
    expect((await wordsOf(saltwater)).words.map((w) => w.word)).toEqual(['turtle', 'playa', 'reef', 'snorkel', 'whale']);
  });

  it('counts exactly when many visitors search at the same moment, and the same visitors again', async () => {
    const visitors = Array.from({ length: 24 }, (_, i) => `racer ${i}`);
    // 72 requests at once: every visitor three times, interleaved.
    await searchedBy('cruise', [...visitors, ...visitors, ...visitors]);
    expect(counts(await wordsOf(saltwater)).cruise).toBe(24);
    const rows = await t.db('search_hits').where({ businessId: saltwater.business.id, word: 'cruise' }).count<{ count: string }[]>('* as count');
    expect(Number(rows[0].count)).toBe(24);
  });

  it('is the signed-in business’s own: a deal hunter is refused, and nobody’s address or browser is stored', async () => {
    const hunter = await createUser(t.db);
    await http().get('/api/business/search-words').set(bearer(t.config.jwtSecret, hunter)).expect(403);
    await http().get('/api/business/search-words').expect(401);
    // The columns, whichever case the driver's mapping gives their names: a key per visitor, never who.
    const columns = Object.keys(await t.db('search_hits').columnInfo()).map((c) => c.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`)).sort();
    expect(columns).toEqual(['business_id', 'day', 'visitor', 'word']);
    expect((await t.db('search_hits').first()).visitor).toHaveLength(8); // 8 bytes of a salted hash
  });
});

describe('the week, the salt and the prune', () => {
  it('reads the last 7 days, counts a visitor once per day, and forgets past salts and rows older than 8 days', async () => {
    const { business } = await createBusiness(t.db, { companyName: 'Kayak Hut' });
    await createDeal(t.db, business, { title: 'Kayak Rental', description: 'Half a day on the bay.' });
    const plan = (await planSearch(t.db, 'kayak'))!;
    const now = Date.now();
    const day = 86_400_000;
    const recordOn = async (daysAgo: number, visitors: string[]) => {
      const hits = createSearchHits(t.db, t.app.deps.log, () => now - daysAgo * day); // a process whose clock says so
      for (const v of visitors) hits.record(plan, { address: '198.51.100.7', userAgent: v });
      await hits.idle();
    };
    await recordOn(9, ['p', 'q', 'r']); // outside the week, and past the kept days
    await recordOn(7, ['p', 'q', 'r']); // outside the week, still kept
    await recordOn(6, ['p', 'q']); // the first day of the week
    await recordOn(1, ['p']); // p again on another day: a visitor-day of its own
    expect(await searchWordsOf(t.db, business.id, now)).toMatchObject({ words: [{ word: 'kayak', visitors: 3 }] });
    const daysKept = async () => (await t.db('search_hits').where({ businessId: business.id }).select(t.db.raw(`to_char(day, 'YYYY-MM-DD') as d`))).map((r: { d: string }) => r.d).sort();
    // Every recording above was its process's first of its day: each pruned what was past its own 8 days.
    expect(new Set(await daysKept())).toEqual(new Set([utcDay(now, -7), utcDay(now, -6), utcDay(now, -1)]));
    await recordOn(0, ['s']);
    expect(new Set(await daysKept())).toEqual(new Set([utcDay(now, -7), utcDay(now, -6), utcDay(now, -1), utcDay(now)]));
    expect(await searchWordsOf(t.db, business.id, now)).toMatchObject({ words: [{ word: 'kayak', visitors: 4 }] });
    // Only today's salt is left: yesterday's visitor keys can no longer be made again by anyone.
    const salts = await t.db('search_salts').select(t.db.raw(`to_char(day, 'YYYY-MM-DD') as d`));
    expect(salts.map((r: { d: string }) => r.d)).toEqual([utcDay(now)]);
    // A week later, the rows of those days are pruned by the first recording of that day.
    await recordOn(-8, ['s']);
    expect(await daysKept()).toEqual([utcDay(now, 8)]);
  });

  it('gives two processes starting the same day one salt, so one visitor is one key in both', async () => {
    const { business } = await createBusiness(t.db, { companyName: 'Ukulele Corner' });
    await createDeal(t.db, business, { title: 'Ukulele Class', description: 'Learn three chords.' });
    const plan = (await planSearch(t.db, 'ukulele'))!;
    const at = Date.now() + 30 * 86_400_000; // a day no process has a salt for yet
    const processes = Array.from({ length: 4 }, () => createSearchHits(t.db, t.app.deps.log, () => at));
    for (const hits of processes) hits.record(plan, { address: '198.51.100.8', userAgent: 'the same visitor' });
    await Promise.all(processes.map((hits) => hits.idle()));
    const rows = await t.db('search_hits').where({ businessId: business.id, word: 'ukulele' });
    expect(rows).toHaveLength(1);
  });
});

describe('a visitor typing', () => {
  it('has their words written once they pause, the burst in one go, each word once', async () => {
    const { business } = await createBusiness(t.db, { companyName: 'Lanikai Sails' });
    await createDeal(t.db, business, { title: 'Catamaran Sunset Sail', description: 'Two hours along the coast.' });
    const hits = createSearchHits(t.db, t.app.deps.log);
    const visitor = { address: '198.51.100.9', userAgent: 'a fast typer' };
    const rows = () => t.db('search_hits').where({ businessId: business.id }).orderBy('word').pluck('word');
    // "catamaran", then on to "catamaran sunset": requests one after another, as the box sends them to a fast typer.
    hits.record((await planSearch(t.db, 'catamaran'))!, visitor);
    hits.record((await planSearch(t.db, 'catamaran sunset'))!, visitor);
    await new Promise((resolve) => setImmediate(resolve)); // the tick after the answer, when a recording used to start
    expect(await rows()).toEqual([]);
    // Once they pause, without anything asking for it (no idle()): the burst's words, each once.
    await vi.waitFor(async () => expect(await rows()).toEqual(['catamaran', 'sunset']), { timeout: RECORD_AFTER_PAUSE_MS + 10_000, interval: 100 });
  });
});
