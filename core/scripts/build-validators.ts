// Writes core/src/generated/validators/: every schema of core/src/schemas compiled by ajv into plain functions
// (standalone code), one module per schema (a form loads only its own), with an index of all of them (the API's, the
// CLI's and the console's synchronous validate()) and a table of loaders (the site's forms, on demand). Browsers
// validate without compiling code at run time (the site's and the console's CSP have no 'unsafe-eval'). `--check`
// only says whether the folder is up to date (exit 1 when not); core's tests check it too.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validatorFiles } from '../src/schemas/compile.js';

const dir = fileURLToPath(new URL('../src/generated/validators/', import.meta.url));
const wanted = validatorFiles();
const present = (() => {
  try {
    return readdirSync(dir);
  } catch {
    return []; // not generated yet
  }
})();
const read = (name: string) => {
  try {
    return readFileSync(dir + name, 'utf8');
  } catch {
    return ''; // not generated yet
  }
};
const stale = Object.entries(wanted).filter(([name, text]) => read(name) !== text);
// A schema removed from the registry leaves no module behind.
const extra = present.filter((name) => !(name in wanted));
if (process.argv.includes('--check')) {
  if (stale.length || extra.length) {
    console.error('core/src/generated/validators/ is out of date: npm run build:validators -w @dadeal/core');
    process.exit(1);
  }
} else {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of stale) {
    writeFileSync(dir + name, text);
    console.log(`wrote ${dir}${name} (${text.length} bytes)`);
  }
  for (const name of extra) {
    rmSync(dir + name);
    console.log(`removed ${dir}${name}`);
  }
}
