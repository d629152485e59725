import { describe, expect, it } from 'vitest';
import {
  conversionRate, couponState, formatPrice, isDealLive, normalizePartnerRef, isFeaturedNow, matchesSearch, normalizePrice, percentOff, priceToCents, remainingText, roleLabel, savings,
} from './index.js';
import { normalizeBusinessCategory, normalizeDealCategory } from './enums.js';

describe('prices', () => {
  it('reads the forms people write', () => {
    expect(normalizePrice(12.5)).toBe('12.50');
    expect(normalizePrice('12.5')).toBe('12.50');
    expect(normalizePrice('$12.50')).toBe('12.50');
    expect(normalizePrice(' $1,234.5 ')).toBe('1234.50');
    expect(normalizePrice('0')).toBe('0.00');
  });
  it('refuses what is not a price', () => {
    for (const bad of ['abc', '-1', '12.345', '', '1,23.00', null, undefined, NaN, -3, 1.234, {}]) {
      expect(priceToCents(bad)).toBeNull();
    }
  });
  it('rounds percent off and shows savings with two decimals (spec §9)', () => {
    expect(percentOff('30.00', '19.99')).toBe(33);
    expect(percentOff('$10', '$7.50')).toBe(25);
    expect(percentOff('0', '0')).toBe(0);
    expect(savings('30.00', '19.99')).toBe('10.01');
    expect(savings(0.3, 0.1)).toBe('0.20');
  });
  it('formats prices with a dollar sign, two decimals and thousands separators', () => {
    expect(formatPrice('12.5')).toBe('$12.50');
    expect(formatPrice('$123456.5')).toBe('$123,456.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice('abc')).toBe('');
  });
  it("writes en-US prices exactly as Intl.NumberFormat does, without building it (the first one is a long task on a phone)", () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [0, 1, 9, 10, 99, 100, 105, 999, 1000, 99_999, 100_000, 123_456, 1_000_000, 12_345_678, 99_999_999]) {
      expect(formatPrice(cents / 100)).toBe(intl.format(cents / 100));
      expect(formatPrice((cents / 100).toFixed(2), 'en-US')).toBe(intl.format(cents / 100));
    }
  });
  it('formats prices in US dollars for the locale it is given, en-US when none or a malformed one', () => {
    expect(formatPrice('1234.5', 'en-US')).toBe('$1,234.50');
    expect(formatPrice('1234.5', 'de-DE')).toBe('1.234,50\u00a0$');
    expect(formatPrice('1234.5', 'en-GB')).toBe('US$1,234.50');
    expect(formatPrice('1234.5', 'fr-FR')).toMatch(/^1\s234,50\s\$US$/);
    expect(formatPrice('1234.5', 'not a locale!')).toBe('$1,234.50');
    expect(formatPrice('1234.5', '')).toBe('$1,234.50');
    expect(formatPrice('abc', 'de-DE')).toBe('');
  });
});

describe('partner refs', () => {
  it('keeps a short slug, lowercased and trimmed', () => {
    expect(normalizePartnerRef('island-times')).toBe('island-times');
    expect(normalizePartnerRef('  Island-Times ')).toBe('island-times');
    expect(normalizePartnerRef('a')).toBe('a');
    expect(normalizePartnerRef('9news')).toBe('9news');
    expect(normalizePartnerRef('x'.repeat(40))).toBe('x'.repeat(40));
  });
  it('answers null for anything else, never throws', () => {
    for (const bad of ['', ' ', '-leading', 'x'.repeat(41), 'island times', 'a_b', 'über', '<script>', 'a/b', null, undefined, 42, {}, ['a']]) {
      expect(normalizePartnerRef(bad)).toBeNull();
    }
  });
});

