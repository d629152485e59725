// The mails' translators, one per language, made once: every compiled catalogue is imported here (the server's
// bundle, where size does not matter), so mail builders stay synchronous.
import { createTranslator, type Language, type Translator } from '@dadeal/core';
import * as de from '@dadeal/core/i18n/generated/de.js';
import * as en from '@dadeal/core/i18n/generated/en.js';
import * as es from '@dadeal/core/i18n/generated/es.js';
import * as fr from '@dadeal/core/i18n/generated/fr.js';
import * as ja from '@dadeal/core/i18n/generated/ja.js';

const catalogues = { en, es, fr, de, ja };
const made = new Map<Language, Translator>();

/** The translator of an account's language (English for an unknown value). */
export function mailTranslator(language: Language | null | undefined): Translator {
  const lang: Language = language && language in catalogues ? language : 'en';
  let translator = made.get(lang);
  if (!translator) {
    translator = createTranslator(lang, catalogues[lang]);
    made.set(lang, translator);
  }
  return translator;
}
