// Writes core/src/generated/validators.js: every schema of core/src/schemas compiled by ajv into plain functions
// (standalone code), so browsers validate without compiling code at run time (the site's and the console's CSP have no
// 'unsafe-eval'). `--check` only says whether the file is up to date (exit 1 when not); core's tests check it too.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validatorsDeclarations, validatorsModule } from '../src/schemas/compile.js';

const files: Array<[string, string]> = [
  [fileURLToPath(new URL('../src/generated/validators.js', import.meta.url)), validatorsModule()],
  [fileURLToPath(new URL('../src/generated/validators.d.ts', import.meta.url)), validatorsDeclarations()],
];
const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // not generated yet
  }
};
const stale = files.filter(([file, text]) => read(file) !== text);
if (process.argv.includes('--check')) {
  if (stale.length) {
    console.error('core/src/generated/ is out of date: npm run build:validators -w @dadeal/core');
    process.exit(1);
  }
} else {
  for (const [file, text] of stale) {
    writeFileSync(file, text);
    console.log(`wrote ${file} (${text.length} bytes)`);
  }
}
