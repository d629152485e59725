// The listing's `search` and the search box's suggestions (docs/decisions/0040-deal-search-folding-and-trigrams.md):
// a query's words (core's searchWords) matched against the deals' folded columns (migration add_deal_search), the
// category names of our five catalogues, and the known words when a word is misspelt; ranked title and business name
// over description, whole words over prefixes over fuzzy, then the listing's own order.
import type { Knex } from 'knex';
import {
  BUSINESS_CATEGORIES, DEAL_CATEGORIES, SUPPORTED_LANGUAGES, foldSearchText, searchWords, translatorFor,
  type BusinessCategory, type DealCategory, type DealSuggestions, type Language,
} from '@dadeal/core';
import type { Db } from '../../db.js';
import { whereLive } from './deals.queries.js';
import { likeEscape } from '../../like-escape.js';

/** Fewest letters a word needs for prefix matches on category names and for typo tolerance (trigrams). */
const MIN_PREFIX = 3;
/** A known word is taken for a misspelt one from this trigram similarity on (pg_trgm's own default threshold). */
const MIN_SIMILARITY = 0.3;
/** Known words tried for one misspelt word. */
const MAX_CORRECTIONS = 2;

interface CategoryName {
  /** Folded, as queries are. */
  folded: string;
  words: string[];
}

interface CategoryNames {
  business: Map<BusinessCategory, CategoryName[]>;
  deal: Map<DealCategory, CategoryName[]>;
  /** Each language's label of each business category, for suggestions. */
  labels: Record<Language, Record<BusinessCategory, string>>;
}

let categoryNames: Promise<CategoryNames> | undefined;

/** The categories' names in all five catalogues (labels and badge names), folded once per process. */
function loadCategoryNames(): Promise<CategoryNames> {
  categoryNames ??= (async () => {
    const translators = await Promise.all(SUPPORTED_LANGUAGES.map((l) => translatorFor(l)));
    const name = (text: string): CategoryName => {
      const folded = foldSearchText(text);
      return { folded, words: folded.split(' ') };
    };
    const business = new Map<BusinessCategory, CategoryName[]>();
    const deal = new Map<DealCategory, CategoryName[]>();
    const labels = {} as CategoryNames['labels'];
    for (const t of translators) {
      labels[t.language] = {} as Record<BusinessCategory, string>;
      for (const c of BUSINESS_CATEGORIES) {
        labels[t.language][c] = t.t(`widgets.businessCategoryLabel.${c}`);
        const names = business.get(c) ?? [];
        names.push(name(t.t(`widgets.businessCategoryLabel.${c}`)), name(t.t(`widgets.businessCategoryName.${c}`)));
        business.set(c, names);
      }
      for (const c of DEAL_CATEGORIES) {
        const names = deal.get(c) ?? [];
        names.push(name(t.t(`widgets.dealCategory.${c}`)));
        deal.set(c, names);
      }
    }
    return { business, deal, labels };
  })();
  return categoryNames;
}

/**
 * Whether a query word names a category in some language: one of the name's words (or, for a Japanese name, which has
 * no spaces, the name) is the word, or begins with it once the word has MIN_PREFIX letters ("strand" → Strandaktivitäten).
 */
function namesCategory(word: string, names: CategoryName[]): boolean {
  return names.some((n) => [...n.words, n.folded].some((w) => w === word || (word.length >= MIN_PREFIX && w.startsWith(word))));
}

/** Whether a query word is a whole word (or, in Japanese, the whole name) of one of a category's names. */
const isCategoryWord = (word: string, names: CategoryName[]) => names.some((n) => n.folded === word || n.words.includes(word));

/** One query word and what it may match besides itself. */
interface WordPlan {
  word: string;
  /** Known words close to a misspelt one (none when the word, or a word it begins, is known). */
  corrections: string[];
  businessCategories: BusinessCategory[];
  dealCategories: DealCategory[];
  /** The categories the word names as a whole word (not as a prefix): what a recorded search counts (search-hits.ts). */
  wholeWordCategories: { business: BusinessCategory[]; deal: DealCategory[] };
}

export interface SearchPlan {
  words: WordPlan[];
}

/**
 * The words of `query` with their categories and, for those no known word begins with, the closest known words.
 * Null when the query has no word at all ("%", "__"): nothing can match it.
 */
