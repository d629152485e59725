// Deal listing, creation and deletion (spec §7, CONTRACT §3).
import {
  DEFAULT_RADIUS_KM, MAX_RADIUS_KM, DEAL_LIST_SORTS, parseNearQuery, type LatLng,
  BUSINESS_CATEGORIES, DEAL_CATEGORIES, DEAL_LIST_SORT_MESSAGE, DEFAULT_DEAL_LIST_SORT, MESSAGES, hasControlChars,
  SEARCH_MAX_LENGTH, foldSearchText, isDealListSort, normalizeBusinessCategory, normalizeDealCategory,
  type BusinessCategory, type DealCategory, type DealCreateRequest, type DealListSort, type DealSuggestions, type FieldError,
  type Language,
} from '@dadeal/core';
import type { Knex } from 'knex';
import type { AppDeps } from '../../context.js';
import type { Db } from '../../db.js';
import { listNear } from './deals.near.js';
import type { ParamDoc } from '../../http/route-doc.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.js';
import type { Business } from '../accounts/business.model.js';
import { Deal } from './deal.model.js';
import { dealRowFromInput } from './deal-row.js';
import {
  SUGGESTION_ROWS, applySearch, planSearch, searchArms, searchOrderSql, searchSql, suggestionsOf, type SearchArm, type SearchPlan, type Sql,
} from './deal-search.js';
import { createWordShares, type WordSharesReader } from './word-shares.js';
import { FEATURED_NOW_SQL, dealsQuery, findDeal, toDealDto, whereFeaturedNow, whereLive } from './deals.queries.js';

export const MAX_PAGE_SIZE = 100;

export interface DealListFilters {
  category: DealCategory | null;
  businessCategory: BusinessCategory | null;
  isFeatured: boolean | null;
  limit: number;
  offset: number;
  /** Folded (core's foldSearchText): "Café" and "cafe" are one query and one cache entry. */
  search: string | null;
  /** featured (when left out): live featured first, then the newest; ending: the soonest end first (core's DEAL_LIST_SORTS). */
  sort?: DealListSort;
  /** "Near me": only deals with a place within `radiusKm` of this point, the nearest first (deals.near.ts). */
  near?: LatLng | null;
  radiusKm?: number;
}

/** The listing's query as the API's reference says it (route-doc.ts): the rules parseDealListQuery checks. */
export const DEAL_LIST_QUERY: Record<string, ParamDoc> = {
  category: { description: 'The deal\'s kind', schema: { type: 'string', enum: [...DEAL_CATEGORIES] } },
  businessCategory: { description: 'The business\'s kind (`all`: any)', schema: { type: 'string', enum: ['all', ...BUSINESS_CATEGORIES] } },
  isFeatured: { description: 'Only featured deals, or only the others', schema: { type: 'string', enum: ['true', 'false'] } },
  search: { description: 'Words in the title, description, business or place (accents and case ignored)', schema: { type: 'string', maxLength: SEARCH_MAX_LENGTH } },
  sort: { description: 'The order (default: featured first, then the newest)', schema: { type: 'string', enum: [...DEAL_LIST_SORTS] } },
  limit: { description: 'How many', schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: MAX_PAGE_SIZE } },
  offset: { description: 'How many to skip', schema: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 } },
  near: { description: '"Near me": `latitude,longitude`; only deals with a place within `radiusKm`, the nearest first', schema: { type: 'string', example: '21.2766,-157.827' } },
  radiusKm: { description: 'With `near`', schema: { type: 'number', minimum: 1, maximum: MAX_RADIUS_KM, default: DEFAULT_RADIUS_KM } },
};

