// The site's server rendering as `npm start` mounts it over a real database (issue 19, item 1): the home page holds the
// featured deals and the default tab's grid as HTML, and the query cache they came from as a JSON data element that
// matches the API's own answers; a deal's page holds its dialog; the pages are kept in the listing's cache — the same
// answer again until a write, and a write (a new deal, a claim) shows at the next request.
import compose from 'koa-compose';
import type Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '@dadeal/core';
import { ensureAdminBuilt } from '../../admin/build/build.mjs';
import { ensureSiteBuilt } from '../../site/build/build.mjs';
import { ensureWidgetsBuilt } from '../../widgets/build/build.mjs';
import { createTestApp, type TestApp } from '@dadeal/api/testing/test-app.js';
import { bearer, createBusiness, createDeal, createUser } from '@dadeal/api/testing/factories.js';
import type { Business } from '@dadeal/api/features/accounts/business.model.js';
import type { User } from '@dadeal/api/features/accounts/user.model.js';
import { productionAssets } from './server.js';

let t: TestApp;
let mounted: Koa.Middleware | null = null;
const http = () => request(t.app.callback());
let owner: { user: User; business: Business };
let featured: { id: number };
let tricky: { id: number };

beforeAll(async () => {
  await ensureWidgetsBuilt();
  await ensureSiteBuilt();
  await ensureAdminBuilt();
  t = await createTestApp({ env: { PUBLIC_URL: 'https://deals.example' }, assets: [(ctx, next) => (mounted ? mounted(ctx, next) : next())] });
  // As startServer shares it: the pages are kept in the app's own listing cache.
  mounted = compose(await productionAssets(t.config, t.db, { dealCache: t.app.deps.dealCache }));
  owner = await createBusiness(t.db, { companyName: 'Reefside Grill' });
  featured = await createDeal(t.db, owner.business, { title: 'Sunset Platter', category: 'Monthly', isFeatured: true, featuredUntil: new Date(Date.now() + 86_400_000), totalCoupons: 40 });
  tricky = await createDeal(t.db, owner.business, { title: 'Tacos </script><script>alert(1)</script>', category: 'Monthly', totalCoupons: 5 });
  await createDeal(t.db, owner.business, { title: 'Weekly Kayak', category: 'Weekly' });
  t.app.deps.dealCache.invalidate(); // the factories write around the API
}, 600_000);
afterAll(() => t?.close());

/** The JSON data element's queries: key → data. */
function state(html: string): Map<string, unknown> {
  const text = /<script type="application\/json" id="dadeal-state" data-url="[^"]*">(.*?)<\/script>/s.exec(html)?.[1];
  expect(text, 'the query cache element').toBeTruthy();
  const parsed = JSON.parse(text!) as { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
  return new Map(parsed.queries.map((q) => [JSON.stringify(q.queryKey), q.state.data]));
}
const ids = (deals: unknown) => (deals as Deal[]).map((d) => d.id);

describe('GET / rendered on the server', () => {
  it("holds the featured deals and the default tab's grid, and the query cache they came from, equal to the API's answers", async () => {
    const res = await http().get('/').expect(200);
    const html = res.text;
    expect(html).toContain('>Sunset Platter<');
    expect(html).toContain('>Featured Deals<');
    expect(html).toContain('>Monthly Deals<');
    expect(html).not.toContain('>Weekly Kayak<'); // another tab's deal: not on the first screen
    const queries = state(html);
    const apiFeatured = (await http().get('/api/deals?isFeatured=true&limit=6').expect(200)).body;
    const apiMonthly = (await http().get('/api/deals?category=Monthly').expect(200)).body;
    expect(queries.get(JSON.stringify(['/api/deals', { isFeatured: true, limit: 6 }]))).toEqual(apiFeatured);
    expect(queries.get(JSON.stringify(['/api/deals', { category: 'Monthly' }]))).toEqual(apiMonthly);
    expect(ids(apiMonthly)).toContain(tricky.id);
    // Data, not script: no text of a deal closes the element; the only scripts are the build's module and this data.
    expect(html).not.toContain('<script>alert(1)');
    expect([...html.matchAll(/<script(?![^>]*(type="module" crossorigin src=|type="application\/json"))/g)]).toHaveLength(0);
    expect(html).not.toContain('<noscript>');
    // The lists are in the page: no preload of the featured list's request.
    expect(html).not.toContain('rel="preload" href="/api/deals');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'[^;]*;/);
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("holds a linked deal's dialog, open, with its title, price and remaining count", async () => {
    const res = await http().get(`/?deal=${featured.id}&ref=island-times`).expect(200);
    expect(res.text).toMatch(/<dialog open="" class="dd-dialog"[^>]*>/);
    expect(res.text).toContain('40 of 40 deals remaining');
    expect(res.text).toMatch(/data-url="\/\?deal=\d+"/); // the partner's ref is not part of the page
  });

  it('renders the content pages, and leaves the personal screens to the browser (the static shell)', async () => {
    expect((await http().get('/pricing').expect(200)).text).toMatch(/<h1[^>]*>Simple, Honest Pricing<\/h1>[\s\S]*id="dadeal-state"/);
    const dashboard = (await http().get('/user-dashboard').expect(200)).text;
    expect(dashboard).not.toContain('id="dadeal-state"');
    expect(dashboard).toContain('<noscript>');
  });
});

describe("the rendered pages' cache", () => {
  it('answers from the listing cache until a write, and a new deal or a claim shows at the next request', async () => {
    const cache = t.app.deps.dealCache;
    const first = await http().get('/').expect(200);
    const misses = cache.misses;
    const again = await http().get('/').expect(200);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(cache.misses).toBe(misses); // not rendered again, not read again
    await http().get('/').set('If-None-Match', first.headers.etag).expect(304);

    // A business publishes a deal through the API: the page that lists it is dropped with the listing.
    const now = Date.now();
    await http().post('/api/deals').set(bearer(t.config.jwtSecret, owner.user)).send({
      title: 'Fresh Poke Bowl', description: 'Ahi poke with rice.', originalPrice: '20.00', dealPrice: '15.00', category: 'Monthly',
      businessCategory: 'restaurant', startDate: new Date(now - 60_000).toISOString(), endDate: new Date(now + 86_400_000).toISOString(), totalCoupons: 5,
    }).expect(201);
    const after = await http().get('/').expect(200);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.text).toContain('>Fresh Poke Bowl<');

    // A claim: the deal's page says one coupon fewer — once the listing drops its answers for the count, which a claim
    // does at most once per 500 ms (api/README "Caching": a count is at most ~0.9 s behind; the bench measures it).
    await http().get(`/?deal=${featured.id}`).expect(200);
    const hunter = await createUser(t.db);
    await http().post('/api/coupons').set(bearer(t.config.jwtSecret, hunter)).send({ dealId: featured.id }).expect(201);
    await expect.poll(async () => (await http().get(`/?deal=${featured.id}`).expect(200)).text).toContain('39 of 40 deals remaining');
  });
});
