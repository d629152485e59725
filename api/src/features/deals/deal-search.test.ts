// Search as a visitor types it: a fixed table of queries and the deal that must come first, on PGlite and (with
// DATABASE_URL) PostgreSQL; the suggestions and "Did you mean"; core's folding and its SQL mirror giving one answer.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, foldSearchText, type DealSuggestions } from '@dadeal/core';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createBusiness, createDeal } from '../../testing/factories.js';
import type { Business } from '../accounts/business.model.js';
import { replacePlaces } from '../places/place-rows.js';
import { likeEscape } from '../../like-escape.js';
import { planSearch } from './deal-search.js';
import { createDealsService, parseDealListQuery } from './deals.service.js';

let t: TestApp;
const http = () => request(t.app.callback());
const titles = async (search: string, language = 'en', filters: Record<string, string> = {}) =>
  ((await http().get('/api/deals').query({ ...filters, search }).set('Accept-Language', language).expect(200)).body as Array<{ title: string }>).map((d) => d.title);

/**
 * The titles a search gives by the service itself with every word stated common: a query of several words whose best
 * arms include a head word then walks that word's deals (headWordPageSql), where the test app (no statistics read yet)
 * takes the window. Both must give the same answer.
 */
const walkedTitles = async (search: string, query: Record<string, string> = {}) => {
  const walking = createDealsService({ db: t.db, dealCache: t.app.deps.dealCache, wordShares: async () => ({ head: () => 0.5, body: () => 0.5 }) });
  return (await walking.list(parseDealListQuery({ ...query, search }).filters)).map((d) => d.title);
};

let cafe: Business;
let saltwaterId: number;

beforeAll(async () => {
  t = await createTestApp();
  const b = async (companyName: string) => (await createBusiness(t.db, { companyName })).business;
  cafe = await b('Coconut Cove Café');
  const [grill, saltwater, lagoon, shaveIce, market] = await Promise.all([
    b('Reefside Grill'), b('Saltwater Adventures'), b('Blue Lagoon Resort'), b('North Shore Treats'), b('Harbor Night Market'),
  ]);
  const deal = (business: Business, title: string, description: string, businessCategory: 'restaurant' | 'beach-activity' | 'hotel' | 'others', extra = {}) =>
    createDeal(t.db, business, { title, description, businessCategory, ...extra });
  // One at a time: the listing's own order (newest first) decides ties, so creation order is part of the table.
  saltwaterId = saltwater.id;
  await deal(grill, 'Fish Tacos Lunch Combo', 'Two fresh catch tacos, slaw and a passion-fruit iced tea.', 'restaurant');
  await deal(grill, 'Family Luau Buffet', 'Kalua pig, lomi salmon, poi and haupia for the whole family: an evening of music.', 'restaurant');
  await deal(grill, 'Sunset Seafood Platter', 'Grilled mahi-mahi and poke served at dinner on the deck.', 'restaurant');
  await deal(cafe, 'Breakfast Bowl & Kona Coffee', 'Açaí bowl with local granola and a bottomless Kona coffee.', 'restaurant');
  await deal(cafe, '100% Kona Coffee Beans', 'A pound of pure Kona, roasted this week.', 'restaurant');
  await deal(saltwater, 'Snorkel Tour at Turtle Bay', 'Two hours on the reef with a guide and gear.', 'beach-activity');
  await deal(saltwater, 'Whale Watching Cruise', 'Humpback season is here: a 3-hour cruise.', 'beach-activity', { isFeatured: true });
  await deal(saltwater, 'Stand-Up Paddle Lesson', 'A beginner lesson in the calm lagoon; snorkel gear for rent.', 'beach-activity');
  await deal(lagoon, 'Oceanview Weekend Escape', 'Two nights in an oceanview room with breakfast.', 'hotel');
  await deal(lagoon, 'Reef-Safe Sunscreen Gift', 'Mineral sunscreen at the front desk.', 'hotel');
  await deal(shaveIce, 'Shave Ice in Haleʻiwa Town', 'Rainbow shave ice with li hing mui, by the bridge.', 'restaurant');
  await deal(market, 'Night of the Fire Dancers', 'Front-row seats at tonight’s fire dance show.', 'others');
});
afterAll(() => t?.close());

