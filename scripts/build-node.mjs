// The server and the CLI compiled to JavaScript with esbuild: one ES module each (server/dist/server.mjs,
// cli/dist/dadeal.mjs) with the workspaces' own code (@dadeal/*) inlined and every npm package left to node_modules.
// Why a bundle and not tsc per package: Node loads one file instead of hundreds of modules (a faster start and
// `dadeal --help`), and the workspaces keep exporting their TypeScript sources to vitest and tsx unchanged.
//
// Code that finds files next to itself (`new URL('../dist', import.meta.url)`: the site's build, the CLI's
// package.json, the project's .env) keeps working in the bundle: each module's `import.meta.url` is rewritten to the
// URL of its source file, relative to the bundle, so the built checkout can move as a whole (a Docker image, a copy).
import { spawn } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtHash, HASH_FILE, ROOT, sourceHash as hashOf } from './source-hash.mjs';
import { checkEsbuildWarnings } from './build-warnings.mjs';

// What each bundle is made of: the workspaces' code and this build. Not the lockfile: npm packages are not bundled.
const served = [
  path.join(ROOT, 'scripts', 'static-files.mjs'),
  path.join(ROOT, 'site', 'serve'), path.join(ROOT, 'site', 'src', 'app'),
  path.join(ROOT, 'admin', 'serve'),
  path.join(ROOT, 'widgets', 'src', 'serve.ts'), path.join(ROOT, 'widgets', 'src', 'serve'), path.join(ROOT, 'widgets', 'build', 'paths.mjs'),
];
const common = [path.join(ROOT, 'api', 'src'), path.join(ROOT, 'api', 'package.json'), path.join(ROOT, 'api', 'migrations'), path.join(ROOT, 'core', 'src'), path.join(ROOT, 'scripts', 'build-node.mjs')];

/** The two programs: what each is built from, where it goes, and the code that runs it. */
export const NODE_BUILDS = {
  server: {
    outFile: path.join(ROOT, 'server', 'dist', 'server.mjs'),
    sources: [...common, ...served, path.join(ROOT, 'server', 'src'), path.join(ROOT, 'server', 'package.json')],
    entry: { dir: path.join(ROOT, 'server', 'src'), contents: "import { main } from './server.ts';\nawait main();\n" },
  },
  cli: {
    outFile: path.join(ROOT, 'cli', 'dist', 'dadeal.mjs'),
    sources: [...common, path.join(ROOT, 'cli', 'src'), path.join(ROOT, 'cli', 'package.json')],
    entry: { dir: path.join(ROOT, 'cli', 'src'), contents: "export { main } from './main.ts';\nexport { loadDotEnv } from '@dadeal/api/config.js';\n" },
  },
};

/**
 * Programs only the tests start, compiled the same way so that a test spawns plain `node` (no tsx compiling the
 * TypeScript in every child): not part of `npm run build`, made by the tests' global setup.
 */
export const TEST_NODE_BUILDS = {
  'cluster-node': {
    outFile: path.join(ROOT, 'server', 'dist', 'testing', 'cluster-node.mjs'),
    sources: [...common, ...served, path.join(ROOT, 'server', 'src'), path.join(ROOT, 'server', 'package.json')],
    entry: { dir: path.join(ROOT, 'server', 'src', 'testing'), contents: "import './cluster-node.ts';\n" },
  },
};

const specOf = (name) => NODE_BUILDS[name] ?? TEST_NODE_BUILDS[name];

export const sourceHash = (name) => hashOf(specOf(name).sources);

/** The empty PGlite database of `pgliteTemplate()`, beside the server; remade when the installed PGlite changes. */
export const PGLITE_TEMPLATE = path.join(ROOT, 'api', 'dist', 'pglite-template');
const TEMPLATE_HASH = `${PGLITE_TEMPLATE}.source-hash`;
const templateSources = [path.join(ROOT, 'package-lock.json'), path.join(ROOT, 'scripts', 'build-node.mjs')];

export async function isTemplateStale() {
  const [built, current] = await Promise.all([readFile(TEMPLATE_HASH, 'utf8').then((t) => t.trim(), () => ''), hashOf(templateSources)]);
  return built !== current;
}

/**
 * An empty PGlite data directory (PGlite's initdb, run in a child process): the server copies it into a new DATA_DIR
 * instead of running initdb at its first start (seconds, and ~800 MB of memory against ~290 MB).
 */
