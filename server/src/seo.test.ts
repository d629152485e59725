// What search engines read, from the server as `npm start` mounts it over a real database: the
// sitemap lists exactly the live deals (checked against the API's own listing) and the public pages; a deal's page
// carries its schema.org Product/Offer; a deal that is over answers 410, one that never was 404; robots.txt.
import compose from 'koa-compose';
import type Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminBuilt } from '../../admin/build/build.mjs';
import { ensureSiteBuilt } from '../../site/build/build.mjs';
import { ensureWidgetsBuilt } from '../../widgets/build/build.mjs';
import { createTestApp, type TestApp } from '@dadeal/api/testing/test-app.js';
import { createBusiness, createDeal } from '@dadeal/api/testing/factories.js';
import { productionAssets } from './server.js';

let t: TestApp;
let mounted: Koa.Middleware | null = null;
const http = () => request(t.app.callback());
const HOUR = 3600_000;
let live: { id: number };
let soldOut: { id: number };
let ended: { id: number };
let deleted: { id: number };

beforeAll(async () => {
  await ensureWidgetsBuilt();
  await ensureSiteBuilt();
  await ensureAdminBuilt();
  t = await createTestApp({ env: { PUBLIC_URL: 'https://deals.example' }, assets: [(ctx, next) => (mounted ? mounted(ctx, next) : next())] });
  mounted = compose(await productionAssets(t.config, t.db));
  const { business } = await createBusiness(t.db, { companyName: 'Reefside <Grill>' });
  await t.db('business_places').insert({ businessId: business.id, addressLine1: '2335 Kalākaua Ave', town: 'Honolulu', postcode: '96815', country: 'US', latitude: 21.2766, longitude: -157.827 });
  live = await createDeal(t.db, business, { title: 'Sunset Platter', dealPrice: '42.00', originalPrice: '68.00', totalCoupons: 40 });
  soldOut = await createDeal(t.db, business, { title: 'Sold Out Tacos', totalCoupons: 2 });
  await t.db('deals').where({ id: soldOut.id }).update({ usedCoupons: 2 });
  ended = await createDeal(t.db, business, { title: 'Yesterday Brunch', startDate: new Date(Date.now() - 48 * HOUR), endDate: new Date(Date.now() - HOUR) });
  deleted = await createDeal(t.db, business, { title: 'Gone Kayak' });
  await t.db('deals').where({ id: deleted.id }).del();
}, 600_000);
afterAll(() => t?.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);

describe('GET /sitemap.xml', () => {
  it('lists the live deals — exactly those the API lists — and the public pages, each with a lastmod', async () => {
    const res = await http().get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.text;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const listed = (await http().get('/api/deals?limit=100').expect(200)).body as Array<{ id: number }>;
    const dealLocs = locs(xml).filter((l) => l.includes('?deal='));
    expect(dealLocs.sort()).toEqual(listed.map((d) => `https://deals.example/?deal=${d.id}`).sort());
    expect(dealLocs).toContain(`https://deals.example/?deal=${soldOut.id}`); // sold out is still a live page
    expect(dealLocs).not.toContain(`https://deals.example/?deal=${ended.id}`);
    expect(dealLocs).not.toContain(`https://deals.example/?deal=${deleted.id}`);
    expect(locs(xml)).toEqual(expect.arrayContaining(['https://deals.example/', 'https://deals.example/how-it-works', 'https://deals.example/pricing', 'https://deals.example/contact-us']));
    expect(locs(xml).some((l) => /dashboard|checkout|reset-password/.test(l))).toBe(false);
    expect([...xml.matchAll(/<url><loc>[^<]+<\/loc><lastmod>(\d{4}-\d\d-\d\dT[\d:.]+Z)<\/lastmod><\/url>/g)]).toHaveLength(locs(xml).length);
  });

  it('drops a deal the moment it is switched off', async () => {
    await t.db('deals').where({ id: live.id }).update({ isActive: false });
    try {
      expect(locs((await http().get('/sitemap.xml')).text)).not.toContain(`https://deals.example/?deal=${live.id}`);
    } finally {
      await t.db('deals').where({ id: live.id }).update({ isActive: true });
    }
  });
});

