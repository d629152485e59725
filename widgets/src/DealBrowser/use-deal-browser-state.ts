// The browser's state (tab, category filter, search, order) and the API query it implies: shared by the
// <dadeal-browser> element, the site's home page and the stories.
import { useState } from 'react';
import { DEFAULT_DEAL_LIST_SORT, type DealCategory, type DealListQuery, type DealListSort } from '@dadeal/core';
import { ALL_CATEGORIES, type CategoryChoice } from '../CategorySelect/CategorySelect.js';
import type { DealBrowserProps } from './DealBrowser.js';

export interface DealBrowserStart {
  category?: DealCategory | null;
  businessCategory?: CategoryChoice | null;
  search?: string;
  sort?: DealListSort;
}

export type DealBrowserControls = Pick<
  DealBrowserProps,
  'category' | 'onCategoryChange' | 'businessCategory' | 'onBusinessCategoryChange' | 'search' | 'onSearchChange' | 'sort' | 'onSortChange'
>;

export function useDealBrowserState(start: DealBrowserStart = {}): { query: DealListQuery; controls: DealBrowserControls } {
  const [category, setCategory] = useState<DealCategory>(start.category ?? 'Monthly');
  const [businessCategory, setBusinessCategory] = useState<CategoryChoice>(start.businessCategory ?? ALL_CATEGORIES);
  const [search, setSearch] = useState(start.search ?? '');
  const [sort, setSort] = useState<DealListSort>(start.sort ?? DEFAULT_DEAL_LIST_SORT);
  return {
    // Search filters on the client (spec §5); tab, category and order go to the API (the default order unsaid, so
    // the usual request, and its cached answer, stay as they were).
    query: {
      category,
      businessCategory: businessCategory === ALL_CATEGORIES ? undefined : businessCategory,
      ...(sort === DEFAULT_DEAL_LIST_SORT ? {} : { sort }),
    },
    controls: {
      category,
      onCategoryChange: setCategory,
      businessCategory,
      onBusinessCategoryChange: setBusinessCategory,
      search,
      onSearchChange: setSearch,
      sort,
      onSortChange: setSort,
    },
  };
}
