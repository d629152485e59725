// <dadeal-browser category business-category>: tabs, search, category filter and grid, like the home page.
import { HOME_REFRESH_MS, normalizeBusinessCategory, normalizeDealCategory } from '@dadeal/core';
import { DealBrowser } from '../DealBrowser/DealBrowser.js';
import { useDealBrowserState } from '../DealBrowser/use-deal-browser-state.js';
import { WidgetRoot } from '../WidgetRoot/WidgetRoot.js';
import { useDeals } from '../hooks/use-deals.js';
import { useEmbed, type EmbedProps } from './use-embed.js';

export interface BrowserElementProps extends EmbedProps {
  /** The tab shown first (default Monthly, spec §2). */
  category?: string;
  /** The category filter's first value (default All Categories). */
  businessCategory?: string;
}

export function BrowserElement(props: BrowserElementProps) {
  const embed = useEmbed(props);
  const { query, controls } = useDealBrowserState({
    category: normalizeDealCategory(props.category),
    businessCategory: normalizeBusinessCategory(props.businessCategory),
  });
  const { data, loading, error, reload } = useDeals(embed.client, query, {
    enabled: embed.near,
    refreshMs: HOME_REFRESH_MS,
    refetchOnFocus: true,
  });
  return (
    <WidgetRoot theme={props.theme} withStyles>
      <DealBrowser {...controls} deals={data} loading={loading} error={error} onRetry={reload} onSelect={embed.select} />
      {embed.dialog}
    </WidgetRoot>
  );
}
