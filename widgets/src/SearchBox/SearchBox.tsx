// The home search box "Search deals..." (spec §2); what it finds is the owner's to ask: the API's search (decision 0049).
// Given `suggestions` (GET /api/deals/suggest, use-suggestions.ts) it offers deals, businesses and categories under the
// box while it has focus (SearchSuggestions): buttons, reached by Tab or the arrow keys, Escape back to the box.
import { useId, useState } from 'react';
import type { BusinessCategory, DealSuggestions } from '@dadeal/core';
import { useTexts } from '../texts/use-texts.js';
import { SearchSuggestions, walkSuggestions } from './search-results.js';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  suggestions?: DealSuggestions | null;
  /** A suggested deal was chosen (without it, deals are not offered). */
  onPickDeal?: (id: number) => void;
  /** A suggested business category was chosen (without it, categories are not offered). */
  onPickCategory?: (category: BusinessCategory) => void;
}

export function SearchBox({ value, onChange, suggestions, onPickDeal, onPickCategory }: SearchBoxProps) {
  const texts = useTexts();
  const id = useId();
  // The box has focus (or its suggestions have): the suggestions show, when there are any.
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <div
      className="dd-search"
      // Arrow keys walk the box and the suggestions; Escape closes them and returns to the box.
      onKeyDown={(event) => walkSuggestions(event, close)}
      onFocus={() => setOpen(true)}
      // Closed when the focus leaves the box and its suggestions (not when it moves between them).
      onBlur={(event) => { if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close(); }}
    >
      <label className="dd-sr" htmlFor={id}>{texts.searchLabel}</label>
      <svg className="dd-icon dd-search__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-3.5-3.5" />
      </svg>
      <input
        id={id}
        className="dd-field dd-search__input"
        type="search"
        placeholder={texts.searchPlaceholder}
        autoComplete="off"
        value={value}
        onInput={(event) => { setOpen(true); onChange((event.target as HTMLInputElement).value); }}
      />
      {open && (
        <SearchSuggestions suggestions={suggestions} onChange={onChange} onPickDeal={onPickDeal} onPickCategory={onPickCategory} onPicked={close} />
      )}
    </div>
  );
}