/** Whitelists and normalises the listing's query; the answer's `key` names the cache entry. */
export function parseDealListQuery(query: Record<string, string | string[] | undefined>): { filters: DealListFilters; key: string } {
  const one = (name: string) => {
    const v = query[name];
    return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
  };
  const errors: FieldError[] = [];
  const rawCategory = one('category');
  const category = rawCategory ? normalizeDealCategory(rawCategory) : null;
  if (rawCategory && !category) errors.push({ field: 'category', message: `Category must be one of ${DEAL_CATEGORIES.join(', ')}` });
  const rawBc = one('businessCategory');
  const businessCategory = rawBc && rawBc.toLowerCase() !== 'all' ? normalizeBusinessCategory(rawBc) : null;
  if (rawBc && rawBc.toLowerCase() !== 'all' && !businessCategory) {
    errors.push({ field: 'businessCategory', message: `Business category must be one of ${BUSINESS_CATEGORIES.join(', ')}` });
  }
  const rawFeatured = one('isFeatured');
  let isFeatured: boolean | null = null;
  if (rawFeatured !== undefined) {
    if (rawFeatured === 'true' || rawFeatured === 'false') isFeatured = rawFeatured === 'true';
    else errors.push({ field: 'isFeatured', message: 'isFeatured must be true or false' });
  }
  const search = one('search') ?? null;
  if (search && search.length > SEARCH_MAX_LENGTH) errors.push({ field: 'search', message: MESSAGES.searchTooLong });
  else if (search && hasControlChars(search)) errors.push({ field: 'search', message: MESSAGES.searchControlChars });
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = one(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || n < min || n > max) {
      errors.push({ field: name, message: `${name} must be a whole number from ${min} to ${max}` });
      return fallback;
    }
    return n;
  };
  const limit = int('limit', MAX_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  const offset = int('offset', 0, 0, 1_000_000);
  const rawSort = one('sort');
  if (rawSort !== undefined && !isDealListSort(rawSort)) errors.push({ field: 'sort', message: DEAL_LIST_SORT_MESSAGE });
  const sort = isDealListSort(rawSort) ? rawSort : DEFAULT_DEAL_LIST_SORT;
  const nearQuery = parseNearQuery(one('near'), one('radiusKm'));
  errors.push(...nearQuery.errors);
  if (errors.length) throw new ValidationError(errors);
  const nearFilter = nearQuery.near ? { near: nearQuery.near, radiusKm: nearQuery.radiusKm } : {};
  const filters = { category, businessCategory, isFeatured, search: search === null ? null : foldSearchText(search), limit, offset, sort, ...nearFilter };
  return { filters, key: JSON.stringify(filters) };
}

/** GET /api/deals/suggest's `q`: the listing's `search` rules (required here). */
export function suggestQuery(query: Record<string, string | string[] | undefined>): string {
  const raw = query.q;
  const q = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (!q) throw new ValidationError([{ field: 'q', message: MESSAGES.searchRequired }]);
  if (q.length > SEARCH_MAX_LENGTH) throw new ValidationError([{ field: 'q', message: MESSAGES.searchTooLong }]);
  if (hasControlChars(q)) throw new ValidationError([{ field: 'q', message: MESSAGES.searchControlChars }]);
  return q;
}

/** The listing's filters other than "near", and the search's ranking before the order, on a query over `deals as d` joined with its business. */
function filtered(q: Knex.QueryBuilder, filters: DealListFilters, search: SearchPlan | null): Knex.QueryBuilder {
  if (filters.category) q.where('d.category', filters.category);
  if (filters.businessCategory) q.where('d.businessCategory', filters.businessCategory);
  if (filters.isFeatured === true) whereFeaturedNow(q);
  if (filters.isFeatured === false) q.whereRaw(`not ${FEATURED_NOW_SQL}`);
  if (search) applySearch(q, search); // the better matches first; the listing's order (or the distance) after them
  return q;
}

/**
 * The ids of one page of `q` (a query over `deals as d`) in the listing's order, as SQL: the soonest end first; or
 * featured now first, then the newest. The id last, so that pages never overlap. The featured and the other deals are
 * each read newest first up to the page's end (indexes deals_created_order and deals_featured_created_order), then
 * merged: PostgreSQL walks the index and stops, where one sort by "featured now" would read every live deal (0044).
 */
function listingPageSql(db: Db, q: Knex.QueryBuilder, filters: DealListFilters): Knex.Raw {
  if (filters.sort === 'ending') return db.raw('?', [q.select('d.id').orderBy('d.endDate', 'asc').orderBy('d.id', 'asc').limit(filters.limit).offset(filters.offset)]);
  const part = (featured: boolean) =>
    q.clone().select('d.id', 'd.createdAt', db.raw(`${featured} as featured`)).whereRaw(featured ? FEATURED_NOW_SQL : `not ${FEATURED_NOW_SQL}`)
      .orderBy('d.createdAt', 'desc').orderBy('d.id', 'desc').limit(filters.offset + filters.limit);
  return db.raw(`select s.id from (? union all ?) s order by s.featured desc, s.created_at desc, s.id desc limit ? offset ?`,
    [part(true), part(false), filters.limit, filters.offset]);
}

