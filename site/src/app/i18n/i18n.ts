// The site's language at run time: one active translator over core's catalogues, as Lingui's own `i18n`
// instance is one per page. English is built in (the `site` namespace only: what the page needs); another language
// loads per screen, as English does: its base module (core's generated/<lang>.base.js: what every page needs) when the
// language is first needed, then each other group of its site words with the screen that shows it (`addEnglish`
// names a screen's groups), so an English page pays nothing for the others and a Spanish one only for what it shows.
// Texts (../texts.ts) read it when they are read, so a component says its words in the language active at render.
import { LANGUAGE_LOCALES, createTranslator, formatPrice, type CompiledNamespace, type Language, type Translator } from '@dadeal/core';
import type { Host, localizeMessage } from './other-languages.js';
import { site as baseWords } from '@dadeal/core/i18n/generated/en.base.js';
import type { site as SiteSource } from '@dadeal/core/i18n/site/en.js';

export type SiteKey = keyof typeof SiteSource;

// English: the words every page shows (core's SITE_BASE_GROUPS: the layout, sign-in, toasts); a screen's own groups
// come with its chunk (addEnglish).
let englishWords: CompiledNamespace = baseWords;
let english = createTranslator('en', { site: englishWords });

/** The groups of the site's words beyond the base that the screens loaded so far show (their English modules). */
const screenGroups = new Set<CompiledNamespace>();

/**
 * A screen's own words (`en.site.<group>.js`), added when its module loads, so the first script of every page does
 * not carry every screen's words. In another language the same groups load from that language's chunks: at once when
 * it is the active one (wordsReady() says when they are there), else when it becomes active.
 */
export function addEnglish(...groups: CompiledNamespace[]): void {
  englishWords = Object.assign({}, englishWords, ...groups);
  const wasActive = active === english;
  english = createTranslator('en', { site: englishWords });
  if (wasActive) active = english;
  for (const group of groups) screenGroups.add(group);
  if (active.language !== 'en') void wordsReady();
}

/** The machinery of the other languages (other-languages.ts), loaded with the first one. */
const otherLanguages = () => import('./other-languages.js');
let localize: typeof localizeMessage | null = null;
const host: Host = {
  english: () => english,
  replaced: (translator) => {
    if (active.language === translator.language) active = translator;
  },
};

/** The active language's translator with the words of every screen loaded so far (another language's loaded first). */
async function withScreens(language: Exclude<Language, 'en'>): Promise<Translator> {
  const module = await otherLanguages();
  localize = module.localizeMessage;
  return module.translatorWith(language, screenGroups, host);
}

/**
 * Resolves when the active language has the words of every screen loaded so far: the router waits for it before a
 * screen renders (src/router.tsx), so a screen never shows another language's words or a key.
 */
export function wordsReady(): Promise<void> {
  const language = active.language;
  // Not loaded (offline): the screen says English rather than nothing.
  return language === 'en' ? Promise.resolve() : withScreens(language).then(() => {}, () => {});
}

let active: Translator = english;

/** A text of the site's catalogue in the active language: `t('nav.home')`, `t('toasts.welcomeBack', {name})`. */
export function t(key: SiteKey, values?: Record<string, string | number>): string {
  return active.t(`site.${key}`, values);
}

/**
 * One of core's English answers (MESSAGES, a validation message, an API error the server said in English) in the
 * active language; any other text as it is.
 */
export function say(english: string): string {
  return localize && active.language !== 'en' ? localize(active, english) : english;
}

/** Whether the server said core's `english` message (in English, or in the language the site asked it for). */
export function isMessage(text: string | null | undefined, english: string): boolean {
  return text === english || (text != null && text === say(english));
}

/** The active language's translator (its base and the screens' groups loaded so far, for a language other than English). */
export function activeTranslator(): Translator {
  return active;
}

export function activeLanguage(): Language {
  return active.language;
}

/** The Intl locale of prices and dates (en-US for English, as before). */
export function activeLocale(): string {
  return LANGUAGE_LOCALES[active.language];
}

/** A price in US dollars written the visitor's way ("$1,234.50", "1234,50 US$", "$1,234.50" in Japanese). */
export function price(value: unknown): string {
  return formatPrice(value, activeLocale());
}

/** Whether `language`'s catalogue is the active one (no load needed before rendering in it). */
export function isActive(language: Language): boolean {
  return active.language === language;
}

/**
 * Loads `language`'s words (once: its base, and the groups of every screen loaded so far) and makes it the active
 * language; `<html lang>` follows.
 */
export async function activate(language: Language): Promise<void> {
  active = language === 'en' ? english : await withScreens(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
