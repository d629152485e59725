// The site's serving middleware over a built-like folder: status codes, caching, compression, meta tags.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '@dadeal/core';
import { CONTENT_SECURITY_POLICY, IMMUTABLE, contentSecurityPolicy, homePreloads, metaTags, siteAssets } from './serve.js';

let dir: string;
let app: Koa;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

const deal = {
  id: 7, title: 'Poke & <Friends>', description: 'Fresh "ahi"', dealPrice: '15.00', originalPrice: '20.00',
  imageUrl: '/uploads/a.png', logoUrl: null, business: { id: 1, companyName: 'Reefside Grill', user: { firstName: 'A', lastName: 'B' } },
  businessCategory: 'Restaurants', startDate: '2026-11-20T10:00:00.000Z', endDate: '2026-12-20T10:00:00.000Z', availableCount: 3,
} as unknown as Deal;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'dadeal-site-serve-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><!--dadeal:meta--></head><body><div id="root"><!--dadeal:shell--></div></body></html>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'sw.js'), `self.__precache = ${JSON.stringify([{ url: '/assets/index-abc123.js', revision: null }])};`);
  writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Da Deal!', icons: [], start_url: '/', padding: 'x'.repeat(600) }));
  app = new Koa();
  app.use(siteAssets({
    publicUrl: 'https://dadeal.example/', distDir: dir, findDeal: async (id) => (id === 7 ? deal : null), featuredDeals: async () => [deal],
  }));
  app.use((ctx) => {
    ctx.status = 418;
    ctx.body = { message: 'api' };
  });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A GET with the bytes as sent (no client-side decompression). */
function raw(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const server = createServer(app.callback()).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          server.close();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        });
      }).on('error', reject);
    });
  });
}

