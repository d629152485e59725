// Builds the widgets (library + standalone script) with Rollup's JS API, atomically and once at a time:
// used by `npm start` (ensureWidgetsBuilt), the tests' global setup and `npm run bench`.
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { rollup } from 'rollup';
import { withDirLock } from '../../scripts/dir-lock.mjs';
import { DIST_DIR, SRC_DIR, STANDALONE_FILE, WIDGETS_DIR, rollupOptions } from './rollup-options.mjs';

export { DIST_DIR, STANDALONE_FILE };
export const STANDALONE_PATH = path.join(DIST_DIR, STANDALONE_FILE);
const CORE_SRC = path.resolve(WIDGETS_DIR, '..', 'core', 'src');
const OUTPUTS = [STANDALONE_PATH, path.join(DIST_DIR, 'index.js')];

/** Writes the given variants into outDir. */
export async function bundle(variants, outDir) {
  for (const variant of variants) {
    const options = rollupOptions(variant, outDir);
    const build = await rollup(options);
    try {
      await build.write(options.output);
    } finally {
      await build.close();
    }
  }
}

async function newestSourceTime(dir) {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || /\.(test|stories)\.tsx?$/.test(entry.name)) continue;
    const { mtimeMs } = await stat(path.join(entry.parentPath ?? entry.path, entry.name));
    newest = Math.max(newest, mtimeMs);
  }
  return newest;
}

/** True when an output is missing or older than a source of the widgets, their build or core. */
export async function isBuildStale() {
  let oldestOutput = Infinity;
  for (const file of OUTPUTS) {
    try {
      oldestOutput = Math.min(oldestOutput, (await stat(file)).mtimeMs);
    } catch {
      return true;
    }
  }
  const sources = await Promise.all([SRC_DIR, path.join(WIDGETS_DIR, 'build'), CORE_SRC].map(newestSourceTime));
  return Math.max(...sources) > oldestOutput;
}

/** Tests and the server may build at the same time: one build at a time. */
async function withLock(fn) {
  await mkdir(DIST_DIR, { recursive: true });
  return withDirLock(path.join(DIST_DIR, '.build-lock'), fn, { name: 'widgets build' });
}

/** Builds into a temporary folder and moves the files into dist, so readers never see half a file. */
export async function buildWidgets() {
  return withLock(async () => {
    const tmp = path.join(DIST_DIR, `.tmp-${process.pid}-${Date.now()}`);
    try {
      await bundle(['library', 'standalone'], tmp);
      for (const name of await readdir(tmp)) await rename(path.join(tmp, name), path.join(DIST_DIR, name));
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  });
}

let pending = null;

/** Builds when dist is missing or older than the sources; concurrent callers share one build. */
export function ensureWidgetsBuilt() {
  pending ??= (async () => {
    if (await isBuildStale()) await buildWidgets();
  })().finally(() => {
    pending = null;
  });
  return pending;
}
