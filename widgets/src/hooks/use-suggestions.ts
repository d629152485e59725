// What the search box offers while a visitor types (GET /api/deals/suggest): asked SEARCH_DEBOUNCE_MS after the last
// key, once the query has SUGGEST_MIN_LENGTH characters; the answer for an older query is never shown for a newer one.
// The text asked is also the listing's search (searchedListing, decision 0049): the grid and the box answer one search.
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH, SUGGEST_MIN_LENGTH, hasControlChars, type DealListQuery, type DealSuggestions } from '@dadeal/core';
import type { DealsClient } from '../client/deals-client.js';
import { useRemote } from './use-remote.js';

/**
 * The query to ask suggestions for: what was typed, once no key was pressed for SEARCH_DEBOUNCE_MS; `usable` when it is
 * long enough and within the API's rules. `typed` is the box's text now (an answer is shown only for it). `firstAsked`:
 * what counts as asked already when the hook starts (the text it starts with, unless the box started empty before).
 */
export function useSuggestQuery(query: string, firstAsked = query.trim()): { typed: string; asked: string; usable: boolean } {
  const typed = query.trim();
  const [asked, setAsked] = useState(firstAsked);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const usable = asked.length >= SUGGEST_MIN_LENGTH && asked.length <= SEARCH_MAX_LENGTH && !hasControlChars(asked);
  return { typed, asked, usable };
}

/**
 * The suggestions for the text asked (`typing`, useSuggestQuery's) under the grid's `listing` (its tab, category and
 * order, no search: the deals offered are the grid's first, "Did you mean" only a word that finds deals there); null
 * while the answer is for another text. <dadeal-browser>'s (the home page asks the same through its query cache).
 */
export function useListingSuggestions(
  client: Pick<DealsClient, 'suggest'>, typing: ReturnType<typeof useSuggestQuery>, language: string | undefined, listing: DealListQuery,
): DealSuggestions | null {
  const { typed, asked, usable } = typing;
  const { data } = useRemote(`${language ?? ''}:${JSON.stringify(listing)}:${asked}`, (signal) => client.suggest(asked, language, signal, listing), { enabled: usable });
  return usable && data?.query === typed ? data : null;
}
