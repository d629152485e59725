// <dadeal-browser category business-category>: tabs, search, category filter and grid, like the home page.
import { HOME_REFRESH_MS, normalizeBusinessCategory, normalizeDealCategory } from '@dadeal/core';
import { DealBrowser } from '../DealBrowser/DealBrowser.js';
import { useDealBrowserState } from '../DealBrowser/use-deal-browser-state.js';
import { WidgetRoot } from '../WidgetRoot/WidgetRoot.js';
import { embedCss } from '../styles.js';
import { useDeals } from '../hooks/use-deals.js';
import { useLiveDeals } from '../hooks/use-live-deals.js';
import { useSuggestions } from '../hooks/use-suggestions.js';
import { BUSINESS_CATEGORY_VALUES, DEAL_CATEGORY_VALUES } from './attribute-values.js';
import { friendlyError, useEmbed, useReadEvents, useUnknownValueWarning, type EmbedProps } from './use-embed.js';

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
  useUnknownValueWarning(props.container, 'category', props.category, category !== null, DEAL_CATEGORY_VALUES);
  useUnknownValueWarning(props.container, 'business-category', props.businessCategory, businessCategory !== null, BUSINESS_CATEGORY_VALUES);
  const { query, controls } = useDealBrowserState({ category, businessCategory });
  const { data, loading, error, reload } = useDeals(embed.client, query, {
    enabled: embed.near,
    refreshMs: HOME_REFRESH_MS,
    refetchOnFocus: true,
  });
  useReadEvents(props, data, error);
  const deals = useLiveDeals(embed.client.apiBase, data); // the remaining counts as they fall
  const suggestions = useSuggestions(embed.client, controls.search, embed.language?.translator?.language);
  const { client, select } = embed;
  // A suggested deal opens as a card's does: its dialog (read first when it is not in the tab's list).
  const pickDeal = (id: number) => {
    const known = deals?.find((d) => d.id === id);
    if (known) select(known);
    else client.getDeal(id).then(select, () => undefined); // gone since it was suggested: nothing to open
  };
  return (
    <WidgetRoot theme={props.theme} styles={embed.adopted ? undefined : embedCss} locale={embed.locale} language={embed.language}>
      <DealBrowser {...controls} deals={deals} loading={loading} error={friendlyError(error, embed.texts)} onRetry={reload} onSelect={embed.select} suggestions={suggestions} onPickDeal={pickDeal} />
      {embed.dialog}
    </WidgetRoot>
  );
}