describe('siteAssets', () => {
  it('answers every route of the site with its HTML, revalidated', async () => {
    for (const route of ['/', '/user-dashboard', '/checkout/12', '/reset-password?token=abc', '/contact-us/']) {
      const res = await request(app.callback()).get(route);
      expect(res.status, route).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('answers unknown paths with the same HTML and status 404, so the site renders its 404 page', async () => {
    const res = await request(app.callback()).get('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<div id="root">');
  });

  it('never answers /api, /uploads or /widgets with the site', async () => {
    for (const route of ['/api/nope', '/uploads/x.png', '/widgets/dadeal-widgets.js']) {
      expect((await request(app.callback()).get(route)).status, route).toBe(418);
    }
    expect((await request(app.callback()).post('/contact-us')).status).toBe(418);
  });

  it('serves hashed assets immutable, brotli or gzip, with a validator', async () => {
    const br = await raw('/assets/index-abc123.js', { 'Accept-Encoding': 'br' });
    expect(br.status).toBe(200);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 10);

    const gz = await raw('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await raw('/assets/index-abc123.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    const again = await request(app.callback()).get('/assets/index-abc123.js').set('If-None-Match', String(br.headers.etag));
    expect(again.status).toBe(304);
  });

  it('revalidates the service worker and the manifest (a new build must reach the browser), the manifest typed and compressed', async () => {
    const worker = await request(app.callback()).get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/^text\/javascript/);
    const manifest = await raw('/manifest.webmanifest', { 'accept-encoding': 'gzip' });
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(manifest.body).toString()).name).toBe('Da Deal!');
    // Other files of fixed names keep a day's caching.
    expect((await request(app.callback()).get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers a missing chunk with a plain 404, not the HTML', async () => {
    const res = await request(app.callback()).get('/assets/index-old999.js');
    expect(res.status).toBe(404);
    expect(res.text).toBe('Not found');
  });

  it('does not serve files outside the build', async () => {
    const res = await request(app.callback()).get('/..%2f..%2fetc%2fpasswd.txt');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('root:');
  });

  it("puts a shared deal's title, price and picture into Open Graph and Twitter tags, escaped", async () => {
    const res = await request(app.callback()).get('/?deal=7');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta property="og:title" content="Poke &amp; &lt;Friends&gt; — $15.00 at Reefside Grill" />');
    expect(res.text).toContain('<meta property="og:description" content="25% off: $15.00 instead of $20.00. Fresh &quot;ahi&quot;" />');
    expect(res.text).toContain('<meta property="og:image" content="https://dadeal.example/uploads/a.png" />');
    expect(res.text).toContain('<meta property="og:url" content="https://dadeal.example/?deal=7" />');
    expect(res.text).toContain('<link rel="canonical" href="https://dadeal.example/?deal=7" />');
  });

  it("says a shared deal's card in the page's language, prices in its format", async () => {
    const nb = '\u00a0';
    const es = await request(app.callback()).get('/?deal=7&lang=es');
    expect(es.text).toContain(`<meta property="og:title" content="Poke &amp; &lt;Friends&gt; — 15,00${nb}US$ en Reefside Grill" />`);
    expect(es.text).toContain(`<meta property="og:description" content="25${nb}% de descuento: 15,00${nb}US$ en lugar de 20,00${nb}US$. Fresh &quot;ahi&quot;" />`);
    const de = await request(app.callback()).get('/?deal=7').set('Accept-Language', 'de-DE,de;q=0.9');
    expect(de.text).toContain(`<meta name="twitter:title" content="Poke &amp; &lt;Friends&gt; — 15,00${nb}$ bei Reefside Grill" />`);
    expect(de.text).toContain(`<meta name="twitter:description" content="25${nb}% Rabatt: 15,00${nb}$ statt 20,00${nb}$. Fresh &quot;ahi&quot;" />`);
  });

  it('preloads the featured list and its first picture with the home page, and paints the hero before the script', async () => {
    const home = await request(app.callback()).get('/');
    expect(home.text).toContain('<link rel="preload" href="/api/deals?isFeatured=true&amp;limit=6" as="fetch" crossorigin="use-credentials" />');
    expect(home.text).toContain('<link rel="preload" href="/uploads/a.png" as="image" fetchpriority="high" />');
    expect(home.text).toContain('<h1 class="hero__title">Find Da Deal!</h1>');
    const other = await request(app.callback()).get('/contact-us');
    expect(other.text).not.toContain('rel="preload"');
    expect(other.text).not.toContain('hero__title');
    expect(other.text).toContain('class="nav__brand"');
  });

  it("preloads a picture's WebP copies as its card (or a deal link's dialog) will choose them, not the original", () => {
    const deal = { imageUrl: '/uploads/demo-01.v1.png', logoUrl: null } as Deal;
    const srcset = 'imagesrcset="/uploads/demo-01.v1.w320.webp 320w, /uploads/demo-01.v1.w640.webp 640w"';
    expect(homePreloads([deal], { list: false })).toBe(
      `<link rel="preload" as="image" ${srcset} imagesizes="(max-width: 600px) 100vw, (max-width: 960px) 50vw, 380px" fetchpriority="high" />`);
    expect(homePreloads([deal], { list: false, dialog: true })).toBe(
      `<link rel="preload" as="image" ${srcset} imagesizes="(max-width: 704px) 100vw, 680px" fetchpriority="high" />`);
  });

  it('falls back to the site tags for an unknown or malformed deal id', async () => {
    for (const route of ['/?deal=8', '/?deal=abc', '/?deal=1e99']) {
      const res = await request(app.callback()).get(route);
      expect(res.text, route).toContain(metaTags('https://dadeal.example', null));
    }
  });

  // The served page's language, in the site's order, with every language's address.
  it('writes <html lang> from ?lang=, then the remembered cookie, then Accept-Language, with hreflang alternates', async () => {
    const french = await request(app.callback()).get('/how-it-works').set('Accept-Language', 'fr-FR,fr;q=0.9,en;q=0.5');
    expect(french.text).toContain('<html lang="fr">');
    expect(french.headers.vary).toMatch(/Accept-Language/);
    expect(french.headers.vary).toMatch(/Cookie/);
    for (const language of ['en', 'es', 'fr', 'de', 'ja']) {
      expect(french.text).toContain(`<link rel="alternate" hreflang="${language}" href="https://dadeal.example/how-it-works?lang=${language}" />`);
    }
    expect(french.text).toContain('<link rel="alternate" hreflang="x-default" href="https://dadeal.example/how-it-works" />');
    const remembered = await request(app.callback()).get('/').set('Accept-Language', 'fr').set('Cookie', 'dadeal_lang=ja');
    expect(remembered.text).toContain('<html lang="ja">');
    // Its first paint is Japanese too: the hero and the tabs.
    expect(remembered.text).toContain('<h1 class="hero__title">Da Deal! でお得を見つけよう</h1>');
    expect(remembered.text).toContain('今月');
    const linked = await request(app.callback()).get('/?lang=de').set('Accept-Language', 'fr').set('Cookie', 'dadeal_lang=ja');
    expect(linked.text).toContain('<html lang="de">');
    expect(linked.text).toContain('<link rel="canonical" href="https://dadeal.example/?lang=de" />');
    const english = await request(app.callback()).get('/').set('Accept-Language', 'pt-BR, it;q=0.8');
    expect(english.text).not.toMatch(/<html[^>]*lang="(es|fr|de|ja)"/);
  });
});

describe('the map style (MAP_STYLE_URL)', () => {
  const withMap = (mapStyleUrl: string) => {
    const mapped = new Koa();
    mapped.use(siteAssets({ publicUrl: 'https://dadeal.example/', distDir: dir, mapStyleUrl }));
    return mapped;
  };
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

  it('is in every page\'s head for the map, and its origin may be fetched from and shown', async () => {
    const res = await request(withMap('https://tiles.example/styles/liberty?key="a"&b=1').callback()).get('/pricing');
    expect(res.text).toContain('<meta name="dadeal-map-style" content="https://tiles.example/styles/liberty?key=&quot;a&quot;&amp;b=1" />');
    const policy = res.headers['content-security-policy'];
    expect(policy).toBe(contentSecurityPolicy('https://tiles.example/styles/liberty'));
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://*.paypal.com https://tiles.example");
    // https pictures are allowed already; MapLibre's worker is a file of ours: no blob: worker, no 'unsafe-eval'.
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https:");
    expect(directive(policy, 'worker-src')).toBe("worker-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('allows an http style origin for pictures too (a local style), and changes nothing without one', async () => {
    const policy = (await request(withMap('http://127.0.0.1:8080/style.json').callback()).get('/')).headers['content-security-policy'];
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://*.paypal.com http://127.0.0.1:8080");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https: http://127.0.0.1:8080");
    expect(contentSecurityPolicy(null)).toBe(CONTENT_SECURITY_POLICY);
    const plain = await request(app.callback()).get('/');
    expect(plain.text).not.toContain('dadeal-map-style');
  });

  it('serves MapLibre\'s .mjs files as JavaScript (its worker is a module worker)', async () => {
    writeFileSync(path.join(dir, 'assets', 'maplibre-gl-worker-abc123.mjs'), script);
    const res = await request(app.callback()).get('/assets/maplibre-gl-worker-abc123.mjs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });
});
