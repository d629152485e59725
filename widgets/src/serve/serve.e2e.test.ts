import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PATH, SCRIPT_CACHE, SCRIPT_PATH, VERSIONED_CACHE, widgetAssets } from '../serve.js';

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

  it('serves the demo page with every element and the public snippet', async () => {
    const res = await fetch(`${base}${DEMO_PATH}`);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    for (const tag of ['<dadeal-browser', '<dadeal-featured', '<dadeal-deals', '<dadeal-deal ']) expect(html).toContain(tag);
    expect(html).toContain('&lt;script src=&quot;https://dadeal.example/widgets/dadeal-widgets.js&quot; defer&gt;');
  });

  it('passes everything else on', async () => {
    expect(await (await fetch(`${base}/widgets/other.js`)).text()).toBe('next');
    expect(await (await fetch(`${base}/api/deals`)).text()).toBe('next');
    expect(await (await fetch(`${base}${SCRIPT_PATH}`, { method: 'POST' })).text()).toBe('next');
  });
});
