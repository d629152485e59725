// Security headers on every kind of answer the server gives, with what `npm start` mounts (the widgets, the console
// and the site as built): pages cannot be framed by strangers nor run inline script, JSON and files are never
// sniffed into something else, while the widgets and the public reads stay embeddable and CORS-able.
import compose from 'koa-compose';
import type Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminBuilt } from '../../admin/build/build.mjs';
import { ensureSiteBuilt } from '../../site/build/build.mjs';
import { ensureWidgetsBuilt } from '../../widgets/build/build.mjs';
import { productionAssets } from './server.js';
import { createTestApp, withTestApp, type TestApp } from '@dadeal/api/testing/test-app.js';
import { API_CONTENT_SECURITY_POLICY, DEFAULT_HTML_CONTENT_SECURITY_POLICY } from '@dadeal/api/http/security-headers.js';

let t: TestApp;
/** What `npm start` mounts before the API; switched off to reach the API-only fallback page. */
let mounted: Koa.Middleware | null = null;
let assetsOn = true;
const http = () => request(t.app.callback());

beforeAll(async () => {
  // The server reads the builds and never builds itself; cheap when they are fresh (content hash).
  await ensureWidgetsBuilt();
  await ensureSiteBuilt();
  await ensureAdminBuilt();
  t = await createTestApp({
    env: { WIDGET_ORIGINS: 'https://partner.example' },
    assets: [(ctx, next) => (assetsOn && mounted ? mounted(ctx, next) : next())],
  });
  mounted = compose(await productionAssets(t.config, t.db));
}, 600_000);
afterAll(() => t?.close());

/** The directives of a Content-Security-Policy header by name. */
function csp(header: string | undefined): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name, values);
  }
  return out;
}

function expectProtectedPage(res: request.Response, framing: 'self' | 'none') {
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  const policy = csp(res.headers['content-security-policy']);
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  expect(scripts, 'a script source list').toBeDefined();
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts, 'no code made from text').not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain('*');
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual([`'${framing}'`]);
  expect(res.headers['x-frame-options']).toBe(framing === 'none' ? 'DENY' : 'SAMEORIGIN');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toMatch(/^(strict-origin-when-cross-origin|same-origin|no-referrer)$/);
}

function expectProtectedJson(res: request.Response) {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
  expect(res.headers['referrer-policy']).toBe('no-referrer');
}

describe('the site and the console', () => {
  it('protect the home page, deep routes and the site\'s 404 (a deal that never was, too)', async () => {
    for (const [path, status] of [['/', 200], ['/?deal=1', 404], ['/business-dashboard', 200], ['/checkout/3', 200], ['/reset-password', 200], ['/no/such/page', 404]] as const) {
      const res = await http().get(path);
      expect(res.status, path).toBe(status);
      expectProtectedPage(res, 'self');
    }
  });

  it('protect the console, which no page may frame', async () => {
    for (const path of ['/admin-login', '/admin-dashboard', '/admin-dashboard/users/3']) {
      const res = await http().get(path);
      expect(res.status, path).toBe(200);
      expectProtectedPage(res, 'none');
    }
  });

  it('protect the API-only fallback page too (no site mounted)', async () => {
    assetsOn = false;
    try {
      for (const path of ['/', '/anything']) {
        const res = await http().get(path);
        expectProtectedPage(res, 'self');
        expect(res.headers['content-security-policy']).toBe(DEFAULT_HTML_CONTENT_SECURITY_POLICY);
      }
    } finally {
      assetsOn = true;
    }
  });
});

describe('the API', () => {
  it('sends nosniff, no framing and no referrer on answers and on errors', async () => {
    expectProtectedJson(await http().get('/api/health').expect(200));
    expectProtectedJson(await http().get('/api/deals').expect(200));
    expectProtectedJson(await http().get('/api/featuring/plans').expect(200));
    expectProtectedJson(await http().get('/api/no-such-route').expect(404));
    expectProtectedJson(await http().get('/api/user/profile').expect(401));
    expectProtectedJson(await http().post('/api/contact').send({ name: '' }).expect(400));
    expectProtectedJson(await http().put('/api/user/profile').set('Content-Type', 'text/plain').send('x').expect(415));
  });

  it('keeps the public reads readable by partner pages (CORS, CONTRACT §3)', async () => {
    for (const path of ['/api/deals', '/api/deals?isFeatured=true', '/api/featuring/plans']) {
      const res = await http().get(path).set('Origin', 'https://partner.example').expect(200);
      expect(res.headers['access-control-allow-origin'], path).toBe('https://partner.example');
    }
  });
});

