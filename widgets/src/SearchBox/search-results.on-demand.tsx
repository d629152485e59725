// search-results.ts in the standalone script: the search part (dadeal-search.js) is imported when the search box first
// has focus (its suggestions render then, as nothing until the part is there) or a search finds nothing, whichever comes
// first; the text typed stays in the box meanwhile, and the grid shows the API's answer for it (the element asks it,
// not the part). Should the part not load, the box still types and searches, and an empty result says so. See
// elements/parts.ts.
import type * as Part from './search-results.js';
import type { SearchEmptyProps } from './SearchEmpty.js';
import { useTexts } from '../texts/use-texts.js';
import { loadedPart, onDemand } from '../elements/parts.js';

export const SearchSuggestions = onDemand('search', (part: typeof Part) => part.SearchSuggestions);

/** The keys walk the suggestions, which are on screen only once the part is there. */
export const walkSuggestions: typeof Part.walkSuggestions = (event, close) => loadedPart<typeof Part>('search')?.walkSuggestions(event, close);

function NoMatches(_: SearchEmptyProps) {
  return <p className="dd-state">{useTexts().noMatches}</p>;
}

export const SearchEmpty = onDemand('search', (part: typeof Part) => part.SearchEmpty, NoMatches);
