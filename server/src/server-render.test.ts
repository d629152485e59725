// The site's server rendering as `npm start` mounts it over a real database: the home page holds the
// featured deals and the default tab's grid as HTML, and the query cache they came from as a JSON data element that
// matches the API's own answers; a deal's page holds its dialog; the pages are kept in the listing's cache — the same
// answer again until a write, and a write (a new deal, a claim) shows at the next request.
import compose from 'koa-compose';
import type Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator, type CompiledCatalogue, type Deal, type Translator } from '@dadeal/core';
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

  it('renders the content pages and the sign-up pages with their own stylesheets, and leaves the personal screens to the browser (the static shell)', async () => {
    const pricing = (await http().get('/pricing').expect(200)).text;
    expect(pricing).toMatch(/<h1[^>]*>Simple, Honest Pricing<\/h1>[\s\S]*id="dadeal-state"/);
    // The screen's stylesheets are in its head (styled at the first paint, not when its chunk arrives), after the first
    // script's; the build's manifest that names them is not served.
    const head = pricing.slice(0, pricing.indexOf('</head>'));
    const shellHead = (await http().get('/user-dashboard').expect(200)).text.split('</head>')[0];
    // Each named by its file, `<style data-href>`, as the first script's are, so that the screen's chunk does not fetch
    // them again when the app hydrates: the content pages' layout and the pricing page's own.
    const named = (html: string) => [...html.matchAll(/<style data-href="([^"]+)">/g)].map((match) => match[1]);
    const own = named(head).filter((file) => !named(shellHead).includes(file));
    expect(own).toEqual([expect.stringMatching(/^\/assets\/ContentLayout-[\w-]+\.css$/), expect.stringMatching(/^\/assets\/PricingPage-[\w-]+\.css$/)]);
    expect(head.match(/<style[\s>]/g)).toHaveLength(shellHead.match(/<style[\s>]/g)!.length + 2);
    expect(head.slice(head.indexOf(`<style data-href="${own[0]}">`))).toContain('.ct-hero');
    await http().get('/.vite/manifest.json').expect(404);
    // The sign-up pages: the pitch and an empty form (the signed-out view), styled, without a password in any address.
    for (const [path, h1] of [['/user-signup', 'Create Your Account'], ['/business-signup', 'List Your Business on Da Deal!'], ['/partners', 'Become a Da Deal! Partner']]) {
      const html = (await http().get(path).expect(200)).text;
      expect(html).toContain(`<h1 class="acct__title">${h1}</h1>`);
      expect(html).toMatch(/<form class="form"[^>]* method="post">[\s\S]*<input[^>]* name="email"[\s\S]*<input[^>]* name="password"/);
      expect(html.slice(0, html.indexOf('</head>'))).toContain('.acct__title');
      // Each stylesheet once: the screen's own, not again the first script's (core's and the widgets' `shared` one).
      const sheets = named(html.slice(0, html.indexOf('</head>')));
      expect(sheets.filter((file, i) => sheets.indexOf(file) !== i), path).toEqual([]);
      expect(html).toContain('id="dadeal-state"');
      expect(html).not.toContain('<noscript>');
    }
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
    // does at most once per 500 ms (docs/reference/api.md "Caching": a count is at most ~0.9 s behind; the bench measures it).
    await http().get(`/?deal=${featured.id}`).expect(200);
    const hunter = await createUser(t.db);
    await http().post('/api/coupons').set(bearer(t.config.jwtSecret, hunter)).send({ dealId: featured.id }).expect(201);
    await expect.poll(async () => (await http().get(`/?deal=${featured.id}`).expect(200)).text).toContain('39 of 40 deals remaining');
  });
});

