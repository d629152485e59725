// The console's build (Vite): its own bundle under /admin-assets/, apart from the site's /assets/, so react-admin and
// MUI never reach the site's pages. `npm start` builds through build/build.mjs when the sources changed.
import { defineConfig } from 'vite';
import { failOnWarnings } from '../scripts/build-warnings.mjs';

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
    // Vite's 500 kB is of minified bytes: react-admin and MUI's vendor chunk is 1.16 MB minified (356 kB gzip), the
    // console's own 0.58 MB (52 kB gzip), for staff, cached for a year under hashed names, never on a public page. The
    // limit stays a ceiling: past it the build fails like on any warning (scripts/build-warnings.mjs).
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // The libraries in one long-cached chunk; the console's own code changes with each release. MapLibre's
        // stylesheet stays with the place editor's map chunk (its library and worker are files of their own, `?url`):
        // in the vendor chunk it was 71 kB of CSS in every first load.
        codeSplitting: {
          groups: [{ name: 'vendor', test: /node_modules[\\/](?!maplibre-gl[\\/])/ }],
        },
      },
      // A warning fails the build (scripts/build-warnings.mjs; libraries' "use client" directives are not warnings).
      onLog: failOnWarnings('admin'),
      // Not the slow-plugin report: it says how busy the machine was, not what is wrong with the code (seen failing a
      // build while a test run shared the 2 cores: "vite-plugin-pwa closeBundle 1.4 s").
      checks: { bundlerTimings: false },
    },
  },
  server: {
    // `npm run dev -w admin`: Vite serves the console, the API runs on its own port (npm start).
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
});
