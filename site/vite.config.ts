// The site's build (Vite): hashed, route-split chunks in dist/assets, index.html with the meta placeholder the
// server fills for shared deal links. `npm start` builds through build/build.mjs when the sources changed.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// The manifest's English words (the build cannot load core's package entry, so the catalogue file itself).
import { site as words } from '../core/src/i18n/site/en.js';
import { SITE_NAME } from './src/app/brand.js';
import { failOnWarnings } from '../scripts/build-warnings.mjs';

/** The deal dialog's modules: the widgets' DealDialog (and its share code, the view it records) and the site's claim around it. */
const DEAL_DIALOG = /(widgets[\\/]src[\\/](DealDialog[\\/][\w-]+|client[\\/]deal-views)|site[\\/]src[\\/]app[\\/]deals[\\/](SiteDealDialog|use-claim))\.tsx?$/;

/**
 * The widgets' index re-exports DealDialog, and the widgets' package declares no `sideEffects`, so the home page's
 * chunk would import the dialog's chunk for its evaluation alone. These modules only declare things: saying so lets
 * the dialog load when a deal opens, not with the page.
 */
const dealDialogHasNoSideEffects: Plugin = {
  name: 'dadeal:deal-dialog-no-side-effects',
  transform(code, id) {
    return DEAL_DIALOG.test(id) ? { code, map: null, moduleSideEffects: false } : null;
  },
};

/**
 * The first screen's stylesheet inside index.html (a `<style>`, which the CSP's style-src allows) instead of a `<link>`:
 * one request fewer before the first paint on a phone (Lighthouse: render-blocking, ~150 ms of a 150 ms round trip).
 * 6.6 KB gzip more in each HTML answer, which is revalidated (304) on later visits; the file stays in dist for the
 * service worker's precache. The screens' own stylesheets still load with their chunks.
 */
