// Deals for component tests and stories (stories double as fixtures): a complete, valid Deal with
// what the case needs overridden, and pictures drawn as inline SVG (no external image).
import type { Deal, Place } from '@dadeal/core';

let nextId = 1;

export function makeDeal(overrides: Partial<Deal> = {}): Deal {
  const id = overrides.id ?? nextId++;
  return {
    id,
    businessId: 7,
    business: { id: 7, companyName: 'Coconut Grove Café', user: { firstName: 'Malia', lastName: 'Kahale' } },
    title: 'Sunset dinner for two',
    description: 'Three courses by the water, with a glass of local wine each and a view of the sunset.',
    imageUrl: null,
    logoUrl: null,
    originalPrice: '80.00',
    dealPrice: '49.99',
    category: 'Monthly',
    businessCategory: 'restaurant',
    startDate: '2026-11-01T00:00:00.000Z',
    endDate: '2026-12-31T00:00:00.000Z',
    totalCoupons: 50,
    usedCoupons: 12,
    availableCount: 38,
    termsConditions: 'Valid Monday to Thursday. One coupon per table.',
    isActive: true,
    isFeatured: false,
    featuredUntil: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    places: [],
    rating: { average: null, count: 0 },
    ...overrides,
  };
}

/** A place on Oʻahu for cards and dialogs that show where a deal is. */
export function makePlace(overrides: Partial<Place> = {}): Place {
  return {
    name: null, addressLine1: '2335 Kalākaua Ave', addressLine2: null, town: 'Honolulu', postcode: '96815', country: 'US',
    latitude: 21.2766, longitude: -157.827, openingHours: 'Daily 11 am – 10 pm', ...overrides,
  };
}

/** A landscape picture as a data URL: sky, sea and sun in the given hue. */
export function sampleImage(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,72%)"/><stop offset="1" stop-color="hsl(${hue + 30},80%,88%)"/></linearGradient></defs><rect width="320" height="200" fill="url(#s)"/><circle cx="230" cy="92" r="34" fill="hsl(${hue + 180},90%,70%)"/><path d="M0 128c60-14 110 10 160 0s110-16 160 0v72H0z" fill="hsl(${hue - 20},60%,40%)"/><path d="M0 156c70-10 120 8 170 0s100-12 150-4v48H0z" fill="hsl(${hue - 20},55%,30%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A logo as a data URL: the initials on a round badge. */
export function sampleLogo(initials: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><circle cx="60" cy="60" r="56" fill="hsl(${hue},65%,42%)"/><text x="60" y="74" font-family="Georgia,serif" font-size="40" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const LONG =
  'An unhurried afternoon of snorkelling, paddle-boarding and a picnic on a private sandbar, with every piece of gear, reef-safe sunscreen, a guide who knows every turtle by name and a cooler of fresh fruit and cold drinks included for the whole group.';

/** A small, varied catalogue for grids and the browser. */
export function sampleDeals(): Deal[] {
  return [
    makeDeal({ id: 101, title: 'Sunset dinner for two', imageUrl: sampleImage(20), isFeatured: true, places: [makePlace()] }),
    makeDeal({
      id: 102, title: 'Beginner surf lesson', description: 'Two hours on gentle waves, board and rash guard included.',
      imageUrl: sampleImage(190), originalPrice: '90.00', dealPrice: '59.00', businessCategory: 'beach-activity',
      places: [makePlace({ addressLine1: '66-250 Kamehameha Hwy', town: 'Haleʻiwa', postcode: '96712', latitude: 21.5936, longitude: -158.1031 })],
      business: { id: 8, companyName: 'North Shore Surf School', user: { firstName: 'Keoni', lastName: 'Akana' } },
    }),
    makeDeal({
      id: 103, title: 'Spa day with massage', description: 'Sixty-minute lomi lomi massage, sauna and a herbal tea garden.',
      imageUrl: null, logoUrl: sampleLogo('LS', 280), originalPrice: '150.00', dealPrice: '99.00', businessCategory: 'service',
      business: { id: 9, companyName: 'Lagoon Spa', user: { firstName: 'Leilani', lastName: 'Ho' } },
    }),
    makeDeal({
      id: 104, title: 'Brunch buffet', description: 'Island brunch with fresh poke, malasadas and coffee.', imageUrl: sampleImage(40),
      originalPrice: '30.00', dealPrice: '19.50', totalCoupons: 20, usedCoupons: 20,
    }),
    makeDeal({
      id: 105, title: 'Boutique hotel night', description: 'A sea-view room with breakfast and late checkout.', imageUrl: sampleImage(220),
      originalPrice: '240.00', dealPrice: '169.00', businessCategory: 'hotel', isFeatured: true,
      business: { id: 10, companyName: 'Hale Kai Inn', user: { firstName: 'Noelani', lastName: 'Park' } },
    }),
    makeDeal({
      id: 106, title: 'Reef-safe sunscreen bundle', description: 'Three tubes of mineral sunscreen and a tote.', imageUrl: null,
      originalPrice: '45.00', dealPrice: '29.00', businessCategory: 'shopping',
      business: { id: 11, companyName: 'Aloha Market', user: { firstName: 'Kai', lastName: 'Lee' } },
    }),
  ];
}

export const LONG_DEAL = makeDeal({
  id: 199,
  title: 'The ultimate all-day island adventure: snorkelling, paddle-boarding, a sandbar picnic and a sunset sail',
  description: LONG,
  business: {
    id: 12,
    companyName: 'Kailua Bay Adventure Outfitters & Sailing Company of the Windward Coast',
    user: { firstName: 'Kaimana', lastName: 'Kealohapauole-Richardson' },
  },
  originalPrice: '1249.00',
  dealPrice: '899.99',
  termsConditions: `${LONG}\nNot valid on public holidays.`,
  imageUrl: sampleImage(170),
});