/**
 * The page's deals, in the page's order: the business, its owner and its places are read for the page's ids only, in
 * the same statement (read for every matching row before the sort, they cost more than the search: decision 0044).
 * `row_number() over ()` numbers the ids as the page's ORDER BY … LIMIT gave them.
 */
async function dealsOfPage(db: Db, page: Knex.Raw): Promise<Array<Parameters<typeof toDealDto>[0]>> {
  return (await dealsQuery(db).joinRaw('join (select p.id, row_number() over () as position from (?) p) as page on page.id = d.id', [page])
    .orderBy('page.position')) as Array<Parameters<typeof toDealDto>[0]>;
}

/** How many of the newest deals not featured the window looks at. */
const SEARCH_WINDOW = 2000;
/** More deals than this left to walk for a page, past the window: the words' indexes are asked for every match instead. */
const RARE_WALK = 4000;

/**
 * The ids of the page of deals meeting every condition of `tier` (several words), as one statement's int[]: the page
 * when it is full, else an empty array (the caller ranks every match then).
 *
 * The planner guesses two words' matches from each word alone: two words of one title ("poke bowl") are guessed 263
 * deals and are 4,998, so it reads every match through the words' index and sorts them, where walking the newest deals
 * finds a page in a few hundred. So, the window: the featured deals that match, by the indexes (few: the featured are
 * few), then, when they do not fill the page, the newest SEARCH_WINDOW others walked by the listing's index and stopping
 * at the page's end. The page is known when the featured hold it, or the others seen complete it, or every other deal
 * was seen (a short page). Otherwise, past the window: when the window found the words so seldom that walking on would
 * read more than RARE_WALK deals (about SEARCH_WINDOW × missing / found), every match is read through the words' indexes
 * and sorted; else the walk goes on from the window's last deal, the window's matches kept (its deals are not read
 * twice). One statement with the page's deals (dealsOfIds), where the window, what comes after it and the deals were
 * three round trips (decision 0044, amended). Read lazily: a CTE's rows are produced as they are read and only when a
 * branch taken reads them, an uncorrelated subquery runs when first asked for, a CASE asks only the branch it takes.
 */
function bestPageSql(db: Db, base: () => Knex.QueryBuilder, tier: Sql[], filters: DealListFilters): Knex.Raw {
  const end = filters.offset + filters.limit;
  const top = () => {
    const q = base();
    for (const when of tier) q.whereRaw(`(${when.sql})`, when.bindings);
    return q;
  };
  const newest = (q: Knex.QueryBuilder) => q.orderBy('d.createdAt', 'desc').orderBy('d.id', 'desc');
  const featured = newest(top().select('d.id').whereRaw(FEATURED_NOW_SQL)).limit(end);
  const hit = db.raw(`(${tier.map((t) => `(${t.sql})`).join(' and ')}) as hit`, tier.flatMap((t) => t.bindings));
  const others = newest(base().select('d.id', 'd.createdAt', hit).whereRaw(`not ${FEATURED_NOW_SQL}`)).limit(SEARCH_WINDOW + 1);
  const matches = top().select('d.id', 'd.createdAt', db.raw(`${FEATURED_NOW_SQL} as featured`));
  // `(created_at, id) <` the window's last deal: the listing's index walked on from there.
  const walk = newest(top().select('d.id').whereRaw(`not ${FEATURED_NOW_SQL}`)
    .whereRaw('(d.created_at, d.id) < ((select l.created_at from l), (select l.id from l))'));
  // n: the window's others, with whether each meets the words; s: the best matches seen (featured, then the window's);
  // l: the window's last deal, only when the page is still short and there are more others than the window (walk on);
  // m: every match, read only for rare words (materialized: through the words' indexes, not a walk of the listing's);
  // p: the page, materialized because it is read twice (inlined, its walk would run twice).
  return db.raw(
    `(with n as materialized (?),
          f as materialized (select array(?) as featured),
          y as materialized (select case when cardinality(f.featured) >= ?::int then '{}'::int[]
                                         else array(select n.id from n where n.hit limit ?::int - cardinality(f.featured)) end as others from f),
          s as materialized (select f.featured || y.others as seen, cardinality(y.others) as found from f, y),
          l as materialized (select n.created_at, n.id from n, s where cardinality(s.seen) < ?::int offset ? limit 1),
          m as materialized (?),
          p as materialized (select case when not exists (select from l) then s.seen[?::int + 1 : ?::int]
                            when ?::int * (?::int - cardinality(s.seen)) > ?::int * greatest(1, s.found)
                              then array(select m.id from m order by m.featured desc, m.created_at desc, m.id desc limit ? offset ?)
                            else (s.seen || array(? limit (select ?::int - cardinality(s.seen) from s)))[?::int + 1 : ?::int] end as ids
                  from s)
     select case when cardinality(p.ids) = ?::int then p.ids else '{}'::int[] end from p)`,
    [others, featured, end, end, end, SEARCH_WINDOW, matches, filters.offset, end,
      SEARCH_WINDOW, end, RARE_WALK, filters.limit, filters.offset, walk, end, filters.offset, end, filters.limit],
  );
}

