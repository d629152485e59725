// Builds the widgets (library + standalone script) with Rollup's JS API, atomically and once at a time:
// used by `npm start` (ensureWidgetsBuilt), the tests' global setup and `npm run bench`.
import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { rollup } from 'rollup';
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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A directory as a lock between processes (tests and the server may build at the same time). */
async function withLock(fn) {
  const lock = path.join(DIST_DIR, '.build-lock');
  await mkdir(DIST_DIR, { recursive: true });
  const started = Date.now();
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - (await stat(lock).then((s) => s.mtimeMs, () => Date.now()));
      if (age > 120_000) await rmdir(lock).catch(() => {});
      if (Date.now() - started > 180_000) throw new Error(`widgets build: gave up waiting for ${lock}`);
      await sleep(200);
    }
  }
  try {
    return await fn();
  } finally {
    await rmdir(lock).catch(() => {});
  }
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
