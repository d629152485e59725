// <dadeal-browser category business-category>: tabs, search, category filter and grid, like the home page.
import { useState } from 'react';
import { HOME_REFRESH_MS, normalizeBusinessCategory, normalizeDealCategory, type DealCategory } from '@dadeal/core';
import { DealBrowser } from '../DealBrowser/DealBrowser.js';
import { ALL_CATEGORIES, type CategoryChoice } from '../CategorySelect/CategorySelect.js';
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
  const [category, setCategory] = useState<DealCategory>(() => normalizeDealCategory(props.category) ?? 'Monthly');
  const [businessCategory, setBusinessCategory] = useState<CategoryChoice>(
    () => normalizeBusinessCategory(props.businessCategory) ?? ALL_CATEGORIES,
  );
  const [search, setSearch] = useState('');
  const { data, loading, error, reload } = useDeals(
    embed.client,
    { category, businessCategory: businessCategory === ALL_CATEGORIES ? undefined : businessCategory },
    { enabled: embed.near, refreshMs: HOME_REFRESH_MS, refetchOnFocus: true },
  );
  return (
    <WidgetRoot theme={props.theme} withStyles>
      <DealBrowser
        deals={data}
        loading={loading}
        error={error}
        onRetry={reload}
        onSelect={embed.select}
        category={category}
        onCategoryChange={setCategory}
        businessCategory={businessCategory}
        onBusinessCategoryChange={setBusinessCategory}
        search={search}
        onSearchChange={setSearch}
      />
      {embed.dialog}
    </WidgetRoot>
  );
}
