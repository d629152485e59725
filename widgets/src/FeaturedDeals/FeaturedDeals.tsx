// The Featured Deals grid of the home page (spec §2): 6 placeholders while loading.
import { FEATURED_PLACEHOLDERS } from '@dadeal/core';
import { DealGrid, type DealGridProps } from '../DealGrid/DealGrid.js';
import { useTexts } from '../texts/use-texts.js';

export type FeaturedDealsProps = Omit<DealGridProps, 'title' | 'skeletons'> & { title?: string; skeletons?: number };

export function FeaturedDeals({ title, skeletons = FEATURED_PLACEHOLDERS, className = '', ...rest }: FeaturedDealsProps) {
  const texts = useTexts();
  return (
    <DealGrid
      title={title ?? texts.featuredDeals}
      skeletons={skeletons}
      emptyText={texts.noFeatured}
      className={`dd-featured ${className}`}
      {...rest}
    />
  );
}
