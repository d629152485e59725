// The home page's reads (spec §4, §7): featured deals and the chosen tab's deals, refreshed every 60 s and on
// window focus; one deal by id for a deep link that is not in the lists.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FEATURED_LIMIT, HOME_REFRESH_MS, type Deal, type DealListQuery, type DealSuggestions, type Language } from '@dadeal/core';
import { createDealsClient, sameBesidesSearch, useSuggestQuery } from '@dadeal/widgets';
import { sessionFetch } from '../../app/api-client.js';
import { KEYS } from '../../app/query-client.js';
import { withLiveDeals } from '../../app/deals/use-live-counts.js';

// The widgets' deals client (same errors and image URLs as the embeds), sending what every site call sends. Each answer
// gets the live counts the page's stream already told (use-live-counts.ts).
const base = createDealsClient({ fetch: sessionFetch });
const client = {
  listDeals: (query: DealListQuery, signal: AbortSignal) => base.listDeals(query, signal).then(withLiveDeals),
  getDeal: (id: number, signal: AbortSignal) => base.getDeal(id, signal).then(withLiveDeals),
};
const live = { refetchInterval: HOME_REFRESH_MS, refetchOnWindowFocus: true } as const;

export function useFeaturedDeals() {
  const query: DealListQuery = { isFeatured: true, limit: FEATURED_LIMIT };
  return useQuery<Deal[]>({ queryKey: [...KEYS.deals, query], queryFn: ({ signal }) => client.listDeals(query, signal), ...live });
}

/**
 * The chosen tab's deals; with `search`, the API's search of them (ranked as the suggestions are; the query from the
 * widgets' searchedListing, as <dadeal-browser> asks it: decision 0049). A new search of the same listing keeps the last
 * answer on screen until its own arrives, not a skeleton at each pause in typing.
 */
export function useTabDeals(query: DealListQuery) {
  return useQuery<Deal[]>({
    queryKey: [...KEYS.deals, query],
    queryFn: ({ signal }) => client.listDeals(query, signal),
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameBesidesSearch(previousQuery.queryKey.at(-1) as DealListQuery, query) ? previous : undefined,
    ...live,
  });
}

export function useDealById(id: number | null, known: Deal | undefined) {
  return useQuery<Deal>({
    queryKey: KEYS.deal(id ?? 0),
    queryFn: ({ signal }) => client.getDeal(id as number, signal),
    enabled: id !== null && !known,
  });
}

/**
 * What the search box offers for the text typed (GET /api/deals/suggest), asked as the widgets ask it (`typing`, from
 * useSuggestQuery: after a pause in typing, once long enough) under the grid's `listing` (its tab, category, order and
 * place: the deals offered are the grid's first); null while the answer is for another text.
 */
export function useSearchSuggestions(typing: ReturnType<typeof useSuggestQuery>, language: Language, listing: DealListQuery): DealSuggestions | null {
  const { typed, asked, usable } = typing;
  const { data } = useQuery<DealSuggestions>({
    queryKey: ['/api/deals/suggest', language, listing, asked],
    queryFn: ({ signal }) => base.suggest(asked, language, signal, listing),
    enabled: usable,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  return usable && data?.query === typed ? data : null;
}
