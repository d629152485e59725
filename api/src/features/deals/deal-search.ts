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
  /**
   * The known words the word begins (itself included when known), in code point order: its prefix matches, looked up
   * as whole words in the deals' word arrays. Null when the word is too short, all digits (search_words keeps neither)
   * or begins more than MAX_PREFIX_WORDS words: its prefix is then matched as text (`like '% w%'`).
   */
  prefixWords: string[] | null;
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

/** A prefix that begins more known words than this is matched as text, not as a list of words. */
const MAX_PREFIX_WORDS = 64;

/**
 * The words of `query` with their categories, the known words each begins and, for those no known word begins with,
 * the closest known words. One statement. Null when the query has no word at all ("%", "__"): nothing can match it.
 */
export async function planSearch(db: Db | Knex.Transaction, query: string): Promise<SearchPlan | null> {
  const words = searchWords(query);
  if (!words.length) return null;
  const names = await loadCategoryNames();
  const plans: WordPlan[] = words.map((word) => ({
    word,
    prefixWords: null,
    corrections: [] as string[],
    businessCategories: BUSINESS_CATEGORIES.filter((c) => namesCategory(word, names.business.get(c)!)),
    dealCategories: DEAL_CATEGORIES.filter((c) => namesCategory(word, names.deal.get(c)!)),
    wholeWordCategories: {
      business: BUSINESS_CATEGORIES.filter((c) => isCategoryWord(word, names.business.get(c)!)),
      deal: DEAL_CATEGORIES.filter((c) => isCategoryWord(word, names.deal.get(c)!)),
    },
  }));
  // A word that names a category is known: "Strand" is a German beach, not a misspelt "stand".
  const looked = await knownWordsFor(db, plans.filter((p) => p.word.length >= MIN_PREFIX).map((p) => ({
    word: p.word, correct: !p.businessCategories.length && !p.dealCategories.length,
  })));
  for (const p of plans) {
    const known = looked.get(p.word);
    if (!known) continue;
    p.corrections = known.corrections;
    if (!/^[0-9]+$/.test(p.word) && known.prefixed.length <= MAX_PREFIX_WORDS) p.prefixWords = known.prefixed;
  }
  return { words: plans };
}

/**
 * For each word of MIN_PREFIX letters or more: the known words it begins (up to one more than MAX_PREFIX_WORDS) and,
 * when there is none and `correct`, the closest known words, best first.
 */
async function knownWordsFor(db: Db | Knex.Transaction, words: Array<{ word: string; correct: boolean }>): Promise<Map<string, { prefixed: string[]; corrections: string[] }>> {
  const found = new Map<string, { prefixed: string[]; corrections: string[] }>();
  if (!words.length) return found;
  // `word < w || U+10FFFF`: the words that begin with w, by the primary key (collate "C": code point order).
  const { rows } = await db.raw(
    `select q.w as typed, p.prefixed,
            case when q.correct and cardinality(p.prefixed) = 0 then array(
              select s.word from search_words s
               where s.word % q.w and similarity(s.word, q.w) >= ?
               order by similarity(s.word, q.w) desc, s.word
               limit ?) else '{}' end as corrections
       from unnest(?::text[], ?::boolean[]) as q(w, correct)
       cross join lateral (select array(
         select k.word from search_words k where k.word >= q.w and k.word < q.w || chr(1114111) order by k.word limit ?
       ) as prefixed) p`,
    [MIN_SIMILARITY, MAX_CORRECTIONS, words.map((w) => w.word), words.map((w) => w.correct), MAX_PREFIX_WORDS + 1],
  );
  for (const r of rows as Array<{ typed: string; prefixed: string[]; corrections: string[] }>) {
    found.set(r.typed, { prefixed: r.prefixed, corrections: r.corrections });
  }
  return found;
}

export interface Sql {
  sql: string;
  bindings: string[];
}

const join = (parts: Sql[], by: string): Sql => ({ sql: parts.map((p) => `(${p.sql})`).join(by), bindings: parts.flatMap((p) => p.bindings) });
const like = (column: string, pattern: string): Sql => ({ sql: `d.${column} like ?`, bindings: [pattern] });
/** A deal whose word array (search_head_words, search_body_words) holds any of `words`: one GIN lookup per word. */
const hasWord = (column: string, words: string[]): Sql => ({ sql: `d.${column} && array[${words.map(() => '?').join(', ')}]::text[]`, bindings: words });

/** One way a word matches a deal, and its rank; `headWord` when it is that one word among the deal's head words. */
export interface SearchArm {
  when: Sql;
  rank: number;
  /** The arm is `search_head_words && array[headWord]`: its deals can be walked newest first (deal_head_words). */
  headWord?: string;
  /** The arm is `search_body_words && array[bodyWord]` (how common it is: the database's statistics). */
  bodyWord?: string;
}

