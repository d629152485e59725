// Build time only (core/scripts/build-catalogues.ts and the tests): each catalogue compiled for Lingui's runtime into
// generated/<lang>.js, so no page ships an ICU parser. English is en.ts (the source of truth, and of the typed keys);
// the other languages are the translators' PO files, po/<lang>.po, read by Lingui's PO format (po.ts). A key a
// translation lacks is compiled from English.
import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { NAMESPACES, type SourceCatalogue, type Translation } from './catalogue.js';
import * as en from './en.js';
import { translationFromPo, type TranslatedLanguage } from './po.js';
import { SUPPORTED_LANGUAGES, type Language } from './languages.js';

export const english: SourceCatalogue = {
  api: en.api, validation: en.validation, widgets: en.widgets, claim: en.claim, mail: en.mail, notices: en.notices, site: en.site,
};

/** The languages translated in PO files: every language but English. */
export const TRANSLATED_LANGUAGES = SUPPORTED_LANGUAGES.filter((l): l is TranslatedLanguage => l !== 'en');

/** A language's PO file (`null`: the template, messages.pot, English only). */
export function poFile(language: TranslatedLanguage | null): URL {
  return new URL(language ? `./po/${language}.po` : './po/messages.pot', import.meta.url);
}

export function readPoFile(language: TranslatedLanguage | null): string | null {
  try {
    return readFileSync(poFile(language), 'utf8');
  } catch {
    return null; // a new language
  }
}

export type Translations = Record<TranslatedLanguage, Translation>;

/** Every translation as its PO file says it now. */
export function readTranslations(): Translations {
  return Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, translationFromPo(readPoFile(l) ?? '')])) as Translations;
}

/** The translations as the PO files said them when this module loaded (the tests read them). */
export const translations: Translations = readTranslations();

/** A namespace's messages in `language`, compiled (a key the translation lacks is compiled from English). */
function compiledNamespace(language: Language, ns: (typeof NAMESPACES)[number], sources: Translations): Record<string, unknown> {
  const source = language === 'en' ? english : sources[language];
  const compiled: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(english[ns] as Record<string, string>)) {
    const message = compileMessage((source[ns] as Record<string, string | undefined>)[key] ?? text);
    // A text without arguments stays a string (smaller): the translator reads strings as they are.
    compiled[key] = message.length === 1 && typeof message[0] === 'string' ? message[0] : message.length ? message : '';
  }
  return compiled;
}

/** The file a language's words come from, as the generated modules name it. */
const sourceName = (language: Language, english: string) => (language === 'en' ? english : `core/src/i18n/po/${language}.po`);

export function compiledModule(language: Language, sources: Translations = translations): string {
  const lines = [`// GENERATED from ${sourceName(language, 'core/src/i18n/en.ts')} by core/scripts/build-catalogues.ts — do not edit.`];
  for (const ns of NAMESPACES) lines.push(`export const ${ns} = ${JSON.stringify(compiledNamespace(language, ns, sources))};`);
  return `${lines.join('\n')}\n`;
}

/** The groups of the `site` namespace (`nav`, `userDashboard`…: a key's first segment). */
export function siteGroups(): string[] {
  return [...new Set(Object.keys(english.site).map((key) => key.split('.')[0]))];
}

/**
 * The site's groups every page shows (the layout, the navigation bar and footer, sign-in, toasts, access screens, the
 * offline notices): in the site's first script for English and in each other language's base module. Every other group
 * loads with the screen that shows it (site/src/app/i18n/i18n.ts, `addEnglish`).
 */
export const SITE_BASE_GROUPS = ['access', 'account', 'brand', 'content', 'footer', 'language', 'layout', 'login', 'nav', 'offline', 'toasts'] as const;

/**
 * The namespaces besides `site` that a page of the site needs in another language: the API's answers and the
 * validation messages that toasts and forms say again (`say()`), the cards', tabs' and deal dialog's words, and the
 * notices. Not `mail` (the server's) nor `claim` (the partner widgets' claim step, which the site never shows).
 */
export const SITE_BASE_NAMESPACES = ['api', 'validation', 'widgets', 'notices'] as const;

const isBaseGroup = (group: string) => (SITE_BASE_GROUPS as readonly string[]).includes(group);
const groupOf = (key: string) => key.split('.')[0];

