// A deal's end (spec §3 endDate) on its card and in its dialog: "Ends Mar 3, 2026"; in its last 24 hours a live
// countdown, "Ends in 5h 09m 03s"; "Ended Mar 3, 2026" after. One component for the site and the embeds.
import { startTransition, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { PriceLocaleContext } from '../WidgetRoot/price-locale.js';
import { useTexts } from '../texts/use-texts.js';
import { subscribeClock } from './clock.js';
import { AT_START, NO_DATE, dealEndsText, endsView } from './deal-ends.js';
import { MAY_HYDRATE } from '../hydration.js';

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

/**
 * Whether this component was hydrated from the server's HTML (true) or rendered in the browser (false), without a
 * second render: React asks getServerSnapshot only on the server and while hydrating, and after hydrating compares
 * getSnapshot's answer with the hydrated one, which this instance's ref makes the same.
 */
function useHydrated(): boolean {
  const seen = useRef(false);
  return useSyncExternalStore(
    noSubscription,
    () => seen.current,
    () => (seen.current = true),
  );
}

/** The standalone script never hydrates (hydration.ts): always rendered in the browser there. */
const useFromServer = MAY_HYDRATE ? useHydrated : () => false;

export function DealEnds({ endDate, now, className }: DealEndsProps) {
  const locale = useContext(PriceLocaleContext);
  const texts = useTexts();
  const fixed = now !== undefined;
  const fromServer = useFromServer();
  // One number per state of the text (endsView), so the shared clock re-renders a countdown each second and nothing
  // else. On a server render and during hydration both sides show the same: the fixed `now`'s view, else the date
  // alone, in UTC (AT_START: the server's time zone is not the visitor's); the visitor's own date or the countdown takes
  // over right after, on the same single line (no layout shift), as a transition: React does it in slices after the
  // hydration, where a store's new value re-rendered every card at once (a long task on a phone).
  // Rendered in the browser, the visitor's view is there from the first render.
  const [live, setLive] = useState(() => ({
    endDate,
    view: fromServer ? (Number.isNaN(Date.parse(endDate)) ? NO_DATE : AT_START) : endsView(endDate, Date.now()),
  }));
  useEffect(() => {
    if (fixed) return;
    const tick = () => {
      const view = endsView(endDate, Date.now());
      startTransition(() => setLive((last) => (last.endDate === endDate && last.view === view ? last : { endDate, view })));
    };
    tick();
    return subscribeClock(tick);
  }, [endDate, fixed]);
  const view = fixed ? endsView(endDate, now) : live.endDate === endDate ? live.view : endsView(endDate, Date.now());
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
