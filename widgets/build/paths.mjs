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
/** The claim step: an ES module the standalone script imports from beside itself when Claim is pressed. */
export const CLAIM_FILE = 'dadeal-claim.js';
export const CLAIM_PATH = path.join(DIST_DIR, CLAIM_FILE);
/** The languages other than English whose words are chunks of their own; core's SUPPORTED_LANGUAGES less en. */
export const CATALOGUE_LANGUAGES = ['es', 'fr', 'de', 'ja'];
/** A language's words for the widgets and the claim step: an ES module the script imports when an element speaks it. */
export const catalogueFile = (language) => `dadeal-i18n-${language}.js`;
export const CATALOGUE_PATHS = CATALOGUE_LANGUAGES.map((language) => path.join(DIST_DIR, catalogueFile(language)));
/** The on-demand parts of the script (build/parts.mjs, src/elements/parts.ts): `dadeal-<name>.js` beside it. */
export const PART_NAMES = ['dialog', 'live', 'language', 'search', 'warnings', 'browser'];
export const partFile = (name) => `dadeal-${name}.js`;
export const PART_PATHS = PART_NAMES.map((name) => path.join(DIST_DIR, partFile(name)));
