// Writes core/src/i18n/generated/: every catalogue compiled for Lingui's runtime (no ICU parser in any page) — each language whole
// (<lang>.js), the site's base per language (<lang>.base.js) and each other group of its words (<lang>.site.<group>.js).
// `--check` only says whether the files are up to date (exit 1 when not); core's tests check it too.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedFiles } from '../src/i18n/compile.js';

const dir = new URL('../src/i18n/generated/', import.meta.url);
const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // not generated yet
  }
};
const stale = generatedFiles().map(([name, text]) => [fileURLToPath(new URL(name, dir)), text]).filter(([file, text]) => read(file) !== text);
if (process.argv.includes('--check')) {
  if (stale.length) {
    console.error('core/src/i18n/generated/ is out of date: npm run build:catalogues -w @dadeal/core');
    process.exit(1);
  }
} else {
  for (const [file, text] of stale) {
    writeFileSync(file, text);
    console.log(`wrote ${file} (${text.length} bytes)`);
  }
}