/**
 * A head word's deals walked newest first for a search of several words, at most: about 3 µs a deal (looked up by its
 * id and tested), against the window's ~0.5 µs a deal read in the listing's order, of which it reads 2,000 and more.
 */
const HEAD_WORD_WALK = 2000;
/**
 * A head word's deals are walked when the page's end is expected among the first this many of them: "kaneohe sunset"
 * (~530 expected on the bench's deals) and "luau dinner" (~330) gain from the walk, "sunset cruise" (~1,400) does not —
 * the window then finds the two words rare together and reads their indexes (decision 0045, amended).
 */
const WALK_EXPECTED = 1000;

/**
 * The ids of the page of deals meeting every condition of `tier` (several words, one of them `word` among the deal's
 * head words), as one statement's int[]: the page when it is full, else an empty array (the caller ranks every match
 * then). The featured that match, by the words' indexes (the featured are few), then the others: `word`'s deals walked
 * newest first through deal_head_words' primary key, each deal read by its id and tested, stopping at the page's end.
 * When the walk reads HEAD_WORD_WALK of the word's deals without completing the page, `window` (bestPageSql) answers.
 * For "luau dinner" on the bench's 100,000 deals: 337 deals of "luau" read, where the window and the walk past it read
 * 5,300 of all deals (decision 0045, amended).
 */
function headWordPageSql(db: Db, base: () => Knex.QueryBuilder, tier: Sql[], filters: DealListFilters, word: string, window: Knex.Raw): Knex.Raw {
  const end = filters.offset + filters.limit;
  const top = () => {
    const q = base();
    for (const when of tier) q.whereRaw(`(${when.sql})`, when.bindings);
    return q;
  };
  const featured = top().select('d.id').whereRaw(FEATURED_NOW_SQL).orderBy('d.createdAt', 'desc').orderBy('d.id', 'desc').limit(end);
  // One deal of the word's, looked up by its id (a scalar subquery: an exists would be hashed, every deal with the words
  // read first). The deal's age too: a row left by a deal whose id was given again is no match.
  const hit = top().select(db.raw('true')).whereRaw(`not ${FEATURED_NOW_SQL}`).whereRaw('d.id = h.deal_id and d.created_at = h.created_at').limit(1);
  // w: the word's deals, newest first, each with whether it is a match (read only as far as asked);
  // x: the featured that match, then the others the walk finds, up to the page's end.
  return db.raw(
    `(with w as materialized (select h.deal_id as id, coalesce((?), false) as hit from deal_head_words h
                               where h.word = ? order by h.created_at desc, h.deal_id desc limit ?),
          x as materialized (select array(?) || array(select w.id from w where w.hit limit ?) as ids)
     select case when cardinality(x.ids) >= ?::int then x.ids[?::int + 1 : ?::int]
                 when (select count(*) from w) < ? then '{}'::int[]
                 else ? end
       from x)`,
    [hit, word, HEAD_WORD_WALK, featured, end, end, filters.offset, end, HEAD_WORD_WALK, window],
  );
}

