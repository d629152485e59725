// Demo data for an empty database (CONTRACT §1): named island businesses, deals in every time and business
// category, pictures, some featured, some sold out, some last-minute. Accounts are listed in docs/getting-started.md.
import type { BusinessCategory, DealCategory, Place } from '@dadeal/core';
import type { Db } from '../db.js';
import { hashPassword } from '../features/accounts/passwords.js';
import { generateCouponCode } from '../features/coupons/coupon-code.js';
import { uploadsDir } from '../features/uploads/uploads-dir.js';
import { diskPictures } from '../features/uploads/disk-pictures.js';
import { storedPictureName, type PictureStore } from '../features/uploads/picture-store.js';
import { storePictureCopies } from '../features/uploads/picture-copies.js';
import { CATEGORY_PALETTES, drawScene } from './demo-images.js';

export const DEMO_PASSWORD = 'DaDeal-demo-2026';
export const DEMO_ACCOUNTS = [
  { email: 'shopper@dadeal.test', password: DEMO_PASSWORD, kind: 'user' },
  { email: 'reefside@dadeal.test', password: DEMO_PASSWORD, kind: 'business (Reefside Grill)' },
] as const;

export interface DemoBusiness {
  slug: string;
  company: string;
  first: string;
  last: string;
  phone: string;
  website: string | null;
  category: BusinessCategory;
  /** Where it is on Oʻahu (the demo island): real towns and streets, the businesses invented. */
  places: Array<Omit<Place, 'country' | 'addressLine2' | 'name'> & { name?: string }>;
}

export const BUSINESSES: DemoBusiness[] = [
  { slug: 'reefside', company: 'Reefside Grill', first: 'Malia', last: 'Kahale', phone: '+1 808 555 0101', website: 'https://reefside-grill.example', category: 'restaurant', places: [{ name: 'Waikīkī', addressLine1: '2335 Kalākaua Ave', town: 'Honolulu', postcode: '96815', latitude: 21.2766, longitude: -157.827, openingHours: 'Daily 11 am – 10 pm' }, { name: 'Haleʻiwa', addressLine1: '66-250 Kamehameha Hwy', town: 'Haleʻiwa', postcode: '96712', latitude: 21.5936, longitude: -158.1031, openingHours: 'Daily 11 am – 9 pm' }] },
  { slug: 'coconut', company: 'Coconut Cove Café', first: 'Tomás', last: 'Rivera', phone: '+1 808 555 0102', website: null, category: 'restaurant', places: [{ addressLine1: '130 Kailua Rd', town: 'Kailua', postcode: '96734', latitude: 21.3977, longitude: -157.7395, openingHours: 'Daily 6:30 am – 2 pm' }] },
  { slug: 'tidepool', company: 'Tidepool Boutique', first: 'Hana', last: 'Okada', phone: '+1 808 555 0103', website: 'https://tidepool.example', category: 'shopping', places: [{ addressLine1: '66-165 Kamehameha Hwy', town: 'Haleʻiwa', postcode: '96712', latitude: 21.5917, longitude: -158.1038, openingHours: 'Mon–Sat 10 am – 6 pm, Sun 11 am – 5 pm' }] },
  { slug: 'lagoon', company: 'Blue Lagoon Resort', first: 'James', last: 'Palakiko', phone: '+1 808 555 0104', website: 'https://bluelagoon.example', category: 'hotel', places: [{ addressLine1: '92-1001 Olani St', town: 'Kapolei', postcode: '96707', latitude: 21.3396, longitude: -158.1225, openingHours: 'Front desk open 24 hours' }] },
  { slug: 'islandfix', company: 'Island Fix Repairs', first: 'Leilani', last: 'Moore', phone: '+1 808 555 0105', website: null, category: 'service', places: [{ addressLine1: '46-056 Kamehameha Hwy', town: 'Kāneʻohe', postcode: '96744', latitude: 21.418, longitude: -157.8036, openingHours: 'Mon–Fri 8 am – 5 pm' }] },
  { slug: 'saltwater', company: 'Saltwater Adventures', first: 'Kai', last: 'Nakamura', phone: '+1 808 555 0106', website: 'https://saltwater.example', category: 'beach-activity', places: [{ addressLine1: '377 Keahole St', town: 'Hawaiʻi Kai', postcode: '96825', latitude: 21.283, longitude: -157.711, openingHours: 'Daily 7 am – 5 pm (weather permitting)' }] },
  { slug: 'market', company: 'Harbor Night Market', first: 'Ana', last: 'Silva', phone: '+1 808 555 0107', website: null, category: 'others', places: [{ addressLine1: '1 Aloha Tower Dr', town: 'Honolulu', postcode: '96813', latitude: 21.3069, longitude: -157.8663, openingHours: 'Fri–Sat 5 pm – 10 pm' }] },
];

