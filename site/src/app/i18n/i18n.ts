// The site's language at run time (issue 21): one active translator over core's catalogues, as Lingui's own `i18n`
// instance is one per page. English is built in (the `site` namespace only: what the page needs); another language
// is loaded on demand (core's translatorFor: a chunk per language), so an English page pays nothing for the others.
// Texts (../texts.ts) read it when they are read, so a component says its words in the language active at render.
import { LANGUAGE_LOCALES, createTranslator, formatPrice, type CompiledCatalogue, type CompiledNamespace, type Language, type Translator } from '@dadeal/core';
import type { localizeMessage } from '@dadeal/core/i18n/localize.js';
import { site as access } from '@dadeal/core/i18n/generated/en.site.access.js';
import { site as account } from '@dadeal/core/i18n/generated/en.site.account.js';
import { site as brand } from '@dadeal/core/i18n/generated/en.site.brand.js';
import { site as content } from '@dadeal/core/i18n/generated/en.site.content.js';
import { site as footer } from '@dadeal/core/i18n/generated/en.site.footer.js';
import { site as languageWords } from '@dadeal/core/i18n/generated/en.site.language.js';
import { site as layout } from '@dadeal/core/i18n/generated/en.site.layout.js';
import { site as login } from '@dadeal/core/i18n/generated/en.site.login.js';
import { site as nav } from '@dadeal/core/i18n/generated/en.site.nav.js';
import { site as offline } from '@dadeal/core/i18n/generated/en.site.offline.js';
import { site as toasts } from '@dadeal/core/i18n/generated/en.site.toasts.js';
import type { site as SiteSource } from '@dadeal/core/i18n/site/en.js';

export type SiteKey = keyof typeof SiteSource;

// English: the words every page shows (the layout, sign-in, toasts); a screen's own groups come with its chunk (addEnglish).
let englishWords: CompiledNamespace = { ...access, ...account, ...brand, ...content, ...footer, ...languageWords, ...layout, ...login, ...nav, ...offline, ...toasts };
let english = createTranslator('en', { site: englishWords });

/**
 * A screen's own English words (`en.site.<group>.js`), added when its module loads, so the first script of every
 * page does not carry every screen's words. Other languages load their whole catalogue and need none of this.
 */
export function addEnglish(...groups: CompiledNamespace[]): void {
  englishWords = Object.assign({}, englishWords, ...groups);
  const wasActive = active === english;
  english = createTranslator('en', { site: englishWords });
  if (wasActive) active = english;
}

/**
 * Another language's whole catalogue (its site words, and the API's and validation messages that say() needs), a
 * chunk each. Not core's translatorFor(): its loader also names English's whole module (mails, API messages), which
 * would then be bundled into every English page's first script; English here is the `site` namespace above only.
 */
const catalogues: Record<Exclude<Language, 'en'>, () => Promise<CompiledCatalogue>> = {
  es: () => import('@dadeal/core/i18n/generated/es.js'),
  fr: () => import('@dadeal/core/i18n/generated/fr.js'),
  de: () => import('@dadeal/core/i18n/generated/de.js'),
  ja: () => import('@dadeal/core/i18n/generated/ja.js'),
};
const loaded = new Map<Language, Promise<Translator>>();
function translatorFor(language: Exclude<Language, 'en'>): Promise<Translator> {
  let translator = loaded.get(language);
  if (!translator) loaded.set(language, (translator = catalogues[language]().then((catalogue) => createTranslator(language, catalogue))));
  return translator;
}

/** core's localizeMessage, loaded with the first other language (it reads every English text: no English page needs it). */
let localize: typeof localizeMessage | null = null;
const loadLocalize = () => import('@dadeal/core/i18n/localize.js').then((m) => void (localize = m.localizeMessage));
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

/** The active language's translator (its whole catalogue for a language other than English). */
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

/** Loads `language`'s catalogue (once) and makes it the active one; `<html lang>` follows. */
export async function activate(language: Language): Promise<void> {
  const translator = language === 'en' ? english : (await Promise.all([translatorFor(language), loadLocalize()]))[0];
  active = translator;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
