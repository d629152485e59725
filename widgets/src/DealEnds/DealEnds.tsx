// A deal's end (spec §3 endDate) on its card and in its dialog: "Ends Mar 3, 2026", on its last day
// "Ends Mar 3, 2026 at 6:00 PM", "Ended …" after. One component for the site and the embeds.
import { useContext } from 'react';
import { PriceLocaleContext } from '../WidgetRoot/price-locale.js';
import { dealEndsText } from './deal-ends.js';

export interface DealEndsProps {
  endDate: string;
  /** The moment to judge "last day" and "ended" against; now by default (stories and tests fix it). */
  now?: number;
  className?: string;
}

export function DealEnds({ endDate, now, className }: DealEndsProps) {
  const locale = useContext(PriceLocaleContext);
  const ends = dealEndsText(endDate, now ?? Date.now(), locale);
  if (!ends) return null;
  const classes = ['dd-ends'];
  if (ends.lastDay) classes.push('is-last-day');
  if (ends.ended) classes.push('is-ended');
  if (className) classes.push(className);
  return (
    <p className={classes.join(' ')}>
      <svg className="dd-icon" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" />
      </svg>
      <time dateTime={endDate}>{ends.text}</time>
    </p>
  );
}