export interface DemoDeal {
  business: string;
  title: string;
  description: string;
  original: string;
  price: string;
  category: DealCategory;
  total: number;
  featured?: boolean;
  soldOut?: boolean;
  claimed?: number;
  terms?: string;
  noImage?: boolean;
  startsInHours?: number;
}

export const DEALS: DemoDeal[] = [
  { business: 'reefside', title: 'Sunset Seafood Platter for Two', description: 'Grilled mahi-mahi, garlic shrimp, poke and island fries, served on the deck as the sun goes down.', original: '68.00', price: '42.00', category: 'Monthly', total: 40, featured: true, claimed: 3, terms: 'Dinner only, 5–9 pm. Reservation recommended.' },
  { business: 'reefside', title: 'Happy Hour Mai Tai Flight', description: 'Three signature mai tais with a bowl of taro chips. Must be 21+.', original: '27.00', price: '15.00', category: 'Weekly', total: 60 },
  { business: 'reefside', title: 'Fish Tacos Lunch Combo', description: 'Two fresh catch tacos, slaw and a passion-fruit iced tea.', original: '19.50', price: '12.50', category: 'Last-Minute', total: 15 },
  { business: 'coconut', title: 'Breakfast Bowl & Kona Coffee', description: 'Açaí bowl with local granola and a bottomless Kona coffee.', original: '18.00', price: '11.00', category: 'Monthly', total: 80 },
  { business: 'coconut', title: 'Banana Bread Dozen', description: 'Twelve slices of our famous macadamia banana bread, baked this morning.', original: '30.00', price: '18.00', category: 'Weekly', total: 4, soldOut: true },
  { business: 'coconut', title: 'Closing-Time Pastry Box', description: 'Six of today’s pastries at closing time: pick up before 6 pm.', original: '21.00', price: '9.00', category: 'Last-Minute', total: 10, featured: true },
  { business: 'tidepool', title: 'Hand-Printed Pareo 30% Off', description: 'Light cotton pareos printed by island artists. Choose any pattern in store.', original: '45.00', price: '31.50', category: 'Monthly', total: 50 },
  { business: 'tidepool', title: 'Shell Jewelry Workshop Kit', description: 'Everything to make a puka-shell necklace at home, with a video guide.', original: '35.00', price: '22.00', category: 'Weekly', total: 25, noImage: true },
  { business: 'tidepool', title: 'Flash Sale: Straw Beach Bags', description: 'Woven beach bags, today only, while stock lasts.', original: '60.00', price: '29.00', category: 'Last-Minute', total: 3, soldOut: true },
  { business: 'lagoon', title: 'Oceanview Weekend Escape', description: 'Two nights in an oceanview room with breakfast for two and late checkout.', original: '620.00', price: '449.00', category: 'Monthly', total: 12, featured: true, claimed: 2, terms: 'Subject to availability. Not valid on public holidays.' },
  { business: 'lagoon', title: 'Spa Day Pass', description: 'Pool, sauna, a 50-minute lomi lomi massage and a fresh juice.', original: '180.00', price: '119.00', category: 'Weekly', total: 20 },
  { business: 'lagoon', title: 'Tonight Only: Suite Upgrade', description: 'Book any room tonight and sleep in a lagoon suite instead.', original: '250.00', price: '99.00', category: 'Last-Minute', total: 2 },
  { business: 'islandfix', title: 'Bike Tune-Up', description: 'Full tune-up for one bicycle: brakes, gears, chain clean and tyre check.', original: '75.00', price: '49.00', category: 'Monthly', total: 30 },
  { business: 'islandfix', title: 'Phone Screen Repair', description: 'Screen replacement for most phone models, done while you wait.', original: '140.00', price: '99.00', category: 'Weekly', total: 15, featured: true },
  { business: 'islandfix', title: 'Same-Day AC Check', description: 'Air-conditioning check and filter clean, booked for today.', original: '90.00', price: '55.00', category: 'Last-Minute', total: 5 },
  { business: 'saltwater', title: 'Snorkel Tour at Turtle Bay', description: 'Two hours on the reef with a guide, gear and reef-safe sunscreen included.', original: '95.00', price: '59.00', category: 'Monthly', total: 40, featured: true, claimed: 4 },
  { business: 'saltwater', title: 'Stand-Up Paddle Lesson', description: 'A 90-minute beginner lesson in the calm lagoon. Boards and vests included.', original: '70.00', price: '45.00', category: 'Weekly', total: 24 },
  { business: 'saltwater', title: 'Sunset Catamaran Sail', description: 'Sail along the coast at sunset with drinks and pupus on board.', original: '130.00', price: '79.00', category: 'Last-Minute', total: 8, featured: true },
  { business: 'saltwater', title: 'Kayak Rental Half Day', description: 'Single or double kayak for four hours, with a map of the hidden coves.', original: '55.00', price: '35.00', category: 'Weekly', total: 3, soldOut: true },
  { business: 'market', title: 'Night Market Tasting Pass', description: 'Five tasting tickets for any food stall at the Friday harbor market.', original: '25.00', price: '15.00', category: 'Monthly', total: 100 },
  { business: 'market', title: 'Ukulele Lesson for Beginners', description: 'One-hour group lesson with a loaner ukulele. Learn three songs.', original: '40.00', price: '25.00', category: 'Weekly', total: 12 },
  { business: 'market', title: 'Tonight: Fire Dance Show Seats', description: 'Front-row seats at tonight’s fire dance show by the harbor.', original: '35.00', price: '20.00', category: 'Last-Minute', total: 30 },
  { business: 'reefside', title: 'Family Luau Buffet', description: 'Kalua pig, lomi salmon, poi and haupia for the whole family, with live music.', original: '160.00', price: '115.00', category: 'Monthly', total: 25 },
  { business: 'tidepool', title: 'Reef-Safe Sunscreen Bundle', description: 'Three tubes of mineral sunscreen that are kind to the coral.', original: '48.00', price: '36.00', category: 'Monthly', total: 60 },
  { business: 'lagoon', title: 'Poolside Cabana Day', description: 'A private cabana by the infinity pool with lunch and towels for four.', original: '220.00', price: '150.00', category: 'Weekly', total: 6 },
  { business: 'islandfix', title: 'Surfboard Ding Repair', description: 'Fix up to two dings on any board, ready in 48 hours.', original: '60.00', price: '40.00', category: 'Monthly', total: 20 },
  { business: 'coconut', title: 'Coffee Cupping Class', description: 'Taste five island coffees with our roaster and take a bag home.', original: '45.00', price: '30.00', category: 'Monthly', total: 16, startsInHours: 48 },
  { business: 'saltwater', title: 'Whale Watching Cruise', description: 'Humpback season is here: a 3-hour cruise with a marine biologist on board.', original: '120.00', price: '85.00', category: 'Monthly', total: 30, featured: true },
];

