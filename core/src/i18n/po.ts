// Build time only (compile.ts, core/scripts/i18n.ts and the tests): the translators' files. Each language but English
// is one PO file, po/<lang>.po (docs/decisions/0095-translations-in-po-files.md): an entry per key, `msgctxt` the key,
// `msgid` the English (en.ts, the source of truth and of the typed keys), `msgstr` the translation, `#.` a note for the
// translator where a word alone is ambiguous (notes.ts), `#:` the file the English lives in. Messages stay ICU
// MessageFormat (plurals inside the text, as Lingui's PO format keeps them). Files are read and written by Lingui's own
// PO format (@lingui/format-po), so Poedit, Weblate or Crowdin can open them and Lingui's tools could too.
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { NAMESPACES, type Namespace, type SourceCatalogue, type Translation } from './catalogue.js';
import { LANGUAGE_LOCALES, type Language } from './languages.js';
import { TRANSLATOR_NOTES } from './notes.js';
import { business } from './site/business/en.js';
import { pages } from './site/pages/en.js';

export type TranslatedLanguage = Exclude<Language, 'en'>;

/**
 * The flag of an entry whose translation is empty on purpose (Japanese says the words before the terms' link after
 * it: `site.signup.agreeBefore` is nothing). A PO file cannot tell an empty translation from a missing one otherwise.
 */
export const EMPTY_FLAG = 'empty';
const FUZZY_FLAG = 'fuzzy';

/**
 * The msgid of a key whose English is nothing (the words after the terms' links: German says "zu" there): a PO entry
 * cannot have an empty msgid (that is the file's header).
 */
export const NOTHING_IN_ENGLISH = '(nothing in English)';

const po = formatter({ origins: true, lineNumbers: false });
/** Lingui's catalogue as its PO format reads and writes it (@lingui/conf's CatalogType). */
type CatalogType = Awaited<ReturnType<typeof po.parse>>;
type MessageType = CatalogType[string];

/** The gettext plural rule of each language, for tools that read the header (the messages' plurals are ICU's). */
const PLURAL_FORMS: Record<Language, string> = {
  en: 'nplurals=2; plural=(n != 1);',
  es: 'nplurals=2; plural=(n != 1);',
  de: 'nplurals=2; plural=(n != 1);',
  fr: 'nplurals=2; plural=(n > 1);',
  ja: 'nplurals=1; plural=0;',
};

/** The header of a new PO file (an existing file keeps its own, with whatever Poedit or Weblate added to it). */
export function poHeader(language: Language | null): string {
  const headers = [
    'Project-Id-Version: Da Deal!',
    ...(language ? [`Language: ${language}`] : []),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: 8bit',
    ...(language ? [`Plural-Forms: ${PLURAL_FORMS[language]}`] : []),
    'X-Generator: @lingui/format-po',
  ];
  return [
    '# Da Deal! — the product\'s words. msgctxt is the key, msgid the English (core/src/i18n/en.ts), msgstr the',
    '# translation. Messages are ICU MessageFormat: keep {placeholders} as they are and translate the words of a',
    '# {n, plural, one {…} other {…}} inside its braces. After a change: npm run i18n (core/README.md, "Translating").',
    'msgid ""',
    'msgstr ""',
    ...headers.map((h) => `"${h}\\n"`),
    '',
  ].join('\n');
}

/** One entry of a PO file, by key. */
export interface PoEntry {
  key: string;
  /** The English the translation was made from (msgid). */
  english: string;
  translation: string;
  fuzzy: boolean;
  /** Empty on purpose (EMPTY_FLAG). */
  empty: boolean;
  obsolete: boolean;
  /** The translator's own `# ` comments, kept as they are. */
  translatorComments: string[];
}

/** A PO file's entries by key (msgctxt). An entry without a context is not one of ours and is reported by checkPo. */
export function readPo(text: string): { entries: Map<string, PoEntry>; strays: string[] } {
  const entries = new Map<string, PoEntry>();
  const strays: string[] = [];
  for (const message of Object.values(po.parse(text, { locale: null, sourceLocale: 'en', filename: '' }) as CatalogType)) {
    if (!message.context) {
      strays.push(message.message ?? '');
      continue;
    }
    const flags = message.extra?.flags as string[] | undefined ?? [];
    entries.set(message.context, {
      key: message.context,
      english: message.message === NOTHING_IN_ENGLISH ? '' : (message.message ?? ''),
      translation: message.translation ?? '',
      fuzzy: flags.includes(FUZZY_FLAG),
      empty: flags.includes(EMPTY_FLAG),
      obsolete: Boolean(message.obsolete),
      translatorComments: (message.extra?.translatorComments as string[] | undefined) ?? [],
    });
  }
  return { entries, strays };
}

