// Builds the admin console with Vite's JS API, once at a time and atomically: used by `npm start` (ensureAdminBuilt),
// the browser tests' global setup, `npm run build -w admin` and the benchmark. A build is skipped when a content hash
// of its sources (admin, core, the lockfile) matches the one written beside the last output. It takes the site's
// build lock, so the two Vite builds never run at the same time on a small machine.
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { withDirLock } from '../../scripts/dir-lock.mjs';

export const ADMIN_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST_DIR = path.join(ADMIN_DIR, 'dist');
const ROOT = path.resolve(ADMIN_DIR, '..');
const HASH_FILE = path.join(DIST_DIR, '.source-hash');
const SOURCES = [
  path.join(ADMIN_DIR, 'src'),
  path.join(ADMIN_DIR, 'index.html'),
  path.join(ADMIN_DIR, 'vite.config.ts'),
  path.join(ROOT, 'core', 'src'),
  path.join(ROOT, 'package-lock.json'),
];

async function filesOf(entry) {
  const info = await stat(entry).catch(() => null);
  if (!info) return [];
  if (info.isFile()) return [entry];
  const out = [];
  for (const item of await readdir(entry, { withFileTypes: true, recursive: true })) {
    if (!item.isFile() || /\.(test|stories|e2e\.test)\.tsx?$/.test(item.name)) continue;
    out.push(path.join(item.parentPath ?? item.path, item.name));
  }
  return out;
}

/** A hash of every source file's path and bytes (mtimes change on a fresh clone; contents do not). */
export async function sourceHash() {
  const files = (await Promise.all(SOURCES.map(filesOf))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(ROOT, file));
    hash.update('\0');
    hash.update(await readFile(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export async function isAdminBuildStale() {
  const [built, current] = await Promise.all([readFile(HASH_FILE, 'utf8').catch(() => ''), sourceHash()]);
  const index = await stat(path.join(DIST_DIR, 'index.html')).catch(() => null);
  return !index || built.trim() !== current;
}

// The site's lock directory: one Vite build at a time, whichever package asks.
const withLock = (fn) => withDirLock(path.join(ROOT, 'site', '.build-lock'), fn, { name: 'admin build', staleMs: 180_000, waitMs: 300_000 });

/** Builds into a temporary folder, then swaps it in: a server reading dist never sees half a build. */
export async function buildAdmin({ quiet = true } = {}) {
  return withLock(async () => {
    const hash = await sourceHash();
    const { build } = await import('vite');
    const tmp = path.join(ADMIN_DIR, `.dist-tmp-${process.pid}-${Date.now()}`);
    const old = path.join(ADMIN_DIR, `.dist-old-${process.pid}-${Date.now()}`);
    // A production build whatever the caller's NODE_ENV (vitest sets "test", which would ship React's dev build).
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        mode: 'production',
        configFile: path.join(ADMIN_DIR, 'vite.config.ts'),
        root: ADMIN_DIR,
        logLevel: quiet ? 'warn' : 'info',
        build: { outDir: tmp, emptyOutDir: true },
      });
      await writeFile(path.join(tmp, '.source-hash'), `${hash}\n`);
      await rename(DIST_DIR, old).catch((error) => {
        if (error.code !== 'ENOENT') throw error;
      });
      await rename(tmp, DIST_DIR);
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
      await rm(tmp, { recursive: true, force: true });
      await rm(old, { recursive: true, force: true });
    }
  });
}

let pending = null;

/** Builds when the output is missing or its sources changed; concurrent callers share one build. */
export function ensureAdminBuilt() {
  pending ??= (async () => {
    if (await isAdminBuildStale()) await buildAdmin();
  })().finally(() => {
    pending = null;
  });
  return pending;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  await buildAdmin({ quiet: false });
  console.log(`admin built in ${Date.now() - started} ms → ${path.relative(process.cwd(), DIST_DIR) || DIST_DIR}`);
}
