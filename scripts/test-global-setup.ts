// The whole suite's one global setup (root vitest.config.ts), before any test file starts:
// - builds what `npm start` serves and the compiled programs the tests spawn (`npm run build`'s outputs, each skipped
//   when its sources are unchanged, plus the cluster-node test server), so no test waits on a build or runs tsx in a
//   child — only when the run includes a project that needs them;
// - makes the migrated database templates every test database is copied from (api/src/testing/database-templates.ts):
//   PGlite's always, PostgreSQL's when DATABASE_URL is set. Workers inherit their names through the environment.
// On a clean clone everything is stale, so the independent parts run side by side: the front ends' bundlers one after
// the other in this process (Vite and Rollup, the site bundles the widgets' library), while esbuild's own process
// compiles the programs, a child runs PGlite's initdb for the template chain, and PostgreSQL migrates its template.
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { TestProject } from 'vitest/node';
import { createPgTemplate, ensurePgliteTemplate, makeDemoDataDir, TEMPLATE_ENV } from '../api/src/testing/database-templates.ts';
import { buildAll, staleBuilds } from './build.mjs';
import { buildTestNode, isTestNodeStale } from './build-node.mjs';

/** Projects whose tests read no build and open no database: a run of only these skips the setup. */
const SELF_CONTAINED = new Set(['core', 'site', 'admin', 'widgets', 'storybook']);
/** Projects whose servers start with the demo data (site/e2e/harness.ts): they get the run's demo data dir. */
const DEMO_DATA = new Set(['site-e2e', 'admin-e2e']);

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const names = project.vitest.projects.map((p) => p.name);
  if (names.every((name) => SELF_CONTAINED.has(name))) return;
  const started = performance.now();

  const stale = await staleBuilds();
  const only = (names: string[]) => ({ names: stale.filter((name) => names.includes(name)) });
  const pgTemplate = process.env.DATABASE_URL ? createPgTemplate(process.env.DATABASE_URL) : undefined;
  const parts = await Promise.allSettled([
    buildAll(only(['widgets', 'site', 'admin'])),
    buildAll(only(['server', 'cli'])),
    isTestNodeStale('cluster-node').then((isStale) => (isStale ? buildTestNode('cluster-node') : undefined)),
    // The migrated template starts from the empty database the 'database' build makes; the demo data dir from it.
    buildAll(only(['database'])).then(() => ensurePgliteTemplate()).then(async (template) => {
      if (names.some((name) => DEMO_DATA.has(name))) process.env[TEMPLATE_ENV.demoDataDir] = await makeDemoDataDir(template, tmpdir());
      return template;
    }),
    pgTemplate,
  ]);
  const pg = parts[4].status === 'fulfilled' ? parts[4].value : undefined;
  const failed = parts.find((part): part is PromiseRejectedResult => part.status === 'rejected');
  const demoDataDir = process.env[TEMPLATE_ENV.demoDataDir];
  const removeDemo = () => (demoDataDir ? rm(demoDataDir, { recursive: true, force: true }) : Promise.resolve());
  if (failed) {
    await removeDemo();
    await pg?.drop();
    throw failed.reason;
  }
  const pglite = (parts[3] as PromiseFulfilledResult<Awaited<ReturnType<typeof ensurePgliteTemplate>>>).value;
  process.env[TEMPLATE_ENV.pgliteDir] = pglite.dir;

  let dropPg: (() => Promise<void>) | undefined;
  if (pg) {
    process.env[TEMPLATE_ENV.pg] = pg.name;
    dropPg = pg.drop;
  }
  console.log(`[test setup] builds and database templates ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return async () => {
    await removeDemo();
    await dropPg?.();
  };
}