/** The deal hunters (the first is shopper@dadeal.test); their coupons are the claimed ones below, in turn. */
export const DEMO_SHOPPERS = [
  { name: 'shopper', firstName: 'Noelani', lastName: 'Akana' },
  { name: 'guest1', firstName: 'Ben', lastName: 'Carter' },
  { name: 'guest2', firstName: 'Priya', lastName: 'Shah' },
  { name: 'guest3', firstName: 'Lucas', lastName: 'Costa' },
  { name: 'guest4', firstName: 'Mele', lastName: 'Fonoti' },
] as const;

/** The i-th deal hunter's phone number (0-based). */
export const demoShopperPhone = (i: number) => `+1 808 555 02${10 + i}`;

export const HOUR = 3600_000;
const WINDOW: Record<DealCategory, { startHoursAgo: number; endsInHours: number }> = {
  Monthly: { startHoursAgo: 72, endsInHours: 27 * 24 },
  Weekly: { startHoursAgo: 24, endsInHours: 6 * 24 },
  'Last-Minute': { startHoursAgo: 2, endsInHours: 20 },
};

/** When a demo deal runs and stays featured, seeded at `now` (the API reference's examples use a fixed `now`). */
export function demoDealTimes(d: DemoDeal, now: number): { start: number; end: number; featuredUntil: number | null } {
  const window = WINDOW[d.category];
  const start = d.startsInHours ? now + d.startsInHours * HOUR : now - window.startHoursAgo * HOUR;
  return { start, end: start + (window.startHoursAgo + window.endsInHours) * HOUR, featuredUntil: d.featured ? now + 30 * 24 * HOUR : null };
}

/** How many of a demo deal's coupons are claimed: a sold-out deal's every one. The first of a deal still on sale is redeemed. */
export const demoClaimed = (d: DemoDeal) => (d.soldOut ? d.total : (d.claimed ?? 0));

/** The stored name of the i-th deal's picture (0-based), named as an upload is (picture-store.ts). */
export const demoPictureName = (i: number) => storedPictureName(`demo-${String(i + 1).padStart(2, '0')}`, 'png');

/**
 * Seeds when the database has no users; answers whether it did. The pictures go to `pictures` (the server's store) or,
 * given a data directory, to its uploads folder.
 */
