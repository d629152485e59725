// The home search box "Search deals..." (spec §2); filtering itself is core's matchesSearch, on the client (spec §5).
import { useId } from 'react';
import { useTexts } from '../texts/use-texts.js';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

export function SearchBox({ value, onChange }: SearchBoxProps) {
  const texts = useTexts();
  const id = useId();
  return (
    <div className="dd-search">
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
        onInput={(event) => onChange((event.target as HTMLInputElement).value)}
      />
    </div>
  );
}