describe('search finds what a visitor types', () => {
  // [query, the title that must come first, the visitor's language]
  const table: Array<[string, string, string?]> = [
    ['snorkel', 'Snorkel Tour at Turtle Bay'],
    ['snorkle', 'Snorkel Tour at Turtle Bay'], // typo
    ['wale', 'Whale Watching Cruise'], // typo
    ['tacoz', 'Fish Tacos Lunch Combo'], // typo
    ['cafe', '100% Kona Coffee Beans'], // the café's newest deal: both of its deals match its name alike
    ['café', '100% Kona Coffee Beans'],
    ['CAFÉ', '100% Kona Coffee Beans'],
    ['Haleiwa', 'Shave Ice in Haleʻiwa Town'], // no ʻokina typed
    ['Haleʻiwa', 'Shave Ice in Haleʻiwa Town'],
    ["hale'iwa", 'Shave Ice in Haleʻiwa Town'],
    ['turtle snorkel', 'Snorkel Tour at Turtle Bay'], // several words, any order
    ['snorkel turtle', 'Snorkel Tour at Turtle Bay'],
    ['luau dinner', 'Family Luau Buffet'], // every word counted: luau in the title beats dinner in a description
    ['snor', 'Snorkel Tour at Turtle Bay'], // a prefix while typing
    ['reef', 'Reef-Safe Sunscreen Gift'], // title word over the business's name prefix (Reefside) over a description
    ['reefside', 'Sunset Seafood Platter'], // the business's name: its newest deal first
    ['playa', 'Whale Watching Cruise', 'es'], // Spanish: beach activities, in the listing's order (featured first)
    ['plage', 'Whale Watching Cruise', 'fr'], // French
    ['Strand', 'Whale Watching Cruise', 'de'], // German: Strandaktivitäten (not "Stand-Up", a typo's guess)
    ['ホテル', 'Reef-Safe Sunscreen Gift', 'ja'], // Japanese: hotels
    ['レストラン', 'Shave Ice in Haleʻiwa Town', 'ja'], // Japanese: restaurants
    ['the of', 'Night of the Fire Dancers'], // stop-words only: searched as typed
    ['tacos for two', 'Fish Tacos Lunch Combo'], // stop-words dropped among other words
    ['100%', '100% Kona Coffee Beans'], // % is no wildcard
    ['ＫＯＮＡ', '100% Kona Coffee Beans'], // full-width letters
  ];
  it.each(table)('%s → %s', async (query, first, language = 'en') => {
    expect((await titles(query, language))[0]).toBe(first);
  });

  it('whole words rank over prefixes over typos, title and business over description', async () => {
    // "snorkel": two titles… no: one title (rank 10), one description (rank 4)
    expect(await titles('snorkel')).toEqual(['Snorkel Tour at Turtle Bay', 'Stand-Up Paddle Lesson']);
    // Whale Watching is featured, yet a whole-word title match of "lesson" comes before it.
    expect((await titles('lesson cruise')).slice(0, 2)).toEqual(['Whale Watching Cruise', 'Stand-Up Paddle Lesson']);
  });

  it('gives pages of one deal that follow the whole answer, for one word and several (each shortcut of the listing)', async () => {
    for (const search of ['snorkel', 'turtle snorkel', 'luau dinner', 'lesson cruise', 'reef', 'cafe kona', 'playa']) {
      const whole = await titles(search);
      const pages: string[] = [];
      for (let offset = 0; offset < whole.length; offset++) {
        const page = (await http().get('/api/deals').query({ search, limit: 1, offset }).expect(200)).body as Array<{ title: string }>;
        pages.push(...page.map((d) => d.title));
      }
      expect(pages, search).toEqual(whole);
      // The same pages with a head word's deals walked.
      expect(await walkedTitles(search), search).toEqual(whole);
      const walkedPages: string[] = [];
      for (let offset = 0; offset < whole.length; offset++) walkedPages.push(...await walkedTitles(search, { limit: '1', offset: String(offset) }));
      expect(walkedPages, search).toEqual(whole);
    }
  });

  it('takes % and _ literally: never wildcards, alone they match nothing', async () => {
    expect(await titles('%')).toEqual([]);
    expect(await titles('_')).toEqual([]);
    expect(await titles('%%__')).toEqual([]);
    expect(await titles('100%')).toEqual(['100% Kona Coffee Beans']);
  });

  it('accepts 100 characters and refuses 101 and control characters with core’s messages', async () => {
    const hundred = `snorkel ${'x'.repeat(92)}`;
    expect(hundred).toHaveLength(100);
    expect(await titles(hundred)).toContain('Snorkel Tour at Turtle Bay');
    const long = await http().get('/api/deals').query({ search: `${hundred}y` }).expect(400);
    expect(long.body.errors).toEqual([{ field: 'search', message: MESSAGES.searchTooLong }]);
    const control = await http().get('/api/deals').query({ search: 'snor\u0007kel' }).expect(400);
    expect(control.body.errors).toEqual([{ field: 'search', message: MESSAGES.searchControlChars }]);
  });

  it('finds a business by its new name in the same statement that renames it', async () => {
    await t.db('businesses').where({ id: cafe.id }).update({ companyName: 'Kahuna Kafé' });
    try {
      expect(await titles('kahuna kafe')).toEqual(['100% Kona Coffee Beans', 'Breakfast Bowl & Kona Coffee']);
      expect(await titles('coconut')).toEqual([]);
    } finally {
      await t.db('businesses').where({ id: cafe.id }).update({ companyName: 'Coconut Cove Café' });
    }
  });

  it('finds the deals of the businesses with a place in a town, as the places change', async () => {
    const place = { name: null, addressLine1: '46-499 Kamehameha Hwy', addressLine2: null, town: 'Kāneʻohe', postcode: null, country: 'US', latitude: 21.41, longitude: -157.8, openingHours: null };
    await replacePlaces(t.db, saltwaterId, [place]);
    try {
      expect((await titles('kaneohe')).sort()).toEqual(['Snorkel Tour at Turtle Bay', 'Stand-Up Paddle Lesson', 'Whale Watching Cruise']);
      expect((await titles('snorkel kaneohe'))[0]).toBe('Snorkel Tour at Turtle Bay');
    } finally {
      await replacePlaces(t.db, saltwaterId, []);
    }
    t.app.deps.dealCache.invalidate(); // written behind the API's back: its cached answers are dropped as a write's are
    expect(await titles('kaneohe')).toEqual([]);
  });
});

