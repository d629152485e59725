// What the search box offers while a visitor types (GET /api/deals/suggest): asked SEARCH_DEBOUNCE_MS after the last
// key, once the query has SUGGEST_MIN_LENGTH characters; the answer for an older query is never shown for a newer one.
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH, SUGGEST_MIN_LENGTH, hasControlChars, type DealSuggestions } from '@dadeal/core';
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

export function useSuggestions(client: Pick<DealsClient, 'suggest'>, query: string, language?: string, firstAsked?: string): DealSuggestions | null {
  const { typed, asked, usable } = useSuggestQuery(query, firstAsked);
  const { data } = useRemote(`${language ?? ''}:${asked}`, (signal) => client.suggest(asked, language, signal), { enabled: usable });
  return usable && data?.query === typed ? data : null;
}
