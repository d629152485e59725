// Whether a build output is current, decided by the content of its sources (paths and bytes), never by mtimes: a
// fresh clone or a copied checkout has new mtimes and the same contents. Node built-ins only, so `npm start` can ask
// "is it built?" in a production install that has no build tools.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The file beside each build's output that holds the hash of the sources it was built from. */
export const HASH_FILE = '.source-hash';

const SKIP_DIRS = new Set(['node_modules', 'dist', '.build-lock']);
const SKIP_FILES = /\.(test|stories|e2e\.test)\.tsx?$/;

async function filesOf(entry) {
  const info = await stat(entry).catch(() => null);
  if (!info) return [];
  if (info.isFile()) return [entry];
  const out = [];
  for (const item of await readdir(entry, { withFileTypes: true })) {
    const full = path.join(entry, item.name);
    if (item.isDirectory()) {
      if (!SKIP_DIRS.has(item.name) && !item.name.startsWith('.')) out.push(...(await filesOf(full)));
    } else if (item.isFile() && !SKIP_FILES.test(item.name)) {
      out.push(full);
    }
  }
  return out;
}

// One read per file for checks that run together (`npm start` checks several builds whose sources overlap: core, the
// lockfile); forgotten once they are done, so a later check reads the files again.
const contents = new Map();
const read = (file) => {
  if (!contents.has(file)) contents.set(file, readFile(file));
  return contents.get(file);
};

/** A hash of every source file's path (relative to the repository) and bytes. */
export async function sourceHash(sources) {
  const files = (await Promise.all(sources.map(filesOf))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(ROOT, file));
    hash.update('\0');
    hash.update(await read(file));
    hash.update('\0');
  }
  setImmediate(() => contents.clear());
  return hash.digest('hex');
}

/** The hash written by the last build into `distDir`, or '' when there is none. */
export async function builtHash(distDir) {
  return (await readFile(path.join(distDir, HASH_FILE), 'utf8').catch(() => '')).trim();
}