describe('GET /api/deals/suggest', () => {
  const suggest = async (q: string, language = 'en', filters: Record<string, string> = {}) =>
    (await http().get('/api/deals/suggest').query({ ...filters, q }).set('Accept-Language', language).expect(200)).body as DealSuggestions;

  it('offers deals, businesses and categories while a visitor types', async () => {
    const snor = await suggest('snor');
    expect(snor.deals[0]).toMatchObject({ title: 'Snorkel Tour at Turtle Bay', businessName: 'Saltwater Adventures' });
    expect(snor.didYouMean).toBeNull();
    expect((await suggest('coco')).businesses).toEqual(['Coconut Cove Café']);
    expect((await suggest('restau', 'es')).categories).toEqual([{ businessCategory: 'restaurant', label: 'Restaurantes' }]);
    expect((await suggest('playa', 'ja')).categories).toEqual([{ businessCategory: 'beach-activity', label: 'ビーチアクティビティ' }]);
  });

  it('offers the grid’s first deals in the grid’s order: one ranking for both (featured first, description matches too)', async () => {
    for (const query of ['snorkel', 'snor', 'wale', 'cafe', 'luau dinner', 'lesson cruise', 'playa', 'reef', 'kona', 'ホテル', 'the of']) {
      const grid = (await titles(query)).slice(0, 5);
      expect((await suggest(query)).deals.map((d) => d.title), query).toEqual(grid);
    }
    // The featured Whale Watching Cruise is older than the Paddle Lesson: the grid shows it first, and so does the box.
    expect((await suggest('lesson cruise')).deals[0]?.title).toBe('Whale Watching Cruise');
  });

  it('offers the first deals of the grid beside it: the same tab, business category, order and search', async () => {
    const restaurants = { businessCategory: 'restaurant' };
    for (const [query, filters] of [['dinner', restaurants], ['kona', { sort: 'ending' }], ['cafe', { category: 'Weekly', ...restaurants }], ['lesson cruise', { isFeatured: 'false' }]] as const) {
      const grid = (await titles(query, 'en', filters)).slice(0, 5);
      expect(grid.length, query).toBeGreaterThan(0);
      expect((await suggest(query, 'en', filters)).deals.map((d) => d.title), query).toEqual(grid);
    }
    // "Sunset Seafood Platter" is served at dinner: the grid of restaurants finds it, so does the box; no hotel has it.
    expect((await suggest('dinner', 'en', restaurants)).deals[0]?.title).toBe('Sunset Seafood Platter');
    expect(await titles('dinner', 'en', { businessCategory: 'hotel' })).toEqual([]);
    expect((await suggest('dinner', 'en', { businessCategory: 'hotel' })).deals).toEqual([]);
    expect((await http().get('/api/deals/suggest').query({ q: 'kona', category: 'Yearly' }).expect(400)).body.errors[0].field).toBe('category');
  });

  it('says "Did you mean" only where the corrected words find deals: never to a grid they leave as empty', async () => {
    // No hotel holds "snorkel": the grid of hotels is empty for "snorkle", and "snorkel" would leave it so.
    expect(await titles('snorkle', 'en', { businessCategory: 'hotel' })).toEqual([]);
    expect((await suggest('snorkle', 'en', { businessCategory: 'hotel' })).didYouMean).toBeNull();
    expect((await suggest('snorkle', 'en', { businessCategory: 'beach-activity' })).didYouMean).toBe('snorkel');
  });

  it('says "Did you mean" with the closest known word for a misspelt one', async () => {
    expect((await suggest('snorkle')).didYouMean).toBe('snorkel');
    expect((await suggest('wale watchng')).didYouMean).toBe('whale watching');
    expect((await suggest('snorkel')).didYouMean).toBeNull();
    expect((await suggest('snorkle')).deals[0]?.title).toBe('Snorkel Tour at Turtle Bay');
  });

  it('refuses an empty, a long or a control-character query', async () => {
    expect((await http().get('/api/deals/suggest').expect(400)).body.errors).toEqual([{ field: 'q', message: MESSAGES.searchRequired }]);
    expect((await http().get('/api/deals/suggest').query({ q: 'x'.repeat(101) }).expect(400)).body.errors[0].message).toBe(MESSAGES.searchTooLong);
    expect((await http().get('/api/deals/suggest').query({ q: 'a\u0000' }).expect(400)).body.errors[0].message).toBe(MESSAGES.searchControlChars);
  });
});

