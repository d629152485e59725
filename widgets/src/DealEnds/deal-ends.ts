// When a deal ends, as its card and its dialog say it: the date ("Ends Mar 3, 2026"); in its last 24 hours a live
// countdown ("Ends in 5h 09m 03s", core's COUNTDOWN_WINDOW_MS); "Ended …" once it has. In the viewer's own time zone
// and the widget's locale.
import { COUNTDOWN_WINDOW_MS, countdownOf, secondsLeft, usEndDate } from '@dadeal/core';
import { TEXTS, type WidgetTexts } from '../texts/texts.js';
import { MAY_HYDRATE } from '../hydration.js';

export type DealEndsPhase = 'later' | 'countdown' | 'ended';

export interface DealEndsText {
  text: string;
  phase: DealEndsPhase;
  /** The end with its date and time ("Ends Mar 3, 2026 at 6:00 PM"): the countdown's tooltip. */
  full: string;
}

/** Stands for "more than the countdown's 24 hours left" (the view does not change while it holds). */
export const LATER = Number.POSITIVE_INFINITY;
/** An end date that does not parse. */
export const NO_DATE = -1;
/**
 * The line of a server render and of the hydration that follows it: the date alone, in UTC, so that the server (in its
 * own time zone) and the visitor's browser (in theirs) write the same text; the browser's own view takes over right
 * after (the date in the visitor's time zone, or the countdown).
 */
export const AT_START = -2;

/**
 * What the view depends on, as one number that changes only when the text does: LATER, the whole seconds left in the
 * last 24 hours, 0 once ended, NO_DATE. React re-renders a countdown when it changes, and the others never.
 */
export function endsView(endDate: string, now: number): number {
  const left = secondsLeft(endDate, now);
  if (Number.isNaN(left)) return NO_DATE;
  return left * 1000 > COUNTDOWN_WINDOW_MS ? LATER : left;
}

const two = (n: number) => String(n).padStart(2, '0');

// The two formatters per locale and time zone, made once: building an Intl.DateTimeFormat costs far more than using it
// (two per card per render were 57 ms of the home page's hydration at 4× CPU slowdown). The viewer's
// own zone is keyed by its offset at the end date (what the text depends on), so a device whose zone changes while the
// page is open gets new formatters.
const formatters = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
function formattersFor(locale: string, timeZone: string | undefined, end: Date) {
  const key = `${locale}|${timeZone ?? `local${end.getTimezoneOffset()}`}`;
  let made = formatters.get(key);
  if (!made) {
    made = {
      date: new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone }),
      time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }),
    };
    formatters.set(key, made);
  }
  return made;
}

export function dealEndsText(endDate: string, view: number, locale = 'en-US', texts: WidgetTexts = TEXTS): DealEndsText | null {
  if (view === NO_DATE) return null;
  const end = new Date(endDate);
  const atStart = MAY_HYDRATE && view === AT_START; // never in the standalone script (hydration.ts)
  // en-US written by core (no Intl call: the hydration writes every card's end twice), any other locale through Intl.
  let date: string;
  let time: string;
  if (locale === 'en-US') ({ date, time } = usEndDate(end, atStart));
  else {
    const format = formattersFor(locale, atStart ? 'UTC' : undefined, end);
    date = format.date.format(end);
    time = format.time.format(end);
  }
  if (atStart) return { text: texts.ends(date), phase: 'later', full: texts.endsAt(date, time) };
  const full = texts.endsAt(date, time);
  if (view === 0) return { text: texts.ended(date), phase: 'ended', full };
  const left = countdownOf(view);
  if (!left) return { text: texts.ends(date), phase: 'later', full };
  const clock = left.hours > 0 ? `${left.hours}h ${two(left.minutes)}m ${two(left.seconds)}s` : `${left.minutes}m ${two(left.seconds)}s`;
  return { text: texts.endsIn(clock), phase: 'countdown', full };
}