export async function planSearch(db: Db | Knex.Transaction, query: string): Promise<SearchPlan | null> {
  const words = searchWords(query);
  if (!words.length) return null;
  const names = await loadCategoryNames();
  const plans = words.map((word) => ({
    word,
    corrections: [] as string[],
    businessCategories: BUSINESS_CATEGORIES.filter((c) => namesCategory(word, names.business.get(c)!)),
    dealCategories: DEAL_CATEGORIES.filter((c) => namesCategory(word, names.deal.get(c)!)),
    wholeWordCategories: {
      business: BUSINESS_CATEGORIES.filter((c) => isCategoryWord(word, names.business.get(c)!)),
      deal: DEAL_CATEGORIES.filter((c) => isCategoryWord(word, names.deal.get(c)!)),
    },
  }));
  // A word that names a category is known: "Strand" is a German beach, not a misspelt "stand".
  const corrections = await correctionsFor(db, plans.filter((p) => !p.businessCategories.length && !p.dealCategories.length).map((p) => p.word));
  for (const p of plans) p.corrections = corrections.get(p.word) ?? [];
  return { words: plans };
}

/** For each word of MIN_PREFIX letters or more that no known word begins with: the closest known words, best first. */
async function correctionsFor(db: Db | Knex.Transaction, words: string[]): Promise<Map<string, string[]>> {
  const candidates = words.filter((w) => w.length >= MIN_PREFIX);
  const found = new Map<string, string[]>();
  if (!candidates.length) return found;
  // `word < w || U+10FFFF`: the words that begin with w, by the primary key (collate "C": code point order).
  const { rows } = await db.raw(
    `select q.w as typed, c.word as known
       from unnest(?::text[]) as q(w)
       cross join lateral (
         select s.word from search_words s
          where not exists (select 1 from search_words k where k.word >= q.w and k.word < q.w || chr(1114111))
            and s.word % q.w and similarity(s.word, q.w) >= ?
          order by similarity(s.word, q.w) desc, s.word
          limit ?
       ) c`,
    [candidates, MIN_SIMILARITY, MAX_CORRECTIONS],
  );
  for (const r of rows as Array<{ typed: string; known: string }>) found.set(r.typed, [...(found.get(r.typed) ?? []), r.known]);
  return found;
}

export interface Sql {
  sql: string;
  bindings: string[];
}

const join = (parts: Sql[], by: string): Sql => ({ sql: parts.map((p) => `(${p.sql})`).join(by), bindings: parts.flatMap((p) => p.bindings) });
const like = (column: string, pattern: string): Sql => ({ sql: `d.${column} like ?`, bindings: [pattern] });

/** Where one word matches a deal, weakest last: the CASE arms of its rank (higher is better). */
function wordArms(p: WordPlan): Array<{ when: Sql; rank: number }> {
  const w = likeEscape(p.word);
  const fuzzy = (column: string): Sql | null =>
    p.corrections.length ? join(p.corrections.map((c) => like(column, `% ${likeEscape(c)} %`)), ' or ') : null;
  const category: Sql[] = [];
  if (p.businessCategories.length) category.push({ sql: `d.business_category in (${p.businessCategories.map(() => '?').join(', ')})`, bindings: p.businessCategories });
  if (p.dealCategories.length) category.push({ sql: `d.category in (${p.dealCategories.map(() => '?').join(', ')})`, bindings: p.dealCategories });
  const arms: Array<{ when: Sql | null; rank: number }> = [
    { when: like('search_head', `% ${w} %`), rank: 10 },
    { when: like('search_head', `% ${w}%`), rank: 9 },
    { when: like('search_head', `%${w}%`), rank: 7 },
    { when: fuzzy('search_head'), rank: 6 },
    { when: category.length ? join(category, ' or ') : null, rank: 5 },
    { when: like('search_body', `% ${w} %`), rank: 4 },
    { when: like('search_body', `% ${w}%`), rank: 3 },
    { when: like('search_body', `%${w}%`), rank: 2 },
    { when: fuzzy('search_body'), rank: 1 },
  ];
  return arms.filter((a): a is { when: Sql; rank: number } => a.when !== null);
}

/** What a deal must match for the word to count: its substring anywhere, a correction as a whole word, a category. */
function wordMatch(p: WordPlan): Sql {
  const arms = wordArms(p);
  // Substrings cover whole words and prefixes (ranks 10, 9 and 4, 3): the index answers the broadest pattern.
  return join(arms.filter((a) => a.rank !== 10 && a.rank !== 9 && a.rank !== 4 && a.rank !== 3).map((a) => a.when), ' or ');
}

function wordRank(p: WordPlan): Sql {
  const arms = wordArms(p);
  return {
    sql: `case ${arms.map((a) => `when ${a.when.sql} then ${a.rank}`).join(' ')} else 0 end`,
    bindings: arms.flatMap((a) => a.when.bindings),
  };
}