/** The deals of `ids` (SQL of an int[]), in its order (read as dealsOfPage reads a page). */
async function dealsOfIds(db: Db, ids: Knex.Raw): Promise<Array<Parameters<typeof toDealDto>[0]>> {
  return (await dealsQuery(db).joinRaw('join unnest(?) with ordinality as page(id, position) on page.id = d.id', [ids])
    .orderBy('page.position')) as Array<Parameters<typeof toDealDto>[0]>;
}

/**
 * One page of a search: more of the words first, then better matches, then the listing's order.
 *
 * The shortcut: each word's best arm that some deal of the listing meets (one query of `exists`, evaluated in rank order
 * and stopping at the first) gives the best score any deal can have, and the deals meeting every word's best arm are
 * exactly the deals with that score. When they fill the page, the page is theirs in the listing's order, read as the
 * plain listing is (several words: through the window, bestPageSql), without ranking the other matches. Otherwise every
 * match is ranked, each word's rank computed once per row (`offset 0` keeps PostgreSQL from copying the rank expressions
 * into each sort key).
 */
async function searchPage(db: Db, base: () => Knex.QueryBuilder, plan: SearchPlan, filters: DealListFilters, wordShares: WordSharesReader): Promise<Array<Parameters<typeof toDealDto>[0]>> {
  const arms = searchArms(plan);
  const exists = (when: Sql) => db.raw(`exists (?)`, [base().select(db.raw('1')).whereRaw(when.sql, when.bindings).limit(1)]);
  const cases = arms.map((word, i) => db.raw(`case ${word.map((_, j) => `when ? then ${j}`).join(' ')} else -1 end as b${i}`, word.map((arm) => exists(arm.when))));
  const best = ((await db.select(cases)) as Array<Record<string, number>>)[0];
  const tierArms = arms.map((word, i) => word[Number(best[`b${i}`])]).filter((a): a is SearchArm => a !== undefined);
  const tier = tierArms.map((a) => a.when);
  if (!tier.length) return []; // no word of the query matches any deal of the listing
  if (tier.length > 1 && filters.sort !== 'ending') {
    // A head word to walk: the rarest of the best arms' single head words, when the other arms are common enough that
    // the page's end is expected within WALK_EXPECTED of its deals (the words taken as independent; an arm of no single
    // word — a pattern, a category, several known words — as rare). Else the window, which reads the words' indexes
    // when they are rare together (bestPageSql).
    const shares = await wordShares();
    const share = (a: SearchArm) => (a.headWord ? shares.head(a.headWord) : a.bodyWord ? shares.body(a.bodyWord) : 0);
    const walkable = tierArms.filter((a) => a.headWord).sort((a, b) => share(a) - share(b))[0];
    const together = tierArms.filter((a) => a !== walkable).reduce((p, a) => p * share(a), 1);
    const walked = walkable && (filters.offset + filters.limit) <= WALK_EXPECTED * together ? walkable.headWord! : undefined;
    const window = bestPageSql(db, base, tier, filters);
    const ids = walked ? headWordPageSql(db, base, tier, filters, walked, window) : window;
    const page = await dealsOfIds(db, ids);
    if (page.length === filters.limit) return page;
  } else {
    const top = base();
    for (const when of tier) top.whereRaw(`(${when.sql})`, when.bindings);
    const page = await dealsOfPage(db, listingPageSql(db, top, filters));
    if (page.length === filters.limit) return page;
  }
  // Fewer best matches than a page: rank them all.
  const search = searchSql(plan);
  const inner = base().select('d.id', 'd.createdAt', 'd.endDate', db.raw(`${FEATURED_NOW_SQL} as featured_now`))
    .whereRaw(`(${search.match.sql})`, search.match.bindings);
  search.ranks.forEach((r, i) => inner.select(db.raw(`${r.sql} as r${i}`, r.bindings)));
  const order = filters.sort === 'ending' ? 's.end_date asc, s.id asc' : 's.featured_now desc, s.created_at desc, s.id desc';
  return dealsOfPage(db, db.raw(
    `select s.id from (? offset 0) s order by ${searchOrderSql(search.ranks.map((_, i) => `s.r${i}`))}, ${order} limit ? offset ?`,
    [inner, filters.limit, filters.offset],
  ));
}

