// <dadeal-browser category business-category>: tabs, search, category filter and grid, like the home page — and
// searching like it (decision 0049): the grid is the API's search of the tab, the box's suggestions and "Did you mean"
// the same search under the same filters.
import { normalizeBusinessCategory, normalizeDealCategory } from '@dadeal/core';
import { DealBrowser } from '../DealBrowser/DealBrowser.js';
import { sameBesidesSearch, searchedListing, useDealBrowserState } from '../DealBrowser/use-deal-browser-state.js';
import { useListingSuggestions, useSuggestQuery } from '../hooks/use-suggestions.js';
import { EmbedRoot, useEmbed, useEmbedList, useUnknownValueWarning, type EmbedProps } from './use-embed.js';

export interface BrowserElementProps extends EmbedProps {
  /** The tab shown first (default Monthly, spec §2). */
  category?: string;
  /** The category filter's first value (default All Categories). */
  businessCategory?: string;
}

export function BrowserElement(props: BrowserElementProps) {
  const embed = useEmbed(props);
  const category = normalizeDealCategory(props.category);
  const businessCategory = normalizeBusinessCategory(props.businessCategory);
  useUnknownValueWarning(props.container, 'category', props.category, category !== null);
  useUnknownValueWarning(props.container, 'business-category', props.businessCategory, businessCategory !== null);
  const { query, controls } = useDealBrowserState({ category, businessCategory });
  // The text asked once typing paused is the listing's search and the suggestions' query; the box emptied shows the
  // tab at once. A new search of the same listing keeps the last answer on screen until its own arrives.
  const typing = useSuggestQuery(controls.search);
  const searched = searchedListing(query, typing);
  const list = useEmbedList(props, embed, searched.query, (shown) => sameBesidesSearch(shown, searched.query));
  const { client, select } = embed;
  const suggestions = useListingSuggestions(client, typing, embed.language?.translator?.language, query);
  // A suggested deal opens as a card's does: its dialog (read first when it is not in the grid's list).
  const pickDeal = (id: number) => {
    const known = list.deals?.find((d) => d.id === id);
    if (known) select(known);
    else client.getDeal(id).then(select, () => undefined); // gone since it was suggested: nothing to open
  };
  return (
    <EmbedRoot embed={embed} theme={props.theme}>
      <DealBrowser {...controls} {...list} deals={searched.refused ? [] : list.deals} suggestions={suggestions} onPickDeal={pickDeal} />
    </EmbedRoot>
  );
}
