// `npm run bench`: builds the standalone script with Preact (what ships) and with React 19 (for comparison)
// and prints their gzip and brotli sizes against the budget. Exits 1 above budget.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { bundle, buildWidgets } from './build.mjs';
import { CLAIM_FILE, DIST_DIR, REACT_STANDALONE_FILE, STANDALONE_FILE } from './rollup-options.mjs';
import { GZIP_BUDGET, GZIP_TARGET } from './budget.mjs';
import { CATALOGUE_LANGUAGES, catalogueFile } from './paths.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function sizes(file) {
  const raw = await readFile(file);
  return {
    raw: raw.length,
    gzip: gzipSync(raw, { level: 9 }).length,
    brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

await buildWidgets();
const shipped = await sizes(path.join(DIST_DIR, STANDALONE_FILE));
// The claim step (issue 23): loaded only when Claim Deal is pressed, so outside the script's budget; shown beside it.
const claimStep = await sizes(path.join(DIST_DIR, CLAIM_FILE));
const tmp = await mkdtemp(path.join(tmpdir(), 'dadeal-bench-'));
let react;
try {
  await bundle(['standalone-react'], tmp);
  react = await sizes(path.join(tmp, REACT_STANDALONE_FILE));
} finally {
  await rm(tmp, { recursive: true, force: true });
}

const rows = [
  ['dadeal-widgets.js (Preact, shipped)', shipped],
  ['same elements with React 19 (not shipped)', react],
  ['dadeal-claim.js (on demand, issue 23)', claimStep],
  // Another language's words (issue 21): loaded once per page when an element speaks it, never on an English page.
  ...(await Promise.all(CATALOGUE_LANGUAGES.map(async (language) => [`${catalogueFile(language)} (on demand, issue 21)`, await sizes(path.join(DIST_DIR, catalogueFile(language)))]))),
];
console.log('widgets: standalone script sizes');
for (const [name, s] of rows) {
  console.log(`  ${name.padEnd(44)} raw ${kb(s.raw).padStart(9)}  gzip ${kb(s.gzip).padStart(8)}  brotli ${kb(s.brotli).padStart(8)}`);
}
console.log(`  budget: gzip ≤ ${kb(GZIP_BUDGET)} (target ≤ ${kb(GZIP_TARGET)}); React/Preact gzip ratio ${(react.gzip / shipped.gzip).toFixed(1)}×`);
if (shipped.gzip > GZIP_BUDGET) {
  console.error(`widgets: dadeal-widgets.js is ${kb(shipped.gzip)} gzip, above the ${kb(GZIP_BUDGET)} budget`);
  process.exit(1);
}
console.log(shipped.gzip <= GZIP_TARGET ? '  within target' : '  within budget, above target');
