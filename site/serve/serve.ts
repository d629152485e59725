// Serves the built site from the app's one process (CONTRACT §1): hashed assets immutable and precompressed,
// every other path the site's HTML (history fallback) — 200 for a route of spec §2, 404 (the site's 404 page)
// otherwise. `/?deal=ID` gets the deal's Open Graph / Twitter tags so a shared link unfurls as a card, and its
// schema.org JSON-LD; a deal that is over or deleted answers 410. `/robots.txt` and `/sitemap.xml` (seo.ts).
// The home page and the content pages come rendered by React on the server (dist/server/entry-server.js, from
// the site's own components) with the query cache they were rendered from, in the visitor's language (its
// words' chunks preloaded for the hydration); the other screens get the static shell.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type Koa from 'koa';
import { CARD_PICTURE_SIZES, DIALOG_PICTURE_SIZES, pictureSrcSet, chooseLanguage, formatPrice, LANGUAGE_COOKIE, localizeMessage, matchLanguage, translatorFor, MESSAGES, percentOff, type Deal, type Language, type PublicReview, type Translator } from '@dadeal/core';
import { compress, etagOf, fileCache, sendFile, TYPES, type FileEntry } from '../../scripts/static-files.mjs';
import { isSitePath } from '../src/app/paths.js';
import { MAP_STYLE_META } from '../src/app/map-style.js';
import { renderedUrl } from '../src/app/server-state.js';
import { SITE } from '../src/app/texts.js';
import { shellFor, type ShellWords } from './shell.js';
import { OPEN_DIALOG_SCRIPT_SOURCE, withOpenDialogScript } from './open-dialog.js';
import { canonicalUrl, dealJsonLd, hreflangLinks, robotsTxt, sitemapXml, type SitemapDeal } from './seo.js';

/** What `npm run build` makes (site/build/build.mjs); the serving code never loads the build itself. */
export const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and its routes: always revalidated, so a new build reaches everyone at once. */
export const REVALIDATE = 'no-cache';
/**
 * Files of fixed names that a new build changes: the service worker (a changed byte is how browsers learn of a new
 * build, and the update prompt follows) and the web app manifest. Revalidated like the HTML.
 */
export const REVALIDATED_FILES = new Set(['/sw.js', '/manifest.webmanifest']);

/**
 * The site's Content-Security-Policy: scripts only from our origin (one inline script, by its hash), styles from our
 * origin plus inline ones (the toast library injects its stylesheet), pictures from anywhere over https (deal
 * images may be remote), framing by our own pages only. No 'unsafe-eval': core's validators are ajv standalone code generated
 * at build time (core/src/generated/), so nothing compiles code in the browser; PayPal's SDK needs none either.
 * PayPal's hosts for the payment page's official buttons (PayPal's documented CSP: its script, its frames and the
 * calls they make); nothing of PayPal loads unless the server has PayPal keys.
 * The home page's map (MAP_STYLE_URL, docs/decisions/0063): the style's origin may be fetched from (`connect-src`: the
 * style JSON, and the tiles, sprites and glyphs it names on that origin) and shown (`img-src`, for an http origin; https
 * is allowed already). MapLibre's worker is a file of ours (`worker-src 'self'`): no blob: worker, no 'unsafe-eval'.
 */
