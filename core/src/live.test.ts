import { describe, expect, it } from 'vitest';
import { LIVE_MAX_DEALS, liveCountsUrl, parseLiveDealIds, withRemaining } from './live.js';

describe('live counts', () => {
  it('reads 1 to LIVE_MAX_DEALS deal ids, repeats dropped, and nothing else', () => {
    expect(parseLiveDealIds('12,3,12')).toEqual([12, 3]);
    expect(parseLiveDealIds(Array.from({ length: LIVE_MAX_DEALS }, (_, i) => i + 1).join(','))).toHaveLength(LIVE_MAX_DEALS);
    for (const bad of [undefined, ['1'], '', ',', '1,', '0', '01', '-1', '1.5', ' 1', '2147483648', Array.from({ length: LIVE_MAX_DEALS + 1 }, (_, i) => i + 1).join(',')]) {
      expect(parseLiveDealIds(bad)).toBeNull();
    }
    expect(parseLiveDealIds('2147483647')).toEqual([2147483647]);
  });

  it('names one URL per set of deals, whatever their order', () => {
    expect(liveCountsUrl('https://dadeal.example', [15, 3, 12])).toBe('https://dadeal.example/api/deals/live?ids=3,12,15');
    expect(liveCountsUrl('', new Set([2]))).toBe('/api/deals/live?ids=2');
  });

  it('applies a remaining count to a deal, keeping the same object when it already says so', () => {
    const deal = { id: 1, totalCoupons: 10, usedCoupons: 4 };
    expect(withRemaining(deal, 6)).toBe(deal);
    expect(withRemaining(deal, 0)).toEqual({ id: 1, totalCoupons: 10, usedCoupons: 10 });
    expect(withRemaining(deal, 12)).toEqual({ id: 1, totalCoupons: 10, usedCoupons: 0 }); // never below none used
  });
});
