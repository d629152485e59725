// What a search that found nothing shows: says so, offers "Did you mean" (the closest known words) and the categories.
import { BUSINESS_CATEGORIES, type BusinessCategory } from '@dadeal/core';
import { useTexts } from '../texts/use-texts.js';

export interface SearchEmptyProps {
  /** The query with its misspelt words corrected (DealSuggestions.didYouMean), if any. */
  didYouMean?: string | null;
  onSearch: (text: string) => void;
  onPickCategory: (category: BusinessCategory) => void;
}

export function SearchEmpty({ didYouMean, onSearch, onPickCategory }: SearchEmptyProps) {
  const texts = useTexts();
  return (
    <div className="dd-state dd-search-empty" role="status">
      <p>{texts.noMatches}</p>
      {didYouMean && (
        <p className="dd-search-empty__row">
          {texts.didYouMean} <button type="button" onClick={() => onSearch(didYouMean)}>{didYouMean}</button>
        </p>
      )}
      <p className="dd-search-empty__row">
        {texts.tryCategory}
        {BUSINESS_CATEGORIES.map((c) => (
          <button key={c} type="button" onClick={() => onPickCategory(c)}>{texts.businessCategoryLabel(c)}</button>
        ))}
      </p>
    </div>
  );
}
