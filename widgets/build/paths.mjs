// Where the widgets' build writes, with no build tool imported: the serving code (widgets/src/serve.ts, bundled into
// the server) and `npm start`'s staleness check read these paths in a production install that has no Rollup.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const WIDGETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SRC_DIR = path.join(WIDGETS_DIR, 'src');
export const DIST_DIR = path.join(WIDGETS_DIR, 'dist');
export const STANDALONE_FILE = 'dadeal-widgets.js';
export const REACT_STANDALONE_FILE = 'dadeal-widgets.react.js';
export const STANDALONE_PATH = path.join(DIST_DIR, STANDALONE_FILE);
/** The claim step (issue 23): an ES module the standalone script imports from beside itself when Claim is pressed. */
export const CLAIM_FILE = 'dadeal-claim.js';
export const CLAIM_PATH = path.join(DIST_DIR, CLAIM_FILE);
