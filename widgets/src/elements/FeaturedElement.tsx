// <dadeal-featured limit>: the Featured Deals grid.
import { FEATURED_LIMIT, FEATURED_PLACEHOLDERS } from '@dadeal/core';
import { FeaturedDeals } from '../FeaturedDeals/FeaturedDeals.js';
import { limitFrom, EmbedRoot, useEmbed, useEmbedList, type EmbedProps } from './use-embed.js';

export interface FeaturedElementProps extends EmbedProps {
  limit?: number;
}

export function FeaturedElement(props: FeaturedElementProps) {
  const embed = useEmbed(props);
  const limit = limitFrom(props.limit) ?? FEATURED_LIMIT;
  const list = useEmbedList(props, embed, { isFeatured: true, limit });
  return (
    <EmbedRoot embed={embed} theme={props.theme}>
      <FeaturedDeals {...list} skeletons={Math.min(limit, FEATURED_PLACEHOLDERS)} />
    </EmbedRoot>
  );
}
