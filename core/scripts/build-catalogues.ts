// `npm run i18n` (also `npm run build:catalogues -w @dadeal/core`): the translators' PO files brought up to date with
// the English (core/src/i18n/po/<lang>.po and the template messages.pot: new keys added, changed English marked fuzzy,
// notes and references refreshed; po.ts), every catalogue compiled for Lingui's runtime into core/src/i18n/generated/
// (each language whole, <lang>.js; the site's base per language, <lang>.base.js; each other group of its words,
// <lang>.site.<group>.js; compile.ts), then a report per language: translated, missing and fuzzy entries, and what is
// wrong (a placeholder renamed, a broken plural, an invalid message). Exit 1 on a problem.
// `--check` writes nothing and also fails while a PO file or generated/ is out of date, or while anything is missing
// (core's tests check the same).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { english, generatedFiles, poFile, readPoFile, readTranslations, TRANSLATED_LANGUAGES, translations } from '../src/i18n/compile.js';
import { checkPo, syncPo } from '../src/i18n/po.js';

const check = process.argv.includes('--check');
const stale: string[] = [];
const relative = (url: URL) => fileURLToPath(url).replace(fileURLToPath(new URL('../../', import.meta.url)), '');

for (const language of [null, ...TRANSLATED_LANGUAGES]) {
  const before = readPoFile(language);
  const after = syncPo(english, language, before);
  if (after === before) continue;
  stale.push(relative(poFile(language)));
  if (!check) writeFileSync(poFile(language), after);
}

const dir = new URL('../src/i18n/generated/', import.meta.url);
const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // not generated yet
  }
};
const sources = check ? translations : readTranslations();
let wrote = 0;
for (const [name, text] of generatedFiles(sources)) {
  const file = fileURLToPath(new URL(name, dir));
  if (read(file) === text) continue;
  stale.push(`core/src/i18n/generated/${name}`);
  if (!check) {
    writeFileSync(file, text);
    wrote += 1;
  }
}

let problems = 0;
let missing = 0;
const list = (keys: string[]) => (keys.length > 12 ? `${keys.slice(0, 12).join(', ')} … and ${keys.length - 12} more` : keys.join(', '));
for (const language of TRANSLATED_LANGUAGES) {
  const report = checkPo(english, language, check ? (readPoFile(language) ?? '') : syncPo(english, language, readPoFile(language)));
  console.log(`${language}: ${report.translated} of ${report.total} translated, ${report.missing.length} missing, ${report.fuzzy.length} fuzzy, ${report.problems.length} problems (${relative(poFile(language))})`);
  if (report.missing.length) console.log(`  missing (shown in English): ${list(report.missing)}`);
  if (report.fuzzy.length) console.log(`  fuzzy (shown as they are; check them, then clear the flag): ${list(report.fuzzy)}`);
  for (const problem of report.problems) console.log(`  problem: ${problem}`);
  problems += report.problems.length;
  missing += report.missing.length;
}

if (check) {
  if (stale.length) console.error(`out of date (run npm run i18n): ${stale.join(', ')}`);
  if (stale.length || problems || missing) process.exit(1);
} else {
  if (stale.length) console.log(`updated ${stale.length - wrote} PO file(s) and ${wrote} generated file(s)`);
  if (problems) process.exit(1);
}