/** `wordShares`: how common words are (word-shares.ts reads the database's statistics; a test may state them). */
export function createDealsService({ db, dealCache, wordShares = createWordShares(db) }: Pick<AppDeps, 'db' | 'dealCache'> & { wordShares?: WordSharesReader }) {
  /** One page of the listing; `plan`: the search's, planned by the caller. */
  async function page(filters: DealListFilters, plan: SearchPlan | null) {
    if (filters.search !== null && !plan) return []; // no letter or digit to match ("%", "__")
    if (filters.near) return listNear(db, filters.near, filters.radiusKm ?? DEFAULT_RADIUS_KM, filters, (q) => filtered(q, filters, plan));
    const base = () => filtered(whereLive(db('deals as d'), db), filters, null);
    const rows = plan ? await searchPage(db, base, plan, filters, wordShares) : await dealsOfPage(db, listingPageSql(db, base(), filters));
    const now = Date.now();
    return rows.map((r) => toDealDto(r, now));
  }

  return {
    async list(filters: DealListFilters) {
      return page(filters, filters.search === null ? null : await planSearch(db, filters.search));
    },

    /**
     * GET /api/deals/suggest: the search box's offers for `query` (planned as `plan`, which the route also records),
     * its deals the first of the listing's own search for the query under the listing's filters `listing` (the tab, the
     * business category, the order, "near": the request's other parameters) — the grid's first cards, in its order.
     * "Did you mean" is offered with no deal only when the corrected query finds deals under the same filters: the grid
     * beside the box shows the same search, and a correction that leaves it as empty is no help (decision 0049).
     */
    async suggest(query: string, language: Language, plan: SearchPlan | null, listing: Record<string, string | string[] | undefined> = {}): Promise<DealSuggestions> {
      const { filters } = parseDealListQuery({ ...listing, search: query, limit: String(SUGGESTION_ROWS), offset: undefined });
      const ranked = plan ? await page(filters, plan) : [];
      const answer = await suggestionsOf(query, plan, ranked.map((d) => ({ id: d.id, title: d.title, businessName: d.business.companyName })), language);
      if (ranked.length || answer.didYouMean === null) return answer;
      const corrected = await planSearch(db, answer.didYouMean);
      const found = corrected ? await page({ ...filters, search: foldSearchText(answer.didYouMean), limit: 1 }, corrected) : [];
      return found.length ? answer : { ...answer, didYouMean: null };
    },

    /** The next moment a public answer changes by itself: a deal starts or ends, or a featuring expires (epoch ms). */
    async nextChangeAt(): Promise<number | null> {
      const { rows } = await db.raw(`select least(
          (select min(start_date) from deals where start_date > now()),
          (select min(end_date) from deals where end_date > now()),
          (select min(featured_until) from deals where featured_until > now())
        ) as boundary`);
      const next = rows[0]?.boundary; // raw rows keep their SQL names: a one-word alias avoids the case question
      return next ? new Date(next).getTime() : null;
    },

    /** One public deal: 404 when inactive, not started or ended (CONTRACT §3). */
    async getPublic(id: number) {
      const row = await whereLive(dealsQuery(db), db).where('d.id', id).first();
      if (!row) throw new NotFoundError(MESSAGES.dealNotFound);
      return toDealDto(row);
    },

    async create(business: Business, input: DealCreateRequest) {
      const deal = await Deal.query(db).insert(dealRowFromInput(business.id, input));
      dealCache.invalidate();
      return toDealDto((await findDeal(db, deal.id))!);
    },

    /** A business deletes its own deal; its coupons and favourites go with it (documented in docs/reference/api.md). */
    async remove(business: Business, id: number) {
      const deal = await Deal.query(db).findById(id);
      if (!deal) throw new NotFoundError(MESSAGES.dealNotFound);
      if (deal.businessId !== business.id) throw new ForbiddenError(MESSAGES.notOwner);
      await Deal.query(db).deleteById(id);
      dealCache.invalidate();
    },

    async listForBusiness(business: Business) {
      const rows = await dealsQuery(db).where('d.businessId', business.id).orderBy('d.createdAt', 'desc').orderBy('d.id', 'desc');
      const now = Date.now();
      return rows.map((r: Parameters<typeof toDealDto>[0]) => toDealDto(r, now));
    },
  };
}

export type DealsService = ReturnType<typeof createDealsService>;
