// "Ending soon": beside search and category, a toggle that lists the deals soonest end first
// (GET /api/deals?sort=ending), so a deal hunter sees at the top what ends today, each counting down.
import type { DealListSort } from '@dadeal/core';
import { useTexts } from '../texts/use-texts.js';

export interface EndingSoonToggleProps {
  value: DealListSort;
  onChange: (value: DealListSort) => void;
}

export function EndingSoonToggle({ value, onChange }: EndingSoonToggleProps) {
  const texts = useTexts();
  const on = value === 'ending';
  return (
    <button
      type="button"
      className={`dd-toggle${on ? ' is-on' : ''}`}
      aria-pressed={on}
      onClick={() => onChange(on ? 'featured' : 'ending')}
    >
      <svg className="dd-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="12" cy="13" r="8" /><path d="M12 9v4l2.5 1.5M9 2h6" />
      </svg>
      {texts.endingSoon}
    </button>
  );
}
