// An embed's language: its `lang` attribute, else the page's `<html lang>`, else the browser's languages.
// English is in the script; another language's words are a chunk of their own (dadeal-i18n-<lang>.js beside the
// script, loaded once per page when an element needs it) and so is what formats them (other-language.ts, an
// on-demand part of the script), so English pages load nothing more. A language we do not
// speak reads English, with one console warning per page.
import { useEffect, useMemo, useState } from 'react';
import { LANGUAGE_LOCALES, matchLanguage, type Language } from '@dadeal/core';
import { TEXTS } from '../texts/texts.js';
import type { WidgetLanguage } from '../texts/use-texts.js';
import { loadLanguage } from './other-language.js';
import { warnUnknownLanguage } from './warnings.js';

export interface LanguageChoice {
  language: Language;
  /** The Intl locale of dates and prices: the tag as given (fr-CA stays fr-CA), else the language's. */
  locale: string;
  /** The tag asked for when it is not a language we speak. */
  unknown?: string;
}

/** The language an element speaks: `lang`, else `<html lang>`, else navigator.languages; English otherwise. */
export function chooseLanguage(attribute: string | undefined): LanguageChoice {
  const tag = attribute?.trim() || (typeof document === 'undefined' ? '' : document.documentElement.lang.trim());
  if (tag) {
    const language = matchLanguage(tag);
    return language ? { language, locale: tag } : { language: 'en', locale: LANGUAGE_LOCALES.en, unknown: tag };
  }
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const candidate of browser) {
    const language = matchLanguage(candidate);
    if (language) return { language, locale: candidate };
  }
  return { language: 'en', locale: LANGUAGE_LOCALES.en };
}

let warned = false;
const ENGLISH: WidgetLanguage = { texts: TEXTS, translator: null };

/** The element's words, or null while its language's chunk loads (a failed load reads English). */
export function useLanguage(attribute: string | undefined): { choice: LanguageChoice; language: WidgetLanguage | null } {
  const choice = useMemo(() => chooseLanguage(attribute), [attribute]);
  const [loaded, setLoaded] = useState<{ key: string; value: WidgetLanguage } | null>(null);
  const key = `${choice.language} ${choice.locale}`;
  useEffect(() => {
    if (!choice.unknown || warned) return;
    warned = true;
    warnUnknownLanguage(choice.unknown);
  }, [choice.unknown]);
  useEffect(() => {
    if (choice.language === 'en') return;
    let live = true;
    loadLanguage(choice.language, choice.locale).then(
      (value) => live && setLoaded({ key, value }),
      () => live && setLoaded({ key, value: ENGLISH }),
    );
    return () => {
      live = false;
    };
  }, [key, choice.language, choice.locale]);
  if (choice.language === 'en') return { choice, language: ENGLISH };
  return { choice, language: loaded?.key === key ? loaded.value : null };
}
