// Tabs, search, category filter, the "Ending soon" order (issue 20) and the chosen tab's grid (spec §2 home page),
// fed by its owner.
import { useId } from 'react';
import { matchesSearch, type Deal, type DealCategory, type DealListSort } from '@dadeal/core';
import { DealTabs } from '../DealTabs/DealTabs.js';
import { SearchBox } from '../SearchBox/SearchBox.js';
import { CategorySelect, type CategoryChoice } from '../CategorySelect/CategorySelect.js';
import { EndingSoonToggle } from '../EndingSoonToggle/EndingSoonToggle.js';
import { DealGrid, type DealGridProps } from '../DealGrid/DealGrid.js';
import { useTexts } from '../texts/use-texts.js';

export interface DealBrowserProps extends Pick<DealGridProps, 'loading' | 'error' | 'onRetry' | 'onSelect' | 'onToggleFavorite' | 'favoriteIds'> {
  /** The chosen tab's deals, already filtered by business category; search filters them here. */
  deals: readonly Deal[] | null;
  category: DealCategory;
  onCategoryChange: (category: DealCategory) => void;
  businessCategory: CategoryChoice;
  onBusinessCategoryChange: (value: CategoryChoice) => void;
  search: string;
  onSearchChange: (value: string) => void;
  /** The order the owner asks the API for; the toggle shows only with onSortChange. */
  sort?: DealListSort;
  onSortChange?: (value: DealListSort) => void;
}

export function DealBrowser({
  deals, category, onCategoryChange, businessCategory, onBusinessCategoryChange, search, onSearchChange, sort, onSortChange, ...grid
}: DealBrowserProps) {
  const texts = useTexts();
  const panelId = `dd-browser-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const shown = deals ? deals.filter((deal) => matchesSearch(deal, search)) : null;
  const searching = search.trim() !== '';
  return (
    <div className="dd-browser">
      <div className="dd-browser__bar">
        <DealTabs value={category} onChange={onCategoryChange} controls={panelId} />
        <div className="dd-browser__filters">
          <SearchBox value={search} onChange={onSearchChange} />
          <CategorySelect value={businessCategory} onChange={onBusinessCategoryChange} />
          {onSortChange && <EndingSoonToggle value={sort ?? 'featured'} onChange={onSortChange} />}
        </div>
      </div>
      <div role="tabpanel" id={panelId} aria-label={texts.dealCategoryTitle(category)}>
        <DealGrid
          {...grid}
          title={texts.dealCategoryTitle(category)}
          deals={shown}
          emptyText={searching ? texts.noMatches : texts.noDeals}
        />
      </div>
    </div>
  );
}
