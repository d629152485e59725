// A Vite app (the site, the admin console) built with Vite's JS API, once at a time and atomically: used by
// `npm start`, the browser tests' global setups, `npm run build -w <pkg>` and the benchmarks. A build is skipped when
// a content hash of its sources matches the one written beside the last output (scripts/source-hash.mjs). The output
// carries brotli and gzip copies of its text files, made here once. All apps share one lock directory,
// so two Vite builds never run at the same time on a small machine.
import { rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withDirLock } from './dir-lock.mjs';
import { builtHash, HASH_FILE, ROOT, sourceHash as hashOf } from './source-hash.mjs';
import { precompressDir } from './static-files.mjs';
import { failOnPrintedWarnings } from './build-warnings.mjs';

const LOCK_DIR = path.join(ROOT, 'site', '.build-lock');

/**
 * @param {{ name: string, dir: string, sources: string[], ssrEntry?: string }} app `dir` holds vite.config.ts and gets
 *   dist/; `sources` are the files and folders whose content decides whether a build is stale; `ssrEntry` (relative to
 *   `dir`): a server renderer built next, into dist/server/ (one self-contained ES module for Node: its libraries
 *   bundled in, production React whatever NODE_ENV the server runs with).
 */
export function viteAppBuild({ name, dir, sources, ssrEntry }) {
  const distDir = path.join(dir, 'dist');
  /** A hash of every source file's path and bytes (mtimes change on a fresh clone; contents do not). */
  const sourceHash = () => hashOf(sources);

  async function isStale() {
    const [built, current] = await Promise.all([builtHash(distDir), sourceHash()]);
    const index = await stat(path.join(distDir, 'index.html')).catch(() => null);
    return !index || built !== current;
  }

  /** Builds into a temporary folder, then swaps it in: a server reading dist never sees half a build. */
  function build({ quiet = true } = {}) {
    return withDirLock(LOCK_DIR, async () => {
      const hash = await sourceHash();
      const vite = await import('vite');
      const tmp = path.join(dir, `.dist-tmp-${process.pid}-${Date.now()}`);
      const old = path.join(dir, `.dist-old-${process.pid}-${Date.now()}`);
      // A production build whatever the caller's NODE_ENV (vitest sets "test", which would ship React's dev build).
      const nodeEnv = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      try {
        // A warning fails the build: the config's onLog (scripts/build-warnings.mjs) sees the bundler's; what is printed
        // past it (rolldown's option checks, Vite's logger) is caught here.
        await failOnPrintedWarnings(name, () => vite.build({
          mode: 'production',
          configFile: path.join(dir, 'vite.config.ts'),
          root: dir,
          logLevel: quiet ? 'warn' : 'info',
          build: { outDir: tmp, emptyOutDir: true },
        }));

        // Compressed copies now, not at a first request (brotli 11 of the console's vendor chunk takes seconds).
        await precompressDir(tmp);
        if (ssrEntry) {
          // After the compressed copies: the server reads its renderer from disk, no browser ever downloads it.
          await failOnPrintedWarnings(`${name} server renderer`, () => vite.build({
            mode: 'production',
            configFile: path.join(dir, 'vite.config.ts'),
            root: dir,
            logLevel: quiet ? 'warn' : 'info',
            // React's production build on the server too (its CommonJS entries choose by NODE_ENV at run time).
            define: { 'process.env.NODE_ENV': JSON.stringify('production') },
            ssr: { noExternal: true, target: 'node' },
            // One file (no chunks): the server loads it again under a new URL when a new build replaces it, and a chunk
            // importing the entry back would get a second copy of it (two React contexts of one kind).
            build: {
              ssr: ssrEntry, outDir: path.join(tmp, 'server'), emptyOutDir: false, copyPublicDir: false, minify: false,
              rolldownOptions: { output: { codeSplitting: false } },
            },
          }));
        }
        await writeFile(path.join(tmp, HASH_FILE), `${hash}\n`);
        await rename(distDir, old).catch((error) => {
          if (error.code !== 'ENOENT') throw error;
        });
        await rename(tmp, distDir);
      } finally {
        if (nodeEnv === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = nodeEnv;
        await rm(tmp, { recursive: true, force: true });
        await rm(old, { recursive: true, force: true });
      }
    }, { name: `${name} build`, staleMs: 180_000, waitMs: 300_000 });
  }

  let pending = null;
  /** Builds when the output is missing or its sources changed; concurrent callers share one build. */
  function ensureBuilt() {
    pending ??= (async () => {
      if (await isStale()) await build();
    })().finally(() => {
      pending = null;
    });
    return pending;
  }

  /** `node build/build.mjs`: a build now, with Vite's output. */
  async function buildFromCommandLine() {
    const started = Date.now();
    await build({ quiet: false });
    console.log(`${name} built in ${Date.now() - started} ms → ${path.relative(process.cwd(), distDir) || distDir}`);
  }

  return { distDir, sourceHash, isStale, build, ensureBuilt, buildFromCommandLine };
}
