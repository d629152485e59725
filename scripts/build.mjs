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

/** Every output (CHAINS below says which build side by side). */
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

/**
 * The builds that run side by side: the widgets' Rollup, the two Vite builds one after the other (two Vite builds in one
 * process at once are not something Vite promises), and esbuild's programs with the database template. The site bundles
 * the widgets' sources, not their build, so no chain waits for another. One at a time these kept one of two cores idle
 * (a forced build: 34.5 s wall for 39 s of CPU).
 */
const CHAINS = [['widgets'], ['site', 'admin'], ['server', 'cli', 'database']];

/** Builds the named outputs (default: the stale ones), the chains side by side; `log` gets one line per build. */
export async function buildAll({ names, log = () => {} } = {}) {
  const wanted = names ?? (await staleBuilds());
  const chain = async (chainNames) => {
    for (const b of BUILDS) {
      if (!chainNames.includes(b.name) || !wanted.includes(b.name)) continue;
      const started = Date.now();
      await b.build();
      log(`${b.name} built in ${Date.now() - started} ms`);
    }
  };
  // Every chain runs to its end; the first failure is thrown once all have settled (no build left half-written).
  const settled = await Promise.allSettled(CHAINS.map(chain));
  const failed = settled.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
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