describe('the widgets', () => {
  it('stay embeddable: the script and the partner demo carry no framing restriction', async () => {
    const script = await http().get('/widgets/dadeal-widgets.js').expect(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    const demo = await http().get('/widgets/demo').expect(200);
    expect(demo.headers['content-type']).toMatch(/^text\/html/);
    for (const res of [script, demo]) {
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(csp(res.headers['content-security-policy']).get('frame-ancestors')).toBeUndefined();
    }
  });
});

describe('uploaded files', () => {
  it('are never sniffed into a page', async () => {
    const res = await http().get('/uploads/missing.png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('HTTPS', () => {
  it('sends Strict-Transport-Security when the trusted proxy says the request was HTTPS, never over HTTP', async () => {
    await withTestApp({ env: { TRUST_PROXY: '1' } }, async (behind) => {
      const proxied = () => request(behind.app.callback());
      for (const path of ['/api/health', '/', '/no/such/page']) {
        const res = await proxied().get(path).set('X-Forwarded-Proto', 'https').set('X-Forwarded-For', '203.0.113.9');
        expect(res.headers['strict-transport-security'], path).toBe('max-age=31536000');
        const plain = await proxied().get(path).set('X-Forwarded-Proto', 'http').set('X-Forwarded-For', '203.0.113.9');
        expect(plain.headers['strict-transport-security'], path).toBeUndefined();
      }
    });
  });

  it('does not believe X-Forwarded-Proto without a trusted proxy', async () => {
    for (const path of ['/api/health', '/']) {
      const res = await http().get(path).set('X-Forwarded-Proto', 'https');
      expect(res.headers['strict-transport-security'], path).toBeUndefined();
    }
  });
});

describe('Permissions-Policy and Cross-Origin-Opener-Policy', () => {
  const directives = (header: string | undefined) => new Map((header ?? '').split(',').map((d) => d.trim().split('=') as [string, string]));

  it('gives the camera to our own origin on the business dashboard and the staff\'s Counter only, where the QR scanner lives', async () => {
    for (const path of ['/business-dashboard', '/counter']) {
      const page = await http().get(path).expect(200);
      expect(directives(page.headers['permissions-policy']).get('camera'), path).toBe('(self)');
    }
    for (const path of ['/', '/user-dashboard', '/checkout/3', '/no/such/page', '/admin-login', '/admin-dashboard', '/api/deals', '/widgets/demo']) {
      const res = await http().get(path);
      const policy = directives(res.headers['permissions-policy']);
      expect(policy.get('camera'), path).toBe('()');
      expect(policy.get('microphone'), path).toBe('()');
    }
  });

  it("gives the location to our own origin on the site's pages (the home page's Near me), to no one elsewhere", async () => {
    for (const path of ['/', '/pricing', '/business-dashboard', '/no/such/page']) {
      expect(directives((await http().get(path)).headers['permissions-policy']).get('geolocation'), path).toBe('(self)');
    }
    for (const path of ['/admin-login', '/admin-dashboard', '/api/deals', '/widgets/demo']) {
      expect(directives((await http().get(path)).headers['permissions-policy']).get('geolocation'), path).toBe('()');
    }
  });

  it('cuts HTML pages off from cross-origin openers; the site keeps its own popups (PayPal checkout)', async () => {
    for (const path of ['/', '/business-dashboard', '/feature-deal-payment', '/no/such/page']) {
      expect((await http().get(path)).headers['cross-origin-opener-policy'], path).toBe('same-origin-allow-popups');
    }
    for (const path of ['/admin-login', '/admin-dashboard/users/3', '/widgets/demo']) {
      expect((await http().get(path)).headers['cross-origin-opener-policy'], path).toBe('same-origin');
    }
    assetsOn = false;
    try {
      expect((await http().get('/')).headers['cross-origin-opener-policy']).toBe('same-origin');
    } finally {
      assetsOn = true;
    }
  });
});