describe('whole words and prefixes looked up in the word arrays', () => {
  it('find exactly the deals the folded text finds by `like`, for known words, prefixes, short words and digits', async () => {
    // Each arm of a word as planned (decision 0045) against the same arm written on the folded text.
    const count = async (where: string, bindings: Array<string | string[]>) =>
      Number(((await t.db.raw(`select count(*)::int as n from deals d where ${where}`, bindings)).rows as Array<{ n: number }>)[0].n);
    for (const query of ['snorkel', 'sno', 'k', 'ko', 'kona', 'reef', 'hale', '100', 'cafe', 'zzz', 'two', 'a']) {
      const plan = (await planSearch(t.db, query))!;
      for (const p of plan.words) {
        for (const [text, words] of [['search_head', 'search_head_words'], ['search_body', 'search_body_words']]) {
          const esc = likeEscape(p.word);
          expect(await count(`d.${words} && array[?]::text[]`, [p.word]), `${query} whole in ${text}`).toBe(await count(`d.${text} like ?`, [`% ${esc} %`]));
          const prefix = p.prefixWords === null ? await count(`d.${text} like ?`, [`% ${esc}%`])
            : p.prefixWords.length ? await count(`d.${words} && ?::text[]`, [p.prefixWords]) : 0;
          expect(prefix, `${query} prefix in ${text}`).toBe(await count(`d.${text} like ?`, [`% ${esc}%`]));
        }
      }
    }
    const plan = async (q: string) => (await planSearch(t.db, q))!.words[0];
    expect((await plan('sno')).prefixWords).toContain('snorkel');
    expect((await plan('ko')).prefixWords).toBeNull(); // too short for the known words: matched as text
    expect((await plan('100')).prefixWords).toBeNull(); // digits are not known words
  });
});

