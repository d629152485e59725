// <dadeal-deals category business-category limit>: one time category's grid.
import { GRID_PLACEHOLDERS, normalizeBusinessCategory, normalizeDealCategory, parseLatLng } from '@dadeal/core';
import { DealGrid } from '../DealGrid/DealGrid.js';
import { EmbedRoot, limitFrom, useEmbed, useEmbedList, useUnknownValueWarning, type EmbedProps } from './use-embed.js';

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
  useUnknownValueWarning(props.container, 'category', props.category, category !== undefined);
  useUnknownValueWarning(props.container, 'business-category', props.businessCategory, businessCategory !== undefined);
  const limit = limitFrom(props.limit);
  // A point the API would refuse is left out (with a warning): the grid still shows the deals, in the usual order.
  const near = props.near && parseLatLng(props.near) ? props.near.trim() : undefined;
  useUnknownValueWarning(props.container, 'near', props.near, !props.near || near !== undefined);
  const list = useEmbedList(props, embed, { category, businessCategory, limit, near });
  return (
    <EmbedRoot embed={embed} theme={props.theme}>
      <DealGrid
        {...list}
        title={category ? embed.texts.dealCategoryTitle(category) : embed.texts.allDeals}
        skeletons={Math.min(limit ?? GRID_PLACEHOLDERS, GRID_PLACEHOLDERS)}
      />
    </EmbedRoot>
  );
}
