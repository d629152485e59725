import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dadeal/core';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, createBusiness } from '../../testing/factories.js';
import { drawScene } from '../../seed/demo-images.js';

let t: TestApp;
let auth: { Authorization: string };
const http = () => request(t.app.callback());
const png = drawScene([10, 20, 30], [40, 50, 60], [200, 100, 50], 1, 64, 40);
const GIF = Buffer.from('474946383961010001008000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

beforeAll(async () => {
  t = await createTestApp();
  const { user } = await createBusiness(t.db);
  auth = bearer(t.config.jwtSecret, user);
});
afterAll(() => t?.close());

describe('POST /api/upload', () => {
  it('stores a PNG under a random name and serves it with the right type', async () => {
    const res = await http().post('/api/upload').set(auth).attach('image', png, { filename: 'photo.txt', contentType: 'text/plain' }).expect(201);
    expect(res.body.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(existsSync(path.join(t.dataDir, res.body.imageUrl))).toBe(true);
    const served = await http().get(res.body.imageUrl).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);
  });

  it('accepts a GIF and a JPEG by their content', async () => {
    const gif = await http().post('/api/upload').set(auth).attach('image', GIF, 'a.gif').expect(201);
    expect(gif.body.imageUrl).toMatch(/\.gif$/);
    const jpeg = await http().post('/api/upload').set(auth).attach('image', Buffer.concat([JPEG_HEAD, Buffer.alloc(200)]), 'a.jpg').expect(201);
    expect(jpeg.body.imageUrl).toMatch(/\.jpg$/);
  });

  it('refuses a file that only claims to be an image (415) and keeps nothing', async () => {
    const files = () => readdirSync(path.join(t.dataDir, 'uploads'), { recursive: true }).length;
    const before = files();
    const res = await http()
      .post('/api/upload')
      .set(auth)
      .attach('image', Buffer.from('<svg onload="alert(1)"></svg>'), { filename: 'cat.png', contentType: 'image/png' })
      .expect(415);
    expect(res.body.message).toBe(MESSAGES.invalidFileType);
    expect(files()).toBe(before);
  });

  it('takes one file part only, and a refused upload of many parts leaves no file behind', async () => {
    let req = http().post('/api/upload').set(auth);
    for (let i = 0; i < 50; i++) req = req.attach(i === 0 ? 'image' : `image${i}`, png, `p${i}.png`);
    const res = await req;
    expect([400, 413]).toContain(res.status);
    expect(res.body.message).toBeTypeOf('string');
    const incoming = path.join(t.dataDir, 'uploads', '.incoming');
    expect(readdirSync(incoming, { recursive: true })).toEqual([]);
  });

  it('refuses more than 5 MB with 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await http().post('/api/upload').set(auth).attach('image', big, 'big.png');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(MESSAGES.fileTooLarge);
  });

  it('asks for an image when none is sent, and needs a signed-in account', async () => {
    const none = await http().post('/api/upload').set(auth).field('title', 'x').expect(400);
    expect(none.body.message).toBe(MESSAGES.selectImage);
    await http().post('/api/upload').attach('image', png, 'a.png').expect(401);
  });

  it('answers 404 JSON for unknown or crafted upload paths', async () => {
    await http().get('/uploads/nothing-here.png').expect(404);
    await http().get('/uploads/..%2F..%2Fetc%2Fpasswd').expect(404);
  });
});