describe('the folding', () => {
  it('is the same in core and in SQL (dadeal_search_fold)', async () => {
    const texts = [
      'Haleʻiwa', 'Kāneʻohe Bay', 'CAFÉ crème brûlée', 'Ａçaí ＢＯＷＬ', '100% Kona_Coffee', "Don't stop—now…",
      'Straße Ørsted Æsir', 'İstanbul', 'ラストミニッツ・ディール、今週。', '  many   spaces\tand\nlines  ', 'Crêpes & «jazz»',
    ];
    const { rows } = await t.db.raw(`select t, dadeal_search_fold(t) as folded from unnest(?::text[]) with ordinality as x(t, n) order by n`, [texts]);
    expect((rows as Array<{ folded: string }>).map((r) => r.folded)).toEqual(texts.map(foldSearchText));
  });
});

// The words in the title: the rarer one's deals are walked newest first (deal_head_words). In the description: the
// window, then the walk past it or the words' indexes (bestPageSql).
describe.each([['title'], ['description']])('several words rarer than a page among the newest deals, in the %s', (place) => {
  /** The title and description of a deal numbered g with `words` where this case puts them. */
  const texts = place === 'title'
    ? (words: string) => [`'${words} ' || g`, `'Nothing to see'`]
    : (words: string) => [`'Item ' || g`, `'${words} here'`];
  const titleOf = (words: string, g: number) => (place === 'title' ? `${words} ${g}` : `Item ${g}`);

  it('pages the matches in the listing’s order when the newest 2,000 deals hold none of them', async () => {
    const { business } = await createBusiness(t.db, { companyName: 'Marsupial Works' });
    const deals = (from: number, to: number, words: string, ago: string, featuredEvery: number) => {
      const [title, description] = place === 'title' || words === 'Zzfiller' ? [`'${words} ' || g`, `'Nothing to see'`] : texts(words);
      return t.db.raw(
        `insert into deals (business_id, title, description, original_price, deal_price, category, business_category,
           start_date, end_date, total_coupons, is_featured, created_at)
         select ?, ${title}, ${description}, 10, 5, 'Weekly', 'others', now() - interval '1 day', now() + interval '7 days', 5,
                ? > 0 and g % ? = 0, now() - interval '${ago}' - (g || ' seconds')::interval
           from generate_series(?::int, ?::int) g`,
        [business.id, featuredEvery, Math.max(1, featuredEvery), from, to]);
    };
    try {
      await deals(1, 150, 'Quokka Quiche', '2 days', 30); // older: 5 featured (30, 60, … 150), 145 not
      await deals(1, 2100, 'Zzfiller', '1 hour', 0); // the newest 2,100: the window sees none of the words
      await t.db.raw('analyze deals');
      t.app.deps.dealCache.invalidate();
      const expected = [
        ...[30, 60, 90, 120, 150].map((g) => titleOf('Quokka Quiche', g)),
        ...Array.from({ length: 150 }, (_, i) => i + 1).filter((g) => g % 30 !== 0).map((g) => titleOf('Quokka Quiche', g)),
      ];
      expect(await titles('quokka quiche')).toEqual(expected.slice(0, 100));
      expect(await titles('quiche quokka')).toEqual(expected.slice(0, 100));
      expect(await walkedTitles('quokka quiche')).toEqual(expected.slice(0, 100));
      expect(await walkedTitles('quokka quiche', { offset: '100' })).toEqual(expected.slice(100));
      const second = (await http().get('/api/deals').query({ search: 'quokka quiche', offset: 100 }).expect(200)).body as Array<{ title: string }>;
      expect(second.map((d) => d.title)).toEqual(expected.slice(100));
    } finally {
      await t.db('deals').where({ businessId: business.id }).delete();
      t.app.deps.dealCache.invalidate();
    }
  });

  it('pages the matches in the listing’s order when the newest 2,000 deals hold some of them: the walk goes on past them', async () => {
    const { business } = await createBusiness(t.db, { companyName: 'Antipodean Bakery' });
    // 3,000 deals, g = 1 the newest: every 25th is a Wombat Waffle (120), every 250th of them featured (12).
    const [title, description] = texts('Wombat Waffle');
    await t.db.raw(
      `insert into deals (business_id, title, description, original_price, deal_price, category, business_category,
         start_date, end_date, total_coupons, is_featured, created_at)
       select ?, case when g % 25 = 0 then ${title} else 'Zzfiller ' || g end,
              case when g % 25 = 0 then ${description} else 'Nothing to see' end, 10, 5, 'Weekly', 'others',
              now() - interval '1 day', now() + interval '7 days', 5, g % 250 = 0, now() - interval '1 hour' - (g || ' seconds')::interval
         from generate_series(1, 3000) g`,
      [business.id]);
    try {
      await t.db.raw('analyze deals');
      t.app.deps.dealCache.invalidate();
      const wombats = Array.from({ length: 120 }, (_, i) => (i + 1) * 25);
      const expected = [...wombats.filter((g) => g % 250 === 0), ...wombats.filter((g) => g % 250 !== 0)].map((g) => titleOf('Wombat Waffle', g));
      // The window (the newest 2,000 others) holds 72 of them and the 12 featured: the page's last 16 are past it.
      expect(await titles('wombat waffle')).toEqual(expected.slice(0, 100));
      expect(await titles('waffle wombat')).toEqual(expected.slice(0, 100));
      expect(await walkedTitles('waffle wombat')).toEqual(expected.slice(0, 100));
      expect(await walkedTitles('wombat waffle', { offset: '100' })).toEqual(expected.slice(100));
      const second = (await http().get('/api/deals').query({ search: 'wombat waffle', offset: 100 }).expect(200)).body as Array<{ title: string }>;
      expect(second.map((d) => d.title)).toEqual(expected.slice(100));
    } finally {
      await t.db('deals').where({ businessId: business.id }).delete();
      t.app.deps.dealCache.invalidate();
    }
  });
});