describe('deal state', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('says how many remain', () => {
    expect(remainingText({ totalCoupons: 50, usedCoupons: 8 })).toBe('42 of 50 deals remaining');
    expect(remainingText({ totalCoupons: 5, usedCoupons: 5 })).toBe('No deals remaining');
  });
  it('is live between start and end while active', () => {
    const deal = { isActive: true, startDate: '2026-11-01', endDate: '2026-12-01' };
    expect(isDealLive(deal, now)).toBe(true);
    expect(isDealLive({ ...deal, isActive: false }, now)).toBe(false);
    expect(isDealLive({ ...deal, endDate: now.toISOString() }, now)).toBe(false);
    expect(isDealLive({ ...deal, startDate: '2026-11-23' }, now)).toBe(false);
  });
  it('stops being featured when featuredUntil passes', () => {
    expect(isFeaturedNow({ isFeatured: true, featuredUntil: '2026-11-23T00:00:00Z' }, now)).toBe(true);
    expect(isFeaturedNow({ isFeatured: true, featuredUntil: '2026-11-22T11:59:59Z' }, now)).toBe(false);
    expect(isFeaturedNow({ isFeatured: true, featuredUntil: null }, now)).toBe(true);
    expect(isFeaturedNow({ isFeatured: false, featuredUntil: '2027-01-01' }, now)).toBe(false);
  });
  it('derives coupon state: expired when the end has come (spec §4)', () => {
    expect(couponState({ isUsed: true }, '2026-01-01', now)).toBe('used');
    expect(couponState({ isUsed: false }, '2026-12-01', now)).toBe('active');
    expect(couponState({ isUsed: false }, now.toISOString(), now)).toBe('expired');
  });
});

describe('vocabulary', () => {
  it('reads categories the way spreadsheets write them', () => {
    expect(normalizeDealCategory('Last-Minute')).toBe('Last-Minute');
    expect(normalizeDealCategory('lastminute')).toBe('Last-Minute');
    expect(normalizeDealCategory('weekly')).toBe('Weekly');
    expect(normalizeDealCategory('yearly')).toBeNull();
    expect(normalizeBusinessCategory('Beach Activity')).toBe('beach-activity');
    expect(normalizeBusinessCategory('beach-activity')).toBe('beach-activity');
    expect(normalizeBusinessCategory('Restaurants')).toBe('restaurant');
    expect(normalizeBusinessCategory('spa')).toBeNull();
  });
  it('searches title, description and company name case-insensitively', () => {
    const deal = { title: 'Sunset Cruise', description: 'Two hours at sea', business: { companyName: 'Blue Lagoon Tours' } };
    expect(matchesSearch(deal, 'CRUISE')).toBe(true);
    expect(matchesSearch(deal, 'lagoon')).toBe(true);
    expect(matchesSearch(deal, 'pizza')).toBe(false);
    expect(matchesSearch({ title: 'Shave Ice in Haleʻiwa', description: 'Café crème', business: null }, 'haleiwa CAFE')).toBe(true);
    expect(matchesSearch({ title: 'Shave Ice in Haleʻiwa', description: 'Café crème', business: null }, 'creme ice')).toBe(true);
    expect(matchesSearch({ title: 'Shave Ice in Haleʻiwa', description: 'Café crème', business: null }, 'ice pizza')).toBe(false);
    expect(matchesSearch({ title: 'Pareo 30% Off', description: '', business: null }, '%')).toBe(false);
  });
  it('shows roles with spaces', () => expect(roleLabel('super_admin')).toBe('super admin'));
});

describe('funnel conversion', () => {
  it('is to / from as a percentage with one decimal', () => {
    expect(conversionRate(200, 50)).toBe(25);
    expect(conversionRate(3, 1)).toBe(33.3);
    expect(conversionRate(3, 2)).toBe(66.7);
    expect(conversionRate(7, 7)).toBe(100);
    expect(conversionRate(1000, 1)).toBe(0.1);
    expect(conversionRate(5, 0)).toBe(0);
  });
  it('is null when nothing came in, so the dashboard shows no rate instead of a division by zero', () => {
    expect(conversionRate(0, 0)).toBeNull();
    expect(conversionRate(0, 3)).toBeNull();
  });
  it('can exceed 100 when a later step counts what the earlier one missed (views are deduped per session)', () => {
    expect(conversionRate(2, 3)).toBe(150);
  });
});