describe('pages in another language', () => {
  let es: Translator;
  beforeAll(async () => {
    es = createTranslator('es', (await import('@dadeal/core/i18n/generated/es.js')) as CompiledCatalogue);
  });
  /** The Spanish page's words: the hero, the tabs, the featured heading. */
  const expectSpanishHome = (html: string) => {
    expect(html).toMatch(/<html[^>]* lang="es"/);
    // The head too, for a link preview or a search result: the title, description and the site's card.
    expect(html).toContain(`<title>Da Deal! — ${es.t('site.brand.tagline')}</title>`);
    expect(html).toContain(`<meta property="og:description" content="${es.t('site.brand.subtitle')}." />`);
    expect(html).toContain(`>${es.t('site.brand.tagline')}<`);
    expect(html).toContain(`>${es.t('widgets.featuredDeals')}<`);
    expect(html).toContain(`>${es.t('widgets.dealCategory.Weekly')}<`);
    expect(html).not.toContain('>Featured Deals<');
    expect(html).toContain('>Sunset Platter<'); // the deals themselves, as their business wrote them
    expect(html).toMatch(/id="dadeal-state" data-url="\/"/); // hydrated in its <html lang>
    // Its words' chunk preloaded, so the browser hydrates in Spanish at once.
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/es\.base-[\w-]+\.js" \/>/);
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/other-languages-[\w-]+\.js" \/>/);
  };

  it('renders / in Spanish for ?lang=es, the remembered choice and Accept-Language, each kept apart from English', async () => {
    const linked = await http().get('/?lang=es').expect(200);
    expectSpanishHome(linked.text);
    expect(linked.text).toContain('<link rel="canonical" href="https://deals.example/?lang=es"');
    const cookie = await http().get('/').set('Cookie', 'dadeal_lang=es').expect(200);
    expectSpanishHome(cookie.text);
    expect(cookie.text).toContain('<link rel="canonical" href="https://deals.example/"');
    const accept = await http().get('/').set('Accept-Language', 'es-ES,es;q=0.9,en;q=0.5').expect(200);
    expect(accept.text).toBe(cookie.text);
    expect(accept.headers.vary).toMatch(/Accept-Language/);
    expect(accept.headers.vary).toMatch(/Cookie/);
    const english = await http().get('/').expect(200);
    expect(english.text).toContain('>Featured Deals<');
    expect(english.text).not.toContain('rel="modulepreload" crossorigin href="/assets/es.');
    expect(english.headers.etag).not.toBe(cookie.headers.etag);
  });

  it("renders a deal's dialog in Spanish with its remaining count, the ending-soon order in German, the sign-up and the content pages (the legal ones with their note)", async () => {
    const deal = (await http().get(`/?deal=${featured.id}&lang=es`).expect(200)).text;
    expect(deal).toMatch(/<dialog open="" class="dd-dialog"[^>]*>/);
    expect(deal).toContain('>Sunset Platter<');
    const { totalCoupons, usedCoupons } = (await http().get(`/api/deals/${featured.id}`).expect(200)).body as Deal;
    expect(deal).toMatch(new RegExp(es.t('widgets.remaining', { left: totalCoupons - usedCoupons, total: totalCoupons }).replace(/\s/g, '\\s')));
    expect(deal).toMatch(/<html[^>]* lang="es"/);
    // The ending-soon order too, in German, with the German words of its grid.
    const de = createTranslator('de', (await import('@dadeal/core/i18n/generated/de.js')) as CompiledCatalogue);
    const ending = (await http().get('/?sort=ending').set('Accept-Language', 'de-DE,de;q=0.9').expect(200)).text;
    expect(ending).toMatch(/<html[^>]* lang="de"/);
    expect(ending).toMatch(/id="dadeal-state" data-url="\/\?sort=ending"/);
    expect(ending).toContain(`>${de.t('site.brand.tagline')}<`);
    expect(ending).toContain('>Sunset Platter<');
    const signup = (await http().get('/user-signup').set('Cookie', 'dadeal_lang=es').expect(200)).text;
    expect(signup).toContain(`>${es.t('site.signupUser.title')}</h1>`);
    expect(signup).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/es\.site\.signupUser-[\w-]+\.js" \/>/);
    const terms = (await http().get('/terms-of-service').set('Cookie', 'dadeal_lang=es').expect(200)).text;
    expect(terms).toContain(es.t('site.language.legalInEnglish'));
    expect(terms).toContain('id="dadeal-state"');
  });

  it('keeps each language in the listing cache, and a write drops them all', async () => {
    const cache = t.app.deps.dealCache;
    const first = { en: await http().get('/').expect(200), es: await http().get('/?lang=es').expect(200) };
    const misses = cache.misses;
    const again = { en: await http().get('/').expect(200), es: await http().get('/?lang=es').expect(200) };
    expect(cache.misses).toBe(misses); // both kept
    expect(again.en.headers.etag).toBe(first.en.headers.etag);
    expect(again.es.headers.etag).toBe(first.es.headers.etag);
    const now = Date.now();
    await http().post('/api/deals').set(bearer(t.config.jwtSecret, owner.user)).send({
      title: 'Ceviche Night', description: 'Fresh ceviche.', originalPrice: '20.00', dealPrice: '12.00', category: 'Monthly',
      businessCategory: 'restaurant', startDate: new Date(now - 60_000).toISOString(), endDate: new Date(now + 86_400_000).toISOString(), totalCoupons: 5,
    }).expect(201);
    const after = { en: await http().get('/').expect(200), es: await http().get('/?lang=es').expect(200) };
    expect(after.en.text).toContain('>Ceviche Night<');
    expect(after.es.text).toContain('>Ceviche Night<');
    expectSpanishHome(after.es.text);
  });
});
