/// <reference lib="webworker" />
// The site's service worker, built by vite-plugin-pwa (injectManifest) to dist/sw.js.
// - The app shell (every hashed script and stylesheet of this build, the icons) is precached; a new build's worker
//   waits until the page's "New version available — Reload" tells it to take over (SKIP_WAITING).
// - Pages (navigations) are network first: online, the server's own HTML (its per-request meta tags and first-paint
//   shell, its headers) is what shows; the answer is kept per path (without the query) and shown when the network
//   fails or takes longer than 4 s. A path never opened falls back to the home page's HTML (kept at install): the
//   router draws the right screen from the address. A new build's worker drops the other kept pages when it takes
//   over (they name the old build's scripts).
// - Nothing else is answered here: no /api call (personal answers are kept by the page, per user, see
//   app/offline/personal-cache.ts), no /uploads, and not the console, the widgets or their scripts.
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const PAGES = 'dadeal-pages';
/** Navigations that are never the site's: the console, the API, uploads, widgets (their own documents, untouched). */
const NOT_THE_SITE = /^\/(admin-dashboard|admin-login|admin-assets|api|uploads|widgets)(\/|$)/;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** A page is kept under its path alone: `/?deal=7` and `/` are one entry (the router reads the query itself). */
const pageKey = (url: string) => {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`;
};

const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: 4,
  plugins: [
    { cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url) },
    // Only a real page: not a 404 of a mistyped path, not a 410 of an ended deal, not a redirect.
    { cacheWillUpdate: async ({ response }) => (response.status === 200 && response.type === 'basic' ? response : null) },
  ],
});

registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        const cache = await caches.open(PAGES);
        const home = `${self.location.origin}/`;
        return (await cache.match(pageKey(options.request.url))) ?? (await cache.match(home)) ?? Response.error();
      }
    },
    // Files opened as a page (/sitemap.xml, /robots.txt, a picture) are not pages of the site either.
    { denylist: [NOT_THE_SITE, /\.[a-z0-9]{1,12}$/i] },
  ),
);

// The home page's HTML at install, so that any route opens offline even if only reached inside the app.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const response = await fetch('/', { cache: 'no-cache', credentials: 'same-origin' }).catch(() => null);
      if (response?.ok) await (await caches.open(PAGES)).put(`${self.location.origin}/`, response);
    })(),
  );
});

// A new build taking over: pages kept by the old one name the old build's scripts, which its precache no longer
// holds. Only the home page fetched at this install is kept; other paths are kept again as they are opened.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PAGES);
      const home = `${self.location.origin}/`;
      for (const request of await cache.keys()) if (request.url !== home) await cache.delete(request);
    })(),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
