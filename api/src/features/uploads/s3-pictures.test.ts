// Pictures in an S3-compatible store (UPLOADS_URL=s3://bucket/prefix) against a real S3 API on loopback (s3rver):
// the same checks and limits as on disk, nothing left on this machine's disk, served from the store at /uploads/*
// with an ETag (or at UPLOADS_PUBLIC_URL), and removed from the store once no deal shows them.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, pictureSrcSet } from '@dadeal/core';
import { createTestApp, withTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, createBusiness, createDeal } from '../../testing/factories.js';
import { startTestS3, type TestS3 } from '../../testing/s3-server.js';
import { drawScene } from '../../seed/demo-images.js';
import { seedDemo } from '../../seed/demo.js';

let s3: TestS3;
let t: TestApp;
let auth: { Authorization: string };
let business: Awaited<ReturnType<typeof createBusiness>>['business'];
const http = () => request(t.app.callback());
const png = drawScene([10, 20, 30], [40, 50, 60], [200, 100, 50], 1, 64, 40);
/** What is on this machine's disk under DATA_DIR/uploads (the temporary folder of uploads under way included). */
const localFiles = () => readdirSync(path.join(t.dataDir, 'uploads'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({ env: s3.env('island/pictures') });
  const made = await createBusiness(t.db);
  business = made.business;
  const { user } = made;
  auth = bearer(t.config.jwtSecret, user);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const upload = async (body: Buffer = png) => (await http().post('/api/upload').set(auth).attach('image', body, 'photo.png').expect(201)).body.imageUrl as string;

describe('UPLOADS_URL=s3://bucket/prefix', () => {
  it('stores an upload in the bucket under the prefix, keeps nothing on local disk, and serves it from the store', async () => {
    const imageUrl = await upload();
    expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.v1\.png$/);
    const name = imageUrl.slice('/uploads/'.length);
    const stem = name.slice(0, -'.png'.length);
    expect(await s3.keys('island/pictures/')).toEqual(expect.arrayContaining([name, `${stem}.w320.webp`, `${stem}.w640.webp`].map((n) => `island/pictures/${n}`)));
    const copy = await http().get(`/uploads/${stem}.w320.webp`).expect(200);
    expect(copy.headers['content-type']).toBe('image/webp');
    expect((await sharp(copy.body as Buffer).metadata()).format).toBe('webp');
    expect(Buffer.compare(await s3.read(`island/pictures/${name}`), png)).toBe(0);
    expect(localFiles()).toBe(0);

    const served = await http().get(imageUrl).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(png.length));
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);

    // A revalidation is answered by the store's own ETag check: 304, no body.
    const again = await http().get(imageUrl).set('If-None-Match', served.headers.etag).expect(304);
    expect(again.headers.etag).toBe(served.headers.etag);
    const head = await http().head(imageUrl).expect(200);
    expect(head.headers['content-length']).toBe(String(png.length));
    await http().get('/uploads/0123456789abcdef0123456789abcdef.png').expect(404);
    await http().get('/uploads/..%2f..%2fetc%2fpasswd').expect(404);
  });

  it('applies the same content checks and 5 MB limit, and a refused upload leaves nothing in the bucket or on disk', async () => {
    const before = await s3.keys();
    const polyglot = await http().post('/api/upload').set(auth)
      .attach('image', Buffer.concat([png.subarray(0, 8), Buffer.from('<html><script>alert(1)</script>')]), 'cat.png').expect(415);
    expect(polyglot.body.message).toBe(MESSAGES.invalidFileType);
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await http().post('/api/upload').set(auth).attach('image', big, 'big.png').expect(413);
    expect(tooLarge.body.message).toBe(MESSAGES.fileTooLarge);
    expect(await s3.keys()).toEqual(before);
    expect(localFiles()).toBe(0);
  });

  it('removes a picture from the store once no deal shows it: deleted deal, replaced picture — never one still shown', async () => {
    const [first, second, shared] = [await upload(), await upload(), await upload()];
    const key = (url: string) => `island/pictures/${url.slice('/uploads/'.length)}`;
    const copyKeys = (url: string) => [320, 640].map((w) => key(url).replace(/\.png$/, `.w${w}.webp`));
    const deal = await createDeal(t.db, business, { imageUrl: first });
    const other = await createDeal(t.db, business, { imageUrl: shared });
    const sharing = await createDeal(t.db, business, { imageUrl: shared });

    await t.db('deals').where({ id: deal.id }).update({ imageUrl: second }); // an edit (admin console, CLI) replacing it
    await http().delete(`/api/deals/${other.id}`).set(auth).expect(200);
    await t.app.deps.pictureSweeper.sweep();
    const keys = await s3.keys();
    expect(keys).not.toContain(key(first)); // replaced
    expect(keys).not.toEqual(expect.arrayContaining([copyKeys(first)[0]])); // with its copies
    expect(keys).not.toEqual(expect.arrayContaining([copyKeys(first)[1]]));
    expect(keys).toEqual(expect.arrayContaining([key(second), ...copyKeys(second)]));
    expect(keys).toContain(key(shared)); // the other deal still shows it

    await http().delete(`/api/deals/${deal.id}`).set(auth).expect(200);
    await http().delete(`/api/deals/${sharing.id}`).set(auth).expect(200);
    expect(await t.app.deps.pictureSweeper.sweep()).toBe(2);
    expect(await s3.keys()).not.toEqual(expect.arrayContaining([key(second)]));
    expect(await s3.keys()).not.toEqual(expect.arrayContaining([key(shared)]));
    await http().get(second).expect(404);
    expect((await s3.keys()).filter((k) => copyKeys(second).includes(k) || copyKeys(shared).includes(k))).toEqual([]);
    expect(await t.db('picture_removals').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('answers the store’s public address with UPLOADS_PUBLIC_URL, and still serves /uploads/* for older addresses', async () => {
    await withTestApp({ env: { ...s3.env('island/pictures'), UPLOADS_PUBLIC_URL: 'https://cdn.island.example/pictures/' } }, async (cdn) => {
      const { user, business: owner } = await createBusiness(cdn.db);
      const res = await request(cdn.app.callback()).post('/api/upload').set(bearer(cdn.config.jwtSecret, user)).attach('image', png, 'p.png').expect(201);
      expect(res.body.imageUrl).toMatch(/^https:\/\/cdn\.island\.example\/pictures\/[0-9a-f]{32}\.v1\.png$/);
      // The CDN's address names the copies too (they are objects in the bucket beside the picture).
      expect(pictureSrcSet(res.body.imageUrl)).toBe([320, 640].map((w) => `${res.body.imageUrl.replace(/\.png$/, `.w${w}.webp`)} ${w}w`).join(', '));
      const name = res.body.imageUrl.split('/').pop();
      await request(cdn.app.callback()).get(`/uploads/${name}`).expect(200);
      const deal = await createDeal(cdn.db, owner, { imageUrl: res.body.imageUrl });
      await cdn.db('deals').where({ id: deal.id }).del();
      await cdn.app.deps.pictureSweeper.sweep();
      expect(await s3.keys()).not.toContain(`island/pictures/${name}`);
    });
  });

  it('takes the demo pictures into the store when seeding', async () => {
    await withTestApp({ env: s3.env('demo') }, async (demo) => {
      await demo.db('users').del();
      expect(await seedDemo(demo.db, demo.app.deps.pictures)).toBe(true);
      const { imageUrl } = await demo.db('deals').whereNotNull('imageUrl').first('imageUrl');
      const name = imageUrl.slice('/uploads/'.length);
      expect(name).toMatch(/^demo-\d\d\.v1\.png$/);
      expect(await s3.keys('demo/')).toEqual(expect.arrayContaining([name, ...[320, 640].map((w) => name.replace(/\.png$/, `.w${w}.webp`))].map((n) => `demo/${n}`)));
      await request(demo.app.callback()).get(imageUrl).expect(200).expect('Content-Type', 'image/png');
    });
  });
});
