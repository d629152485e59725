// The Map view's pins: one per deal with a place, at its first place (the nearest with Near me), the rest counted.
import { describe, expect, it } from 'vitest';
import type { Deal } from '@dadeal/core';
import { mappedDeals, pinsBounds, pinsGeoJson } from './pins.js';

const place = (town: string, latitude: number, longitude: number) => ({ name: null, addressLine1: '1 Main St', addressLine2: null, town, postcode: null, country: 'US', latitude, longitude, openingHours: null });
const deal = (id: number, places: ReturnType<typeof place>[]) => ({ id, title: `Deal ${id}`, places }) as unknown as Deal;

describe('mappedDeals', () => {
  it('puts each deal with a place on the map once, at its first place, in the listing\'s order, and counts the others', () => {
    const listed = [deal(3, [place('Kailua', 21.4, -157.74), place('Honolulu', 21.3, -157.85)]), deal(1, []), deal(2, [place('Haleʻiwa', 21.59, -158.1)])];
    const { deals, pins, unmapped } = mappedDeals(listed);
    expect(deals.map((d) => d.id)).toEqual([3, 2]);
    expect(pins).toEqual([{ id: 3, title: 'Deal 3', latitude: 21.4, longitude: -157.74 }, { id: 2, title: 'Deal 2', latitude: 21.59, longitude: -158.1 }]);
    expect(unmapped).toBe(1);
    expect(pinsGeoJson(pins).features[0]).toEqual({ type: 'Feature', geometry: { type: 'Point', coordinates: [-157.74, 21.4] }, properties: { dealId: 3 } });
    expect(pinsBounds(pins)).toEqual([[-158.1, 21.4], [-157.74, 21.59]]);
  });

  it('has no pins and no box for deals without places', () => {
    const { pins, unmapped } = mappedDeals([deal(1, [])]);
    expect(pins).toEqual([]);
    expect(unmapped).toBe(1);
    expect(pinsBounds(pins)).toBeNull();
  });
});
