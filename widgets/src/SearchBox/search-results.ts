// What a search shows beyond its box: the suggestions under the box and, when the search finds nothing, SearchEmpty.
// Which deals a search finds is the API's answer (the listing's `search`, decision 0049), asked by the owner of the box
// (the <dadeal-browser> element, the home page), and so are the suggestions (hooks/use-suggestions.ts). None of it is in
// a widget's first render, so in the standalone script this module is an on-demand part (dadeal-search.js,
// build/parts.mjs): the box's first focus imports it (search-results.on-demand.tsx stands in for this module there),
// before the first letter is typed. The site and the component tests import it as it is.
export { SearchSuggestions, walkSuggestions } from './SearchSuggestions.js';
export { SearchEmpty } from './SearchEmpty.js';