const inlineEntryStylesheet: Plugin = {
  name: 'dadeal:inline-entry-stylesheet',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      if (!bundle) return html;
      return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
        const asset = bundle[fileName];
        if (!asset || asset.type !== 'asset') return link;
        const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        // Named, so that a lazy chunk that lists this stylesheet among its own does not fetch it again (smallPreloadHelper).
        return `<style data-href="/${fileName}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
      });
    },
  },
};

/**
 * The widgets' search box imports its suggestions (`./search-results.js`) from the site's stand-in
 * (src/app/deals/search-results.on-demand.tsx), which loads them at the box's first focus: 0.7 KiB gzip less in the
 * home page's first script, as the widgets' own script does with the same module.
 */
const SEARCH_BOX = /widgets[\\/]src[\\/]SearchBox[\\/]SearchBox\.tsx$/;
const searchResultsOnDemand: Plugin = {
  name: 'dadeal:search-results-on-demand',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === './search-results.js' && importer && SEARCH_BOX.test(importer)
      ? fileURLToPath(new URL('./src/app/deals/search-results.on-demand.tsx', import.meta.url))
      : null,
};

/** Vite's id of the module its dynamic imports go through (`__vitePreload`). */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite's preload helper, as small as the site needs it (3.4 kB raw of Vite's own in the first script, 0.5 kB here):
 * a lazy chunk's dependencies are only its stylesheets (`modulePreload.resolveDependencies` keeps no script), so a
 * dynamic import adds each stylesheet once (not one the page already has: the server puts a rendered screen's in its
 * head, and the first screen's are inside the page, inlineEntryStylesheet), waits for it so the screen never shows
 * unstyled, and imports the chunk. Vite's own fetched the first screen's stylesheet again, already inside the page, before
 * the first deal dialog, sign-in dialog or other language could open. A stylesheet that fails stops the
 * import as Vite's does, and is asked again by the next import (no one listens for `vite:preloadError` here, so the event
 * is not made).
 */
function smallPreloadHelper(): Plugin {
  let base = '/';
  return {
    name: 'dadeal:small-preload-helper',
    apply: 'build',
    enforce: 'pre',
    configResolved: (config) => { base = config.base; },
    resolveId: (id) => (id === PRELOAD_HELPER ? id : null),
    // A dependency is named from the site's base ("assets/x.css"), as Vite's helper reads it.
    load: (id) => id === PRELOAD_HELPER ? [
      `const base = ${JSON.stringify(base)}, seen = {};`,
      'export const __vitePreload = (load, deps) => Promise.all((deps || []).map((dep) => seen[dep] ??= new Promise((resolve, reject) => {',
      '  const href = new URL(base + dep, location.href).href;',
      '  if (document.querySelector(`style[data-href="${base + dep}"]`) || [...document.querySelectorAll("link[rel=stylesheet]")].some((l) => l.href === href)) return resolve();',
      '  const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href, onload: resolve });',
      '  link.onerror = () => { link.remove(); delete seen[dep]; reject(new Error(`Unable to preload CSS for ${href}`)); };',
      '  document.head.append(link);',
      '}))).then(load);',
    ].join('\n') : null,
  };
}

/**
 * React Router's production files name their components for React's developer tools (`Link.displayName = "Link"`) and
 * make some with an unannotated `React.forwardRef(…)`: statements the bundler must keep, and with them the components,
 * used or not (its <Link> with route-module prefetching, <NavLink>, <Form>). Without the names and with forwardRef marked
 * pure, only what the site uses is bundled; the developer tools still show the functions' own names.
 */
const reactRouterWithoutDisplayNames: Plugin = {
  name: 'dadeal:react-router-without-display-names',
  transform(code, id) {
    if (!/node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]lib[\\/]/.test(id)) return null;
    const stripped = code
      .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
      // forwardRef() only wraps a function: pure, so an unused component goes too; so do createContext() and memo(),
      // and the module-level Sets of the data router's methods and status codes.
      .replace(/= React\$1\.(forwardRef|createContext|memo)\(/g, '= /* @__PURE__ */ React$$1.$1(')
      .replace(/^const ([\w$]+) = new Set\(/gm, 'const $1 = /* @__PURE__ */ new Set(');
    return stripped === code ? null : { code: stripped, map: null };
  },
};

/**
 * The app's scripts fetched once the server's page is on screen, not beside the HTML: index.html
 * loads a small first script of its own (assets/boot-<hash>.js, a file: the CSP allows no inline script) that, after
 * the first frame, preloads the entry's chunks and imports the entry. On a phone's narrow pipe the HTML and the largest
 * picture then arrive without 110 KiB of script sharing the bandwidth; the page is server-rendered, readable meanwhile,
 * and hydrated as soon as the scripts have run. Lighthouse mobile (simulated 1.6 Mbit/s): LCP 1.9 s with the scripts
 * requested with the HTML (even at low priority), 1.0 s without scripts. A page the server did not render (a screen
 * without server rendering) waits one frame more than before.
 */
const scriptsAfterFirstPaint: Plugin = {
  name: 'dadeal:scripts-after-first-paint',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const page = bundle['index.html'];
    if (!page || page.type !== 'asset') return;
    let html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/.exec(html);
    if (!entry) return;
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g)];
    const hrefs = preloads.map((m) => m[1]);
    const source = [
      `let s,f,h=document.querySelector("img[fetchpriority=high]");const g=()=>{s||(s=1,${JSON.stringify([...hrefs, entry[1]])}.map((h)=>document.head.append(Object.assign(document.createElement("link"),`,
      // The chunks evaluated one task apart (the libraries, core and the widgets, then the entry), not all of them in
      // one long task (docs/decisions/0026); each import evaluates what the one before did not.
      `{rel:"modulepreload",crossOrigin:"",href:h}))),${JSON.stringify([...hrefs, entry[1]])}.reduce((p,h)=>p.then(()=>new Promise((r)=>{const c=new MessageChannel();c.port1.onmessage=r;c.port2.postMessage(0)})).then(()=>import(h)),Promise.resolve()))};`,
      // Started once the first contentful paint has been shown and, when the page has a picture to show first (the
      // server's `fetchpriority="high"` one: the featured deal, the open deal), once that picture has been shown too:
      // the browser reports both (paint and largest-contentful-paint entries) after they reach the screen. A frame
      // callback and its task came too early: the frame was still on its way to the screen when the scripts were asked
      // for, so they were counted before the first paint. A browser without the entries starts after a frame; Safari
      // (paint entries, no LCP ones) after the first paint. A hidden page paints nothing: at once. At most 1.5 s.
      'const t=()=>f&&!h&&setTimeout(g),o=(y,c)=>{try{new PerformanceObserver((l)=>l.getEntries().forEach(c)).observe({type:y,buffered:!0})}catch{}},',
      'k=PerformanceObserver.supportedEntryTypes||[];',
      // A button pressed before the app runs with the session known (the server's Sign In, Claim Deal, a tab, a form's
      // submit): kept for the app to press again then (src/app/early-input.ts), stopped here (React does not see it, a
      // form is not sent), and the scripts asked for at once. Links work as links; typing is the fields' own.
      // A deal the server rendered open (a shared link, `/?deal=ID`) was made modal while the page was parsed, by the
      // server's script after it (serve/open-dialog.ts), which keeps Escape and a press on its backdrop as taps too
      // (`d.go` asks for the scripts; a tap kept before this script ran asks now). From here on a backdrop press is
      // kept by this listener, which runs first.
      'const m=document.querySelector("dialog.dd-dialog[open]");',
      'const d=window.dadealBoot||(window.dadealBoot={taps:[],live:!1});d.go=g;addEventListener("click",(e)=>{const b=!d.live&&(e.target.closest?.("#root button")||e.target===m&&m);b&&(e.preventDefault(),e.stopPropagation(),d.taps.push(b),g())},!0);',
      'd.taps.length&&g();',
      'document.hidden?g():(k.includes("largest-contentful-paint")||(h=null),',
      'k.includes("paint")?(o("paint",(e)=>{e.name==="first-contentful-paint"&&(f=1,t())}),o("largest-contentful-paint",(e)=>{e.element===h&&(h=null,t())}))',
      ':requestAnimationFrame(()=>setTimeout(g)),setTimeout(g,1500));',
    ].join('');
    const fileName = `assets/boot-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
    this.emitFile({ type: 'asset', fileName, source });
    for (const m of preloads) html = html.replace(m[0], '');
    page.source = html.replace(entry[0], `<script type="module" crossorigin src="/${fileName}"></script>\n    `);
  },
};