/** `language`'s compiled site words of the groups `keep` accepts. */
function siteWords(language: Language, keep: (group: string) => boolean, sources: Translations): Record<string, unknown> {
  return Object.fromEntries(Object.entries(compiledNamespace(language, 'site', sources)).filter(([key]) => keep(groupOf(key))));
}

/**
 * One group of the site's words in one language as a module of its own (`es.site.userDashboard.js`: `export const site
 * = {…}`): English's are imported by the screens that show them, so a page bundles the groups it shows; another
 * language's are loaded by its base module's `siteGroups` when a screen that shows them is loaded or is on screen.
 */
export function siteGroupModule(group: string, language: Language = 'en', sources: Translations = translations): string {
  return `// GENERATED from ${sourceName(language, 'core/src/i18n/site/en.ts')} by core/scripts/build-catalogues.ts — do not edit.\nexport const site = ${JSON.stringify(siteWords(language, (g) => g === group, sources))};\n`;
}

/**
 * What every page of the site needs in `language` (docs/reference/site.md, "Languages"), as one module, a chunk of its own:
 * English's is the base groups of the site's words (the rest of English is in the code: MESSAGES, the schemas, the
 * widgets' texts); another language's also has SITE_BASE_NAMESPACES, and `siteGroups`, a loader of each other group
 * of its site words (a chunk each: a screen's words come with that screen, not with the first page).
 */
export function siteBaseModule(language: Language, sources: Translations = translations): string {
  const lines = [`// GENERATED from ${sourceName(language, 'core/src/i18n/en.ts')} by core/scripts/build-catalogues.ts — do not edit.`];
  if (language !== 'en') {
    for (const ns of SITE_BASE_NAMESPACES) lines.push(`export const ${ns} = ${JSON.stringify(compiledNamespace(language, ns, sources))};`);
  }
  lines.push(`export const site = ${JSON.stringify(siteWords(language, isBaseGroup, sources))};`);
  if (language !== 'en') {
    const loaders = siteGroups().filter((group) => !isBaseGroup(group)).map((group) => `  ${JSON.stringify(group)}: () => import('./${language}.site.${group}.js'),`);
    lines.push('/** The other groups of the site\'s words, each loaded with the screen that shows it. */', `export const siteGroups = {\n${loaders.join('\n')}\n};`);
  }
  return `${lines.join('\n')}\n`;
}

function siteBaseDeclarations(language: Language): string {
  return [
    '// GENERATED by core/scripts/build-catalogues.ts — do not edit.',
    "import type { CompiledNamespace } from '../catalogue.js';",
    ...(language === 'en' ? [] : SITE_BASE_NAMESPACES.map((ns) => `export declare const ${ns}: CompiledNamespace;`)),
    'export declare const site: CompiledNamespace;',
    ...(language === 'en' ? [] : ['export declare const siteGroups: Readonly<Record<string, () => Promise<{ site: CompiledNamespace }>>>;']),
    '',
  ].join('\n');
}

export function compiledDeclarations(): string {
  return [
    '// GENERATED by core/scripts/build-catalogues.ts — do not edit. The same for every language.',
    "import type { CompiledNamespace } from '../catalogue.js';",
    ...NAMESPACES.map((ns) => `export declare const ${ns}: CompiledNamespace;`),
    '',
  ].join('\n');
}

/** Every file under generated/ the catalogues make, with its text. */
export function generatedFiles(sources: Translations = translations): Array<[string, string]> {
  const groupDeclaration = "// GENERATED by core/scripts/build-catalogues.ts — do not edit.\nimport type { CompiledNamespace } from '../catalogue.js';\nexport declare const site: CompiledNamespace;\n";
  return SUPPORTED_LANGUAGES.flatMap((language): Array<[string, string]> => [
    [`${language}.js`, compiledModule(language, sources)],
    [`${language}.d.ts`, compiledDeclarations()],
    [`${language}.base.js`, siteBaseModule(language, sources)],
    [`${language}.base.d.ts`, siteBaseDeclarations(language)],
    // English's base groups too, as before: a screen outside the layout may import one (the 404 page's).
    ...siteGroups().filter((group) => language === 'en' || !isBaseGroup(group)).flatMap((group): Array<[string, string]> => [
      [`${language}.site.${group}.js`, siteGroupModule(group, language, sources)],
      [`${language}.site.${group}.d.ts`, groupDeclaration],
    ]),
  ]);
}
