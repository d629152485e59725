// Carries translations written in the TypeScript catalogues of before the PO files (core/src/i18n/<lang>.ts with
// site/<lang>.ts, site/business/<lang>.ts and site/pages/<lang>.ts) into po/<lang>.po: the way the catalogues were
// converted, and the way a branch that still adds words in TypeScript brings them over after a rebase.
//
//   npx tsx core/scripts/po-from-ts.ts <revision> [--since <base revision>] [--dry-run]
//
// reads the four files of each language as they are at <revision> (git show: a branch, a commit), and writes every
// translation they hold into the PO file (taken as made from today's English, not fuzzy), then brings the PO files up
// to date with en.ts as `npm run i18n` does. With --since only the keys whose text differs from <base revision>'s (the
// branch's own words) are carried, so a translator's later change in the PO file stays. Prints the keys per language
// before and after; a key the TypeScript has and English has not is named and left out.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { NAMESPACES, type Translation } from '../src/i18n/catalogue.js';
import { english, poFile, readPoFile, TRANSLATED_LANGUAGES } from '../src/i18n/compile.js';
import { englishMessages, readPo, syncPo, type TranslatedLanguage } from '../src/i18n/po.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const since = option('--since');
const dryRun = args.includes('--dry-run');
const revision = args.find((a) => !a.startsWith('--'));
if (!revision) {
  console.error('usage: npx tsx core/scripts/po-from-ts.ts <revision> [--since <base revision>] [--dry-run]');
  process.exit(2);
}

const FILES = (language: string) => [`${language}.ts`, `site/${language}.ts`, `site/business/${language}.ts`, `site/pages/${language}.ts`];

/** A language's TypeScript translation at a revision, by catalogue key (`widgets.left`); null when it has none. */
async function translationAt(rev: string, language: TranslatedLanguage): Promise<Map<string, string> | null> {
  const dir = mkdtempSync(path.join(tmpdir(), 'po-from-ts-'));
  try {
    for (const file of FILES(language)) {
      let text: string;
      try {
        text = execFileSync('git', ['show', `${rev}:core/src/i18n/${file}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      } catch {
        if (file === `${language}.ts`) return null; // no TypeScript catalogue of this language at that revision
        throw new Error(`${rev} has core/src/i18n/${language}.ts but not core/src/i18n/${file}`);
      }
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    const module = (await import(pathToFileURL(path.join(dir, `${language}.ts`)).href)) as Record<string, Translation>;
    const translation = module[language];
    const keyed = new Map<string, string>();
    for (const ns of NAMESPACES) for (const [key, text] of Object.entries(translation[ns] ?? {})) if (typeof text === 'string') keyed.set(`${ns}.${key}`, text);
    return keyed;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const messages = englishMessages(english);
const translatedIn = (text: string | null) => (text ? [...readPo(text).entries.values()].filter((e) => !e.obsolete && messages.has(e.key) && (e.translation !== '' || e.empty || e.english === '')).length : 0);
let failed = false;
for (const language of TRANSLATED_LANGUAGES) {
  const carried = await translationAt(revision, language);
  if (!carried) {
    console.log(`${language}: no TypeScript catalogue at ${revision}, nothing to carry`);
    continue;
  }
  const base = since ? await translationAt(since, language) : null;
  const overrides = new Map<string, string>();
  const strays: string[] = [];
  for (const [key, text] of carried) {
    if (!messages.has(key)) strays.push(key);
    else if (!base || base.get(key) !== text) overrides.set(key, text);
  }
  const before = readPoFile(language);
  const after = syncPo(english, language, before, overrides);
  const entries = readPo(after).entries;
  const lost = [...carried.keys()].filter((key) => messages.has(key) && entries.get(key)?.translation !== carried.get(key) && !(since && base?.get(key) === carried.get(key)));
  console.log(`${language}: ${carried.size} keys in TypeScript at ${revision}, ${overrides.size} carried; PO translated ${translatedIn(before)} → ${translatedIn(after)} of ${messages.size} English keys`);
  if (strays.length) console.log(`  not English keys, left out: ${strays.join(', ')}`);
  if (lost.length) {
    failed = true;
    console.error(`  NOT carried (a bug): ${lost.join(', ')}`);
  }
  if (!dryRun && after !== before) writeFileSync(poFile(language), after);
}
if (failed) process.exit(1);
if (!dryRun) console.log('now run: npm run i18n (compiles generated/ and reports what is missing)');
