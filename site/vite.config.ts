// The site's build (Vite): hashed, route-split chunks in dist/assets, index.html with the meta placeholder the
// server fills for shared deal links. `npm start` builds through build/build.mjs when the sources changed.
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  publicDir: 'public',
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