describe('a head word’s deals, newest first (deal_head_words)', () => {
  const headWords = async () => ({
    kept: (await t.db.raw('select word, created_at, deal_id from deal_head_words order by 1, 2, 3')).rows,
    deals: (await t.db.raw('select w as word, d.created_at, d.id as deal_id from deals d, unnest(d.search_head_words) w order by 1, 2, 3')).rows,
  });

  it('are each deal’s head words as deals are written, retitled, moved to a renamed business or a new town, and deleted', async () => {
    const { business } = await createBusiness(t.db, { companyName: 'Gecko Glassworks' });
    const deal = await createDeal(t.db, business, { title: 'Sea Glass Pendant', description: 'Found on the shore.', businessCategory: 'shopping' });
    let now = await headWords();
    expect(now.kept.filter((r: { word: string }) => r.word === 'pendant')).toHaveLength(1);
    expect(now.kept).toEqual(now.deals);
    try {
      await t.db('deals').where({ id: deal.id }).update({ title: 'Sea Glass Earrings' });
      await t.db('businesses').where({ id: business.id }).update({ companyName: 'Gecko Glass Studio' });
      await replacePlaces(t.db, business.id, [{ name: null, addressLine1: '1 Front St', addressLine2: null, town: 'Lahaina', postcode: null, country: 'US', latitude: 20.87, longitude: -156.67, openingHours: null }]);
      await t.db('deals').where({ id: deal.id }).update({ usedCoupons: 0 }); // a claim's write: the words stay
      now = await headWords();
      expect(now.kept).toEqual(now.deals);
      const words = now.kept.filter((r: { deal_id: number }) => r.deal_id === deal.id).map((r: { word: string }) => r.word).sort();
      expect(words).toEqual(['earrings', 'gecko', 'glass', 'lahaina', 'sea', 'studio']);
    } finally {
      await replacePlaces(t.db, business.id, []);
      await t.db('deals').where({ id: deal.id }).delete();
    }
    now = await headWords();
    expect(now.kept.filter((r: { deal_id: number }) => r.deal_id === deal.id)).toEqual([]);
    expect(now.kept).toEqual(now.deals);
  });

  it('are walked only so far: a common head word whose newest deals lack the other word leaves the page to the window', async () => {
    const { business } = await createBusiness(t.db, { companyName: 'Kiwi Orchard' });
    // The newest 2,100 deals have "kiwi" in the title and no "marmalade"; 150 older ones have both, every 30th featured.
    await t.db.raw(
      `insert into deals (business_id, title, description, original_price, deal_price, category, business_category,
         start_date, end_date, total_coupons, is_featured, created_at)
       select ?, 'Kiwi Crate ' || g, case when g > 2100 then 'Marmalade of the season' else 'Nothing to see' end, 10, 5,
              'Weekly', 'others', now() - interval '1 day', now() + interval '7 days', 5, g > 2100 and g % 30 = 0,
              now() - interval '1 hour' - (g || ' seconds')::interval
         from generate_series(1, 2250) g`,
      [business.id]);
    try {
      await t.db.raw('analyze deals');
      t.app.deps.dealCache.invalidate();
      const older = Array.from({ length: 150 }, (_, i) => 2101 + i);
      const expected = [...older.filter((g) => g % 30 === 0), ...older.filter((g) => g % 30 !== 0)].map((g) => `Kiwi Crate ${g}`);
      expect(await titles('kiwi marmalade')).toEqual(expected.slice(0, 100));
      expect(await walkedTitles('kiwi marmalade')).toEqual(expected.slice(0, 100)); // walked 2,000 deals, then the window
      // The second page: the last 50 with both words, then the newest with "kiwi" alone.
      const second = (await http().get('/api/deals').query({ search: 'marmalade kiwi', offset: 100 }).expect(200)).body as Array<{ title: string }>;
      expect(second.map((d) => d.title)).toEqual([...expected.slice(100), ...Array.from({ length: 50 }, (_, i) => `Kiwi Crate ${i + 1}`)]);
    } finally {
      await t.db('deals').where({ businessId: business.id }).delete();
      t.app.deps.dealCache.invalidate();
    }
  });
});