const blank = (key: string, english: string): PoEntry => ({ key, english, translation: '', fuzzy: false, empty: false, obsolete: false, translatorComments: [] });

/** Every English message by catalogue key (`widgets.left`), in the catalogue's order. */
export function englishMessages(english: SourceCatalogue): Map<string, string> {
  const messages = new Map<string, string>();
  for (const ns of NAMESPACES) for (const [key, text] of Object.entries(english[ns] as Record<string, string>)) messages.set(`${ns}.${key}`, text);
  return messages;
}

const businessKeys = new Set(Object.keys(business));
const pagesKeys = new Set(Object.keys(pages));

/** The file a key's English is written in (the PO entry's `#:` reference). */
export function sourceFileOf(key: string): string {
  const [ns, ...rest] = key.split('.');
  const name = rest.join('.');
  if (ns === 'api') return 'core/src/messages.ts';
  if (ns === 'widgets' && /^(dealCategory|dealCategoryTitle|businessCategoryLabel|businessCategoryName)\./.test(name)) return 'core/src/enums.ts';
  if (ns === 'site') {
    if (businessKeys.has(name)) return 'core/src/i18n/site/business/en.ts';
    if (pagesKeys.has(name)) return 'core/src/i18n/site/pages/en.ts';
    return 'core/src/i18n/site/en.ts';
  }
  return 'core/src/i18n/en.ts';
}

/**
 * A language's PO file brought up to date with the English (`npm run i18n`), as `msgmerge` would: a new key gets an
 * empty translation; a key whose English changed gets the new English and is marked fuzzy (its translation kept, to
 * be checked); a key English no longer has becomes obsolete (`#~`, kept for the translator, never compiled); notes and
 * references follow the source. The translation, its flags and the translator's comments are the translator's.
 * `language` null makes the template (messages.pot: English only, for a new language or a translation platform).
 */
export function syncPo(english: SourceCatalogue, language: TranslatedLanguage | null, existing: string | null, overrides?: ReadonlyMap<string, string>): string {
  const { entries } = existing ? readPo(existing) : { entries: new Map<string, PoEntry>() };
  const catalog: CatalogType = {};
  const add = (key: string, message: string, entry: Omit<MessageType, 'message' | 'context'>) => {
    const msgid = message || NOTHING_IN_ENGLISH;
    catalog[generateMessageId(msgid, key)] = { message: msgid, context: key, ...entry };
  };
  const notes = TRANSLATOR_NOTES as Record<string, string | undefined>;
  const messages = englishMessages(english);
  for (const [key, text] of messages) {
    // A translation carried over from elsewhere (po-from-ts.ts) is taken as made from today's English.
    const override = language ? overrides?.get(key) : undefined;
    const old = override !== undefined ? { ...blank(key, text), translation: override, empty: override === '', translatorComments: entries.get(key)?.translatorComments ?? [] } : language ? entries.get(key) : undefined;
    const translation = old?.translation ?? '';
    const changed = old !== undefined && old.english !== text;
    const flags = [
      ...(old?.fuzzy || (changed && (translation !== '' || old.empty)) ? [FUZZY_FLAG] : []),
      ...(old?.empty && translation === '' ? [EMPTY_FLAG] : []),
    ];
    add(key, text, {
      translation,
      comments: notes[key] ? [notes[key]] : [],
      origin: [[sourceFileOf(key)]],
      extra: { flags, translatorComments: old?.translatorComments ?? [] },
    });
  }
  for (const old of entries.values()) {
    if (messages.has(old.key) || (old.translation === '' && !old.empty)) continue;
    add(old.key, old.english, { translation: old.translation, obsolete: true, comments: [], extra: { flags: old.empty ? [EMPTY_FLAG] : [], translatorComments: old.translatorComments } });
  }
  return po.serialize(catalog, { locale: language, sourceLocale: 'en', filename: '', existing: existing ?? poHeader(language) }) as string;
}

/** A PO file as a translation the compiler reads: an untranslated key is left out (it is compiled from English). */
export function translationFromPo(text: string): Translation {
  const translation = Object.fromEntries(NAMESPACES.map((ns) => [ns, {} as Record<string, string>])) as Record<Namespace, Record<string, string>>;
  for (const entry of readPo(text).entries.values()) {
    if (entry.obsolete || (entry.translation === '' && !entry.empty)) continue;
    const [ns, ...rest] = entry.key.split('.');
    if ((NAMESPACES as readonly string[]).includes(ns)) translation[ns as Namespace][rest.join('.')] = entry.translation;
  }
  return translation as Translation;
}

