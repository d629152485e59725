// The category dropdown: All Categories (default) and the business categories' labels (spec §2).
import { useId } from 'react';
import { BUSINESS_CATEGORIES, type BusinessCategory } from '@dadeal/core';
import { useTexts } from '../texts/use-texts.js';

/** The "All Categories" choice: no businessCategory filter. */
export const ALL_CATEGORIES = 'all';
export type CategoryChoice = BusinessCategory | typeof ALL_CATEGORIES;

export interface CategorySelectProps {
  value: CategoryChoice;
  onChange: (value: CategoryChoice) => void;
}

export function CategorySelect({ value, onChange }: CategorySelectProps) {
  const texts = useTexts();
  const id = useId();
  return (
    <div className="dd-select">
      <label className="dd-sr" htmlFor={id}>{texts.categoryLabel}</label>
      <select
        id={id}
        className="dd-field dd-select__input"
        value={value}
        onChange={(event) => onChange((event.target as HTMLSelectElement).value as CategoryChoice)}
      >
        <option value={ALL_CATEGORIES}>{texts.allCategories}</option>
        {BUSINESS_CATEGORIES.map((category) => (
          <option key={category} value={category}>{texts.businessCategoryLabel(category)}</option>
        ))}
      </select>
    </div>
  );
}
