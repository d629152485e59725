// <dadeal-browser category business-category>: tabs, search, category filter and grid, like the home page.
import { useRef, useState } from 'react';
import { normalizeBusinessCategory, normalizeDealCategory, type DealSuggestions } from '@dadeal/core';
import { DealBrowser } from '../DealBrowser/DealBrowser.js';
import { useDealBrowserState } from '../DealBrowser/use-deal-browser-state.js';
import { SuggestionsReader } from '../SearchBox/search-results.js';
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
  const list = useEmbedList(props, embed, query);
  // What the search box offers, read from the first letter typed (SuggestionsReader: with the search part).
  const [suggestions, setSuggestions] = useState<DealSuggestions | null>(null);
  const reading = useRef(false);
  if (controls.search) reading.current = true;
  const { client, select } = embed;
  // A suggested deal opens as a card's does: its dialog (read first when it is not in the tab's list).
  const pickDeal = (id: number) => {
    const known = list.deals?.find((d) => d.id === id);
    if (known) select(known);
    else client.getDeal(id).then(select, () => undefined); // gone since it was suggested: nothing to open
  };
  return (
    <EmbedRoot embed={embed} theme={props.theme}>
      <DealBrowser {...controls} {...list} suggestions={suggestions} onPickDeal={pickDeal} />
      {reading.current && <SuggestionsReader client={client} query={controls.search} language={embed.language?.translator?.language} onAnswer={setSuggestions} />}
    </EmbedRoot>
  );
}
