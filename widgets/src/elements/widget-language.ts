// An embed's language (issue 21): its `lang` attribute, else the page's `<html lang>`, else the browser's languages.
// English is in the script; another language's words are a chunk of their own (dadeal-i18n-<lang>.js beside the
// script, loaded once per page when an element needs it), so English pages load nothing more. A language we do not
// speak reads English, with one console warning per page.
import { useEffect, useMemo, useState } from 'react';
import { LANGUAGE_LOCALES, SUPPORTED_LANGUAGES, createTranslator, matchLanguage, type CompiledNamespace, type Language } from '@dadeal/core';
import { TEXTS, widgetTexts } from '../texts/texts.js';
import type { WidgetLanguage } from '../texts/use-texts.js';

/** What a language chunk exports: core's compiled `widgets` and `claim` namespaces. */
export interface WidgetCatalogue {
  widgets: CompiledNamespace;
  claim: CompiledNamespace;
}

let loader: ((language: Language) => Promise<WidgetCatalogue>) | null = null;
const loading = new Map<Language, Promise<WidgetCatalogue>>();

/** The standalone script loads chunks from beside itself; tests and other hosts set their own; none: English only. */
export function setCatalogueLoader(load: ((language: Language) => Promise<WidgetCatalogue>) | null): void {
  loader = load;
  loading.clear();
}

function loadCatalogue(language: Language): Promise<WidgetCatalogue> {
  if (!loader) return Promise.reject(new Error('no catalogue loader'));
  let pending = loading.get(language);
  if (!pending) {
    pending = loader(language).catch((error: unknown) => {
      loading.delete(language); // tried again by the next element
      throw error;
    });
    loading.set(language, pending);
  }
  return pending;
}

/** `…/widgets/v1/dadeal-widgets.js` → `…/widgets/v1/dadeal-i18n-ja.js`. */
export function catalogueChunkUrl(scriptSrc: string, language: Language): string {
  return new URL(`dadeal-i18n-${language}.js`, scriptSrc).href;
}

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
    console.warn(`Da Deal! widgets: unknown language "${choice.unknown}", showing English. Languages: ${SUPPORTED_LANGUAGES.join(', ')}.`);
  }, [choice.unknown]);
  useEffect(() => {
    if (choice.language === 'en') return;
    let live = true;
    loadCatalogue(choice.language).then(
      (catalogue) => {
        const translator = createTranslator(choice.language, catalogue, choice.locale);
        if (live) setLoaded({ key, value: { texts: widgetTexts(translator), translator } });
      },
      () => live && setLoaded({ key, value: ENGLISH }),
    );
    return () => {
      live = false;
    };
  }, [key, choice.language, choice.locale]);
  if (choice.language === 'en') return { choice, language: ENGLISH };
  return { choice, language: loaded?.key === key ? loaded.value : null };
}