/** The argument names a message uses (placeholders, plural and select arguments), nested branches included. */
export function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (!Array.isArray(node)) return;
    for (const part of node) {
      if (!Array.isArray(part)) continue;
      const [name, type, branches] = part as [unknown, unknown, unknown];
      if (typeof name === 'string') names.add(type ? `${name}:${type === 'select' ? 'select' : 'number'}` : name);
      if (branches && typeof branches === 'object') for (const branch of Object.values(branches)) walk(branch);
    }
  };
  walk(compileMessageOrThrow(message));
  // A plural argument may be a plain placeholder in a language without plurals (and the other way round): its name
  // must match, its kind need not.
  return [...new Set([...names].map((n) => n.replace(/:number$/, '')))].sort();
}

/** What is wrong with a message's plurals in `language`: a case the language does not have, or no `other`. */
export function pluralProblems(message: string, language: Language): string[] {
  const categories = new Intl.PluralRules(LANGUAGE_LOCALES[language]).resolvedOptions().pluralCategories as string[];
  const ordinal = new Intl.PluralRules(LANGUAGE_LOCALES[language], { type: 'ordinal' }).resolvedOptions().pluralCategories as string[];
  const problems: string[] = [];
  const walk = (node: unknown): void => {
    if (!Array.isArray(node)) return;
    for (const part of node) {
      if (!Array.isArray(part)) continue;
      const [name, type, branches] = part as [string, unknown, Record<string, unknown> | undefined];
      if ((type === 'plural' || type === 'selectordinal') && branches) {
        const known = type === 'plural' ? categories : ordinal;
        const cases = Object.keys(branches).filter((c) => c !== 'offset');
        if (!cases.includes('other')) problems.push(`{${name}, ${type}} has no "other" case`);
        for (const c of cases) if (!/^=?\d+$/.test(c) && !known.includes(c)) problems.push(`{${name}, ${type}} has a case "${c}" that ${language} does not have (it has ${known.join(', ')})`);
      }
      if ((type === 'select') && branches && !('other' in branches)) problems.push(`{${name}, select} has no "other" case`);
      if (type && branches && typeof branches === 'object') for (const branch of Object.values(branches)) walk(branch);
    }
  };
  walk(compileMessageOrThrow(message));
  return problems;
}

export interface PoReport {
  language: TranslatedLanguage;
  /** English keys. */
  total: number;
  /** Keys with a translation (or empty on purpose, or nothing to translate), fuzzy ones included. */
  translated: number;
  /** Keys without a translation: shown in English until translated. */
  missing: string[];
  /** Translations marked fuzzy (the English changed since, or the translator is not sure): shown as they are. */
  fuzzy: string[];
  /** What must be fixed (besides what is missing): a translation that is not a valid message, names other placeholders or breaks a plural, an entry that is not an English key, or a file `npm run i18n` has not brought up to date. */
  problems: string[];
}

/**
 * A language's PO text checked against the English: every key translated, with the English's placeholders and plural
 * arguments, valid ICU with the plural cases the language has; what is missing and what is fuzzy.
 */
export function checkPo(english: SourceCatalogue, language: TranslatedLanguage, text: string): PoReport {
  let parsed: ReturnType<typeof readPo>;
  const report: PoReport = { language, total: 0, translated: 0, missing: [], fuzzy: [], problems: [] };
  try {
    parsed = readPo(text);
  } catch (error) {
    report.problems.push(`not a PO file: ${(error as Error).message}`);
    return report;
  }
  const { entries, strays } = parsed;
  for (const stray of strays) report.problems.push(`an entry without msgctxt (msgid ${JSON.stringify(stray)}): every entry's context is its key`);
  const messages = englishMessages(english);
  report.total = messages.size;
  for (const [key, text] of messages) {
    const entry = entries.get(key);
    if (!entry || entry.obsolete) {
      report.missing.push(key);
      report.problems.push(`${key}: no entry (npm run i18n adds it)`);
      continue;
    }
    if (entry.english !== text) report.problems.push(`${key}: msgid is not the English of en.ts (npm run i18n updates it)`);
    if (entry.translation === '' && !entry.empty && text !== '') {
      report.missing.push(key);
      continue;
    }
    report.translated += 1;
    if (entry.fuzzy) report.fuzzy.push(key);
    if (entry.translation === '') continue;
    try {
      const ours = argumentsOf(entry.translation);
      const theirs = argumentsOf(text);
      if (ours.join() !== theirs.join()) report.problems.push(`${key}: {${ours}} where English has {${theirs}}`);
      for (const problem of pluralProblems(entry.translation, language)) report.problems.push(`${key}: ${problem}`);
    } catch (error) {
      report.problems.push(`${key}: not a valid ICU message: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  for (const entry of entries.values()) if (!entry.obsolete && !messages.has(entry.key)) report.problems.push(`${entry.key}: not an English key (npm run i18n makes it obsolete)`);
  return report;
}
