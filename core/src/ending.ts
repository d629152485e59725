// "Ending soon": the listing's orders and the countdown a deal shows in its last 24 hours, one
// definition for the API (GET /api/deals?sort=), the site, the widgets and their tests.

/**
 * The orders of the public listing (`GET /api/deals?sort=`): `featured` (the default) puts live featured deals
 * first, then the newest; `ending` puts the soonest end first.
 */
export const DEAL_LIST_SORTS = ['featured', 'ending'] as const;
export type DealListSort = (typeof DEAL_LIST_SORTS)[number];
export const DEFAULT_DEAL_LIST_SORT: DealListSort = 'featured';

/** The message for any other `sort` value (a closed value: taken exactly as sent, never guessed at). */
export const DEAL_LIST_SORT_MESSAGE = `Sort must be one of ${DEAL_LIST_SORTS.join(', ')}`;

export function isDealListSort(value: unknown): value is DealListSort {
  return typeof value === 'string' && (DEAL_LIST_SORTS as readonly string[]).includes(value);
}

/** A deal counts down, live, in its last 24 hours. */
export const COUNTDOWN_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface Countdown {
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Whole seconds left until `end`, rounded up (a deal ending in 0.2 s still has "1 s" to go), 0 once it has ended;
 * NaN for a date that does not parse.
 */
export function secondsLeft(end: Date | string, now: number): number {
  const t = new Date(end).getTime();
  if (Number.isNaN(t)) return NaN;
  return Math.max(0, Math.ceil((t - now) / 1000));
}

/** The countdown for `seconds` left, or null outside the last 24 hours (more left, none left, or no date). */
export function countdownOf(seconds: number): Countdown | null {
  if (!(seconds > 0) || seconds * 1000 > COUNTDOWN_WINDOW_MS) return null;
  return { hours: Math.floor(seconds / 3600), minutes: Math.floor((seconds % 3600) / 60), seconds: seconds % 60 };
}

const US_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An end's date and time in en-US written directly: the very text of Intl.DateTimeFormat('en-US') with
 * `{month: 'short', day: 'numeric', year: 'numeric'}` ("Mar 3, 2026") and `{hour: 'numeric', minute: '2-digit'}`
 * ("6:05 PM"), in UTC or in the device's own zone. Each card writes its end twice while the server's page hydrates
 * (in UTC, then in the visitor's zone), four Intl calls a card: 16 ms of the deal link's 165 ms of script at 1× CPU,
 * inside the hydration's slices (docs/decisions/0024-english-end-dates-without-intl.md). Other locales use Intl.
 */
export function usEndDate(end: Date, utc: boolean): { date: string; time: string } {
  const [year, month, day, hours, minutes] = utc
    ? [end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate(), end.getUTCHours(), end.getUTCMinutes()]
    : [end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()];
  return {
    date: `${US_MONTHS[month]} ${day}, ${year}`,
    time: `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`,
  };
}
