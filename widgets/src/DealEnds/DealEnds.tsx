// A deal's end (spec §3 endDate) on its card and in its dialog: "Ends Mar 3, 2026"; in its last 24 hours a live
// countdown, "Ends in 5h 09m 03s" (issue 20); "Ended Mar 3, 2026" after. One component for the site and the embeds.
import { useContext, useSyncExternalStore } from 'react';
import { PriceLocaleContext } from '../WidgetRoot/price-locale.js';
import { useTexts } from '../texts/use-texts.js';
import { subscribeClock } from './clock.js';
import { AT_START, NO_DATE, dealEndsText, endsView } from './deal-ends.js';

export interface DealEndsProps {
  endDate: string;
  /**
   * A fixed moment to judge the end against (stories, tests, a server render): no timer then. Left out, the line is
   * live: it follows the page's one shared clock (clock.ts) while mounted, and stops with it.
   */
  now?: number;
  className?: string;
}

const noSubscription = () => () => {};

export function DealEnds({ endDate, now, className }: DealEndsProps) {
  const locale = useContext(PriceLocaleContext);
  const texts = useTexts();
  const fixed = now !== undefined;
  // One number per state of the text (endsView), so the shared clock re-renders a countdown each second and nothing
  // else. On a server render and during hydration both sides show the same: the fixed `now`'s view, else the date
  // alone, in UTC (AT_START: the server's time zone is not the visitor's); the visitor's own date or the countdown takes
  // over right after, on the same single line (no layout shift).
  const view = useSyncExternalStore(
    fixed ? noSubscription : subscribeClock,
    () => endsView(endDate, fixed ? now : Date.now()),
    () => (fixed ? endsView(endDate, now) : Number.isNaN(Date.parse(endDate)) ? NO_DATE : AT_START),
  );
  const ends = dealEndsText(endDate, view, locale, texts);
  if (!ends) return null;
  const classes = ['dd-ends', `is-${ends.phase}`];
  if (className) classes.push(className);
  const counting = ends.phase === 'countdown';
  return (
    // role="timer": a region whose value changes with time, which assistive technology does not read out each second.
    <p className={classes.join(' ')} role={counting ? 'timer' : undefined} title={counting ? ends.full : undefined}>
      <svg className="dd-icon" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" />
      </svg>
      <time dateTime={endDate}>{ends.text}</time>
    </p>
  );
}
