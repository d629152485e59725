// The home tabs Monthly (default), Weekly, Last-Minute (spec §2), with arrow-key navigation.
import { useRef, type KeyboardEvent } from 'react';
import { DEAL_CATEGORIES, type DealCategory } from '@dadeal/core';
import { useTexts } from '../texts/use-texts.js';

export interface DealTabsProps {
  value: DealCategory;
  onChange: (category: DealCategory) => void;
  /** Id of the panel the tabs control, when there is one. */
  controls?: string;
}

export function DealTabs({ value, onChange, controls }: DealTabsProps) {
  const texts = useTexts();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -Infinity, End: Infinity };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const current = DEAL_CATEGORIES.indexOf(value);
    const last = DEAL_CATEGORIES.length - 1;
    const next = Number.isFinite(move) ? (current + move + DEAL_CATEGORIES.length) % DEAL_CATEGORIES.length : move < 0 ? 0 : last;
    onChange(DEAL_CATEGORIES[next]);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div className="dd-tabs" role="tablist" aria-label={texts.tabsLabel} ref={list} onKeyDown={onKeyDown}>
      {DEAL_CATEGORIES.map((category) => {
        const selected = category === value;
        return (
          <button
            key={category}
            type="button"
            role="tab"
            className="dd-tabs__tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(category)}
          >
            {texts.dealCategory(category)}
          </button>
        );
      })}
    </div>
  );
}