/**
 * The plan as SQL over `deals as d`: what a deal must match (any word: its substring, a correction, a category) and
 * each word's rank (0 when the deal lacks it). The listing orders by `searchOrderSql` of the ranks computed once per row.
 */
export function searchSql(plan: SearchPlan): { match: Sql; ranks: Sql[] } {
  return { match: join(plan.words.map(wordMatch), ' or '), ranks: plan.words.map(wordRank) };
}

/**
 * Each word's arms, best first: the condition and the rank a deal gets for the word when it is the first arm it meets.
 * Used to find the best arm that any deal meets (the listing's shortcut: decision 0044).
 */
export function searchArms(plan: SearchPlan): Array<Array<{ when: Sql; rank: number }>> {
  return plan.words.map(wordArms);
}

/** The ranking's order over columns holding each word's rank (`s.r0`, `s.r1`…): more of the words, then better. */
export function searchOrderSql(rankColumns: string[]): string {
  return `${rankColumns.map((r) => `(case when ${r} > 0 then 1 else 0 end)`).join(' + ')} desc, ${rankColumns.join(' + ')} desc`;
}

/**
 * Narrows a listing query (`deals as d`) to the deals that match any word of the plan, and orders it: more of the
 * query's words first, then better matches; the caller's order follows.
 */
export function applySearch(q: Knex.QueryBuilder, plan: SearchPlan): Knex.QueryBuilder {
  const { match, ranks } = searchSql(plan);
  q.whereRaw(`(${match.sql})`, match.bindings);
  const counted = join(ranks.map((r) => ({ sql: `case when ${r.sql} > 0 then 1 else 0 end`, bindings: r.bindings })), ' + ');
  const total = join(ranks, ' + ');
  return q.orderByRaw(`${counted.sql} desc`, counted.bindings).orderByRaw(`${total.sql} desc`, total.bindings);
}

const SUGGESTED_DEALS = 5;
const SUGGESTED_BUSINESSES = 3;
const SUGGESTED_CATEGORIES = 3;

/**
 * What the search box offers while a visitor types `query`: live deals and businesses whose title or name has every
 * word (the last one as a prefix), the business categories the words name in `language`, and "Did you mean": the query
 * with each misspelt word replaced by the closest known word (null when no word needed one). `planned`: the query's
 * planSearch(), when the caller made it already (the route records its words).
 */
export async function suggest(db: Db, query: string, language: Language, planned?: SearchPlan | null): Promise<DealSuggestions> {
  const plan = planned === undefined ? await planSearch(db, query) : planned; // the caller's plan, when it has one
  if (!plan) return { query, deals: [], businesses: [], categories: [], didYouMean: null };
  const names = await loadCategoryNames();
  const words = plan.words.map((p) => p.word);
  // Every word's own word or its correction begins a word of the title or the business's name.
  const head = (p: WordPlan): Sql =>
    join([p.word, ...p.corrections].map((w) => like('search_head', `% ${likeEscape(w)}%`)), ' or ');
  const matchAll = join(plan.words.map(head), ' and ');
  const dealsQ = whereLive(db('deals as d').join('businesses as b', 'b.id', 'd.businessId'), db)
    .whereRaw(matchAll.sql, matchAll.bindings)
    .select('d.id', 'd.title', 'b.companyName', 'd.businessId');
  applySearch(dealsQ, plan).orderBy('d.createdAt', 'desc').orderBy('d.id', 'desc').limit(SUGGESTED_DEALS * 4);
  const rows = (await dealsQ) as Array<{ id: number; title: string; companyName: string; businessId: number }>;
  const nameHasAll = (name: string) => {
    const folded = ` ${foldSearchText(name)}`;
    return plan.words.every((p) => [p.word, ...p.corrections].some((w) => folded.includes(` ${w}`)));
  };
  const businesses = [...new Set(rows.filter((r) => nameHasAll(r.companyName)).map((r) => r.companyName))].slice(0, SUGGESTED_BUSINESSES);
  const corrected = plan.words.map((p) => p.corrections[0] ?? p.word);
  const didYouMean = corrected.some((w, i) => w !== words[i]) ? corrected.join(' ') : null;
  return {
    query,
    deals: rows.slice(0, SUGGESTED_DEALS).map((r) => ({ id: r.id, title: r.title, businessName: r.companyName })),
    businesses,
    categories: BUSINESS_CATEGORIES.filter((c) => plan.words.some((p) => p.businessCategories.includes(c)))
      .slice(0, SUGGESTED_CATEGORIES)
      .map((c) => ({ businessCategory: c, label: names.labels[language][c] })),
    didYouMean,
  };
}
