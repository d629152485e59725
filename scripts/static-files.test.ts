// The built-file cache the site and the console share: the build's compressed copies are sent as they are, a folder
// without them is compressed in memory, and the copies are never files of their own.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCache, precompressDir } from './static-files.mjs';

let dir: string;
const script = `console.log(${JSON.stringify('deal '.repeat(500))});`;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'dadeal-static-'));
  writeFileSync(path.join(dir, 'app.js'), script);
  writeFileSync(path.join(dir, 'tiny.js'), 'x()');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('fileCache', () => {
  it('compresses in memory when the build left no copies', async () => {
    const entry = await fileCache(dir)('app.js');
    expect(brotliDecompressSync(entry!.br!).toString()).toBe(script);
    expect(gunzipSync(entry!.gzip!).toString()).toBe(script);
  });

  it('sends the copies precompressDir wrote, and never a copy as a file of its own', async () => {
    await precompressDir(dir);
    writeFileSync(path.join(dir, 'app.js.br'), 'the build wrote these bytes');
    const entry = await fileCache(dir)('app.js');
    expect(entry!.br!.toString()).toBe('the build wrote these bytes');
    expect(gunzipSync(entry!.gzip!).toString()).toBe(script);
    expect(await fileCache(dir)('app.js.gz')).toBeNull();
  });

  it('leaves small files uncompressed and refuses paths outside its folder', async () => {
    await precompressDir(dir);
    const load = fileCache(dir);
    expect((await load('tiny.js'))!.br).toBeUndefined();
    expect(await load('../etc/passwd')).toBeNull();
  });
});
