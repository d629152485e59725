// Builds the widgets (library + standalone script) with Rollup's JS API, atomically and once at a time: used by
// `npm run build` / `npm start` (through scripts/build.mjs), the tests' global setups and `npm run bench`. A build is
// skipped when a content hash of the sources matches the one written beside the output (scripts/source-hash.mjs);
// Rollup is imported only when a build runs, so the check works in a production install.
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { withDirLock } from '../../scripts/dir-lock.mjs';
import { builtHash, HASH_FILE, sourceHash as hashOf } from '../../scripts/source-hash.mjs';
import { precompressDir } from '../../scripts/static-files.mjs';
import {
  CATALOGUE_LANGUAGES, CATALOGUE_PATHS, CLAIM_PATH, DIST_DIR, PART_NAMES, PART_PATHS, SRC_DIR, STANDALONE_FILE, STANDALONE_PATH, WIDGETS_DIR, partFile,
} from './paths.mjs';

export { CLAIM_PATH, DIST_DIR, PART_PATHS, STANDALONE_FILE, STANDALONE_PATH };
const OUTPUTS = [STANDALONE_PATH, CLAIM_PATH, ...CATALOGUE_PATHS, ...PART_PATHS, path.join(DIST_DIR, 'index.js')];
const SOURCES = [SRC_DIR, path.join(WIDGETS_DIR, 'build'), path.resolve(WIDGETS_DIR, '..', 'core', 'src'), path.resolve(WIDGETS_DIR, '..', 'package-lock.json')];

/** The `?v=` of a built file: what the server calls its hash (src/serve.ts), so the pinned URL is cached for a year. */
const versionOf = async (file) => createHash('sha256').update(await readFile(file)).digest('hex').slice(0, 16);

/**
 * Writes the given variants into outDir. The standalone script names the hash of each on-demand part it loads, so
 * its parts are built first (into outDir, or into a temporary folder when they are not asked for).
 */
export async function bundle(variants, outDir, hostNames = {}) {
  const [{ rollup }, { rollupOptions }] = await Promise.all([import('rollup'), import('./rollup-options.mjs')]);
  const parts = PART_NAMES.map((name) => `part-${name}`);
  const ordered = [...variants.filter((v) => parts.includes(v)), ...variants.filter((v) => !parts.includes(v))];
  let partVersions = null;
  for (const variant of ordered) {
    if (variant === 'standalone' && !partVersions) {
      // Every part is built first: the script names their hashes, and holds for them only what they import (hostNames).
      const missing = parts.filter((part) => !variants.includes(part));
      if (missing.length) await bundle(missing, outDir, hostNames);
      partVersions = Object.fromEntries(await Promise.all(PART_NAMES.map(async (name) => [name, await versionOf(path.join(outDir, partFile(name)))])));
    }
    const options = rollupOptions(variant, outDir, { partVersions: partVersions ?? {}, hostNames });
    const build = await rollup(options);
    try {
      await build.write(options.output);
    } finally {
      await build.close();
    }
  }
}

/** A hash of the widgets' sources, their build and core (what the bundles are made of). */
export const sourceHash = () => hashOf(SOURCES);

/** True when an output is missing or was built from other sources. */
export async function isBuildStale() {
  for (const file of OUTPUTS) if (!(await stat(file).catch(() => null))) return true;
  return (await builtHash(DIST_DIR)) !== (await sourceHash());
}

/** Tests and builds may start at the same time: one build at a time. */
async function withLock(fn) {
  await mkdir(DIST_DIR, { recursive: true });
  return withDirLock(path.join(DIST_DIR, '.build-lock'), fn, { name: 'widgets build' });
}

/** Builds into a temporary folder and moves the files into dist, so readers never see half a file. */
export async function buildWidgets() {
  return withLock(async () => {
    const hash = await sourceHash();
    const tmp = path.join(DIST_DIR, `.tmp-${process.pid}-${Date.now()}`);
    try {
      await bundle(['library', ...PART_NAMES.map((name) => `part-${name}`), 'standalone', 'claim', ...CATALOGUE_LANGUAGES.map((language) => `i18n-${language}`)], tmp);
      await precompressDir(tmp);
      for (const name of await readdir(tmp)) await rename(path.join(tmp, name), path.join(DIST_DIR, name));
      await writeFile(path.join(DIST_DIR, HASH_FILE), `${hash}\n`);
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  });
}

let pending = null;

/** Builds when dist is missing or its sources changed; concurrent callers share one build. */
export function ensureWidgetsBuilt() {
  pending ??= (async () => {
    if (await isBuildStale()) await buildWidgets();
  })().finally(() => {
    pending = null;
  });
  return pending;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  await buildWidgets();
  console.log(`widgets built in ${Date.now() - started} ms → ${path.relative(process.cwd(), DIST_DIR) || DIST_DIR}`);
}
