// The search bench's data (api/bench/search.bench.ts): 500 businesses and their deals, island vocabulary, written in a
// few statements (the search trigger folds each, as a real write does). Apart, so that the plans the bench measures can
// be looked at with EXPLAIN ANALYZE on the same data.
import type { Db } from '../src/db.js';

/** 100,000 deals in one statement per thousand, their words from lists (the trigger folds each, as a real write does). */
export async function fillSearchDeals(db: Db, deals: number): Promise<void> {
  const users = await db.raw(`insert into users (email, password_hash, first_name, last_name, phone_number, user_type, is_email_verified)
    select 'owner' || g || '@bench.test', 'x', 'Kai', 'Owner', '+1 808 555 0100', 'business', true from generate_series(1, 500) g returning id`);
  const ids = (users.rows as Array<{ id: number }>).map((r) => r.id);
  const names = ['Reefside', 'Coconut Cove', 'Saltwater', 'Blue Lagoon', 'Island Fix', 'Harbor Night', 'Tidepool', 'Kona Sun', 'Haleʻiwa', 'Kāneʻohe'];
  const kinds = ['Grill', 'Café', 'Adventures', 'Resort', 'Repairs', 'Market', 'Boutique', 'Tours', 'Spa', 'Surf Shop'];
  await db('businesses').insert(ids.map((userId, i) => ({
    userId, companyName: `${names[i % 10]} ${kinds[Math.floor(i / 10) % 10]} ${i}`, contactNumber: '+1 808 555 0100',
  })));
  const words = {
    adjective: ['Sunset', 'Morning', 'Family', 'Private', 'Weekend', 'Tropical', 'Island', 'Ocean', 'Rainbow', 'Golden', 'Local', 'Hidden', 'Classic', 'Deluxe'],
    thing: ['Snorkel Tour', 'Whale Watching Cruise', 'Fish Tacos', 'Luau Buffet', 'Poke Bowl', 'Surf Lesson', 'Kayak Rental', 'Spa Massage', 'Coffee Tasting', 'Shave Ice', 'Catamaran Sail', 'Paddle Lesson', 'Hula Show', 'Bike Tune-Up', 'Pareo Sale', 'Suite Upgrade', 'Banana Bread', 'Mai Tai Flight', 'Ukulele Class', 'Sunscreen Bundle'],
    place: ['Turtle Bay', 'Waikīkī', 'Haleʻiwa', 'Kailua', 'Kāneʻohe', 'the Harbor', 'North Shore', 'Hanauma Bay', 'Lanikai', 'Ko Olina'],
    sentence: ['Two hours on the reef with a guide and gear.', 'Served on the deck as the sun goes down, with live music.', 'Book today, enjoy any day this month.', 'Reef-safe sunscreen and fresh juice included.', 'Perfect for families and first-timers alike.', 'Dinner for two with a view of the ocean.'],
  };
  const arr = (a: string[]) => `array[${a.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;
  const businessIds = ((await db('businesses').select('id')) as Array<{ id: number }>).map((r) => r.id);
  const firstBusiness = Math.min(...businessIds);
  const categories = `array['restaurant','shopping','hotel','service','beach-activity','others']`;
  for (let from = 0; from < deals; from += 5000) {
    await db.raw(`insert into deals (business_id, title, description, original_price, deal_price, category, business_category,
        start_date, end_date, total_coupons, is_featured, created_at)
      select ${firstBusiness} + g % 500,
        (${arr(words.adjective)})[1 + g % 14] || ' ' || (${arr(words.thing)})[1 + (g / 14) % 20] || ' at ' || (${arr(words.place)})[1 + (g / 280) % 10],
        (${arr(words.sentence)})[1 + g % 6] || ' ' || (${arr(words.sentence)})[1 + (g / 6) % 6],
        100, 60, (array['Monthly','Weekly','Last-Minute'])[1 + g % 3], (${categories})[1 + (g / 3) % 6],
        now() - interval '1 day', now() + interval '20 days', 50, g % 50 = 0, now() - (g || ' seconds')::interval
      from generate_series(?::int, ?::int) g`, [from, Math.min(deals, from + 5000) - 1]);
  }
  await db.raw('analyze');
}
