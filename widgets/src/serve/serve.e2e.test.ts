import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLAIM_PATHS, DEMO_CONTENT_SECURITY_POLICY, DEMO_PATH, DEMO_SCRIPT_PATH, DEMO_STYLES_PATH, SCRIPT_CACHE, SCRIPT_PATH, SRI_PATH, V1_SCRIPT_PATH, VERSIONED_CACHE,
  widgetAssets,
} from '../serve.js';

let server: Server;
let base: string;

beforeAll(async () => {
  const app = new Koa();
  app.use(widgetAssets({ publicUrl: 'https://dadeal.example/' }));
  app.use((ctx) => {
    ctx.body = 'next';
  });
  server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('widgetAssets', () => {
  it('serves the script as JavaScript, open to every origin, cached and compressed', async () => {
    const res = await fetch(`${base}${SCRIPT_PATH}`, { headers: { Origin: 'https://partner.example', 'Accept-Encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe(SCRIPT_CACHE);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{16}"$/);
    expect(await res.text()).toContain('dadeal-browser');
  });

  it('serves the claim step beside the script, as a module any partner origin may import', async () => {
    for (const file of CLAIM_PATHS) {
      const res = await fetch(`${base}${file}`, { headers: { Origin: 'https://partner.example', 'Accept-Encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(await res.text()).toContain('mountClaimStep');
    }
  });

  it('serves the script\'s on-demand parts beside it, pinned by the hash the script names: a year immutable, open to every origin', async () => {
    const script = await (await fetch(`${base}${V1_SCRIPT_PATH}`)).text();
    for (const [part, words] of [['dialog', 'dd-dialog'], ['live', '/api/deals/live'], ['search', 'dd-suggest'], ['warnings', 'unknown language'], ['browser', 'dd-tabs__tab']]) {
      const version = new RegExp(`\\b${part}"?:"([0-9a-f]{16})"`).exec(script)![1]; // the script's __DADEAL_PART_VERSIONS__
      for (const file of [`/widgets/v1/dadeal-${part}.js`, `/widgets/dadeal-${part}.js`]) {
        const res = await fetch(`${base}${file}?v=${version}`, { headers: { Origin: 'https://partner.example', 'Accept-Encoding': 'br' } });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
        expect(res.headers.get('access-control-allow-origin')).toBe('*');
        expect(res.headers.get('cache-control')).toBe(VERSIONED_CACHE);
        expect(await res.text()).toContain(words);
      }
    }
  });

  it('answers 304 to a matching ETag and caches the versioned URL for a year', async () => {
    const first = await fetch(`${base}${SCRIPT_PATH}`);
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${base}${SCRIPT_PATH}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const versioned = await fetch(`${base}${SCRIPT_PATH}?v=${etag.replaceAll('"', '')}`);
    expect(versioned.headers.get('cache-control')).toBe(VERSIONED_CACHE);
    const wrongVersion = await fetch(`${base}${SCRIPT_PATH}?v=0000`);
    expect(wrongVersion.headers.get('cache-control')).toBe(SCRIPT_CACHE);
  });

  it('serves the same script under its major version /widgets/v1/, cached a day like the unversioned URL, immutable only when pinned', async () => {
    const plain = await fetch(`${base}${SCRIPT_PATH}`, { headers: { 'Accept-Encoding': 'identity' } });
    const v1 = await fetch(`${base}${V1_SCRIPT_PATH}`, { headers: { Origin: 'https://partner.example', 'Accept-Encoding': 'identity' } });
    expect(v1.status).toBe(200);
    expect(v1.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(v1.headers.get('access-control-allow-origin')).toBe('*');
    expect(v1.headers.get('cache-control')).toBe(SCRIPT_CACHE);
    expect(v1.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect(await v1.text()).toBe(await plain.text());
    const pinned = await fetch(`${base}${V1_SCRIPT_PATH}?v=${v1.headers.get('etag')!.replaceAll('"', '')}`);
    expect(pinned.headers.get('cache-control')).toBe(VERSIONED_CACHE);
  });

  it('publishes the sha384 integrity of exactly the bytes it serves', async () => {
    const res = await fetch(`${base}${SRI_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const integrity = (await res.text()).trim();
    expect(integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    const bytes = Buffer.from(await (await fetch(`${base}${V1_SCRIPT_PATH}`, { headers: { 'Accept-Encoding': 'br' } })).arrayBuffer());
    expect(`sha384-${createHash('sha384').update(bytes).digest('base64')}`).toBe(integrity);
  });

  it('serves the embed builder under its own strict CSP, its script and styles as files, and the v1 snippet', async () => {
    const res = await fetch(`${base}${DEMO_PATH}`);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(DEMO_CONTENT_SECURITY_POLICY);
    expect(DEMO_CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
    const html = await res.text();
    expect(html).toContain('&lt;script src=&quot;https://dadeal.example/widgets/v1/dadeal-widgets.js&quot; defer&gt;');
    const integrity = (await (await fetch(`${base}${SRI_PATH}`)).text()).trim();
    expect(html).toContain(`integrity=&quot;${integrity}&quot;`);
    for (const tag of ['dadeal-browser', 'dadeal-featured', 'dadeal-deals', 'dadeal-deal']) expect(html).toContain(`<option value="${tag}"`);
    // Nothing inline: no <style>, no script without src, no style attribute.
    expect(html).not.toMatch(/<style|<script(?![^>]*\ssrc=)|\sstyle="/);
    const script = await fetch(`${base}${DEMO_SCRIPT_PATH}`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain("getElementById('builder')");
    const styles = await fetch(`${base}${DEMO_STYLES_PATH}`);
    expect(styles.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await styles.text()).toContain('.builder');
  });

  it('passes everything else on', async () => {
    expect(await (await fetch(`${base}/widgets/other.js`)).text()).toBe('next');
    expect(await (await fetch(`${base}/api/deals`)).text()).toBe('next');
    expect(await (await fetch(`${base}${SCRIPT_PATH}`, { method: 'POST' })).text()).toBe('next');
  });
});
