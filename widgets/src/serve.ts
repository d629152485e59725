// Serves the widgets from the app's one process (CONTRACT §1): the standalone script, cached and
// CORS-open for every partner origin, and the partner demo page. Everything else goes to next().
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type Koa from 'koa';
import { chooseLanguage, LANGUAGE_COOKIE, languageCookie, matchLanguage, translatorFor } from '@dadeal/core';
// Paths only: the serving code never loads the build (Rollup is not installed in production).
import { CATALOGUE_LANGUAGES, CLAIM_PATH, DIST_DIR, PART_NAMES, STANDALONE_PATH, catalogueFile, partFile } from '../build/paths.mjs';
import { DEMO_SCRIPT, DEMO_STYLES } from './serve/demo-builder.js';
import { demoPage } from './serve/demo-page.js';

export const SCRIPT_PATH = '/widgets/dadeal-widgets.js';
/**
 * The same script under its major API version: what the README and the demo tell partners to paste. "v1" names the
 * elements' attributes and events, not a build: fixes and additions land here with each deploy (so it is cached
 * like the unversioned URL, not as immutable); a breaking change would get /widgets/v2/.
 */
export const V1_SCRIPT_PATH = '/widgets/v1/dadeal-widgets.js';
/**
 * The claim step, imported by the script from beside itself when a visitor presses Claim Deal: a module
 * script, so it is served with CORS for every origin (a cross-origin module import needs it).
 */
export const CLAIM_PATHS = ['/widgets/dadeal-claim.js', '/widgets/v1/dadeal-claim.js'];
/** Each language's words, imported by the script from beside itself when an element speaks it. */
export const CATALOGUE_FILES = new Map(
  CATALOGUE_LANGUAGES.flatMap((language) => [
    [`/widgets/${catalogueFile(language)}`, catalogueFile(language)],
    [`/widgets/v1/${catalogueFile(language)}`, catalogueFile(language)],
  ]),
);
/**
 * The script's on-demand parts (the deal dialog, the live counts' stream: build/parts.mjs), imported from beside it as
 * modules the first time they are needed, with `?v=` the hash of the bytes that build made (then cached for a year).
 */
export const PART_FILES = new Map(
  PART_NAMES.flatMap((name) => [
    [`/widgets/${partFile(name)}`, partFile(name)],
    [`/widgets/v1/${partFile(name)}`, partFile(name)],
  ]),
);
/** The current build's Subresource Integrity hash (`sha384-…`), as text. */
export const SRI_PATH = `${V1_SCRIPT_PATH}.sri`;
export const DEMO_PATH = '/widgets/demo';
export const DEMO_SCRIPT_PATH = '/widgets/demo.js';
export const DEMO_STYLES_PATH = '/widgets/demo.css';
/** The demo page's own policy: nothing inline, the strict CSP the README tells partners the widgets live with. */
export const DEMO_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** The unversioned URL partners paste: a day fresh, then revalidated in the background for a month. */
export const SCRIPT_CACHE = 'public, max-age=86400, stale-while-revalidate=2592000';
/** `?v=<hash>` of the current build never changes (while it is the current build): cached for a year. */
export const VERSIONED_CACHE = 'public, max-age=31536000, immutable';

