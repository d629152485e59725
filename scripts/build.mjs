// `npm run build` and the build step of `npm start`: every package into its own output — the widgets (Rollup,
// widgets/dist), the site and the admin console (Vite, site/dist and admin/dist), the server and the CLI (esbuild,
// server/dist and cli/dist), and the empty PGlite database a new DATA_DIR starts from (api/dist/pglite-template). Each
// is skipped when the content hash of its sources matches its last output's, so a second run costs a hash of the
// sources. The bundlers are imported only for a build that runs.
import { pathToFileURL } from 'node:url';
import { buildNode, buildTemplate, isStale as isNodeStale, isTemplateStale } from './build-node.mjs';
import { isBuildStale as isWidgetsStale, buildWidgets } from '../widgets/build/build.mjs';
import { isSiteBuildStale, buildSite } from '../site/build/build.mjs';
import { isAdminBuildStale, buildAdmin } from '../admin/build/build.mjs';

/** In dependency order: the site bundles the widgets' library. */
export const BUILDS = [
  { name: 'widgets', isStale: isWidgetsStale, build: buildWidgets },
  { name: 'site', isStale: isSiteBuildStale, build: buildSite },
  { name: 'admin', isStale: isAdminBuildStale, build: buildAdmin },
  { name: 'server', isStale: () => isNodeStale('server'), build: () => buildNode('server') },
  { name: 'cli', isStale: () => isNodeStale('cli'), build: () => buildNode('cli') },
  { name: 'database', isStale: isTemplateStale, build: buildTemplate },
];

/** The names of the outputs that are missing or older than their sources (no bundler loaded). */
export async function staleBuilds() {
  const stale = await Promise.all(BUILDS.map((b) => b.isStale()));
  return BUILDS.filter((_, i) => stale[i]).map((b) => b.name);
}

/** Builds the named outputs (default: the stale ones), one after the other; `log` gets one line per build. */
export async function buildAll({ names, log = () => {} } = {}) {
  const wanted = names ?? (await staleBuilds());
  for (const b of BUILDS) {
    if (!wanted.includes(b.name)) continue;
    const started = Date.now();
    await b.build();
    log(`${b.name} built in ${Date.now() - started} ms`);
  }
  return wanted;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const force = process.argv.includes('--force');
  const names = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const started = Date.now();
  const built = await buildAll({ names: force ? BUILDS.map((b) => b.name) : names.length ? names : undefined, log: (line) => console.log(`[dadeal] ${line}`) });
  const fresh = BUILDS.map((b) => b.name).filter((n) => !built.includes(n));
  if (fresh.length) console.log(`[dadeal] up to date: ${fresh.join(', ')}`);
  console.log(`[dadeal] build done in ${Date.now() - started} ms`);
}
