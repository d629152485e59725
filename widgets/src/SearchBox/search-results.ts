// What a search shows beyond its box: the suggestions under the box, which deals match (core's matchesSearch: folded
// case, accents and ʻokina, every word in any order) and, when none does, SearchEmpty. None of it is in a widget's first
// render, so in the standalone script this module is an on-demand part (dadeal-search.js, build/parts.mjs): the box's
// first focus imports it (search-results.on-demand.tsx stands in for this module there), before the first letter
// is typed. The site and the component tests import it as it is.
import { useEffect } from 'react';
import { matchesSearch, type DealSuggestions } from '@dadeal/core';
import type { DealsClient } from '../client/deals-client.js';
import { useSuggestions } from '../hooks/use-suggestions.js';

export { SearchSuggestions, walkSuggestions } from './SearchSuggestions.js';
export { SearchEmpty } from './SearchEmpty.js';

export interface SuggestionsReaderProps {
  client: Pick<DealsClient, 'suggest'>;
  query: string;
  language?: string;
  /** Each answer for the text typed now, null while there is none for it. */
  onAnswer: (suggestions: DealSuggestions | null) => void;
}

/**
 * What the search box offers (useSuggestions), for an owner that holds it in its state: rendered from the first letter
 * typed into an empty box (which counts as the text asked before, so the first question waits for the pause as
 * every other does), it renders nothing itself.
 */
export function SuggestionsReader({ client, query, language, onAnswer }: SuggestionsReaderProps) {
  const answer = useSuggestions(client, query, language, '');
  useEffect(() => onAnswer(answer), [answer, onAnswer]);
  return null;
}

/**
 * Whether a deal matches the search: core's matchesSearch, here at once. (A hook by its name because its stand-in in
 * the script is one: null there until the part is loaded, which `wanted` asks for.)
 */
export const useSearchMatcher = (_wanted: boolean): typeof matchesSearch | null => matchesSearch;
