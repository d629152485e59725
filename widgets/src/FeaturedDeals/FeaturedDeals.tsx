// The Featured Deals grid of the home page (spec §2): 6 placeholders while loading.
import { FEATURED_PLACEHOLDERS } from '@dadeal/core';
import { DealGrid, type DealGridProps } from '../DealGrid/DealGrid.js';
import { TEXTS } from '../texts/texts.js';

export type FeaturedDealsProps = Omit<DealGridProps, 'title' | 'skeletons'> & { title?: string; skeletons?: number };

export function FeaturedDeals({ title = TEXTS.featuredDeals, skeletons = FEATURED_PLACEHOLDERS, className = '', ...rest }: FeaturedDealsProps) {
  return (
    <DealGrid
      title={title}
      skeletons={skeletons}
      emptyText={TEXTS.noFeatured}
      className={`dd-featured ${className}`}
      {...rest}
    />
  );
}
