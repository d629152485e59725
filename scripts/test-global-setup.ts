// The whole suite's one global setup (root vitest.config.ts), before any test file starts:
// - builds what `npm start` serves and the compiled programs the tests spawn (`npm run build`'s outputs, each skipped
//   when its sources are unchanged, plus the cluster-node test server), so no test waits on a build or runs tsx in a
//   child — only when the run includes a project that needs them;
// - makes the migrated database templates every test database is copied from (api/src/testing/database-templates.ts):
//   PGlite's always, PostgreSQL's when DATABASE_URL is set. Workers inherit their names through the environment.
import type { TestProject } from 'vitest/node';
import { createPgTemplate, ensurePgliteTemplate, TEMPLATE_ENV } from '../api/src/testing/database-templates.ts';
import { buildAll } from './build.mjs';
import { buildTestNode, isTestNodeStale } from './build-node.mjs';

/** Projects whose tests read no build and open no database: a run of only these skips the setup. */
const SELF_CONTAINED = new Set(['core', 'site', 'admin', 'widgets', 'storybook']);

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const names = project.vitest.projects.map((p) => p.name);
  if (names.every((name) => SELF_CONTAINED.has(name))) return;
  const started = performance.now();

  await buildAll();
  if (await isTestNodeStale('cluster-node')) await buildTestNode('cluster-node');
  const pglite = await ensurePgliteTemplate();
  process.env[TEMPLATE_ENV.pgliteDir] = pglite.dir;

  let dropPg: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const template = await createPgTemplate(process.env.DATABASE_URL);
    process.env[TEMPLATE_ENV.pg] = template.name;
    dropPg = template.drop;
  }
  console.log(`[test setup] builds and database templates ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return async () => {
    await dropPg?.();
  };
}
