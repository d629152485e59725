// Cell values in the forms spreadsheets produce → the forms core's schemas take. A value that cannot be read
// is passed on unchanged, so that validation refuses it with core's message.
import { normalizeBusinessCategory, normalizeDealCategory, normalizePrice } from '@dadeal/core';

/** "$12.50", "12.5", "$1,234.50", 12.5 → "12.50". */
export const priceValue = (v: unknown): unknown => (v === undefined ? v : (normalizePrice(v) ?? v));

/** "Last-Minute", "lastminute", "last minute" → "Last-Minute". */
export const dealCategoryValue = (v: unknown): unknown => (v === undefined ? v : (normalizeDealCategory(v) ?? v));

/** "Beach Activity", "beach-activity", "Restaurants" → "beach-activity", "restaurant". */
export const businessCategoryValue = (v: unknown): unknown => (v === undefined ? v : (normalizeBusinessCategory(v) ?? v));

/**
 * "2026-12-01", "2026-12-01 18:00", full ISO instants pass as they are (a date alone is midnight UTC, as in the
 * API); "12/1/2026" (US spreadsheets: month/day/year) → "2026-12-01".
 */
export function dateValue(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  if (us) return `${us[3]}-${us[1].padStart(2, '0')}-${us[2].padStart(2, '0')}`;
  return v.replace(/^(\d{4})\/(\d{2})\/(\d{2})/, '$1-$2-$3');
}

/** "25", "1,000", "25.0" → 25; anything else unchanged. */
export function integerValue(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const text = v.replace(/,(?=\d{3}\b)/g, '');
  return /^\d+(\.0+)?$/.test(text) ? Number(text) : v;
}

/** "true/yes/y/1/x" and "false/no/n/0" (any case) → booleans. */
export function booleanValue(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const t = v.toLowerCase();
  if (['true', 'yes', 'y', '1', 'x'].includes(t)) return true;
  if (['false', 'no', 'n', '0'].includes(t)) return false;
  return v;
}
