// The built files the server sends (the site's, the console's): read once, kept while their mtime holds, sent with an
// ETag and in the encoding the client accepts. Compressed copies come from the build (`file.br`, `file.gz`, written by
// precompressDir at build time); a folder without them (a test's hand-made dist) is compressed in memory instead.
// Node built-ins only: this runs in the serving process.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

export const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  // MapLibre's library and worker, copied into the site's build as the package ships them (decision 0063).
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /\.(m?js|css|html|svg|json|webmanifest|txt)$/;
/** Below this, compression saves less than the header it costs. */
const MIN_COMPRESS_BYTES = 512;

const brotliOptions = (raw) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });

export const shouldCompress = (file, size) => COMPRESSIBLE.test(file) && size > MIN_COMPRESS_BYTES;

/** Brotli 11 and gzip 9 of `raw`, in memory (pages whose meta tags vary, test folders). */
export function compress(raw) {
  return { gzip: gzipSync(raw, { level: 9 }), br: brotliCompressSync(raw, brotliOptions(raw)) };
}

export const etagOf = (raw) => `"${createHash('sha256').update(raw).digest('hex').slice(0, 20)}"`;

/**
 * Writes `file.br` and `file.gz` beside every compressible file under `dir` (a build's output, before it is swapped
 * in), so the server never spends seconds on brotli 11 at a first request.
 */
export async function precompressDir(dir) {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  for (const item of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(item.parentPath ?? item.path, item.name);
    if (!item.isFile()) continue;
    const raw = await readFile(file);
    if (!shouldCompress(file, raw.length)) continue;
    const [br, gzipped] = await Promise.all([brotli(raw, brotliOptions(raw)), gz(raw, { level: 9 })]);
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, gzipped);
  }
}

/** A cache of the files under `distDir`; `load('assets/x.js')` answers null for what is not a file inside it. */
export function fileCache(distDir) {
  const files = new Map();
  return async function load(relative) {
    const file = path.join(distDir, relative);
    // The compressed copies are sent in place of their file, never as files of their own.
    if (!file.startsWith(distDir + path.sep) || /\.(br|gz)$/.test(file)) return null;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const cached = files.get(relative);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached;
    const raw = await readFile(file);
    const entry = { mtimeMs: info.mtimeMs, etag: etagOf(raw), type: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream', raw };
    if (shouldCompress(file, raw.length)) {
      const [br, gzipped] = await Promise.all([readFile(`${file}.br`).catch(() => null), readFile(`${file}.gz`).catch(() => null)]);
      Object.assign(entry, br && gzipped ? { br, gzip: gzipped } : compress(raw));
    }
    files.set(relative, entry);
    return entry;
  };
}

/** Sends `entry` with `status` (only a 200 answers 304 to its ETag), compressed as the client accepts. */
export function sendFile(ctx, status, entry) {
  ctx.status = status;
  ctx.type = entry.type;
  ctx.set('ETag', entry.etag);
  ctx.set('Vary', 'Accept-Encoding');
  if (status === 200 && ctx.get('If-None-Match') === entry.etag) {
    ctx.status = 304;
    return;
  }
  const encoding = entry.gzip ? ctx.acceptsEncodings('br', 'gzip', 'identity') : 'identity';
  if ((encoding === 'br' && entry.br) || (encoding === 'gzip' && entry.gzip)) {
    ctx.set('Content-Encoding', encoding);
    ctx.body = entry[encoding];
  } else {
    ctx.body = entry.raw;
  }
}