describe('GET /robots.txt', () => {
  it('allows the site, keeps private pages and the API out, and names the sitemap', async () => {
    const res = await http().get('/robots.txt').expect(200).expect('Content-Type', 'text/plain; charset=utf-8');
    expect(res.text).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/api/', '/business-dashboard', '/user-dashboard', '/checkout/', '/reset-password']) expect(res.text).toContain(`Disallow: ${path}\n`);
    expect(res.text).toContain('Sitemap: https://deals.example/sitemap.xml');
  });
});

describe('a deal’s page', () => {
  it('carries a schema.org Product with its Offer: price, currency, validity, availability and the business as seller, its words in the page\'s language', async () => {
    const res = await http().get(`/?deal=${live.id}`).expect(200);
    expect(res.text).toContain(`<link rel="canonical" href="https://deals.example/?deal=${live.id}" />`);
    const detail = (await http().get(`/api/deals/${live.id}`)).body;
    expect(jsonLd(res.text)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Sunset Platter',
      description: detail.description,
      category: 'Beach Activity', // the badge's name of detail.businessCategory, 'beach-activity'
      url: `https://deals.example/?deal=${live.id}`,
      offers: {
        '@type': 'Offer', url: `https://deals.example/?deal=${live.id}`, price: '42.00', priceCurrency: 'USD',
        validFrom: detail.startDate, priceValidUntil: detail.endDate.slice(0, 10), availabilityEnds: detail.endDate,
        availability: 'https://schema.org/InStock', inventoryLevel: { '@type': 'QuantitativeValue', value: 40 },
        // Where it is: a LocalBusiness with its address and pin (search engines put the offer on their map).
        seller: {
          '@type': 'LocalBusiness', name: 'Reefside <Grill>',
          address: { '@type': 'PostalAddress', streetAddress: '2335 Kalākaua Ave', addressLocality: 'Honolulu', postalCode: '96815', addressCountry: 'US' },
          geo: { '@type': 'GeoCoordinates', latitude: 21.2766, longitude: -157.827 },
        },
        description: '$42.00 instead of $68.00.',
      },
    });
    expect(detail.businessCategory).toBe('beach-activity');
    expect(res.text).not.toContain('Reefside <Grill>'); // escaped in the data block (\u003c)
    // A French page's: the offer and the category in French, prices in French format; the business's own
    // title and description, the numbers and addresses as they are.
    const nb = '\u00a0';
    const french = jsonLd((await http().get(`/?deal=${live.id}&lang=fr`).expect(200)).text);
    expect(french.category).toBe('Activité de plage');
    expect(french.offers.description).toBe(`42,00${nb}$US au lieu de 68,00${nb}$US.`);
    expect({ ...french, category: 'Beach Activity', offers: { ...french.offers, description: '$42.00 instead of $68.00.' } }).toEqual(jsonLd(res.text));
    expect(jsonLd((await http().get(`/?deal=${soldOut.id}`)).text).offers.availability).toBe('https://schema.org/SoldOut');
  });

  it('says "no longer available" with 410 for a deal that ended or was deleted, with 404 for one that never was', async () => {
    for (const id of [ended.id, deleted.id]) {
      const res = await http().get(`/?deal=${id}`).expect(410);
      expect(res.text).toContain('<p class="container" role="status">This deal is no longer available.</p>');
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
      expect(res.text).not.toContain('rel="canonical"');
      expect(res.text).not.toContain('application/ld+json');
    }
    const never = await http().get('/?deal=999999').expect(404);
    expect(never.text).toContain('<p class="container" role="status">This deal is no longer available.</p>');
    expect(never.text).toContain('<meta name="robots" content="noindex" />');
  });

  it('gives every public page a canonical address without its query', async () => {
    expect((await http().get('/pricing?utm_source=x')).text).toContain('<link rel="canonical" href="https://deals.example/pricing" />');
    expect((await http().get('/')).text).toContain('<link rel="canonical" href="https://deals.example/" />');
    expect((await http().get('/no/such/page').expect(404)).text).toContain('<meta name="robots" content="noindex" />');
  });
});
