// An embed speaking another language than English: that language's words (catalogue-loader.ts) with core's
// formatter over them. Not needed by an English page, so in the standalone script an on-demand part
// (dadeal-language.js, build/parts.mjs), imported with the words by the first element that speaks another language.
import { createTranslator, type Language } from '@dadeal/core';
import { widgetTexts } from '../texts/texts.js';
import type { WidgetLanguage } from '../texts/use-texts.js';
import { loadCatalogue } from './catalogue-loader.js';

/** The words of `language`, its dates and numbers written for `locale`. */
export async function loadLanguage(language: Language, locale: string): Promise<WidgetLanguage> {
  const translator = createTranslator(language, await loadCatalogue(language), locale);
  return { texts: widgetTexts(translator), translator };
}
