// Serves the built admin console from the app's one process (CONTRACT §1): `/admin-login`, `/admin-dashboard` and its
// sub-routes answer the console's index.html; its hashed files live under `/admin-assets/` (never the site's
// `/assets/`), immutable and precompressed. Mounted before the site, whose fallback would answer these paths with its
// 404 page. Every other path is left to the next middleware.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type Koa from 'koa';
import { DIST_DIR, ensureAdminBuilt } from '../build/build.mjs';

export { ensureAdminBuilt };

export const ASSETS_PREFIX = '/admin-assets/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The console's pages: /admin-login, /admin-dashboard and anything below it (react-admin's own routes). */
export function isAdminPath(pathname: string): boolean {
  return /^\/admin-login\/?$/.test(pathname) || /^\/admin-dashboard(\/.*)?$/.test(pathname);
}

/**
 * The console's Content-Security-Policy: the site's (scripts from our origin only, no inline script;
 * 'unsafe-eval' because core's validator compiles the forms' schemas in the browser), styles inline too (MUI's
 * emotion injects its style elements), no framing at all (an admin screen has no business inside another page).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

interface FileEntry {
  mtimeMs: number;
  etag: string;
  type: string;
  raw: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

function send(ctx: Koa.Context, entry: FileEntry) {
  ctx.status = 200;
  ctx.type = entry.type;
  ctx.set('ETag', entry.etag);
  ctx.set('Vary', 'Accept-Encoding');
  if (ctx.get('If-None-Match') === entry.etag) {
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

export interface AdminAssetsOptions {
  distDir?: string;
}

export function adminAssets(options: AdminAssetsOptions = {}): Koa.Middleware {
  const distDir = options.distDir ?? DIST_DIR;
  const files = new Map<string, FileEntry>();

  /** A file of the build, compressed once (brotli 11, gzip 9) and kept while its mtime holds. */
  async function load(relative: string): Promise<FileEntry | null> {
    const file = path.join(distDir, relative);
    if (!file.startsWith(distDir + path.sep)) return null;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const cached = files.get(relative);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached;
    const raw = await readFile(file);
    const entry: FileEntry = {
      mtimeMs: info.mtimeMs,
      etag: `"${createHash('sha256').update(raw).digest('hex').slice(0, 20)}"`,
      type: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      raw,
    };
    if (COMPRESSIBLE.test(file) && raw.length > 512) {
      entry.gzip = gzipSync(raw, { level: 9 });
      entry.br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
    }
    files.set(relative, entry);
    return entry;
  }

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith(ASSETS_PREFIX)) {
      let name: string | null = null;
      try {
        name = decodeURIComponent(ctx.path.slice(ASSETS_PREFIX.length));
      } catch {
        name = null;
      }
      const entry = name && !name.includes('\0') && !name.includes('/') && name !== 'index.html' ? await load(name) : null;
      if (!entry) {
        // A file of an older build: say so plainly rather than answer HTML where a script is expected.
        ctx.status = 404;
        ctx.type = 'text/plain; charset=utf-8';
        ctx.set('Cache-Control', 'no-store');
        ctx.body = 'Not found';
        return;
      }
      ctx.set('Cache-Control', IMMUTABLE);
      send(ctx, entry);
      return;
    }
    if (!isAdminPath(ctx.path)) return next();
    const page = await load('index.html');
    if (!page) throw new Error(`admin: ${path.join(distDir, 'index.html')} is missing (run npm run build -w admin)`);
    ctx.set('Cache-Control', REVALIDATE);
    ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    send(ctx, page);
  };
}