export function contentSecurityPolicy(mapStyleUrl: string | null = null): string {
  const map = mapOrigin(mapStyleUrl);
  return [
    "default-src 'self'",
    // The one inline script: a shared deal's dialog made modal as the page is parsed (open-dialog.ts), by its hash.
    `script-src 'self' ${OPEN_DIALOG_SCRIPT_SOURCE} https://*.paypal.com https://*.paypalobjects.com`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${map && !map.startsWith('https:') ? ` ${map}` : ''}`,
    `connect-src 'self' https://*.paypal.com${map ? ` ${map}` : ''}`,
    "frame-src 'self' https://*.paypal.com",
    "font-src 'self'",
    // The installable site: its service worker and web app manifest, from our origin only; MapLibre's worker.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The origin of the map's style (`https://tiles.openfreemap.org`), or null for none or our own. */
export function mapOrigin(mapStyleUrl: string | null): string | null {
  if (!mapStyleUrl) return null;
  try {
    const { origin, protocol } = new URL(mapStyleUrl);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

/** The policy of a site without a map style. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** See siteAssets(): 'same-origin' would sever PayPal's checkout popup from the payment page that opened it. */
export const OPENER_POLICY = 'same-origin-allow-popups';

export interface SiteAssetsOptions {
  publicUrl: string;
  /** The public deal behind `/?deal=ID`, or null (not found, not live). */
  findDeal?: (id: number) => Promise<Deal | null>;
  /** The newest visible reviews of a business (verified reviews): `Review` items in a deal page's JSON-LD. */
  dealReviews?: (businessId: number) => Promise<PublicReview[]>;
  /** The home page's featured deals (what `/api/deals?isFeatured=true&limit=6` answers): preloaded with the page. */
  featuredDeals?: () => Promise<Deal[]>;
  /** Every live deal with its last change, for /sitemap.xml. */
  liveDeals?: () => Promise<SitemapDeal[]>;
  /** Why a deal is not live: it existed (ended, switched off, deleted: 410 Gone) or never did (404). */
  missingDeal?: (id: number) => Promise<'gone' | 'never'>;
  /**
   * The API's public reads in process: the JSON text of `/api/deals?…` or `/api/deals/ID`, null for a 404. Given, the
   * home page and the content pages are rendered on the server from them; otherwise every page is the shell.
   */
  readApi?: (path: string) => Promise<string | null>;
  /**
   * Where rendered pages are kept: the text `render` makes for `key`, computed once until the public deals change (the
   * listing's own cache and invalidation: server/src/server.ts). Without it a page is rendered at every request.
   */
  pageCache?: (key: string, render: () => Promise<string>) => Promise<{ body: Buffer }>;
  /** The home page's map style (MAP_STYLE_URL): in every page's head for the map, its origin in the CSP. */
  mapStyleUrl?: string | null;
  distDir?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The site's own words in a page's head: its tagline and subtitle, in the page's language. */
export interface HeadWords {
  tagline: string;
  subtitle: string;
}

/**
 * The `<meta>` tags of a page: the deal's card for `/?deal=ID` in `card`'s language (its words are the catalogue's
 * `site.card.*`, its prices in that language's format), the site's otherwise (in `words`' language when given).
 */
export function metaTags(publicUrl: string, deal: Deal | null, words: HeadWords = SITE, card?: Translator): string {
  const base = publicUrl.replace(/\/+$/, '');
  const price = (value: unknown) => formatPrice(value, card?.locale);
  const say = (key: string, values: Record<string, string | number>) => (card ? card.t(key as never, values) : key);
  const off = deal ? percentOff(deal.originalPrice, deal.dealPrice) : 0;
  const title = deal
    ? say('site.card.title', { title: deal.title, price: price(deal.dealPrice), business: deal.business.companyName })
    : `${SITE.name} — ${words.tagline}`;
  const description = deal
    ? [off > 0 ? say('site.card.off', { off }) : '', say('site.card.price', { price: price(deal.dealPrice), original: price(deal.originalPrice) }), deal.description]
      .filter(Boolean).join(' ').slice(0, 300)
    : `${words.subtitle}.`;
  const url = deal ? `${base}/?deal=${deal.id}` : `${base}/`;
  const image = deal?.imageUrl ?? deal?.logoUrl ?? null;
  const imageUrl = image ? (/^https?:/i.test(image) ? image : `${base}${image.startsWith('/') ? '' : '/'}${image}`) : null;
  const tags: Array<[string, string, string]> = [
    ['property', 'og:type', deal ? 'product' : 'website'],
    ['property', 'og:site_name', SITE.name],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  if (imageUrl) tags.push(['property', 'og:image', imageUrl], ['name', 'twitter:image', imageUrl]);
  if (deal) tags.push(['property', 'product:price:amount', deal.dealPrice], ['property', 'product:price:currency', 'USD']);
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`).join('\n    ');
}

/**
 * The page's `<html lang>` (the template's is English); a `?lang=xx` address (`linked`) is that language's own page,
 * so its canonical address keeps the `lang` its hreflang alternates name.
 */
export function withLanguage(html: string, language: Language, linked = false): string {
  if (language === 'en') return html;
  const page = html.replace(/<html\b([^>]*)>/, (_, attrs: string) => `<html${attrs.replace(/\s+lang="[^"]*"/, '')} lang="${language}">`);
  return linked
    ? page.replace(/(<link rel="canonical" href=")([^"]*)"/, (_, start: string, href: string) => `${start}${href}${href.includes('?') ? '&amp;' : '?'}lang=${language}"`)
    : page;
}

const RESERVED = /^\/(api|uploads|widgets)(\/|$)/;

/** The featured list as the home page requests it (same URL, credentials included), so the browser reuses the preloaded answer. */
export const FEATURED_LIST_URL = '/api/deals?isFeatured=true&limit=6';

/**
 * Hints for the home page: fetch the featured list and the first featured picture (the page's largest paint on a
 * phone) while the script downloads, instead of after it has run.
 */
export function homePreloads(featured: readonly Deal[], { list = true, dialog = false }: { list?: boolean; dialog?: boolean } = {}): string {
  // A server-rendered home page carries its lists in the HTML (no request for them): the picture only.
  const links = list ? [`<link rel="preload" href="${escapeHtml(FEATURED_LIST_URL)}" as="fetch" crossorigin="use-credentials" />`] : [];
  const first = featured[0];
  const image = first?.imageUrl ?? first?.logoUrl;
  if (image && image.startsWith('/uploads/')) {
    // The copy the card's (or, for a deal link, the dialog's) srcset will choose, not the original beside it.
    const srcset = pictureSrcSet(image);
    const sizes = dialog ? DIALOG_PICTURE_SIZES : CARD_PICTURE_SIZES;
    links.push(srcset
      ? `<link rel="preload" as="image" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`
      : `<link rel="preload" href="${escapeHtml(image)}" as="image" fetchpriority="high" />`);
  }
  return links.join('\n    ');
}

/** What dist/server/entry-server.js exports (src/entry-server.tsx; not imported here: that is the site's browser code). */
interface Renderer {
  serverRenders(pathname: string): boolean;
  /** The rendered screen's module (`src/routes/…`), whose stylesheets go in the head; null for the home page. */
  screenModule?(pathname: string): string | null;
  renderPage(url: string, readApi: (path: string) => Promise<string | null>, language?: Language): Promise<{ html: string; state: string; groups: string[]; title?: string | null }>;
}

/**
 * The build's chunks of each language's words (core's generated/<lang>.base.js and <lang>.site.<group>.js, built as
 * assets/<lang>.base-<hash>.js…) and the code that loads them (src/app/i18n/other-languages.ts, with core's
 * localizeMessage and the English texts it reads, en-<hash>.js): a page rendered in another language names the ones it
 * needs, so the browser fetches them beside the first script and hydrates without waiting for a chain of requests.
 */
const WORDS_CHUNK = /^(?:(es|fr|de|ja)\.(base|site\.(\w+))|(other-languages|en))-[\w-]+\.js$/;

export async function wordsChunks(distDir: string): Promise<Map<string, string>> {
  const chunks = new Map<string, string>();
  for (const file of await readdir(path.join(distDir, 'assets')).catch(() => [] as string[])) {
    const match = WORDS_CHUNK.exec(file);
    if (match) chunks.set(match[4] ?? `${match[1]}:${match[3] ?? 'base'}`, `/assets/${file}`);
  }
  return chunks;
}

/** The `<link rel="modulepreload">`s of `language`'s words for a page that shows `groups` (none for English). */
export function wordsPreloads(chunks: ReadonlyMap<string, string>, language: Language, groups: readonly string[]): string {
  if (language === 'en') return '';
  const names = ['other-languages', 'en', ...['base', ...groups].map((group) => `${language}:${group}`)];
  const files = names.map((name) => chunks.get(name)).filter((file): file is string => !!file);
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`).join('\n    ');
}

/** The server renderer's output, beside the browser's files in dist/ and never served; nor the build's manifest. */
const RENDERER_DIR = '/server/';
const MANIFEST_DIR = '/.vite/';

/** Vite's build manifest (dist/.vite/manifest.json): per source module, its chunk's stylesheets and static imports. */
type BuildManifest = Record<string, { css?: string[]; imports?: string[]; isEntry?: boolean }>;

/**
 * The stylesheets a screen's module brings (its own and those of the chunks it imports, in import order, each once, not
 * the first script's), a named `<style>` each for the head of its server-rendered page: the page is styled at its first
 * paint instead of when the screen's chunk (and its stylesheet) arrives after the first script — which moved the content
 * pages' sections as they got their styles (Lighthouse CLS 0.12–0.16) and left a sign-up page's largest paint to the
 * browser's render. The chunk does not load them again (the preload helper finds them by name).
 */
export async function screenStyles(distDir: string, manifest: BuildManifest, module: string | null): Promise<string> {
  if (!module || !manifest[module]) return '';
  const files: string[] = [];
  // The first script's chunks (the entry and what it imports statically): their stylesheets are in the template already
  // (index.html's named <style>s, inlineEntryStylesheet), so a screen that imports one of them (the `shared` chunk of
  // core's and the widgets' modules) does not bring its stylesheet a second time.
  const firstScript = new Set<string>();
  const reach = (key: string) => {
    if (firstScript.has(key) || !manifest[key]) return;
    firstScript.add(key);
    for (const imported of manifest[key].imports ?? []) reach(imported);
  };
  for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) reach(key);
  const visit = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry || firstScript.has(key)) return;
    for (const imported of entry.imports ?? []) visit(imported, seen);
    for (const css of entry.css ?? []) if (!files.includes(css)) files.push(css);
  };
  visit(module, new Set());
  const sheets = await Promise.all(files.map((file) => readFile(path.join(distDir, file), 'utf8').catch(() => '')));
  // One <style> per file, named by its address as the first screen's is (inlineEntryStylesheet, vite.config.ts): the
  // screen's lazy chunk lists the same files when the app imports it to hydrate, and the preload helper skips a named
  // one. Unnamed, each was fetched again and added as a <link> during the hydration: a request the hydration waited
  // for, and the whole page styled again with the same rules twice.
  return files
    .map((file, i) => (sheets[i] ? `<style data-href="/${file}">${sheets[i].replace(/<\/style/gi, '<\\/style')}</style>` : ''))
    .join('');
}

/** A rendered page: compressed fast (it changes with the deals, unlike the build's files, which get brotli 11 once). */
function pageEntry(html: string): FileEntry {
  const raw = Buffer.from(html);
  const br = brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } });
  return { mtimeMs: 0, etag: etagOf(raw), type: TYPES['.html'], raw, gzip: gzipSync(raw, { level: 6 }), br };
}

