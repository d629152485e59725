// createTranslator(): the catalogues' runtime, over a compiled catalogue (generated/<lang>.js). Catalogues other than
// English load on demand (loadCatalogue: one chunk per language for bundlers), so English pages pay nothing for them.
// The catalogues are compiled by Lingui's compiler at build time (compile.ts); formatting its output takes a few lines
// of our own (formatMessage below) instead of Lingui's runtime, which every page carried for them (2.4 KB gzip of the
// partner widgets' 18 KB budget; docs/decisions/0030-widget-script-on-demand-parts.md). i18n.test.ts checks that every
// message of every language says exactly what Lingui's runtime says.
import type { CompiledCatalogue, CompiledMessage, MessageKey } from './catalogue.js';
import { LANGUAGE_LOCALES, type Language } from './languages.js';
// English is every page's and script's own words (the widgets' and the site's texts import it): no chunk of its own.
import * as english from './generated/en.js';

export type MessageValues = Record<string, string | number>;

/**
 * The kinds of argument the compiled catalogues use, all formatMessage knows: i18n.test.ts fails on a catalogue that
 * uses another (`select`, `selectordinal`, `date`; a plural's `offset`), which is then added here and to formatMessage.
 */
export const MESSAGE_ARGUMENT_TYPES = ['plural', 'number'] as const;

const formatters = new Map<string, Intl.PluralRules | Intl.NumberFormat>();
function formatter<T extends Intl.PluralRules | Intl.NumberFormat>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (!made) formatters.set(key, (made = make()));
  return made;
}
const numbers = (locale: string) => formatter(`n${locale}`, () => new Intl.NumberFormat([locale, 'en']));

/**
 * US English's whole numbers and plural categories written directly: the very text of Intl.NumberFormat('en-US')
 * ("1,234") and the category of Intl.PluralRules('en') (1 and -1 are `one`, every other whole number `other`). Building the
 * first NumberFormat loads the locale's data: 14–20 ms at 1× CPU on the deal link's page, a task of its own before the
 * cards hydrate (docs/decisions/0024-english-end-dates-without-intl.md). Fractions and other locales use Intl.
 */
const US = new Set(['en', 'en-US']);
const usWhole = (n: number) => Number.isSafeInteger(n);
function numberText(n: number, locale: string): string {
  if (usWhole(n) && US.has(locale)) return `${n < 0 || Object.is(n, -0) ? '-' : ''}${String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
  return numbers(locale).format(n);
}
function pluralOf(n: number, locale: string): string {
  if (usWhole(n) && US.has(locale)) return Math.abs(n) === 1 ? 'one' : 'other';
  return formatter(`p${locale}`, () => new Intl.PluralRules([locale, 'en'])).select(n);
}

/**
 * A compiled message with its values, as Lingui's runtime formats it: text; `[name]` (the value as it is);
 * `[name, 'plural', cases]` (the case `=n` for exactly n, else the locale's plural category, else `other`; `#` in it is
 * the number in the locale's digits); `[name, 'number']` (in the locale's digits). A missing value adds nothing.
 * Small on purpose: every page and partner widget carries it (the widget script's budget, docs/decisions/0030-…).
 */
export function formatMessage(message: CompiledMessage, values: MessageValues, locale: string, octothorpe?: string): string {
  if (!Array.isArray(message)) return message as string;
  let text = '';
  for (const token of message as unknown[]) {
    if (typeof token === 'string') {
      text += token === '#' && octothorpe !== undefined ? octothorpe : token;
      continue;
    }
    const [name, type, cases] = token as [string, string?, Record<string, CompiledMessage>?];
    const value = values[name];
    if (type === 'plural') {
      const n = Number(value);
      text += formatMessage(cases![n] ?? cases![pluralOf(n, locale)] ?? cases!.other, values, locale, numberText(n, locale));
    } else if (value != null) {
      text += type === 'number' ? numberText(Number(value), locale) : value;
    }
  }
  return text;
}

export interface Translator {
  readonly language: Language;
  /** The Intl locale of numbers, dates and plurals (a page's `fr-CA` stays fr-CA). */
  readonly locale: string;
  t(key: MessageKey, values?: MessageValues): string;
  has(key: string): boolean;
}

/** A translator over the namespaces given (keys of other namespaces read as themselves). */
export function createTranslator(language: Language, catalogue: CompiledCatalogue, locale = LANGUAGE_LOCALES[language]): Translator {
  const messages: Record<string, CompiledMessage> = {};
  for (const [ns, entries] of Object.entries(catalogue)) {
    for (const [key, message] of Object.entries(entries ?? {})) messages[`${ns}.${key}`] = message;
  }
  return {
    language,
    locale,
    // A key we do not have reads as itself; an empty text is a text (German's "zu" after the terms' links is nothing
    // in English).
    t: (key, values) => {
      const message = messages[key];
      return message === undefined ? key : formatMessage(message, values ?? {}, locale);
    },
    has: (key) => key in messages,
  };
}

/** A language's whole compiled catalogue: another language's in a chunk of its own, English's at hand. */
export function loadCatalogue(language: Language): Promise<CompiledCatalogue> {
  switch (language) {
    case 'es': return import('./generated/es.js');
    case 'fr': return import('./generated/fr.js');
    case 'de': return import('./generated/de.js');
    case 'ja': return import('./generated/ja.js');
    default: return Promise.resolve(english);
  }
}

const loaded = new Map<Language, Promise<Translator>>();
/** The translator of a language's whole catalogue, loaded once per process or page. */
export function translatorFor(language: Language): Promise<Translator> {
  let translator = loaded.get(language);
  if (!translator) {
    translator = loadCatalogue(language).then((catalogue) => createTranslator(language, catalogue));
    loaded.set(language, translator);
  }
  return translator;
}
