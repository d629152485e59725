// Dates as the site shows them, in the visitor's language: "Mar 3, 2026" in English, "3 mar 2026" in Spanish,
// "2026年3月3日" in Japanese (dashboards, coupons, deals).
import { activeLocale } from './i18n/i18n.js';

const formats = new Map<string, Intl.DateTimeFormat>();
function format(kind: 'date' | 'time'): Intl.DateTimeFormat {
  const locale = activeLocale();
  const key = `${kind}:${locale}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, kind === 'date' ? { month: 'short', day: 'numeric', year: 'numeric' } : { hour: 'numeric', minute: '2-digit' });
    formats.set(key, f);
  }
  return f;
}

export function showDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format('date').format(date);
}

/** A time of day as the counter reads it: "3:41 PM" (the browser's own time zone). */
export function showTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format('time').format(date);
}