/** Options of the service worker's build, which vite-plugin-pwa makes on its own (src/sw.ts → dist/sw.js). */
const serviceWorkerBuild: Plugin = {
  name: 'dadeal:service-worker-build',
  config(config) {
    const options = config.build?.rollupOptions;
    const output = options && !Array.isArray(options.output) ? options.output : undefined;
    if (output && 'inlineDynamicImports' in output) {
      delete output.inlineDynamicImports;
      (output as { codeSplitting?: boolean }).codeSplitting = false;
    }
    return { logLevel: 'warn', build: { rollupOptions: { onLog: failOnWarnings('site service worker') } } };
  },
};

export default defineConfig({
  root: import.meta.dirname,
  resolve: {
    // The site's <Link>/<NavLink> in place of React Router's (src/app/links.tsx; with the plugin above, 3.6 KiB gzip less
    // on every first load), whoever imports them: `react-router` is src/app/react-router.ts, which re-exports the
    // library's own (`react-router-upstream`) with those two replaced.
    alias: [
      { find: /^react-router$/, replacement: fileURLToPath(new URL('./src/app/react-router.ts', import.meta.url)) },
      { find: /^react-router-upstream$/, replacement: 'react-router' },
    ],
  },
  publicDir: 'public',
  plugins: [
    dealDialogHasNoSideEffects,
    smallPreloadHelper(),
    searchResultsOnDemand,
    inlineEntryStylesheet,
    scriptsAfterFirstPaint,
    reactRouterWithoutDisplayNames,
    // Installable, and My Coupons offline: the web app manifest and the service worker (src/sw.ts) with
    // this build's app shell precached. Registered by the page itself after the first paint (app/offline/), and a
    // new build's worker waits for "New version available — Reload" (registerType 'prompt').
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: [],
      manifest: {
        id: '/',
        name: SITE_NAME,
        short_name: SITE_NAME,
        description: `${words['brand.subtitle']}.`,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b6e78',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [{ name: 'My Coupons', url: '/user-dashboard?tab=coupons', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] }],
      },
      injectManifest: {
        // The shell: this build's scripts and stylesheets, the icons. Not index.html (a template the server fills per
        // request; pages are network first in the worker), not the .br/.gz copies.
        globPatterns: ['**/*.{js,css,svg,png,woff2}'],
        // The funnel's chart (recharts, 400 KB) is the business dashboard's alone and loads when it is opened.
        globIgnores: ['index.html', 'sw.js', '**/*.br', '**/*.gz', 'assets/FunnelChart-*.js'],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        // The worker's own build (the plugin runs Vite again): its warnings fail the build too, it says only them, and
        // it asks for one file the current way (the plugin sets the deprecated `inlineDynamicImports`).
        buildPlugins: { vite: [serviceWorkerBuild] },
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
    // dist/.vite/manifest.json: which stylesheets each screen's module imports, for the server to put a server-rendered
    // screen's in its page's head (serve/serve.ts, screenStyles). Never served.
    manifest: true,
    // No modulepreload polyfill (0.5 KiB gzip of every first load): every browser the site targets
    // but Safari before 17 preloads modules itself, and there a lazy chunk's imports load after it, not with it.
    //
    // A lazy screen's own stylesheets are still fetched with it, but not its shared script chunks: their list (every
    // screen's imports, 0.9 KiB gzip) was in the first chunk of every page. A screen's chunk asks for its imports as it
    // is parsed (one round trip more, once: the service worker has precached every chunk by the time most visitors
    // leave the first page). The page's own modulepreloads (the first script's) stay.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps),
    },
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // The libraries every screen needs, in one long-cached chunk; everything else the first screen runs (the
        // shell, the home screen, the widgets' cards, core's rules) in one more (rolldown's `$initial` tag: statically
        // reachable from the entry), instead of ten small shared chunks: 3.3 KB less gzip, fewer requests (docs/decisions/0106-fast-on-a-phone.md). The rest is split per route and per dialog.
        codeSplitting: {
          groups: [
            // The libraries' modules the first screen reaches; those only later screens or dialogs use (React Query's
            // mutations: a claim, a dashboard's forms) in one chunk more, loaded with the first of them.
            { name: 'framework', tags: ['$initial'], test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/, priority: 3 },
            { name: 'framework-more', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/, priority: 3 },
            // The deal dialog (the widgets' DealDialog, reached through the widgets' index, and the site's claim around
            // it): its own chunk, loaded with the first deal opened (app/deals/DealDialogSlot.tsx).
            { name: 'deal-dialog', test: DEAL_DIALOG, priority: 4, includeDependenciesRecursively: false },
            // core's and the widgets' part of the first screen apart from the site's: the first script evaluates the
            // chunks a task apart (scriptsAfterFirstPaint), so each chunk's evaluation is a task of its own.
            // react-dom's client starts there too (app/react-dom-start.ts): its body runs in that chunk's task, not the app's.
            { name: 'shared', tags: ['$initial'], test: /[\\/](core|widgets)[\\/]src[\\/]|[\\/]app[\\/]react-dom-start\.ts$/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
      // A warning fails the build (scripts/build-warnings.mjs; libraries' "use client" directives are not warnings).
      onLog: failOnWarnings('site'),
      // Not the slow-plugin report: it says how busy the machine was, not what is wrong with the code (seen failing a
      // build while a test run shared the 2 cores: "vite-plugin-pwa closeBundle 1.4 s").
      checks: { bundlerTimings: false },
    },
    // Vite's own 500 kB limit (minified) holds again: core's validators are one chunk per schema (the largest 55 kB,
    // docs/decisions/0025), no longer one 560 kB chunk of them all. A chunk past it fails the build like any warning.
  },
  server: {
    // `npm run dev -w site`: the API runs on its own port (npm start) and Vite proxies to it.
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000', '/widgets': 'http://127.0.0.1:3000' },
  },
});
