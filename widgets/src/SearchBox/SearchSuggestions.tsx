// What the search box offers under itself while it has focus (SearchBox.tsx): the deals, businesses and categories of
// GET /api/deals/suggest (use-suggestions.ts), as buttons the box's arrow keys walk. Rendered by the box only while it
// has focus; nothing when there is nothing to offer. In the standalone script it comes with the search part
// (search-results.ts), loaded when the box first has focus.
import type { KeyboardEvent } from 'react';
import type { BusinessCategory, DealSuggestions } from '@dadeal/core';
import { useTexts } from '../texts/use-texts.js';

export interface SearchSuggestionsProps {
  suggestions?: DealSuggestions | null;
  /** A business was chosen: it becomes the search. */
  onChange: (value: string) => void;
  /** A suggested deal was chosen (without it, deals are not offered). */
  onPickDeal?: (id: number) => void;
  /** A suggested business category was chosen (without it, categories are not offered). */
  onPickCategory?: (category: BusinessCategory) => void;
  /** Any suggestion was chosen (before its own action): the box closes its list. */
  onPicked: () => void;
}

export function SearchSuggestions({ suggestions, onChange, onPickDeal, onPickCategory, onPicked }: SearchSuggestionsProps) {
  const texts = useTexts();
  const items: Array<{ key: string; label: string; detail?: string; pick: () => void }> = [];
  if (suggestions) {
    if (onPickDeal) for (const d of suggestions.deals) items.push({ key: `d${d.id}`, label: d.title, detail: d.businessName, pick: () => onPickDeal(d.id) });
    for (const name of suggestions.businesses) items.push({ key: `b${name}`, label: name, pick: () => onChange(name) });
    if (onPickCategory) for (const c of suggestions.categories) items.push({ key: `c${c.businessCategory}`, label: c.label, pick: () => onPickCategory(c.businessCategory) });
  }
  if (!items.length) return null;
  return (
    <ul className="dd-suggest" aria-label={texts.suggestionsLabel}>
      {items.map((item) => (
        <li key={item.key}>
          <button type="button" onClick={() => { onPicked(); item.pick(); }}>
            {item.label}
            {item.detail && <span className="dd-suggest__detail"> · {item.detail}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The search box's keys (on the box and its suggestions): while suggestions show, the arrow keys walk from the box
 * through them, and Escape closes them (`close`) and returns to the box.
 */
export function walkSuggestions(event: KeyboardEvent<HTMLElement>, close: () => void): void {
  const root = event.currentTarget;
  const stops = [root.querySelector('input'), ...root.querySelectorAll<HTMLButtonElement>('.dd-suggest button')];
  if (stops.length < 2) return; // no suggestions on screen
  const at = stops.indexOf(event.target as never); // the focused element, inside a shadow root too
  if (event.key === 'Escape') {
    event.preventDefault();
    close();
    stops[0]?.focus();
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    stops[Math.min(stops.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))]?.focus();
  }
}