interface Asset {
  mtimeMs: number;
  hash: string;
  etag: string;
  /** sha384 of the served bytes, base64: the `integrity` attribute of a pinned (`?v=`) script tag. */
  integrity: string;
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const assets = new Map<string, Asset>();

/** The built script (`npm run build` makes it), read once per build. */
const loadScript = () => loadAsset(STANDALONE_PATH);

/** A built file (the script, the claim step), read once per build. */
async function loadAsset(file: string): Promise<Asset> {
  const info = await stat(file).catch(() => null);
  if (!info) throw new Error(`widgets: ${file} is missing (run npm run build)`);
  const known = assets.get(file);
  if (known && known.mtimeMs === info.mtimeMs) return known;
  // The build writes brotli and gzip copies beside the script (scripts/static-files.mjs); compress here only without them.
  const [raw, br, gzip] = await Promise.all([file, `${file}.br`, `${file}.gz`].map((name) => readFile(name).catch(() => null)));
  if (!raw) throw new Error(`widgets: ${file} is missing (run npm run build)`);
  const hash = createHash('sha256').update(raw).digest('hex').slice(0, 16);
  const asset: Asset = {
    mtimeMs: info.mtimeMs,
    hash,
    etag: `"${hash}"`,
    integrity: `sha384-${createHash('sha384').update(raw).digest('base64')}`,
    raw,
    gzip: gzip ?? gzipSync(raw, { level: 9 }),
    br: br ?? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
  assets.set(file, asset);
  return asset;
}

function serveScript(ctx: Koa.Context, script: Asset) {
  ctx.set('Access-Control-Allow-Origin', '*');
  ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
  ctx.set('Timing-Allow-Origin', '*');
  ctx.set('Cache-Control', ctx.query.v === script.hash ? VERSIONED_CACHE : SCRIPT_CACHE);
  ctx.set('ETag', script.etag);
  ctx.set('Vary', 'Accept-Encoding');
  ctx.type = 'text/javascript; charset=utf-8';
  if (ctx.get('If-None-Match') === script.etag) {
    ctx.status = 304;
    return;
  }
  const accepts = ctx.acceptsEncodings('br', 'gzip', 'identity');
  if (accepts === 'br' || accepts === 'gzip') {
    ctx.set('Content-Encoding', accepts);
    ctx.body = script[accepts];
  } else {
    ctx.body = script.raw;
  }
}

export function widgetAssets(options: { publicUrl: string }): Koa.Middleware {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === SCRIPT_PATH || ctx.path === V1_SCRIPT_PATH) return serveScript(ctx, await loadScript());
    if (CLAIM_PATHS.includes(ctx.path)) return serveScript(ctx, await loadAsset(CLAIM_PATH));
    const chunk = CATALOGUE_FILES.get(ctx.path) ?? PART_FILES.get(ctx.path);
    if (chunk) return serveScript(ctx, await loadAsset(path.join(DIST_DIR, chunk)));
    if (ctx.path === SRI_PATH) {
      const script = await loadScript();
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.set('Cache-Control', 'no-cache'); // it changes with each deploy
      ctx.set('ETag', script.etag);
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `${script.integrity}\n`;
      return;
    }
    if (ctx.path === DEMO_SCRIPT_PATH || ctx.path === DEMO_STYLES_PATH) {
      ctx.type = ctx.path === DEMO_SCRIPT_PATH ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = ctx.path === DEMO_SCRIPT_PATH ? DEMO_SCRIPT : DEMO_STYLES;
      return;
    }
    if (ctx.path === DEMO_PATH || ctx.path === `${DEMO_PATH}/`) {
      const script = await loadScript();
      // In the partner's language, chosen as the site chooses: `?lang=`, the remembered `dadeal_lang`
      // cookie, Accept-Language, else English. Never stored by a cache (no-cache, no ETag), and the answer varies.
      const query = new URLSearchParams(ctx.querystring);
      const language = chooseLanguage(query.get('lang'), ctx.cookies.get(LANGUAGE_COOKIE), ctx.get('Accept-Language'));
      // A `?lang=` link is a choice, remembered as the site remembers it (its cookie, written by the same function):
      // the builder without it, and the site, keep that language.
      const asked = matchLanguage(query.get('lang'));
      if (asked) ctx.append('Set-Cookie', languageCookie(asked));
      const translator = await translatorFor(language);
      query.delete('lang');
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.set('Vary', 'Accept-Language, Cookie');
      ctx.set('Content-Language', language);
      ctx.set('Content-Security-Policy', DEMO_CONTENT_SECURITY_POLICY);
      ctx.body = demoPage({
        scriptUrl: `${publicUrl}${V1_SCRIPT_PATH}`,
        pinnedUrl: `${publicUrl}${V1_SCRIPT_PATH}?v=${script.hash}`,
        integrity: script.integrity,
        scriptSrc: `${V1_SCRIPT_PATH}?v=${script.hash}`,
        builderScript: DEMO_SCRIPT_PATH,
        builderStyles: DEMO_STYLES_PATH,
        translator,
        query,
      });
      return;
    }
    return next();
  };
}
