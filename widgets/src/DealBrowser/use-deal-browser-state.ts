// The browser's state (tab, category filter, search) and the API query it implies: shared by the
// <dadeal-browser> element, the site's home page and the stories.
import { useState } from 'react';
import type { DealCategory, DealListQuery } from '@dadeal/core';
import { ALL_CATEGORIES, type CategoryChoice } from '../CategorySelect/CategorySelect.js';
import type { DealBrowserProps } from './DealBrowser.js';

export interface DealBrowserStart {
  category?: DealCategory | null;
  businessCategory?: CategoryChoice | null;
  search?: string;
}

export type DealBrowserControls = Pick<
  DealBrowserProps,
  'category' | 'onCategoryChange' | 'businessCategory' | 'onBusinessCategoryChange' | 'search' | 'onSearchChange'
>;

export function useDealBrowserState(start: DealBrowserStart = {}): { query: DealListQuery; controls: DealBrowserControls } {
  const [category, setCategory] = useState<DealCategory>(start.category ?? 'Monthly');
  const [businessCategory, setBusinessCategory] = useState<CategoryChoice>(start.businessCategory ?? ALL_CATEGORIES);
  const [search, setSearch] = useState(start.search ?? '');
  return {
    // Search filters on the client (spec §5); tab and category go to the API.
    query: { category, businessCategory: businessCategory === ALL_CATEGORIES ? undefined : businessCategory },
    controls: {
      category,
      onCategoryChange: setCategory,
      businessCategory,
      onBusinessCategoryChange: setBusinessCategory,
      search,
      onSearchChange: setSearch,
    },
  };
}
