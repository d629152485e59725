// What a visitor's search means, defined once: the folding that makes "cafe" find "Café" and "Haleiwa" find "Haleʻiwa",
// the words a query is made of, and its limits. The API folds queries with these functions; its migration
// 20261127000300_add_deal_search mirrors foldSearchText() as the SQL function dadeal_search_fold(), which keeps the
// deals' folded search columns, and api/src/features/deals/deal-search.test.ts proves both answer alike.

/** The longest `search` the listing accepts (API contract). */
export const SEARCH_MAX_LENGTH = 100;
/** Fewest characters before the search box asks for suggestions. */
export const SUGGEST_MIN_LENGTH = 2;
/** How long the search boxes wait after the last key before asking (ms). */
export const SEARCH_DEBOUNCE_MS = 200;
/** At most this many words of a query are matched (the rest are ignored). */
export const SEARCH_MAX_WORDS = 8;

/** Marks that accents add once letters are decomposed (NFKD): é → e + U+0301. */
const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** ʻokina, apostrophes and backticks vanish: Haleʻiwa, Hale'iwa and Haleiwa are one word. */
const GLOTTAL_MARKS = /[\u02bb\u02bc'\u2018\u2019`]/g;
/**
 * Everything else that separates words becomes a space: ASCII punctuation (so `%` and `_` are never wildcards), Latin-1
 * signs, general punctuation and CJK punctuation. Written out rather than `\p{P}` so that SQL's regular expressions,
 * whose classes depend on the server's locale, read exactly the same class (the migration holds the same text).
 */
export const SEARCH_SEPARATOR_CLASS = '[\\t\\n\\r !-/:-@\\[-`{-~\\u00a0-\\u00bf\\u2000-\\u206f\\u3000-\\u3003\\u3008-\\u3011\\u3014-\\u301f\\u30fb]';
const SEPARATORS = new RegExp(`${SEARCH_SEPARATOR_CLASS}+`, 'g');

/**
 * A text as search compares it: compatibility-decomposed (full-width letters become ASCII), lower case, without accents
 * or ʻokina, punctuation turned into single spaces, trimmed. `foldSearchText('Haleʻiwa Café!')` → `haleiwa cafe`.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(COMBINING_MARKS, '')
    .replace(GLOTTAL_MARKS, '')
    .replace(SEPARATORS, ' ')
    .replace(/^ | $/g, ''); // spaces only, as SQL's btrim(): every other blank became one above
}

/**
 * Words that say nothing alone, folded, in our five languages. A query's stop-words are dropped when it has other
 * words ("tacos for two" is "tacos two"); a query of stop-words only is searched as typed.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  // English
  'a', 'an', 'and', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with',
  // Español
  'al', 'con', 'de', 'del', 'el', 'en', 'la', 'las', 'lo', 'los', 'para', 'por', 'un', 'una', 'y',
  // Français
  'au', 'aux', 'avec', 'd', 'des', 'du', 'et', 'l', 'le', 'les', 'ou', 'pour', 'sur', 'une',
  // Deutsch
  'am', 'auf', 'das', 'dem', 'den', 'der', 'die', 'ein', 'eine', 'fur', 'im', 'mit', 'und', 'zu', 'zum', 'zur',
  // 日本語 (particles a visitor may type between words)
  'の', 'と', 'で', 'に', 'を', 'は',
]);

/**
 * The words a query is searched by: folded, stop-words dropped (unless nothing else is left), each once, at most
 * SEARCH_MAX_WORDS. Empty when the query holds no letters or digits at all ("%", "__").
 */
export function searchWords(query: string): string[] {
  const words = [...new Set(foldSearchText(query).split(' ').filter(Boolean))];
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return (meaningful.length ? meaningful : words).slice(0, SEARCH_MAX_WORDS);
}

/** The business dashboard's "What visitors searched": the last this many UTC days, today included. */
export const SEARCH_WORDS_DAYS = 7;
/** A word is shown once at least this many distinct visitors searched it (per day; never who). */
export const SEARCH_WORDS_MIN_VISITORS = 3;
/** The dashboard shows at most this many words, most searched first. */
export const SEARCH_WORDS_MAX = 20;
/** Rows of searches are kept this many UTC days (today included), then pruned: the window and one day more. */
export const SEARCH_WORDS_KEPT_DAYS = SEARCH_WORDS_DAYS + 1;
