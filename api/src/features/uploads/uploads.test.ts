import { existsSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, pictureSrcSet } from '@dadeal/core';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, createBusiness, createDeal } from '../../testing/factories.js';
import { drawScene } from '../../seed/demo-images.js';

let t: TestApp;
let auth: { Authorization: string };
let business: Awaited<ReturnType<typeof createBusiness>>['business'];
const http = () => request(t.app.callback());
const png = drawScene([10, 20, 30], [40, 50, 60], [200, 100, 50], 1, 64, 40);
/** Wider than the widest copy, so that each copy is made at its width. */
const photo = drawScene([10, 20, 30], [40, 50, 60], [200, 100, 50], 2, 800, 500);
const GIF = Buffer.from('474946383961010001008000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');
const upload = async (body: Buffer) => (await http().post('/api/upload').set(auth).attach('image', body, 'photo.png').expect(201)).body.imageUrl as string;
const onDisk = (url: string) => existsSync(path.join(t.dataDir, url));

beforeAll(async () => {
  t = await createTestApp();
  const made = await createBusiness(t.db);
  business = made.business;
  auth = bearer(t.config.jwtSecret, made.user);
});
afterAll(() => t?.close());

describe('POST /api/upload', () => {
  it('stores a PNG under a random name and serves it with the right type', async () => {
    const res = await http().post('/api/upload').set(auth).attach('image', png, { filename: 'photo.txt', contentType: 'text/plain' }).expect(201);
    expect(res.body.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.v1\.png$/);
    expect(existsSync(path.join(t.dataDir, res.body.imageUrl))).toBe(true);
    const served = await http().get(res.body.imageUrl).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);
  });

  it('keeps sized WebP copies beside a picture, 320 and 640 px wide, served as WebP and named by the card', async () => {
    const imageUrl = await upload(photo);
    const srcset = pictureSrcSet(imageUrl)!;
    const stem = imageUrl.slice(0, -'.png'.length);
    expect(srcset).toBe(`${stem}.w320.webp 320w, ${stem}.w640.webp 640w`);
    for (const width of [320, 640]) {
      const served = await http().get(`${stem}.w${width}.webp`).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width * 500 / 800]);
      expect((served.body as Buffer).length).toBeLessThan(photo.length / 2);
    }
    // Never enlarged: a picture narrower than a copy keeps its own width there.
    const small = (await upload(png)).slice(0, -'.png'.length);
    const meta = await sharp((await http().get(`${small}.w640.webp`).expect(200)).body as Buffer).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 64]);
  });

  it('accepts a GIF (kept as it is, no copies) and a JPEG by their content', async () => {
    const gif = await http().post('/api/upload').set(auth).attach('image', GIF, 'a.gif').expect(201);
    expect(gif.body.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.gif$/);
    expect(pictureSrcSet(gif.body.imageUrl)).toBeUndefined();
    const jpegBytes = await sharp(photo).jpeg().toBuffer();
    const jpeg = await http().post('/api/upload').set(auth).attach('image', jpegBytes, 'a.jpg').expect(201);
    expect(jpeg.body.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.v1\.jpg$/);
    expect(onDisk(jpeg.body.imageUrl.replace(/\.jpg$/, '.w320.webp'))).toBe(true);
  });

  it('refuses a picture whose frame holds but whose pixels do not decode (415) and keeps nothing', async () => {
    const files = () => readdirSync(path.join(t.dataDir, 'uploads'), { recursive: true }).length;
    const before = files();
    const iend = png.subarray(png.length - 12);
    const noPixels = Buffer.concat([png.subarray(0, 33), iend]); // signature, IHDR, IEND: no IDAT
    const res = await http().post('/api/upload').set(auth).attach('image', noPixels, 'empty.png').expect(415);
    expect(res.body.message).toBe(MESSAGES.invalidFileType);
    expect(files()).toBe(before);
  });

  it('removes a picture and its copies once no deal shows it', async () => {
    const imageUrl = await upload(photo);
    const copies = [imageUrl.replace(/\.png$/, '.w320.webp'), imageUrl.replace(/\.png$/, '.w640.webp')];
    const deal = await createDeal(t.db, business, { imageUrl });
    expect([imageUrl, ...copies].map(onDisk)).toEqual([true, true, true]);
    await http().delete(`/api/deals/${deal.id}`).set(auth).expect(200);
    expect(await t.app.deps.pictureSweeper.sweep()).toBe(1);
    expect([imageUrl, ...copies].map(onDisk)).toEqual([false, false, false]);
    await http().get(copies[1]).expect(404);
  });

  it('still shows a picture stored before the copies (no mark, no srcset)', async () => {
    await writeFile(path.join(t.dataDir, 'uploads', '0123456789abcdef0123456789abcdef.png'), png);
    expect(pictureSrcSet('/uploads/0123456789abcdef0123456789abcdef.png')).toBeUndefined();
    await http().get('/uploads/0123456789abcdef0123456789abcdef.png').expect(200).expect('Content-Type', 'image/png');
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
