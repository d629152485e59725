// The widgets' search-results.ts as the search box imports it in the site's build (vite.config.ts,
// searchResultsOnDemand), as the widgets' own script does (their search-results.on-demand.tsx): the suggestions under
// the box are a chunk of their own, imported when the box first has focus — before the first letter is typed, and
// long before the first suggestions are asked (SEARCH_DEBOUNCE_MS after the last key) — not with the home page's first
// script. The box is never open in a server render, so the server's HTML never holds them and hydration never meets
// the boundary below. Should the chunk not load, the box still types and searches; only the suggestions are missing.
// The home page's empty result (SearchEmpty) comes from the same chunk: a search finds nothing only after the box had
// focus, so the chunk is there by then; until it is, the result says "No deals match your search." alone.
import { lazy, Suspense, type ComponentProps } from 'react';
import { useTexts } from '@dadeal/widgets';

type Results = typeof import('@dadeal/widgets/search-results');

let walk: Results['walkSuggestions'] | undefined;

const Suggestions = lazy(() => import('@dadeal/widgets/search-results').then(
  (module) => ((walk = module.walkSuggestions), { default: module.SearchSuggestions }),
  // A failed import leaves the page without suggestions until it is reloaded (the console says why), never broken.
  (error: unknown) => (console.error('the search suggestions could not be loaded', error), { default: () => null }),
));

/** The suggestions under the box: nothing until their chunk is there (asked at the first render: the box's first focus). */
export const SearchSuggestions = (props: ComponentProps<Results['SearchSuggestions']>) => (
  <Suspense fallback={null}>
    <Suggestions {...props} />
  </Suspense>
);

/** The box's arrow keys and Escape walk the suggestions, which are on screen only once their chunk is there. */
export const walkSuggestions: Results['walkSuggestions'] = (event, close) => walk?.(event, close);

/** What a search that found nothing says before the chunk is there (or if it could not load): the words alone. */
function NoMatches() {
  return <p className="dd-state" role="status">{useTexts().noMatches}</p>;
}

const Empty = lazy(() => import('@dadeal/widgets/search-results').then(
  (module) => ({ default: module.SearchEmpty }),
  (error: unknown) => (console.error('the search suggestions could not be loaded', error), { default: NoMatches }),
));

/** The empty result with "Did you mean" and the categories, from the suggestions' chunk. */
export const SearchEmpty = (props: ComponentProps<Results['SearchEmpty']>) => (
  <Suspense fallback={<NoMatches />}>
    <Empty {...props} />
  </Suspense>
);
