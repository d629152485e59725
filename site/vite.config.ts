// The site's build (Vite): hashed, route-split chunks in dist/assets, index.html with the meta placeholder the
// server fills for shared deal links. `npm start` builds through build/build.mjs when the sources changed.
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { SITE } from './src/app/texts.js';

export default defineConfig({
  root: import.meta.dirname,
  publicDir: 'public',
  plugins: [
    // Installable, and My Coupons offline (issue 19): the web app manifest and the service worker (src/sw.ts) with
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
        name: SITE.name,
        short_name: SITE.name,
        description: `${SITE.subtitle}.`,
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
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // The libraries every screen needs, in one long-cached chunk (fewer requests on a first visit); the rest is
        // split per route by Vite.
        advancedChunks: {
          groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ }],
        },
      },
      onLog(level, log, handler) {
        // Radix ships "use client" directives for server components; a client-only build has nothing to keep.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
  server: {
    // `npm run dev -w site`: the API runs on its own port (npm start) and Vite proxies to it.
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000', '/widgets': 'http://127.0.0.1:3000' },
  },
});
