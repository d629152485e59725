// <dadeal-deals category business-category limit>: one time category's grid.
import {
  GRID_PLACEHOLDERS, HOME_REFRESH_MS, normalizeBusinessCategory, normalizeDealCategory, parseLatLng,
} from '@dadeal/core';
import { DealGrid } from '../DealGrid/DealGrid.js';
import { WidgetRoot } from '../WidgetRoot/WidgetRoot.js';
import { embedCss } from '../styles.js';
import { useDeals } from '../hooks/use-deals.js';
import { useLiveDeals } from '../hooks/use-live-deals.js';
import { BUSINESS_CATEGORY_VALUES, DEAL_CATEGORY_VALUES } from './attribute-values.js';
import { friendlyError, limitFrom, useEmbed, useReadEvents, useUnknownValueWarning, type EmbedProps } from './use-embed.js';

export interface DealsElementProps extends EmbedProps {
  category?: string;
  businessCategory?: string;
  limit?: number;
  /** `near="21.2793,-157.8292"`: the deals within 25 km of that point, the nearest first, with their distance (a hotel's page). */
  near?: string;
}

export function DealsElement(props: DealsElementProps) {
  const embed = useEmbed(props);
  const category = normalizeDealCategory(props.category) ?? undefined;
  const businessCategory = normalizeBusinessCategory(props.businessCategory) ?? undefined;
  useUnknownValueWarning(props.container, 'category', props.category, category !== undefined, DEAL_CATEGORY_VALUES);
  useUnknownValueWarning(props.container, 'business-category', props.businessCategory, businessCategory !== undefined, BUSINESS_CATEGORY_VALUES);
  const limit = limitFrom(props.limit);
  // A point the API would refuse is left out (with a warning): the grid still shows the deals, in the usual order.
  const near = props.near && parseLatLng(props.near) ? props.near.trim() : undefined;
  useUnknownValueWarning(props.container, 'near', props.near, !props.near || near !== undefined, ['latitude,longitude such as 21.2793,-157.8292']);
  const { data, loading, error, reload } = useDeals(
    embed.client,
    { category, businessCategory, limit, near },
    { enabled: embed.near, refreshMs: HOME_REFRESH_MS, refetchOnFocus: true },
  );
  useReadEvents(props, data, error);
  const deals = useLiveDeals(embed.client.apiBase, data); // the remaining counts as they fall
  return (
    <WidgetRoot theme={props.theme} styles={embed.adopted ? undefined : embedCss} locale={embed.locale} language={embed.language}>
      <DealGrid
        title={category ? embed.texts.dealCategoryTitle(category) : embed.texts.allDeals}
        deals={deals}
        loading={loading}
        error={friendlyError(error, embed.texts)}
        onRetry={reload}
        onSelect={embed.select}
        skeletons={Math.min(limit ?? GRID_PLACEHOLDERS, GRID_PLACEHOLDERS)}
      />
      {embed.dialog}
    </WidgetRoot>
  );
}
