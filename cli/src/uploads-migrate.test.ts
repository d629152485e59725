// dadeal uploads migrate [--back] against a real S3 API on loopback (s3rver): DATA_DIR/uploads into the store, again
// (nothing copied twice), and back. Outside commands/ on purpose: it opens no database, so the cli-pg project (which
// runs commands/ again on PostgreSQL) has nothing to add.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '@dadeal/api/testing/s3-server.js';
import { drawScene } from '@dadeal/api/seed/demo-images.js';
import { createCliTestEnv, type CliTestEnv } from './testing/cli-harness.js';

let s3: TestS3;
let t: CliTestEnv;
const pictures = [1, 2, 3].map((i) => ({ name: `${'ab'.repeat(15)}0${i}.png`, body: drawScene([10 * i, 20, 30], [40, 50, 60], [200, 100, 50], i, 32, 20) }));

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createCliTestEnv();
  const dir = path.join(t.dataDir, 'uploads');
  mkdirSync(path.join(dir, '.incoming'), { recursive: true }); // an upload under way is not a picture
  for (const p of pictures) writeFileSync(path.join(dir, p.name), p.body);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('dadeal uploads migrate', () => {
  it('needs UPLOADS_URL to name an S3 store (usage error, exit 2)', async () => {
    const run = await t.run('uploads', 'migrate');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('UPLOADS_URL does not name an S3 store');
  });

  it('copies every picture of DATA_DIR/uploads into the store, then skips them on a second run', async () => {
    Object.assign(t.env, s3.env('prod'));
    const first = await t.run('uploads', 'migrate', '--json');
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ copied: 3, skipped: 0, failed: [] });
    expect(await s3.keys('prod/')).toEqual(pictures.map((p) => `prod/${p.name}`).sort());
    for (const p of pictures) expect(Buffer.compare(await s3.read(`prod/${p.name}`), p.body)).toBe(0);

    const second = await t.run('uploads', 'migrate');
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('0 copied, 3 already there');
  });

  it('--back copies the store’s pictures to DATA_DIR/uploads', async () => {
    const dir = path.join(t.dataDir, 'uploads');
    rmSync(dir, { recursive: true, force: true });
    const run = await t.run('uploads', 'migrate', '--back', '--json');
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ copied: 3, skipped: 0, failed: [], to: dir });
    expect(readdirSync(dir).sort()).toEqual(pictures.map((p) => p.name).sort());
    for (const p of pictures) expect(Buffer.compare(readFileSync(path.join(dir, p.name)), p.body)).toBe(0);
  });
});
