import { describe, expect, it } from 'vitest';
import {
  boundingBox, directionsUrl, distanceKm, formatDistance, mapsPlatform, nearParam, parseLatLng, placeAddress, townCentres, validate, type Place,
} from './index.js';

const waikiki: Place = {
  name: null, addressLine1: '2335 Kalākaua Ave', addressLine2: null, town: 'Waikīkī', postcode: '96815', country: 'US',
  latitude: 21.2793, longitude: -157.8292, openingHours: 'Daily 7am–10pm',
};
const haleiwa = { latitude: 21.5928, longitude: -158.1034 };

describe('places', () => {
  it('measures great-circle distances (Waikīkī to Haleʻiwa is about 44 km; London to Paris 344 km)', () => {
    expect(distanceKm(waikiki, haleiwa)).toBeCloseTo(44.5, 0);
    expect(distanceKm({ latitude: 51.5074, longitude: -0.1278 }, { latitude: 48.8566, longitude: 2.3522 })).toBeCloseTo(343.9, 0);
    expect(distanceKm(waikiki, waikiki)).toBe(0);
  });

  it('bounds every point of the circle in its box, and drops the longitude bounds across the antimeridian', () => {
    const box = boundingBox(waikiki, 25);
    for (let bearing = 0; bearing < 360; bearing += 5) {
      // a point 24.99 km away in this direction (small-distance approximation, well inside the box's margin)
      const b = (bearing * Math.PI) / 180;
      const p = { latitude: waikiki.latitude + (24.99 / 111.195) * Math.cos(b), longitude: waikiki.longitude + (24.99 / (111.195 * Math.cos((waikiki.latitude * Math.PI) / 180))) * Math.sin(b) };
      expect(p.latitude).toBeGreaterThanOrEqual(box.minLat);
      expect(p.latitude).toBeLessThanOrEqual(box.maxLat);
      expect(p.longitude).toBeGreaterThanOrEqual(box.minLng!);
      expect(p.longitude).toBeLessThanOrEqual(box.maxLng!);
    }
    expect(boundingBox({ latitude: 0, longitude: 179.9 }, 50).minLng).toBeNull();
    expect(boundingBox({ latitude: 89.9, longitude: 0 }, 50).minLng).toBeNull();
  });

  it('reads "lat,lng", refusing out-of-range points and 0,0', () => {
    expect(parseLatLng('21.2793,-157.8292')).toEqual({ latitude: 21.2793, longitude: -157.8292 });
    expect(parseLatLng(' 21.2793 , -157.8292 ')).toEqual({ latitude: 21.2793, longitude: -157.8292 });
    expect(parseLatLng('91,0')).toBeNull();
    expect(parseLatLng('0,0')).toBeNull();
    expect(parseLatLng('21.2793')).toBeNull();
    expect(parseLatLng('a,b')).toBeNull();
  });

  it('links Directions to Apple Maps on iOS, Google Maps elsewhere, geo: as the fallback', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
    const kaios = 'Mozilla/5.0 (Mobile; LYF/F300B/LYF-F300B-001-01-15-130718-i;Android; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5';
    expect(mapsPlatform(iphone)).toBe('apple');
    expect(mapsPlatform(android)).toBe('google');
    expect(mapsPlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0')).toBe('google');
    expect(mapsPlatform(kaios)).toBe('geo');
    expect(directionsUrl(waikiki, 'apple')).toBe('https://maps.apple.com/?daddr=21.2793,-157.8292&q=2335%20Kal%C4%81kaua%20Ave%2C%20Waik%C4%ABk%C4%AB%2096815');
    expect(directionsUrl(waikiki, 'google')).toBe('https://www.google.com/maps/dir/?api=1&destination=21.2793,-157.8292');
    expect(directionsUrl(waikiki, 'geo')).toMatch(/^geo:21\.2793,-157\.8292\?q=21\.2793,-157\.8292\(/);
    expect(placeAddress(waikiki)).toBe('2335 Kalākaua Ave, Waikīkī 96815');
  });

  it('says distances in km, or miles for en-US', () => {
    expect(formatDistance(1.234, 'en-GB')).toBe('1.2 km');
    expect(formatDistance(0.4321, 'fr-FR')).toBe('430 m');
    expect(formatDistance(1.609344, 'en-US')).toBe('1 mi');
    expect(formatDistance(32.19, 'en-US')).toBe('20 mi');
    expect(formatDistance(12.6, 'de-DE')).toBe('13 km');
  });

  it('validates a place: range, not 0,0, required address and town, a two-letter country', () => {
    expect(validate('business-places', { places: [waikiki] }).ok).toBe(true);
    const bad = validate('business-places', {
      places: [
        { ...waikiki, latitude: 91, longitude: -181 },
        { ...waikiki, latitude: 0, longitude: 0 },
        { ...waikiki, addressLine1: ' ', town: '', country: 'usa' },
        { ...waikiki, latitude: '21.3' },
      ],
    });
    expect(bad.errors).toEqual(expect.arrayContaining([
      { field: 'places.0.latitude', message: 'Latitude must be a number from -90 to 90' },
      { field: 'places.0.longitude', message: 'Longitude must be a number from -180 to 180' },
      { field: 'places.1.latitude', message: 'The pin is at 0, 0 (in the ocean): drop it on the business' },
      { field: 'places.2.addressLine1', message: 'Address is required' },
      { field: 'places.2.town', message: 'Town is required' },
      { field: 'places.2.country', message: 'Country must be a two-letter code such as US' },
      { field: 'places.3.latitude', message: 'Latitude must be a number from -90 to 90' },
    ]));
    expect(validate('business-places', { places: Array(11).fill(waikiki) }).errors).toEqual([{ field: 'places', message: 'At most 10 places' }]);
    // optional at sign-up: a business without places is a business
    expect(validate('admin-business-update', { places: [] }).ok).toBe(true);
  });

  it("gives each town of the places once, at the mean of its distinct places, alphabetically (the town picker's towns)", () => {
    const towns = townCentres([
      { town: 'Kailua', latitude: 21.3977, longitude: -157.7395 },
      { town: 'Honolulu', latitude: 21.2766, longitude: -157.827 },
      { town: 'Honolulu', latitude: 21.2766, longitude: -157.827 }, // a second deal of the same place counts once
      { town: 'Honolulu', latitude: 21.3069, longitude: -157.8663 },
      { town: ' ', latitude: 21.3, longitude: -157.8 },
      { town: 'Nowhere', latitude: 0, longitude: 0 },
    ]);
    expect(towns).toEqual([
      { town: 'Honolulu', latitude: 21.2918, longitude: -157.8467 },
      { town: 'Kailua', latitude: 21.3977, longitude: -157.7395 },
    ]);
    expect(nearParam({ latitude: 21.291749, longitude: -157.846651 })).toBe('21.2917,-157.8467');
    expect(parseLatLng(nearParam(towns[0]))).toEqual({ latitude: 21.2918, longitude: -157.8467 });
  });
});
