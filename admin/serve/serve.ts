// Serves the built admin console from the app's one process (CONTRACT §1): `/admin-login`, `/admin-dashboard` and its
// sub-routes answer the console's index.html; its hashed files live under `/admin-assets/` (never the site's
// `/assets/`), immutable and precompressed. Mounted before the site, whose fallback would answer these paths with its
// 404 page. Every other path is left to the next middleware.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Koa from 'koa';
import { MAP_STYLE_META } from '@dadeal/site/map-style';
import { mapOrigin } from '@dadeal/site/serve';
import { compress, etagOf, fileCache, sendFile, type FileEntry } from '../../scripts/static-files.mjs';

/** What `npm run build` makes (admin/build/build.mjs); the serving code never loads the build itself. */
export const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

export const ASSETS_PREFIX = '/admin-assets/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The console's pages: /admin-login, /admin-dashboard and anything below it (react-admin's own routes). */
export function isAdminPath(pathname: string): boolean {
  return /^\/admin-login\/?$/.test(pathname) || /^\/admin-dashboard(\/.*)?$/.test(pathname);
}

/**
 * The console's Content-Security-Policy: the site's (scripts from our origin only, no inline script, no 'unsafe-eval':
 * core's validators are precompiled at build time, core/src/generated/), styles inline too (MUI's
 * emotion injects its style elements), no framing at all (an admin screen has no business inside another page).
 * The place editor's map to drop a pin on (MAP_STYLE_URL) gets what the site's maps get (site/serve, decision 0063):
 * the style's origin for its style JSON, tiles, sprites and glyphs (`connect-src`, and `img-src` for an http origin),
 * and MapLibre's worker, a file of our own build (`worker-src 'self'`): no blob: worker, no 'unsafe-eval'.
 */
export function contentSecurityPolicy(mapStyleUrl: string | null = null): string {
  const map = mapOrigin(mapStyleUrl);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${map && !map.startsWith('https:') ? ` ${map}` : ''}`,
    `connect-src 'self'${map ? ` ${map}` : ''}`,
    "font-src 'self' data:",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy of a console without a map style. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The console's page with the map style in its head, as the site's pages have it (`<meta name="dadeal-map-style">`,
 * read by site/src/app/map-style.ts when the map is opened): no request and no inline script. Made once per build.
 */
function withMapStyle(page: FileEntry, mapStyleUrl: string): FileEntry {
  const html = page.raw.toString('utf8').replace('</head>', `  <meta name="${MAP_STYLE_META}" content="${escapeAttribute(mapStyleUrl)}" />\n  </head>`);
  const raw = Buffer.from(html);
  return { mtimeMs: page.mtimeMs, etag: etagOf(raw), type: page.type, raw, ...compress(raw) };
}

export interface AdminAssetsOptions {
  distDir?: string;
  /** MAP_STYLE_URL: the place editor's map to drop a pin on (its origin in the CSP); none: no map, the fields alone. */
  mapStyleUrl?: string | null;
}

export function adminAssets(options: AdminAssetsOptions = {}): Koa.Middleware {
  const distDir = options.distDir ?? DIST_DIR;
  /** A file of the build, with the compressed copies the build made (scripts/static-files.mjs). */
  const load = fileCache(distDir);
  const mapStyleUrl = options.mapStyleUrl ?? null;
  const contentPolicy = contentSecurityPolicy(mapStyleUrl);
  /** The page as sent, per build's index.html (the cache answers the same entry until the file changes). */
  const pages = new WeakMap<FileEntry, FileEntry>();
  const sentPage = (page: FileEntry) => {
    if (!mapStyleUrl) return page;
    let sent = pages.get(page);
    if (!sent) pages.set(page, (sent = withMapStyle(page, mapStyleUrl)));
    return sent;
  };

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
      sendFile(ctx, 200, entry);
      return;
    }
    if (!isAdminPath(ctx.path)) return next();
    const page = await load('index.html');
    if (!page) throw new Error(`admin: ${path.join(distDir, 'index.html')} is missing (run npm run build)`);
    ctx.set('Cache-Control', REVALIDATE);
    ctx.set('Content-Security-Policy', contentPolicy);
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    sendFile(ctx, 200, sentPage(page));
  };
}
