// The console's serving middleware over a built-like folder, in front of the site's own middleware as `npm start`
// mounts them: the console's routes get its HTML, its assets are immutable and compressed, the site keeps the rest.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteAssets } from '@dadeal/site/serve';
import { adminAssets, CONTENT_SECURITY_POLICY, contentSecurityPolicy, IMMUTABLE, isAdminPath } from './serve.js';

let adminDir: string;
let siteDir: string;
let app: Koa;
const script = `console.log(${JSON.stringify('admin'.repeat(1000))});`;
const ADMIN_HTML = '<!doctype html><html><head><title>Da Deal! Admin</title></head><body><div id="root"></div><script type="module" src="/admin-assets/index-abc.js"></script></body></html>';

beforeAll(() => {
  adminDir = mkdtempSync(path.join(tmpdir(), 'dadeal-admin-serve-'));
  siteDir = mkdtempSync(path.join(tmpdir(), 'dadeal-admin-serve-site-'));
  writeFileSync(path.join(adminDir, 'index.html'), ADMIN_HTML);
  writeFileSync(path.join(adminDir, 'index-abc.js'), script);
  writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><html><head><!--dadeal:meta--></head><body>site<!--dadeal:shell--></body></html>');
  app = new Koa();
  app.use(adminAssets({ distDir: adminDir }));
  app.use(siteAssets({ publicUrl: 'https://dadeal.example/', distDir: siteDir }));
});
afterAll(() => {
  rmSync(adminDir, { recursive: true, force: true });
  rmSync(siteDir, { recursive: true, force: true });
});

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

describe('adminAssets', () => {
  it('answers /admin-login, /admin-dashboard and its sub-routes with the console, 200 and revalidated, with security headers', async () => {
    for (const route of ['/admin-login', '/admin-dashboard', '/admin-dashboard/', '/admin-dashboard/users', '/admin-dashboard/deals/12/show', '/admin-dashboard/audit?filter=%7B%7D']) {
      const res = await request(app.callback()).get(route);
      expect(res.status, route).toBe(200);
      expect(res.text, route).toContain('Da Deal! Admin');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain("'unsafe-eval'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it("gives the place editor's map its style: MAP_STYLE_URL in the page's head (escaped), its origin and our own worker in the CSP", async () => {
    const styled = new Koa();
    styled.use(adminAssets({ distDir: adminDir, mapStyleUrl: 'http://tiles.example:8080/style.json?key="a"&b' }));
    const res = await request(styled.callback()).get('/admin-dashboard/businesses');
    expect(res.text).toContain('<meta name="dadeal-map-style" content="http://tiles.example:8080/style.json?key=&quot;a&quot;&amp;b" />\n  </head>');
    const policy = res.headers['content-security-policy'];
    expect(policy).toBe(contentSecurityPolicy('http://tiles.example:8080/style.json'));
    expect(policy).toContain("connect-src 'self' http://tiles.example:8080");
    expect(policy).toMatch(/img-src [^;]*http:\/\/tiles\.example:8080/); // an http origin is not under https:
    expect(policy).toContain("worker-src 'self'");
    expect(policy).not.toMatch(/worker-src[^;]*blob:/);
    // Without a style: the page as built, no map origin.
    expect((await request(app.callback()).get('/admin-login')).text).not.toContain('dadeal-map-style');
    expect(CONTENT_SECURITY_POLICY).toBe(contentSecurityPolicy(null));
  });

  it('leaves every other path to the site: its routes and its 404 page', async () => {
    const home = await request(app.callback()).get('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('site');
    for (const route of ['/admin', '/admin-loginx', '/admin-dashboards', '/x/admin-dashboard']) {
      const res = await request(app.callback()).get(route);
      expect(res.status, route).toBe(404);
      expect(res.text, route).not.toContain('Da Deal! Admin');
    }
    expect(isAdminPath('/admin-login/')).toBe(true);
    expect(isAdminPath('/admin-login/x')).toBe(false);
  });

  it('serves hashed assets under /admin-assets/ immutable, brotli or gzip compressed, with ETag and 304', async () => {
    const br = await raw('/admin-assets/index-abc.js', { 'Accept-Encoding': 'br' });
    expect(br.status).toBe(200);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers['content-type']).toContain('text/javascript');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await raw('/admin-assets/index-abc.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const again = await request(app.callback()).get('/admin-assets/index-abc.js').set('If-None-Match', String(br.headers.etag));
    expect(again.status).toBe(304);
  });

  it('answers a missing or older asset with a plain 404, never HTML, and refuses paths out of the build', async () => {
    for (const url of ['/admin-assets/index-old.js', '/admin-assets/index.html', '/admin-assets/..%2Findex.html', '/admin-assets/%E0%A4%A']) {
      const res = await request(app.callback()).get(url);
      expect(res.status, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/plain');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('lets other methods through (the API answers them)', async () => {
    const res = await request(app.callback()).post('/admin-login');
    expect(res.status).not.toBe(200);
  });
});
