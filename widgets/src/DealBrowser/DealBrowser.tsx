// Tabs, search, category filter, the "Ending soon" order and the chosen tab's grid (spec §2 home page),
// fed by its owner.
import { useId } from 'react';
import type { Deal, DealCategory, DealListSort, DealSuggestions } from '@dadeal/core';
import { DealTabs } from '../DealTabs/DealTabs.js';
import { SearchBox } from '../SearchBox/SearchBox.js';
import { SearchEmpty } from '../SearchBox/search-results.js';
import { CategorySelect, type CategoryChoice } from '../CategorySelect/CategorySelect.js';
import { EndingSoonToggle } from '../EndingSoonToggle/EndingSoonToggle.js';
import { DealGrid, type DealGridProps } from '../DealGrid/DealGrid.js';
import { useTexts } from '../texts/use-texts.js';

export interface DealBrowserProps extends Pick<DealGridProps, 'loading' | 'error' | 'onRetry' | 'onSelect' | 'onToggleFavorite' | 'favoriteIds'> {
  /**
   * The chosen tab's deals as its owner lists them: filtered by business category and, with text in the box, the
   * API's search of them (searchedListing, decision 0049). The browser shows them as they are: it filters nothing.
   */
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
  /** What the search box offers for `search` (use-suggestions.ts), and "Did you mean" when nothing matches. */
  suggestions?: DealSuggestions | null;
  /** A suggested deal was chosen. */
  onPickDeal?: (id: number) => void;
}

export function DealBrowser({
  deals, category, onCategoryChange, businessCategory, onBusinessCategoryChange, search, onSearchChange, sort, onSortChange, suggestions, onPickDeal, ...grid
}: DealBrowserProps) {
  const texts = useTexts();
  const panelId = `dd-browser-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const searching = search.trim() !== '';
  // A category chosen from the suggestions or the empty result replaces the search: its deals, not none of them.
  const pickCategory = (value: CategoryChoice) => { onSearchChange(''); onBusinessCategoryChange(value); };
  return (
    <div className="dd-browser">
      <div className="dd-browser__bar">
        <DealTabs value={category} onChange={onCategoryChange} controls={panelId} />
        <div className="dd-browser__filters">
          <SearchBox value={search} onChange={onSearchChange} suggestions={suggestions} onPickDeal={onPickDeal} onPickCategory={pickCategory} />
          <CategorySelect value={businessCategory} onChange={onBusinessCategoryChange} />
          {onSortChange && <EndingSoonToggle value={sort ?? 'featured'} onChange={onSortChange} />}
        </div>
      </div>
      <div role="tabpanel" id={panelId} aria-label={texts.dealCategoryTitle(category)}>
        <DealGrid
          {...grid}
          title={texts.dealCategoryTitle(category)}
          deals={deals}
          emptyText={texts.noDeals}
          empty={searching ? <SearchEmpty didYouMean={suggestions?.didYouMean} onSearch={onSearchChange} onPickCategory={pickCategory} /> : undefined}
        />
      </div>
    </div>
  );
}
