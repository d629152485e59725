// <dadeal-featured limit>: the Featured Deals grid.
import { FEATURED_LIMIT, FEATURED_PLACEHOLDERS, HOME_REFRESH_MS } from '@dadeal/core';
import { FeaturedDeals } from '../FeaturedDeals/FeaturedDeals.js';
import { WidgetRoot } from '../WidgetRoot/WidgetRoot.js';
import { widgetCss } from '../styles.js';
import { useDeals } from '../hooks/use-deals.js';
import { useLiveDeals } from '../hooks/use-live-deals.js';
import { friendlyError, limitFrom, useEmbed, useReadEvents, type EmbedProps } from './use-embed.js';

export interface FeaturedElementProps extends EmbedProps {
  limit?: number;
}

export function FeaturedElement(props: FeaturedElementProps) {
  const embed = useEmbed(props);
  const limit = limitFrom(props.limit) ?? FEATURED_LIMIT;
  const { data, loading, error, reload } = useDeals(
    embed.client,
    { isFeatured: true, limit },
    { enabled: embed.near, refreshMs: HOME_REFRESH_MS, refetchOnFocus: true },
  );
  useReadEvents(props, data, error);
  const deals = useLiveDeals(embed.client.apiBase, data); // the remaining counts as they fall (issue 21)
  return (
    <WidgetRoot theme={props.theme} styles={embed.adopted ? undefined : widgetCss} locale={embed.locale} language={embed.language}>
      <FeaturedDeals
        deals={deals}
        loading={loading}
        error={friendlyError(error, embed.texts)}
        onRetry={reload}
        onSelect={embed.select}
        skeletons={Math.min(limit, FEATURED_PLACEHOLDERS)}
      />
      {embed.dialog}
    </WidgetRoot>
  );
}
