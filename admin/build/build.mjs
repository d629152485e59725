// The admin console's build (scripts/vite-app-build.mjs, sharing the site's lock): stale when the console's or core's
// sources or the lockfile changed. Used by `npm start` (ensureAdminBuilt), its browser tests, `npm run build -w admin`
// and the benchmark.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { viteAppBuild } from '../../scripts/vite-app-build.mjs';

export const ADMIN_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(ADMIN_DIR, '..');

const admin = viteAppBuild({
  name: 'admin',
  dir: ADMIN_DIR,
  sources: [
    path.join(ADMIN_DIR, 'src'),
    path.join(ADMIN_DIR, 'index.html'),
    path.join(ADMIN_DIR, 'vite.config.ts'),
    path.join(ROOT, 'core', 'src'),
    path.join(ROOT, 'package-lock.json'),
  ],
});

export const DIST_DIR = admin.distDir;
export const sourceHash = admin.sourceHash;
export const isAdminBuildStale = admin.isStale;
export const buildAdmin = admin.build;
export const ensureAdminBuilt = admin.ensureBuilt;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await admin.buildFromCommandLine();