export async function seedDemo(db: Db, pictures: PictureStore | string): Promise<boolean> {
  const [{ n }] = await db('users').count<{ n: number }[]>({ n: '*' });
  if (Number(n) > 0) return false;

  const store = typeof pictures === 'string' ? diskPictures(uploadsDir(pictures)) : pictures;
  // Stored before the transaction, so it never waits on the store's network.
  const imageUrls = await Promise.all(DEALS.map(async (d, i) => {
    if (d.noImage) return null;
    const palette = CATEGORY_PALETTES[BUSINESSES.find((b) => b.slug === d.business)!.category];
    // Named and copied as an upload is (picture-store.ts, picture-copies.ts): the cards show the WebP copies.
    const name = demoPictureName(i);
    const png = drawScene(palette.top, palette.bottom, palette.accent, i + 1);
    await storePictureCopies(store, name, png);
    await store.put(name, png, 'image/png');
    return `/uploads/${name}`;
  }));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();

  await db.transaction(async (trx) => {
    const shoppers = await trx('users')
      .insert(
        DEMO_SHOPPERS.map(({ name, firstName, lastName }, i) => ({
          email: `${name}@dadeal.test`,
          passwordHash,
          firstName,
          lastName,
          phoneNumber: demoShopperPhone(i),
          userType: 'user',
          isEmailVerified: true,
        })),
      )
      .returning(['id']);

    const businessIds = new Map<string, number>();
    const ownerIds = new Map<string, number>();
    for (const b of BUSINESSES) {
      const [user] = await trx('users')
        .insert({ email: `${b.slug}@dadeal.test`, passwordHash, firstName: b.first, lastName: b.last, phoneNumber: b.phone, userType: 'business', isEmailVerified: true })
        .returning(['id']);
      const [business] = await trx('businesses')
        .insert({ userId: user.id, companyName: b.company, contactNumber: b.phone, websiteUrl: b.website })
        .returning(['id']);
      await trx('business_places').insert(b.places.map((p, position) => ({
        businessId: business.id, position, name: p.name ?? null, addressLine1: p.addressLine1, town: p.town, postcode: p.postcode,
        country: 'US', latitude: p.latitude, longitude: p.longitude, openingHours: p.openingHours,
      })));
      businessIds.set(b.slug, business.id);
      ownerIds.set(b.slug, user.id);
    }

    const dealIds: number[] = [];
    for (const [i, d] of DEALS.entries()) {
      const business = BUSINESSES.find((b) => b.slug === d.business)!;
      const imageUrl = imageUrls[i];
      const { start, end, featuredUntil } = demoDealTimes(d, now);
      const claimed = demoClaimed(d);
      const [deal] = await trx('deals')
        .insert({
          businessId: businessIds.get(d.business),
          title: d.title,
          description: d.description,
          imageUrl,
          originalPrice: d.original,
          dealPrice: d.price,
          category: d.category,
          businessCategory: business.category,
          startDate: new Date(start),
          endDate: new Date(end),
          totalCoupons: d.total,
          usedCoupons: claimed,
          termsConditions: d.terms ?? null,
          isFeatured: Boolean(d.featured),
          featuredUntil: featuredUntil === null ? null : new Date(featuredUntil),
        })
        .returning(['id']);
      dealIds.push(deal.id);
      // The funnel's history: views on each past day the deal was live (a made-up but steady pattern, more while
      // featured), and today's claims and redemption as the coupon rows below are, so funnel and counts agree.
      const days: Array<{ dealId: number; day: string; views: number; claims: number; redemptions: number }> = [];
      for (let t = Math.max(start, now - 29 * 24 * HOUR); t <= now; t += 24 * HOUR) {
        const day = new Date(t).toISOString().slice(0, 10);
        const today = day === new Date(now).toISOString().slice(0, 10);
        const views = 3 + ((i * 7 + Math.floor(t / (24 * HOUR)) * 13) % 11) + (d.featured ? 6 : 0);
        days.push({ dealId: deal.id, day, views, claims: today ? claimed : 0, redemptions: today && claimed > 0 && !d.soldOut ? 1 : 0 });
      }
      if (days.length) await trx('deal_daily_stats').insert(days);
      // Claimed coupons are real rows, so that counts, stats and dashboards agree. The one redeemed was redeemed by the
      // business's owner at the counter, as the API records it ("redeemed by").
      for (let c = 0; c < claimed; c++) {
        const used = c === 0 && !d.soldOut;
        await trx('coupons').insert({
          dealId: deal.id,
          userId: shoppers[c % shoppers.length].id,
          couponCode: generateCouponCode(),
          isUsed: used,
          usedAt: used ? new Date(now - HOUR) : null,
          ...(used ? { redeemedByUserId: ownerIds.get(d.business), redeemedByName: `${business.first} ${business.last}`, redeemedByRole: 'owner' } : {}),
        });
      }
    }
    await trx('favorites').insert([0, 15].map((i) => ({ userId: shoppers[0].id, dealId: dealIds[i] })));
  });
  return true;
}
