// The site's build (scripts/vite-app-build.mjs): stale when the site's, the widgets' or core's sources or the lockfile
// changed. Used by `npm start` (ensureSiteBuilt), the browser tests, `npm run build -w site` and the benchmark.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { viteAppBuild } from '../../scripts/vite-app-build.mjs';

export const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(SITE_DIR, '..');

const site = viteAppBuild({
  name: 'site',
  dir: SITE_DIR,
  // The server renderer: dist/server/entry-server.js, loaded by serve/serve.ts.
  ssrEntry: 'src/entry-server.tsx',
  sources: [
    path.join(SITE_DIR, 'src'),
    path.join(SITE_DIR, 'public'),
    path.join(SITE_DIR, 'index.html'),
    path.join(SITE_DIR, 'vite.config.ts'),
    path.join(ROOT, 'widgets', 'src'),
    path.join(ROOT, 'core', 'src'),
    path.join(ROOT, 'package-lock.json'),
  ],
});

export const DIST_DIR = site.distDir;
export const sourceHash = site.sourceHash;
export const isSiteBuildStale = site.isStale;
export const buildSite = site.build;
export const ensureSiteBuilt = site.ensureBuilt;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await site.buildFromCommandLine();
