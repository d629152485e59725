// How tests start an API server process (cluster-node.ts): the compiled bundle the global setup builds
// (server/dist/testing/cluster-node.mjs, plain node, as `npm start` runs the server), or the TypeScript through tsx when
// a test runs without that setup.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TEST_NODE_BUILDS } from '../../../scripts/build-node.mjs';

const SOURCE = fileURLToPath(new URL('./cluster-node.ts', import.meta.url));

/** The arguments for `spawn(process.execPath, …)`. */
export function clusterNodeArgs(): string[] {
  const built = TEST_NODE_BUILDS['cluster-node'].outFile;
  return existsSync(built) ? [built] : ['--import', 'tsx', SOURCE];
}
