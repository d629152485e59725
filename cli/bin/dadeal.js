#!/usr/bin/env node
// `dadeal`: the compiled CLI (cli/dist/dadeal.mjs, made by `npm run build`) when it was built from the current
// sources — one file, no TypeScript compiler at run time. In a checkout never built, or whose sources changed since
// the last build (a developer's), the TypeScript sources through tsx's loader, so the CLI never runs stale code.
// Either way `.env` of the project root is read first (real environment variables win).
import { isStale } from '../../scripts/build-node.mjs';

let cli;
if (await isStale('cli')) {
  const { register } = await import('tsx/esm/api');
  register();
  cli = { ...(await import('../src/main.ts')), ...(await import('../../api/src/config.ts')) };
} else {
  cli = await import('../dist/dadeal.mjs');
}
cli.loadDotEnv();
await cli.main();
