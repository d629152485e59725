// The category dropdown: All Categories (default) and the business categories' labels (spec §2).
import { useId } from 'react';
import { BUSINESS_CATEGORIES, BUSINESS_CATEGORY_LABELS, type BusinessCategory } from '@dadeal/core';
import { TEXTS } from '../texts/texts.js';

/** The "All Categories" choice: no businessCategory filter. */
export const ALL_CATEGORIES = 'all';
export type CategoryChoice = BusinessCategory | typeof ALL_CATEGORIES;

export interface CategorySelectProps {
  value: CategoryChoice;
  onChange: (value: CategoryChoice) => void;
}

export function CategorySelect({ value, onChange }: CategorySelectProps) {
  const id = useId();
  return (
    <div className="dd-select">
      <label className="dd-sr" htmlFor={id}>{TEXTS.categoryLabel}</label>
      <select
        id={id}
        className="dd-field dd-select__input"
        value={value}
        onChange={(event) => onChange((event.target as HTMLSelectElement).value as CategoryChoice)}
      >
        <option value={ALL_CATEGORIES}>{TEXTS.allCategories}</option>
        {BUSINESS_CATEGORIES.map((category) => (
          <option key={category} value={category}>{BUSINESS_CATEGORY_LABELS[category]}</option>
        ))}
      </select>
    </div>
  );
}
