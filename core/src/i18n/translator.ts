// createTranslator(): Lingui's runtime over a compiled catalogue (generated/<lang>.js). Catalogues other than English
// load on demand (loadCatalogue: one chunk per language for bundlers), so English pages pay nothing for them.
import { setupI18n } from '@lingui/core';
import type { CompiledCatalogue, CompiledMessage, MessageKey } from './catalogue.js';
import { LANGUAGE_LOCALES, type Language } from './languages.js';

const plainText = (text: string) => text;

export type MessageValues = Record<string, string | number>;

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
  const i18n = setupI18n({ locale, messages: { [locale]: messages as never } });
  // Compiled catalogues keep a text without arguments as a string: it is already what it says.
  i18n.setMessagesCompiler(plainText as never);
  return {
    language,
    locale,
    // An empty text is a text (German's "zu" after the terms' links is nothing in English): Lingui reads '' as
    // missing and answers the key itself.
    t: (key, values) => (messages[key] === '' ? '' : i18n._(key, values)),
    has: (key) => key in messages,
  };
}

/** A language's whole compiled catalogue, in a chunk of its own. */
export function loadCatalogue(language: Language): Promise<CompiledCatalogue> {
  switch (language) {
    case 'es': return import('./generated/es.js');
    case 'fr': return import('./generated/fr.js');
    case 'de': return import('./generated/de.js');
    case 'ja': return import('./generated/ja.js');
    default: return import('./generated/en.js');
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
