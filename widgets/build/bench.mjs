// `npm run bench`: the size of every file of the standalone widgets (gzip -9, what the budget counts, and brotli 11):
// the script a partner page loads first, then what it loads on demand (the parts, the claim step, the languages).
// Baselines built in the same run: the same script with every part inside (one file with all it may ever run), and
// the same elements on React 19. Exits 1 when the script is above its gzip budget.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { bundle, buildWidgets } from './build.mjs';
import { CLAIM_FILE, DIST_DIR, INLINE_STANDALONE_FILE, REACT_STANDALONE_FILE, STANDALONE_FILE } from './rollup-options.mjs';
import { GZIP_BUDGET, GZIP_TARGET } from './budget.mjs';
import { CATALOGUE_LANGUAGES, PART_NAMES, catalogueFile, partFile } from './paths.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function sizes(file) {
  const raw = await readFile(file);
  return {
    raw: raw.length,
    gzip: gzipSync(raw, { level: 9 }).length,
    brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const WHEN = {
  dialog: 'the first See Details',
  live: 'once an element has deals',
  language: 'an element in another language',
  search: 'the search box first has focus',
  warnings: 'an attribute or language it does not know',
  browser: 'a page with <dadeal-browser>',
};

await buildWidgets();
const shipped = await sizes(path.join(DIST_DIR, STANDALONE_FILE));
const tmp = await mkdtemp(path.join(tmpdir(), 'dadeal-bench-'));
let inline;
let react;
try {
  await bundle(['standalone-inline', 'standalone-react'], tmp);
  inline = await sizes(path.join(tmp, INLINE_STANDALONE_FILE));
  react = await sizes(path.join(tmp, REACT_STANDALONE_FILE));
} finally {
  await rm(tmp, { recursive: true, force: true });
}

const rows = [
  ['dadeal-widgets.js (first, Preact)', shipped],
  ...(await Promise.all(PART_NAMES.map(async (name) => [`${partFile(name)} (on demand: ${WHEN[name] ?? name})`, await sizes(path.join(DIST_DIR, partFile(name)))]))),
  [`${CLAIM_FILE} (on demand: Claim Deal)`, await sizes(path.join(DIST_DIR, CLAIM_FILE))],
  ...(await Promise.all(CATALOGUE_LANGUAGES.map(async (language) => [`${catalogueFile(language)} (on demand: lang="${language}")`, await sizes(path.join(DIST_DIR, catalogueFile(language)))]))),
  ['baseline: every part inside one script', inline],
  ['baseline: the same elements on React 19', react],
];
console.log('widgets: standalone files, gzip -9 / brotli 11 (an English page loads the first one only)');
for (const [name, s] of rows) {
  console.log(`  ${name.padEnd(58)} raw ${kb(s.raw).padStart(9)}  gzip ${kb(s.gzip).padStart(8)} (${String(s.gzip).padStart(6)} B)  brotli ${kb(s.brotli).padStart(8)}`);
}
console.log(`  first script / every part inside (gzip): ${(shipped.gzip / inline.gzip).toFixed(2)}; React / Preact: ${(react.gzip / shipped.gzip).toFixed(1)}×`);
console.log(`  budget: gzip ≤ ${kb(GZIP_BUDGET)} (${GZIP_BUDGET} B; target ≤ ${kb(GZIP_TARGET)}): headroom ${GZIP_BUDGET - shipped.gzip} B`);
if (shipped.gzip > GZIP_BUDGET) {
  console.error(`widgets: dadeal-widgets.js is ${kb(shipped.gzip)} gzip, above the ${kb(GZIP_BUDGET)} budget`);
  process.exit(1);
}
console.log(shipped.gzip <= GZIP_TARGET ? '  within target' : '  within budget, above target');
