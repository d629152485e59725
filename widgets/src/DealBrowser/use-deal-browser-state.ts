// The browser's state (tab, category filter, search, order) and the API query it implies: shared by the
// <dadeal-browser> element, the site's home page and the stories. With text in the box, the element and the home page
// ask that listing with the API's search (searchedListing, decision 0049).
import { useState } from 'react';
import { DEFAULT_DEAL_LIST_SORT, SEARCH_MAX_LENGTH, hasControlChars, type DealCategory, type DealListQuery, type DealListSort } from '@dadeal/core';
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
    // Tab, category and order (the default order unsaid, so the usual request, and its cached answer, stay as they
    // were); the search joins them once typing pauses (searchedListing).
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

/**
 * The listing for the text in the search box (decision 0049): the API's search of `listing`, for the text asked once
 * typing paused (`typing`, useSuggestQuery's — the same text the suggestions are asked for), none at once when the box
 * is emptied. `refused`: a text the API's rules refuse (too long, control characters), which nothing matches. The
 * <dadeal-browser> element's and the home page's.
 */
export function searchedListing(listing: DealListQuery, typing: { typed: string; asked: string }): { query: DealListQuery; refused: boolean } {
  const search = typing.typed ? typing.asked : '';
  const refused = search.length > SEARCH_MAX_LENGTH || hasControlChars(search);
  return { query: search && !refused ? { ...listing, search } : listing, refused };
}

/**
 * Whether two listings differ in their search alone (the same tab, category, order and place): the answer of one stays
 * on screen while the other's loads, not a skeleton at each pause in typing.
 */
export function sameBesidesSearch(a: DealListQuery, b: DealListQuery): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as Array<keyof DealListQuery>);
  keys.delete('search');
  return [...keys].every((k) => a[k] === b[k]);
}
