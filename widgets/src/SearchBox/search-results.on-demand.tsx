// search-results.ts in the standalone script: the search part (dadeal-search.js) is imported when the search box first
// has focus (its suggestions render then, as nothing until the part is there) or a search is typed, whichever comes
// first; the text typed stays in the box meanwhile, and the grid shows its skeleton until the part can filter. Should
// the part not load, the box still types, the grid filters by plain text and an empty result says so. See
// elements/parts.ts.
import type * as Part from './search-results.js';
import type { SearchEmptyProps } from './SearchEmpty.js';
import { useTexts } from '../texts/use-texts.js';
import { loadedPart, onDemand, usePart } from '../elements/parts.js';

export const SearchSuggestions = onDemand('search', (part: typeof Part) => part.SearchSuggestions);

/** The keys walk the suggestions, which are on screen only once the part is there. */
export const walkSuggestions: typeof Part.walkSuggestions = (event, close) => loadedPart<typeof Part>('search')?.walkSuggestions(event, close);

function NoMatches(_: SearchEmptyProps) {
  return <p className="dd-state">{useTexts().noMatches}</p>;
}

export const SearchEmpty = onDemand('search', (part: typeof Part) => part.SearchEmpty, NoMatches);

export const SuggestionsReader = onDemand('search', (part: typeof Part) => part.SuggestionsReader);

const plainMatch: ReturnType<typeof Part.useSearchMatcher> = (deal, query) =>
  `${deal.title} ${deal.description} ${deal.business?.companyName ?? ''}`.toLowerCase().includes(query.trim().toLowerCase());

export const useSearchMatcher: typeof Part.useSearchMatcher = (wanted) => {
  const part = usePart<typeof Part>('search', wanted);
  return part ? part.useSearchMatcher(wanted) : part === null ? plainMatch : null;
};
