// The console's build (Vite): its own bundle under /admin-assets/, apart from the site's /assets/, so react-admin and
// MUI never reach the site's pages. `npm start` builds through build/build.mjs when the sources changed.
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/admin-assets/',
  publicDir: false,
  resolve: {
    // react-admin's packages each carry a nested react-router 7 / ra-core (the root keeps the site's react-router 8):
    // one copy of each, resolved from admin/, or their React contexts would not meet.
    dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom', 'ra-core', '@mui/material', '@emotion/react', '@emotion/styled', '@tanstack/react-query'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: '',
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // The libraries in one long-cached chunk; the console's own code changes with each release.
        codeSplitting: {
          groups: [{ name: 'vendor', test: /node_modules[\\/]/ }],
        },
      },
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
  server: {
    // `npm run dev -w admin`: Vite serves the console, the API runs on its own port (npm start).
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
});
