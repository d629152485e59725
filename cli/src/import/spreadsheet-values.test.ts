import { validate } from '@dadeal/core';
import { describe, expect, it } from 'vitest';
import { booleanValue, businessCategoryValue, dateValue, dealCategoryValue, integerValue, priceValue } from './spreadsheet-values.js';
import { mapColumns } from './columns.js';
import { DEAL_COLUMNS, dealInput } from './deal-rows.js';

describe('spreadsheet values', () => {
  it('reads prices, categories, dates, counts and yes/no as spreadsheets write them', () => {
    expect(['$12.50', '12.5', '$1,234.50', 7, ' $3 '].map(priceValue)).toEqual(['12.50', '12.50', '1234.50', '7.00', '3.00']);
    expect(priceValue('twelve')).toBe('twelve');
    expect(['Last-Minute', 'lastminute', 'last minute', 'WEEKLY'].map(dealCategoryValue)).toEqual(['Last-Minute', 'Last-Minute', 'Last-Minute', 'Weekly']);
    expect(['Beach Activity', 'beach-activity', 'Restaurants', 'HOTEL'].map(businessCategoryValue)).toEqual(['beach-activity', 'beach-activity', 'restaurant', 'hotel']);
    expect(['2026-12-01', '12/1/2026', '2026/12/01', '2026-12-01 18:00'].map(dateValue)).toEqual(['2026-12-01', '2026-12-01', '2026-12-01', '2026-12-01 18:00']);
    expect(['25', '1,000', '25.0', '2.5', 'ten'].map(integerValue)).toEqual([25, 1000, 25, '2.5', 'ten']);
    expect(['Yes', 'no', 'X', 'maybe'].map(booleanValue)).toEqual([true, false, true, 'maybe']);
  });

  it('maps columns by any usual spelling and passes unreadable values on for core to refuse', () => {
    const map = mapColumns(['Title', 'Original_Price', 'price', 'Coupons', 'Notes'], DEAL_COLUMNS);
    expect(Object.fromEntries(map.columnOf)).toEqual({ title: 'Title', originalPrice: 'Original_Price', dealPrice: 'price', totalCoupons: 'Coupons' });
    expect(map.ignored).toEqual(['Notes']);
    expect(() => mapColumns(['title', 'Name'], DEAL_COLUMNS)).toThrow('columns "title" and "Name" both give title: keep one');

    const input = dealInput({ Title: '  Kayak  ', Original_Price: 'free', price: '', Coupons: '3' }, map);
    expect(input).toEqual({ title: 'Kayak', originalPrice: 'free', totalCoupons: 3 });
    const result = validate('deal-create', input);
    expect(result.errors).toContainEqual({ field: 'originalPrice', message: 'Original price must be an amount such as 12.50' });
    expect(result.errors).toContainEqual({ field: 'dealPrice', message: 'Deal price is required' });
  });
});
