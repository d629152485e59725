// When a deal ends, as its card and its dialog say it: the date, and on its last day the time too (in the viewer's
// own time zone and the widget's locale); "Ended …" once it has.
import { TEXTS } from '../texts/texts.js';

export interface DealEndsText {
  text: string;
  /** The deal ends on the viewer's today (or has ended): worth a stronger look. */
  lastDay: boolean;
  ended: boolean;
}

const sameLocalDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

export function dealEndsText(endDate: string, now: number, locale = 'en-US'): DealEndsText | null {
  const end = new Date(endDate);
  if (Number.isNaN(end.getTime())) return null;
  const date = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(end);
  if (end.getTime() <= now) return { text: TEXTS.ended(date), lastDay: false, ended: true };
  if (!sameLocalDay(end, new Date(now))) return { text: TEXTS.ends(date), lastDay: false, ended: false };
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(end);
  return { text: TEXTS.endsAt(date, time), lastDay: true, ended: false };
}