export async function buildTemplate() {
  const hash = await hashOf(templateSources);
  const tmp = `${PGLITE_TEMPLATE}.tmp-${process.pid}`;
  await rm(tmp, { recursive: true, force: true });
  await mkdir(path.dirname(PGLITE_TEMPLATE), { recursive: true });
  try {
    const script = `import { PGlite } from '@electric-sql/pglite'; const db = new PGlite(${JSON.stringify(tmp)}); await db.waitReady; await db.close();`;
    // A child of its own, waited for without blocking this process (the tests' setup bundles the front ends meanwhile).
    // --liftoff-only: initdb runs once, too short for V8's optimising compile of all of Postgres to pay (4.7 → 3.1 s
    // of CPU); the data directory it writes is the same.
    const status = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--liftoff-only', '--input-type=module', '-e', script], { cwd: path.join(ROOT, 'api'), stdio: 'inherit' });
      child.on('error', reject);
      child.on('close', resolve);
    });
    if (status !== 0) throw new Error(`the PGlite template could not be made (exit ${status})`);
    await rm(PGLITE_TEMPLATE, { recursive: true, force: true });
    await rename(tmp, PGLITE_TEMPLATE);
    await writeFile(TEMPLATE_HASH, `${hash}\n`);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

export async function isStale(name) {
  const { outFile } = specOf(name);
  const [built, current] = await Promise.all([builtHash(path.dirname(outFile)), sourceHash(name)]);
  return built !== current || !(await readFile(outFile).then(() => true, () => false));
}

/** Bare imports stay imports (node_modules), except the workspaces', which are bundled. */
const externalPackages = {
  name: 'dadeal-external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@dadeal/') || args.path.startsWith('node:')) return null;
      return { path: args.path, external: true };
    });
  },
};

/** Each workspace module's import.meta.url → its source file's URL, computed relative to the bundle at run time. */
function sourceUrls(outDir) {
  return {
    name: 'dadeal-source-urls',
    setup(build) {
      build.onLoad({ filter: /\.(m?[jt]sx?)$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return null;
        const text = await readFile(args.path, 'utf8');
        const loader = /\.tsx$/.test(args.path) ? 'tsx' : /\.ts$/.test(args.path) ? 'ts' : 'js';
        if (!text.includes('import.meta.url')) return { contents: text, loader };
        const relative = path.relative(outDir, args.path).split(path.sep).join('/');
        return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`), loader };
      });
    },
  };
}

export const isTestNodeStale = isStale;
export const buildTestNode = (name) => buildNode(name);

/** Scalar's browser build (standalone.js and the chunks it loads): served at /api/docs/assets/ (openapi.routes.ts). */
const SCALAR_BROWSER = path.join(ROOT, 'node_modules', '@scalar', 'api-reference', 'dist', 'browser');

export async function buildNode(name) {
  const { build } = await import('esbuild');
  const { outFile, entry } = specOf(name);
  const outDir = path.dirname(outFile);
  const hash = await sourceHash(name);
  const tmp = `${outDir}.tmp-${process.pid}`;
  await rm(tmp, { recursive: true, force: true });
  await mkdir(tmp, { recursive: true });
  try {
    const result = await build({
      stdin: { contents: entry.contents, resolveDir: entry.dir, sourcefile: `${name}-entry.ts`, loader: 'ts' },
      outfile: path.join(tmp, path.basename(outFile)),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22.22',
      sourcemap: 'linked',
      legalComments: 'none',
      logLevel: 'warning',
      plugins: [externalPackages, sourceUrls(outDir)],
    });
    checkEsbuildWarnings(name, result); // a warning fails the build (scripts/build-warnings.mjs)
    await writeFile(path.join(tmp, HASH_FILE), `${hash}\n`);
    // The API reference page's scripts (Scalar's browser build) go beside the server, so a production install
    // (`npm ci --omit=dev`) serves /api/docs without Scalar's ~270 packages (a development dependency).
    if (name === 'server') await cp(SCALAR_BROWSER, path.join(tmp, 'api-docs'), { recursive: true, filter: (file) => !file.endsWith('.map') });
    // File by file: an output directory may hold another build's files (api/dist: the PGlite template).
    await mkdir(outDir, { recursive: true });
    for (const file of await readdir(tmp)) {
      await rm(path.join(outDir, file), { recursive: true, force: true });
      await rename(path.join(tmp, file), path.join(outDir, file));
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const name of process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(NODE_BUILDS)) await buildNode(name);
  if (!process.argv.slice(2).length || process.argv.includes('server')) await buildTemplate();
}
