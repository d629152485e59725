// What a search shows beyond its box: the suggestions under the box, which deals match (core's matchesSearch: folded
// case, accents and ʻokina, every word in any order) and, when none does, SearchEmpty. None of it is in a widget's first
// render, so in the standalone script this module is an on-demand part (dadeal-search.js, build/parts.mjs): the box's
// first focus imports it (search-results.on-demand.tsx stands in for this module there), before the first letter
// is typed. The site and the component tests import it as it is.
import { matchesSearch } from '@dadeal/core';

export { SearchSuggestions, walkSuggestions } from './SearchSuggestions.js';
export { SearchEmpty } from './SearchEmpty.js';

/**
 * Whether a deal matches the search: core's matchesSearch, here at once. (A hook by its name because its stand-in in
 * the script is one: null there until the part is loaded, which `wanted` asks for.)
 */
export const useSearchMatcher = (_wanted: boolean): typeof matchesSearch | null => matchesSearch;