/**
 * Where one word matches a deal, weakest last: the CASE arms of its rank (higher is better). Whole words, prefixes and
 * corrections are looked up in the word arrays (decision 0045); a word inside another word by the trigram index.
 */
function wordArms(p: WordPlan): SearchArm[] {
  const w = likeEscape(p.word);
  const prefix = (text: string, words: string): Sql =>
    p.prefixWords === null ? like(text, `% ${w}%`) : p.prefixWords.length ? hasWord(words, p.prefixWords) : { sql: 'false', bindings: [] };
  const fuzzy = (words: string): Sql | null => (p.corrections.length ? hasWord(words, p.corrections) : null);
  const category: Sql[] = [];
  if (p.businessCategories.length) category.push({ sql: `d.business_category in (${p.businessCategories.map(() => '?').join(', ')})`, bindings: p.businessCategories });
  if (p.dealCategories.length) category.push({ sql: `d.category in (${p.dealCategories.map(() => '?').join(', ')})`, bindings: p.dealCategories });
  const one = (words: string[] | null | undefined, key: 'headWord' | 'bodyWord' = 'headWord') => (words?.length === 1 ? { [key]: words[0] } : {});
  const arms: Array<{ when: Sql | null; rank: number; headWord?: string; bodyWord?: string }> = [
    { when: hasWord('search_head_words', [p.word]), rank: 10, headWord: p.word },
    { when: prefix('search_head', 'search_head_words'), rank: 9, ...one(p.prefixWords) },
    { when: like('search_head', `%${w}%`), rank: 7 },
    { when: fuzzy('search_head_words'), rank: 6, ...one(p.corrections) },
    { when: category.length ? join(category, ' or ') : null, rank: 5 },
    { when: hasWord('search_body_words', [p.word]), rank: 4, bodyWord: p.word },
    { when: prefix('search_body', 'search_body_words'), rank: 3, ...one(p.prefixWords, 'bodyWord') },
    { when: like('search_body', `%${w}%`), rank: 2 },
    { when: fuzzy('search_body_words'), rank: 1, ...one(p.corrections, 'bodyWord') },
  ];
  // A prefix that begins no known word but itself ("luau" → [luau]) is the whole word's arm again: a deal meeting it met
  // the better arm first, so it is left out (fewer arms to plan in the exists statement, to test in the rank).
  const seen = new Set<string>();
  return arms.filter((a): a is SearchArm => {
    if (a.when === null) return false;
    const key = JSON.stringify([a.when.sql, a.when.bindings]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
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
export function searchArms(plan: SearchPlan): SearchArm[][] {
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

/** Deals the search box offers: the search's first deals, as the grid shows them. */
export const SUGGESTED_DEALS = 5;
/** Deals read to find the businesses offered (those whose name has every word). */
export const SUGGESTION_ROWS = 20;
const SUGGESTED_BUSINESSES = 3;
const SUGGESTED_CATEGORIES = 3;

/** A deal as the suggestions read it: the search's ranked deals, first SUGGESTION_ROWS. */
export interface RankedDeal {
  id: number;
  title: string;
  businessName: string;
}

/**
 * What the search box offers while a visitor types `query` (planned as `plan`): the first deals of the search itself —
 * `ranked`, the listing's first SUGGESTION_ROWS deals for the query in its order, so that the first deal offered is the
 * first card of the grid (one ranking, decision 0046) — the businesses among them whose name has every word (or its
 * correction) as a word's beginning, the business categories the words name in `language`, and "Did you mean": the
 * query with each misspelt word replaced by the closest known word (null when no word needed one).
 */
export async function suggestionsOf(query: string, plan: SearchPlan | null, ranked: RankedDeal[], language: Language): Promise<DealSuggestions> {
  if (!plan) return { query, deals: [], businesses: [], categories: [], didYouMean: null };
  const names = await loadCategoryNames();
  const words = plan.words.map((p) => p.word);
  const nameHasAll = (name: string) => {
    const folded = ` ${foldSearchText(name)}`;
    return plan.words.every((p) => [p.word, ...p.corrections].some((w) => folded.includes(` ${w}`)));
  };
  const businesses = [...new Set(ranked.filter((r) => nameHasAll(r.businessName)).map((r) => r.businessName))].slice(0, SUGGESTED_BUSINESSES);
  const corrected = plan.words.map((p) => p.corrections[0] ?? p.word);
  const didYouMean = corrected.some((w, i) => w !== words[i]) ? corrected.join(' ') : null;
  return {
    query,
    deals: ranked.slice(0, SUGGESTED_DEALS).map((r) => ({ id: r.id, title: r.title, businessName: r.businessName })),
    businesses,
    categories: BUSINESS_CATEGORIES.filter((c) => plan.words.some((p) => p.businessCategories.includes(c)))
      .slice(0, SUGGESTED_CATEGORIES)
      .map((c) => ({ businessCategory: c, label: names.labels[language][c] })),
    didYouMean,
  };
}
