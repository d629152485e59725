// Pure business rules (spec §4, §9): no I/O, shared by the API, the site, the widgets and the CLI.
import { foldSearchText, searchWords } from './search.js';

/** Home lists (spec §9): featured list limit, placeholders while loading, auto-refresh period. */
export const FEATURED_LIMIT = 6;
export const FEATURED_PLACEHOLDERS = 6;
export const GRID_PLACEHOLDERS = 8;
export const HOME_REFRESH_MS = 60_000;
/** Business dashboard polling (spec §4, §9). */
export const DASHBOARD_REFRESH_MS = 30_000;
/** The browser's local-storage key of the session token (spec §1, §9). */
export const TOKEN_KEY = 'token';
/** The login dialog reloads the page this long after a successful sign-in (spec §2, §9). */
export const LOGIN_RELOAD_MS = 500;
/** Toasts (spec §9): one at a time, shown for 5000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** A new deal runs this many days unless its end is chosen (spec §9; the create-deal forms' default end). */
export const DEFAULT_DEAL_DAYS = 7;
/** Largest image a deal may carry (spec §5, §9). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const PRICE_PATTERN = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** The largest price a deal may carry (fits numeric(10,2)). */
export const MAX_PRICE_CENTS = 99_999_999;

/**
 * Reads a price as people and spreadsheets write it — 12.5, "12.5", "$12.50", "$1,234.50" —
 * and answers its value in cents, or null when it is not a price.
 */
export function priceToCents(value: unknown): number | null {
  if (typeof value === 'number') {
    // Through the number's shortest decimal form, never by multiplying floats: 19.99 is exactly 1999 cents.
    if (!Number.isFinite(value) || value < 0) return null;
    return priceToCents(String(value));
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!PRICE_PATTERN.test(text)) return null;
  const [whole, fraction = ''] = text.replace(/[$,\s]/g, '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents <= MAX_PRICE_CENTS ? cents : null;
}

/** Cents → the API's decimal string with two decimals ("12.50"). */
export function centsToPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Any accepted price form → "12.50", or null. */
export function normalizePrice(value: unknown): string | null {
  const cents = priceToCents(value);
  return cents === null ? null : centsToPrice(cents);
}

/** Percent off = rounded (original − deal) / original × 100 (spec §9). */
export function percentOff(originalPrice: unknown, dealPrice: unknown): number {
  const original = priceToCents(originalPrice);
  const deal = priceToCents(dealPrice);
  if (!original || deal === null) return 0;
  return Math.round(((original - deal) / original) * 100);
}

/** What the buyer saves, shown with two decimals (spec §9): "7.50". */
export function savings(originalPrice: unknown, dealPrice: unknown): string {
  const original = priceToCents(originalPrice) ?? 0;
  const deal = priceToCents(dealPrice) ?? 0;
  return centsToPrice(Math.max(0, original - deal));
}

/** The currency every price is in (spec §9: plans and payments are USD). */
export const PRICE_CURRENCY = 'USD';
const DEFAULT_PRICE_LOCALE = 'en-US';
const priceFormats = new Map<string, Intl.NumberFormat>();

/** One formatter per locale (building one is the slow part); an unknown or malformed locale falls back to en-US. */
function priceFormat(locale: string | undefined): Intl.NumberFormat {
  const key = locale?.trim() || DEFAULT_PRICE_LOCALE;
  let format = priceFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(key, { style: 'currency', currency: PRICE_CURRENCY });
    } catch {
      // RangeError for a tag like "xx_YY!": a partner's typo in `locale` must not break the widget.
      format = priceFormat(DEFAULT_PRICE_LOCALE);
    }
    priceFormats.set(key, format);
  }
  return format;
}

/**
 * A price as the cards and dialogs show it, in US dollars through Intl.NumberFormat: "$1,234.50" in en-US (the
 * default), "1.234,50 $" in de-DE, "US$1,234.50" in en-GB; "" when not a price.
 */
export function formatPrice(value: unknown, locale?: string): string {
  const cents = priceToCents(value);
  if (cents === null) return '';
  const key = locale?.trim() || DEFAULT_PRICE_LOCALE;
  return key === DEFAULT_PRICE_LOCALE ? usDollars(cents) : priceFormat(key).format(cents / 100);
}

/**
 * The default locale's price written directly: the very text of Intl.NumberFormat('en-US', USD) for a price
 * ("$1,234.50"), without building that formatter, whose first use loads the locale's data — on a phone a long task of
 * its own before an English page's cards hydrate (40–60 ms at Lighthouse's CPU slowdown). Other locales use Intl.
 */
function usDollars(cents: number): string {
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * A partner's attribution slug (the widgets' `partner` attribute, carried as `?ref=` to the site and on to the
 * claim): lowercased, then 1–40 of a–z, 0–9 and "-", not starting with "-".
 */
export const PARTNER_REF_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** A partner ref in its stored form, or null for anything else (never an error: a bad ref is just not counted). */
export function normalizePartnerRef(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const ref = value.trim().toLowerCase();
  return PARTNER_REF_PATTERN.test(ref) ? ref : null;
}

/** remaining = totalCoupons − usedCoupons, never below zero (spec §4). */
export function remainingCoupons(deal: { totalCoupons: number; usedCoupons: number }): number {
  return Math.max(0, deal.totalCoupons - deal.usedCoupons);
}

export function isSoldOut(deal: { totalCoupons: number; usedCoupons: number }): boolean {
  return remainingCoupons(deal) === 0;
}

/** "N of M deals remaining" or "No deals remaining" (spec §2). */
export function remainingText(deal: { totalCoupons: number; usedCoupons: number }): string {
  const left = remainingCoupons(deal);
  return left > 0 ? `${left} of ${deal.totalCoupons} deals remaining` : 'No deals remaining';
}

const toTime = (d: Date | string | null | undefined) => (d ? new Date(d).getTime() : NaN);

/** A deal is shown to the public when active, started and not ended (CONTRACT §3). */
export function isDealLive(
  deal: { isActive: boolean; startDate: Date | string; endDate: Date | string },
  now: Date = new Date(),
): boolean {
  const t = now.getTime();
  return deal.isActive && toTime(deal.startDate) <= t && toTime(deal.endDate) > t;
}

/** Featured means flagged and, when a featuring period was bought, still inside it (CONTRACT §3). */
export function isFeaturedNow(
  deal: { isFeatured: boolean; featuredUntil?: Date | string | null },
  now: Date = new Date(),
): boolean {
  if (!deal.isFeatured) return false;
  return !deal.featuredUntil || toTime(deal.featuredUntil) > now.getTime();
}

/**
 * The search on the client (spec §5) over title, description and company name: every word of the query (core's
 * searchWords: folded, so case, accents and ʻokina do not matter; in any order) is a substring of the folded text. A
 * query of punctuation only matches nothing. Typos and category names are the API's (GET /api/deals/suggest).
 */
export function matchesSearch(
  deal: { title: string; description: string; business?: { companyName?: string | null } | null },
  query: string,
): boolean {
  const words = searchWords(query);
  if (!words.length) return query.trim() === '';
  const text = ` ${foldSearchText(`${deal.title} ${deal.description} ${deal.business?.companyName ?? ''}`)}`;
  return words.every((w) => text.includes(w));
}

/** Admin role as the dashboard header shows it: underscores become spaces (spec §2). */
export function roleLabel(role: string): string {
  return role.replace(/_/g, ' ');
}
