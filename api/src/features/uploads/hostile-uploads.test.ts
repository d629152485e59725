// Hostile uploads: files that pretend to be images, empty and oversized files, the wrong field, many files. Each is
// refused with a CONTRACT §3 JSON 4xx, and nothing is left in DATA_DIR/uploads (stored or half-written).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, createBusiness } from '../../testing/factories.js';
import { drawScene } from '../../seed/demo-images.js';

let t: TestApp;
let auth: { Authorization: string };
const http = () => request(t.app.callback());
const png = drawScene([10, 20, 30], [40, 50, 60], [200, 100, 50], 1, 64, 40);
const PNG_SIGNATURE = png.subarray(0, 8);
const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const MB = 1024 * 1024;

/** Every file under DATA_DIR/uploads, the per-request .incoming folders included. */
const stored = () => readdirSync(path.join(t.dataDir, 'uploads'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(t.config.jwtSecret, (await createBusiness(t.db)).user);
});
afterAll(() => t?.close());

describe('hostile uploads', () => {
  it('refuses each with a JSON 4xx and keeps no file', async () => {
    const before = stored();
    const cases: Array<[string, () => request.Test, number[]]> = [
      ['a PNG signature followed by an HTML page', () => http().post('/api/upload').set(auth).attach('image', Buffer.concat([PNG_SIGNATURE, html]), 'cat.png'), [415]],
      ['a real PNG header chunk followed by an HTML page', () => http().post('/api/upload').set(auth).attach('image', Buffer.concat([png.subarray(0, 33), html]), 'cat.png'), [415]],
      ['a GIF signature followed by a script', () => http().post('/api/upload').set(auth).attach('image', Buffer.concat([Buffer.from('GIF89a'), html]), 'cat.gif'), [415]],
      ['an SVG with a script', () => http().post('/api/upload').set(auth)
        .attach('image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), { filename: 'cat.svg', contentType: 'image/svg+xml' }), [415]],
      ['an empty file', () => http().post('/api/upload').set(auth).attach('image', Buffer.alloc(0), 'empty.png'), [400, 415]],
      ['5 MB + 1 byte', () => http().post('/api/upload').set(auth).attach('image', Buffer.concat([png, Buffer.alloc(5 * MB + 1 - png.length)]), 'big.png'), [413]],
      ['the wrong field name', () => http().post('/api/upload').set(auth).attach('picture', png, 'cat.png'), [400]],
      ['many files', () => {
        let req = http().post('/api/upload').set(auth);
        for (let i = 0; i < 20; i++) req = req.attach('image', png, `p${i}.png`);
        return req;
      }, [400, 413]],
    ];
    const wrong: string[] = [];
    for (const [what, send, statuses] of cases) {
      const res = await send();
      if (!statuses.includes(res.status) || typeof res.body?.message !== 'string') wrong.push(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(wrong).toEqual([]);
    expect(stored()).toEqual(before);
  });

  it('still takes a real image afterwards', async () => {
    const res = await http().post('/api/upload').set(auth).attach('image', png, 'ok.png').expect(201);
    expect(res.body.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.v1\.png$/);
  });
});