export function siteAssets(options: SiteAssetsOptions): Koa.Middleware {
  const distDir = options.distDir ?? DIST_DIR;
  const loadFile = fileCache(distDir);
  const contentPolicy = contentSecurityPolicy(options.mapStyleUrl ?? null);
  const mapMeta = options.mapStyleUrl ? `\n    <meta name="${MAP_STYLE_META}" content="${escapeHtml(options.mapStyleUrl)}" />` : '';

  // The server renderer of this build: loaded again when a new build replaces it (the file's mtime in its URL).
  let renderer: { mtimeMs: number; module: Promise<Renderer> } | null = null;
  async function loadRenderer(): Promise<Renderer | null> {
    if (!options.readApi) return null;
    const file = path.join(distDir, 'server', 'entry-server.js');
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (!renderer || renderer.mtimeMs !== info.mtimeMs) {
      renderer = { mtimeMs: info.mtimeMs, module: import(/* @vite-ignore */ `${pathToFileURL(file).href}?v=${info.mtimeMs}`) as Promise<Renderer> };
    }
    return renderer.module;
  }
  /** Rendered pages as sent, per cached answer: made once per answer, gone with it. */
  const sent = new WeakMap<object, { status: number; entry: FileEntry }>();
  let index: { mtimeMs: number; template: string; words: Map<string, string>; manifest: BuildManifest } | null = null;

  async function template(): Promise<string> {
    const file = path.join(distDir, 'index.html');
    const info = await stat(file).catch(() => null);
    if (!info) throw new Error(`site: ${file} is missing (run npm run build)`);
    if (!index || index.mtimeMs !== info.mtimeMs) {
      const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8').catch(() => '{}')) as BuildManifest;
      index = { mtimeMs: info.mtimeMs, template: await readFile(file, 'utf8'), words: await wordsChunks(distDir), manifest };
    }
    return index.template;
  }
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  /** When the site was built: the public pages' lastmod. */
  const builtAt = async () => {
    await template();
    return new Date(index!.mtimeMs);
  };

  /** robots.txt and sitemap.xml: made per request (a crawler's rare visit; a deal that ended is gone at once). */
  async function seoFile(ctx: Koa.Context): Promise<boolean> {
    if (ctx.path !== '/robots.txt' && ctx.path !== '/sitemap.xml') return false;
    const text = ctx.path === '/robots.txt'
      ? robotsTxt(publicUrl)
      : sitemapXml(publicUrl, (await options.liveDeals?.()) ?? [], await builtAt());
    const raw = Buffer.from(text);
    ctx.set('Cache-Control', 'public, max-age=300');
    sendFile(ctx, 200, { mtimeMs: 0, etag: etagOf(raw), type: ctx.path === '/robots.txt' ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8', raw, ...compress(raw) });
    return true;
  }

  // Pages differ only by their meta tags: compress each variant once (the plain one and each shared deal's).
  const pages = new Map<string, FileEntry>();
  function remember(html: string): FileEntry {
    const raw = Buffer.from(html);
    const entry: FileEntry = { mtimeMs: 0, etag: etagOf(raw), type: TYPES['.html'], raw, ...compress(raw) };
    if (pages.size >= 500) pages.delete(pages.keys().next().value as string);
    pages.set(html, entry);
    return entry;
  }

  /** The deal `/?deal=ID` names (the home page's own reading of the parameter), or null. */
  const dealIdOf = (pathname: string, raw: unknown): number | null =>
    pathname === '/' && typeof raw === 'string' && /^\d{1,12}$/.test(raw) ? Number(raw) : null;

  async function dealFor(id: number | null): Promise<Deal | null> {
    if (id === null || !options.findDeal) return null;
    return options.findDeal(id).catch(() => null);
  }

  async function missingDeal(id: number | null): Promise<'gone' | 'never' | null> {
    if (id === null || !options.missingDeal) return null;
    return options.missingDeal(id).catch(() => null);
  }

  /**
   * The page for `pathname` (and the deal and order the home page reads from the address): its status and HTML, rendered
   * on the server when `render` is given and the page is there, else the static shell.
   */
  async function page(url: string, render: Renderer | null, language: Language = 'en', linked = false): Promise<{ status: number; html: string }> {
    const { pathname, searchParams } = new URL(url, 'http://site');
    const dealId = dealIdOf(pathname, searchParams.get('deal'));
    const known = isSitePath(pathname);
    const deal = known ? await dealFor(dealId) : null;
    // A deal's page without its deal: 410 when it is over (ended, switched off, deleted), 404 when it never was;
    // kept out of indexes, and said before any script runs.
    const missing = known && !deal && pathname === '/' ? await missingDeal(dealId) : null;
    const rendered = known && !missing && render && options.readApi
      ? await render.renderPage(url, options.readApi, language)
      : null;
    // The page's language's words for the head: its title, description and the site's card.
    const translator = language === 'en' ? null : await translatorFor(language);
    const headWords: HeadWords | undefined = translator ? { tagline: translator.t('site.brand.tagline'), subtitle: translator.t('site.brand.subtitle') } : undefined;
    // A deal's card in the page's language (English included: its words are the catalogue's too).
    const dealWords = deal ? (translator ?? await translatorFor('en')) : undefined;
    let head = metaTags(options.publicUrl, deal, headWords, dealWords);
    if (known && !missing) {
      const canonical = canonicalUrl(publicUrl, pathname, deal);
      head += `\n    <link rel="canonical" href="${escapeHtml(canonical)}" />\n    ${hreflangLinks(canonical)}`;
    }
    if (deal && dealWords) {
      const reviews = deal.rating?.count && options.dealReviews ? await options.dealReviews(deal.businessId).catch(() => []) : [];
      head += `\n    ${dealJsonLd(publicUrl, deal, dealWords, reviews)}`;
    }
    if (!known || missing) head += '\n    <meta name="robots" content="noindex" />';
    head += mapMeta;
    // A shared deal link's largest paint is its dialog's picture, not the first featured one.
    if (pathname === '/' && options.featuredDeals) head += `\n    ${homePreloads(deal ? [deal] : await options.featuredDeals().catch(() => []), { list: !rendered, dialog: Boolean(deal) })}`;
    const template0 = await template();
    // A page rendered in another language: its words' chunks, which the browser loads before hydrating (main.tsx).
    if (rendered && language !== 'en') head += `\n    ${wordsPreloads(index!.words, language, rendered.groups)}`;
    let html = template0.replace('<!--dadeal:meta-->', head);
    // The title the page sets in the browser ("Pricing · Da Deal!", a linked deal's), already in the served page.
    const title = rendered?.title ?? (headWords ? `${SITE.name} — ${headWords.tagline}` : null);
    if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
    if (headWords) {
      html = html
        .replace(/(<meta name="description" content=")[^"]*"/, (_, start: string) => `${start}${escapeHtml(headWords.subtitle)}"`);
    }
    if (rendered) {
      // A rendered screen's own stylesheets, after the first script's (the order the browser gives them when the chunk
      // loads), so its first paint is styled; the home page's are the template's.
      const styles = await screenStyles(distDir, index!.manifest, render?.screenModule?.(pathname) ?? null);
      if (styles) html = html.replace('</head>', () => `  ${styles}\n  </head>`);
      // The page as React renders it, its query cache as data for the hydration, and no "needs JavaScript" notice.
      html = html
        .replace('<!--dadeal:shell-->', () => withOpenDialogScript(rendered.html))
        .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
        .replace('</body>', () => `${rendered.state}\n  </body>`);
    } else {
      // The words the site's own toast says for a stale deal link, whichever the status.
      // The first paint in the page's language: the hero and a stale link's notice.
      const words: ShellWords | null = translator && headWords ? {
        ...headWords,
        tab: (category) => translator.t(`widgets.dealCategory.${category}`),
      } : null;
      const notice = missing ? MESSAGES.dealUnavailable : null;
      html = html.replace('<!--dadeal:shell-->', shellFor(pathname, translator && notice ? localizeMessage(translator, notice) : notice, words));
    }
    return { status: missing === 'gone' ? 410 : known && !missing ? 200 : 404, html: withLanguage(html, language, linked) };
  }

  function sendPage(ctx: Koa.Context, status: number, entry: FileEntry) {
    ctx.set('Cache-Control', REVALIDATE);
    ctx.set('Content-Security-Policy', contentPolicy);
    ctx.set('X-Frame-Options', 'SAMEORIGIN');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    // A window that opens ours is cut off from it; PayPal's checkout popup, which our payment page opens, keeps its
    // way back (the SPA's first document is the one whose policy holds, so every page of the site says the same).
    ctx.set('Cross-Origin-Opener-Policy', OPENER_POLICY);
    // "Near me" on the home page asks the browser where the visitor is: the location to our own origin on every page
    // of the site, since the SPA's first document is the one whose policy holds (a visitor who came in on /pricing
    // reaches the home page in-app). The server's policy (camera, microphone) is kept as it is.
    const policy = ctx.response.get('Permissions-Policy');
    if (policy) ctx.set('Permissions-Policy', policy.replace('geolocation=()', 'geolocation=(self)'));
    sendFile(ctx, status, entry);
    // The page's language follows these.
    ctx.vary('Accept-Language');
    ctx.vary('Cookie');
  }

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || RESERVED.test(ctx.path)) return next();
    if (await seoFile(ctx)) return;
    const decoded = (() => {
      try {
        return decodeURIComponent(ctx.path);
      } catch {
        return null;
      }
    })();
    if (decoded && /\.[a-z0-9]{1,12}$/i.test(decoded) && !decoded.includes('\0') && !decoded.startsWith(RENDERER_DIR) && !decoded.startsWith(MANIFEST_DIR)) {
      const entry = await loadFile(decoded.replace(/^\/+/, ''));
      if (entry) {
        ctx.set('Cache-Control', decoded.startsWith('/assets/') ? IMMUTABLE : REVALIDATED_FILES.has(decoded) ? REVALIDATE : 'public, max-age=86400');
        sendFile(ctx, 200, entry);
        return;
      }
      if (decoded.startsWith('/assets/')) {
        // A chunk of an older build: say so plainly rather than answer HTML where a script is expected.
        ctx.status = 404;
        ctx.type = 'text/plain; charset=utf-8';
        ctx.set('Cache-Control', 'no-store');
        ctx.body = 'Not found';
        return;
      }
    }
    // The path, and what the home page's first render reads of the query (its deal and its order): one page each.
    const url = renderedUrl(ctx.path, new URLSearchParams(ctx.querystring));
    // The page's language: a `?lang=` link, the visitor's remembered choice, then Accept-Language. A `?lang=`
    // address is that language's own page (its canonical keeps the `lang`).
    const asked = typeof ctx.query.lang === 'string' ? ctx.query.lang : null;
    const language = chooseLanguage(asked, ctx.cookies.get(LANGUAGE_COOKIE), ctx.get('Accept-Language'));
    const linked = language !== 'en' && matchLanguage(asked) === language;
    const render = isSitePath(ctx.path) ? await loadRenderer() : null;
    if (render?.serverRenders(ctx.path)) {
      await template();
      // Rendered once per page and language until the deals change (the listing's cache: any write drops every
      // language's), then sent from memory as long as it holds. English keeps its key of before.
      const key = `page:${renderer?.mtimeMs}:${index?.mtimeMs}:${url}${language === 'en' ? '' : `:${language}${linked ? ':linked' : ''}`}`;
      const make = async () => JSON.stringify(await page(url, render, language, linked));
      try {
        const answer = options.pageCache ? await options.pageCache(key, make) : { body: Buffer.from(await make()) };
        let made = sent.get(answer);
        if (!made) {
          const { status, html } = JSON.parse(answer.body.toString('utf8')) as { status: number; html: string };
          made = { status, entry: pageEntry(html) };
          sent.set(answer, made);
        }
        sendPage(ctx, made.status, made.entry);
        return;
      } catch (error) {
        // A page that cannot be rendered is still served: the static shell, and the browser renders it.
        (ctx as Koa.Context & { log?: { error(o: object, m: string): void } }).log?.error({ err: error, path: ctx.path }, 'site: server render failed, sent the shell');
      }
    }
    const { status, html } = await page(url, null, language, linked);
    sendPage(ctx, status, pages.get(html) ?? remember(html));
  };
}
